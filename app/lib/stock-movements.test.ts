import { describe, expect, it } from "vitest";
import { countChange, figureChanges, isLowStock, lowStockLevel, movementActor, parseLevel, parseStockEntries } from "./stock-movements";

describe('stock as movements (README "Stock")', () => {
  it("a count records the difference from the figure as it is now: a sale made meanwhile is in it, not lost", () => {
    // 10 on the shelf when counted, a sale of 2 before the count is saved: the figure is 8, the count says 10
    expect(countChange(8, 10)).toBe(2);
    expect(countChange(8, 8)).toBe(0);
    expect(countChange(8, 0)).toBe(-8);
  });

  it("a delivery is 1 or more whole pieces, a count 0 or more; below zero, fractions and words are refused at their field", () => {
    const warehouses = ["LJ", "MB"];
    expect(parseStockEntries({ delivery_LJ: "12", count_MB: "0" }, warehouses)).toEqual({
      ok: true,
      entries: [
        { warehouse: "LJ", kind: "delivery", qty: 12 },
        { warehouse: "MB", kind: "count", qty: 0 },
      ],
    });
    for (const bad of ["-1", "1.5", "2,0", "ten", "1e3", "2000000"]) {
      const refused = parseStockEntries({ count_LJ: bad }, warehouses);
      expect(refused.ok, bad).toBe(false);
      expect(!refused.ok && refused.errors.count_LJ, bad).toMatch(/0 or more/);
    }
    const zero = parseStockEntries({ delivery_MB: "0" }, warehouses);
    expect(!zero.ok && zero.errors.delivery_MB).toMatch(/1 or more/);
    const both = parseStockEntries({ delivery_LJ: "1", count_LJ: "4" }, warehouses);
    expect(!both.ok && both.errors.count_LJ).toMatch(/not both/);
    const nothing = parseStockEntries({ delivery_LJ: " ", count_MB: "" }, warehouses);
    expect(!nothing.ok && nothing.errors.delivery_LJ).toMatch(/at least one warehouse/);
  });

  it("a product's own level, else the shop's default; with neither it is never low; low is fewer pieces than the level", () => {
    expect(lowStockLevel(3, 10)).toBe(3);
    expect(lowStockLevel(null, 10)).toBe(10);
    expect(lowStockLevel(null, null)).toBeNull();
    expect(isLowStock(0, null)).toBe(false);
    expect(isLowStock(4, 5)).toBe(true);
    expect(isLowStock(5, 5)).toBe(false);
    expect(isLowStock(0, 0)).toBe(false);
  });

  it("a level is empty (none) or a whole number 0 or more", () => {
    expect(parseLevel("")).toEqual({ ok: true, level: null });
    expect(parseLevel(" 7 ")).toEqual({ ok: true, level: 7 });
    expect(parseLevel("-2").ok).toBe(false);
    expect(parseLevel("a few").ok).toBe(false);
  });

  it("an import's figures become movements only where they differ from the shop's (a missing figure is 0)", () => {
    const before = [
      { product_id: 1, warehouse_code: "LJ", qty: 5 },
      { product_id: 1, warehouse_code: "MB", qty: 2 },
    ];
    const after = [
      { product_id: 1, warehouse_code: "LJ", qty: 5 },
      { product_id: 1, warehouse_code: "MB", qty: 0 },
      { product_id: 2, warehouse_code: "LJ", qty: 4 },
    ];
    expect(figureChanges(before, after)).toEqual([
      { productId: 1, warehouse: "MB", change: -2, qtyAfter: 0 },
      { productId: 2, warehouse: "LJ", change: 4, qtyAfter: 4 },
    ]);
  });

  it("names a staff member by e-mail, as the audit log does; others as the order's events do", () => {
    expect(movementActor("staff:ana@shop.test")).toBe("ana@shop.test");
    expect(movementActor("shopper")).toBe("shopper");
    expect(movementActor("desk:jan")).toBe("desk:jan");
  });
});
