import { readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate.server";

// The schema is written twice: by the migrations (what the database has) and by hand in
// schema.ts (what Kysely's queries are typed against). This test reads schema.ts's `Database`
// interface with the TypeScript compiler and compares it, table by table and column by column,
// with a SQLite database the migrations built: a column added to one and forgotten in the other
// fails here, not in a query at runtime.

/** table → its columns, as schema.ts declares them */
function declaredSchema(): Map<string, string[]> {
  const file = path.join(import.meta.dirname, "schema.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const propertyNames = (node: ts.InterfaceDeclaration) =>
    node.members.filter(ts.isPropertySignature).map((member) => (member.name as ts.Identifier | ts.StringLiteral).text);
  const tables = new Map<string, string[]>();
  for (const member of interfaces.get("Database")!.members.filter(ts.isPropertySignature)) {
    const table = (member.name as ts.Identifier).text;
    const typeName = ((member.type as ts.TypeReferenceNode).typeName as ts.Identifier).text;
    tables.set(table, propertyNames(interfaces.get(typeName)!).sort());
  }
  return tables;
}

/** table → its columns, as the migrations made them (Kysely's bookkeeping and SQLite's FTS tables left out) */
async function migratedSchema(): Promise<Map<string, string[]>> {
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  try {
    await migrateToLatest(db);
    const tables = await db.introspection.getTables();
    return new Map(
      tables
        .filter((t) => !t.name.startsWith("kysely_") && !t.name.startsWith("product_fts"))
        .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const),
    );
  } finally {
    await db.destroy();
  }
}

describe("schema.ts and the migrations", () => {
  it("name the same tables with the same columns", async () => {
    const declared = declaredSchema();
    const migrated = await migratedSchema();
    expect([...declared.keys()].sort()).toEqual([...migrated.keys()].sort());
    for (const [table, columns] of migrated) expect(declared.get(table), table).toEqual(columns);
  });
});
