import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Customers, session tokens, link tokens and wishlists (spec §4 and §6).
// Tokens are stored only as SHA-256 hashes (DESIGN.md "Sessions and safety"): a copy of the
// database does not let anyone log in.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("customer"))
    // one account across storefronts: the address is the identity, stored lower-cased
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addColumn("newsletter", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reward_points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("session_token"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull()) // guest | auth
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade"))
    // spec §6: the e-mail a guest gives (updateGuestEmail), kept with the guest's token
    .addColumn("guest_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_token_customer").on("session_token").column("customer_id").execute();

  await idColumn(db, db.schema.createTable("link_token"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", (c) => c.notNull()) // verify | reset | login
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("link_token_customer").on("link_token").column("customer_id").execute();

  // The owner is a guest's session token or a customer, never both.
  await idColumn(db, db.schema.createTable("wishlist_item"))
    .addColumn("session_token_id", "integer", (c) => c.references("session_token.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wishlist_item_guest").on("wishlist_item").columns(["session_token_id", "product_id"]).unique().execute();
  await db.schema.createIndex("wishlist_item_customer").on("wishlist_item").columns(["customer_id", "product_id"]).unique().execute();
}

export async function down(db: Kysely<any>) {
  for (const table of ["wishlist_item", "link_token", "session_token", "customer"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
