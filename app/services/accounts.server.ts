import type { DB } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import type { Registration } from "./customers.server";
import { authenticate, consumeLinkToken, createLinkToken, findCustomerByEmail, markVerified, registerCustomer, setPassword } from "./customers.server";
import { type PublicAddress, publicUrl } from "~/lib/public-url";
import type { Storefront } from "~/lib/storefront";
import { getLogger } from "~/logger.server";
import { deliverQueued, enqueueMail } from "./mail-queue.server";
import { hashPassword } from "./passwords.server";
import { consume, isLimited, resetLimit } from "./rate-limit.server";
import { deleteCustomerTokens, startAuthSession } from "./sessions.server";
import { mailLogo } from "./storefront-look.server";

// The account flows shared by the HTML forms and the JSON API: log in (with the
// abuse limits), register (with the verification mail), recover a password.

/**
 * Where links in e-mails lead: the storefront's configured domain and prefix, with the public
 * scheme and port (DESIGN.md: never the Host of the request that caused the mail).
 */
export interface LinkBase {
  storefront: Storefront;
  address: PublicAddress;
}

function link(base: LinkBase, path: string) {
  return publicUrl(base.storefront, path, base.address);
}

type AccountMail = "verify" | "reset" | "login";

/**
 * Queues an account mail (verification, password reset, sign-in link) from the storefront, then
 * sends it without making the caller wait for SMTP: a mail SMTP refuses stays queued and the
 * server's sweep tries again (mail-queue.server.ts), and the request answers as it would anyway.
 */
async function mailTo(db: DB, storefront: Storefront, to: string, name: string | null, kind: AccountMail, url: string) {
  const id = await queueAccountMail(db, storefront, to, name, kind, url);
  void deliverQueued(db, [id]);
}

/** Writes an account mail to the queue in the caller's transaction; its id, to send after the commit. */
async function queueAccountMail(trx: DB, storefront: Storefront, to: string, name: string | null, kind: AccountMail, url: string) {
  const t = await getFixedT(storefront.iso);
  const shop = storefront.name;
  const text = [
    name ? t("account.mail.greeting", { name }) : t("account.mail.greetingNoName"),
    "",
    t(`account.mail.${kind}Text`, { shop }),
    "",
    url,
    "",
    t(`account.mail.${kind}Ignore`),
    "",
    t("account.mail.signature", { shop }),
  ].join("\n");
  const logo = await mailLogo(trx, storefront.department);
  return enqueueMail(trx, { to, fromName: shop, subject: t(`account.mail.${kind}Subject`, { shop }), text, lang: storefront.iso, links: [url], logo });
}

export type LoginResult = { ok: true; token: string; customerId: number } | { ok: false; reason: "invalid" | "limited" };

/**
 * Failed logins are limited per account (100 an hour) and per IP (a lower burst);
 * a limited request is refused before the password is even checked. Wrong password and
 * unknown address fail alike. Success replaces the guest token (and merges its wishlist).
 */
export async function logIn(db: DB, input: { email: string; password: string; ip: string; guestToken: string | null }): Promise<LoginResult> {
  const [ipLimited, accountLimited] = await Promise.all([isLimited("loginIp", input.ip), isLimited("loginAccount", input.email)]);
  if (ipLimited || accountLimited) return { ok: false, reason: "limited" };
  const customer = await authenticate(db, input.email, input.password);
  if (!customer) {
    const [ipOver, accountOver] = await Promise.all([consume("loginIp", input.ip), consume("loginAccount", input.email)]);
    return { ok: false, reason: ipOver || accountOver ? "limited" : "invalid" };
  }
  await resetLimit("loginAccount", input.email);
  const { token } = await startAuthSession(db, customer.id, input.guestToken);
  return { ok: true, token, customerId: customer.id };
}

export type RegisterResult = { ok: true; customerId: number } | { ok: false; reason: "taken" | "limited" };

/**
 * Creates the account and mails the verification link (24 h, once). The account, its link and
 * the queued mail commit together: a crash cannot leave an account whose link was never mailed.
 * The password is hashed before the transaction (argon2 takes tens of milliseconds).
 */
