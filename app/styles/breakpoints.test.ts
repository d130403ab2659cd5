import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// spec §2, §9: "Mobile means width below 753 px." Every rule of our style sheets that switches
// near that breakpoint must put 752.98 px (a fractional width a zoomed browser reports) on the
// mobile side and exactly 753 px on the desktop side.

const dir = path.dirname(new URL(import.meta.url).pathname);
const sheets = readdirSync(dir).filter((f) => f.endsWith(".css"));

describe("the mobile breakpoint (spec §9: below 753 px)", () => {
  const queries = sheets.flatMap((file) =>
    [...readFileSync(path.join(dir, file), "utf8").matchAll(/@media\s*\(([^)]*)\)/g)].map((m) => ({ file, query: m[1].replace(/\s+/g, " ").trim() })),
  );

  it("finds the style sheets' media queries", () => {
    expect(queries.length).toBeGreaterThan(10);
  });

  it("every rule at the breakpoint switches at 753 px: max-width 752.98px or min-width 753px", () => {
    const nearBreakpoint = queries.filter(({ query }) => /width:\s*75\d(\.\d+)?px/.test(query));
    expect(nearBreakpoint.length).toBeGreaterThan(5);
    for (const { file, query } of nearBreakpoint) expect(["max-width: 752.98px", "min-width: 753px"], `${file}: ${query}`).toContain(query);
  });
});
