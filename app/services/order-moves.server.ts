import type { DB } from "~/db/db.server";
import { cancelReasonSchema, orderNoteSchema, type ResendableMail } from "~/lib/admin-orders";
import { MAX_PARCELS, type Parcel, parcelSchema } from "~/lib/carriers";
import { auditOrderChange, type MailsSent, moveOrderByNumber, moveOrderIn, type MoveResult, sendAll } from "./order-lifecycle.server";
import { orderLink, queueCancelMail, queueOrderMail, queueStatusMail } from "./order-mail.server";
import { addParcels } from "./order-parcels.server";
import { bankTransferFor } from "./bank-transfer.server";
import { getFixedT } from "~/i18next.server";
import { loadOrder, type MerchantActor, type SystemActor, TRANSFER_EXPIRY_ACTOR } from "./orders.server";

// A merchant's changes to an order by its number, the same for the order desk
// (scripts/orders.ts) and the back office, so a rule lives once: ship with the parcels, cancel
// with a reason and the shopper's mail, a note for colleagues, a mail sent again. Each change is
// one transaction; a staff member's (actor "staff:<email>") also writes its audit row in it.
// Bad input answers a problem and changes nothing; it never throws.

/** What a merchant typed that cannot be taken. */
export type InputProblem = "parcels" | "carrier" | "trackingNumber" | "reason";

export type MoveAnswer = ({ ok: true } & MoveResult & { mails: MailsSent }) | { ok: false; problem: InputProblem };

/**
 * The "ship" move with the parcels it sent (none for an order the shop carries itself): the
 * parcels are written in the move's transaction, before the shipped mail that names each with its
 * tracking page. A repeated ship finds the order shipped ("already") and adds nothing.
 */
export async function shipOrder(db: DB, number: string, parcels: { carrier: string; trackingNumber: string }[], actor: MerchantActor): Promise<MoveAnswer> {
  if (parcels.length > MAX_PARCELS) return { ok: false, problem: "parcels" };
  const checked: Parcel[] = [];
  for (const parcel of parcels) {
    const result = parcelSchema.safeParse(parcel);
    if (!result.success) return { ok: false, problem: result.error.issues[0].path[0] === "carrier" ? "carrier" : "trackingNumber" };
    checked.push(result.data);
  }
  const moved = await moveOrderByNumber(db, number, "ship", actor, {
    onMove: (trx, orderId) => addParcels(trx, orderId, checked),
    audit: { parcels: checked },
  });
  return { ok: true, ...moved };
}

/**
 * The merchant's cancel (order-status.ts: only an order not paid; a paid one needs a refund,
 * which is not made here): everything the order held is given back, the reason is the cancel
 * event's note, and the shopper is mailed that the shop cancelled it, why, and that nothing was
 * charged. Staff must give a reason (the shopper reads it); the desk may leave it out, as its
 * `cancel NUMBER` always could (README "Orders (for the merchant)"). A server job (an unpaid
 * transfer run out, unpaid-transfers.server.ts) gives its reason in the shop's words and
 * `mailReason`, the same in the order's language, for the mail.
 */
export async function cancelOrder(
  db: DB,
  number: string,
  reason: string | null,
  actor: MerchantActor | SystemActor,
  options: { mailReason?: (lang: string) => Promise<string> } = {},
): Promise<MoveAnswer> {
  let why: string | null = null;
  if (reason !== null || !actor.startsWith("desk:")) {
    const checked = cancelReasonSchema.safeParse(reason ?? "");
    if (!checked.success) return { ok: false, problem: "reason" };
    why = checked.data;
  }
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { ok: true, outcome: null, status: null, moved: false, mails: { sent: 0, queued: 0 } };
  const { mails, ...result } = await db.transaction().execute(async (trx) => {
    const moved = await moveOrderIn(trx, row.id, "cancel", actor, { note: why });
    if (!moved.moved || moved.outcome?.kind !== "move") return moved;
    const order = (await loadOrder(trx, row.id))!;
    const mailReason = options.mailReason ? await options.mailReason(order.lang) : why;
    moved.mails.push(await queueCancelMail(trx, order, mailReason, await orderLink(trx, order)));
    await auditOrderChange(trx, actor, "order.cancel", number, { status: moved.outcome.from }, { status: "cancelled", reason: why });
    return moved;
  });
  return { ok: true, ...result, mails: await sendAll(db, mails) };
}

