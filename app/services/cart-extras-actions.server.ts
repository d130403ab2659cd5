import type { DB } from "~/db/db.server";
import { type DiscountProblem, discountProblem, normalizeCode } from "~/lib/discount-code";
import { type CertificateProblem, certificateProblem, spendablePoints } from "~/lib/gift-certificates";
import { GIFT_AMOUNT } from "~/lib/gift-amount";
import type { EuroCents } from "~/lib/money";
import { isMessageText, isPersonName } from "~/lib/shopper-text";
import type { Storefront } from "~/lib/storefront";
import { getCart } from "./cart.server";
import { getServiceOffers, localPointValue, localRule } from "./cart-extras.server";
import { ensureCartId, findCartId, ownerOf, touch } from "./cart-store.server";
import { customerCodeUses, findDiscountRule } from "./discount-rules.server";
import { consume, type LimitName, LIMITS, refund } from "./rate-limit.server";
import type { SessionToken } from "./session-token";

// Changing the cart's extras (spec §3, §5): service items, gift certificates bought, a discount
// code, gift certificates redeemed by code, reward points. Each answers a refusal with a message
// key and an HTTP status, or nothing; reading them for the cart is cart-extras.server.ts.

/** A refusal: the message key (cart.extras.errors.<key>), an HTTP status, and values for the message. */
export interface ExtrasError {
  key: ExtrasErrorKey;
  status: number;
  /** minimum order (cents, EUR) for minimumNotMet */
  minOrder?: EuroCents;
  /** seconds until another try, for tooManyAttempts */
  retryAfter?: number;
}

export type ExtrasErrorKey =
  | "emptyCode"
  | "noCart"
  | "serviceNotOffered"
  | "serviceNotInCart"
  | "giftAmount"
  | "giftEmail"
  | "giftMessage"
  | "giftName"
  | "giftMessageText"
  | "giftNotInCart"
  | "customersOnly"
  | "noPoints"
  | `code_${DiscountProblem}`
  | `certificate_${CertificateProblem}`
  | "certificateNotInCart"
  | "tooManyAttempts";

export type ExtrasResult = { error: ExtrasError | null };

const ok: ExtrasResult = { error: null };
const fail = (key: ExtrasErrorKey, status: number, extra: Partial<ExtrasError> = {}): ExtrasResult => ({ error: { key, status, ...extra } });

async function cartIdOf(db: DB, session: SessionToken | null, storefront: Storefront) {
  return session ? findCartId(db, ownerOf(session), storefront.department) : null;
}

/** Deletes one row of the cart's extras and stamps the cart; 409 `missing` when the cart or the row is not there. */
async function removeFromCart(
  db: DB,
  session: SessionToken | null,
  storefront: Storefront,
  missing: ExtrasErrorKey,
  remove: (cartId: number) => Promise<{ numDeletedRows: bigint }>,
): Promise<ExtrasResult> {
  const cartId = await cartIdOf(db, session, storefront);
  if (cartId === null) return fail(missing, 409);
  if (Number((await remove(cartId)).numDeletedRows) === 0) return fail(missing, 409);
  await touch(db, cartId);
  return ok;
}

/** Adds service items (spec §3: only those the department offers — else nothing changes). */
export async function addServiceItems(
  db: DB,
  storefront: Storefront,
  productIds: readonly number[],
  sessionFor: () => Promise<SessionToken>,
): Promise<ExtrasResult> {
  const offered = new Set((await getServiceOffers(db, storefront)).map((o) => o.productId));
  const ids = [...new Set(productIds)];
  if (ids.length === 0 || ids.some((id) => !offered.has(id))) return fail("serviceNotOffered", 422);
  const session = await sessionFor();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const cartId = await ensureCartId(trx, ownerOf(session), storefront.department);
    for (const productId of ids) {
      // one of each at most: adding it again changes nothing
      await trx
        .insertInto("cart_service_item")
        .values({ cart_id: cartId, product_id: productId, qty: 1, created_at: now })
        .onConflict((oc) => oc.columns(["cart_id", "product_id"]).doNothing())
        .execute();
    }
    await touch(trx, cartId);
  });
  return ok;
}

export async function removeServiceItem(db: DB, session: SessionToken | null, storefront: Storefront, productId: number): Promise<ExtrasResult> {
  return removeFromCart(db, session, storefront, "serviceNotInCart", (cartId) =>
    db.deleteFrom("cart_service_item").where("cart_id", "=", cartId).where("product_id", "=", productId).executeTakeFirst(),
  );
}

