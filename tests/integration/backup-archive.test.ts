import { runCommand } from "../support/commands";
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { request } from "../support/http";
import { type RunningServer, startServer, TEST_IMAGE_DIR } from "../support/server";

// Backups hold the pictures too (issue 29 §3, README "Backup and restore"): `npm run db:backup --
// FILE.tar.gz` writes ONE archive — the database (SQLite's online copy; PostgreSQL's pg_dump -Fc)
// and IMAGE_DIR's originals, never the resized variants — taken while the shop serves. With a
// picture and the database lost, `npm run db:restore -- FILE.tar.gz` puts both back and the shop
// serves the same picture bytes and the same orders; the replaced pictures folder is kept aside
// like the database. Refused while the shop runs, and for a file that is no archive of this shop:
// one line, exit code 1, nothing changed.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: "db-backup" | "db-restore", args: string[], env: Record<string, string>): Promise<Run> {
  return runCommand(command, args, { NODE_ENV: "production", DATABASE_URL: "", ...env }, 120_000);
}

function refused(result: Run, why: RegExp) {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr.trim()).toMatch(why);
}

const sha256 = (body: string | Buffer) => createHash("sha256").update(body).digest("hex");
const hasPgDump = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** A database of its own for each run: SQLite in the data folder, or a new PostgreSQL database (a restore replaces all of it). */
const databases: { name: string; make: () => Promise<{ url?: string; drop?: () => Promise<void> }> }[] = [{ name: "sqlite", make: async () => ({}) }];
const base = process.env.TEST_DATABASE_URL;
if (base && hasPgDump)
  databases.push({
    name: "postgres",
    make: async () => {
      const name = `backup_test_${randomBytes(4).toString("hex")}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await admin(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      url.search = "";
      return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
    },
  });

for (const database of databases) {
  describe(`one archive of the database and the pictures, on ${database.name}`, () => {
    let server: RunningServer | undefined;
    let drop: (() => Promise<void>) | undefined;
    const work = mkdtempSync(path.join(os.tmpdir(), "storefront-archive-"));
    const imageDir = path.join(work, "images");
    const archive = path.join(work, "backups", "shop.tar.gz");
    let env: Record<string, string> = {};
    afterAll(async () => {
      await server?.stop();
      await drop?.();
      rmSync(work, { recursive: true, force: true });
    });

    async function orderNumbers(url: string) {
      const { db, close } = openDatabase(url);
      try {
        return (await db.selectFrom("shop_order").select("number").orderBy("id").execute()).map((o) => o.number);
      } finally {
        await close();
      }
    }

    it("backed up while serving; with a picture and the database lost, the restore serves the same picture bytes", async () => {
      const made = await database.make();
      drop = made.drop;
      // the demo's generated pictures, copied: this shop's own IMAGE_DIR, which the test deletes from
      cpSync(path.join(TEST_IMAGE_DIR, "pool"), path.join(imageDir, "pool"), { recursive: true });
      const dataDir = path.join(work, "data");
      env = { DATA_DIR: dataDir, IMAGE_DIR: imageDir, ...(made.url ? { DATABASE_URL: made.url } : {}) };
      server = await startServer({ name: `archive-${database.name}`, dataDir, env: { ...env, SEED_PRODUCTS: "60" } });
      const url = server.databaseUrl;
      const { db, close } = openDatabase(url);
      let picture: { id: number; file: string; product: string };
      try {
        picture = await db
          .selectFrom("product_image as pi")
          .innerJoin("image as i", "i.id", "pi.image_id")
          .innerJoin("product_i18n as t", (j) => j.onRef("t.product_id", "=", "pi.product_id").on("t.lang", "=", "sl"))
          .select(["i.id", "i.file", "t.url_key as product"])
          .orderBy("pi.product_id")
          .limit(1)
          .executeTakeFirstOrThrow();
      } finally {
        await close();
      }
      const page = await request(server.baseUrl, `/${picture.product}`, { host: "si.lumera.localhost" });
      expect(page.body).toContain(`/images/${picture.id}/`);
      const served = await request(server.baseUrl, `/images/${picture.id}/175.webp`);
      expect(served.status).toBe(200);
      const variantBytes = sha256(served.body);
      expect(existsSync(path.join(imageDir, "cache", String(picture.id)))).toBe(true);
      const orders = await orderNumbers(url);

      // taken while the server serves, pages asked at the same moment
      const [backup] = await Promise.all([run("db-backup", [archive], env), request(server.baseUrl, "/", { host: "si.lumera.localhost" })]);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up the shop to .*shop\.tar\.gz: .+; 90 pictures \([\d.]+ MB\) \([\d.]+ s\)\.\n$/);
      // one archive: the manifest, the database and the originals — not the variants
      const members = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" }).trim().split("\n");
      expect(members).toContain("manifest.json");
      expect(members).toContain(database.name === "sqlite" ? "shop.sqlite" : "shop.dump");
      expect(members).toContain(`images/${picture.file}`);
      expect(members.filter((m) => m.startsWith("images/cache"))).toEqual([]);
      expect(readdirSync(path.dirname(archive))).toEqual(["shop.tar.gz"]);

      // refused while the shop runs: nothing changes, pictures included. SQLite's lock on the file
      // says so for certain; PostgreSQL only shows the connections open at that moment (an idle
      // server's pool has closed them), so there the README asks to stop the shop first.
      if (database.name === "sqlite") {
        refused(await run("db-restore", [archive], env), /is in use .*: stop it first, then restore\./);
        expect(existsSync(path.join(imageDir, picture.file))).toBe(true);
        expect(readdirSync(path.dirname(imageDir)).filter((f) => f.includes("before-restore"))).toEqual([]);
      }

      await server.stop();
      server = undefined;
      // the picture and the database lost
      rmSync(path.join(imageDir, picture.file));
      rmSync(path.join(imageDir, "cache"), { recursive: true, force: true });
      if (made.url) {
        const client = new pg.Client({ connectionString: made.url });
        await client.connect();
        await client.query("drop schema public cascade; create schema public").finally(() => client.end());
      } else {
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${url}${suffix}`, { force: true });
      }

      const restored = await run("db-restore", [archive], env);
      expect(restored.code, restored.stderr).toBe(0);
      const kept = /the pictures as (\S+)\. Start the shop\.\n$/.exec(restored.stdout);
      expect(kept, restored.stdout).not.toBeNull();
      // the replaced folder kept aside, as it was (without the lost picture)
      expect(existsSync(kept![1])).toBe(true);
      expect(existsSync(path.join(kept![1], picture.file))).toBe(false);
      expect(existsSync(path.join(imageDir, picture.file))).toBe(true);

      server = await startServer({ name: `archive-${database.name}`, dataDir, env });
      expect(await orderNumbers(url)).toEqual(orders);
      const again = await request(server.baseUrl, `/images/${picture.id}/175.webp`);
      expect(again.status).toBe(200);
      expect(sha256(again.body)).toBe(variantBytes);
      expect((await request(server.baseUrl, `/${picture.product}`, { host: "si.lumera.localhost" })).status).toBe(200);
    }, 240_000);

    it("refuses a file that is no archive of this shop, and one of the other database kind: one line, exit 1, nothing changed", async () => {
      await server?.stop();
      server = undefined;
      const junk = path.join(work, "junk.tar.gz");
      writeFileSync(junk, randomBytes(2048));
      const foreign = path.join(work, "foreign.tar.gz");
      const folder = mkdtempSync(path.join(work, "foreign-"));
      writeFileSync(path.join(folder, "manifest.json"), JSON.stringify({ format: "something-else", version: 1 }));
      execFileSync("tar", ["-czf", foreign, "-C", folder, "manifest.json"]);
      const before = readdirSync(work).sort();
      const pictures = readdirSync(path.join(imageDir, "pool")).sort();
      refused(await run("db-restore", [junk], env), /junk\.tar\.gz is not a backup archive of this shop/);
      refused(await run("db-restore", [foreign], env), /foreign\.tar\.gz is not a backup archive of this shop \(manifest\.json is another program's\)\./);
      refused(await run("db-restore", [path.join(work, "missing.tar.gz")], env), /missing\.tar\.gz does not exist\./);
      // an archive of SQLite onto PostgreSQL (or the other way): db:copy is the way across
      const other = database.name === "sqlite" ? { ...env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" } : { ...env, DATABASE_URL: "" };
      refused(await run("db-restore", [archive], other), /holds a (sqlite|postgres) database and DATABASE_URL is (postgres|sqlite)/);
      expect(readdirSync(work).sort()).toEqual(before);
      expect(readdirSync(path.join(imageDir, "pool")).sort()).toEqual(pictures);
    }, 60_000);
  });
}
