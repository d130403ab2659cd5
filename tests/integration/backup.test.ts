import { runCommand } from "../support/commands";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { checkLedger, orderStream, rethrowUnexpected, type Shopper, streamCustomers, streamProducts } from "../support/order-stream";
import { type RunningServer, startServer } from "../support/server";

// Nothing lost (README "Backup and restore"): `npm run db:backup -- FILE` copies the
// SQLite database while the shop takes orders, and the copy is a consistent database (whole
// orders, stock, points and certificates agreeing); `npm run db:restore -- FILE` is refused while
// the server has the database open, and once it is stopped brings back exactly the orders of the
// backup, the shop starting on it. Bad input: one line, exit code 1, the database untouched.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs scripts/db-backup.ts or db-restore.ts as the operator would, against a data folder. */
function run(command: "db-backup" | "db-restore", args: string[], env: Record<string, string>): Promise<Run> {
  return runCommand(command, args, { NODE_ENV: "production", DATABASE_URL: "", ...env });
}

/** Refused: exit code 1, one line on stderr saying why, nothing on stdout. */
function refused(result: Run, why: RegExp) {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr.trim()).toMatch(why);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

/**
 * The orders of a database file (number, key and lines), read from a copy so that the file itself
 * is never touched (the write-ahead log copied too: the live database of an idle server).
 */
async function ordersIn(file: string) {
  const copy = `${file}.${process.pid}.inspect`;
  copyFileSync(file, copy);
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
  const { db, close } = openDatabase(copy);
  try {
    const orders = await db.selectFrom("shop_order").select(["id", "number", "idempotency_key"]).orderBy("id").execute();
    const lines = await db.selectFrom("shop_order_line").select(["order_id", "product_id", "qty", "line_total"]).orderBy("id").execute();
    return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.order_id === o.id) }));
  } finally {
    await close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
  }
}

