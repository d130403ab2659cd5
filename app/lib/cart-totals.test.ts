import { describe, expect, it } from "vitest";
import { cartCount, cartTotals } from "./cart-totals";

const line = (unitPrice: number, qty: number, discount = 0) => ({ unitPrice, qty, discount });

describe("cartCount", () => {
  // Spec §9: "Cart count = items + additionalItems + serviceItems."
  it("adds items, additional items and service items", () => {
    expect(cartCount([line(100, 3), line(200, 1)], [{}], [{ total: 295 }])).toBe(4);
  });
  it("is 0 for an empty cart", () => {
    expect(cartCount([])).toBe(0);
  });
});

describe("cartTotals", () => {
  // Spec §9: "Subtotal = sum of item subTotal + service item totals."
  it("sums line subtotals and service item totals", () => {
    const totals = cartTotals({ items: [line(1299, 2), line(500, 1)], serviceItems: [{ total: 295 }, { total: 400 }] });
    expect(totals.subtotal).toBe(1299 * 2 + 500 + 295 + 400);
  });

  // Spec §9: "Discount = absolute sum of per-item discount times qty."
  it("takes the absolute per-item discount times the quantity", () => {
    expect(cartTotals({ items: [line(900, 3, 100), line(500, 2, -50)] }).discount).toBe(300 + 100);
  });

  // Spec §9: "Grand total = cart total minus gift certificate amounts, plus an optional extra."
  it("subtracts gift certificates and adds the extra", () => {
    const totals = cartTotals({ items: [line(5000, 1)], giftCertificates: [{ amount: 1000 }, { amount: 500 }], extra: 390 });
    expect(totals.grandTotal).toBe(5000 - 1500 + 390);
  });
  it("never goes below zero with a large certificate", () => {
    expect(cartTotals({ items: [line(500, 1)], giftCertificates: [{ amount: 2000 }] }).grandTotal).toBe(0);
  });
  it("works with empty service items and certificates", () => {
    const totals = cartTotals({ items: [line(1000, 2)], serviceItems: [], giftCertificates: [] });
    expect(totals).toMatchObject({ count: 1, subtotal: 2000, discount: 0, grandTotal: 2000 });
  });

  // Spec §9: "free shipping holds when amount is not less than threshold."
  it("ships free at exactly the threshold and says what is missing below it", () => {
    expect(cartTotals({ items: [line(3000, 2)], freeShippingThreshold: 6000 }).freeShipping).toEqual({ free: true, missing: 0 });
    expect(cartTotals({ items: [line(2000, 2)], freeShippingThreshold: 6000 }).freeShipping).toEqual({ free: false, missing: 2000 });
  });

  // Spec §9: "Default reward-point conversion 1; points = floor(conversion times amount)."
  it("earns floor(conversion × amount) points on the paid amount in EUR", () => {
    expect(cartTotals({ items: [line(1299, 1)] }).points).toBe(12);
    expect(cartTotals({ items: [line(1299, 1)], rewardPointConversion: 2 }).points).toBe(25);
  });

  // One value for a point: the amount is the euro value, so 10 € spent earns the same points in
  // every currency (within rounding), and a point spent is worth the same euro value everywhere.
  it("earns the same points for the same basket in EUR, HUF and CZK", () => {
    expect(cartTotals({ items: [line(1000, 1)] }).points).toBe(10);
    // 10 € = 3 925,00 Ft at 392.5; 243,00 Kč at 24.3
    expect(cartTotals({ items: [line(392500, 1)], currencyRate: 392.5 }).points).toBe(10);
    expect(cartTotals({ items: [line(24300, 1)], currencyRate: 24.3 }).points).toBe(10);
    // a converted price one hundredth short of the euro does not earn an extra point
    expect(cartTotals({ items: [line(4599 * 3, 1)], currencyRate: 1 }).points).toBe(137);
    expect(cartTotals({ items: [line(Math.round(4599 * 392.5) * 3, 1)], currencyRate: 392.5 }).points).toBe(137);
  });

  // A gift certificate bought is not merchandise: it is paid like a line, but neither counts
  // towards free shipping nor earns points (DESIGN.md: nothing of value before payment).
  it("a gift certificate bought earns no points and does not count towards free shipping", () => {
    const alone = cartTotals({ items: [], additionalItems: [{ total: 5000 }], freeShippingThreshold: 6000 });
    expect(alone).toMatchObject({ subtotal: 5000, grandTotal: 5000, merchandise: 0, points: 0, freeShipping: { free: false, missing: 6000 } });
    const mixed = cartTotals({ items: [line(2000, 1)], additionalItems: [{ total: 5000 }], freeShippingThreshold: 6000 });
    expect(mixed).toMatchObject({ subtotal: 7000, grandTotal: 7000, merchandise: 2000, points: 20, freeShipping: { free: false, missing: 4000 } });
    // shipping (the extra) earns nothing either
    expect(cartTotals({ items: [line(2000, 1)], extra: 490 }).points).toBe(20);
  });
  it("earns no points on an empty cart", () => {
    expect(cartTotals({ items: [] })).toMatchObject({ count: 0, subtotal: 0, grandTotal: 0, points: 0 });
  });
});
