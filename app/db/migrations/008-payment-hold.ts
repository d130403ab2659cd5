import type { Kysely } from "kysely";

// Orders awaiting payment are swept once their payment hold has passed (releaseExpiredOrders,
// every minute and before each order): found by status and age without reading every order.
export async function up(db: Kysely<any>) {
  await db.schema.createIndex("shop_order_status_created").on("shop_order").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("shop_order_status_created").execute();
}
