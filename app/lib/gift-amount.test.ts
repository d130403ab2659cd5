import { describe, expect, it } from "vitest";
import { parseMoneyInput } from "./gift-amount";

describe("parseMoneyInput (a custom gift amount in the storefront currency, paid as typed, worth euro cents)", () => {
  it("reads whole and decimal amounts, comma or point", () => {
    expect(parseMoneyInput("25", 1)).toEqual({ price: 2500, cents: 2500 });
    expect(parseMoneyInput(" 25,50 ", 1)).toEqual({ price: 2550, cents: 2550 });
    expect(parseMoneyInput("12.5", 1)).toEqual({ price: 1250, cents: 1250 });
  });
  it("converts from another currency by its rate", () => {
    expect(parseMoneyInput("8000", 400)).toEqual({ price: 800000, cents: 2000 });
    // 5 000 Ft is paid as typed (not 5 000,45 Ft, the nearest cent converted back)
    expect(parseMoneyInput("5000", 392.5)).toEqual({ price: 500000, cents: 1274 });
    expect(parseMoneyInput("500", 25)).toEqual({ price: 50000, cents: 2000 });
  });
  it("anything else is not an amount", () => {
    for (const bad of ["", "abc", "-5", "0", "1e3", "12.345", "25 €"]) expect(parseMoneyInput(bad, 1)).toBeNull();
    // forints and koruny are whole: "8000" and "8 000,00" are, "8000,50" is not
    expect(parseMoneyInput("8 000,00", 392.5, 100)).toEqual({ price: 800000, cents: 2038 });
    expect(parseMoneyInput("8000,50", 392.5, 100)).toBeNull();
  });
});
