import type { DB } from "~/db/db.server";
import type { WithdrawalTable } from "~/db/schema";
import { getFixedT } from "~/i18next.server";
import type { Storefront } from "~/lib/storefront";
import {
  refundDeadline,
  type WithdrawalContent,
  type WithdrawalForm,
  type WithdrawalItems,
  withdrawalMoveAllowed,
  withdrawalPeriodEnd,
  type WithdrawalStatus,
} from "~/lib/withdrawal";
import { recordAudit } from "./audit-log.server";
import { deliverQueued, enqueueMail } from "./mail-queue.server";
import { queueWithdrawalNotices } from "./staff-notify.server";
import { findStorefront } from "./storefronts.server";

// The EU withdrawal function (Art. 11a CRD; README "After the sale"). A confirmed declaration is
// stored with the server's time of receipt whatever it names: one whose order number and e-mail
// match an order of the storefront is linked to it, noted in the order's history and
// acknowledged at once to the order's e-mail; one that matches nothing is stored unlinked for
// staff, and mails nobody — the shopper's page says the same in both cases, so the form tells a
// stranger nothing about which order numbers exist. Staff then move it on (goods back, refused;
// refunded by the refunds work through markWithdrawalRefunded), each step audited.

/** An order line as the form offers it to its signed-in customer (a checkbox per line). */
export interface WithdrawableLine {
  id: number;
  sku: string;
  name: string;
  qty: number;
}

/** The customer's own order of this storefront, as the form fills itself in from it; null for anything else. */
export async function customerOrderForWithdrawal(db: DB, owner: { customerId: number; department: string }, number: string) {
  const order = await db
    .selectFrom("shop_order")
    .select(["id", "number", "email", "address", "status"])
    .where("number", "=", number)
    .where("department", "=", owner.department)
    .where("customer_id", "=", owner.customerId)
    .executeTakeFirst();
  if (!order || order.status === "cancelled" || order.status === "awaiting_payment") return null;
  const lines = await orderLines(db, order.id);
  const address = JSON.parse(order.address) as { firstName?: string; lastName?: string } | null;
  const name = address?.firstName ? `${address.firstName} ${address.lastName ?? ""}`.trim() : "";
  return { orderNumber: order.number, email: order.email, name, lines };
}

async function orderLines(db: DB, orderId: number): Promise<WithdrawableLine[]> {
  return db.selectFrom("shop_order_line").select(["id", "sku", "name", "qty"]).where("order_id", "=", orderId).orderBy("id").execute();
}

/** When the order was delivered (its move to delivered), or null. */
async function deliveredAt(db: DB, orderId: number) {
  const row = await db
    .selectFrom("order_event")
    .select("created_at")
    .where("order_id", "=", orderId)
    .where("to_status", "=", "delivered")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The end of an order's withdrawal period (null before delivery: it has not begun). */
export async function withdrawalPeriodOf(db: DB, orderId: number, days: number) {
  const delivered = await deliveredAt(db, orderId);
  return delivered ? withdrawalPeriodEnd(delivered, days) : null;
}

export interface WithdrawalSubmission {
  storefront: Pick<Storefront, "department" | "iso" | "locale" | "name" | "withdrawalDays">;
  form: WithdrawalForm;
  /** the client's rate-limit key (its network) */
  clientKey: string;
  /** the signed-in customer, whose own order's lines the form may tick */
  customerId: number | null;
}

/**
 * Stores a confirmed withdrawal and, when its number and e-mail match an order of the storefront,
 * links it, notes it in the order's history and queues the acknowledgement to the order's e-mail;
 * staff who chose to hear of new orders are told either way. Returns the stored id; the mails go
 * out after the commit without holding the answer back (the same answer for every case).
 */
export async function submitWithdrawal(db: DB, input: WithdrawalSubmission, now = new Date()) {
  const receivedAt = now.toISOString();
  const { form, storefront } = input;
  const { id, mails } = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("shop_order")
      .select(["id", "email", "customer_id"])
      .where("number", "=", form.orderNumber)
      .where("department", "=", storefront.department)
      .executeTakeFirst();
    const matched = order && order.email.trim().toLowerCase() === form.email ? order : null;
    // ticked lines count only on the signed-in customer's own order
    const own = matched !== null && input.customerId !== null && matched.customer_id === input.customerId;
    const lines = own && form.lineIds.length > 0 ? (await orderLines(trx, matched.id)).filter((l) => form.lineIds.includes(l.id)) : [];
    const items: WithdrawalItems = {
      scope: form.scope === "some" && (form.items !== "" || lines.length > 0) ? "some" : "all",
      text: form.scope === "some" ? form.items : "",
      lines: form.scope === "some" ? lines.map(({ sku, name, qty }) => ({ sku, name, qty })) : [],
    };
    const content: WithdrawalContent = { name: form.name, email: form.email, orderNumber: form.orderNumber, items, reason: form.reason };
    const periodEndsAt = matched ? await withdrawalPeriodOf(trx, matched.id, storefront.withdrawalDays) : null;
    const row = await trx
      .insertInto("withdrawal")
      .values({
        received_at: receivedAt,
        department: storefront.department,
        lang: storefront.iso,
        order_id: matched?.id ?? null,
        order_number: form.orderNumber,
        name: form.name,
        email: form.email,
        content: JSON.stringify(content),
        client_key: input.clientKey,
        period_ends_at: periodEndsAt,
        status: "received",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mails: number[] = [];
    if (matched) {
      await trx
        .insertInto("order_note")
        .values({ order_id: matched.id, author: "shopper", body: `Withdrawal #${row.id} received (the shopper's declaration).`, created_at: receivedAt })
        .execute();
      mails.push(await queueAcknowledgement(trx, { ...content, receivedAt, to: matched.email, orderId: matched.id }, storefront));
    }
    const late = periodEndsAt !== null && periodEndsAt < receivedAt;
    mails.push(
      ...(await queueWithdrawalNotices(trx, { id: row.id, department: storefront.department, orderNumber: form.orderNumber, linked: matched !== null, late })),
    );
    return { id: row.id, mails };
  });
  void deliverQueued(db, mails).catch(() => undefined);
  return id;
}

/** A date and time as the acknowledgement states it: the storefront's words, to the second, in UTC. */
const receivedWords = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(at));

