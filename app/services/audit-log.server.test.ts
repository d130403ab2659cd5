import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { listAudit, recordAudit } from "./audit-log.server";

// DESIGN.md "Layers": "Every change it makes is in one audit log" — who, what, to what, before
// and after; rows are added in the change's own transaction and never changed or removed.

describe("the audit log", () => {
  let db: DB;
  beforeAll(async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await migrateToLatest(db);
    const entries = [
      { at: "2026-11-20T09:00:00.000Z", actor: "command:root", kind: "staff.add", subject: "staff:1", before: null, after: { role: "owner" } },
      { at: "2026-11-21T09:00:00.000Z", actor: "ana@lumera.example", kind: "staff.add", subject: "staff:2", before: null, after: { role: "support" } },
      {
        at: "2026-11-22T09:00:00.000Z",
        actor: "ana@lumera.example",
        kind: "staff.disable",
        subject: "staff:2",
        before: { disabledAt: null },
        after: { disabledAt: "x" },
      },
      {
        at: "2026-11-23T09:00:00.000Z",
        actor: "command:root",
        kind: "staff.reset-2fa",
        subject: "staff:1",
        before: { secondFactor: "confirmed" },
        after: { secondFactor: "none" },
      },
    ];
    for (const { at, ...entry } of entries) await recordAudit(db, entry, at);
  });
  afterAll(async () => db.destroy());

  const kinds = (rows: { kind: string; subject: string }[]) => rows.map((r) => `${r.kind} ${r.subject}`);

  it("lists newest first, with before and after as the data that was recorded", async () => {
    const rows = await listAudit(db);
    expect(kinds(rows)).toEqual(["staff.reset-2fa staff:1", "staff.disable staff:2", "staff.add staff:2", "staff.add staff:1"]);
    expect(rows[1]).toMatchObject({ actor: "ana@lumera.example", at: "2026-11-22T09:00:00.000Z", before: { disabledAt: null }, after: { disabledAt: "x" } });
    expect(rows[3].before).toBeNull();
  });

  it("filters by actor, kind, subject and a date range (from inclusive, to exclusive)", async () => {
    expect(kinds(await listAudit(db, { actor: "command:root" }))).toEqual(["staff.reset-2fa staff:1", "staff.add staff:1"]);
    expect(kinds(await listAudit(db, { kind: "staff.add" }))).toEqual(["staff.add staff:2", "staff.add staff:1"]);
    expect(kinds(await listAudit(db, { subject: "staff:2", actor: "ana@lumera.example" }))).toEqual(["staff.disable staff:2", "staff.add staff:2"]);
    expect(kinds(await listAudit(db, { from: "2026-11-21T09:00:00.000Z", to: "2026-11-23T09:00:00.000Z" }))).toEqual([
      "staff.disable staff:2",
      "staff.add staff:2",
    ]);
    expect(await listAudit(db, { kind: "staff.add", from: "2026-11-24T00:00:00.000Z" })).toEqual([]);
    expect(kinds(await listAudit(db, { limit: 1 }))).toEqual(["staff.reset-2fa staff:1"]);
  });

  it("keeps no row of a change whose transaction did not commit", async () => {
    const failed = db.transaction().execute(async (trx) => {
      await recordAudit(trx, { actor: "command:root", kind: "staff.add", subject: "staff:9", before: null, after: {} });
      throw new Error("the change failed");
    });
    await expect(failed).rejects.toThrow("the change failed");
    expect(await listAudit(db, { subject: "staff:9" })).toEqual([]);
  });

  it("is never updated or deleted by the app", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const writers = files(app).filter((file) => /(updateTable|deleteFrom)\(\s*"audit_log/.test(readFileSync(file, "utf8")));
    expect(writers).toEqual([]);
  });
});
