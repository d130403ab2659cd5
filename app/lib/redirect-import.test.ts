import { describe, expect, it } from "vitest";
import { type ExistingRule, importCounts, parseRedirectCsv, planRedirectImport } from "./redirect-import";
import type { StorefrontPlace } from "./redirect-rules";

const storefronts: StorefrontPlace[] = [
  { department: "su", domain: "si.lumera.localhost", prefix: null, isDefault: true },
  { department: "chr", domain: "hr.lumera.localhost", prefix: null, isDefault: false },
];

function plan(text: string, existing: ExistingRule[] = [{ id: 7, department: "su", from: "/b", to: "/c", status: 301 }], fallback: string | null = "su") {
  const parsed = parseRedirectCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return planRedirectImport(parsed.value, existing, storefronts, fallback);
}

describe("a CSV file of redirects", () => {
  it("needs a first line naming from and to; semicolons, a BOM and CRLF are read", () => {
    expect(parseRedirectCsv("path,target\n/a,/b").ok).toBe(false);
    expect(parseRedirectCsv("").ok).toBe(false);
    const parsed = parseRedirectCsv("\uFEFFFrom;To;Status;Storefront\r\n/a;/b;302;chr\r\n");
    expect(parsed).toEqual({ ok: true, value: [{ line: 2, from: "/a", to: "/b", status: "302", storefront: "chr" }] });
  });

  it("refuses control characters", () => {
    expect(parseRedirectCsv("from,to\n/a\u0001,/b").ok).toBe(false);
  });

  it("dry run: each row added, changed, already so, or refused with its reason", () => {
    const rows = plan(
      [
        "from,to,status,storefront",
        "/a,/new,301,", // added (default storefront)
        "/b,/d,302,su", // changes /b → /c
        "/a/,/other,301,", // the same old path as line 2
        "/q,javascript:alert(1),301,",
        "/r,/s,307,",
        "/t,/u,301,xx",
        "/d,/b,301,", // /d → /b → /d: a loop with line 3
        "/b,/d,302,chr", // another storefront: added
      ].join("\n"),
    );
    expect(rows.map((r) => [r.line, r.outcome])).toEqual([
      [2, "add"],
      [3, "change"],
      [4, "refused"],
      [5, "refused"],
      [6, "refused"],
      [7, "refused"],
      [8, "refused"],
      [9, "add"],
    ]);
    expect(rows[1]).toMatchObject({ id: 7, before: { to: "/c", status: 301 }, rule: { to: "/d", status: 302 } });
    expect(rows[2].reason).toBe("Line 2 has the same old path for this storefront.");
    expect(rows[3].reason).toMatch(/^to: /);
    expect(rows[4].reason).toMatch(/^status: /);
    expect(rows[5].reason).toBe('There is no storefront "xx".');
    expect(rows[6].reason).toMatch(/loop: \/d → \/b → \/d/);
    expect(importCounts(rows)).toEqual({ add: 2, change: 1, same: 0, refused: 5 });
  });

  it("the same file again changes nothing: every row is already so", () => {
    const rows = plan("from,to,status\n/b,/c,301\n/b2,/c,");
    const applied = rows.filter((r) => r.rule).map((r, i) => ({ id: i + 1, ...r.rule! }));
    expect(importCounts(plan("from,to,status\n/b,/c,301\n/b2,/c,", applied))).toEqual({ add: 0, change: 0, same: 2, refused: 0 });
  });

  it("a row without a storefront, and none chosen, is refused", () => {
    expect(plan("from,to\n/a,/b", [], null)[0]).toMatchObject({ outcome: "refused", reason: expect.stringContaining("No storefront") });
  });
});
