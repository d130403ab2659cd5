import { describe, expect, it } from "vitest";
import { convertCents, convertMinor, euroCents, formatEur, formatNumber, formatPrice, minorUnits, roundToStep, toEuros, toMinor } from "./money";

describe("price display (spec §9: 2 decimals, comma decimal separator, space thousands separator)", () => {
  it("uses two decimals and a comma", () => {
    expect(formatNumber(12)).toBe("12,00");
    expect(formatNumber(2.95)).toBe("2,95");
    expect(formatNumber(0)).toBe("0,00");
  });

  it("groups thousands with a space", () => {
    expect(formatNumber(1234)).toBe("1 234,00");
    expect(formatNumber(12345.5)).toBe("12 345,50");
    expect(formatNumber(1234567.891)).toBe("1 234 567,89");
    expect(formatNumber(-1234.5)).toBe("-1 234,50");
  });

  it("converts by the storefront's currency rate and appends the system_currency label", () => {
    expect(formatPrice(euroCents(1995), { rate: 1, label: "€" })).toBe("19,95 €");
    // a HUF price reads like "12 345,00 Ft"
    expect(formatPrice(euroCents(3145), { rate: 392.5, label: "Ft" })).toBe("12 344,13 Ft");
    expect(formatPrice(euroCents(10000), { rate: 24.3, label: "Kč" })).toBe("2 430,00 Kč");
  });

  it("rounds forint and koruna prices to whole units once, when converting", () => {
    expect(formatPrice(euroCents(3145), { rate: 392.5, label: "Ft", step: 100 })).toBe("12 344,00 Ft");
    expect(formatPrice(euroCents(286), { rate: 392.5, label: "Ft", step: 100 })).toBe("1 123,00 Ft");
    expect(formatPrice(euroCents(999), { rate: 24.3, label: "Kč", step: 100 })).toBe("243,00 Kč");
    expect(toMinor(euroCents(3145), 392.5, 100)).toBe(1234400);
    // a line and a sum of whole prices are whole: nothing is rounded again
    const unit = toMinor(euroCents(2859), 392.5, 100);
    expect((unit * 7) % 100).toBe(0);
    expect(convertCents(euroCents(2859), 392.5, 100)).toBe(11222);
    // the euro keeps its cents
    expect(toMinor(euroCents(1995), 1, 1)).toBe(1995);
  });

  it("rounds to a step halves away from zero, negatives alike", () => {
    expect(roundToStep(1234450, 100)).toBe(1234500);
    expect(roundToStep(1234449, 100)).toBe(1234400);
    expect(roundToStep(-1234450, 100)).toBe(-1234500);
    expect(roundToStep(12.5)).toBe(13);
  });

  it("rounds the converted amount to the cent", () => {
    expect(convertCents(euroCents(1), 392.5)).toBe(3.93);
    expect(convertCents(euroCents(295), 1)).toBe(2.95);
  });

  it("has a separate EUR-only formatter that never converts", () => {
    expect(formatEur(euroCents(295))).toBe("2,95 €");
    expect(formatEur(euroCents(123456))).toBe("1 234,56 €");
  });

  it("converts storefront amounts back to euros for analytics", () => {
    expect(toEuros(3925, 392.5)).toBe(10);
    expect(toEuros(19.95, 1)).toBe(19.95);
  });
});

describe("convertMinor", () => {
  it("converts a certificate's own currency into another at the rates of the day (both per euro)", () => {
    // 10 000,00 Ft at 392.5 Ft/€ is 25,48 €; and back
    expect(convertMinor(minorUnits(1000000), 392.5, 1)).toBe(2548);
    expect(convertMinor(minorUnits(2548), 1, 392.5)).toBe(1000090);
    // the same currency converts nothing: a certificate spent where it was bought is exact
    expect(convertMinor(minorUnits(1000000), 392.5, 392.5)).toBe(1000000);
    // forints to koruny through the euro
    expect(convertMinor(minorUnits(1000000), 392.5, 24.3)).toBe(61911);
    // a euro certificate in a forint cart counts in whole forints
    expect(convertMinor(minorUnits(2548), 1, 392.5, 100)).toBe(1000100);
  });
});
