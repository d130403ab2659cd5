import { describe, expect, it } from "vitest";
import { addBit, count, countIntersection, createBitset, forEachBit, hasBit, intersect, union } from "./bitset";

describe("bitset", () => {
  it("adds, tests, counts and lists members across word boundaries", () => {
    const set = createBitset(100);
    for (const i of [0, 31, 32, 63, 64, 99]) addBit(set, i);
    expect(hasBit(set, 31)).toBe(true);
    expect(hasBit(set, 30)).toBe(false);
    expect(count(set)).toBe(6);
    const seen: number[] = [];
    forEachBit(set, (i) => seen.push(i));
    expect(seen).toEqual([0, 31, 32, 63, 64, 99]);
  });
  it("intersects and unites", () => {
    const a = createBitset(70);
    const b = createBitset(70);
    [1, 2, 40, 69].forEach((i) => addBit(a, i));
    [2, 40, 41].forEach((i) => addBit(b, i));
    expect(count(intersect(a, b))).toBe(2);
    expect(countIntersection(a, b)).toBe(2);
    expect(count(union(70, [a, b]))).toBe(5);
    expect(count(a)).toBe(4); // inputs untouched
  });
});
