import type { Kysely } from "kysely";

// A real card-payment provider (Stripe): shop_order.payment_ref is the provider's
// own name for the order's payment (a Checkout Session id), and payment_event records every
// provider event that changed something, once: a replayed or concurrent delivery of the same
// event meets the primary key and changes nothing.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("shop_order").addColumn("payment_ref", "text").execute();
  await db.schema.createIndex("shop_order_payment_ref").on("shop_order").column("payment_ref").execute();
  await db.schema
    .createTable("payment_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("shop_order.id"))
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_event_order").on("payment_event").column("order_id").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("payment_event").execute();
  await db.schema.dropIndex("shop_order_payment_ref").execute();
  await db.schema.alterTable("shop_order").dropColumn("payment_ref").execute();
}
