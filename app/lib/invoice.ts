import type { InvoiceSeries } from "~/db/schema";
import type { MinorUnits } from "./money";

// Invoices and credit notes (README "Taxes and invoices"; migration 041). A document holds
// everything article 226 of the EU VAT directive (2006/112/EC) asks an invoice to show, as it was
// on the day it was issued: it is kept as this JSON and as the PDF made from it, and neither is
// ever written again. Amounts are minor units of the order's currency; a credit note's amounts
// are positive here and printed as taken back.

export type { InvoiceSeries };

/** A party to the sale as printed: the seller (the storefront's company) or the buyer. */
export interface InvoiceParty {
  name: string;
  /** the buyer's company, when they gave one at checkout */
  company: string | null;
  /** street, postcode and city, country — the lines as printed */
  address: string[];
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** the seller's registration number (matična številka); null for a buyer */
  registrationNumber: string | null;
  /** with its country prefix (SI84213574); null for a consumer */
  vatNumber: string | null;
}

export interface InvoiceLine {
  sku: string;
  name: string;
  qty: number;
  /** the unit price net of VAT (art. 226(8)); for reverse charge the price the buyer pays */
  unitNet: MinorUnits;
  /** basis points; null: outside the scope of VAT (a gift certificate bought) */
  rate: number | null;
  /** the line's taxable amount after its share of a discount code and points (qty × unit, less the share) */
  net: MinorUnits;
  vat: MinorUnits;
  gross: MinorUnits;
}

export interface InvoiceDocument {
  series: InvoiceSeries;
  /** as printed: invoiceNumber() */
  number: string;
  storefront: string;
  /** the storefront's language and the order's currency */
  lang: string;
  currency: string;
  /** ISO timestamp of issue; the day it shows is its date of issue (art. 226(1)) */
  issuedAt: string;
  /** YYYY-MM-DD: the date of supply or payment (art. 226(7)) */
  supplyDate: string;
  orderNumber: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** shipping as a line of its own per rate it carries (empty when free) */
  shipping: { rate: number; net: MinorUnits; vat: MinorUnits; gross: MinorUnits }[];
  /** a discount code or points taken off (gross), already shared into the lines' and shipping's amounts */
  discount: MinorUnits;
  /** the taxable amount and VAT per rate (art. 226(8), (10)) */
  rows: { rate: number; taxable: MinorUnits; vat: MinorUnits }[];
  vatCountry: string;
  taxable: MinorUnits;
  vat: MinorUnits;
  /** amounts outside the scope of VAT: gift certificates bought (multi-purpose vouchers) */
  outside: MinorUnits;
  /** what the document comes to: taxable + vat + outside */
  gross: MinorUnits;
  /** gift certificates spent: a payment, not a discount */
  certificatesSpent: MinorUnits;
  /** the payment: method, and when it was paid (null: cash on delivery, paid on delivery) */
  payment: { method: string; paidAt: string | null; amount: MinorUnits };
  /** art. 226(11a): "Reverse charge" — the buyer accounts for the VAT */
  reverseCharge: boolean;
  /** a credit note's invoice: its number and date */
  refersTo: { number: string; issuedAt: string } | null;
}

/**
 * The number as printed: the series, the storefront, the year and the place in the series —
 * "INV-SU-2026-000042", a credit note "CN-SU-2026-000003" — never to be taken for an order's
 * number ("SU-2026-000042").
 */
export function invoiceNumber(storefront: string, series: InvoiceSeries, year: number, seq: number) {
  return `${series === "credit_note" ? "CN" : "INV"}-${storefront.toUpperCase()}-${year}-${String(seq).padStart(6, "0")}`;
}
