import { describe, expect, it } from "vitest";
import { CARRIERS, parcelSchema, trackingUrl } from "./carriers";

describe("carriers", () => {
  it("link every listed carrier's parcels to an https page, and 'other' to none", () => {
    for (const carrier of CARRIERS.filter((c) => c.code !== "other")) expect(trackingUrl(carrier.code, "AB-12")).toMatch(/^https:\/\/[^{}]*AB-12/);
    expect(trackingUrl("other", "AB-12")).toBeNull();
    expect(trackingUrl("gls", "123")).toBe("https://gls-group.com/track/123");
  });

  it("take a tracking number of 1–40 letters, digits and hyphens, trimmed", () => {
    expect(parcelSchema.parse({ carrier: "dpd", trackingNumber: "  0123-ABc \n" })).toEqual({ carrier: "dpd", trackingNumber: "0123-ABc" });
    for (const bad of ["", "   ", "a".repeat(41), "12 34", "12/34", "1<2", "https://x"])
      expect(parcelSchema.safeParse({ carrier: "dpd", trackingNumber: bad }).success, bad).toBe(false);
    expect(parcelSchema.safeParse({ carrier: "dpd", trackingNumber: "a".repeat(40) }).success).toBe(true);
    expect(parcelSchema.safeParse({ carrier: "fedex", trackingNumber: "1" }).success).toBe(false);
  });
});
