import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect";
import { getFixedT } from "~/i18next.server";
import { orderNumber, type PaymentMethod, paymentAllowed, paysOnline } from "~/lib/checkout";
import { convertMinor, minorUnits } from "~/lib/money";
import { orderSearchNames } from "~/lib/admin-orders";
import { REPLACED_NOTE } from "~/lib/order-history";
import { type OrderStatus } from "~/lib/order-status";
import type { Storefront } from "~/lib/storefront";
import { type CartView } from "./cart-store.server";
import { getCheckoutState, isCartEmpty } from "./checkout.server";
import type { Customer } from "./customers.server";
import type { SessionToken } from "./session-token";
import { loadOrder, type MerchantActor, type OrderDetails, type OrderLine, ownedBy } from "./orders.server";
import { queuePayLinkMail } from "./order-mail.server";
import { auditOrderChange, finishCheckout, logEvent, moveOrderIn, type Outgoing, sendAll } from "./order-lifecycle.server";
import { currentLegalTexts } from "./legal-texts.server";
import { releaseExpiredPayments } from "./payments.server";
import { takeOverAttempts } from "./order-history.server";
import { customerCodeUses } from "./discount-rules.server";
import { linkMovementsToOrder, takeStock } from "./stock-movements.server";
import { getMetrics } from "~/metrics.server";
// Placing an order (spec §3, DESIGN.md "Sessions and safety"): one transaction recomputes the
// cart from the database (server prices), takes the stock with conditional updates, consumes
// gift certificates, points and the code's usage, and writes the order with its lines. The
// idempotency key of the review form makes a double submit the same order.
//
// Card and wallet: the order waits for the (test) payment page as awaiting_payment with the
// stock and the rest already taken; the cart stays as it is until the payment succeeds.
// Bank transfer and cash on delivery: the order is placed at once (cart emptied, confirmation
// mailed) but not paid. What happens next is order-lifecycle.server.ts.

export type PlaceError =
  "empty" | "steps" | "outOfStock" | "certificate" | "points" | "discountCode" | "walletNotAllowed" | "codNotAllowed" | "reverseChargeCertificates";
export type PlaceResult =
  { ok: true; order: { id: number; number: string; status: OrderStatus; paymentMethod: PaymentMethod } } | { ok: false; error: PlaceError; product?: string };
