import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate.server";
import { openDatabase } from "./db.server";

// Two processes share a SQLite file: the server, and a command beside it (the order desk, an
// import) or a second instance. A transaction that reads and then writes must not fail because
// the other one wrote in between: in WAL mode a deferred transaction's read snapshot cannot be
// upgraded to a write once another connection has committed (SQLITE_BUSY_SNAPSHOT, which no
// busy timeout waits out), so every transaction takes the write lock when it begins.

describe("SQLite transactions beside another writer", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("a transaction that read before another connection wrote still commits its own write", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "db-tx-"));
    dirs.push(dir);
    const file = path.join(dir, "shop.sqlite");
    const { db, close } = openDatabase(file);
    await migrateToLatest(db);
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");
    let otherWrote: boolean | null = null;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("setting").selectAll().execute();
      // the other process writes now; with the lock already held it waits for this one instead
      try {
        other.prepare("insert into setting (name, value, updated_at) values ('other', '1', '2026-11-26')").run();
        otherWrote = true;
      } catch (error) {
        expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
        otherWrote = false;
      }
      await trx.insertInto("setting").values({ name: "mine", value: "1", updated_at: "2026-11-26" }).execute();
    });
    expect(otherWrote).toBe(false);
    const names = (await db.selectFrom("setting").select("name").execute()).map((row) => row.name);
    expect(names).toContain("mine");
    other.close();
    await close();
  });
});
