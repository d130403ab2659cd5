import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { amountInHundredths, candidateOrderIds, matchOutcome, normalizeReference, parseStatement, StatementError } from "./bank-statement";
import { paymentReference } from "./bank-transfer";

const fixture = readFileSync(path.join(import.meta.dirname, "..", "..", "tests", "fixtures", "camt053-statement.xml"), "utf8");
const filled = (values: Record<string, string>) => fixture.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
const VALUES = {
  RUN: "T1",
  REF_A: "SI00 2026-000041",
  AMOUNT_A: "49.90",
  NUMBER_B: "SU-2026-000042",
  AMOUNT_B: "1234.50",
  REF_C: "SI00 2026-000043",
  AMOUNT_C: "10.00",
};

describe("amounts as hundredths", () => {
  it("reads a decimal point or comma, thousands grouped either way, and refuses what is not an amount", () => {
    expect(amountInHundredths("49.90")).toBe(4990);
    expect(amountInHundredths("49,9")).toBe(4990);
    expect(amountInHundredths("1 234,50")).toBe(123450);
    expect(amountInHundredths("1.234,50")).toBe(123450);
    expect(amountInHundredths("1,234.50")).toBe(123450);
    expect(amountInHundredths("-4.50")).toBe(-450);
    expect(amountInHundredths("12")).toBe(1200);
    expect(amountInHundredths("12.345")).toBeNull();
    expect(amountInHundredths("twelve")).toBeNull();
  });
});

describe("which orders a credit may name (the schemes the shop prints, app/lib/bank-transfer.ts)", () => {
  it("finds the order id in each scheme's reference, spaces and letter case aside", () => {
    for (const scheme of ["SI00", "HR00", "RF", "VS"] as const) {
      const reference = paymentReference(scheme, "SU-2026-000123");
      expect(candidateOrderIds(reference, null)).toEqual([123]);
      expect(candidateOrderIds(reference.toLowerCase().replace(/ /g, ""), null)).toEqual([123]);
    }
    expect(normalizeReference("rf46 2026 0001 23")).toBe("RF462026000123");
  });

  it("finds a reference or an order number in the remittance text", () => {
    expect(candidateOrderIds(null, "Placilo narocila SU-2026-000042, hvala")).toEqual([42]);
    expect(candidateOrderIds(null, "za SI00 2026-000077")).toEqual([77]);
    expect(candidateOrderIds(null, "Invoice 2026/4711")).toEqual([]);
  });
});

describe("camt.053", () => {
  it("reads the credits with amount, currency, date, structured reference, remittance text, debtor and the bank's entry reference; leaves debits out", () => {
    const statement = parseStatement(filled(VALUES));
    expect(statement.format).toBe("camt.053");
    expect(statement.account).toBe("SI56191000000123438");
    expect(statement.credits).toHaveLength(4);
    expect(statement.credits[0]).toEqual({
      key: "ref:SI56191000000123438:T1-A",
      bookedOn: "2026-11-26",
      amount: 4990,
      currency: "EUR",
      reference: "SI00 2026-000041",
      remittance: null,
      debtor: "Ana Novak",
    });
    expect(statement.credits[1]).toMatchObject({ amount: 123450, reference: null, remittance: "Placilo narocila SU-2026-000042", debtor: "Marko Horvat" });
    expect(statement.credits[2]).toMatchObject({ debtor: "Eva Kranjc", reference: "SI00 2026-000043" });
    expect(new Set(statement.credits.map((c) => c.key)).size).toBe(4);
  });

  it("refuses a document type (no external entity is ever fetched), malformed XML, and XML that is not a statement", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>`;
    expect(() => parseStatement(xxe)).toThrow(/document type/);
    expect(() => parseStatement("<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>")).toThrow(/malformed/);
    expect(() => parseStatement("<Document><Other/></Document>")).toThrow(/not a camt.053/);
    expect(() => parseStatement(`<a>${"x".repeat(6 * 1024 * 1024)}</a>`)).toThrow(StatementError);
  });
});

describe("CSV statements", () => {
  it("matches header names in any letter case, with ; or , between the columns; debits are left out", () => {
    const csv =
      "Date;Amount;Currency;Reference;Remittance information;Name\n26.11.2026;49,90;eur;SI00 2026-000041;;Ana Novak\n26.11.2026;-4,50;EUR;;fee;Bank\n";
    const statement = parseStatement(csv);
    expect(statement.format).toBe("csv");
    expect(statement.credits).toHaveLength(1);
    expect(statement.credits[0]).toMatchObject({ bookedOn: "2026-11-26", amount: 4990, currency: "EUR", reference: "SI00 2026-000041", debtor: "Ana Novak" });
    // the same lines give the same keys (a second import is recognised); two equal credits in one file are two
    const twice = parseStatement("date,amount,currency,remittance\n2026-11-26,10.00,EUR,x\n2026-11-26,10.00,EUR,x\n");
    expect(twice.credits[0].key).not.toBe(twice.credits[1].key);
    expect(parseStatement("date,amount,currency,remittance\n2026-11-26,10.00,EUR,x\n").credits[0].key).toBe(twice.credits[0].key);
  });

  it("names the columns that are missing", () => {
    expect(() => parseStatement("Date,Amount,Name\n2026-11-26,10.00,Ana\n")).toThrow(/missing: currency, reference or remittance text/);
  });
});

describe("matching a credit with its order", () => {
  const order = { status: "placed", paymentMethod: "bank", paidAt: null, grandTotal: 4990, currencyCode: "EUR" };
  it("exact only for a bank order waiting for exactly this amount in its currency", () => {
    expect(matchOutcome({ amount: 4990, currency: "EUR" }, order)).toBe("exact");
    expect(matchOutcome({ amount: 4000, currency: "EUR" }, order)).toBe("short");
    expect(matchOutcome({ amount: 5000, currency: "EUR" }, order)).toBe("over");
    expect(matchOutcome({ amount: 4990, currency: "HUF" }, order)).toBe("currency");
    expect(matchOutcome({ amount: 4990, currency: "EUR" }, { ...order, status: "paid", paidAt: "2026-11-26" })).toBe("not-payable");
    expect(matchOutcome({ amount: 4990, currency: "EUR" }, null)).toBe("unmatched");
  });
});
