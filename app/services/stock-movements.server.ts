import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { isPostgres } from "~/db/dialect";
import { insertMany } from "~/db/seed/bulk.server";
import { allocateStock } from "~/lib/checkout";
import {
  countChange,
  figureChanges,
  HISTORY_PER_PAGE,
  lowStockLevel,
  type LowStockList,
  movementActor,
  type StockEntry,
  type StockMovement,
  type StockReason,
} from "~/lib/stock-movements";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import type { OrderDetails } from "./orders.server";

// Stock as movements (README "Stock"): the one way product_stock changes. Each function changes
// the figure and writes its movement in the caller's transaction — a sale, a cancel, a return, a
// changed order line, a delivery, a count, an import — so the history always adds up to the figure.

export interface StockCause {
  reason: StockReason;
  /** an order's actor ("shopper", "staff:<email>", "system:<job>") or a staff member's e-mail */
  actor: string;
  orderId?: number | null;
  note?: string | null;
}

/** The setting (migration 018) holding the shop's default low-stock level: no row, no default. */
const DEFAULT_LEVEL_SETTING = "low_stock_default";

async function record(trx: DB, productId: number, warehouse: string, change: number, qtyAfter: number, cause: StockCause) {
  const row = await trx
    .insertInto("stock_movement")
    .values({
      product_id: productId,
      warehouse_code: warehouse,
      change,
      qty_after: qtyAfter,
      reason: cause.reason,
      actor: movementActor(cause.actor),
      order_id: cause.orderId ?? null,
      note: cause.note ?? null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pieces back into a warehouse (a cancel, a return, a delivery, a line taken off an order). */
export async function addStock(trx: DB, productId: number, warehouse: string, qty: number, cause: StockCause) {
  if (qty <= 0) return;
  const row = await trx
    .insertInto("product_stock")
    .values({ product_id: productId, warehouse_code: warehouse, qty })
    .onConflict((oc) => oc.columns(["product_id", "warehouse_code"]).doUpdateSet((eb) => ({ qty: eb("product_stock.qty", "+", qty) })))
    .returning("qty")
    .executeTakeFirstOrThrow();
  await record(trx, productId, warehouse, qty, row.qty, cause);
}

/**
 * Takes `wanted` pieces of a product from its warehouses, fastest first; never below zero. null:
 * not enough in stock (what was taken meanwhile is undone with the caller's transaction).
 * movementIds: the sale's movements, for an order written after them (linkMovementsToOrder).
 */
export async function takeStock(
  trx: DB,
  productId: number,
  wanted: number,
  cause: StockCause,
): Promise<{ taken: OrderDetails["stock"]; movementIds: number[] } | null> {
  const taken: OrderDetails["stock"] = [];
  const movementIds: number[] = [];
  let left = wanted;
  // a concurrent order may take a warehouse's pieces between the read and the update: the
  // conditional update then changes nothing and the plan is made again from what is left
  for (let attempt = 0; attempt < 5 && left > 0; attempt++) {
    const rows = await trx
      .selectFrom("product_stock as s")
      .innerJoin("warehouse as w", "w.code", "s.warehouse_code")
      .select(["s.warehouse_code as code", "s.qty", "w.days"])
      .where("s.product_id", "=", productId)
      .where("s.qty", ">", 0)
      .execute();
    const plan = allocateStock(rows, left);
    if (!plan) return null;
    for (const part of plan) {
      const result = await trx
        .updateTable("product_stock")
        .set((eb) => ({ qty: eb("qty", "-", part.qty) }))
        .where("product_id", "=", productId)
        .where("warehouse_code", "=", part.code)
        .where("qty", ">=", part.qty)
        .returning("qty")
        .executeTakeFirst();
      if (result) {
        taken.push({ productId, warehouse: part.code, qty: part.qty });
        movementIds.push(await record(trx, productId, part.code, -part.qty, result.qty, cause));
        left -= part.qty;
      }
    }
  }
  return left > 0 ? null : { taken, movementIds };
}

/** The sale's movements name the order once it is written (placeOrder takes the stock first). */
export async function linkMovementsToOrder(trx: DB, movementIds: number[], orderId: number) {
  if (movementIds.length) await trx.updateTable("stock_movement").set({ order_id: orderId }).where("id", "in", movementIds).execute();
}

/**
 * A count: the figure becomes what is on the shelf, and the movement is the difference from the
 * figure as it is now — a sale made since the count was typed is not lost, it is in the difference.
 */
async function countStock(trx: DB, productId: number, warehouse: string, counted: number, cause: StockCause) {
  // the row's write lock before reading it (PostgreSQL: the row; SQLite: the database), so a sale
  // at the same moment comes before or after, never in between
  const current = await trx
    .insertInto("product_stock")
    .values({ product_id: productId, warehouse_code: warehouse, qty: 0 })
    .onConflict((oc) => oc.columns(["product_id", "warehouse_code"]).doUpdateSet((eb) => ({ qty: eb.ref("product_stock.qty") })))
    .returning("qty")
    .executeTakeFirstOrThrow();
  await trx.updateTable("product_stock").set({ qty: counted }).where("product_id", "=", productId).where("warehouse_code", "=", warehouse).execute();
  await record(trx, productId, warehouse, countChange(current.qty, counted), counted, cause);
}

/**
 * Deliveries and counts staff record on a product's page, as one change: movements, the audit
 * row and the catalogue version (the storefront shows whether a product is in stock).
 */
export async function recordStockEntries(db: DB, productId: number, entries: StockEntry[], note: string | null, actor: string) {
  return db.transaction().execute(async (trx) => {
    const before = await stockFigures(trx, productId);
    for (const entry of entries) {
      const cause: StockCause = { reason: entry.kind, actor, note };
      if (entry.kind === "delivery") await addStock(trx, productId, entry.warehouse, entry.qty, cause);
      else await countStock(trx, productId, entry.warehouse, entry.qty, cause);
    }
    const after = await stockFigures(trx, productId);
    const figures = (rows: typeof before) =>
      Object.fromEntries(rows.filter((r) => entries.some((e) => e.warehouse === r.warehouse)).map((r) => [r.warehouse, r.qty]));
    await recordAudit(trx, {
      actor,
      kind: "product.stock",
      subject: `product:${productId}`,
      before: figures(before),
      after: { ...figures(after), entries, ...(note ? { note } : {}) },
    });
    await markCatalogueChanged(trx);
  });
}

/**
 * The import's figures (catalogue-write.server.ts): it sets them, so each figure that differs
 * from the shop's at this moment is a movement of the difference. Read in the write's transaction
 * (locked on PostgreSQL), for the products whose figures the plan changes only.
 */
export async function importedFigures(trx: DB, productIds: number[], rows: { product_id: number; warehouse_code: string; qty: number }[], cause: StockCause) {
  const before = productIds.length
    ? await trx
        .selectFrom("product_stock")
        .select(["product_id", "warehouse_code", "qty"])
        .where("product_id", "in", productIds)
        .$if(isPostgres(trx), (q) => q.forUpdate())
        .execute()
    : [];
  const at = new Date().toISOString();
  const actor = movementActor(cause.actor);
  await insertMany(
    trx,
    "stock_movement",
    figureChanges(before, rows).map((c) => ({
      product_id: c.productId,
      warehouse_code: c.warehouse,
      change: c.change,
      qty_after: c.qtyAfter,
      reason: cause.reason,
      actor,
      order_id: null,
      note: cause.note ?? null,
      created_at: at,
    })),
  );
}

/** Every warehouse's figure of a product (0 where it has none), in the warehouses' order. */
export async function stockFigures(db: DB, productId: number) {
  const rows = await db
    .selectFrom("warehouse as w")
    .leftJoin("product_stock as s", (j) => j.onRef("s.warehouse_code", "=", "w.code").on("s.product_id", "=", productId))
    .select(["w.code", "s.qty"])
    .orderBy("w.code")
    .execute();
  return rows.map((r) => ({ warehouse: r.code, qty: r.qty ?? 0 }));
}

/** A product's movements, latest first; `before` pages on (movements older than that id). */
export async function stockHistory(db: DB, productId: number, options: { before?: number; limit?: number } = {}) {
  const limit = options.limit ?? HISTORY_PER_PAGE;
  const rows = await db
    .selectFrom("stock_movement as m")
    .leftJoin("shop_order as o", "o.id", "m.order_id")
    .select(["m.id", "m.created_at", "m.warehouse_code", "m.change", "m.qty_after", "m.reason", "m.actor", "o.number", "m.note"])
    .where("m.product_id", "=", productId)
    .$if(options.before !== undefined, (q) => q.where("m.id", "<", options.before!))
    .orderBy("m.id", "desc")
    .limit(limit + 1)
    .execute();
  const items: StockMovement[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    warehouse: r.warehouse_code,
    change: r.change,
    qtyAfter: r.qty_after,
    reason: r.reason as StockReason,
    actor: r.actor,
    orderNumber: r.number,
    note: r.note,
  }));
  return { items, next: rows.length > limit ? items[items.length - 1].id : null };
}

export async function lowStockDefault(db: DB): Promise<number | null> {
  const row = await db.selectFrom("setting").select("value").where("name", "=", DEFAULT_LEVEL_SETTING).executeTakeFirst();
  return row ? (JSON.parse(row.value) as number) : null;
}

/** The shop's default level (null: none), audited. */
export async function setLowStockDefault(db: DB, level: number | null, actor: string) {
  await db.transaction().execute(async (trx) => {
    const before = await lowStockDefault(trx);
    if (before === level) return;
    const at = new Date().toISOString();
    if (level === null) await trx.deleteFrom("setting").where("name", "=", DEFAULT_LEVEL_SETTING).execute();
    else
      await trx
        .insertInto("setting")
        .values({ name: DEFAULT_LEVEL_SETTING, value: JSON.stringify(level), updated_at: at })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value: JSON.stringify(level), updated_at: at }))
        .execute();
    await recordAudit(trx, { actor, kind: "stock.low-default", subject: "setting:low_stock_default", before: { level: before }, after: { level } }, at);
  });
}

