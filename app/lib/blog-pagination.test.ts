import { describe, expect, it } from "vitest";
import { clampPage, pageCount } from "./blog-pagination";

describe("blog paging", () => {
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