/** The declaration's items in words, one per line. */
export function itemLines(items: WithdrawalItems, t: (key: string) => string) {
  if (items.scope === "all") return [t("withdrawal.confirm.wholeOrder")];
  return [...items.lines.map((l) => `${l.qty} × ${l.name} (${l.sku})`), ...(items.text ? [items.text] : [])];
}

/**
 * The acknowledgement of receipt (Art. 11a(4) CRD): what was sent and when it was received, in
 * the storefront's language. It confirms receipt, not acceptance. No links: nothing the shopper
 * typed becomes one (mail-html.ts links only the URLs listed).
 */
async function queueAcknowledgement(
  trx: DB,
  sent: WithdrawalContent & { receivedAt: string; to: string; orderId: number },
  storefront: WithdrawalSubmission["storefront"],
) {
  const t = await getFixedT(storefront.iso);
  const quote = (text: string) => text.split("\n").map((line) => `> ${line}`);
  const text = [
    t("withdrawal.mail.greeting", { name: sent.name }),
    "",
    t("withdrawal.mail.received", { number: sent.orderNumber, when: receivedWords(sent.receivedAt, storefront.locale) }),
    t("withdrawal.mail.receiptOnly"),
    "",
    t("withdrawal.mail.content"),
    `${t("withdrawal.form.name")}: ${sent.name}`,
    `${t("withdrawal.form.email")}: ${sent.email}`,
    `${t("withdrawal.form.orderNumber")}: ${sent.orderNumber}`,
    `${t("withdrawal.confirm.items")}:`,
    ...itemLines(sent.items, t).flatMap(quote),
    ...(sent.reason ? [`${t("withdrawal.confirm.reason")}:`, ...quote(sent.reason)] : []),
    `${t("withdrawal.mail.receivedAt")}: ${sent.receivedAt}`,
    "",
    t("withdrawal.mail.next"),
    "",
    t("checkout.mail.thanks"),
  ].join("\n");
  return enqueueMail(trx, {
    to: sent.to,
    fromName: storefront.name,
    subject: t("withdrawal.mail.subject", { number: sent.orderNumber }),
    text,
    lang: storefront.iso,
    links: [],
    about: { orderId: sent.orderId, kind: "withdrawal" },
  });
}

/** A withdrawal as the back office shows it. */
export interface WithdrawalView {
  id: number;
  receivedAt: string;
  refundBy: string;
  department: string;
  orderNumber: string;
  /** the order it matched; null: number and e-mail matched no order of the storefront */
  linkedOrder: string | null;
  name: string;
  email: string;
  content: WithdrawalContent;
  periodEndsAt: string | null;
  late: boolean;
  status: WithdrawalStatus;
  goodsBackAt: string | null;
  refundedAt: string | null;
  refusedAt: string | null;
  refusedReason: string | null;
  updatedBy: string | null;
}

type Row = Omit<WithdrawalTable, "id"> & { id: number; linked_number: string | null };

const view = (r: Row): WithdrawalView => ({
  id: r.id,
  receivedAt: r.received_at,
  refundBy: refundDeadline(r.received_at),
  department: r.department,
  orderNumber: r.order_number,
  linkedOrder: r.linked_number,
  name: r.name,
  email: r.email,
  content: JSON.parse(r.content) as WithdrawalContent,
  periodEndsAt: r.period_ends_at,
  late: r.period_ends_at !== null && r.period_ends_at < r.received_at,
  status: r.status,
  goodsBackAt: r.goods_back_at,
  refundedAt: r.refunded_at,
  refusedAt: r.refused_at,
  refusedReason: r.refused_reason,
  updatedBy: r.updated_by,
});

const selectWithdrawals = (db: DB) =>
  db.selectFrom("withdrawal as w").leftJoin("shop_order as o", "o.id", "w.order_id").selectAll("w").select("o.number as linked_number");

/** How many the list shows at most. */
export const WITHDRAWAL_LIST_LIMIT = 200;

