import { describe, expect, it } from "vitest";
import { STOREFRONTS } from "~/db/seed/storefronts";
import { creditorReference, mod97, parseBankAccount, paymentReference } from "./bank-transfer";
import { normalizeIban } from "./iban";

describe("paymentReference", () => {
  it("writes each country's reference from the order's year and id", () => {
    expect(paymentReference("SI00", "SU-2026-000123")).toBe("SI00 2026-000123");
    expect(paymentReference("HR00", "CHR-2026-000123")).toBe("HR00 2026-000123");
    expect(paymentReference("VS", "CCZ-2026-000123")).toBe("2600000123");
    expect(paymentReference("text", "CHU-2026-000123")).toBe("CHU-2026-000123");
    expect(paymentReference("RF", "CDE-2026-000123")).toBe("RF46 2026 0001 23");
  });

  it("keeps ids past the padding whole (the Czech symbol stays ten digits)", () => {
    expect(paymentReference("SI00", "SU-2026-1234567")).toBe("SI00 2026-1234567");
    expect(paymentReference("VS", "CCZ-2027-12345678")).toBe("2712345678");
  });

  it("falls back to the number as it is for a number of another shape", () => {
    expect(paymentReference("SI00", "new-abc")).toBe("new-abc");
  });
});

describe("creditorReference (ISO 11649)", () => {
  it("computes the check digits of the standard's example", () => {
    expect(creditorReference("539007547034")).toBe("RF18 5390 0754 7034");
  });

  it("writes references whose check holds", () => {
    for (const base of ["2026000001", "2026999999", "1"]) {
      const ref = creditorReference(base).replace(/\s/g, "");
      expect(mod97(ref.slice(4) + ref.slice(0, 4))).toBe(1);
    }
  });
});

describe("the storefronts' IBANs (lib/iban.ts normalizeIban)", () => {
  const validIban = (iban: string) => normalizeIban(iban) !== null;

  it("accepts well-formed IBANs and refuses a changed digit", () => {
    expect(validIban("SI56 1910 0000 0123 438")).toBe(true);
    expect(validIban("SI56 1910 0000 0123 439")).toBe(false);
    // the demo account of earlier versions, whose check digits never held
    expect(validIban("SI56 0201 0025 8146 397")).toBe(false);
    expect(validIban("not an iban")).toBe(false);
  });

  it("holds for every storefront's account, in its own country and currency", () => {
    const country: Record<string, string> = { EUR: "", HUF: "HU", CZK: "CZ" };
    for (const s of STOREFRONTS) {
      expect(validIban(s.bankAccount.iban), s.department).toBe(true);
      if (country[s.currencyCode]) expect(s.bankAccount.iban.slice(0, 2), s.department).toBe(country[s.currencyCode]);
    }
  });
});

describe("parseBankAccount", () => {
  it("reads an account, and JSON null (a storefront named by the shop command) as none", () => {
    const account = { holder: "Gozd d.o.o.", iban: "SI56 1910 0000 0123 438", bic: "SZKBSI2X", reference: "SI00" };
    expect(parseBankAccount(JSON.stringify(account))).toEqual(account);
    expect(parseBankAccount("null")).toBeNull();
    // migration 013's column default, and an account without its IBAN, are none as well
    expect(parseBankAccount("{}")).toBeNull();
    expect(parseBankAccount(JSON.stringify({ ...account, iban: "" }))).toBeNull();
  });
});
