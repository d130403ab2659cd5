import { describe, expect, it } from "vitest";
import { isContentSlug } from "./content-slug";

describe("content slugs", () => {
  it.each(["nega-koze-pozimi", "o-nas", "téli-bőrápolás", "news", "a.b_c-1"])("accepts %s", (slug) => {
    expect(isContentSlug(slug)).toBe(true);
  });

  it.each([undefined, "", "\u0000", "a/b", "-lead", "a b", "x".repeat(201), "%ff"])("refuses %j", (slug) => {
    expect(isContentSlug(slug)).toBe(false);
  });
});
