import { describe, expect, it } from "vitest";
import { chargeLines, providerCurrency, shareOut, UnchargeableOrder } from "./card-payment";

const sum = (lines: { quantity: number; unitAmount: number }[]) => lines.reduce((s, l) => s + l.quantity * l.unitAmount, 0);

describe("chargeLines", () => {
  it("lists the lines and shipping as they are when nothing comes off", () => {
    const lines = chargeLines(
      {
        currencyCode: "EUR",
        lines: [
          { name: "Cream", qty: 2, lineTotal: 2598 },
          { name: "Soap", qty: 1, lineTotal: 450 },
        ],
        shipping: 390,
        grandTotal: 3438,
      },
      "Shipping",
    );
    expect(lines).toEqual([
      { name: "Cream", quantity: 2, unitAmount: 1299 },
      { name: "Soap", quantity: 1, unitAmount: 450 },
      { name: "Shipping", quantity: 1, unitAmount: 390 },
    ]);
  });

  it("shares a code, points or certificates out over the lines so that they sum to the total", () => {
    const order = {
      currencyCode: "EUR",
      lines: [
        { name: "Cream", qty: 3, lineTotal: 3897 },
        { name: "Soap", qty: 1, lineTotal: 450 },
      ],
      shipping: 390,
      grandTotal: 4000,
    };
    const lines = chargeLines(order, "Shipping");
    expect(sum(lines)).toBe(4000);
    expect(lines.every((l) => Number.isInteger(l.unitAmount) && l.unitAmount > 0)).toBe(true);
    expect(lines.map((l) => l.name)).toEqual([expect.stringMatching(/Cream$/), "Soap", "Shipping"]);
    // a share that leaves the amount indivisible by the quantity: one line of the whole amount
    const odd = chargeLines({ ...order, grandTotal: 3999 }, "Shipping");
    expect(odd[0]).toMatchObject({ name: "3 × Cream", quantity: 1 });
    expect(sum(odd)).toBe(3999);
  });

  it("keeps forint lines whole when every amount is whole", () => {
    const order = {
      currencyCode: "HUF",
      lines: [
        { name: "Krém", qty: 1, lineTotal: 499000 },
        { name: "Szappan", qty: 2, lineTotal: 359800 },
      ],
      shipping: 159000,
      grandTotal: 900000,
    };
    const lines = chargeLines(order, "Szállítás");
    expect(sum(lines)).toBe(900000);
    for (const l of lines) expect((l.unitAmount * l.quantity) % 100).toBe(0);
  });

  it("refuses what cannot be charged", () => {
    expect(() => chargeLines({ currencyCode: "HUF", lines: [{ name: "Krém", qty: 1, lineTotal: 499050 }], shipping: 0, grandTotal: 499050 }, "x")).toThrow(
      UnchargeableOrder,
    );
    expect(() => chargeLines({ currencyCode: "EUR", lines: [{ name: "A", qty: 1, lineTotal: 100 }], shipping: 0, grandTotal: 0 }, "x")).toThrow(
      UnchargeableOrder,
    );
    expect(() => chargeLines({ currencyCode: "EUR", lines: [{ name: "A", qty: 1, lineTotal: 100 }], shipping: 0, grandTotal: 200 }, "x")).toThrow(
      UnchargeableOrder,
    );
    expect(() => providerCurrency("USD")).toThrow(UnchargeableOrder);
  });

  it("drops a line that the reductions cover whole", () => {
    const lines = chargeLines(
      {
        currencyCode: "EUR",
        lines: [
          { name: "A", qty: 1, lineTotal: 1 },
          { name: "B", qty: 1, lineTotal: 9999 },
        ],
        shipping: 0,
        grandTotal: 9990,
      },
      "x",
    );
    expect(sum(lines)).toBe(9990);
  });
});

describe("shareOut", () => {
  it("adds up to the total and never gives a part more than its weight", () => {
    for (const [total, weights] of [
      [2, [1, 1, 1]],
      [100, [33, 33, 34]],
      [5, [5, 0, 0]],
      [10, [3, 3, 4]],
    ] as [number, number[]][]) {
      const shares = shareOut(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]));
    }
  });
});
