import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// The EU withdrawal function (Directive (EU) 2023/2673, Art. 11a CRD; README "After the sale"):
// - withdrawal: one confirmed declaration of withdrawal, stored whether or not it matched an order
//   (staff see every one). received_at is the server's clock at the confirmation (ISO with ms):
//   the time the law counts from. `content` is the declaration as sent (JSON: name, e-mail, order
//   number, items, reason), `client_key` the client's rate-limit key (its network, never more),
//   order_id the order it matched (number and e-mail of that storefront), period_ends_at the end
//   of the order's withdrawal period as it stood then (null: not delivered, or no order).
//   status: received → goods_back → refunded | refused, each step with its time and the staff
//   actor; returns and refunds (the work after this) point at a withdrawal by its id.
// - storefront.withdrawal_days: the withdrawal period in days from delivery (14 by law; a shop may
//   give more).
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("withdrawal"))
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("shop_order.id").onDelete("set null"))
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("period_ends_at", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("received"))
    .addColumn("goods_back_at", "text")
    .addColumn("refunded_at", "text")
    .addColumn("refused_at", "text")
    .addColumn("refused_reason", "text")
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "text")
    .execute();
  await db.schema.createIndex("withdrawal_status_received").on("withdrawal").columns(["status", "received_at"]).execute();
  await db.schema.createIndex("withdrawal_order").on("withdrawal").column("order_id").execute();
  await db.schema
    .alterTable("storefront")
    .addColumn("withdrawal_days", "integer", (c) => c.notNull().defaultTo(14))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("storefront").dropColumn("withdrawal_days").execute();
  await db.schema.dropTable("withdrawal").execute();
}
