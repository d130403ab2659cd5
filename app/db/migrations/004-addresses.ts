import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Customers' delivery addresses (profile). Each row belongs to one customer and
// goes with the account; at most one per customer is the default (kept by the service).
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("customer_address"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("postcode", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull()) // ISO 3166-1 alpha-2
    .addColumn("phone", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customer_address_customer").on("customer_address").column("customer_id").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("customer_address").ifExists().execute();
}
