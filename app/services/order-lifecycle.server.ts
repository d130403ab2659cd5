import { type DB } from "~/db/db.server";
import { type PaymentMethod } from "~/lib/checkout";
import { toMinor } from "~/lib/money";
import { type MoveOutcome, type OrderMove, orderMove, type OrderStatus } from "~/lib/order-status";
import { getEnv } from "~/env.server";
import { getMetrics, type OrderEvent } from "~/metrics.server";
import { bankTransferFor } from "./bank-transfer.server";
import { deleteCartContents } from "./cart.server";
import { certificateExpiry, newCertificateCode } from "./gift-certificates.server";
import { attachDocument, findInvoiceOf, issueInvoice } from "./invoice-issue.server";
import { deliverQueued } from "./mail-queue.server";
import { orderLink, queueCertificateMail, queueOrderMail, queueStatusMail } from "./order-mail.server";
import type { SessionToken } from "./session-token";
import { recordAudit } from "./audit-log.server";
import { queueNewOrderNotices } from "./staff-notify.server";
import { addStock } from "./stock-movements.server";
import { loadOrder, type MerchantActor, type OrderActor, type OrderDetails, type OrderView } from "./orders.server";
// An order's moves from status to status (app/lib/order-status.ts is the table of them).
//
// A cancelled or failed payment cancels the order and gives everything back, leaving the shopper
// at the payment step with the same cart, free to pay again or choose another method. The hold
// lasts PAYMENT_HOLD_MINUTES: an order still unpaid after it is cancelled the same way
// (releaseExpiredOrders), so an abandoned payment page does not keep the last pieces from others.
//
// Nothing of value before payment (DESIGN.md "Sessions and safety"): the gift certificates an
// order bought are created and mailed, and the points it earns credited, by the one move that
// makes it paid — the provider's confirmation (card, wallet), the merchant's mark-paid (bank) or
// mark-delivered (cash on delivery) at the order desk. Every status change goes through
// moveOrder: a conditional update on the status it read decides which of two racing processes
// moves the order, and each change is logged in order_event.

/**
 * A mail queued in a transaction (its mail_queue id), to send once the transaction has
 * committed: the mail commits with the change it tells of (mail-queue.server.ts).
 */
export type Outgoing = number;
/**
 * Sends the mails of a committed transaction. Never throws: what fails stays queued and the
 * server's sweep tries again. Answering a request need not wait for it (`void sendAll(…)`); a
 * rolled-back transaction's ids find nothing to send.
 */
export async function sendAll(db: DB, outgoing: Outgoing[]): Promise<MailsSent> {
  const sent = outgoing.length > 0 ? await deliverQueued(db, outgoing) : 0;
  return { sent, queued: outgoing.length - sent };
}
/** Of a change's mails: how many went out right after the commit, and how many were left queued for the sweep. */
export interface MailsSent {
  sent: number;
  queued: number;
}
const orderDetails = async (trx: DB, orderId: number) =>
  JSON.parse((await trx.selectFrom("shop_order").select("details").where("id", "=", orderId).executeTakeFirstOrThrow()).details) as OrderDetails;
/**
 * The checkout is over (bank/COD at placement, card/wallet once paid): the cart is emptied, the
 * session remembers the order for the success page (spec §3), the confirmation is queued, and so
 * are the mails of the staff who asked to be told of each new order. Returns the mails to send
 * after the commit.
 */
export async function finishCheckout(trx: DB, orderId: number, sessionTokenId: number | null): Promise<Outgoing[]> {
  const order = await loadOrder(trx, orderId);
  if (!order) return [];
  const details = await orderDetails(trx, orderId);
  if (details.cartId !== null) await emptyCart(trx, details.cartId);
  if (sessionTokenId !== null) await trx.updateTable("session_token").set({ last_order_id: orderId }).where("id", "=", sessionTokenId).execute();
  const link = await orderLink(trx, order);
  const bank = order.paymentMethod === "bank" ? await bankTransferFor(trx, order) : null;
  const confirmation = await queueOrderMail(trx, order, link, bank);
  // a card or wallet order is paid by now (its invoice issued by the same transaction's move):
  // the confirmation is the mail that tells the shopper, and carries the invoice
  const invoice = order.paidAt !== null ? await findInvoiceOf(trx, orderId) : null;
  if (invoice) await attachDocument(trx, confirmation, invoice.id);
  return [confirmation, ...(await queueNewOrderNotices(trx, order))];
}
/**
 * The order is paid: its earned points are credited and the gift certificates it bought are
 * created and mailed (to the recipient, else the buyer) — once: the conditional stamp of
 * value_issued_at decides, so a repeated or racing payment issues nothing more. Returns the
 * mails to send after the commit.
 */
