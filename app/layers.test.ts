import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// DESIGN.md layers: routes are thin, and SQL lives in the services (app/services) and the
// database layer (app/db) only. A query written in a route, a component or a helper is a rule
// the back office and the JSON API would not share; this test finds one by its builder calls.

const APP = path.dirname(new URL(import.meta.url).pathname);
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with)\(|\bsql`|\bsql\.raw\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.typecheck\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe("SQL", () => {
  const files = sourceFiles(APP).map((file) => path.relative(APP, file));

  it("is written in services and the database layer only", () => {
    const elsewhere = files.filter((file) => !/^(services|db)\//.test(file) && QUERY.test(readFileSync(path.join(APP, file), "utf8")));
    expect(elsewhere).toEqual([]);
  });

  it("is found where it is (the test reads what it should)", () => {
    const withQueries = files.filter((file) => QUERY.test(readFileSync(path.join(APP, file), "utf8")));
    expect(withQueries).toContain("services/orders.server.ts");
    expect(withQueries.length).toBeGreaterThan(20);
  });
});
