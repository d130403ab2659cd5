import { describe, expect, it } from "vitest";
import { layoutTextForm } from "./layout-text";

describe("the layout's texts form", () => {
  it("takes each text trimmed, on one line; an empty one is empty", () => {
    expect(layoutTextForm.parse({ headerInfo: "  Free shipping \r\n over 50 € ", footerInfo: "", customFooter: undefined })).toEqual({
      headerInfo: "Free shipping over 50 €",
      footerInfo: "",
      customFooter: "",
    });
  });

  it("refuses a text over its length, naming the field", () => {
    const result = layoutTextForm.safeParse({ headerInfo: "x".repeat(201), footerInfo: "", customFooter: "" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["headerInfo"], message: "Line above the header: at most 200 characters." });
  });
});