export async function productLowStockLevel(db: DB, productId: number) {
  const row = await db.selectFrom("product").select("low_stock_level").where("id", "=", productId).executeTakeFirst();
  return row?.low_stock_level ?? null;
}

/** A product's own level (null: the default holds), audited. */
export async function setLowStockLevel(db: DB, productId: number, level: number | null, actor: string) {
  await db.transaction().execute(async (trx) => {
    const before = await productLowStockLevel(trx, productId);
    if (before === level) return;
    await trx.updateTable("product").set({ low_stock_level: level }).where("id", "=", productId).execute();
    await recordAudit(trx, { actor, kind: "product.low-stock-level", subject: `product:${productId}`, before: { level: before }, after: { level } });
  });
}

/**
 * Products sold now (not archived) with fewer pieces in all warehouses than their level — their
 * own, else the shop's default; with no default only products with a level of their own are
 * looked at. Fewest pieces first; `total` counts them all.
 */
export async function lowStockProducts(db: DB, limit: number): Promise<LowStockList> {
  const shopDefault = await lowStockDefault(db);
  const pieces = sql<number>`coalesce((select sum(s.qty) from product_stock s where s.product_id = p.id), 0)`;
  const level = shopDefault === null ? sql<number>`p.low_stock_level` : sql<number>`coalesce(p.low_stock_level, ${shopDefault})`;
  const low = db
    .selectFrom("product as p")
    .where("p.type", "=", "simple")
    .where("p.archived_at", "is", null)
    .$if(shopDefault === null, (q) => q.where("p.low_stock_level", "is not", null))
    .where(sql<boolean>`${pieces} < ${level}`);
  const language = await db.selectFrom("storefront").select("iso").orderBy("is_default", "desc").orderBy("position").executeTakeFirst();
  const [rows, count] = await Promise.all([
    low
      .leftJoin("product_i18n as i", (j) => j.onRef("i.product_id", "=", "p.id").on("i.lang", "=", language?.iso ?? "sl"))
      .select(["p.id", "p.sku", "i.name", "p.low_stock_level", pieces.as("pieces")])
      .orderBy(pieces)
      .orderBy("p.id")
      .limit(limit)
      .execute(),
    low.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, sku: r.sku, name: r.name ?? r.sku, pieces: Number(r.pieces), level: lowStockLevel(r.low_stock_level, shopDefault)! })),
    total: Number(count.n),
    level: shopDefault,
  };
}
