import { describe, expect, it } from "vitest";
import { allocateCertificates, certificateProblem, spendablePoints } from "./gift-certificates";

const now = new Date("2026-06-01T12:00:00Z");

describe("certificateProblem", () => {
  it("unknown, already applied, expired, used up, or fine", () => {
    expect(certificateProblem(null, now)).toBe("unknown");
    expect(certificateProblem({ balance: 2000, expiresAt: null }, now, true)).toBe("alreadyApplied");
    expect(certificateProblem({ balance: 2000, expiresAt: "2026-05-01T00:00:00Z" }, now)).toBe("expired");
    expect(certificateProblem({ balance: 0, expiresAt: null }, now)).toBe("usedUp");
    expect(certificateProblem({ balance: 2000, expiresAt: "2027-01-01T00:00:00Z" }, now)).toBeNull();
  });
  it("a voided certificate is refused whatever its balance (kept for the record)", () => {
    expect(certificateProblem({ balance: 2000, expiresAt: null, voidedAt: "2026-05-01T00:00:00Z" }, now)).toBe("voided");
    expect(certificateProblem({ balance: 2000, expiresAt: null, voidedAt: null }, now)).toBeNull();
  });
});

describe("allocateCertificates", () => {
  it("balances are applied in order until the cart total is covered", () => {
    expect(allocateCertificates([2000, 5000], 4500)).toEqual([2000, 2500]);
    expect(allocateCertificates([5000, 2000], 4500)).toEqual([4500, 0]);
    expect(allocateCertificates([1000], 4500)).toEqual([1000]);
    expect(allocateCertificates([1000], 0)).toEqual([0]);
  });
});

describe("spendablePoints", () => {
  it("spending more than the cart needs is capped", () => {
    expect(spendablePoints(500, 500, 10000, 1)).toBe(500);
    expect(spendablePoints(500, 500, 120, 1)).toBe(120);
    expect(spendablePoints(500, 500, 121, 2)).toBe(61);
  });
  it("never more than the customer holds; nothing when nothing is asked or needed", () => {
    expect(spendablePoints(500, 200, 10000, 1)).toBe(200);
    expect(spendablePoints(0, 200, 10000, 1)).toBe(0);
    expect(spendablePoints(500, 200, 0, 1)).toBe(0);
    expect(spendablePoints(500, 200, 100, 0)).toBe(0);
  });
});
