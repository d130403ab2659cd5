import { describe, expect, it } from "vitest";
import { createRequestSequence, formatAmount, nextActiveIndex, searchPath } from "./search-dropdown";

describe("formatAmount (spec §9 price display, API amounts already converted)", () => {
  it("uses 2 decimals, a comma and space thousands, and the currency label", () => {
    expect(formatAmount(12344.13, "Ft")).toBe("12 344,13 Ft");
    expect(formatAmount(24.9, "€")).toBe("24,90 €");
  });
});

describe("nextActiveIndex (arrow keys in the dropdown)", () => {
  it("starts at the first option going down and the last going up", () => {
    expect(nextActiveIndex(-1, 5, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(-1, 5, "ArrowUp")).toBe(4);
  });
  it("wraps around", () => {
    expect(nextActiveIndex(4, 5, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(0, 5, "ArrowUp")).toBe(4);
    expect(nextActiveIndex(2, 5, "ArrowDown")).toBe(3);
  });
  it("has nothing to move to without options", () => {
    expect(nextActiveIndex(-1, 0, "ArrowDown")).toBe(-1);
  });
});

describe("createRequestSequence (stale answers are ignored)", () => {
  it("counts only the latest request", () => {
    const sequence = createRequestSequence();
    const older = sequence.next();
    const newer = sequence.next();
    expect(sequence.isCurrent(older)).toBe(false);
    expect(sequence.isCurrent(newer)).toBe(true);
    sequence.cancel();
    expect(sequence.isCurrent(newer)).toBe(false);
  });
});

describe("searchPath (spec §2: a non-empty term goes to search/{term})", () => {
  it("encodes the term as one path segment", () => {
    expect(searchPath("krema za obraz")).toBe("/search/krema%20za%20obraz");
    expect(searchPath("a/b?c")).toBe("/search/a%2Fb%3Fc");
  });
});
