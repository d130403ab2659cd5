import type { DB } from "~/db/db.server";
import { type DiscountCodeRule, type DiscountProblem, discountAmount, discountProblem, normalizeCode } from "~/lib/discount-code";
import { type CertificateProblem, allocateCertificates, certificateProblem, spendablePoints } from "~/lib/gift-certificates";
import { GIFT_AMOUNT } from "~/lib/gift-amount";
import { convertMinor, toMinor } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import {
  type CartAdditionalLine,
  type CartDiscountCode,
  type CartGiftCertificate,
  type CartServiceLine,
  ensureCartId,
  findCartId,
  getCart,
  ownerOf,
  type ServiceOffer,
  touch,
} from "./cart.server";
import type { SessionToken } from "./sessions.server";
import { currencyRates } from "./storefronts.server";

// The cart's extras (issue 5 points 4 and 5; spec §3, §5, §9): service items, gift certificates
// being bought (additionalItems), a discount code, gift certificates redeemed by code and spent
// reward points. Reading them for the CartView (loadCartExtras) and changing them; the pure
// rules live in app/lib (discount-code.ts, gift-certificates.ts). What they are stored with is
// euro cents; what the CartView shows and adds up is the storefront currency's minor units
// (cart.server.ts), converted here as they are read.

/** A refusal: the message key (cart.extras.errors.<key>), an HTTP status, and values for the message. */
export interface ExtrasError {
  key: ExtrasErrorKey;
  status: number;
  /** minimum order (cents, EUR) for minimumNotMet */
  minOrder?: number;
}

export type ExtrasErrorKey =
  | "emptyCode"
  | "noCart"
  | "serviceNotOffered"
  | "serviceNotInCart"
  | "giftAmount"
  | "giftEmail"
  | "giftMessage"
  | "giftNotInCart"
  | "customersOnly"
  | "noPoints"
  | `code_${DiscountProblem}`
  | `certificate_${CertificateProblem}`
  | "certificateNotInCart";

export type ExtrasResult = { error: ExtrasError | null };

const ok: ExtrasResult = { error: null };
const fail = (key: ExtrasErrorKey, status: number, extra: Partial<ExtrasError> = {}): ExtrasResult => ({ error: { key, status, ...extra } });

// ---------------------------------------------------------------------------------------------
// Reading

export interface CartExtras {
  serviceItems: CartServiceLine[];
  serviceOffers: ServiceOffer[];
  additionalItems: CartAdditionalLine[];
  giftCertificates: CartGiftCertificate[];
  /** the cart's discount code as stored (priced by priceExtras) */
  discountRule: DiscountCodeRule | null;
  /** reward points stored as spent (capped later against the cart) */
  requestedPoints: number;
  availablePoints: number;
}

/** The department's service items (spec §3: only where service_item lists it), localized. */
export async function getServiceOffers(db: DB, storefront: Storefront) {
  const rows = await db
    .selectFrom("service_item as s")
    .innerJoin("product as p", "p.id", "s.product_id")
    .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", storefront.iso))
    .leftJoin("product_image as pi", (join) => join.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 0))
    .select(["p.id", "p.sku", "p.regular_price", "i.name", "i.title", "i.description", "i.url_key", "pi.image_id"])
    .where("s.department", "=", storefront.department)
    .orderBy("p.id", "desc")
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    sku: r.sku,
    name: r.name,
    title: r.title ?? r.name,
    description: r.description,
    urlKey: r.url_key,
    image: r.image_id ?? null,
    price: r.regular_price,
  }));
}

