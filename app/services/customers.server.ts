import type { DB } from "~/db/db.server";
import type { ApiCart } from "~/lib/cart-json";
import type { ConsentWords, NewsletterSource } from "~/lib/newsletter-consent";
import { checkPassword, hashPassword } from "./passwords.server";
import { hashToken, newToken } from "./sessions.server";
import type { SessionToken } from "./session-token";
import { getWishlist } from "./wishlist.server";

// Customer accounts: registration, password check, verification and recovery
// links, newsletter. Routes validate input first (zod, app/lib/password-policy.ts).

/**
 * How long a mailed link works: verification 24 h, password reset 1 h, and a sign-in link — it
 * signs in by itself — a quarter of an hour.
 */
export const LINK_TTL_MS = { verify: 24 * 3600_000, login: 15 * 60_000, reset: 3600_000 } as const;

export type LinkPurpose = keyof typeof LINK_TTL_MS;

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  newsletter: boolean;
  rewardPoints: number;
  createdAt: string;
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

const CUSTOMER_COLUMNS = ["id", "email", "first_name", "last_name", "verified_at", "newsletter", "reward_points", "created_at"] as const;

type CustomerRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  verified_at: string | null;
  newsletter: number;
  reward_points: number;
  created_at: string;
};

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    verified: row.verified_at !== null,
    newsletter: row.newsletter === 1,
    rewardPoints: row.reward_points,
    createdAt: row.created_at,
  };
}

