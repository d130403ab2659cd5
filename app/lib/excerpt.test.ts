import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt (meta description of about 155 characters)", () => {
  it("keeps a short text as it is, with whitespace collapsed", () => {
    expect(excerpt("  Gentle   cream.\n For dry skin. ")).toBe("Gentle cream. For dry skin.");
  });

  it("cuts a long text at a word boundary and adds an ellipsis", () => {
    const text = "word ".repeat(60);
    const result = excerpt(text);
    expect(result.length).toBeLessThanOrEqual(155);
    expect(result.endsWith("word…")).toBe(true);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(excerpt("Aaaa bbbb, cccc dddd", 12)).toBe("Aaaa bbbb…");
  });

  it("cuts inside a single long word", () => {
    expect(excerpt("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