export async function register(db: DB, input: Registration & { ip: string }, base: LinkBase): Promise<RegisterResult> {
  if (await consume("registerIp", input.ip)) return { ok: false, reason: "limited" };
  const passwordHash = await hashPassword(input.password);
  const registered = await db.transaction().execute(async (trx) => {
    const customer = await registerCustomer(trx, input, passwordHash);
    if (!customer) return null;
    return { customerId: customer.id, mailId: await queueVerificationMail(trx, customer, base) };
  });
  if (!registered) return { ok: false, reason: "taken" };
  void deliverQueued(db, [registered.mailId]);
  return { ok: true, customerId: registered.customerId };
}

/**
 * A new verification link (24 h, once) and its mail, queued in the caller's transaction: the
 * registration's, or the back office's when a customer asks for the mail again. Returns the
 * mail's queue id, to send once the transaction has committed (deliverQueued).
 */
export async function queueVerificationMail(trx: DB, customer: { id: number; email: string; firstName: string }, base: LinkBase) {
  const token = await createLinkToken(trx, customer.id, "verify");
  return queueAccountMail(trx, base.storefront, customer.email, customer.firstName, "verify", link(base, `/verify?token=${token}`));
}

/** Marks the address of a verification link verified; false when the link is not valid. */
export async function verifyEmail(db: DB, token: string) {
  const customerId = await consumeLinkToken(db, token, "verify");
  if (customerId === null) return false;
  await markVerified(db, customerId);
  return true;
}

/**
 * the answer never tells whether an account exists. Limits count requests per
 * address and per IP whether or not it exists; the mail is sent only to a real account.
 * Returns false when over a limit (a 429).
 */
export async function requestPasswordReset(db: DB, input: { email: string; ip: string }, base: LinkBase) {
  const [ipOver, accountOver] = await Promise.all([consume("recoveryIp", input.ip), consume("recoveryAccount", input.email)]);
  if (ipOver || accountOver) return false;
  const customer = await findCustomerByEmail(db, input.email);
  if (customer) {
    // not awaited: the answer must not take longer when an account exists (no enumeration by timing)
    void createLinkToken(db, customer.id, "reset")
      .then((token) => mailTo(db, base.storefront, customer.email, customer.firstName, "reset", link(base, `/password-reset?token=${token}`)))
      .catch((error) => getLogger().error({ err: error }, "password-reset mail failed"));
  }
  return true;
}

/**
 * A sign-in link by mail (spec §2 token links: `?auth_token=`): the same answer and the same
 * limits whether or not the address has an account, like a password reset; the link works once,
 * within 15 minutes (LINK_TTL_MS), and leads to the profile. Returns false when over a limit.
 */
export async function requestLoginLink(db: DB, input: { email: string; ip: string }, base: LinkBase) {
  const [ipOver, accountOver] = await Promise.all([consume("loginLinkIp", input.ip), consume("loginLinkAccount", input.email)]);
  if (ipOver || accountOver) return false;
  const customer = await findCustomerByEmail(db, input.email);
  if (customer) {
    // not awaited: the answer must not take longer when an account exists (no enumeration by timing)
    void createLinkToken(db, customer.id, "login")
      .then((token) => mailTo(db, base.storefront, customer.email, customer.firstName, "login", link(base, `/profile?auth_token=${token}`)))
      .catch((error) => getLogger().error({ err: error }, "sign-in link mail failed"));
  }
  return true;
}

/**
 * A new password from a reset link (single use, 1 h): every session of the customer ends and
 * the browser that set it gets a fresh auth token. Null when the link is not valid.
 */
export async function resetPassword(db: DB, token: string, password: string) {
  const customerId = await consumeLinkToken(db, token, "reset");
  if (customerId === null) return null;
  await setPassword(db, customerId, password);
  await deleteCustomerTokens(db, customerId);
  const session = await startAuthSession(db, customerId, null);
  return { customerId, token: session.token };
}
