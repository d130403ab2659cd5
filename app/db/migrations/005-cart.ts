import { type Kysely, sql } from "kysely";
import { idColumn } from "../dialect";

// The cart of spec §4/§5. A cart belongs to a guest's session token or to
// a customer, one per department (a storefront sells in its own currency and range). Lines hold
// product and quantity only: prices are read from the product at display time (no stored prices
// until checkout places an order), so they can never go stale in the cart.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("cart"))
    .addColumn("session_token_id", "integer", (c) => c.references("session_token.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade"))
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // one cart per owner and department
  await db.schema.createIndex("cart_guest").on("cart").columns(["session_token_id", "department"]).unique().execute();
  await db.schema.createIndex("cart_customer").on("cart").columns(["customer_id", "department"]).unique().execute();

  await idColumn(db, db.schema.createTable("cart_item"))
    .addColumn("cart_id", "integer", (c) => c.notNull().references("cart.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull())
    // spec: quantity 1..99, kept by the service and by the database
    .addColumn("qty", "integer", (c) => c.notNull().check(sql`qty between 1 and 99`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_item_line").on("cart_item").columns(["cart_id", "product_id"]).unique().execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("cart_item").ifExists().execute();
  await db.schema.dropTable("cart").ifExists().execute();
}
