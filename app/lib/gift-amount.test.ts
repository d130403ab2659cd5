import { describe, expect, it } from "vitest";
import { parseMoneyInput } from "./gift-amount";

describe("parseMoneyInput (a custom gift amount in the storefront currency, back to euro cents)", () => {
  it("reads whole and decimal amounts, comma or point", () => {
    expect(parseMoneyInput("25", 1)).toBe(2500);
    expect(parseMoneyInput(" 25,50 ", 1)).toBe(2550);
    expect(parseMoneyInput("12.5", 1)).toBe(1250);
  });
  it("converts from another currency by its rate", () => {
    expect(parseMoneyInput("8000", 400)).toBe(2000);
    expect(parseMoneyInput("500", 25)).toBe(2000);
  });
  it("anything else is not an amount", () => {
    for (const bad of ["", "abc", "-5", "0", "1e3", "12.345", "25 €"]) expect(parseMoneyInput(bad, 1)).toBeNull();
  });
});
