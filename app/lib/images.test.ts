import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, imageSrcSet, imageUrl } from "./images";

describe("image sizes (spec §9)", () => {
  it("names large 1400, base 700, small 350 and thumbnail 175", () => {
    expect(IMAGE_SIZES).toEqual({ large: 1400, base: 700, small: 350, thumbnail: 175 });
  });

  it("offers each size in 1x and 2x, never wider than the original", () => {
    expect(imageSrcSet(7, "small")).toBe("/images/7/350.webp 1x, /images/7/700.webp 2x");
    expect(imageSrcSet(7, "large", "jpg")).toBe("/images/7/1400.jpg 1x, /images/7/1400.jpg 2x");
    expect(imageUrl(7, 175, "avif")).toBe("/images/7/175.avif");
  });
});
