import { describe, expect, it } from "vitest";
import { nextSpecialPriceChange, specialPriceActive } from "./special-price";

describe("special price dates (product.discount_from / discount_to)", () => {
  const at = (iso: string) => Date.parse(iso);

  it("holds always without dates", () => {
    expect(specialPriceActive(null, null, at("2026-01-01T00:00:00Z"))).toBe(true);
  });

  it("a date without a time is the whole UTC day, both ends included", () => {
    expect(specialPriceActive("2026-12-01", "2026-12-24", at("2026-11-30T23:59:59.999Z"))).toBe(false);
    expect(specialPriceActive("2026-12-01", "2026-12-24", at("2026-12-01T00:00:00Z"))).toBe(true);
    expect(specialPriceActive("2026-12-01", "2026-12-24", at("2026-12-24T23:59:59.999Z"))).toBe(true);
    expect(specialPriceActive("2026-12-01", "2026-12-24", at("2026-12-25T00:00:00Z"))).toBe(false);
  });

  it("an instant is exact, and either end may be open", () => {
    expect(specialPriceActive("2026-12-01T10:00:00.000Z", null, at("2026-12-01T09:59:59Z"))).toBe(false);
    expect(specialPriceActive(null, "2026-12-01T10:00:00.000Z", at("2026-12-01T10:00:00Z"))).toBe(true);
    expect(specialPriceActive(null, "2026-12-01T10:00:00.000Z", at("2026-12-01T10:00:00.001Z"))).toBe(false);
  });

  it("knows when the price changes next", () => {
    const now = at("2026-11-01T00:00:00Z");
    expect(nextSpecialPriceChange("2026-12-01", "2026-12-24", now)).toBe(at("2026-12-01T00:00:00Z"));
    expect(nextSpecialPriceChange("2026-10-01", "2026-12-24", now)).toBe(at("2026-12-25T00:00:00Z"));
    expect(nextSpecialPriceChange("2026-10-01", "2026-10-24", now)).toBeNull();
  });
});