export interface GiftPurchase {
  /** the certificate's value, cents, EUR */
  amount: number;
  /** what the shopper pays, in the storefront currency's minor units, when they typed it (null: the amount converted) */
  price: number | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
}

/** Puts a gift certificate to buy into the cart (spec §3 additionalItems; 10..500 EUR). */
export async function buyGiftCertificate(
  db: DB,
  storefront: Storefront,
  purchase: GiftPurchase,
  sessionFor: () => Promise<SessionToken>,
): Promise<ExtrasResult> {
  if (!Number.isInteger(purchase.amount) || purchase.amount < GIFT_AMOUNT.min || purchase.amount > GIFT_AMOUNT.max) return fail("giftAmount", 400);
  // the shop mails the name and the message to a recipient who did not ask for them: a name of
  // name characters, a message without web addresses, markup or control characters (shopper-text.ts)
  if (purchase.recipientName !== null && !isPersonName(purchase.recipientName)) return fail("giftName", 400);
  if (purchase.message !== null && !isMessageText(purchase.message)) return fail("giftMessageText", 400);
  const session = await sessionFor();
  await db.transaction().execute(async (trx) => {
    const cartId = await ensureCartId(trx, ownerOf(session), storefront.department);
    await trx
      .insertInto("cart_additional_item")
      .values({
        cart_id: cartId,
        kind: "gift_certificate",
        amount: purchase.amount,
        price: purchase.price,
        recipient_name: purchase.recipientName,
        recipient_email: purchase.recipientEmail,
        message: purchase.message,
        created_at: new Date().toISOString(),
      })
      .execute();
    await touch(trx, cartId);
  });
  return ok;
}

export async function removeAdditionalItem(db: DB, session: SessionToken | null, storefront: Storefront, id: number): Promise<ExtrasResult> {
  return removeFromCart(db, session, storefront, "giftNotInCart", (cartId) =>
    db.deleteFrom("cart_additional_item").where("cart_id", "=", cartId).where("id", "=", id).executeTakeFirst(),
  );
}

/** The refusals that are a miss: a code the shop does not know (a known one, expired or below its minimum, is no guess). */
const MISSES: ReadonlySet<ExtrasErrorKey> = new Set(["code_unknown", "certificate_unknown"]);

/**
 * One try of a discount or gift certificate code: a code the shop does not know counts against
 * the session and the client (LIMITS.codeAttempt*), and once either has used its tries, every
 * try is refused with 429 — a right code too, or guessing would go on at the limit's pace. A try
 * holds its point while it runs and gives it back unless it missed: tries sent at once cannot
 * all pass a check made before any of them is counted.
 */
async function limitCodeTries(session: SessionToken | null, clientIp: string, attempt: () => Promise<ExtrasResult>): Promise<ExtrasResult> {
  const counters: [LimitName, string][] = [["codeAttemptIp", clientIp]];
  if (session) counters.push(["codeAttemptSession", String(session.id)]);
  const over = await Promise.all(counters.map(([name, key]) => consume(name, key)));
  let result: ExtrasResult = fail("tooManyAttempts", 429, { retryAfter: LIMITS.codeAttemptIp.duration });
  try {
    if (!over.some(Boolean)) result = await attempt();
  } finally {
    if (!(result.error && MISSES.has(result.error.key))) await Promise.all(counters.map(([name, key]) => refund(name, key)));
  }
  return result;
}

/**
 * Applies a discount code (spec §5): trimmed, case-insensitive; an empty one changes nothing.
 * The same code again is fine (the JS cart re-applies it after an add); another code replaces it.
 */
export function applyDiscountCode(db: DB, session: SessionToken | null, storefront: Storefront, raw: string, clientIp: string): Promise<ExtrasResult> {
  return limitCodeTries(session, clientIp, () => tryDiscountCode(db, session, storefront, raw));
}

