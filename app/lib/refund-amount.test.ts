import { describe, expect, it } from "vitest";
import { type RefundableOrder, returnAmounts, returnsEverything } from "./refund-amount";

// Issue §2: "The refund amount is computed from what was paid for those lines (discounts and
// codes shared as they were charged) … it never exceeds what was paid". Each case worked by hand.

const eur = (over: Partial<RefundableOrder>): RefundableOrder => ({
  currencyCode: "EUR",
  lines: [],
  shipping: 0,
  codeDiscount: 0,
  pointsValue: 0,
  pointsSpent: 0,
  pointsEarned: 0,
  giftCertificates: 0,
  grandTotal: 0,
  ...over,
});
const none = { lines: {}, shipping: false };

describe("returnAmounts", () => {
  // 2 × 12,99 € + 4,50 € = 30,48 €; code −10 % = −3,05 €; shipping 3,90 €; paid 31,33 €.
  // The code by line: 3,05 × 2598/3048 = 2,5996 → 2,59 and 3,05 × 450/3048 = 0,4503 → 0,45, the
  // cent left to the larger remainder: 2,60 and 0,45. Paid for A: 25,98 − 2,60 = 23,38 (11,69 a
  // unit); for B: 4,50 − 0,45 = 4,05.
  const coded = eur({
    lines: [
      { id: 1, kind: "product", qty: 2, lineTotal: 2598 },
      { id: 2, kind: "product", qty: 1, lineTotal: 450 },
    ],
    codeDiscount: 305,
    shipping: 390,
    grandTotal: 3133,
  });

  it("refunds a line at what was paid for it after the code, shared as it was charged", () => {
    const one = returnAmounts(coded, none, { lines: [{ lineId: 1, qty: 1 }], shipping: false });
    expect(one).toMatchObject({ ok: true, amounts: { money: 1169, certificate: 0, shipping: 0 } });
    const b = returnAmounts(coded, none, { lines: [{ lineId: 2, qty: 1 }], shipping: true });
    expect(b).toMatchObject({ ok: true, amounts: { money: 405 + 390, shipping: 390 } });
  });

  it("every line and shipping, in any number of returns, add up to exactly the grand total", () => {
    const first = returnAmounts(coded, none, { lines: [{ lineId: 1, qty: 1 }], shipping: false });
    const second = returnAmounts(
      coded,
      { lines: { 1: 1 }, shipping: false },
      {
        lines: [
          { lineId: 1, qty: 1 },
          { lineId: 2, qty: 1 },
        ],
        shipping: true,
      },
    );
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(first.amounts.money + second.amounts.money).toBe(3133);
    expect(
      returnsEverything(
        coded,
        { lines: { 1: 1 }, shipping: false },
        {
          lines: [
            { lineId: 1, qty: 1 },
            { lineId: 2, qty: 1 },
          ],
          shipping: true,
        },
      ),
    ).toBe(true);
  });

  it("shipping refunded once; a unit more than is left, another order's line or nothing chosen is refused", () => {
    expect(returnAmounts(coded, { lines: {}, shipping: true }, { lines: [{ lineId: 2, qty: 1 }], shipping: true })).toMatchObject({ amounts: { money: 405 } });
    expect(returnAmounts(coded, { lines: { 1: 2 }, shipping: false }, { lines: [{ lineId: 1, qty: 1 }], shipping: false })).toEqual({
      ok: false,
      problem: "quantity",
    });
    expect(returnAmounts(coded, none, { lines: [{ lineId: 99, qty: 1 }], shipping: false })).toEqual({ ok: false, problem: "unknownLine" });
    expect(returnAmounts(coded, none, { lines: [{ lineId: 1, qty: 0 }], shipping: false })).toEqual({ ok: false, problem: "noLine" });
  });

  // 20,00 € + 10,00 €, a 10,00 € certificate, shipping 3,90 €: paid 23,90 € and the certificate.
  // The certificate by line: 6,666… → 6,67 and 3,33; money 13,33 and 6,67.
  it("a part paid with a gift certificate goes back onto the certificate, not to the card", () => {
    const order = eur({
      lines: [
        { id: 1, kind: "product", qty: 1, lineTotal: 2000 },
        { id: 2, kind: "product", qty: 1, lineTotal: 1000 },
      ],
      giftCertificates: 1000,
      shipping: 390,
      grandTotal: 2390,
    });
    expect(returnAmounts(order, none, { lines: [{ lineId: 1, qty: 1 }], shipping: false })).toMatchObject({
      ok: true,
      amounts: { money: 1333, certificate: 667 },
    });
    const all = returnAmounts(order, none, {
      lines: [
        { lineId: 1, qty: 1 },
        { lineId: 2, qty: 1 },
      ],
      shipping: true,
    });
    expect(all).toMatchObject({ ok: true, amounts: { money: 2390, certificate: 1000 } });
  });

  // Forints, whole forints only (card-payment.ts): 3 × 4 990 Ft + 1 990 Ft = 16 960 Ft, a 1 000 Ft
  // code, 1 490 Ft shipping: 17 450 Ft. The code by line in forints: 882,67 → 883 and 117.
  // Line A: 14 970 − 883 = 14 087 Ft; a third is 4 695,67 → 4 696, then 9 391 − 4 696 = 4 695,
  // then 14 087 − 9 391 = 4 696.
  it("a forint order refunds whole forints that add up to the line", () => {
    const huf = eur({
      currencyCode: "HUF",
      lines: [
        { id: 1, kind: "product", qty: 3, lineTotal: 1497000 },
        { id: 2, kind: "product", qty: 1, lineTotal: 199000 },
      ],
      codeDiscount: 100000,
      shipping: 149000,
      grandTotal: 1745000,
    });
    const unit = (done: number) => returnAmounts(huf, { lines: { 1: done }, shipping: false }, { lines: [{ lineId: 1, qty: 1 }], shipping: false });
    expect([0, 1, 2].map((d) => { const r = unit(d); return r.ok ? r.amounts.money : null; })).toEqual([469600, 469500, 469600]); // prettier-ignore
    expect(returnAmounts(huf, none, { lines: [{ lineId: 2, qty: 1 }], shipping: true })).toMatchObject({ amounts: { money: 187300 + 149000 } });
  });

  // 40,00 € with 5,00 € of points (50 points) on a 30,00 € and a 10,00 € line; earned 35 points.
  // Points by line: 3,75 and 1,25 €; the 10,00 € line gives back 50 × 125/500 = 12,5 → 13 points
  // and revokes 35 × 875/3500 = 8,75 → 9 of the points earned.
  it("gives back the points spent on the returned goods and revokes what they earned", () => {
    const order = eur({
      lines: [
        { id: 1, kind: "product", qty: 1, lineTotal: 3000 },
        { id: 2, kind: "product", qty: 1, lineTotal: 1000 },
      ],
      pointsValue: 500,
      pointsSpent: 50,
      pointsEarned: 35,
      grandTotal: 3500,
    });
    expect(returnAmounts(order, none, { lines: [{ lineId: 2, qty: 1 }], shipping: false })).toMatchObject({
      amounts: { money: 875, pointsBack: 13, pointsRevoked: 9 },
    });
    const rest = returnAmounts(order, { lines: { 2: 1 }, shipping: false }, { lines: [{ lineId: 1, qty: 1 }], shipping: false });
    expect(rest).toMatchObject({ amounts: { money: 2625, pointsBack: 37, pointsRevoked: 26 } });
  });
});
