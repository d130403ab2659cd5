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

/** What a document is issued for, besides its content: its source (unique) and the rows it belongs to. */
export interface DocumentIssue {
  source: `order:${number}` | `return:${number}`;
  orderId: number;
  returnId: number | null;
  /** a credit note's invoice (invoice.id) */
  refersTo: number | null;
}

/**
 * Issues a document in the caller's transaction: takes the next number of its series, prints it
 * into the document and keeps it. Its PDF is made after the commit, on first need (the mail that
 * carries it, a download: invoice-files.server.ts), from the document kept here: rendering takes
 * 100–400 ms, and inside the transaction it held the write lock that long (SQLite's, for the whole
 * database; the counter row's on PostgreSQL) — every other write waited, and a second instance
 * paying 25 orders at once ran out of its busy timeout. `draft` is the document without its number
 * (filled in here). Returns the stored row's id and the document as issued. Call it once per
 * source: `source` is unique, so a second call for the same order or return fails rather than
 * issue twice — callers look first (findDocument).
 */
export async function issueDocument(trx: DB, draft: Omit<InvoiceDocument, "number">, issue: DocumentIssue) {
  const year = Number(draft.issuedAt.slice(0, 4));
  const seq = await nextNumber(trx, draft.storefront, draft.series, year);
  const document: InvoiceDocument = { ...draft, number: invoiceNumber(draft.storefront, draft.series, year, seq) };
  const row = await trx
    .insertInto("invoice")
    .values({
      series: document.series,
      storefront: document.storefront,
      year,
      seq,
      number: document.number,
      source: issue.source,
      order_id: issue.orderId,
      return_id: issue.returnId,
      refers_to: issue.refersTo,
      issued_at: document.issuedAt,
      supply_date: document.supplyDate,
      currency_code: document.currency,
      lang: document.lang,
      vat_country: document.vatCountry,
      reverse_charge: document.reverseCharge ? 1 : 0,
      taxable: document.taxable,
      vat: document.vat,
      gross: document.gross,
      document: JSON.stringify(document),
      // made after the commit (invoice-files.server.ts): reproducible, the same bytes whoever makes them
      pdf: "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, document };
}

/** The document issued for a source ("order:12", "return:3"), if any. */
export async function findDocument(db: DB, source: DocumentIssue["source"]) {
  return db.selectFrom("invoice").select(["id", "number", "series", "issued_at"]).where("source", "=", source).executeTakeFirst();
}
