import type { DB } from "~/db/db.server";
import { type DiscountCodeRule, discountAmount, discountProblem } from "~/lib/discount-code";
import { allocateCertificates, certificateProblem, spendablePoints } from "~/lib/gift-certificates";
import { convertMinor, type EuroCents, euroCents, type MinorUnits, minorUnits, roundToStep, toMinor } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import type { CartAdditionalLine, CartDiscountCode, CartGiftCertificate, CartServiceLine, ServiceOffer } from "./cart-store.server";
import type { SessionToken } from "./session-token";
import { customerCodeUses, findDiscountRule } from "./discount-rules.server";
import { currencyRates } from "./storefronts.server";

// The cart's extras as the cart shows them (spec §3, §5, §9): service items, gift certificates
// being bought (additionalItems), a discount code, gift certificates redeemed by code and spent
// reward points, read for the CartView (loadCartExtras) and priced against it (priceExtras). The
// pure rules live in app/lib (discount-code.ts, gift-certificates.ts); changing the extras is
// cart-extras-actions.server.ts. What they are stored with is euro cents; what the CartView shows
// and adds up is the storefront currency's minor units (cart.server.ts), converted here as they
// are read.

export interface CartExtras {
  serviceItems: CartServiceLine[];
  serviceOffers: ServiceOffer[];
  additionalItems: CartAdditionalLine[];
  giftCertificates: CartGiftCertificate[];
  /** the cart's discount code as stored (priced by priceExtras) */
  discountRule: DiscountCodeRule<EuroCents> | null;
  /** the signed-in customer's orders that used it, when it limits them (else 0) */
  discountCustomerUses: number;
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
    price: euroCents(r.regular_price),
  }));
}

/** The department's service offers priced in the storefront currency's minor units, as the cart shows them. */
async function pricedServiceOffers(db: DB, storefront: Storefront) {
  return (await getServiceOffers(db, storefront)).map((o) => ({ ...o, price: toMinor(o.price, storefront.currencyRate, storefront.priceRounding) }));
}

/** The cart's service lines: its rows priced by the department's offers (in the storefront's minor units). */
function serviceLines(rows: readonly { product_id: number; qty: number }[], offers: readonly Omit<ServiceOffer, "inCart">[]) {
  const offerById = new Map(offers.map((o) => [o.productId, o]));
  // a service the department no longer offers is not part of the cart (spec §3: the table decides)
  return rows.flatMap((row): CartServiceLine[] => {
    const offer = offerById.get(row.product_id);
    if (!offer) return [];
    return [
      {
        productId: offer.productId,
        sku: offer.sku,
        name: offer.name,
        image: offer.image,
        unitPrice: offer.price,
        qty: row.qty,
        total: minorUnits(offer.price * row.qty),
      },
    ];
  });
}

