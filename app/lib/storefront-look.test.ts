import { describe, expect, it } from "vitest";
import { brandColourSchema, contrastWithWhite } from "./storefront-look";

// README "Logo, colour, and switching a storefront off": "a colour whose contrast with white
// text is below 4.5:1 is refused" (WCAG 2.x, success criterion 1.4.3).
describe("brand colour", () => {
  it("measures contrast with white as WCAG does", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes 4.5:1 on white
    expect(contrastWithWhite("#767676")).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite("#777777")).toBeLessThan(4.5);
  });

  it("takes a dark colour, normalised to lower-case #rrggbb", () => {
    expect(brandColourSchema.parse(" #2F6B3A ")).toBe("#2f6b3a");
    expect(brandColourSchema.parse("#036")).toBe("#003366");
    expect(brandColourSchema.parse("#b94a33")).toBe("#b94a33");
  });

  it("refuses a colour white text cannot be read on, and says so", () => {
    const result = brandColourSchema.safeParse("#f5d742");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/contrast of 1\.\d+:1, below the 4\.5:1/);
    expect(brandColourSchema.safeParse("#777777").success).toBe(false);
  });

  it("refuses what is not a hex colour", () => {
    for (const bad of ["red", "#12345", "#gggggg", "2f6b3a", "#2f6b3a;background:url(x)", ""]) {
      expect(brandColourSchema.safeParse(bad).success).toBe(false);
    }
  });
});