export async function issueOrderValue(trx: DB, order: OrderView, details: OrderDetails): Promise<Outgoing[]> {
  const orderId = order.id;
  const claimed = await trx
    .updateTable("shop_order")
    .set({ value_issued_at: new Date().toISOString() })
    .where("id", "=", orderId)
    .where("value_issued_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return [];
  if (order.customerId !== null && order.pointsEarned > 0) {
    await trx
      .updateTable("customer")
      .set((eb) => ({ reward_points: eb("reward_points", "+", order.pointsEarned) }))
      .where("id", "=", order.customerId)
      .execute();
  }
  const mails: Outgoing[] = [];
  const now = new Date();
  for (const p of details.purchases) {
    const code = newCertificateCode();
    // issued for exactly what was paid, in the currency it was paid in (it keeps that currency)
    const value = p.price ?? toMinor(p.amount, order.currencyRate);
    const expiresAt = certificateExpiry(now);
    await trx
      .insertInto("gift_certificate")
      .values({
        code,
        amount: value,
        balance: value,
        currency_code: order.currencyCode,
        order_id: orderId,
        recipient_email: p.recipientEmail ?? order.email,
        expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .execute();
    const gift = { to: p.recipientEmail ?? order.email, recipientName: p.recipientName, code, price: value, message: p.message, expiresAt };
    mails.push(await queueCertificateMail(trx, order, gift));
  }
  return mails;
}
async function emptyCart(trx: DB, cartId: number) {
  await deleteCartContents(trx, cartId);
  await trx
    .updateTable("cart")
    .set({ discount_code_id: null, spent_points: 0, checkout: null, updated_at: new Date().toISOString() })
    .where("id", "=", cartId)
    .execute();
}
/** A status change logged in order_event (from null: the order's first status). */
export async function logEvent(trx: DB, orderId: number, from: OrderStatus | null, to: OrderStatus, actor: OrderActor, note: string | null) {
  await trx
    .insertInto("order_event")
    .values({ order_id: orderId, from_status: from, to_status: to, actor, note, created_at: new Date().toISOString() })
    .execute();
}
export interface MoveResult {
  /** null: no such order */
  outcome: MoveOutcome | null;
  /** the order's status after the call */
  status: OrderStatus | null;
  /** this call changed the status (an outcome "move" outside `onlyFrom` is not applied) */
  moved: boolean;
}
export interface MoveOptions {
  /** only orders in this status move (the shopper's own cancel touches only an order awaiting its payment) */
  onlyFrom?: OrderStatus;
  /** order_event.note: why (a cancellation's reason, "payment hold expired") */
  note?: string | null;
  /** what the move writes besides the status, before its mail is built (a ship's parcels, which the mail names) */
  onMove?: (trx: DB, orderId: number) => Promise<void>;
}
/**
 * Applies a move of app/lib/order-status.ts inside the caller's transaction: the status is
 * changed only where it still is what was read (a racing process that moved it first makes this
 * one re-read and usually find "already"), the change is logged, and its effects follow — give
 * back what the order holds, issue its value, the shopper's mail.
 */
export async function moveOrderIn(
  trx: DB,
  orderId: number,
  action: OrderMove,
  actor: OrderActor,
  options: MoveOptions = {},
): Promise<MoveResult & { mails: Outgoing[] }> {
  // take the order's write lock before reading it (PostgreSQL: the row lock, like SELECT … FOR
  // UPDATE; SQLite: the database's write lock, so a racing process waits instead of failing on a
  // stale read): the process that comes second then reads the first one's result
  await trx
    .updateTable("shop_order")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", orderId)
    .execute();
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await trx
      .selectFrom("shop_order")
      .select(["status", "payment_method", "shipping_method", "paid_at"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!row) return { outcome: null, status: null, moved: false, mails: [] };
    const outcome = orderMove(
      { status: row.status, paymentMethod: row.payment_method as PaymentMethod, shippingMethod: row.shipping_method, paid: row.paid_at !== null },
      action,
    );
    if (outcome.kind !== "move" || (options.onlyFrom && outcome.from !== options.onlyFrom)) return { outcome, status: row.status, moved: false, mails: [] };
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable("shop_order")
      .set(outcome.pays ? { status: outcome.to, paid_at: now } : { status: outcome.to })
      .where("id", "=", orderId)
      .where("status", "=", outcome.from)
      .$if(outcome.pays, (q) => q.where("paid_at", "is", null))
      .returning(["id", "details", "customer_id", "points_spent"])
      .executeTakeFirst();
    if (!moved) continue;
    await logEvent(trx, orderId, outcome.from, outcome.to, actor, options.note ?? null);
    countMove(outcome.pays, outcome.to, actor);
    if (options.onMove) await options.onMove(trx, orderId);
    if (outcome.releases) await giveBack(trx, moved, actor);
    // the order as the move left it, read once for the value it issues and the shopper's mail
    const order = outcome.pays || outcome.mail ? await loadOrder(trx, orderId) : null;
    const mails: Outgoing[] = order && outcome.pays ? await issueOrderValue(trx, order, JSON.parse(moved.details) as OrderDetails) : [];
    // the invoice is issued by the move that makes the order paid, and by no other (README "Taxes and invoices")
    const invoice = outcome.pays ? await issueInvoice(trx, orderId) : null;
    const kind = outcome.mail;
    if (order && kind) {
      const link = await orderLink(trx, order);
      const mail = await queueStatusMail(trx, order, kind, link);
      // the "paid" mail (a bank transfer received, cash collected on delivery) carries the invoice;
      // a card order's is its confirmation (finishCheckout)
      if (invoice && kind === "paid") await attachDocument(trx, mail, invoice.id);
      mails.unshift(mail);
    }
    return { outcome, status: outcome.to, moved: true, mails };
  }
  throw new Error(`order ${orderId} kept changing while being moved`);
}
/** orders_total (GET /metrics): payments made, failed, cancelled and run out of time. */
function countMove(pays: boolean, to: OrderStatus, actor: OrderActor) {
  const event: OrderEvent | null = pays ? "paid" : to !== "cancelled" ? null : actor === "payment" ? "failed" : actor === "expiry" ? "expired" : "cancelled";
  if (event) getMetrics().orders.inc({ event });
}
/** moveOrderIn in its own transaction, the mails sent after the commit (awaited: the order desk's command line exits after it). */
async function moveOrder(db: DB, orderId: number, action: OrderMove, actor: OrderActor, options: MoveOptions = {}): Promise<MoveResult & { mails: MailsSent }> {
  const { mails, ...result } = await db.transaction().execute((trx) => moveOrderIn(trx, orderId, action, actor, options));
  return { ...result, mails: await sendAll(db, mails) };
}
/**
 * The payment provider confirms a card or wallet payment (today: the test payment page's
 * "Pay"): the order is paid, its value issued, the cart emptied and the confirmation mailed —
 * once. False when the order was not awaiting its payment. `session`: the shopper's, whose
 * success page shows the order; null for a payment made through a mailed link (no session).
 */
export async function confirmPayment(db: DB, orderId: number, session: Pick<SessionToken, "id"> | null) {
  const outgoing: Outgoing[] = [];
  const paid = await db.transaction().execute(async (trx) => {
    const moved = await moveOrderIn(trx, orderId, "confirmPayment", "payment", { onlyFrom: "awaiting_payment" });
    if (!moved.moved) return false;
    outgoing.push(...(await finishCheckout(trx, orderId, session?.id ?? null)), ...moved.mails);
    return true;
  });
  void sendAll(db, outgoing);
  return paid;
}
/**
 * A payment cancelled by the shopper, failed, or out of time: an order still awaiting its
 * payment is cancelled (once) and gives back what it took — stock, certificate balances, points
 * and the code's usage. The cart was never emptied. False when it was not awaiting payment.
 */
export async function cancelPayment(db: DB, orderId: number, actor: "shopper" | "payment" | "expiry") {
  const result = await moveOrder(db, orderId, "cancel", actor, { onlyFrom: "awaiting_payment", note: actor === "expiry" ? "payment hold expired" : null });
  return result.moved;
}
/**
 * A merchant's move of the order with this number, at the order desk (scripts/orders.ts) or in
 * the back office. The outcome says whether it moved, was already there (nothing changed) or is
 * refused; null: no such order. A staff member's move also writes its audit row in the move's
 * transaction (`audit`: what else the row says changed). The mails are tried once; what SMTP
 * does not take stays queued for the server.
 */
export async function moveOrderByNumber(
  db: DB,
  number: string,
  action: OrderMove,
  actor: MerchantActor,
  options: Omit<MoveOptions, "onlyFrom"> & { audit?: Record<string, unknown> } = {},
): Promise<MoveResult & { mails: MailsSent }> {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { outcome: null, status: null, moved: false, mails: { sent: 0, queued: 0 } };
  const { mails, ...result } = await db.transaction().execute(async (trx) => {
    const moved = await moveOrderIn(trx, row.id, action, actor, options);
    if (moved.moved && moved.outcome?.kind === "move")
      await auditOrderChange(trx, actor, AUDIT_KINDS[action], number, { status: moved.outcome.from }, { status: moved.outcome.to, ...options.audit });
    return moved;
  });
  return { ...result, mails: await sendAll(db, mails) };
}
const AUDIT_KINDS: Record<OrderMove, string> = {
  confirmPayment: "order.confirm-payment",
  markPaid: "order.mark-paid",
  ship: "order.ship",
  deliver: "order.deliver",
  cancel: "order.cancel",
};
/**
 * The audit row of a change staff made to an order (DESIGN.md: every change the back office
 * makes is in the one audit log), in the change's transaction; a server job's change too, as
 * "system:<job>", so the log says the shop did it by itself. The desk's moves are order_event
 * rows with the OS user, as before; only "staff:<email>" and "system:<job>" actors write here.
 */
export async function auditOrderChange(trx: DB, actor: OrderActor, kind: string, number: string, before: unknown, after: unknown) {
  if (actor.startsWith("staff:")) await recordAudit(trx, { actor: actor.slice("staff:".length), kind, subject: `order:${number}`, before, after });
  else if (actor.startsWith("system:")) await recordAudit(trx, { actor, kind, subject: `order:${number}`, before, after });
}
/** When an order placed at `createdAt` (ISO) stops holding what it took for its payment. */
export function paymentDeadline(createdAt: string, holdMinutes = getEnv().PAYMENT_HOLD_MINUTES) {
  return new Date(Date.parse(createdAt) + holdMinutes * 60_000);
}
/**
 * The deadline of this order's payment: its own (a phone order's mailed payment link, 023), else
 * the shop's hold after it was placed.
 */
export function orderPaymentDeadline(order: { createdAt: string; paymentDeadline?: string | null }) {
  return order.paymentDeadline ? new Date(order.paymentDeadline) : paymentDeadline(order.createdAt);
}
/** Whether an order awaiting payment has outlived its hold (its payment is no longer taken). */
export function paymentExpired(order: { status: OrderStatus; createdAt: string; paymentDeadline?: string | null }, now = new Date()) {
  return order.status === "awaiting_payment" && orderPaymentDeadline(order) <= now;
}
/** An order whose payment hold has passed, as the sweep hands it to the payment provider's check. */
export interface ExpiredOrder {
  id: number;
  /** the card provider's name for its payment (a Stripe Checkout Session), if one was started */
  paymentRef: string | null;
}

/**
 * Cancels the orders whose payment hold has passed, giving back what they took (each in its own
 * transaction, conditional on the status: several processes may sweep at once). `mayRelease`
 * lets the payment provider first make sure no payment can still arrive (payments.server.ts).
 * Called before an order is placed, by the payment pages, and every minute by the server.
 * Returns how many were released.
 */
export async function releaseExpiredOrders(
  db: DB,
  now = new Date(),
  holdMinutes = getEnv().PAYMENT_HOLD_MINUTES,
  mayRelease: (order: ExpiredOrder) => Promise<boolean> = async () => true,
) {
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000).toISOString();
  const expired = await db
    .selectFrom("shop_order")
    .select(["id", "payment_ref"])
    .where("status", "=", "awaiting_payment")
    // an order with its own deadline (a mailed payment link) keeps it; the others the shop's hold
    .where((eb) => eb.or([eb.and([eb("payment_deadline", "is", null), eb("created_at", "<=", cutoff)]), eb("payment_deadline", "<=", now.toISOString())]))
    .orderBy("created_at")
    .limit(200)
    .execute();
  let released = 0;
  for (const order of expired)
    if ((await mayRelease({ id: order.id, paymentRef: order.payment_ref })) && (await cancelPayment(db, order.id, "expiry"))) released++;
  return released;
}
/** Gives back what a cancelled order held: stock, certificate balances, points spent and the code's usage. */
async function giveBack(trx: DB, row: { id: number; details: string; customer_id: number | null; points_spent: number }, actor: OrderActor) {
  const details = JSON.parse(row.details) as OrderDetails;
  for (const s of details.stock) await addStock(trx, s.productId, s.warehouse, s.qty, { reason: "cancel", actor, orderId: row.id });
  for (const c of details.certificates) {
    await trx
      .updateTable("gift_certificate")
      .set((eb) => ({ balance: eb("balance", "+", c.amount) }))
      .where("id", "=", c.id)
      .execute();
  }
  if (row.customer_id !== null && row.points_spent > 0) {
    await trx
      .updateTable("customer")
      .set((eb) => ({ reward_points: eb("reward_points", "+", row.points_spent) }))
      .where("id", "=", row.customer_id)
      .execute();
  }
  if (details.discountCodeId !== null) {
    await trx
      .updateTable("discount_code")
      .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
      .where("id", "=", details.discountCodeId)
      .where("used_count", ">", 0)
      .execute();
  }
}
