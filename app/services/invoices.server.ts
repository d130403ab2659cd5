import type { DB } from "~/db/db.server";
import { type InvoiceDocument, invoiceNumber, type InvoiceSeries } from "~/lib/invoice";

// Invoices and credit notes as issued (README "Taxes and invoices", migration 041, app/lib/invoice.ts).

/**
 * The next number of a series, in the caller's transaction: the storefront's counter for the
 * series and year is raised by one and read back. The update takes the counter row's write lock
 * (PostgreSQL; SQLite: the database's), so a second instance paying at the same moment waits for
 * this transaction and then gets the number after; a rollback gives the number back. Gap-free as
 * long as every number taken is used in the same transaction (issueDocument does).
 */
export async function nextNumber(trx: DB, storefront: string, series: InvoiceSeries, year: number) {
  await trx
    .insertInto("invoice_counter")
    .values({ storefront, series, year, last: 0 })
    .onConflict((oc) => oc.columns(["storefront", "series", "year"]).doNothing())
    .execute();
  const row = await trx
    .updateTable("invoice_counter")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("storefront", "=", storefront)
    .where("series", "=", series)
    .where("year", "=", year)
    .returning("last")
    .executeTakeFirstOrThrow();
  return row.last;
}
