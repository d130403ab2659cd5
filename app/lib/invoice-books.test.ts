import { describe, expect, it } from "vitest";
import { decimal, monthOf, quarterOf, readBooksFilter, readQuarter, signed } from "./invoice-books";

describe("the books' filters (README 'Taxes and invoices')", () => {
  const read = (query: string) => readBooksFilter(new URLSearchParams(query), "2026-11-28", ["su", "chu"]);

  it("a period is this calendar month unless given; a storefront and a series are all unless chosen", () => {
    expect(monthOf("2026-02-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthOf("2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(read("").filter).toEqual({ from: "2026-11-01", to: "2026-11-30", storefront: null, series: null });
    expect(read("from=2026-10-01&to=2026-10-01&storefront=chu&series=credit_note").filter).toEqual({
      from: "2026-10-01",
      to: "2026-10-01",
      storefront: "chu",
      series: "credit_note",
    });
  });

  it("a day that is no date, a last day before the first, an unknown storefront or series is an error at its field", () => {
    expect(read("from=2026-02-30").errors).toEqual({ from: expect.stringContaining("give the first day") });
    expect(read("from=2026-13-01").errors).toEqual({ from: expect.stringContaining("give the first day") });
    expect(read("to=yesterday").errors).toEqual({ to: expect.stringContaining("give the last day") });
    expect(read("from=2026-11-20&to=2026-11-19").errors).toEqual({ to: expect.stringContaining("before the first") });
    expect(read("storefront=xx").errors).toEqual({ storefront: "Choose a storefront from the list." });
    expect(read("series=receipt").errors).toEqual({ series: "Choose invoices, credit notes or both." });
    expect(read("from=2026-11-20&to=2026-11-19").filter).toBeNull();
  });

  it("a quarter is its year and number; the current one unless given", () => {
    expect(quarterOf("2026-11-28")).toEqual({ label: "2026-Q4", from: "2026-10-01", to: "2026-12-31" });
    expect(readQuarter(null, "2026-05-02")).toEqual({ label: "2026-Q2", from: "2026-04-01", to: "2026-06-30" });
    expect(readQuarter("2024-q1", "2026-05-02")).toEqual({ label: "2024-Q1", from: "2024-01-01", to: "2024-03-31" });
    for (const bad of ["2026-Q5", "2026Q4", "Q4-2026", "1999-Q1", "2026-Q4x"]) expect(readQuarter(bad, "2026-05-02"), bad).toBeNull();
  });
});

describe("the books' amounts", () => {
  it("a credit note counts negative, whatever sign its columns hold; the CSV writes decimals with a dot", () => {
    expect(signed("credit_note", 1220)).toBe(-1220);
    expect(signed("credit_note", -1220)).toBe(-1220);
    expect(signed("invoice", 1220)).toBe(1220);
    expect([decimal(123450), decimal(-5), decimal(0), decimal(100)]).toEqual(["1234.50", "-0.05", "0.00", "1.00"]);
  });
});
