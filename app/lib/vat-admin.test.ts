import { describe, expect, it } from "vitest";
import type { VatRate } from "./vat";
import { formatDay, parseCountry, parseDay, parsePercent, parseRateForm, ratesByCountry } from "./vat-admin";

describe("the rate form's fields (README 'VAT rates and the One-Stop Shop')", () => {
  it("a rate is typed in percent with a comma or a dot, at most two decimals, from 0 to 50 %", () => {
    expect(parsePercent("22")).toBe(2200);
    expect(parsePercent("9,5")).toBe(950);
    expect(parsePercent("9.5")).toBe(950);
    expect(parsePercent(" 5,25 % ")).toBe(525);
    expect(parsePercent("0")).toBe(0);
    expect(parsePercent("50")).toBe(5000);
    for (const bad of ["abc", "", "60", "50,01", "9,555", "-5", "9,", ",5", "1e1", "22 %%"]) expect(parsePercent(bad), bad).toBeNull();
  });

  it("a country is two capital letters that ISO 3166-1 assigns", () => {
    expect(parseCountry("SI")).toBe("SI");
    expect(parseCountry(" FR ")).toBe("FR");
    for (const bad of ["si", "xx1", "XX", "SVN", "EL", "EU", ""]) expect(parseCountry(bad), bad).toBeNull();
  });

  it("the day is a day of the calendar as YYYY-MM-DD", () => {
    expect(parseDay("2027-01-01")).toBe("2027-01-01");
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-13-40", "2027-02-29", "1.1.2027", "2027-1-1", ""]) expect(parseDay(bad), bad).toBeNull();
    expect(formatDay("2027-01-01")).toBe("1 Jan 2027");
  });

  it("a post becomes a rate, or a message at each wrong field", () => {
    expect(parseRateForm({ country: "HR", tax_class: "reduced", rate: "13", valid_from: "2027-01-01" })).toEqual({
      ok: true,
      rate: { country: "HR", taxClass: "reduced", rate: 1300, validFrom: "2027-01-01" },
    });
    const refused = parseRateForm({ country: "xx1", tax_class: "luxury", rate: "60", valid_from: "2026-13-40" });
    expect(refused.ok).toBe(false);
    expect(Object.keys(refused.ok ? {} : refused.errors).sort()).toEqual(["country", "rate", "tax_class", "valid_from"]);
    expect(parseRateForm({})).toMatchObject({ ok: false, errors: { country: expect.any(String), rate: expect.any(String) } });
  });
});

describe("the rates as the room lists them", () => {
  const rates: VatRate[] = [
    { country: "SI", taxClass: "standard", rate: 2200, validFrom: "2000-01-01" },
    { country: "SI", taxClass: "reduced", rate: 950, validFrom: "2000-01-01" },
    { country: "SI", taxClass: "reduced", rate: 1000, validFrom: "2027-01-01" },
    { country: "SI", taxClass: "standard", rate: 2000, validFrom: "1999-01-01" },
    { country: "FR", taxClass: "standard", rate: 2000, validFrom: "2000-01-01" },
  ];

  it("per country the rate of each class today (a lacking class falls back), later rates upcoming, older ones history", () => {
    const rooms = ratesByCountry(rates, "2026-11-27");
    expect(rooms.map((r) => r.country)).toEqual(["SI", "HR", "HU", "AT", "IT", "CZ", "DE", "FR"]);
    const si = rooms[0];
    expect(si.today).toEqual([
      { taxClass: "standard", rate: 2200, own: true },
      { taxClass: "reduced", rate: 950, own: true },
      { taxClass: "super_reduced", rate: 950, own: false },
      { taxClass: "zero", rate: 0, own: false },
    ]);
    expect(si.upcoming).toEqual([{ country: "SI", taxClass: "reduced", rate: 1000, validFrom: "2027-01-01" }]);
    expect(si.history).toEqual([{ country: "SI", taxClass: "standard", rate: 2000, validFrom: "1999-01-01" }]);
    // a country without rows keeps none: its rates are unknown, not zero
    expect(rooms[1].today.map((t) => t.rate)).toEqual([null, null, null, null]);
  });

  it("on the day an upcoming rate starts it is the rate of today", () => {
    const si = ratesByCountry(rates, "2027-01-01")[0];
    expect(si.today[1]).toEqual({ taxClass: "reduced", rate: 1000, own: true });
    expect(si.upcoming).toEqual([]);
    expect(si.history.map((r) => r.rate)).toEqual([950, 2000]);
  });
});
