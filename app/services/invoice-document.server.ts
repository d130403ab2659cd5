import type { DB } from "~/db/db.server";
import { getLogger } from "~/logger.server";
import { getFixedT } from "~/i18next.server";
import type { DeliveryAddress } from "~/lib/checkout";
import type { InvoiceDocument, InvoiceParty } from "~/lib/invoice";
import { type CreditChoice, creditNoteAmounts, invoiceAmounts } from "~/lib/invoice-amounts";
import { minorUnits } from "~/lib/money";
import { personName } from "~/lib/person-name";
import type { Storefront } from "~/lib/storefront";
import { rateOn, type VatSummary, vatBreakdown } from "~/lib/vat";
import { loadOrder } from "./orders.server";
import { toStorefront } from "./storefronts.server";
import { loadVatRates, orderVatAsPlaced, sellerCountry } from "./vat.server";

// What an invoice and a credit note say (README "Taxes and invoices", app/lib/invoice.ts): built
// from the paid order as it is kept — its lines with their rates, its VAT summary, its buyer —
// and the storefront's company as it is named on the day of issue. Issuing (the number, the PDF,
// the mail it goes with) is invoices.server.ts and invoice-issue.server.ts.

export type InvoiceDraft = Omit<InvoiceDocument, "number">;

/**
 * The invoice of a paid order, issued `now`: lines at their rates net of VAT after their share of
 * a code and points, shipping per rate, the rows per rate exactly as the order keeps them.
 *
 * An order placed before VAT was kept (shop_order.vat NULL, before 040) has no rates of its own:
 * its VAT is worked out now at the rates of the day it was placed, as recomputeOrderVat would —
 * the rates the sale was made under — and only the invoice keeps it; the order is left as it was.
 */
