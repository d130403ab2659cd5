import { describe, expect, it } from "vitest";
import { nextSaleMessageChange, saleMessageForm, saleMessageShows } from "./sale-message";

// Spec §3 sale message `{ content: { mobile, desktop }, enabled }`, with the days it runs between:
// shown when on and today is within its days (whole UTC days, both ends included).

const at = (iso: string) => Date.parse(iso);

describe("when the sale message shows", () => {
  it("on without days: always; off: never", () => {
    expect(saleMessageShows({ enabled: true }, at("2026-01-01T00:00:00Z"))).toBe(true);
    expect(saleMessageShows({ enabled: false, from: null, to: null }, at("2026-01-01T00:00:00Z"))).toBe(false);
  });

  it("between its days, both included", () => {
    const block = { enabled: true, from: "2026-12-01", to: "2026-12-24" };
    expect(saleMessageShows(block, at("2026-11-30T23:59:59Z"))).toBe(false);
    expect(saleMessageShows(block, at("2026-12-01T00:00:00Z"))).toBe(true);
    expect(saleMessageShows(block, at("2026-12-24T23:59:59Z"))).toBe(true);
    expect(saleMessageShows(block, at("2026-12-25T00:00:00Z"))).toBe(false);
    expect(saleMessageShows({ ...block, enabled: false }, at("2026-12-10T00:00:00Z"))).toBe(false);
  });

  it("knows when it next starts or stops showing (the page cache moves on then)", () => {
    const block = { enabled: true, from: "2026-12-01", to: "2026-12-24" };
    expect(nextSaleMessageChange(block, at("2026-11-01T00:00:00Z"))).toBe(at("2026-12-01T00:00:00Z"));
    expect(nextSaleMessageChange(block, at("2026-12-02T00:00:00Z"))).toBe(at("2026-12-25T00:00:00Z"));
    expect(nextSaleMessageChange({ ...block, enabled: false }, at("2026-11-01T00:00:00Z"))).toBeNull();
  });
});

describe("the editor's form", () => {
  const form = { enabled: "on", mobile: "−20 %", desktop: "−20 % on everything", from: "2026-12-01", to: "2026-12-24" };

  it("takes the texts, on or off, and the days", () => {
    expect(saleMessageForm.parse(form)).toEqual({ ...form, enabled: true });
    expect(saleMessageForm.parse({ ...form, enabled: "", from: "", to: "" })).toMatchObject({ enabled: false, from: null, to: null });
  });

  it("refuses an end before the start, at the last day", () => {
    const result = saleMessageForm.safeParse({ ...form, from: "2026-12-24", to: "2026-12-01" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["to"], message: expect.stringContaining("before the first") });
  });

  it("refuses a day that is not a date, and a message on without its texts", () => {
    expect(saleMessageForm.safeParse({ ...form, from: "2026-02-30" }).success).toBe(false);
    const empty = saleMessageForm.safeParse({ ...form, mobile: " " });
    expect(empty.error?.issues[0].path).toEqual(["mobile"]);
  });
});
