import { describe, expect, it } from "vitest";
import { parseAmount, readReturnForm } from "./refund-form";

describe("the return form", () => {
  it("reads an amount in the currency's units, with a comma or a point", () => {
    expect(parseAmount("12,50", "EUR")).toBe(1250);
    expect(parseAmount("12.5", "EUR")).toBe(1250);
    expect(parseAmount("1 234", "CZK")).toBe(123400);
    expect(parseAmount("4695", "HUF")).toBe(469500);
  });
  it("refuses a negative amount, a third decimal, words and fillér (forints are refunded whole)", () => {
    for (const [typed, currency] of [
      ["-5", "EUR"],
      ["12,345", "EUR"],
      ["1e3", "EUR"],
      ["ten", "EUR"],
      ["4695,50", "HUF"],
    ])
      expect(parseAmount(typed, currency), typed).toBeNull();
  });
  it("reads the quantities per line and names the field it cannot read", () => {
    expect(readReturnForm({ "qty-7": "1", "qty-8": "0", shipping: "on", amount: "" }, "EUR")).toEqual({
      ok: true,
      form: { lines: [{ lineId: 7, qty: 1 }], shipping: true, restock: false, amount: null, reason: null, iban: null, accountName: null },
    });
    expect(readReturnForm({ "qty-7": "-1" }, "EUR")).toEqual({ ok: false, field: "lines" });
    expect(readReturnForm({ "qty-7": "1.5" }, "EUR")).toEqual({ ok: false, field: "lines" });
    expect(readReturnForm({ "qty-7": "1", amount: "-3" }, "EUR")).toEqual({ ok: false, field: "amount" });
  });
});