describe("backup and restore of the SQLite database", () => {
  let server: RunningServer;
  const backups = mkdtempSync(path.join(os.tmpdir(), "storefront-backups-"));
  let env: Record<string, string>;
  let database: string;
  /** the backup taken first in the stream of orders, with what the database held when it finished */
  const taken: { file: string; orders: number }[] = [];

  beforeAll(async () => {
    server = await startServer({ name: "backup" });
    database = server.databaseUrl;
    env = { DATA_DIR: server.dataDir, DATABASE_URL: database };
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(backups, { recursive: true, force: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("a backup taken while shoppers place orders is a consistent database: whole orders, stock, points and certificates agreeing", async () => {
    const setup = openDatabase(database);
    const { products, stock: stockBefore } = await streamProducts(setup.db, 6);
    const shoppers: Shopper[] = [{ kind: "guest" }, { kind: "guest" }, { kind: "guest" }, ...(await streamCustomers(setup.db, server.baseUrl, 2))];
    await setup.close();

    const stream = orderStream({ baseUrl: server.baseUrl, products, shoppers });
    await until(() => stream.answered().length >= 5 || stream.attempts.some((a) => a.error));
    const during: { file: string; answeredBefore: string[]; result: Run }[] = [];
    for (const n of [1, 2, 3]) {
      const file = path.join(backups, `shop-${n}.sqlite`);
      const answeredBefore = stream.answered().map((a) => a.key!);
      during.push({ file, answeredBefore, result: await run("db-backup", [file], env) });
    }
    // the shoppers go on after the last backup: each backup is a moment in the middle of the stream
    const answeredAfterBackups = stream.answered().length;
    await until(() => stream.answered().length >= answeredAfterBackups + 5 || stream.attempts.some((a) => a.error));
    rethrowUnexpected(await stream.stop());
    const final = await ordersIn(database);

    for (const { file, answeredBefore, result } of during) {
      expect(result.code, result.stderr).toBe(0);
      expect(existsSync(file)).toBe(true);
      // one file, nothing beside it (no write-ahead log, no temporary file)
      expect(readdirSync(backups).filter((f) => f.startsWith(path.basename(file)))).toEqual([path.basename(file)]);
      const copy = new SQLite(file, { readonly: true });
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      copy.close();
      const orders = await ordersIn(file);
      expect(result.stdout).toMatch(
        new RegExp(`^Backed up ${escape(database)} to ${escape(file)}: [\\d.]+ MB, \\d+ tables, ${orders.length} orders \\([\\d.]+ s\\)\\.\\n$`),
      );
      // every order answered before the backup began is in it; orders went on after it
      const keys = new Set(orders.map((o) => o.idempotency_key));
      expect(answeredBefore.filter((key) => !keys.has(key))).toEqual([]);
      expect(orders.length).toBeLessThan(final.length);
      // each order in it as the live database has it
      expect(orders).toEqual(final.slice(0, orders.length));
      const inspect = `${file}.ledger`;
      copyFileSync(file, inspect);
      const { db, close } = openDatabase(inspect);
      try {
        await checkLedger(db, { products, stockBefore, shoppers, attempts: stream.attempts, snapshot: true });
      } finally {
        await close();
      }
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${inspect}${suffix}`, { force: true });
      taken.push({ file, orders: orders.length });
    }
    // and the live database itself, once the stream has ended
    const { db, close } = openDatabase(database);
    try {
      await checkLedger(db, { products, stockBefore, shoppers, attempts: stream.attempts });
    } finally {
      await close();
    }
  }, 90_000);

  it("restore is refused while the server has the database open, and changes nothing", async () => {
    const [{ file }] = taken;
    const before = await ordersIn(database);
    const files = readdirSync(server.dataDir).sort();
    refused(await run("db-restore", [file], env), /is in use \(the shop's server or another command has it open\): stop it first, then restore\./);
    expect(await ordersIn(database)).toEqual(before);
    expect(readdirSync(server.dataDir).sort()).toEqual(files);
  });

  it("restore with the server stopped brings back exactly the backed-up orders, and the shop starts on it and takes orders", async () => {
    const [{ file, orders: count }] = taken;
    const backedUp = await ordersIn(file);
    expect(backedUp).toHaveLength(count);
    const fingerprint = sha256(file);
    const replaced = await ordersIn(database);
    expect(replaced.length).toBeGreaterThan(count);
    await server.stop();

    const restored = await run("db-restore", [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    const kept = new RegExp(
      `^Restored ${escape(file)} to ${escape(database)}: [\\d.]+ MB, \\d+ tables, ${count} orders; the database it replaced is kept as (\\S+)\\. Start the shop\\.\\n$`,
    ).exec(restored.stdout);
    expect(kept, restored.stdout).not.toBeNull();
    // the backup is read, never changed; the database it replaced is kept whole
    expect(sha256(file)).toBe(fingerprint);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(await ordersIn(kept![1])).toEqual(replaced);
    // no write-ahead log of the replaced database beside the restored one
    expect(readdirSync(server.dataDir).filter((f) => f.startsWith("shop.sqlite"))).toEqual(["shop.sqlite", path.basename(kept![1])].sort());

    server = await startServer({ name: "backup", dataDir: server.dataDir });
    expect(await ordersIn(database)).toEqual(backedUp);
    const setup = openDatabase(database);
    const { products } = await streamProducts(setup.db, 2);
    await setup.close();
    const after = orderStream({ baseUrl: server.baseUrl, products, shoppers: [{ kind: "guest" }], onPlacing: () => void after.stop() });
    rethrowUnexpected(await after.settled);
    expect(after.answered()).toHaveLength(1);
    const now = await ordersIn(database);
    expect(now.slice(0, count)).toEqual(backedUp);
    expect(now.slice(count).map((o) => o.idempotency_key)).toEqual([after.answered()[0].key]);
    const { db, close } = openDatabase(database);
    try {
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: "ok" }]);
    } finally {
      await close();
    }
  }, 60_000);

  it("bad input: no FILE, a missing file, a file that is no SQLite database or not the shop's, a damaged one, PostgreSQL — one line, exit 1, the database untouched", async () => {
    await server.stop();
    const [{ file }] = taken;
    const text = path.join(backups, "notes.txt");
    writeFileSync(text, "not a database\n");
    const foreign = path.join(backups, "other.sqlite");
    const other = new SQLite(foreign);
    other.exec("create table note (body text)");
    other.close();
    const damaged = path.join(backups, "damaged.sqlite");
    writeFileSync(damaged, readFileSync(file).subarray(0, 8192));
    const empty = mkdtempSync(path.join(os.tmpdir(), "storefront-empty-"));
    const postgres = { ...env, DATABASE_URL: "postgres://shop@127.0.0.1:5432/shop" };
    const fingerprint = sha256(database);
    const files = readdirSync(server.dataDir).sort();

    const results = await Promise.all([
      run("db-backup", [], env),
      run("db-restore", [], env),
      run("db-restore", [path.join(backups, "missing.sqlite")], env),
      run("db-restore", [text], env),
      run("db-restore", [foreign], env),
      run("db-restore", [damaged], env),
      run("db-restore", [database], env),
      run("db-backup", [database], env),
      run("db-backup", [path.join(backups, "from-nothing.sqlite")], { DATA_DIR: empty, DATABASE_URL: path.join(empty, "shop.sqlite") }),
      run("db-backup", [path.join(backups, "pg.sqlite")], postgres),
      run("db-restore", [file], postgres),
    ]);
    const why = [
      /^usage: npm run db:backup -- FILE$/,
      /^usage: npm run db:restore -- FILE$/,
      /missing\.sqlite does not exist\./,
      /notes\.txt is not a SQLite database\./,
      /other\.sqlite is a SQLite database, but not one of this shop\./,
      /damaged\.sqlite (cannot be read as a SQLite database|is damaged)/,
      /shop\.sqlite is the shop's database itself: name a backup\./,
      /shop\.sqlite is the shop's database itself: name another file\./,
      /There is no SQLite database at .*shop\.sqlite\./,
      /DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc "\$DATABASE_URL" -f shop\.dump/,
      /DATABASE_URL is PostgreSQL: restore it with pg_restore --clean --if-exists -d "\$DATABASE_URL" shop\.dump/,
    ];
    results.forEach((result, i) => refused(result, why[i]));
    expect(sha256(database)).toBe(fingerprint);
    expect(readdirSync(server.dataDir).sort()).toEqual(files);
    expect(readdirSync(backups).filter((f) => /from-nothing|pg\.sqlite|\.tmp$/.test(f))).toEqual([]);
    rmSync(empty, { recursive: true, force: true });
  }, 60_000);
});
