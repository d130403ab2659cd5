import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Returns and refunds of a paid order (README "After the sale"):
// - order_return: what came back — the lines and units with the money and certificate amount of
//   each (JSON), the shipping refunded, whether the goods went back into stock, the most that
//   could be refunded and what was (lowered only with a reason), the points given back and
//   revoked, and the certificates the order bought that were disabled or found spent (JSON).
//   withdrawal_id: the EU withdrawal the return came from, once withdrawals exist (no foreign
//   key: that table is another migration's).
// - order_refund: each payment back, by the way the order was paid: "card" (through the card
//   provider: pending → sent, failed and tried again, confirmed by its webhook), "bank" (to the
//   shopper's IBAN: to_send until staff mark it sent), "certificate" (back onto a certificate
//   that paid the order: done at once), "test" (the built-in test provider: done at once).
// - shop_order.refunded: the money refunded so far (minor units): the conditional update
//   `refunded + amount <= grand_total` is what keeps two refunds posted at once from together
//   refunding more than was paid.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("shop_order")
    .addColumn("refunded", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db, db.schema.createTable("order_return"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("shipping", "integer", (c) => c.notNull())
    .addColumn("restock", "integer", (c) => c.notNull())
    .addColumn("computed", "integer", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("lowered_reason", "text")
    .addColumn("certificate_amount", "integer", (c) => c.notNull())
    .addColumn("points_back", "integer", (c) => c.notNull())
    .addColumn("points_revoked", "integer", (c) => c.notNull())
    .addColumn("certificates_revoked", "text", (c) => c.notNull())
    .addColumn("withdrawal_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_return_order").on("order_return").column("order_id").execute();

  await idColumn(db, db.schema.createTable("order_refund"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("return_id", "integer", (c) => c.notNull().references("order_return.id").onDelete("cascade"))
    .addColumn("way", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("iban", "text")
    .addColumn("account_name", "text")
    .addColumn("gift_certificate_id", "integer")
    .addColumn("provider_ref", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("sent_by", "text")
    .execute();
  await db.schema.createIndex("order_refund_order").on("order_refund").column("order_id").execute();
  await db.schema.createIndex("order_refund_status").on("order_refund").columns(["way", "status"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("order_refund").ifExists().execute();
  await db.schema.dropTable("order_return").ifExists().execute();
  await db.schema.alterTable("shop_order").dropColumn("refunded").execute();
}
