import type { Kysely } from "kysely";

// A card-payment link mailed to the shopper of an order taken by phone (pay-link.server.ts):
// - shop_order.pay_token_hash: the SHA-256 (base64url) of the link's token; the token itself is
//   never stored (hex, as the session tokens). Unique: a unique index lets any number of NULLs through on SQLite and
//   PostgreSQL alike, so only orders with a link are constrained.
// - shop_order.payment_deadline: when an order awaiting payment lets go of what it holds (ISO);
//   NULL is the usual created_at + PAYMENT_HOLD_MINUTES of a shop order.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("shop_order").addColumn("pay_token_hash", "text").execute();
  await db.schema.alterTable("shop_order").addColumn("payment_deadline", "text").execute();
  await db.schema.createIndex("shop_order_pay_token").unique().on("shop_order").column("pay_token_hash").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("shop_order_pay_token").execute();
  await db.schema.alterTable("shop_order").dropColumn("payment_deadline").execute();
  await db.schema.alterTable("shop_order").dropColumn("pay_token_hash").execute();
}
