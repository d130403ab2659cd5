import { describe, expect, it } from "vitest";
import { certificatesKept, giveBackStock, type RepriceInput, readChangeForm, repriceOrder } from "./order-changes";

// An unpaid order's lines changed in the back office: the amounts counted again by the cart's
// rules, checked against sums done by hand (minor units: 1000 is 10,00 €).

const order = (over: Partial<RepriceInput> = {}): RepriceInput => ({
  lines: [
    { kind: "product", unitPrice: 1000, regularPrice: 1200, qty: 2 },
    { kind: "product", unitPrice: 500, regularPrice: 500, qty: 1 },
  ],
  code: null,
  step: 1,
  pointsValue: 0,
  pointsSpent: 0,
  giftCertificates: 0,
  shipping: 390,
  earnsPoints: false,
  rewardPointConversion: 1,
  currencyRate: 1,
  ...over,
});
const oneLess = (input: RepriceInput): RepriceInput => ({ ...input, lines: input.lines.map((l, i) => (i === 0 ? { ...l, qty: 1 } : l)) });

describe("repriceOrder", () => {
  it("counts the lines at the prices they were ordered at, with the shipping as charged", () => {
    // 2 × 10,00 + 5,00 = 25,00; product discount 2 × 2,00; + 3,90 shipping
    expect(repriceOrder(order())).toMatchObject({ subtotal: 2500, discount: 400, codeDiscount: 0, grandTotal: 2890 });
    // one unit less: 10,00 + 5,00 = 15,00 + 3,90
    expect(repriceOrder(oneLess(order()))).toMatchObject({ subtotal: 1500, discount: 200, grandTotal: 1890 });
  });

  it("takes a percentage code off the new product lines", () => {
    const code = { kind: "percent" as const, value: 10, minOrder: 0 };
    // 10 % of 25,00 = 2,50 → 22,50 + 3,90; after: 10 % of 15,00 = 1,50 → 13,50 + 3,90
    expect(repriceOrder(order({ code }))).toMatchObject({ codeDiscount: 250, grandTotal: 2640 });
    expect(repriceOrder(oneLess(order({ code })))).toMatchObject({ codeDiscount: 150, grandTotal: 1740 });
  });

  it("drops a code whose minimum the order no longer reaches", () => {
    const code = { kind: "fixed" as const, value: 500, minOrder: 2000 };
    expect(repriceOrder(order({ code })).codeDiscount).toBe(500);
    // 15,00 is below the 20,00 minimum: no code, 15,00 + 3,90
    expect(repriceOrder(oneLess(order({ code })))).toMatchObject({ codeDiscount: 0, grandTotal: 1890 });
  });

  it("keeps the points and the certificates up to what the goods now cost", () => {
    // 30 points worth 3,00 and 20,00 of certificates on 25,00: 25,00 − 3,00 − 20,00 = 2,00 + 3,90
    const before = order({ pointsValue: 300, pointsSpent: 30, giftCertificates: 2000 });
    expect(repriceOrder(before)).toMatchObject({ pointsValue: 300, pointsSpent: 30, giftCertificates: 2000, grandTotal: 590 });
    // only the 5,00 line left: the points still fit (5,00 − 3,00), the certificates pay the 2,00 left
    const small = { ...before, lines: before.lines.map((l, i) => (i === 0 ? { ...l, qty: 0 } : l)).filter((l) => l.qty > 0) };
    expect(repriceOrder(small)).toMatchObject({ subtotal: 500, pointsValue: 300, pointsSpent: 30, giftCertificates: 200, grandTotal: 390 });
    // points worth more than the goods: only as many points as fit are spent (2,00 of 3,00: 20 of 30)
    const tiny = { ...before, lines: [{ kind: "product" as const, unitPrice: 200, regularPrice: 200, qty: 1 }], giftCertificates: 0 };
    expect(repriceOrder(tiny)).toMatchObject({ pointsValue: 200, pointsSpent: 20, grandTotal: 390 });
  });

  it("rounds a percentage code to whole forints", () => {
    // 3 × 1 330 Ft = 3 990 Ft; 15 % = 598,50 Ft → 599 Ft (steps of 100 minor units)
    const huf = order({
      lines: [{ kind: "product", unitPrice: 133000, regularPrice: 133000, qty: 3 }],
      code: { kind: "percent", value: 15, minOrder: 0 },
      step: 100,
    });
    expect(repriceOrder({ ...huf, shipping: 0 })).toMatchObject({ subtotal: 399000, codeDiscount: 59900, grandTotal: 339100 });
  });

  it("earns points on the merchandise paid, in euros, for a customer only", () => {
    // (15,00 − 1,50 code) = 13,50 € → 13 points at 1 point per euro
    const code = { kind: "percent" as const, value: 10, minOrder: 0 };
    expect(repriceOrder(oneLess(order({ code, earnsPoints: true }))).pointsEarned).toBe(13);
    expect(repriceOrder(oneLess(order({ code }))).pointsEarned).toBe(0);
  });
});

describe("giveBackStock", () => {
  it("gives pieces back to the warehouses they came from, the last taken first", () => {
    const held = [
      { productId: 1, warehouse: "A", qty: 2 },
      { productId: 1, warehouse: "B", qty: 1 },
      { productId: 2, warehouse: "A", qty: 1 },
    ];
    expect(giveBackStock(held, 1, 2)).toEqual({
      back: [
        { warehouse: "B", qty: 1 },
        { warehouse: "A", qty: 1 },
      ],
      held: [
        { productId: 1, warehouse: "A", qty: 1 },
        { productId: 2, warehouse: "A", qty: 1 },
      ],
    });
    // the order's record is not changed in place
    expect(held[1].qty).toBe(1);
  });
});

describe("certificatesKept", () => {
  it("gives back to each certificate its part of what no longer fits, in its own currency", () => {
    // 20,00 of the order's 30,00 stays: two thirds of each certificate
    expect(
      certificatesKept(
        [
          { id: 1, amount: 1500 },
          { id: 2, amount: 1500 },
        ],
        3000,
        2000,
      ),
    ).toEqual([
      { id: 1, amount: 1000, back: 500 },
      { id: 2, amount: 1000, back: 500 },
    ]);
    expect(certificatesKept([{ id: 1, amount: 1500 }], 1500, 1500)).toEqual([{ id: 1, amount: 1500, back: 0 }]);
  });
});

describe("readChangeForm: lines", () => {
  it("reads the quantities and a product to add", () => {
    expect(readChangeForm({ intent: "lines", "qty-5": "2", "qty-6": "0", sku: " ABC-1 ", addQty: "3" })).toEqual({
      ok: true,
      change: {
        kind: "lines",
        lines: [
          { lineId: 5, qty: 2 },
          { lineId: 6, qty: 0 },
        ],
        add: { sku: "ABC-1", qty: 3 },
      },
    });
    expect(readChangeForm({ intent: "lines", "qty-5": "1", sku: "", addQty: "1" })).toEqual({
      ok: true,
      change: { kind: "lines", lines: [{ lineId: 5, qty: 1 }], add: null },
    });
  });

  it("names each field it refuses", () => {
    const refused = readChangeForm({ intent: "lines", "qty-5": "-1", "qty-6": "2.5", "qty-7": "1000", sku: "X", addQty: "0" });
    expect(refused).toEqual({
      ok: false,
      errors: {
        "qty-5": "Give a whole number from 0 to 999.",
        "qty-6": "Give a whole number from 0 to 999.",
        "qty-7": "Give a whole number from 0 to 999.",
        addQty: "Give a whole number from 1 to 999.",
      },
    });
  });
});
