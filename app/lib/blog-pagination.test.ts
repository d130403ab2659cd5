import { describe, expect, it } from "vitest";
import { clampPage, pageCount, parsePageParam } from "./blog-pagination";

describe("blog paging", () => {
  // spec §2: "p is the page number (missing, non-numeric or below 1 means 1)"
  it.each([
    [null, 1], [undefined, 1], ["", 1], ["abc", 1], ["0", 1], ["-3", 1], ["1.5", 1], ["2", 2], [" 3 ", 3], ["9999999999999", 1],
  ])("reads p=%s as page %i", (value, page) => {
    expect(parsePageParam(value as string | null | undefined)).toBe(page);
  });

  it("counts pages of 12, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it("keeps a page past the end on the last page", () => {
    expect(clampPage(5, 13)).toBe(2);
    expect(clampPage(1, 0)).toBe(1);
  });
});
