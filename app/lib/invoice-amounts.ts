import type { InvoiceDocument, InvoiceLine } from "./invoice";
import { type MinorUnits, minorUnits } from "./money";
import { shareOut, type VatBreakdown, vatOf, type VatSummary } from "./vat";

// The amounts an invoice and a credit note print (README "Taxes and invoices"): each line's
// taxable amount and VAT, shipping's per rate, and the rows per rate. The order's VAT summary is
// the truth (what the shopper was shown and the order keeps); a line's own rounding may not add up
// to its row, so the difference goes onto the largest amount of that rate — lines and shipping then
// sum exactly to each row, as the tax office adds them up.

/** A line of the order as the invoice reads it: shop_order_line in its order. */
export interface InvoicedLineInput {
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
  lineTotal: number;
  /** basis points; null: a gift certificate bought, outside VAT */
  rate: number | null;
}

type Amounts = { net: MinorUnits; vat: MinorUnits; gross: MinorUnits };

/**
 * An invoice's lines, shipping and rows from the order's lines and its breakdown (vatBreakdown
 * with the same inputs the order's summary was made from), fitted to the stored `rows`.
 */
export function invoiceAmounts(lines: readonly InvoicedLineInput[], breakdown: VatBreakdown, rows: VatSummary["rows"], step = 1) {
  const reverse = breakdown.reverseCharge;
  // reverse charge: the buyer pays the amount net of the VAT it held, and no VAT
  const split = (gross: number, rate: number): Amounts => {
    const vat = vatOf(gross, rate, step);
    return reverse ? amounts(gross - vat, 0) : amounts(gross - vat, vat);
  };
  const invoiced: InvoiceLine[] = lines.map((line, i) => {
    const gross = breakdown.itemGross[i] ?? line.lineTotal;
    const unitNet = line.rate === null ? line.unitPrice : line.unitPrice - vatOf(line.unitPrice, line.rate, step);
    const parts = line.rate === null ? amounts(gross, 0) : split(gross, line.rate);
    return { sku: line.sku, name: line.name, qty: line.qty, unitNet: minorUnits(unitNet), rate: line.rate, ...parts };
  });
  const shipping = breakdown.shipping.map((s) => ({ rate: s.rate, ...split(s.gross, s.rate) }));
  fitToRows([...invoiced.filter((l): l is InvoiceLine & { rate: number } => l.rate !== null), ...shipping], rows);
  return { lines: invoiced, shipping, rows: rows.map(({ rate, taxable, vat }) => ({ rate, taxable, vat })), ...totals(rows, breakdown.outside) };
}

/**
 * Puts each rate's rounding difference onto its largest amount (lines and shipping of that rate),
 * so they sum to the row exactly. Changes the items in place.
 */
export function fitToRows(items: { rate: number; net: MinorUnits; vat: MinorUnits; gross: MinorUnits }[], rows: VatSummary["rows"]) {
  for (const row of rows) {
    const ofRate = items.filter((item) => item.rate === row.rate);
    if (ofRate.length === 0) continue;
    const largest = ofRate.reduce((a, b) => (Math.abs(b.gross) > Math.abs(a.gross) ? b : a));
    const net = row.taxable - ofRate.reduce((sum, item) => sum + item.net, 0);
    const vat = row.vat - ofRate.reduce((sum, item) => sum + item.vat, 0);
    Object.assign(largest, amounts(largest.net + net, largest.vat + vat));
  }
}

function amounts(net: number, vat: number): Amounts {
  return { net: minorUnits(net), vat: minorUnits(vat), gross: minorUnits(net + vat) };
}

function totals(rows: readonly { taxable: number; vat: number }[], outside: number) {
  const taxable = rows.reduce((sum, r) => sum + r.taxable, 0);
  const vat = rows.reduce((sum, r) => sum + r.vat, 0);
  return { taxable: minorUnits(taxable), vat: minorUnits(vat), outside: minorUnits(outside), gross: minorUnits(taxable + vat + outside) };
}