/** The service lines of a cart alone (getCartGoods: the goods' value without the rest of the extras). */
export async function loadCartServices(db: DB, cartId: number, storefront: Storefront): Promise<CartServiceLine[]> {
  const rows = await db
    .selectFrom("cart_service_item")
    .select(["product_id", "qty"])
    .where("cart_id", "=", cartId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // most carts hold no service: the department's offers are read only for one that does
  if (rows.length === 0) return [];
  return serviceLines(rows, await pricedServiceOffers(db, storefront));
}

export async function loadCartExtras(db: DB, cartId: number | null, session: SessionToken | null, storefront: Storefront): Promise<CartExtras> {
  const minor = (cents: EuroCents) => toMinor(cents, storefront.currencyRate, storefront.priceRounding);
  const offers = await pricedServiceOffers(db, storefront);
  const customerId = session?.type === "auth" ? session.customerId : null;
  const customer = customerId !== null ? await db.selectFrom("customer").select("reward_points").where("id", "=", customerId).executeTakeFirst() : undefined;
  const availablePoints = Math.max(0, customer?.reward_points ?? 0);
  if (cartId === null) {
    return {
      serviceItems: [],
      serviceOffers: offers.map((o) => ({ ...o, inCart: false })),
      additionalItems: [],
      giftCertificates: [],
      discountRule: null,
      discountCustomerUses: 0,
      requestedPoints: 0,
      availablePoints,
    };
  }
  const [services, additional, certificates, cart, rates] = await Promise.all([
    db.selectFrom("cart_service_item").select(["product_id", "qty"]).where("cart_id", "=", cartId).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("cart_additional_item").selectAll().where("cart_id", "=", cartId).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("cart_gift_certificate as cg")
      .innerJoin("gift_certificate as g", "g.id", "cg.gift_certificate_id")
      .select(["g.id", "g.code", "g.balance", "g.currency_code", "g.expires_at", "g.voided_at"])
      .where("cg.cart_id", "=", cartId)
      // certificates apply in the order they were issued (spec §9: balances until the total is covered)
      .orderBy("g.id")
      .execute(),
    db.selectFrom("cart").select(["spent_points", "discount_code_id"]).where("id", "=", cartId).executeTakeFirst(),
    currencyRates(db),
  ]);
  const discountRule = cart?.discount_code_id != null ? await findDiscountRule(db, { id: cart.discount_code_id }) : null;
  const discountCustomerUses =
    discountRule?.perCustomerLimit != null && customerId !== null ? await customerCodeUses(db, discountRule.code, { customerId }) : 0;
  const serviceItems = serviceLines(services, offers);
  const inCart = new Set(serviceItems.map((s) => s.productId));
  const now = new Date();
  return {
    serviceItems,
    serviceOffers: offers.map((o) => ({ ...o, inCart: inCart.has(o.productId) })),
    additionalItems: additional.map((a) => ({
      id: a.id,
      kind: "gift_certificate",
      amount: euroCents(a.amount),
      // typed in this storefront's currency it is kept as typed; a preset is converted
      price: a.price !== null ? minorUnits(a.price) : minor(euroCents(a.amount)),
      recipientName: a.recipient_name,
      recipientEmail: a.recipient_email,
      message: a.message,
    })),
    // amounts are allocated once the cart total is known (finishExtras)
    // a certificate keeps the currency it was bought in; in another currency it counts at
    // today's rate (the cart shows both), and what an order takes is converted back
    giftCertificates: certificates.map((g) => {
      const ownBalance = minorUnits(certificateProblem({ balance: g.balance, expiresAt: g.expires_at, voidedAt: g.voided_at }, now) === null ? g.balance : 0);
      const ownRate = rates.get(g.currency_code) ?? 1;
      return {
        id: g.id,
        code: g.code,
        amount: minorUnits(0),
        balance: convertMinor(ownBalance, ownRate, storefront.currencyRate, storefront.priceRounding),
        currencyCode: g.currency_code,
        ownBalance,
        ownRate,
      };
    }),
    discountRule,
    discountCustomerUses,
    requestedPoints: customerId !== null ? (cart?.spent_points ?? 0) : 0,
    availablePoints,
  };
}

/**
 * A code's money (a fixed value, the minimum order; euro cents) in the storefront currency's
 * minor units, to be compared with and taken off the cart's amounts.
 */
export function localRule(rule: DiscountCodeRule<EuroCents>, storefront: Storefront): DiscountCodeRule<MinorUnits> {
  const minor = (cents: EuroCents) => toMinor(cents, storefront.currencyRate, storefront.priceRounding);
  // a fixed code's value is euro cents like its minimum (a percentage is not money)
  return { ...rule, minOrder: minor(rule.minOrder), value: rule.kind === "fixed" ? minor(euroCents(rule.value)) : rule.value };
}

/**
 * What one reward point is worth in the storefront currency's minor units (configured in euro
 * cents), to the hundredth: a point is 3,93 Ft, and what points take off is rounded once, to the
 * storefront's price rounding (pointsTaken).
 */
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
    const problem = discountProblem(local, {
      now: new Date(),
      department: storefront.department,
      productSubtotal,
      customerUses: extras.discountCustomerUses,
    });
    discountCode = {
      code: rule.code,
      kind: rule.kind,
      value: rule.value,
      minOrder: rule.minOrder,
      problem,
      amount: minorUnits(problem === null ? discountAmount(local, productSubtotal, storefront.priceRounding) : 0),
    };
  }
  const codeDiscount = minorUnits(Math.min(subtotal, discountCode?.amount ?? 0));
  const pointValue = localPointValue(storefront);
  const spentPoints = spendablePoints(extras.requestedPoints, extras.availablePoints, subtotal - codeDiscount, pointValue);
  const pointsValue = minorUnits(Math.min(subtotal - codeDiscount, roundToStep(spentPoints * pointValue, storefront.priceRounding)));
  return { discountCode, codeDiscount, spentPoints, pointsValue };
}

/** Each certificate's amount: balances applied in order until the cart total is covered. */
export function allocate(certificates: CartGiftCertificate[], cartTotal: MinorUnits): CartGiftCertificate[] {
  const amounts = allocateCertificates(
    certificates.map((c) => c.balance),
    cartTotal,
  );
  return certificates.map((c, i) => ({ ...c, amount: minorUnits(amounts[i]) }));
}
