import { describe, expect, it } from "vitest";
import { addPictures, ALT_MAX, altField, movePicture, readAltTexts } from "./product-pictures";

describe("movePicture", () => {
  it("moves a picture first, up or down", () => {
    expect(movePicture([1, 2, 3], 3, "first")).toEqual([3, 1, 2]);
    expect(movePicture([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(movePicture([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  });

  it("leaves the list as it is at its ends and for a picture it does not hold", () => {
    expect(movePicture([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(movePicture([1, 2, 3], 1, "first")).toEqual([1, 2, 3]);
    expect(movePicture([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
    expect(movePicture([1, 2, 3], 9, "first")).toEqual([1, 2, 3]);
  });
});

describe("addPictures", () => {
  it("adds after the pictures there, none twice", () => {
    expect(addPictures([4, 5], [7, 4, 8])).toEqual([4, 5, 7, 8]);
  });
});

describe("readAltTexts", () => {
  it("reads each language's text, trimmed; an empty one is empty", () => {
    const fields = { [altField(3, "sl")]: "  Rdeča   skodelica ", [altField(3, "hu")]: "" };
    expect(readAltTexts(fields, 3, ["sl", "hu", "cs"])).toEqual({ ok: true, alt: { sl: "Rdeča skodelica", hu: "", cs: "" } });
  });

  it("refuses a text over the limit at its field", () => {
    const answer = readAltTexts({ [altField(3, "hu")]: "x".repeat(ALT_MAX + 1) }, 3, ["sl", "hu"]);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(Object.keys(answer.errors)).toEqual([altField(3, "hu")]);
  });

  it("refuses a control character (a line break is white space)", () => {
    expect(readAltTexts({ [altField(3, "sl")]: "a\u0000b" }, 3, ["sl"]).ok).toBe(false);
    expect(readAltTexts({ [altField(3, "sl")]: "a\u0085b" }, 3, ["sl"]).ok).toBe(false);
    expect(readAltTexts({ [altField(3, "sl")]: "a\nb" }, 3, ["sl"])).toEqual({ ok: true, alt: { sl: "a b" } });
  });
});
