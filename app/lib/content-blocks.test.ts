import { describe, expect, it } from "vitest";
import { isBlockCode, parseBlock } from "./content-blocks";

describe("content blocks against their schemas", () => {
  it("a block that fits is read with the fields it does not name kept", () => {
    expect(parseBlock("header_info", JSON.stringify({ text: "Free delivery", note: "kept" }))).toEqual({ text: "Free delivery", note: "kept" });
    expect(parseBlock("sale_message", JSON.stringify({ content: { mobile: "m", desktop: "d" }, enabled: true }))).toEqual({
      content: { mobile: "m", desktop: "d" },
      enabled: true,
    });
  });

  it("an id list keeps the positive whole numbers, in the operator's order", () => {
    expect(parseBlock("index_categories", JSON.stringify({ categoryIds: [7, "3", -1, 0, 2.5, 4] }))).toEqual({ categoryIds: [7, 4] });
  });

  it("a block that does not fit, or is not JSON, is absent", () => {
    expect(parseBlock("sale_message", JSON.stringify({ content: "text", enabled: "yes" }))).toBeNull();
    expect(parseBlock("CoreAwards", JSON.stringify({ items: [1, 2] }))).toBeNull();
    expect(parseBlock("index_h1", "{not json")).toBeNull();
    expect(parseBlock("StoreShops", JSON.stringify({ shops: [{ name: "Only a name" }] }))).toBeNull();
  });

  it("knows the codes it has a schema for", () => {
    expect(isBlockCode("CoreDefaultMeta")).toBe(true);
    expect(isBlockCode("toString")).toBe(false);
  });
});
