import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Signing in to the back office (DESIGN.md "Sessions and safety": a `__Host-` cookie, 30 minutes
// idle and 12 hours at most):
// - staff_session: one row per signed-in browser, found by the SHA-256 of its cookie's token
//   (the token itself is never stored). `stage` is "password" between the password and the
//   second factor (such a session opens no page but the code's), "signed-in" after it; a new row
//   (a new id) is made at each stage, so a token seen before sign-in is worth nothing after.
//   `last_seen_at` ends it after 30 idle minutes, `expires_at` 12 hours after the password.
// - staff_invite: an owner's mailed invitation to set a password (24 hours, once), by hash too.
// - staff.notify_orders / notify_summary: whether a new order, and a morning summary of what
//   waits, are mailed to that person.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("staff_session"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("client_ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_session_staff").on("staff_session").column("staff_id").execute();

  await idColumn(db, db.schema.createTable("staff_invite"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("invited_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .alterTable("staff")
    .addColumn("notify_orders", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("staff")
    .addColumn("notify_summary", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("staff").dropColumn("notify_summary").execute();
  await db.schema.alterTable("staff").dropColumn("notify_orders").execute();
  await db.schema.dropTable("staff_invite").ifExists().execute();
  await db.schema.dropTable("staff_session").ifExists().execute();
}
