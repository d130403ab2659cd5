import { stringify } from "csv-stringify/sync";
import type { DB } from "~/db/db.server";
import { neutraliseCell } from "~/lib/csv-cell";
import type { InvoiceDocument, InvoiceSeries } from "~/lib/invoice";
import {
  BOOKS_CSV_AMOUNTS,
  BOOKS_CSV_COLUMNS,
  type BooksFilter,
  csvRecords,
  INVOICE_BOOKS_PAGE_SIZE,
  type OssDocument,
  ossSummary,
  type Quarter,
  type QuarterRate,
  signed,
} from "~/lib/invoice-books";
import { currencyRates } from "./storefronts.server";

// The books (README "Taxes and invoices"; app/lib/invoice-books.ts): the documents issued in a
// period, read from the invoice table as issued — its copied-out columns for the list's sums,
// the document's JSON for what was printed (buyer, order, rows per rate). Nothing here writes.

/** The day after `day` (YYYY-MM-DD) at 00:00 UTC: a period includes its last day whole. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function issuedIn(db: DB, filter: BooksFilter) {
  return db
    .selectFrom("invoice")
    .where("issued_at", ">=", `${filter.from}T00:00:00.000Z`)
    .where("issued_at", "<", dayAfter(filter.to))
    .$if(filter.storefront !== null, (b) => b.where("storefront", "=", filter.storefront!))
    .$if(filter.series !== null, (b) => b.where("series", "=", filter.series!));
}

export interface BooksListItem {
  id: number;
  series: InvoiceSeries;
  number: string;
  issuedAt: string;
  orderNumber: string;
  buyerName: string;
  buyerCompany: string | null;
  vatCountry: string;
  reverseCharge: boolean;
  currency: string;
  /** signed: a credit note's negative */
  taxable: number;
  vat: number;
  gross: number;
}

/** One page (100, newest first) of the period's documents, how many there are, and their sums per currency on every page. */
export async function listInvoices(db: DB, filter: BooksFilter, page = 1) {
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  const [rows, count, sums] = await Promise.all([
    issuedIn(db, filter)
      .select(["id", "series", "number", "issued_at", "currency_code", "vat_country", "reverse_charge", "taxable", "vat", "gross", "document"])
      .orderBy("issued_at", "desc")
      .orderBy("id", "desc")
      .limit(INVOICE_BOOKS_PAGE_SIZE)
      .offset((current - 1) * INVOICE_BOOKS_PAGE_SIZE)
      .execute(),
    issuedIn(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    // per series too: a credit note's sum is subtracted whatever sign its columns hold
    issuedIn(db, filter)
      .select((eb) => [
        "currency_code",
        "series",
        eb.fn.sum<string | number>("taxable").as("taxable"),
        eb.fn.sum<string | number>("vat").as("vat"),
        eb.fn.sum<string | number>("gross").as("gross"),
      ])
      .groupBy(["currency_code", "series"])
      .execute(),
  ]);
  const items: BooksListItem[] = rows.map((r) => {
    const doc = JSON.parse(r.document) as InvoiceDocument;
    return {
      id: r.id,
      series: r.series,
      number: r.number,
      issuedAt: r.issued_at,
      orderNumber: doc.orderNumber,
      buyerName: doc.buyer.name,
      buyerCompany: doc.buyer.company,
      vatCountry: r.vat_country,
      reverseCharge: r.reverse_charge === 1,
      currency: r.currency_code,
      taxable: signed(r.series, r.taxable),
      vat: signed(r.series, r.vat),
      gross: signed(r.series, r.gross),
    };
  });
  const totals = new Map<string, { currency: string; taxable: number; vat: number; gross: number }>();
  for (const s of sums) {
    const entry = totals.get(s.currency_code) ?? { currency: s.currency_code, taxable: 0, vat: 0, gross: 0 };
    entry.taxable += signed(s.series, Number(s.taxable));
    entry.vat += signed(s.series, Number(s.vat));
    entry.gross += signed(s.series, Number(s.gross));
    totals.set(s.currency_code, entry);
  }
  return {
    items,
    total: Number(count.n),
    page: current,
    pageSize: INVOICE_BOOKS_PAGE_SIZE,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/** The accountant's CSV of the period's documents, in the order they were issued: one row per document and VAT rate (csvRecords), formula-safe (csv-cell.ts). */
export async function invoicesCsv(db: DB, filter: BooksFilter) {
  const rows = await issuedIn(db, filter).select(["series", "document"]).orderBy("issued_at").orderBy("id").execute();
  const records = rows.flatMap((r) => csvRecords(r.series, JSON.parse(r.document) as InvoiceDocument));
  // the amounts are our own decimals ("-20.00": a credit note's), numbers to a spreadsheet, not
  // formulas; every other cell may hold what someone typed and is neutralised
  return stringify(records, {
    header: true,
    columns: [...BOOKS_CSV_COLUMNS],
    cast: { string: (value, context) => (BOOKS_CSV_AMOUNTS.has(String(context.column)) ? value : neutraliseCell(value)) },
  });
}

/**
 * The rate per euro of each currency on the quarter's last day, as far as the shop knows it. The
 * shop keeps the ECB's rate of today on each storefront (exchange-rates.server.ts), not a history;
 * what it has of the past is the rate each order was placed at. So a currency's rate is the
 * latest of those held on or before the quarter's last day: today's, while the quarter is not
 * over, else the rate of the last order placed in that currency up to its end. None: the
 * currency's amounts are shown unconverted.
 */
export async function quarterRates(db: DB, currencies: readonly string[], quarter: Quarter, today: string) {
  const rates = new Map<string, QuarterRate>();
  const todays = today <= quarter.to ? await currencyRates(db) : null;
  for (const currency of currencies) {
    if (currency === "EUR") continue;
    const now = todays?.get(currency);
    if (now !== undefined) {
      rates.set(currency, { currency, perEuro: now, day: today, orderNumber: null });
      continue;
    }
    const last = await db
      .selectFrom("shop_order")
      .select(["number", "created_at", "currency_rate"])
      .where("currency_code", "=", currency)
      .where("created_at", "<", dayAfter(quarter.to))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (last) rates.set(currency, { currency, perEuro: Number(last.currency_rate), day: last.created_at.slice(0, 10), orderNumber: last.number });
  }
  return rates;
}

/** The One-Stop Shop summary of the documents issued in the quarter, every storefront's (ossSummary), and the rates it converted at. */
export async function ossQuarter(db: DB, quarter: Quarter, today: string) {
  const rows = await issuedIn(db, { from: quarter.from, to: quarter.to, storefront: null, series: null })
    .select(["series", "document"])
    .orderBy("issued_at")
    .orderBy("id")
    .execute();
  const documents: OssDocument[] = rows.map((r) => ({ series: r.series, doc: JSON.parse(r.document) as InvoiceDocument }));
  const currencies = [...new Set(documents.filter((d) => !d.doc.reverseCharge && d.doc.vatCountry !== d.doc.seller.country).map((d) => d.doc.currency))];
  const rates = await quarterRates(db, currencies, quarter, today);
  return { summary: ossSummary(documents, rates), rates: [...rates.values()], documents: documents.length };
}
