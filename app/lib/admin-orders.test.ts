import { describe, expect, it } from "vitest";
import { cancelReasonSchema, orderFilterSchema, orderNumberQuery, orderSearchNames, searchKey } from "./admin-orders";

describe("the back office's order list", () => {
  it("finds a name by either order of its parts, without case or diacritics", () => {
    expect(orderSearchNames({ firstName: "Éva", lastName: "Kovács  Nagy" })).toEqual({
      search_name: "eva kovacs nagy",
      search_name_reversed: "kovacs nagy eva",
    });
    expect(orderSearchNames(null)).toEqual({ search_name: null, search_name_reversed: null });
    expect(searchKey("  KOVÁCS   é ")).toBe("kovacs e");
  });

  it("reads an order number in any case; anything else is not one", () => {
    expect(orderNumberQuery(" su-2026-000042 ")).toBe("SU-2026-000042");
    expect(orderNumberQuery("SU-2026-42")).toBeNull();
    expect(orderNumberQuery("ana@example.com")).toBeNull();
  });

  it("accepts only known statuses, payment methods and real days", () => {
    expect(orderFilterSchema.safeParse({ status: "paid", payment: "bank", from: "2026-11-01", q: " x " }).data).toEqual({
      status: "paid",
      payment: "bank",
      from: "2026-11-01",
      q: "x",
    });
    expect(orderFilterSchema.safeParse({ status: "lost" }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ payment: "cash" }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ from: "2026-13-45" }).success).toBe(false);
    expect(orderFilterSchema.safeParse({ department: "SU'--" }).success).toBe(false);
  });

  it("takes a cancellation's reason of 1–500 characters on lines, no other control character", () => {
    expect(cancelReasonSchema.safeParse("  Out of stock\r\nsorry ").data).toBe("Out of stock\nsorry");
    for (const bad of ["", "   ", "x".repeat(501), "a\u001b[2Jb", "tab\there"]) expect(cancelReasonSchema.safeParse(bad).success, bad).toBe(false);
    expect(cancelReasonSchema.safeParse("x".repeat(500)).success).toBe(true);
  });
});
