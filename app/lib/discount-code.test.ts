import { describe, expect, it } from "vitest";
import { type DiscountCodeRule, discountAmount, discountProblem, normalizeCode } from "./discount-code";

const rule = (overrides: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: "WELCOME10",
  departments: [],
  active: true,
  kind: "percent",
  value: 10,
  minOrder: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  ...overrides,
});
const now = new Date("2026-06-01T12:00:00Z");
const context = { now, department: "su", productSubtotal: 5000 };

describe("normalizeCode", () => {
  it("codes are trimmed and case-insensitive", () => {
    expect(normalizeCode("  welcome10 ")).toBe("WELCOME10");
    expect(normalizeCode("   ")).toBe("");
  });
});

describe("discountProblem", () => {
  it("a code that does not exist is unknown", () => expect(discountProblem(null, context)).toBe("unknown"));
  it("applies to every storefront when it names none", () => expect(discountProblem(rule(), context)).toBeNull());
  it("a code of other storefronts does not apply; one of a set that names this one does", () => {
    expect(discountProblem(rule({ departments: ["chr"] }), context)).toBe("otherStorefront");
    expect(discountProblem(rule({ departments: ["su"] }), context)).toBeNull();
    expect(discountProblem(rule({ departments: ["chr", "su", "hu"] }), context)).toBeNull();
  });
  it("a code switched off is refused before anything else, as if it had ended", () => {
    expect(discountProblem(rule({ active: false, departments: ["chr"] }), context)).toBe("inactive");
  });
  it("uses per customer: refused once the customer's orders reached the limit", () => {
    expect(discountProblem(rule({ perCustomerLimit: 1 }), { ...context, customerUses: 1 })).toBe("usedByCustomer");
    expect(discountProblem(rule({ perCustomerLimit: 2 }), { ...context, customerUses: 1 })).toBeNull();
    // a guest's uses are counted when the order names its e-mail (order-placement.server.ts)
    expect(discountProblem(rule({ perCustomerLimit: 1 }), context)).toBeNull();
  });
  it("validity dates: not before valid_from, not after valid_to", () => {
    expect(discountProblem(rule({ validFrom: "2026-06-02T00:00:00Z" }), context)).toBe("notYetValid");
    expect(discountProblem(rule({ validTo: "2026-05-31T23:59:59Z" }), context)).toBe("expired");
    expect(discountProblem(rule({ validFrom: "2026-05-01T00:00:00Z", validTo: "2026-07-01T00:00:00Z" }), context)).toBeNull();
  });
  it("a code whose usage limit is reached is used up", () => {
    expect(discountProblem(rule({ usageLimit: 5, usedCount: 5 }), context)).toBe("usedUp");
    expect(discountProblem(rule({ usageLimit: 5, usedCount: 4 }), context)).toBeNull();
  });
  it("minimum order: the product lines must reach it (equal is enough)", () => {
    expect(discountProblem(rule({ minOrder: 5001 }), context)).toBe("minimumNotMet");
    expect(discountProblem(rule({ minOrder: 5000 }), context)).toBeNull();
  });
});

describe("discountAmount", () => {
  it("a percentage of the product lines, rounded to the cent", () => {
    expect(discountAmount({ kind: "percent", value: 10 }, 4995)).toBe(500);
    expect(discountAmount({ kind: "percent", value: 20 }, 1234)).toBe(247);
  });
  it("in forints and koruny, to the whole unit", () => {
    // 10 % of 11 223 Ft is 1 122 Ft, not 1 122,30 Ft
    expect(discountAmount({ kind: "percent", value: 10 }, 1122300, 100)).toBe(112200);
    expect(discountAmount({ kind: "percent", value: 15 }, 1122300, 100)).toBe(168300);
    // never more than the lines
    expect(discountAmount({ kind: "percent", value: 100 }, 1122300, 100)).toBe(1122300);
  });
  it("a fixed amount is capped at the product lines", () => {
    expect(discountAmount({ kind: "fixed", value: 500 }, 3000)).toBe(500);
    expect(discountAmount({ kind: "fixed", value: 500 }, 300)).toBe(300);
    expect(discountAmount({ kind: "fixed", value: 500 }, 0)).toBe(0);
  });
});