/**
 * The mails an order has had, by what happened to it (not by mail_queue, whose sent rows go
 * after 30 days): its confirmation once it was placed (bank, cash on delivery) or paid (card,
 * wallet), the payment received for a bank transfer or cash collected, the parcel on its way, the
 * shop's cancellation.
 */
async function mailsOf(db: DB, orderId: number, paymentMethod: string, paid: boolean): Promise<ResendableMail[]> {
  const events = await db.selectFrom("order_event").select(["to_status", "actor"]).where("order_id", "=", orderId).execute();
  const reached = (status: string) => events.some((e) => e.to_status === status);
  const kinds: ResendableMail[] = [];
  if (reached("placed") || reached("paid")) kinds.push("confirmation");
  if (paid && (paymentMethod === "bank" || paymentMethod === "cod")) kinds.push("paid");
  if (reached("shipped")) kinds.push("shipped");
  if (events.some((e) => e.to_status === "cancelled" && /^(desk|staff|system):/.test(e.actor))) kinds.push("cancelled");
  return kinds;
}

/** Which mails of an order can be sent again (the order's page offers these). */
export async function resendableMails(db: DB, orderId: number) {
  const row = await db.selectFrom("shop_order").select(["payment_method", "paid_at"]).where("id", "=", orderId).executeTakeFirst();
  return row ? mailsOf(db, orderId, row.payment_method, row.paid_at !== null) : [];
}

export type ResendAnswer = { ok: true; mailId: number; mails: MailsSent } | { ok: false; problem: "notFound" | "mail" };

/**
 * Sends one of the order's mails again (the shopper lost it), built afresh from the order as it
 * is now: a sent mail's body is not kept (mail-queue.server.ts). `kind` must be a mail the order
 * has had; the gift certificate mail (its code) is not sent again from here.
 */
export async function resendOrderMail(db: DB, number: string, kind: string, actor: MerchantActor): Promise<ResendAnswer> {
  const row = await db.selectFrom("shop_order").select(["id", "payment_method", "paid_at"]).where("number", "=", number).executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  const kinds = await mailsOf(db, row.id, row.payment_method, row.paid_at !== null);
  const wanted = kinds.find((k) => k === kind);
  if (!wanted) return { ok: false, problem: "mail" };
  const mailId = await db.transaction().execute(async (trx) => {
    const order = (await loadOrder(trx, row.id))!;
    const link = await orderLink(trx, order);
    const id =
      wanted === "confirmation"
        ? await queueOrderMail(trx, order, link, order.paymentMethod === "bank" && order.paidAt === null ? await bankTransferFor(trx, order) : null)
        : wanted === "cancelled"
          ? await queueCancelMail(trx, order, await cancelReason(trx, row.id, order.lang), link)
          : await queueStatusMail(trx, order, wanted, link);
    await auditOrderChange(trx, actor, "order.resend-mail", number, null, { mail: wanted, mailId: id });
    return id;
  });
  return { ok: true, mailId, mails: await sendAll(db, [mailId]) };
}

/**
 * The reason the merchant gave when cancelling (the cancel event's note), for the mail sent again;
 * an unpaid transfer's cancel by the shop's job, in the order's language as its first mail had it.
 */
async function cancelReason(db: DB, orderId: number, lang: string) {
  const row = await db
    .selectFrom("order_event")
    .select(["note", "actor"])
    .where("order_id", "=", orderId)
    .where("to_status", "=", "cancelled")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (row?.actor === TRANSFER_EXPIRY_ACTOR) return (await getFixedT(lang))("orders.mail.transferNotReceived");
  return row?.note ?? null;
}

export type NoteAnswer = { ok: true } | { ok: false; problem: "notFound" | "note" };

/** A note on the order for colleagues (1–2000 characters on lines); never shown to the shopper. */
export async function addOrderNote(db: DB, number: string, body: string, author: MerchantActor): Promise<NoteAnswer> {
  const checked = orderNoteSchema.safeParse(body);
  if (!checked.success) return { ok: false, problem: "note" };
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("order_note").values({ order_id: row.id, author, body: checked.data, created_at: new Date().toISOString() }).execute();
    await auditOrderChange(trx, author, "order.note", number, null, { body: checked.data });
  });
  return { ok: true };
}
