import { describe, expect, it } from "vitest";
import { rewardPoints } from "./rewards";

// Spec §9: "Default reward-point conversion 1; points = floor(conversion times amount)."
describe("rewardPoints", () => {
  it("floors conversion × amount", () => {
    expect(rewardPoints(12.99, 1)).toBe(12);
    expect(rewardPoints(12.99, 2)).toBe(25);
    expect(rewardPoints(4990.5, 0.01)).toBe(49);
  });

  it("uses the default conversion of 1", () => {
    expect(rewardPoints(59.95)).toBe(59);
  });

  it("is not fooled by binary fractions", () => {
    expect(rewardPoints(30, 0.7)).toBe(21);
    expect(rewardPoints(10, 1.1)).toBe(11);
  });

  it("gives nothing for no amount, a negative amount or a bad conversion", () => {
    expect(rewardPoints(0, 1)).toBe(0);
    expect(rewardPoints(-5, 1)).toBe(0);
    expect(rewardPoints(10, Number.NaN)).toBe(0);
    expect(rewardPoints(0.99, 1)).toBe(0);
  });
});
