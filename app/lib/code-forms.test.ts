import { describe, expect, it } from "vitest";
import { parseAmount, parseCertificateForm, parseDiscountCodeForm, parseVoidReason } from "./code-forms";

const storefronts = ["su", "chr", "hu"];
const code = (fields: Record<string, string>) =>
  parseDiscountCodeForm({ code: " spring-10 ", kind: "percent", value: "10", active: "on", ...fields }, storefronts);

describe("parseAmount", () => {
  it("reads euros typed with a comma or a point, in hundredths", () => {
    expect(parseAmount("5,00")).toBe(500);
    expect(parseAmount("5.00")).toBe(500);
    expect(parseAmount(" 12,5 ")).toBe(1250);
    expect(parseAmount("1 000")).toBe(100_000);
  });
  it("refuses what is not a plain amount: negative, exponent, words, too many digits", () => {
    for (const raw of ["-5", "1e9", "abc", "", "5,001", "100000000", "5,00,00"]) expect(parseAmount(raw)).toBeNull();
  });
});

describe("parseDiscountCodeForm", () => {
  it("a percentage code for some storefronts, stored upper-case", () => {
    const parsed = code({ "storefront-su": "on", "storefront-hu": "on", usageLimit: "100", perCustomerLimit: "1" });
    expect(parsed).toEqual({
      ok: true,
      values: expect.objectContaining({
        code: "SPRING-10",
        kind: "percent",
        value: 10,
        departments: ["su", "hu"],
        usageLimit: 100,
        perCustomerLimit: 1,
        active: true,
      }),
    });
  });
  it("every storefront ticked, or none, is every storefront", () => {
    const all = code({ "storefront-su": "on", "storefront-chr": "on", "storefront-hu": "on" });
    expect(all.ok && all.values.departments).toEqual([]);
    expect(code({}).ok && (code({}) as { values: { departments: string[] } }).values.departments).toEqual([]);
  });
  it("a fixed amount typed in euros is kept in cents", () => {
    const parsed = code({ kind: "fixed", value: "5,00", minOrder: "30.00" });
    expect(parsed.ok && [parsed.values.value, parsed.values.minOrder]).toEqual([500, 3000]);
  });
  it("a percentage outside 1..100 and a forged fixed amount are refused at the value", () => {
    for (const value of ["0", "101", "12.5", "-3"]) expect(code({ value })).toEqual({ ok: false, errors: { value: expect.any(String) } });
    for (const value of ["0", "-5", "1e9", "99999999", "five"])
      expect(code({ kind: "fixed", value })).toEqual({ ok: false, errors: { value: expect.any(String) } });
  });
  it("an end before the start is refused at the end; the same day is fine", () => {
    expect(code({ validFrom: "2026-06-10", validTo: "2026-06-09" })).toEqual({ ok: false, errors: { validTo: "The end comes before the start." } });
    const same = code({ validFrom: "2026-06-10", validTo: "2026-06-10" });
    expect(same.ok && [same.values.validFrom, same.values.validTo]).toEqual(["2026-06-10T00:00:00.000Z", "2026-06-10T23:59:59.999Z"]);
    expect(code({ validFrom: "2026-02-30" })).toEqual({ ok: false, errors: { validFrom: expect.any(String) } });
  });
  it("switched off when the box is not ticked; bad codes and counts are refused at their fields", () => {
    const off = parseDiscountCodeForm({ code: "OFF1", kind: "percent", value: "5" }, storefronts);
    expect(off.ok && off.values.active).toBe(false);
    const bad = code({ code: "a b", usageLimit: "0", perCustomerLimit: "x" });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(["code", "perCustomerLimit", "usageLimit"]);
  });
});

describe("parseCertificateForm", () => {
  const currencies = new Map([
    ["EUR", { rate: 1, step: 1 }],
    ["HUF", { rate: 392.5, step: 100 }],
  ]);
  const issue = (fields: Record<string, string>) =>
    parseCertificateForm({ amount: "25,00", currency: "EUR", department: "su", recipientEmail: "Ana@Example.com", ...fields }, currencies, storefronts);
  it("an amount in its currency's minor units, the e-mail lower-cased", () => {
    expect(issue({ recipientName: "Ana Novak", message: "Thank you\nfor waiting" })).toEqual({
      ok: true,
      values: {
        amount: 2500,
        currencyCode: "EUR",
        department: "su",
        recipientName: "Ana Novak",
        recipientEmail: "ana@example.com",
        message: "Thank you\nfor waiting",
      },
    });
    expect(issue({ amount: "8000", currency: "HUF" })).toEqual({ ok: true, values: expect.objectContaining({ amount: 800_000, currencyCode: "HUF" }) });
  });
  it("forged amounts are refused at the amount: 0, negative, absurd, words, forint fractions", () => {
    for (const amount of ["0", "-10", "1e9", "999999", "ten"]) expect(issue({ amount })).toEqual({ ok: false, errors: { amount: expect.any(String) } });
    expect(issue({ amount: "8000,50", currency: "HUF" })).toEqual({ ok: false, errors: { amount: "Give a whole amount in HUF." } });
    expect(issue({ amount: "500,01" }).ok).toBe(false);
    expect(issue({ amount: "500" }).ok).toBe(true);
  });
  it("an unknown currency or storefront, a bad e-mail or a message with a link is refused at its field", () => {
    const bad = issue({ currency: "USD", department: "xx", recipientEmail: "nobody", message: "see https://x.example" });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(["currency", "department", "message", "recipientEmail"]);
  });
});

describe("parseVoidReason", () => {
  it("a reason is required", () => {
    expect(parseVoidReason("  ")).toEqual({ ok: false, error: expect.any(String) });
    expect(parseVoidReason(" sold by mistake ")).toEqual({ ok: true, reason: "sold by mistake" });
  });
});