export async function loadCartExtras(db: DB, cartId: number | null, session: SessionToken | null, storefront: Storefront): Promise<CartExtras> {
  const minor = (cents: number) => toMinor(cents, storefront.currencyRate);
  const offers = (await getServiceOffers(db, storefront)).map((o) => ({ ...o, price: minor(o.price) }));
  const customerId = session?.type === "auth" ? session.customerId : null;
  const customer = customerId !== null
    ? await db.selectFrom("customer").select("reward_points").where("id", "=", customerId).executeTakeFirst()
    : undefined;
  const availablePoints = Math.max(0, customer?.reward_points ?? 0);
  if (cartId === null) {
    return { serviceItems: [], serviceOffers: offers.map((o) => ({ ...o, inCart: false })), additionalItems: [], giftCertificates: [], discountRule: null, requestedPoints: 0, availablePoints };
  }
  const [services, additional, certificates, cart, rates] = await Promise.all([
    db.selectFrom("cart_service_item").select(["product_id", "qty"]).where("cart_id", "=", cartId).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("cart_additional_item").selectAll().where("cart_id", "=", cartId).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("cart_gift_certificate as cg")
      .innerJoin("gift_certificate as g", "g.id", "cg.gift_certificate_id")
      .select(["g.id", "g.code", "g.balance", "g.currency_code", "g.expires_at"])
      .where("cg.cart_id", "=", cartId)
      // certificates apply in the order they were issued (spec §9: balances until the total is covered)
      .orderBy("g.id")
      .execute(),
    db
      .selectFrom("cart as c")
      .leftJoin("discount_code as d", "d.id", "c.discount_code_id")
      .select(["c.spent_points", "d.id as code_id", "d.code", "d.department", "d.kind", "d.value", "d.min_order", "d.valid_from", "d.valid_to", "d.usage_limit", "d.used_count"])
      .where("c.id", "=", cartId)
      .executeTakeFirst(),
    currencyRates(db),
  ]);
  const offerById = new Map(offers.map((o) => [o.productId, o]));
  // a service the department no longer offers is not part of the cart (spec §3: the table decides)
  const serviceItems = services.flatMap((row): CartServiceLine[] => {
    const offer = offerById.get(row.product_id);
    if (!offer) return [];
    return [{ productId: offer.productId, sku: offer.sku, name: offer.name, image: offer.image, unitPrice: offer.price, qty: row.qty, total: offer.price * row.qty }];
  });
  const inCart = new Set(serviceItems.map((s) => s.productId));
  const now = new Date();
  return {
    serviceItems,
    serviceOffers: offers.map((o) => ({ ...o, inCart: inCart.has(o.productId) })),
    additionalItems: additional.map((a) => ({
      id: a.id,
      kind: "gift_certificate",
      amount: a.amount,
      // typed in this storefront's currency it is kept as typed; a preset is converted
      price: a.price ?? minor(a.amount),
      recipientName: a.recipient_name, recipientEmail: a.recipient_email, message: a.message,
    })),
    // amounts are allocated once the cart total is known (finishExtras)
    // a certificate keeps the currency it was bought in; in another currency it counts at
    // today's rate (the cart shows both), and what an order takes is converted back
    giftCertificates: certificates.map((g) => {
      const ownBalance = certificateProblem({ balance: g.balance, expiresAt: g.expires_at }, now) === null ? g.balance : 0;
      const ownRate = rates.get(g.currency_code) ?? 1;
      return { id: g.id, code: g.code, amount: 0, balance: convertMinor(ownBalance, ownRate, storefront.currencyRate), currencyCode: g.currency_code, ownBalance, ownRate };
    }),
    discountRule:
      cart?.code_id != null && cart.code != null && cart.kind != null
        ? {
            code: cart.code, department: cart.department ?? null, kind: cart.kind, value: cart.value ?? 0, minOrder: cart.min_order ?? 0,
            validFrom: cart.valid_from ?? null, validTo: cart.valid_to ?? null, usageLimit: cart.usage_limit ?? null, usedCount: cart.used_count ?? 0,
          }
        : null,
    requestedPoints: customerId !== null ? (cart?.spent_points ?? 0) : 0,
    availablePoints,
  };
}

/**
 * A code's money (a fixed value, the minimum order; euro cents) in the storefront currency's
 * minor units, to be compared with and taken off the cart's amounts.
 */
export function localRule(rule: DiscountCodeRule, storefront: Storefront): DiscountCodeRule {
  const minor = (cents: number) => toMinor(cents, storefront.currencyRate);
  return { ...rule, minOrder: minor(rule.minOrder), value: rule.kind === "fixed" ? minor(rule.value) : rule.value };
}

/** What one reward point is worth in the storefront currency's minor units (configured in euro cents). */
export function localPointValue(storefront: Storefront) {
  return toMinor(storefront.pointValue, storefront.currencyRate);
}

/**
 * The code's amount today (0 with the reason when it no longer applies), and the points that
 * may be spent: both against the product lines / the cart as it is now (minor units).
 */
export function priceExtras(extras: CartExtras, storefront: Storefront, productSubtotal: number, subtotal: number) {
  let discountCode: CartDiscountCode | null = null;
  const rule = extras.discountRule;
  if (rule) {
    const local = localRule(rule, storefront);
    const problem = discountProblem(local, { now: new Date(), department: storefront.department, productSubtotal });
    discountCode = { code: rule.code, kind: rule.kind, value: rule.value, minOrder: rule.minOrder, problem, amount: problem === null ? discountAmount(local, productSubtotal) : 0 };
  }
  const codeDiscount = Math.min(subtotal, discountCode?.amount ?? 0);
  const pointValue = localPointValue(storefront);
  const spentPoints = spendablePoints(extras.requestedPoints, extras.availablePoints, subtotal - codeDiscount, pointValue);
  return { discountCode, codeDiscount, spentPoints, pointsValue: Math.min(subtotal - codeDiscount, spentPoints * pointValue) };
}

/** Each certificate's amount: balances applied in order until the cart total is covered. */
export function allocate(certificates: CartGiftCertificate[], cartTotal: number): CartGiftCertificate[] {
  const amounts = allocateCertificates(certificates.map((c) => c.balance), cartTotal);
  return certificates.map((c, i) => ({ ...c, amount: amounts[i] }));
}

