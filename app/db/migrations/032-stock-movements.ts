import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Stock as movements (README "Stock"):
// - stock_movement: every change of a product's figure in one warehouse — a sale, a cancel, a
//   return, a changed order line, a delivery, a count, an import — with the signed change, the
//   figure after it, the reason, who (a staff member's e-mail, "shopper", "import", "system:…")
//   and the order it belongs to. Written in the transaction that changes product_stock
//   (app/services/stock-movements.server.ts). No foreign keys: it is a log, kept as written.
// - product.low_stock_level: below this many pieces (all warehouses together) the product is
//   listed as low on the start page and in the daily mail; NULL: the shop's default, kept in
//   the setting "low_stock_default" (no row: no default, such a product is never low).
// - staff.notify_low_stock: 1: the staff member asked for the daily mail of low stock.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("stock_movement"))
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("warehouse_code", "text", (c) => c.notNull())
    .addColumn("change", "integer", (c) => c.notNull())
    .addColumn("qty_after", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("order_id", "integer")
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stock_movement_product").on("stock_movement").columns(["product_id", "id"]).execute();
  await db.schema.alterTable("product").addColumn("low_stock_level", "integer").execute();
  await db.schema
    .alterTable("staff")
    .addColumn("notify_low_stock", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("staff").dropColumn("notify_low_stock").execute();
  await db.schema.alterTable("product").dropColumn("low_stock_level").execute();
  await db.schema.dropTable("stock_movement").ifExists().execute();
  await db.deleteFrom("setting").where("name", "=", "low_stock_default").execute();
}
