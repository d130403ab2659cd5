import { describe, expect, it } from "vitest";
import { creditNoteAmounts, invoiceAmounts } from "./invoice-amounts";
import type { InvoiceLine } from "./invoice";
import type { MinorUnits } from "./money";
import { vatBreakdown } from "./vat";

const line = (unitPrice: number, qty: number, rate: number | null) => ({ sku: "S", name: "N", qty, unitPrice, lineTotal: unitPrice * qty, rate });
const m = (n: number) => n as MinorUnits;
const invoiced = (qty: number, rate: number | null, net: number, vat: number): InvoiceLine => ({
  sku: "S",
  name: "N",
  qty,
  unitNet: m(0),
  rate,
  net: m(net),
  vat: m(vat),
  gross: m(net + vat),
});

describe("invoiceAmounts", () => {
  it("puts a rate's rounding difference onto its largest amount, so the lines add up to the row", () => {
    // three lines of 1,04 € at 22 %: each holds 1,04 × 22/122 = 0,1875 → 0,19 (0,57 together), but
    // the row of 3,12 € holds 0,5626 → 0,56: the first of the equal lines gives a cent of VAT to its net
    const lines = [line(104, 1, 2200), line(104, 1, 2200), line(104, 1, 2200)];
    const breakdown = vatBreakdown({ items: lines.map((l) => ({ gross: l.lineTotal, rate: l.rate })), standardRate: 2200 });
    const result = invoiceAmounts(lines, breakdown, breakdown.rows);
    expect(result.rows).toEqual([{ rate: 2200, taxable: 256, vat: 56 }]);
    expect(result.lines.map(({ net, vat, gross }) => ({ net, vat, gross }))).toEqual([
      { net: 86, vat: 18, gross: 104 },
      { net: 85, vat: 19, gross: 104 },
      { net: 85, vat: 19, gross: 104 },
    ]);
    expect(result).toMatchObject({ taxable: 256, vat: 56, outside: 0, gross: 312 });
  });

  it("reverse charge: the amounts net of the VAT they held, and no VAT", () => {
    // 12,20 € at 22 % holds 2,20 €: the business buyer pays 10,00 € and accounts for the VAT
    const lines = [line(1220, 1, 2200)];
    const breakdown = vatBreakdown({ items: [{ gross: 1220, rate: 2200 }], standardRate: 2200, reverseCharge: true });
    const result = invoiceAmounts(lines, breakdown, breakdown.rows);
    expect(result.lines).toMatchObject([{ unitNet: 1000, net: 1000, vat: 0, gross: 1000 }]);
    expect(result).toMatchObject({ rows: [{ rate: 2200, taxable: 1000, vat: 0 }], gross: 1000 });
  });
});

describe("creditNoteAmounts", () => {
  // the Slovenian invoice of invoices.test.ts: 2 × 12,90 € at 22 %, 8,50 € at 9,5 %, shipping 2,93 / 0,97
  const invoice = {
    lines: [invoiced(2, 2200, 2115, 465), invoiced(1, 950, 776, 74), invoiced(1, null, 5000, 0)],
    shipping: [
      { rate: 2200, net: m(240), vat: m(53), gross: m(293) },
      { rate: 950, net: m(89), vat: m(8), gross: m(97) },
    ],
    reverseCharge: false,
  };

  it("takes back returned units pro rata (gross and VAT), cumulatively: two returns of one unit add up to the line", () => {
    // one of two: 25,80 / 2 = 12,90 €, VAT 4,65 / 2 = 2,325 → 2,33 (net 10,57); the second unit the rest: 2,32 (net 10,58)
    const first = creditNoteAmounts(invoice, { lines: [{ index: 0, qty: 1, before: 0 }], shipping: false, givenBack: null });
    const second = creditNoteAmounts(invoice, { lines: [{ index: 0, qty: 1, before: 1 }], shipping: false, givenBack: null });
    expect(first.rows).toEqual([{ rate: 2200, taxable: 1057, vat: 233 }]);
    expect(second.rows).toEqual([{ rate: 2200, taxable: 1058, vat: 232 }]);
    expect(first.gross + second.gross).toBe(2580);
  });

  it("a certificate bought and returned is outside VAT; shipping comes back at each of its rates", () => {
    const result = creditNoteAmounts(invoice, { lines: [{ index: 2, qty: 1, before: 0 }], shipping: true, givenBack: null });
    expect(result.rows).toEqual([
      { rate: 2200, taxable: 240, vat: 53 },
      { rate: 950, taxable: 89, vat: 8 },
    ]);
    expect(result).toMatchObject({ outside: 5000, gross: 5390 });
  });

  it("a lowered refund is shared over the rates as the whole return would have been, its VAT worked out again", () => {
    // 15,00 € instead of 12,90 + 8,50 = 21,40 €: 1500 × 1290/2140 = 904,2 → 9,04 € at 22 % (holds 1,6302 → 1,63)
    // and 5,96 € at 9,5 % (holds 0,5171 → 0,52)
    const result = creditNoteAmounts(invoice, {
      lines: [
        { index: 0, qty: 1, before: 0 },
        { index: 1, qty: 1, before: 0 },
      ],
      shipping: false,
      givenBack: 1500,
    });
    expect(result.rows).toEqual([
      { rate: 2200, taxable: 741, vat: 163 },
      { rate: 950, taxable: 544, vat: 52 },
    ]);
    expect(result.lines.map((l) => l.gross)).toEqual([904, 596]);
    expect(result.gross).toBe(1500);
  });
});
