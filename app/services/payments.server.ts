import type { DB } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { cancelPayment, type ExpiredOrder, releaseExpiredOrders } from "./order-lifecycle.server";
import { closeStripeCheckout } from "./stripe.server";

// Who confirms card and wallet payments (DESIGN.md stack "payments", PAYMENT_PROVIDER): the
// built-in test payment page is the demo's default; with "stripe" the shopper pays on Stripe's
// hosted Checkout and only its signed webhook confirms (stripe.server.ts), so the shopper's
// own POST must never mark an order paid and the test page is switched off.

/** Whether card and wallet are offered at all: a provider (Stripe, or the demo's test page) takes them. */
export function onlinePaymentsEnabled() {
  return getEnv().PAYMENT_PROVIDER !== "none";
}

/** Whether the built-in test payment page (/checkout/pay, /checkout/status/*) may take payments. */
export function testPaymentsEnabled() {
  return getEnv().PAYMENT_PROVIDER === "test";
}

/** Whether card and wallet orders are paid on Stripe's hosted Checkout. */
export function stripePaymentsEnabled() {
  return getEnv().PAYMENT_PROVIDER === "stripe";
}

/**
 * Before an order waiting for its card payment lets go of what it holds, no payment may still
 * arrive for it: its Checkout Session is ended first. True when the order may be cancelled;
 * false when Stripe took the payment meanwhile (the order is paid now) or could not be asked
 * (the order keeps waiting, and the next sweep asks again).
 */
export async function endCardPayment(db: DB, order: ExpiredOrder) {
  if (!order.paymentRef || !stripePaymentsEnabled()) return true;
  return (await closeStripeCheckout(db, order)) === "closed";
}

/** releaseExpiredOrders with the provider's say (endCardPayment) before each release. */
export function releaseExpiredPayments(db: DB, now = new Date()) {
  return releaseExpiredOrders(db, now, undefined, (order) => endCardPayment(db, order));
}

/**
 * The shopper came back from Stripe's page by its cancel link: once the Checkout Session is
 * ended the order gives back what it holds. "paid": Stripe took the payment after all;
 * "waiting": Stripe could not be asked, so the order keeps waiting (the sweep ends it later).
 */
export async function cancelCardPayment(db: DB, order: ExpiredOrder): Promise<"cancelled" | "paid" | "waiting"> {
  const ended = await closeStripeCheckout(db, order);
  if (ended === "closed") {
    await cancelPayment(db, order.id, "shopper");
    return "cancelled";
  }
  return ended === "paid" ? "paid" : "waiting";
}

/**
 * Before a session places a new card or wallet order, its earlier attempts still open on
 * Stripe's page are ended (placing the new order cancels them and gives back what they hold,
 * and no payment may arrive for them after that). True when one of them was paid meanwhile.
 */
export async function endEarlierCardPayments(db: DB, sessionTokenId: number, idempotencyKey: string) {
  if (!stripePaymentsEnabled()) return false;
  const open = await db
    .selectFrom("shop_order")
    .select(["id", "payment_ref"])
    .where("session_token_id", "=", sessionTokenId)
    .where("status", "=", "awaiting_payment")
    .where("payment_ref", "is not", null)
    .where("idempotency_key", "!=", idempotencyKey)
    .execute();
  let paid = false;
  for (const o of open) if ((await closeStripeCheckout(db, { id: o.id, paymentRef: o.payment_ref })) === "paid") paid = true;
  return paid;
}