export async function getCustomer(db: DB, id: number) {
  const row = await db.selectFrom("customer").select(CUSTOMER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

/** The account of an address; an erased account is nobody's, so it is never found (no sign-in link, no password reset). */
export async function findCustomerByEmail(db: DB, email: string) {
  const row = await db
    .selectFrom("customer")
    .select(CUSTOMER_COLUMNS)
    .where("email", "=", normalizeEmail(email))
    .where("erased_at", "is", null)
    .executeTakeFirst();
  return row ? toCustomer(row) : null;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
  department: string;
  /** where the newsletter choice is made (default: the registration form) */
  newsletterSource?: NewsletterSource;
  /** the words the form showed beside the newsletter box (none from the API) */
  newsletterWords?: ConsentWords | null;
}

/** Creates the account; null when the address already has one. `passwordHash`: the password hashed beforehand (outside a transaction). */
export async function registerCustomer(db: DB, input: Registration, passwordHash?: string): Promise<Customer | null> {
  const email = normalizeEmail(input.email);
  passwordHash ??= await hashPassword(input.password);
  const now = new Date().toISOString();
  const row = await db
    .insertInto("customer")
    .values({
      email,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      password_hash: passwordHash,
      verified_at: null,
      newsletter: input.newsletter ? 1 : 0,
      // the choice is recorded either way: "no" at registration is an answer too
      newsletter_changed_at: now,
      newsletter_source: input.newsletterSource ?? "registration",
      reward_points: 0,
      department: input.department,
      created_at: now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(CUSTOMER_COLUMNS)
    .executeTakeFirst();
  if (!row) return null;
  await recordNewsletterChoice(db, row.id, input.newsletter, input.newsletterSource ?? "registration", input.newsletterWords ?? null, now);
  return toCustomer(row);
}

/** Records a newsletter choice with when, where and the words shown (GDPR Art. 7(1)), in the caller's transaction. */
async function recordNewsletterChoice(db: DB, customerId: number, subscribed: boolean, source: NewsletterSource, words: ConsentWords | null, at: string) {
  await db
    .insertInto("newsletter_consent")
    .values({ customer_id: customerId, subscribed: subscribed ? 1 : 0, source, lang: words?.lang ?? null, text: words?.text ?? null, created_at: at })
    .execute();
}

/**
 * The customer whose address and password match, else null. An unknown address still pays
 * for one argon2id verification, so both failures look and last the same.
 */
export async function authenticate(db: DB, email: string, password: string): Promise<Customer | null> {
  const row = await db
    .selectFrom("customer")
    .select([...CUSTOMER_COLUMNS, "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .where("erased_at", "is", null)
    .executeTakeFirst();
  const ok = await checkPassword(row?.password_hash ?? null, password);
  return ok && row ? toCustomer(row) : null;
}

/** A single-use link token for the customer (stored hashed, like session tokens). */
export async function createLinkToken(db: DB, customerId: number, purpose: LinkPurpose) {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto("link_token")
    .values({
      token_hash: hashToken(token),
      purpose,
      customer_id: customerId,
      expires_at: new Date(now + LINK_TTL_MS[purpose]).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** Is the link token valid (unused, unexpired, of this purpose)? Reads only. */
export async function peekLinkToken(db: DB, token: string, purpose: LinkPurpose) {
  const row = await db
    .selectFrom("link_token")
    .select("customer_id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Uses a link token once: a conditional update, so two requests racing with the same link
 * cannot both succeed. Returns the customer id, or null when invalid, used or expired.
 */
export async function consumeLinkToken(db: DB, token: string, purpose: LinkPurpose) {
  const now = new Date().toISOString();
  const row = await db
    .updateTable("link_token")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("customer_id")
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function markVerified(db: DB, customerId: number) {
  await db.updateTable("customer").set({ verified_at: new Date().toISOString() }).where("id", "=", customerId).where("verified_at", "is", null).execute();
}

/** A new password: the old one stops working, and so do the other reset links. */
export async function setPassword(db: DB, customerId: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("customer").set({ password_hash: passwordHash }).where("id", "=", customerId).execute();
    await trx
      .updateTable("link_token")
      .set({ used_at: new Date().toISOString() })
      .where("customer_id", "=", customerId)
      .where("purpose", "=", "reset")
      .where("used_at", "is", null)
      .execute();
  });
}

/**
 * Subscribes or unsubscribes, recording when and where (GDPR Art. 7(1): the shop must be able to
 * show the consent). Only a change is recorded: subscribing again keeps the first consent's time.
 */
export async function setNewsletter(db: DB, customerId: number, newsletter: boolean, source: NewsletterSource = "profile", words: ConsentWords | null = null) {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("customer")
      .set({ newsletter: newsletter ? 1 : 0, newsletter_changed_at: at, newsletter_source: source })
      .where("id", "=", customerId)
      .where("newsletter", "!=", newsletter ? 1 : 0)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 1) await recordNewsletterChoice(trx, customerId, newsletter, source, words, at);
  });
}

/** Spec §6: only a guest may set the guest e-mail (the caller checks the type). */
export async function setGuestEmail(db: DB, sessionId: number, email: string) {
  await db
    .updateTable("session_token")
    .set({ guest_email: normalizeEmail(email) })
    .where("id", "=", sessionId)
    .where("type", "=", "guest")
    .execute();
}

/**
 * The User entity of spec §3 as the JSON API returns it. `cart` is filled by the API calls that
 * answer with a user (utils/cart-api.server.ts withCart); pages read the cart on their own.
 */
export interface ApiUser {
  type: "guest" | "auth";
  email: string | null;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  newsletter?: boolean;
  rewardPoints?: number;
  cart: ApiCart | null;
  wishlist: number[];
}

export async function loadUser(db: DB, session: SessionToken): Promise<{ user: ApiUser; customer: Customer | null } | null> {
  if (session.type === "guest") {
    const wishlist = await getWishlist(db, session);
    return { user: { type: "guest", email: session.guestEmail, cart: null, wishlist }, customer: null };
  }
  if (session.customerId === null) return null;
  const [customer, wishlist] = await Promise.all([getCustomer(db, session.customerId), getWishlist(db, session)]);
  if (!customer) return null;
  return {
    customer,
    user: {
      type: "auth",
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      verified: customer.verified,
      newsletter: customer.newsletter,
      rewardPoints: customer.rewardPoints,
      cart: null,
      wishlist,
    },
  };
}
