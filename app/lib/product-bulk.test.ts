import { describe, expect, it } from "vitest";
import { byPercent, lowestAfter, pricesAfter, pricesProblem, readBulkAction } from "./product-bulk";

describe("byPercent", () => {
  it("changes a price in cents by a percentage, to the cent", () => {
    expect(byPercent(1000, 1000)).toBe(1100);
    expect(byPercent(2150, 1000)).toBe(2365);
    expect(byPercent(1999, -1000)).toBe(1799); // 199.9 off → 200
    expect(byPercent(1290, 1250)).toBe(1451); // +161.25 → 161
  });
  it("rounds half a cent away from zero, up and down alike", () => {
    expect(byPercent(5, 1000)).toBe(6); // +0.5
    expect(byPercent(5, -1000)).toBe(4); // -0.5
    expect(byPercent(15, 1000)).toBe(17); // +1.5
    expect(byPercent(15, -1000)).toBe(13);
  });
  it("takes a price to 0 at -100 %", () => {
    expect(byPercent(1290, -10_000)).toBe(0);
  });
});

describe("readBulkAction", () => {
  it("reads percentages and amounts with a sign", () => {
    expect(readBulkAction({ action: "price-percent", value: "10" })).toEqual({
      ok: true,
      action: { kind: "price-percent", basisPoints: 1000, from: null, to: null },
    });
    expect(readBulkAction({ action: "price-percent", value: "-12,5" })).toMatchObject({ ok: true, action: { basisPoints: -1250 } });
    expect(readBulkAction({ action: "price-amount", value: "-2.50" })).toMatchObject({ ok: true, action: { cents: -250 } });
    expect(readBulkAction({ action: "special-amount", value: "3", special_from: "2026-12-01", special_to: "2026-12-24" })).toEqual({
      ok: true,
      action: { kind: "special-amount", cents: 300, from: "2026-12-01", to: "2026-12-24" },
    });
  });
  it("refuses what is not a number, no change, an unknown action, an end before the start", () => {
    expect(readBulkAction({ action: "price-percent", value: "ten" })).toMatchObject({ ok: false, errors: { value: expect.any(String) } });
    expect(readBulkAction({ action: "price-amount", value: "0" })).toMatchObject({ ok: false, errors: { value: expect.any(String) } });
    expect(readBulkAction({ action: "special-percent", value: "100" })).toMatchObject({ ok: false, errors: { value: expect.any(String) } });
    expect(readBulkAction({ action: "special-amount", value: "-1" })).toMatchObject({ ok: false, errors: { value: expect.any(String) } });
    expect(readBulkAction({ action: "drop-table" })).toMatchObject({ ok: false, errors: { action: expect.any(String) } });
    expect(readBulkAction({ action: "category-add", category: "x" })).toMatchObject({ ok: false, errors: { category: expect.any(String) } });
    expect(readBulkAction({ action: "special-percent", value: "10", special_from: "2026-12-24", special_to: "2026-12-01" })).toMatchObject({
      ok: false,
      errors: { special_to: expect.any(String) },
    });
    expect(readBulkAction({ action: "special-percent", value: "10", special_from: "2026-02-30" })).toMatchObject({
      ok: false,
      errors: { special_from: expect.any(String) },
    });
  });
});

describe("pricesAfter and pricesProblem", () => {
  const now = { price: 2000, special: 1500, from: "2026-01-01", to: null };
  it("changes the price and keeps the special price", () => {
    expect(pricesAfter({ kind: "price-percent", basisPoints: 1000, from: null, to: null }, now)).toEqual({ ...now, price: 2200 });
    expect(pricesAfter({ kind: "price-amount", cents: -500, from: null, to: null }, now)).toEqual({ ...now, price: 1500 });
  });
  it("starts a special price off the price, with its dates, and ends it", () => {
    expect(pricesAfter({ kind: "special-percent", basisPoints: 2500, from: "2026-12-01", to: null }, now)).toEqual({
      price: 2000,
      special: 1500,
      from: "2026-12-01",
      to: null,
    });
    expect(pricesAfter({ kind: "special-amount", cents: 199, from: null, to: null }, now)).toMatchObject({ special: 1801, from: null });
    expect(pricesAfter({ kind: "special-end" }, now)).toEqual({ price: 2000, special: null, from: null, to: null });
  });
  it("refuses a price of 0 or less and a special price not below the price", () => {
    expect(pricesProblem({ ...now, price: 0 })).toContain("€0.00");
    expect(pricesProblem({ ...now, price: -50 })).toContain("€-0.50");
    expect(pricesProblem({ ...now, price: 1500 })).toContain("not be below");
    expect(pricesProblem(pricesAfter({ kind: "special-amount", cents: 2000, from: null, to: null }, now))).toContain("special price would be");
    expect(pricesProblem(now)).toBeNull();
  });
  it("keeps the lowest price of 30 days as the import does", () => {
    const before = { price: 2000, special: null, from: null, to: null };
    expect(lowestAfter(1800, before, { ...before, price: 2200 })).toBe(1800);
    expect(lowestAfter(1800, before, { ...before, price: 1700 })).toBe(1700);
    expect(lowestAfter(2000, before, { ...before, special: 1500 })).toBe(1500);
  });
});
