import { describe, expect, it } from "vitest";
import { halfStars, roundToHalf } from "./stars";

describe("stars (spec §9: 5 stars, rounded to half steps)", () => {
  it("rounds to the nearest half", () => {
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(4.25)).toBe(4.5);
    expect(roundToHalf(4.74)).toBe(4.5);
    expect(roundToHalf(4.75)).toBe(5);
    expect(roundToHalf(0.2)).toBe(0);
  });

  it("stays within 0 and 5", () => {
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it("fills ten half stars: 3.6 shows 3½, 5 all, 0 none, 0.5 one half", () => {
    expect(halfStars(3.6)).toBe(7);
    expect(halfStars(5)).toBe(10);
    expect(halfStars(0)).toBe(0);
    expect(halfStars(0.5)).toBe(1);
  });
});
