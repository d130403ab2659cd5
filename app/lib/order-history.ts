import type { PaymentMethod } from "./checkout";
import type { OrderStatus } from "./order-status";

// An order's history as its customer reads it. A card or wallet payment that the
// shopper cancels, that fails or whose hold runs out cancels its order and leaves the same
// cart, and paying again places a new order: the cancelled ones are attempts of the order that
// followed them, not orders of their own. The attempts and the order's own status changes
// (order_event) are its history. No database here.

/** The note placeOrder logs when a new order replaces one left waiting at the payment page. */
export const REPLACED_NOTE = "replaced by a new order";

/** What ended a payment attempt. */
export type AttemptOutcome = "cancelled" | "failed" | "expired" | "replaced";

/** A status change as order_event logged it. */
export interface StatusChange {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** "shopper" | "payment" | "expiry" | "desk:<os user>" */
  actor: string;
  note: string | null;
}

/**
 * How a payment attempt ended, or null when the change does not make its order an attempt:
 * only a cancel while awaiting payment by the shopper, the payment provider or the hold's
 * expiry does. The merchant's cancel, or the cancel of an order that was placed (bank transfer,
 * cash on delivery), ends an order of its own.
 */
export function attemptOutcome(change: StatusChange): AttemptOutcome | null {
  if (change.toStatus !== "cancelled" || change.fromStatus !== "awaiting_payment") return null;
  if (change.actor === "payment") return "failed";
  if (change.actor === "expiry") return "expired";
  if (change.actor === "shopper") return change.note === REPLACED_NOTE ? "replaced" : "cancelled";
  return null;
}

/** One line of an order's own history. */
export type HistoryEvent = "placed" | "paid" | "shipped" | "delivered" | "cancelledByShop" | "changed" | AttemptOutcome;

export function historyEvent(change: StatusChange): HistoryEvent {
  if (change.fromStatus === null) return "placed";
  // the shop changed the order (its address, e-mail or delivery) without moving it on
  if (change.fromStatus === change.toStatus) return "changed";
  switch (change.toStatus) {
    case "paid":
    case "shipped":
    case "delivered":
      return change.toStatus;
    case "cancelled":
      return attemptOutcome(change) ?? "cancelledByShop";
    default:
      // no move leads back to awaiting_payment or placed (app/lib/order-status.ts)
      return "placed";
  }
}

/** An order of a cart, newest first, and whether it is a payment attempt (attemptOutcome). */
export interface CartOrder {
  id: number;
  attempt: boolean;
}

/**
 * The earlier orders a new order of the same cart takes as its attempts: the attempts placed
 * since the cart's last order that was not one (that order emptied the cart: what followed is
 * another purchase). An attempt that nothing followed stays an order of its own until then.
 * `earlier` is newest first.
 */
export function attemptsBefore(earlier: readonly CartOrder[]): number[] {
  const run: number[] = [];
  for (const order of earlier) {
    if (!order.attempt) break;
    run.push(order.id);
  }
  return run;
}

/**
 * The same rule over orders already placed (oldest first, each with its cart): which order
 * each attempt belongs to — the last order of its run, so a chain of attempts points at the
 * order that ended it. Orders without a cart are nobody's attempts.
 */
export function attemptOwners(orders: readonly (CartOrder & { cart: string | null })[]): Map<number, number> {
  const owners = new Map<number, number>();
  const open = new Map<string, number[]>();
  for (const order of orders) {
    if (order.cart === null) continue;
    const run = open.get(order.cart) ?? [];
    for (const id of run) owners.set(id, order.id);
    open.set(order.cart, order.attempt ? [...run, order.id] : []);
  }
  return owners;
}

/** Where the payment of an order stands, as its page says it. */
export type PaymentState = "paid" | "awaitingPayment" | "awaitingTransfer" | "onDelivery" | "notPaid";

export function paymentState(order: { status: OrderStatus; paymentMethod: PaymentMethod; paidAt: string | null }): PaymentState {
  if (order.paidAt !== null) return "paid";
  if (order.status === "cancelled") return "notPaid";
  if (order.paymentMethod === "bank") return "awaitingTransfer";
  if (order.paymentMethod === "cod") return "onDelivery";
  return "awaitingPayment";
}
