import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// The mail queue: a mail is a row written in the same transaction as what it
// tells of (an order placed, paid, shipped, a certificate issued, an account's link), so a crash
// after the commit cannot lose it; app/services/mail-queue.server.ts sends it after the commit
// and, when SMTP fails, again later with backoff. `status` is pending, sent or failed (given up
// after MAIL_MAX_ATTEMPTS); `next_attempt_at` is when a pending mail is due — while one process
// sends it, the end of its claim (a conditional update moves it: only one process wins).
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("mail_queue"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("from_name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_queue_due").on("mail_queue").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("mail_queue").execute();
}