export async function invoiceDraft(trx: DB, orderId: number, now = new Date()): Promise<InvoiceDraft | null> {
  const order = await loadOrder(trx, orderId);
  const row = await trx
    .selectFrom("shop_order")
    .select(["buyer_company", "buyer_vat_number", "reverse_charge", "vat_country"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  const storefront = order ? await storefrontOf(trx, order.department) : null;
  if (!order || !row || !storefront) return null;
  const kept = await trx.selectFrom("shop_order_line").select(["vat_rate"]).where("order_id", "=", orderId).orderBy("id").execute();
  let summary: VatSummary | null = order.vat;
  let rates = kept.map((l) => l.vat_rate);
  if (summary === null) {
    const worked = await orderVatAsPlaced(trx, orderId);
    if (!worked) return null;
    summary = worked.summary;
    rates = worked.lineRates;
  }
  const step = storefront.priceRounding;
  const day = order.createdAt.slice(0, 10);
  // shipping's rate when nothing taxable is shipped: the country's standard rate that day
  const standardRate = rateOn(await loadVatRates(trx), summary.country, "standard", day) ?? 0;
  const discount = order.codeDiscount + order.pointsValue;
  const breakdown = vatBreakdown({
    items: order.lines.map((l, i) => ({ gross: l.lineTotal, rate: rates[i] ?? null })),
    discount,
    shipping: order.shipping,
    standardRate,
    reverseCharge: summary.reverseCharge,
    step,
  });
  if (!sameRows(breakdown.rows, summary.rows))
    // the summary is what the shopper was shown and stays the truth; the lines are fitted to it
    getLogger().warn({ orderId, kept: summary.rows, worked: breakdown.rows }, "invoice: the order's VAT worked out again differs from the one it keeps");
  const amounts = invoiceAmounts(
    order.lines.map((l, i) => ({ sku: l.sku, name: l.name, qty: l.qty, unitPrice: l.unitPrice, lineTotal: l.lineTotal, rate: rates[i] ?? null })),
    breakdown,
    summary.rows,
    step,
  );
  const paidAt = order.paidAt ?? now.toISOString();
  return {
    series: "invoice",
    storefront: order.department,
    lang: order.lang,
    currency: order.currencyCode,
    issuedAt: now.toISOString(),
    // paid_at is the day of payment, and for cash on delivery the day it was delivered (and paid)
    supplyDate: paidAt.slice(0, 10),
    orderNumber: order.number,
    seller: await sellerParty(storefront, order.lang),
    buyer: await buyerParty(order, row, summary.country),
    lines: amounts.lines,
    shipping: amounts.shipping,
    discount: minorUnits(discount),
    rows: amounts.rows,
    vatCountry: summary.country,
    taxable: amounts.taxable,
    vat: amounts.vat,
    outside: amounts.outside,
    gross: amounts.gross,
    certificatesSpent: order.giftCertificates,
    payment: { method: order.paymentMethod, paidAt, amount: order.grandTotal },
    reverseCharge: summary.reverseCharge,
    refersTo: null,
  };
}

/** What a credit note is issued for: the invoice it corrects, the units and shipping returned, what was given back. */
export interface CreditNoteInput {
  invoice: InvoiceDocument;
  choice: CreditChoice;
  /** how the money went back (card, bank, cash) and how much; certificate credit is `certificates` */
  refund: { way: string; amount: number };
  certificates: number;
}

/**
 * A credit note: the invoice's parties, the VAT per rate the return takes back (app/lib/invoice-amounts.ts
 * creditNoteAmounts), referring to the invoice by its number and date.
 */
export async function creditNoteDraft(trx: DB, input: CreditNoteInput, now = new Date()): Promise<InvoiceDraft> {
  const { invoice } = input;
  const storefront = await storefrontOf(trx, invoice.storefront);
  const amounts = creditNoteAmounts(invoice, input.choice, storefront?.priceRounding ?? 1);
  return {
    series: "credit_note",
    storefront: invoice.storefront,
    lang: invoice.lang,
    currency: invoice.currency,
    issuedAt: now.toISOString(),
    // the day the goods came back and the money went
    supplyDate: now.toISOString().slice(0, 10),
    orderNumber: invoice.orderNumber,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: amounts.lines,
    shipping: amounts.shipping,
    discount: minorUnits(0),
    rows: amounts.rows,
    vatCountry: invoice.vatCountry,
    taxable: amounts.taxable,
    vat: amounts.vat,
    outside: amounts.outside,
    gross: amounts.gross,
    certificatesSpent: minorUnits(input.certificates),
    payment: { method: input.refund.way, paidAt: now.toISOString(), amount: minorUnits(input.refund.amount) },
    reverseCharge: invoice.reverseCharge,
    refersTo: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}

/** The storefront as its row is now (not the cached list): the company named on the day of issue. */
async function storefrontOf(trx: DB, department: string) {
  const row = await trx.selectFrom("storefront").selectAll().where("department", "=", department).executeTakeFirst();
  return row ? toStorefront(row) : null;
}

/**
 * The seller: the storefront's company. A storefront whose company is not named yet (the
 * settings' company details are empty) still gets its invoice, under the storefront's name and
 * country — the back office's setup checklist asks for the company before a shop opens.
 */
async function sellerParty(storefront: Storefront, lang: string): Promise<InvoiceParty> {
  const company = storefront.company;
  const country = sellerCountry(storefront);
  if (!company)
    return { name: storefront.name, company: null, address: [await countryName(country, lang)], country, registrationNumber: null, vatNumber: null };
  return {
    name: company.legalName,
    company: null,
    address: [company.street, `${company.postcode} ${company.city}`, await countryName(country, lang)],
    country,
    registrationNumber: company.registrationNumber,
    vatNumber: company.vatNumber,
  };
}

/**
 * The buyer: the person and address the order was delivered to (the checkout asks for one
 * address), with the company and VAT number they gave. Gift certificates alone have no address:
 * the buyer is then named by their e-mail, in the country whose VAT the sale carries.
 */
async function buyerParty(
  order: { address: DeliveryAddress | null; email: string; lang: string },
  row: { buyer_company: string | null; buyer_vat_number: string | null },
  vatCountry: string,
): Promise<InvoiceParty> {
  const a = order.address;
  const country = a?.country ?? vatCountry;
  return {
    name: a ? personName(a.firstName, a.lastName, order.lang) : order.email,
    company: row.buyer_company,
    address: a ? [a.street, `${a.postcode} ${a.city}`, await countryName(country, order.lang)] : [await countryName(country, order.lang)],
    country,
    registrationNumber: null,
    vatNumber: row.buyer_vat_number,
  };
}

/** A country by its name in the document's language, as the address forms name it. */
async function countryName(country: string, lang: string) {
  const t = await getFixedT(lang);
  const key = `account.address.countries.${country}`;
  const name = t(key);
  return name && name !== key ? name : country;
}

function sameRows(a: readonly { rate: number; taxable: number; vat: number }[], b: readonly { rate: number; taxable: number; vat: number }[]) {
  return a.length === b.length && a.every((row, i) => row.rate === b[i].rate && row.taxable === b[i].taxable && row.vat === b[i].vat);
}
