import { stringify } from "csv-stringify/sync";
import type { Selectable } from "kysely";
import type { DB } from "~/db/db.server";
import type { ShopOrderTable } from "~/db/schema";
import { neutraliseCell } from "~/lib/csv-cell";
import type { OrderStatus } from "~/lib/order-status";
import { loadOrder, type OrderView } from "./orders.server";

// What the merchant's order desk (scripts/orders.ts) reads: orders by status and date, one
// order with its lines and history, and the rows of the CSV export (whose writer the back
// office's export uses too). The moves themselves are order-lifecycle.server.ts's
// moveOrderByNumber and order-moves.server.ts (one transaction each, logged in order_event).

export interface DeskFilter {
  status?: OrderStatus;
  /** ISO date-time: orders placed at or after it */
  since?: string;
}

export interface DeskListItem {
  number: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: string;
  shippingMethod: string;
  email: string;
  /** minor units of currencyCode */
  grandTotal: number;
  currencyCode: string;
}

/** Orders matching the filter, oldest first (the order a desk works through them). */
export async function listDeskOrders(db: DB, filter: DeskFilter = {}, limit = 10_000): Promise<DeskListItem[]> {
  const rows = await db
    .selectFrom("shop_order")
    .select(["number", "created_at", "status", "payment_method", "shipping_method", "email", "grand_total", "currency_code"])
    .$if(filter.status !== undefined, (q) => q.where("status", "=", filter.status!))
    .$if(filter.since !== undefined, (q) => q.where("created_at", ">=", filter.since!))
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    number: r.number,
    createdAt: r.created_at,
    status: r.status,
    paymentMethod: r.payment_method,
    shippingMethod: r.shipping_method,
    email: r.email,
    grandTotal: r.grand_total,
    currencyCode: r.currency_code,
  }));
}

export interface OrderEventView {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  note: string | null;
  at: string;
}

/** One order with its lines and its history of status changes; null: no such number. */
export async function getDeskOrder(db: DB, number: string): Promise<{ order: OrderView; valueIssuedAt: string | null; events: OrderEventView[] } | null> {
  const row = await db.selectFrom("shop_order").select(["id", "value_issued_at"]).where("number", "=", number).executeTakeFirst();
  if (!row) return null;
  const [order, events] = await Promise.all([
    loadOrder(db, row.id),
    db.selectFrom("order_event").select(["from_status", "to_status", "actor", "note", "created_at"]).where("order_id", "=", row.id).orderBy("id").execute(),
  ]);
  if (!order) return null;
  return {
    order,
    valueIssuedAt: row.value_issued_at,
    events: events.map((e) => ({ from: e.from_status, to: e.to_status, actor: e.actor, note: e.note, at: e.created_at })),
  };
}

/** Minor units as a decimal amount of their currency ("1234.50"), for files other programs read. */
export const decimalAmount = (minor: number) => (minor / 100).toFixed(2);

export const EXPORT_COLUMNS = [
  "number",
  "created_at",
  "status",
  "department",
  "email",
  "customer_id",
  "payment_method",
  "shipping_method",
  "currency",
  "subtotal",
  "code_discount",
  "points_value",
  "gift_certificates",
  "shipping",
  "grand_total",
  "discount_code",
  "points_spent",
  "points_earned",
  "paid_at",
] as const;

export type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], string | number>;

/** One record per order for the CSV export: amounts as decimals of the order's own currency, named beside them. */
export async function exportDeskOrders(db: DB, filter: DeskFilter = {}): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom("shop_order")
    .selectAll()
    .$if(filter.status !== undefined, (q) => q.where("status", "=", filter.status!))
    .$if(filter.since !== undefined, (q) => q.where("created_at", ">=", filter.since!))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(exportRecord);
}

/** An order as a row of the export (the desk's and the back office's: one format). */
export function exportRecord(r: Selectable<ShopOrderTable>): ExportRecord {
  return {
    number: r.number,
    created_at: r.created_at,
    status: r.status,
    department: r.department,
    email: r.email,
    customer_id: r.customer_id ?? "",
    payment_method: r.payment_method,
    shipping_method: r.shipping_method,
    currency: r.currency_code,
    subtotal: decimalAmount(r.subtotal),
    code_discount: decimalAmount(r.code_discount),
    points_value: decimalAmount(r.points_value),
    gift_certificates: decimalAmount(r.gift_certificates),
    shipping: decimalAmount(r.shipping),
    grand_total: decimalAmount(r.grand_total),
    discount_code: r.discount_code ?? "",
    points_spent: r.points_spent,
    points_earned: r.points_earned,
    paid_at: r.paid_at ?? "",
  };
}

/**
 * The orders' CSV file, with its header row — the one writer of both exports. A cell beginning
 * with = + - @ TAB or CR (an e-mail address typed as a formula, say) is written as text, not a
 * formula (csv-cell.ts).
 */
export function ordersCsv(records: ExportRecord[]) {
  return stringify(records, { header: true, columns: [...EXPORT_COLUMNS], cast: { string: neutraliseCell } });
}
