import { isCalendarDay } from "./catalogue-file";
import type { InvoiceDocument, InvoiceSeries } from "./invoice";
import { type EuroCents, euroCents, fromMinor, type MinorUnits, minorUnits } from "./money";

// The books (README "Taxes and invoices"): the invoices and credit notes of a period as the
// back office lists them, the accountant's CSV, and the One-Stop Shop summary of a quarter. Pure:
// the routes read their query strings here, invoice-books.server.ts reads the documents.
//
// A credit note takes money back, so wherever documents are added up it counts negative. Its
// document keeps positive amounts (app/lib/invoice.ts), and so do the invoice table's copied-out
// columns: the sign comes from the series (signed()).

export const INVOICE_BOOKS_PAGE_SIZE = 100;

export const SERIES_LABEL: Record<InvoiceSeries, string> = { invoice: "Invoice", credit_note: "Credit note" };

/** What the list and the CSV show: documents issued from `from` to `to` (UTC days, both included). */
export interface BooksFilter {
  from: string;
  to: string;
  /** a storefront's department; null: every storefront */
  storefront: string | null;
  /** null: both series */
  series: InvoiceSeries | null;
}

export type BooksField = "from" | "to" | "storefront" | "series";
export type BooksErrors = Partial<Record<BooksField, string>>;

/** An amount as the books count it: a credit note's negative, an invoice's as it is. */
export function signed(series: InvoiceSeries, amount: number) {
  return series === "credit_note" ? -Math.abs(amount) : amount;
}

/** The last day of the month `day` falls in (YYYY-MM-DD). */
function lastDayOfMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The calendar month of `today` (YYYY-MM-DD): what the list shows before a period is chosen. */
export function monthOf(today: string) {
  return { from: `${today.slice(0, 7)}-01`, to: lastDayOfMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7))) };
}

/**
 * The list's and the CSV's filters from a query string: a period (this month unless given), a
 * storefront of `departments` or all, a series or both. What cannot be read is an error at its
 * field (the page answers 400 with the form again), never a guess: a book that silently showed
 * another period or every storefront would be added up wrong.
 */
export function readBooksFilter(params: URLSearchParams, today: string, departments: readonly string[]) {
  const month = monthOf(today);
  const given = (name: BooksField) => params.get(name)?.trim() ?? "";
  const values = { from: given("from") || month.from, to: given("to") || month.to, storefront: given("storefront"), series: given("series") };
  const errors: BooksErrors = {};
  // a date field cannot show what is not a date: the message quotes it
  const quoted = (text: string) => `“${text.slice(0, 40)}” is not a day of the calendar`;
  if (!isCalendarDay(values.from)) errors.from = `${quoted(values.from)}: give the first day as a date, for example 2026-11-01.`;
  if (!isCalendarDay(values.to)) errors.to = `${quoted(values.to)}: give the last day as a date, for example 2026-11-30.`;
  if (!errors.from && !errors.to && values.to < values.from) errors.to = "The last day is before the first: give a last day on or after the first.";
  if (values.storefront && !departments.includes(values.storefront)) errors.storefront = "Choose a storefront from the list.";
  if (values.series && values.series !== "invoice" && values.series !== "credit_note") errors.series = "Choose invoices, credit notes or both.";
  const filter: BooksFilter = {
    from: values.from,
    to: values.to,
    storefront: values.storefront || null,
    series: (values.series || null) as InvoiceSeries | null,
  };
  return { values, errors, filter: Object.keys(errors).length ? null : filter };
}

/** A calendar quarter: its name as the URL holds it ("2026-Q4") and its first and last days. */
export interface Quarter {
  label: string;
  from: string;
  to: string;
}

export function quarterOf(day: string): Quarter {
  const year = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  return { label: `${year}-Q${q}`, from: `${year}-${String(q * 3 - 2).padStart(2, "0")}-01`, to: lastDayOfMonth(year, q * 3) };
}

