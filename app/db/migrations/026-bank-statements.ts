import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// Bank transfers that never arrive, and the bank's statements (README "After the sale"):
// - shop_order.transfer_reminded_at: when the unpaid-transfer reminder went out (ISO); the job's
//   conditional update from NULL is what lets one instance, once, send it.
// - bank_statement: one uploaded statement file (camt.053 or CSV), who uploaded it and when.
// - bank_statement_entry: one credit of a statement, unique by `entry_key` (the bank's entry
//   reference, else a hash of its date, amount, reference and text), so importing the same
//   statement again adds nothing; what it was matched to, and the mark-paid it led to.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("shop_order").addColumn("transfer_reminded_at", "text").execute();

  await idColumn(db, db.schema.createTable("bank_statement"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("account", "text")
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull())
    .addColumn("already_imported", "integer", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("bank_statement_entry"))
    .addColumn("statement_id", "integer", (c) => c.notNull().references("bank_statement.id").onDelete("cascade"))
    .addColumn("entry_key", "text", (c) => c.notNull().unique())
    .addColumn("booked_on", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("remittance", "text")
    .addColumn("debtor", "text")
    .addColumn("order_id", "integer", (c) => c.references("shop_order.id").onDelete("set null"))
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("applied_at", "text")
    .addColumn("applied_by", "text")
    .execute();
  await db.schema.createIndex("bank_statement_entry_statement").on("bank_statement_entry").column("statement_id").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("bank_statement_entry").ifExists().execute();
  await db.schema.dropTable("bank_statement").ifExists().execute();
  await db.schema.alterTable("shop_order").dropColumn("transfer_reminded_at").execute();
}