// ---------------------------------------------------------------------------------------------
// Changing

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
export async function addServiceItems(db: DB, storefront: Storefront, productIds: readonly number[], sessionFor: () => Promise<SessionToken>): Promise<ExtrasResult> {
  const offered = new Set((await getServiceOffers(db, storefront)).map((o) => o.productId));
  const ids = [...new Set(productIds)];
  if (ids.length === 0 || ids.some((id) => !offered.has(id))) return fail("serviceNotOffered", 422);
  const session = await sessionFor();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const cartId = await ensureCartId(trx, ownerOf(session), storefront.department);
    for (const productId of ids) {
      // one of each at most: adding it again changes nothing
      await trx.insertInto("cart_service_item").values({ cart_id: cartId, product_id: productId, qty: 1, created_at: now }).onConflict((oc) => oc.columns(["cart_id", "product_id"]).doNothing()).execute();
    }
    await touch(trx, cartId);
  });
  return ok;
}

export async function removeServiceItem(db: DB, session: SessionToken | null, storefront: Storefront, productId: number): Promise<ExtrasResult> {
  return removeFromCart(db, session, storefront, "serviceNotInCart", (cartId) => db.deleteFrom("cart_service_item").where("cart_id", "=", cartId).where("product_id", "=", productId).executeTakeFirst());
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
export async function buyGiftCertificate(db: DB, storefront: Storefront, purchase: GiftPurchase, sessionFor: () => Promise<SessionToken>): Promise<ExtrasResult> {
  if (!Number.isInteger(purchase.amount) || purchase.amount < GIFT_AMOUNT.min || purchase.amount > GIFT_AMOUNT.max) return fail("giftAmount", 400);
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
  return removeFromCart(db, session, storefront, "giftNotInCart", (cartId) => db.deleteFrom("cart_additional_item").where("cart_id", "=", cartId).where("id", "=", id).executeTakeFirst());
}

/**
 * Applies a discount code (spec §5): trimmed, case-insensitive; an empty one changes nothing.
 * The same code again is fine (the JS cart re-applies it after an add); another code replaces it.
 */
export async function applyDiscountCode(db: DB, session: SessionToken | null, storefront: Storefront, raw: string): Promise<ExtrasResult> {
  const code = normalizeCode(raw);
  if (code === "") return fail("emptyCode", 400);
  const cartId = await cartIdOf(db, session, storefront);
  const row = await db.selectFrom("discount_code").selectAll().where("code", "=", code).executeTakeFirst();
  const rule: DiscountCodeRule | null = row
    ? { code: row.code, department: row.department, kind: row.kind, value: row.value, minOrder: row.min_order, validFrom: row.valid_from, validTo: row.valid_to, usageLimit: row.usage_limit, usedCount: row.used_count }
    : null;
  if (cartId === null || !session) {
    // a code needs a cart; an unknown code is still named as unknown
    return rule ? fail("noCart", 409) : fail("code_unknown", 422);
  }
  const cart = await getCart(db, session, storefront);
  const productSubtotal = cart.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const problem = discountProblem(rule && localRule(rule, storefront), { now: new Date(), department: storefront.department, productSubtotal });
  if (problem !== null || !row) return fail(`code_${problem ?? "unknown"}`, 422, problem === "minimumNotMet" ? { minOrder: rule?.minOrder } : {});
  await db.updateTable("cart").set({ discount_code_id: row.id, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
  return ok;
}

export async function removeDiscountCode(db: DB, session: SessionToken | null, storefront: Storefront): Promise<ExtrasResult> {
  const cartId = await cartIdOf(db, session, storefront);
  if (cartId === null) return ok;
  await db.updateTable("cart").set({ discount_code_id: null, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
  return ok;
}

/** Redeems a gift certificate by its code on the cart (it is consumed only by an order). */
export async function redeemGiftCertificate(db: DB, session: SessionToken | null, storefront: Storefront, raw: string): Promise<ExtrasResult> {
  const code = normalizeCode(raw);
  if (code === "") return fail("emptyCode", 400);
  const certificate = await db.selectFrom("gift_certificate").select(["id", "balance", "expires_at"]).where("code", "=", code).executeTakeFirst();
  const cartId = await cartIdOf(db, session, storefront);
  if (certificate && cartId === null) return fail("noCart", 409);
  const applied = certificate && cartId !== null
    ? await db.selectFrom("cart_gift_certificate").select("cart_id").where("cart_id", "=", cartId).where("gift_certificate_id", "=", certificate.id).executeTakeFirst()
    : undefined;
  const problem = certificateProblem(certificate ? { balance: certificate.balance, expiresAt: certificate.expires_at } : null, new Date(), applied !== undefined);
  if (problem !== null || !certificate || cartId === null) return fail(`certificate_${problem ?? "unknown"}`, problem === "alreadyApplied" ? 409 : 422);
  await db.insertInto("cart_gift_certificate").values({ cart_id: cartId, gift_certificate_id: certificate.id }).onConflict((oc) => oc.doNothing()).execute();
  await touch(db, cartId);
  return ok;
}

export async function removeGiftCertificate(db: DB, session: SessionToken | null, storefront: Storefront, certificateId: number): Promise<ExtrasResult> {
  return removeFromCart(db, session, storefront, "certificateNotInCart", (cartId) => db.deleteFrom("cart_gift_certificate").where("cart_id", "=", cartId).where("gift_certificate_id", "=", certificateId).executeTakeFirst());
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