/** `?quarter=2026-Q4`, the current quarter when not given; null when it is not a quarter. */
export function readQuarter(value: string | null, today: string): Quarter | null {
  const text = value?.trim() || quarterOf(today).label;
  const match = /^(\d{4})-Q([1-4])$/i.exec(text);
  if (!match || Number(match[1]) < 2000) return null;
  return quarterOf(`${match[1]}-${String(Number(match[2]) * 3).padStart(2, "0")}-01`);
}

/** Minor units as the accountant's file writes them: a decimal with a dot, two places ("-1234.50"). */
export function decimal(minor: number) {
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Basis points as a percentage with a dot: 2200 → "22", 950 → "9.5". */
export const percent = (basisPoints: number) => String(basisPoints / 100);

export const BOOKS_CSV_COLUMNS = [
  "number",
  "series",
  "issued_on",
  "supplied_on",
  "storefront",
  "order_number",
  "buyer_name",
  "buyer_company",
  "buyer_vat_number",
  "vat_country",
  "reverse_charge",
  "currency",
  "rate_percent",
  "taxable",
  "vat",
  "document_total",
] as const;
/** The columns written by decimal(): amounts, never text someone typed. */
export const BOOKS_CSV_AMOUNTS: ReadonlySet<string> = new Set(["taxable", "vat", "document_total"]);
export type BooksCsvRecord = Record<(typeof BOOKS_CSV_COLUMNS)[number], string>;

/**
 * A document's rows of the accountant's file: one per VAT rate (art. 226(8), (10)), and one with
 * the rate empty for what is outside the scope of VAT (gift certificates bought), its amount in
 * `taxable` with no VAT — so a document's rows add up to its total. A credit note's are negative.
 */
export function csvRecords(series: InvoiceSeries, doc: InvoiceDocument): BooksCsvRecord[] {
  const common = {
    number: doc.number,
    series: series === "credit_note" ? "credit note" : "invoice",
    issued_on: doc.issuedAt.slice(0, 10),
    supplied_on: doc.supplyDate,
    storefront: doc.storefront,
    order_number: doc.orderNumber,
    buyer_name: doc.buyer.name,
    buyer_company: doc.buyer.company ?? "",
    buyer_vat_number: doc.buyer.vatNumber ?? "",
    vat_country: doc.vatCountry,
    reverse_charge: doc.reverseCharge ? "yes" : "no",
    currency: doc.currency,
    document_total: decimal(signed(series, doc.gross)),
  };
  const rows = doc.rows.map((r) => ({
    ...common,
    rate_percent: percent(r.rate),
    taxable: decimal(signed(series, r.taxable)),
    vat: decimal(signed(series, r.vat)),
  }));
  if (doc.outside !== 0 || rows.length === 0) rows.push({ ...common, rate_percent: "", taxable: decimal(signed(series, doc.outside)), vat: decimal(0) });
  return rows;
}

/** A currency's rate per euro as the OSS summary converts it, and where the shop had it from. */
export interface QuarterRate {
  currency: string;
  /** units per euro (the ECB's reference rate, as the shop took it from the feed) */
  perEuro: number;
  /** the day the shop held this rate (YYYY-MM-DD) */
  day: string;
  /** the order placed at this rate; null: the storefronts' rate of today */
  orderNumber: string | null;
}

export interface OssDocument {
  series: InvoiceSeries;
  doc: InvoiceDocument;
}

export interface OssSummary {
  /** the OSS return: per country of VAT and rate, in euros, invoices less credit notes */
  oss: { country: string; rate: number; taxable: EuroCents; vat: EuroCents }[];
  ossTotal: { taxable: EuroCents; vat: EuroCents };
  /** OSS sales in a currency the shop had no rate for: in that currency, not converted */
  unconverted: { country: string; rate: number; currency: string; taxable: MinorUnits; vat: MinorUnits }[];
  /** sales carrying the seller's own country's VAT: its national return, not OSS */
  domestic: { country: string; rate: number; currency: string; taxable: MinorUnits; vat: MinorUnits }[];
  /** reverse-charge supplies to businesses in other member states: taxable amount per buyer country */
  reverseCharge: { country: string; currency: string; taxable: MinorUnits }[];
}

/**
 * The One-Stop Shop summary of a quarter's documents (Council Directive 2006/112/EC, art. 369g,
 * 369h): the taxable amount and VAT per member state of consumption and rate, credit notes
 * subtracted, in euros. Each sum is kept in its own currency and converted once, at the rate of
 * the quarter's last day (art. 369h(2)); rounding each document instead would let the return
 * miss the sum of the documents by a cent per document. The seller's own country's sales and
 * reverse-charge supplies are not in the OSS return and come apart; documents wholly outside the
 * scope of VAT (certificates bought) have no rows and add nothing.
 */
export function ossSummary(documents: readonly OssDocument[], rates: ReadonlyMap<string, QuarterRate>): OssSummary {
  const sums = new Map<string, { kind: "oss" | "domestic" | "reverse"; country: string; rate: number; currency: string; taxable: number; vat: number }>();
  const add = (kind: "oss" | "domestic" | "reverse", country: string, rate: number, currency: string, taxable: number, vat: number) => {
    const key = `${kind}|${country}|${rate}|${currency}`;
    const entry = sums.get(key) ?? { kind, country, rate, currency, taxable: 0, vat: 0 };
    entry.taxable += taxable;
    entry.vat += vat;
    sums.set(key, entry);
  };
  for (const { series, doc } of documents) {
    for (const row of doc.rows) {
      const taxable = signed(series, row.taxable);
      const vat = signed(series, row.vat);
      if (doc.reverseCharge) add("reverse", doc.buyer.country, 0, doc.currency, taxable, 0);
      else add(doc.vatCountry === doc.seller.country ? "domestic" : "oss", doc.vatCountry, row.rate, doc.currency, taxable, vat);
    }
  }
  const oss = new Map<string, { country: string; rate: number; taxable: number; vat: number }>();
  const summary: OssSummary = { oss: [], ossTotal: { taxable: euroCents(0), vat: euroCents(0) }, unconverted: [], domestic: [], reverseCharge: [] };
  for (const s of sums.values()) {
    if (s.kind === "domestic")
      summary.domestic.push({ country: s.country, rate: s.rate, currency: s.currency, taxable: minorUnits(s.taxable), vat: minorUnits(s.vat) });
    if (s.kind === "reverse") summary.reverseCharge.push({ country: s.country, currency: s.currency, taxable: minorUnits(s.taxable) });
    if (s.kind !== "oss") continue;
    const perEuro = s.currency === "EUR" ? 1 : rates.get(s.currency)?.perEuro;
    if (perEuro === undefined) {
      summary.unconverted.push({ country: s.country, rate: s.rate, currency: s.currency, taxable: minorUnits(s.taxable), vat: minorUnits(s.vat) });
      continue;
    }
    const key = `${s.country}|${s.rate}`;
    const entry = oss.get(key) ?? { country: s.country, rate: s.rate, taxable: 0, vat: 0 };
    entry.taxable += fromMinor(minorUnits(s.taxable), perEuro);
    entry.vat += fromMinor(minorUnits(s.vat), perEuro);
    oss.set(key, entry);
  }
  summary.oss = [...oss.values()].map((r) => ({ ...r, taxable: euroCents(r.taxable), vat: euroCents(r.vat) }));
  summary.ossTotal = {
    taxable: euroCents(summary.oss.reduce((sum, r) => sum + r.taxable, 0)),
    vat: euroCents(summary.oss.reduce((sum, r) => sum + r.vat, 0)),
  };
  // by country, then the highest rate first, as the return lists them
  const order = (a: { country: string; rate: number; currency?: string }, b: { country: string; rate: number; currency?: string }) =>
    a.country.localeCompare(b.country) || b.rate - a.rate || (a.currency ?? "").localeCompare(b.currency ?? "");
  summary.oss.sort(order);
  summary.unconverted.sort(order);
  summary.domestic.sort(order);
  summary.reverseCharge.sort((a, b) => a.country.localeCompare(b.country) || a.currency.localeCompare(b.currency));
  return summary;
}
