import { type Kysely, sql } from "kysely";
import { idColumn } from "../dialect";

// The rest of the cart and the checkout: service items, gift-certificate purchases
// (spec §3 additionalItems), discount codes, gift certificates redeemed by code, spent reward
// points, the checkout's answers, and placed orders with their lines. Money is integer euro
// cents (DESIGN.md); an order also keeps the currency and rate it was shown in.
export async function up(db: Kysely<any>) {
  // spec §3 Service item: tree planting / gift wrapping on a cart (one each at most)
  await idColumn(db, db.schema.createTable("cart_service_item"))
    .addColumn("cart_id", "integer", (c) => c.notNull().references("cart.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("qty", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`qty between 1 and 99`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_service_item_line").on("cart_service_item").columns(["cart_id", "product_id"]).unique().execute();

  // spec §3 additionalItems: a gift certificate being bought (amount chosen by the shopper)
  await idColumn(db, db.schema.createTable("cart_additional_item"))
    .addColumn("cart_id", "integer", (c) => c.notNull().references("cart.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull()) // "gift_certificate"
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`)) // cents, EUR
    .addColumn("recipient_name", "text")
    .addColumn("recipient_email", "text")
    .addColumn("message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_additional_item_cart").on("cart_additional_item").column("cart_id").execute();

  await idColumn(db, db.schema.createTable("discount_code"))
    .addColumn("code", "text", (c) => c.notNull().unique()) // stored upper-case
    .addColumn("department", "text") // null: every storefront
    .addColumn("kind", "text", (c) => c.notNull()) // "percent" | "fixed"
    .addColumn("value", "integer", (c) => c.notNull()) // percent (1..100) or cents, EUR
    .addColumn("min_order", "integer", (c) => c.notNull().defaultTo(0)) // cents, EUR
    .addColumn("valid_from", "text")
    .addColumn("valid_to", "text")
    .addColumn("usage_limit", "integer") // null: unlimited
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("gift_certificate"))
    .addColumn("code", "text", (c) => c.notNull().unique()) // stored upper-case
    .addColumn("amount", "integer", (c) => c.notNull()) // cents, EUR, as issued
    .addColumn("balance", "integer", (c) => c.notNull().check(sql`balance >= 0`)) // cents, EUR, left to spend
    .addColumn("order_id", "integer") // the order that bought it (null for demo certificates)
    .addColumn("recipient_email", "text")
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("cart_gift_certificate")
    .addColumn("cart_id", "integer", (c) => c.notNull().references("cart.id").onDelete("cascade"))
    .addColumn("gift_certificate_id", "integer", (c) => c.notNull().references("gift_certificate.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("cart_gift_certificate_pk", ["cart_id", "gift_certificate_id"])
    .execute();

  await db.schema.alterTable("cart").addColumn("discount_code_id", "integer").execute();
  await db.schema
    .alterTable("cart")
    .addColumn("spent_points", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // the checkout's answers so far (contact, address, shipping, payment) as JSON, checked by zod
  await db.schema.alterTable("cart").addColumn("checkout", "text").execute();
  // spec §3 "Order-success data is held in the session"
  await db.schema.alterTable("session_token").addColumn("last_order_id", "integer").execute();

  await idColumn(db, db.schema.createTable("shop_order"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    .addColumn("session_token_id", "integer")
    .addColumn("email", "text", (c) => c.notNull())
    // placed (cash on delivery, bank transfer), awaiting_payment (card, wallet), paid, cancelled
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("shipping_method", "text", (c) => c.notNull())
    .addColumn("pickup_shop", "text")
    .addColumn("address", "text", (c) => c.notNull()) // JSON
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("currency_rate", "real", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    // cents, EUR
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("discount", "integer", (c) => c.notNull())
    .addColumn("code_discount", "integer", (c) => c.notNull())
    .addColumn("discount_code", "text")
    .addColumn("points_spent", "integer", (c) => c.notNull())
    .addColumn("points_value", "integer", (c) => c.notNull())
    .addColumn("gift_certificates", "integer", (c) => c.notNull())
    .addColumn("shipping", "integer", (c) => c.notNull())
    .addColumn("grand_total", "integer", (c) => c.notNull())
    .addColumn("points_earned", "integer", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull()) // JSON: certificates used, service items, notes
    .addColumn("conversion_reported_at", "text") // spec §2: the purchase conversion fires once
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .execute();
  await db.schema.createIndex("shop_order_customer").on("shop_order").columns(["customer_id", "created_at"]).execute();

  await idColumn(db, db.schema.createTable("shop_order_line"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull()) // product | service | gift_certificate
    .addColumn("product_id", "integer")
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull()) // cents, EUR, paid per unit
    .addColumn("regular_price", "integer", (c) => c.notNull())
    .addColumn("line_total", "integer", (c) => c.notNull())
    .addColumn("details", "text") // JSON: recipient of a gift certificate, etc.
    .execute();
  await db.schema.createIndex("shop_order_line_order").on("shop_order_line").column("order_id").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("shop_order_line").ifExists().execute();
  await db.schema.dropTable("shop_order").ifExists().execute();
  await db.schema.dropTable("cart_gift_certificate").ifExists().execute();
  await db.schema.dropTable("gift_certificate").ifExists().execute();
  await db.schema.dropTable("discount_code").ifExists().execute();
  await db.schema.dropTable("cart_additional_item").ifExists().execute();
  await db.schema.dropTable("cart_service_item").ifExists().execute();
}