/** What a return takes back: units of the invoice's lines (by their place in it), shipping or not. */
export interface CreditChoice {
  /** `index`: the line's place in the invoice; `before`: units of it returned earlier */
  lines: readonly { index: number; qty: number; before: number }[];
  shipping: boolean;
  /** the value given back (money and certificate credit) when it is lower than the return's; null: not lowered */
  givenBack: number | null;
}

/**
 * A credit note's lines, shipping and rows. The returned units of each line are taken back at
 * the line's invoiced gross and VAT pro rata by quantity, cumulatively (round(amount × units
 * returned so far / qty), less what earlier returns took), so the credit notes of every unit add up to the
 * invoice exactly; shipping with every row it was invoiced at. A lowered refund: the value given
 * back, shared over the rates (and what is outside VAT) in proportion to what the whole return
 * would have taken back, its VAT per rate worked out again (vatOf), and each rate's share and VAT
 * shared over its lines in proportion too.
 */
export function creditNoteAmounts(invoice: Pick<InvoiceDocument, "lines" | "shipping" | "reverseCharge">, choice: CreditChoice, step = 1) {
  const cumulative = (amount: number, units: number, qty: number) => Math.round((amount * units) / qty / step) * step;
  const part = (amount: number, before: number, now: number, qty: number) => cumulative(amount, before + now, qty) - cumulative(amount, before, qty);
  const lines: InvoiceLine[] = choice.lines.flatMap(({ index, qty, before }) => {
    const line = invoice.lines[index];
    if (!line || qty <= 0) return [];
    // the gross and its VAT pro rata (the net is what is left): the gross is then exactly what the
    // return refunds for the units, as the refund's own shares count it
    const gross = part(line.gross, before, qty, line.qty);
    const vat = part(line.vat, before, qty, line.qty);
    return [{ ...line, qty, ...amounts(gross - vat, vat) }];
  });
  const shipping = choice.shipping ? invoice.shipping.map((s) => ({ ...s })) : [];
  if (choice.givenBack !== null) lower([...lines, ...shipping], choice.givenBack, invoice.reverseCharge, step);
  const byRate = new Map<number, { taxable: number; vat: number }>();
  for (const item of [...lines, ...shipping]) {
    if (item.rate === null) continue;
    const row = byRate.get(item.rate) ?? { taxable: 0, vat: 0 };
    byRate.set(item.rate, { taxable: row.taxable + item.net, vat: row.vat + item.vat });
  }
  const rows = [...byRate.entries()]
    .filter(([, row]) => row.taxable !== 0 || row.vat !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, row]) => ({ rate, taxable: minorUnits(row.taxable), vat: minorUnits(row.vat) }));
  const outside = lines.reduce((sum, l) => sum + (l.rate === null ? l.gross : 0), 0);
  return { lines, shipping, rows, ...totals(rows, outside) };
}

/** A lowered refund's value shared over the rates and, within each, over its items (in place). */
function lower(items: { rate: number | null; net: MinorUnits; vat: MinorUnits; gross: MinorUnits }[], givenBack: number, reverse: boolean, step: number) {
  const groups = [...new Set(items.map((item) => item.rate))];
  const full = groups.map((rate) => items.filter((item) => item.rate === rate).reduce((sum, item) => sum + item.gross, 0));
  shareOut(givenBack, full, step).forEach((gross, g) => {
    const rate = groups[g];
    const ofGroup = items.filter((item) => item.rate === rate);
    const weights = ofGroup.map((item) => item.gross);
    // reverse charge: the gross is already net, and carries no VAT
    const vat = rate === null || reverse ? 0 : vatOf(gross, rate, step);
    const grosses = shareOut(gross, weights, step);
    const vats = shareOut(vat, weights, step);
    ofGroup.forEach((item, i) => Object.assign(item, amounts(grosses[i] - vats[i], vats[i])));
  });
}
