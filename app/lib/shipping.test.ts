import { describe, expect, it } from "vitest";
import { freeShipping } from "./shipping";

// Spec §9: "Default free-shipping threshold 60; free shipping holds when amount is not less than threshold."
describe("freeShipping", () => {
  it("is free when the amount equals the threshold (not less than)", () => {
    expect(freeShipping(6000, 6000)).toEqual({ free: true, missing: 0 });
  });

  it("is free above the threshold", () => {
    expect(freeShipping(7999, 6000)).toEqual({ free: true, missing: 0 });
  });

  it("says how much is missing below the threshold", () => {
    expect(freeShipping(5999, 6000)).toEqual({ free: false, missing: 1 });
    expect(freeShipping(1299, 6000)).toEqual({ free: false, missing: 4701 });
  });

  it("defaults to 60 €", () => {
    expect(freeShipping(5000)).toEqual({ free: false, missing: 1000 });
    expect(freeShipping(6000)).toEqual({ free: true, missing: 0 });
  });

  it("treats a bad amount as nothing and a bad threshold as the default", () => {
    expect(freeShipping(Number.NaN, 6000)).toEqual({ free: false, missing: 6000 });
    expect(freeShipping(100, Number.NaN)).toEqual({ free: false, missing: 5900 });
  });
});