/** The note of the first event of an order staff took (PlaceInput.takenBy). */
export const TAKEN_BY_STAFF = "taken by phone or mail";
/** Thrown inside the transaction to roll it back with a reason the shopper can read. */
class Refused extends Error {
  constructor(
    readonly reason: PlaceError,
    readonly product?: string,
  ) {
    super(reason);
  }
}
export interface PlaceInput {
  session: SessionToken;
  customer: Customer | null;
  storefront: Storefront;
  idempotencyKey: string;
  /**
   * staff who took the order by phone or mail (phone-orders.server.ts): its first event names
   * them instead of the shopper, and the audit log has its row, in the order's transaction
   */
  takenBy?: MerchantActor;
  /**
   * a card order paid through a link mailed to the shopper (pay-link.server.ts): the token's
   * hash and the order's own payment deadline are stored, and the mail queued, in the order's
   * transaction (an order whose link was never mailed cannot be left behind)
   */
  payLink?: { tokenHash: string; url: string; deadline: Date; hours: number };
}
async function findByKey(db: DB, key: string) {
  return db
    .selectFrom("shop_order")
    .select(["id", "number", "status", "payment_method", "session_token_id", "customer_id"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}
function summary(row: { id: number; number: string; status: string; payment_method: string }) {
  return { id: row.id, number: row.number, status: row.status as OrderStatus, paymentMethod: row.payment_method as PaymentMethod };
}
/**
 * The certificates' amounts actually applied, in cart order, up to the capped total — in each
 * certificate's own currency, as its balance is kept: a certificate used up is taken whole, a
 * part is converted back from the storefront currency at today's rate (never more than its balance).
 */
function certificateUse(cart: CartView, rate: number) {
  let left: number = cart.totals.giftCertificates;
  return cart.giftCertificates.flatMap((c) => {
    const amount = minorUnits(Math.min(left, c.amount));
    left -= amount;
    const own = amount >= c.balance ? c.ownBalance : minorUnits(Math.min(c.ownBalance, convertMinor(amount, rate, c.ownRate)));
    return own > 0 ? [{ id: c.id, amount: own }] : [];
  });
}
/** The order's lines; a gift certificate being bought is named in the order's language. */
function orderLines(cart: CartView, giftCertificateName: string): OrderLine[] {
  return [
    ...cart.lines.map((l) => ({
      kind: "product" as const,
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitPrice: l.unitPrice,
      regularPrice: l.regularPrice,
      lineTotal: l.lineTotal,
    })),
    ...cart.serviceItems.map((s) => ({
      kind: "service" as const,
      productId: s.productId,
      sku: s.sku,
      name: s.name,
      qty: s.qty,
      unitPrice: s.unitPrice,
      regularPrice: s.unitPrice,
      lineTotal: s.total,
    })),
    ...cart.additionalItems.map((a) => ({
      kind: "gift_certificate" as const,
      productId: null,
      sku: "gift-certificate",
      name: giftCertificateName,
      qty: 1,
      unitPrice: a.price,
      regularPrice: a.price,
      lineTotal: a.price,
    })),
  ];
}
/**
 * Places the order of the session's cart. The same idempotency key again returns
 * the same order; a shortage names the product and changes nothing.
 */
export async function placeOrder(db: DB, input: PlaceInput): Promise<PlaceResult> {
  const { session, customer, storefront } = input;
  // stock held by payments abandoned long ago is free again before this order takes any
  await releaseExpiredPayments(db);
  const outgoing: Outgoing[] = [];
  let result: PlaceResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<PlaceResult> => {
      const existing = await findByKey(trx, input.idempotencyKey);
      if (existing) return ownedBy(existing, session) ? { ok: true, order: summary(existing) } : { ok: false, error: "steps" };
      const state = await getCheckoutState(trx, session, customer, storefront);
      const { cart, answers } = state;
      if (isCartEmpty(cart) || state.cartId === null) return { ok: false, error: "empty" };
      if (answers.payment?.method === "wallet" && !cart.walletAllowed) return { ok: false, error: "walletNotAllowed" };
      // gift certificates alone are delivered by e-mail: no address, no shipping, no cash at a door
      const delivered = state.facts.needsDelivery;
      if (answers.payment?.method === "cod" && !delivered) return { ok: false, error: "codNotAllowed" };
      if (!state.email || !answers.payment) return { ok: false, error: "steps" };
      // a card answer given while a provider was configured counts no more once none is
      if (!paymentAllowed(answers.payment.method, state.facts)) return { ok: false, error: "steps" };
      if (delivered && (!answers.address || !answers.shipping)) return { ok: false, error: "steps" };
      const method = answers.payment.method;

      // an earlier order of this cart left at the payment page (back button, new review) is
      // replaced by this one: it gives back what it took before this one takes anything
      const abandoned = await trx
        .selectFrom("shop_order")
        .select("id")
        .where("session_token_id", "=", session.id)
        .where("status", "=", "awaiting_payment")
        .execute();
      for (const o of abandoned) await moveOrderIn(trx, o.id, "cancel", "shopper", { onlyFrom: "awaiting_payment", note: REPLACED_NOTE });

      const stock: OrderDetails["stock"] = [];
      const movements: number[] = [];
      for (const line of cart.lines) {
        const sale = await takeStock(trx, line.productId, line.qty, { reason: "sale", actor: input.takenBy ?? "shopper" });
        if (!sale) throw new Refused("outOfStock", line.name);
        stock.push(...sale.taken);
        movements.push(...sale.movementIds);
      }

      const certificates = certificateUse(cart, storefront.currencyRate);
      for (const c of certificates) {
        const used = await trx
          .updateTable("gift_certificate")
          .set((eb) => ({ balance: eb("balance", "-", c.amount) }))
          .where("id", "=", c.id)
          .where("balance", ">=", c.amount)
          .where("voided_at", "is", null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new Refused("certificate");
      }

      const pointsSpent = cart.totals.pointsValue > 0 && customer ? cart.spentPoints : 0;
      if (pointsSpent > 0 && customer) {
        const spent = await trx
          .updateTable("customer")
          .set((eb) => ({ reward_points: eb("reward_points", "-", pointsSpent) }))
          .where("id", "=", customer.id)
          .where("reward_points", ">=", pointsSpent)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw new Refused("points");
      }

      let discountCodeId: number | null = null;
      if (cart.discountCode && cart.totals.codeDiscount > 0) {
        const code = await trx
          .updateTable("discount_code")
          .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
          .where("code", "=", cart.discountCode.code.toUpperCase())
          .where("active", "=", 1)
          .where((eb) => eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]))
          .returning(["id", "code", "per_customer_limit"])
          .executeTakeFirst();
        if (!code) throw new Refused("discountCode");
        // the update above holds the code's row until this transaction ends, so two orders of one
        // customer placed at once are counted one after the other: the second sees the first
        if (code.per_customer_limit !== null) {
          const buyer = customer ? { customerId: customer.id } : { email: state.email };
          if ((await customerCodeUses(trx, code.code, buyer)) >= code.per_customer_limit) throw new Refused("discountCode");
        }
        discountCodeId = code.id;
      }

      const shipping = state.shipping;
      // a reverse-charge sale: the buyer pays the prices without the VAT they held (README
      // "Taxes and invoices"); certificates that already pay more than that are refused
      const grandTotal = cart.totals.grandTotal + shipping - state.vat.summary.removed;
      if (grandTotal < 0) throw new Refused("reverseChargeCertificates");
      const business = answers.business ?? null;
      const details: OrderDetails = {
        cartId: state.cartId,
        stock,
        certificates,
        discountCodeId,
        purchases: cart.additionalItems.map((a) => ({
          amount: a.amount,
          price: a.price,
          recipientName: a.recipientName,
          recipientEmail: a.recipientEmail,
          message: a.message,
        })),
      };
      const now = new Date();
      const online = paysOnline(method);
      // the terms and privacy notice the shopper accepts by placing the order, as they read now
      const accepted = await currentLegalTexts(trx, storefront.iso);
      const inserted = await trx
        .insertInto("shop_order")
        .values({
          number: `new-${input.idempotencyKey}`,
          idempotency_key: input.idempotencyKey,
          department: storefront.department,
          customer_id: customer?.id ?? null,
          session_token_id: session.id,
          email: state.email,
          status: online ? "awaiting_payment" : "placed",
          payment_method: method,
          shipping_method: delivered && answers.shipping ? answers.shipping.method : "none",
          pickup_shop: delivered && answers.shipping?.method === "pickup" ? answers.shipping.shop : null,
          address: JSON.stringify(delivered ? answers.address : null),
          ...orderSearchNames(delivered && answers.address ? answers.address : null),
          currency_code: storefront.currencyCode,
          currency_rate: storefront.currencyRate,
          lang: storefront.iso,
          subtotal: cart.totals.subtotal,
          discount: cart.totals.discount,
          code_discount: cart.totals.codeDiscount,
          discount_code: cart.discountCode?.code ?? null,
          points_spent: pointsSpent,
          points_value: cart.totals.pointsValue,
          gift_certificates: cart.totals.giftCertificates,
          shipping,
          // spec §9: grand total = cart total − gift certificates + the optional extra (shipping)
          grand_total: grandTotal,
          points_earned: customer ? cart.totals.points : 0,
          details: JSON.stringify(details),
          created_at: now.toISOString(),
          pay_token_hash: input.payLink?.tokenHash ?? null,
          payment_deadline: input.payLink?.deadline.toISOString() ?? null,
          terms_text_id: accepted.terms,
          privacy_text_id: accepted.privacy,
          // the VAT the order holds, per rate, at its day's rates (README "Taxes and invoices")
          vat: JSON.stringify(state.vat.summary),
          vat_country: state.vat.summary.country,
          buyer_company: business?.company ?? null,
          buyer_vat_number: business?.vatNumber ?? null,
          vat_check: business?.vatNumber ? business.check : null,
          reverse_charge: state.vat.summary.reverseCharge ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const number = orderNumber(storefront.department, now.getUTCFullYear(), inserted.id);
      await trx.updateTable("shop_order").set({ number }).where("id", "=", inserted.id).execute();
      await linkMovementsToOrder(trx, movements, inserted.id);
      const lines = orderLines(cart, (await getFixedT(storefront.iso))("cartExtras.gift.name"));
      if (lines.length > 0) {
        await trx
          .insertInto("shop_order_line")
          .values(
            lines.map((l, i) => ({
              order_id: inserted.id,
              kind: l.kind,
              product_id: l.productId,
              sku: l.sku,
              name: l.name,
              qty: l.qty,
              unit_price: l.unitPrice,
              regular_price: l.regularPrice,
              line_total: l.lineTotal,
              vat_rate: state.vat.lineRates[i] ?? null,
              details: l.kind === "gift_certificate" ? JSON.stringify(details.purchases[i - cart.lines.length - cart.serviceItems.length] ?? null) : null,
            })),
          )
          .execute();
      }
      await logEvent(trx, inserted.id, null, online ? "awaiting_payment" : "placed", input.takenBy ?? "shopper", input.takenBy ? TAKEN_BY_STAFF : null);
      if (input.takenBy)
        await auditOrderChange(trx, input.takenBy, "order.phone", number, null, {
          status: online ? "awaiting_payment" : "placed",
          email: state.email,
          department: storefront.department,
          paymentMethod: method,
          grandTotal,
          lines: cart.lines.map((l) => ({ sku: l.sku, qty: l.qty })),
        });
      // the cart's cancelled payment attempts become this order's history (app/lib/order-history.ts)
      await takeOverAttempts(trx, {
        id: inserted.id,
        cartId: state.cartId,
        department: storefront.department,
        customerId: customer?.id ?? null,
        sessionTokenId: session.id,
      });
      // bank transfer and cash on delivery are placed, not paid: nothing is issued yet
      if (!online) outgoing.push(...(await finishCheckout(trx, inserted.id, session.id)));
      const placed = input.payLink && online ? await loadOrder(trx, inserted.id) : null;
      if (placed && input.payLink) outgoing.push(await queuePayLinkMail(trx, placed, input.payLink.url, input.payLink.deadline, input.payLink.hours));
      return { ok: true, order: { id: inserted.id, number, status: online ? "awaiting_payment" : "placed", paymentMethod: method } };
    });
  } catch (error) {
    // the same form submitted twice at once: the second insert meets the first's key
    if (!(error instanceof Refused) && !isUniqueViolation(error)) throw error;
    result = error instanceof Refused ? { ok: false, error: error.reason, product: error.product } : { ok: false, error: "steps" };
  }
  if (!result.ok) {
    // a twin request may have committed the order meanwhile (and emptied the cart this one
    // then found empty): the same key answers with that order
    const existing = await findByKey(db, input.idempotencyKey);
    if (existing && ownedBy(existing, session)) return { ok: true, order: summary(existing) };
    return result;
  }
  getMetrics().orders.inc({ event: "placed" });
  // the order and its confirmation are committed: the answer does not wait for SMTP
  void sendAll(db, outgoing);
  return result;
}
