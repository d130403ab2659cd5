// Stock as movements (README "Stock"): every change of a product's figure in a warehouse is a
// movement with its reason, who and when. Staff never type a new figure over one a sale may have
// changed meanwhile: they record a delivery (+n) or a count (what is on the shelf), and a count
// records the difference from the figure as it is at that moment. Pure rules; the service is
// app/services/stock-movements.server.ts.

export const STOCK_REASONS = ["sale", "cancel", "return", "line-change", "delivery", "count", "import"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** One movement as the history shows it. */
export interface StockMovement {
  id: number;
  createdAt: string;
  warehouse: string;
  change: number;
  qtyAfter: number;
  reason: StockReason;
  actor: string;
  orderNumber: string | null;
  note: string | null;
}

/** A product listed as low: fewer pieces in all warehouses than its level. */
export interface LowStockItem {
  id: number;
  sku: string;
  name: string;
  pieces: number;
  level: number;
}

/** The products low in stock (the first ones), how many are, and the shop's default level (null: none). */
export interface LowStockList {
  items: LowStockItem[];
  total: number;
  level: number | null;
}

/** How the history names each reason. */
export const REASON_LABELS: Record<StockReason, string> = {
  sale: "Sale",
  cancel: "Order cancelled",
  return: "Return",
  "line-change": "Order lines changed",
  delivery: "Delivery",
  count: "Count",
  import: "Import",
};

/** Movements a product's page shows; the rest are paged on its stock history page. */
export const HISTORY_ON_PRODUCT = 10;
export const HISTORY_PER_PAGE = 50;
/** Products the start page lists as low; the mail lists more. */
export const LOW_STOCK_ON_START = 20;
export const LOW_STOCK_IN_MAIL = 200;
/** The most a field takes: more is a typing slip, not a delivery. */
export const MAX_PIECES = 1_000_000;

/**
 * Who a movement names: a staff member by e-mail (as the audit log does), everyone else as the
 * order's event names them ("shopper", "payment", "expiry", "desk:<os user>", "system:<job>").
 */
export function movementActor(actor: string) {
  return actor.startsWith("staff:") ? actor.slice("staff:".length) : actor;
}

/** A count sets the figure: the movement is what it changes from the figure as it is now. */
export const countChange = (current: number, counted: number) => counted - current;

/**
 * The level under which a product is low: its own, else the shop's default; null (never low)
 * when neither is set.
 */
export const lowStockLevel = (own: number | null, shopDefault: number | null) => own ?? shopDefault;

/** "Products under it": fewer pieces in all warehouses together than the level. */
export const isLowStock = (pieces: number, level: number | null) => level !== null && pieces < level;

/** A whole number of pieces as typed, or null ("12", not "12.0", "1e3", "-1" or "twelve"). */
function wholeNumber(value: string) {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_PIECES ? n : null;
}

/** A low-stock level as typed: empty for none (the default then holds), else a whole number 0 or more. */
export function parseLevel(value: string): { ok: true; level: number | null } | { ok: false; error: string } {
  if (value.trim() === "") return { ok: true, level: null };
  const level = wholeNumber(value);
  return level === null
    ? { ok: false, error: `Enter a whole number of pieces, 0 or more (or leave it empty): "${value.trim()}" is not one.` }
    : { ok: true, level };
}

export type StockEntry = { warehouse: string; kind: "delivery" | "count"; qty: number };

export const deliveryField = (warehouse: string) => `delivery_${warehouse}`;
export const countField = (warehouse: string) => `count_${warehouse}`;

/**
 * The stock form as entries: per warehouse a delivery (pieces that came in, 1 or more) or a count
 * (the pieces on the shelf, 0 or more), not both. Errors are by field; nothing typed is an error too.
 */
export function parseStockEntries(fields: Readonly<Record<string, string>>, warehouses: readonly string[]) {
  const entries: StockEntry[] = [];
  const errors: Record<string, string> = {};
  for (const warehouse of warehouses) {
    const delivered = (fields[deliveryField(warehouse)] ?? "").trim();
    const counted = (fields[countField(warehouse)] ?? "").trim();
    if (delivered && counted) {
      errors[countField(warehouse)] = `Record either a delivery or a count in ${warehouse}, not both at once.`;
      continue;
    }
    if (delivered) {
      const qty = wholeNumber(delivered);
      if (qty === null || qty === 0) errors[deliveryField(warehouse)] = `A delivery is a whole number of pieces, 1 or more: "${delivered}" is not one.`;
      else entries.push({ warehouse, kind: "delivery", qty });
    }
    if (counted) {
      const qty = wholeNumber(counted);
      if (qty === null) errors[countField(warehouse)] = `A count is the whole number of pieces on the shelf, 0 or more: "${counted}" is not one.`;
      else entries.push({ warehouse, kind: "count", qty });
    }
  }
  if (entries.length === 0 && Object.keys(errors).length === 0 && warehouses.length > 0)
    errors[deliveryField(warehouses[0])] = "Enter a delivery or a count in at least one warehouse.";
  return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, entries };
}

/**
 * What an import's figures change, per warehouse: the figures a write sets against those the shop
 * has at that moment (a missing row is 0). Only figures that differ become movements.
 */
export function figureChanges(
  before: readonly { product_id: number; warehouse_code: string; qty: number }[],
  after: readonly { product_id: number; warehouse_code: string; qty: number }[],
) {
  const was = new Map(before.map((r) => [`${r.product_id}\0${r.warehouse_code}`, r.qty]));
  return after.flatMap((r) => {
    const change = r.qty - (was.get(`${r.product_id}\0${r.warehouse_code}`) ?? 0);
    return change === 0 ? [] : [{ productId: r.product_id, warehouse: r.warehouse_code, change, qtyAfter: r.qty }];
  });
}
