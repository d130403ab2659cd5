import type { DB } from "~/db/db.server";
import type { PaymentMethod } from "~/lib/checkout";
import { type AttemptOutcome, attemptOutcome, attemptsBefore, type HistoryEvent, historyEvent, type StatusChange } from "~/lib/order-history";
import type { OrderDetails } from "./orders.server";
// Payment attempts as an order's history (app/lib/order-history.ts says the rule): a new order
// takes the cart's earlier cancelled attempts as its own (shop_order.superseded_by), and an
// order's page reads them back with the order's status changes (order_event).

/** How many of the owner's latest orders of a department are looked at for the cart's attempts. */
const RECENT_ORDERS = 50;

const changeOf = (row: { from_status: StatusChange["fromStatus"]; to_status: StatusChange["toStatus"]; actor: string; note: string | null }): StatusChange => ({
  fromStatus: row.from_status,
  toStatus: row.to_status,
  actor: row.actor,
  note: row.note,
});

/**
 * Inside placeOrder's transaction, once the new order is written: the attempts placed from
 * the same cart since its last finished order become this order's (orders already pointing at
 * one of them follow), so the profile lists this order alone. The cart is one owner's: its
 * orders are the customer's, or a guest's session's.
 */
export async function takeOverAttempts(trx: DB, order: { id: number; cartId: number; department: string; customerId: number | null; sessionTokenId: number }) {
  const earlier = await trx
    .selectFrom("shop_order")
    .select(["id", "details"])
    .where("department", "=", order.department)
    .where("id", "!=", order.id)
    .$if(order.customerId !== null, (q) => q.where("customer_id", "=", order.customerId))
    .$if(order.customerId === null, (q) => q.where("customer_id", "is", null).where("session_token_id", "=", order.sessionTokenId))
    .orderBy("id", "desc")
    .limit(RECENT_ORDERS)
    .execute();
  const ofCart = earlier.filter((o) => (JSON.parse(o.details) as OrderDetails).cartId === order.cartId);
  if (ofCart.length === 0) return;
  const cancels = await trx
    .selectFrom("order_event")
    .select(["order_id", "from_status", "to_status", "actor", "note"])
    .where(
      "order_id",
      "in",
      ofCart.map((o) => o.id),
    )
    .where("to_status", "=", "cancelled")
    .execute();
  const attempts = new Set(cancels.filter((c) => attemptOutcome(changeOf(c)) !== null).map((c) => c.order_id));
  const taken = attemptsBefore(ofCart.map((o) => ({ id: o.id, attempt: attempts.has(o.id) })));
  if (taken.length === 0) return;
  await trx
    .updateTable("shop_order")
    .set({ superseded_by: order.id })
    .where((eb) => eb.or([eb("id", "in", taken), eb("superseded_by", "in", taken)]))
    .execute();
}

/** A payment attempt of an order, as its page lists it. */
export interface OrderAttempt {
  number: string;
  createdAt: string;
  paymentMethod: PaymentMethod;
  outcome: AttemptOutcome;
  /** when it ended */
  endedAt: string;
}

/** A status change of the order itself. */
export interface OrderHistoryEvent {
  event: HistoryEvent;
  at: string;
}

/** An order's attempts (oldest first) and its own status changes (in the order they happened). */
export async function getOrderHistory(db: DB, orderId: number): Promise<{ attempts: OrderAttempt[]; events: OrderHistoryEvent[] }> {
  const [attemptRows, eventRows] = await Promise.all([
    db
      .selectFrom("shop_order as o")
      .innerJoin("order_event as e", "e.order_id", "o.id")
      .select(["o.number", "o.created_at", "o.payment_method", "e.from_status", "e.to_status", "e.actor", "e.note", "e.created_at as ended_at"])
      .where("o.superseded_by", "=", orderId)
      .where("e.to_status", "=", "cancelled")
      .orderBy("o.created_at")
      .orderBy("o.id")
      .execute(),
    db.selectFrom("order_event").select(["from_status", "to_status", "actor", "note", "created_at"]).where("order_id", "=", orderId).orderBy("id").execute(),
  ]);
  const attempts = attemptRows.flatMap((row) => {
    const outcome = attemptOutcome(changeOf(row));
    return outcome
      ? [{ number: row.number, createdAt: row.created_at, paymentMethod: row.payment_method as PaymentMethod, outcome, endedAt: row.ended_at }]
      : [];
  });
  return { attempts, events: eventRows.map((row) => ({ event: historyEvent(changeOf(row)), at: row.created_at })) };
}
