import { describe, expect, it } from "vitest";
import { roundToHalf, starStates } from "./stars";

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

  it("draws five stars: full, half and empty", () => {
    expect(starStates(3.6)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starStates(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starStates(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starStates(0.5)).toEqual(["half", "empty", "empty", "empty", "empty"]);
  });
});
