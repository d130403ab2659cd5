import { describe, expect, it } from "vitest";
import { adjustedBalance, pointAdjustmentProblem } from "./point-adjustment";

// A merchant's adjustment of a customer's reward points: "integer delta, non-zero, reason
// required (1–300 characters), the balance may not go below zero".
describe("pointAdjustmentProblem", () => {
  it("accepts a whole number of points, given or taken, with a reason", () => {
    expect(pointAdjustmentProblem(50, "Goodwill for the late parcel")).toBeNull();
    expect(pointAdjustmentProblem(-20, "  Points of a returned order  ")).toBeNull();
    expect(pointAdjustmentProblem(1, "x".repeat(300))).toBeNull();
  });

  it("refuses zero, fractions and what is not a number", () => {
    for (const delta of [0, 1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(pointAdjustmentProblem(delta, "reason")).toBe("deltaInvalid");
  });

  it("wants a reason of 1 to 300 characters, on one line", () => {
    expect(pointAdjustmentProblem(5, "")).toBe("reasonRequired");
    expect(pointAdjustmentProblem(5, "   ")).toBe("reasonRequired");
    expect(pointAdjustmentProblem(5, "x".repeat(301))).toBe("reasonTooLong");
    expect(pointAdjustmentProblem(5, "first line\nsecond line")).toBe("reasonInvalid");
    expect(pointAdjustmentProblem(5, "\u001b[2J")).toBe("reasonInvalid");
  });
});

describe("adjustedBalance", () => {
  it("is the balance plus the delta, never below zero", () => {
    expect(adjustedBalance(100, 50)).toBe(150);
    expect(adjustedBalance(100, -100)).toBe(0);
    expect(adjustedBalance(100, -101)).toBeNull();
    expect(adjustedBalance(0, -1)).toBeNull();
  });
});
