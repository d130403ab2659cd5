import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Invoices and credit notes (README "Taxes and invoices", app/lib/invoice.ts):
// - invoice_counter: the last number given per storefront, series and year. The paying
//   transaction raises it with a conditional update (the row's write lock on PostgreSQL, the
//   database's on SQLite) and reads it back, so two instances never give the same number, and a
//   transaction that rolls back gives its number back: the series has no gaps.
// - invoice: one document of either series — "invoice" (an order paid, or delivered when cash on
//   delivery) or "credit_note" (a refund, `refers_to` its invoice). `source` says what it was
//   issued for ("order:<id>", "return:<id>") and is unique: a document is issued once. The
//   document's content as issued is kept as JSON (`document`), and its PDF as made then
//   (`pdf`, base64), so a download is the same bytes every time. The totals are copied out for
//   the back office's lists, its CSV and the One-Stop Shop summary.
// - mail_queue.invoice_id: the document a queued mail carries as its attachment.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("invoice_counter")
    .addColumn("storefront", "text", (c) => c.notNull())
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_counter_pk", ["storefront", "series", "year"])
    .execute();
  await idColumn(db, db.schema.createTable("invoice"))
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("storefront", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().unique())
    .addColumn("order_id", "integer", (c) => c.notNull())
    .addColumn("return_id", "integer")
    .addColumn("refers_to", "integer")
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("supply_date", "text", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("vat_country", "text", (c) => c.notNull())
    .addColumn("reverse_charge", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("taxable", "integer", (c) => c.notNull())
    .addColumn("vat", "integer", (c) => c.notNull())
    .addColumn("gross", "integer", (c) => c.notNull())
    .addColumn("document", "text", (c) => c.notNull())
    .addColumn("pdf", "text", (c) => c.notNull())
    .addUniqueConstraint("invoice_number", ["storefront", "series", "year", "seq"])
    .execute();
  await db.schema.createIndex("invoice_order").on("invoice").column("order_id").execute();
  await db.schema.createIndex("invoice_issued").on("invoice").columns(["issued_at"]).execute();
  await db.schema.alterTable("mail_queue").addColumn("invoice_id", "integer").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("mail_queue").dropColumn("invoice_id").execute();
  await db.schema.dropTable("invoice").ifExists().execute();
  await db.schema.dropTable("invoice_counter").ifExists().execute();
}