/**
 * The back office's list: open ones (received, goods back) first, the nearest refund deadline —
 * the oldest received — first; then the decided ones, newest first. `status` filters.
 */
export async function listWithdrawals(db: DB, filter: { status?: WithdrawalStatus } = {}) {
  const open = (filter.status ? [filter.status] : ["received", "goods_back"]).filter((s) => s === "received" || s === "goods_back") as WithdrawalStatus[];
  const done = (filter.status ? [filter.status] : ["refunded", "refused"]).filter((s) => s === "refunded" || s === "refused") as WithdrawalStatus[];
  const [first, then] = await Promise.all([
    open.length ? selectWithdrawals(db).where("w.status", "in", open).orderBy("w.received_at").orderBy("w.id").limit(WITHDRAWAL_LIST_LIMIT).execute() : [],
    done.length
      ? selectWithdrawals(db).where("w.status", "in", done).orderBy("w.received_at", "desc").orderBy("w.id", "desc").limit(WITHDRAWAL_LIST_LIMIT).execute()
      : [],
  ]);
  return [...first, ...then].slice(0, WITHDRAWAL_LIST_LIMIT).map((r) => view(r as Row));
}

export async function getWithdrawal(db: DB, id: number) {
  const row = await selectWithdrawals(db).where("w.id", "=", id).executeTakeFirst();
  return row ? view(row as Row) : null;
}

export type WithdrawalMove = { ok: true; already: boolean } | { ok: false; problem: "notFound" | "notAllowed" | "reason" };

const STAMP: Record<Exclude<WithdrawalStatus, "received">, "goods_back_at" | "refunded_at" | "refused_at"> = {
  goods_back: "goods_back_at",
  refunded: "refunded_at",
  refused: "refused_at",
};

const NOTE: Record<Exclude<WithdrawalStatus, "received">, string> = {
  goods_back: "goods are back",
  refunded: "refunded",
  refused: "refused",
};

/**
 * Moves a withdrawal on, by a staff member (`staff:<email>`): one conditional update (two staff
 * pressing at once move it once), its audit-log row and, when it is linked, a note in the order's
 * history — in one transaction. Moving it where it is already is "already", nothing changed.
 */
export async function moveWithdrawal(
  db: DB,
  id: number,
  to: Exclude<WithdrawalStatus, "received">,
  actor: `staff:${string}`,
  reason = "",
): Promise<WithdrawalMove> {
  const why = reason.trim();
  if (to === "refused" && (why.length < 1 || why.length > 1000)) return { ok: false, problem: "reason" };
  return db.transaction().execute((trx) => moveWithdrawalIn(trx, id, to, actor, why));
}

/** moveWithdrawal in the caller's transaction (a refund settles its withdrawal with the refund). */
export async function moveWithdrawalIn(
  trx: DB,
  id: number,
  to: Exclude<WithdrawalStatus, "received">,
  actor: `staff:${string}`,
  why = "",
): Promise<WithdrawalMove> {
  const row = await trx.selectFrom("withdrawal").select(["id", "status", "order_id"]).where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  if (row.status === to) return { ok: true, already: true };
  if (!withdrawalMoveAllowed(row.status, to)) return { ok: false, problem: "notAllowed" };
  const at = new Date().toISOString();
  const moved = await trx
    .updateTable("withdrawal")
    .set({ status: to, [STAMP[to]]: at, updated_by: actor, updated_at: at, ...(to === "refused" ? { refused_reason: why } : {}) })
    .where("id", "=", id)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { ok: false, problem: "notAllowed" };
  const after = { status: to, ...(to === "refused" ? { reason: why } : {}) };
  await recordAudit(
    trx,
    { actor: actor.slice("staff:".length), kind: `withdrawal.${to.replace("_", "-")}`, subject: `withdrawal:${id}`, before: { status: row.status }, after },
    at,
  );
  if (row.order_id !== null)
    await trx
      .insertInto("order_note")
      .values({ order_id: row.order_id, author: actor, body: `Withdrawal #${id}: ${NOTE[to]}${to === "refused" ? ` (${why})` : ""}.`, created_at: at })
      .execute();
  return { ok: true, already: false };
}

/** A withdrawal a return of the order `orderId` may settle: linked to it and not yet refunded or refused. */
export async function openWithdrawalOfOrder(db: DB, id: number, orderId: number) {
  const row = await db.selectFrom("withdrawal").select(["id", "status", "received_at"]).where("id", "=", id).where("order_id", "=", orderId).executeTakeFirst();
  return row && withdrawalMoveAllowed(row.status, "refunded") ? { id: row.id, receivedAt: row.received_at } : null;
}

/** For the refunds work: the withdrawal's money went back (received or goods back → refunded). */
export const markWithdrawalRefunded = (db: DB, id: number, actor: `staff:${string}`) => moveWithdrawal(db, id, "refunded", actor);

/** The storefront a withdrawal was sent on (its name for the back office). */
export async function withdrawalStorefrontName(db: DB, department: string) {
  return (await findStorefront(db, department))?.name ?? department;
}