async function tryDiscountCode(db: DB, session: SessionToken | null, storefront: Storefront, raw: string): Promise<ExtrasResult> {
  const code = normalizeCode(raw);
  if (code === "") return fail("emptyCode", 400);
  const cartId = await cartIdOf(db, session, storefront);
  const rule = await findDiscountRule(db, { code });
  if (cartId === null || !session) {
    // a code needs a cart; an unknown code is still named as unknown
    return rule ? fail("noCart", 409) : fail("code_unknown", 422);
  }
  const cart = await getCart(db, session, storefront);
  const productSubtotal = cart.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  // a customer's own uses count once the code limits them (a guest's when the order names an e-mail)
  const customerUses =
    rule?.perCustomerLimit != null && session.type === "auth" && session.customerId !== null
      ? await customerCodeUses(db, rule.code, { customerId: session.customerId })
      : 0;
  const problem = discountProblem(rule && localRule(rule, storefront), {
    now: new Date(),
    department: storefront.department,
    productSubtotal,
    customerUses,
  });
  if (problem !== null || !rule) return fail(`code_${problem ?? "unknown"}`, 422, problem === "minimumNotMet" ? { minOrder: rule?.minOrder } : {});
  await db.updateTable("cart").set({ discount_code_id: rule.id, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
  return ok;
}

export async function removeDiscountCode(db: DB, session: SessionToken | null, storefront: Storefront): Promise<ExtrasResult> {
  const cartId = await cartIdOf(db, session, storefront);
  if (cartId === null) return ok;
  await db.updateTable("cart").set({ discount_code_id: null, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
  return ok;
}

/** Redeems a gift certificate by its code on the cart (it is consumed only by an order). */
export function redeemGiftCertificate(db: DB, session: SessionToken | null, storefront: Storefront, raw: string, clientIp: string): Promise<ExtrasResult> {
  return limitCodeTries(session, clientIp, () => tryGiftCertificate(db, session, storefront, raw));
}

async function tryGiftCertificate(db: DB, session: SessionToken | null, storefront: Storefront, raw: string): Promise<ExtrasResult> {
  const code = normalizeCode(raw);
  if (code === "") return fail("emptyCode", 400);
  const certificate = await db.selectFrom("gift_certificate").select(["id", "balance", "expires_at", "voided_at"]).where("code", "=", code).executeTakeFirst();
  const cartId = await cartIdOf(db, session, storefront);
  if (certificate && cartId === null) return fail("noCart", 409);
  const applied =
    certificate && cartId !== null
      ? await db
          .selectFrom("cart_gift_certificate")
          .select("cart_id")
          .where("cart_id", "=", cartId)
          .where("gift_certificate_id", "=", certificate.id)
          .executeTakeFirst()
      : undefined;
  const problem = certificateProblem(
    certificate ? { balance: certificate.balance, expiresAt: certificate.expires_at, voidedAt: certificate.voided_at } : null,
    new Date(),
    applied !== undefined,
  );
  if (problem !== null || !certificate || cartId === null) return fail(`certificate_${problem ?? "unknown"}`, problem === "alreadyApplied" ? 409 : 422);
  await db
    .insertInto("cart_gift_certificate")
    .values({ cart_id: cartId, gift_certificate_id: certificate.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await touch(db, cartId);
  return ok;
}

export async function removeGiftCertificate(db: DB, session: SessionToken | null, storefront: Storefront, certificateId: number): Promise<ExtrasResult> {
  return removeFromCart(db, session, storefront, "certificateNotInCart", (cartId) =>
    db.deleteFrom("cart_gift_certificate").where("cart_id", "=", cartId).where("gift_certificate_id", "=", certificateId).executeTakeFirst(),
  );
}

/**
 * Spends the customer's reward points on the cart (customers only): as many as the cart needs
 * after the code, at most what they hold (the cart page recomputes the cap whenever it changes).
 */
export async function spendPoints(db: DB, session: SessionToken | null, storefront: Storefront): Promise<ExtrasResult> {
  if (!session || session.type !== "auth" || session.customerId === null) return fail("customersOnly", 403);
  const cartId = await cartIdOf(db, session, storefront);
  if (cartId === null) return fail("noCart", 409);
  const cart = await getCart(db, session, storefront);
  const needed = spendablePoints(cart.availablePoints, cart.availablePoints, cart.totals.subtotal - cart.totals.codeDiscount, localPointValue(storefront));
  if (needed <= 0) return fail("noPoints", 409);
  await db.updateTable("cart").set({ spent_points: needed, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
  return ok;
}

export async function unspendPoints(db: DB, session: SessionToken | null, storefront: Storefront): Promise<ExtrasResult> {
  if (!session || session.type !== "auth" || session.customerId === null) return fail("customersOnly", 403);
  const cartId = await cartIdOf(db, session, storefront);
  if (cartId === null) return ok;
  await db.updateTable("cart").set({ spent_points: 0, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
  return ok;
}
