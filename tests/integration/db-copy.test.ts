import { runCommand } from "../support/commands";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { checkoutClient, PASSWORD, SI, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { type RunningServer, startServer } from "../support/server";

// Growing out of one machine (issue 29 §3, README "From SQLite to PostgreSQL"): `npm run db:copy
// -- --to postgres://…` copies a SQLite shop — taken while it serves — into an EMPTY PostgreSQL
// database, and a server started on that database shows the same home page, product page,
// customer's order and search results, and takes the next order with a new id. A second copy onto
// the now filled database, a non-PostgreSQL target or a PostgreSQL source: one line, exit code 1,
// nothing written. Needs a database of its own (the copy refuses one with any table): made through
// TEST_DATABASE_URL's connection and dropped after.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function copy(args: string[], env: Record<string, string>): Promise<Run> {
  return runCommand("db-copy", args, { NODE_ENV: "production", DATABASE_URL: "", ...env }, 120_000);
}

function refused(result: Run, why: RegExp) {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr.trim()).toMatch(why);
}

/** What a shopper sees of a page: its title, headings and the links it offers (React's separators removed). */
function seen(body: string) {
  const text = body.replace(/<!-- -->/g, "");
  return {
    title: /<title>([^<]*)<\/title>/.exec(text)?.[1],
    headings: [...text.matchAll(/<h[12][^>]*>(.*?)<\/h[12]>/g)].map((m) => m[1]),
    links: [...new Set([...text.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]))].sort(),
    prices: [...text.matchAll(/\d+,\d\d\s€/g)].map((m) => m[0]).sort(),
  };
}

describe("db:copy from SQLite into an empty PostgreSQL database", () => {
  const base = process.env.TEST_DATABASE_URL;
  const name = `copy_test_${randomBytes(4).toString("hex")}`;
  let target = "";
  let sqlite: RunningServer | undefined;
  let postgres: RunningServer | undefined;
  let env: Record<string, string>;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    // CI always has PostgreSQL (.ci/run sets TEST_DATABASE_URL when it answers)
    if (!base) return;
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    url.search = "";
    target = url.toString();
    sqlite = await startServer({ name: "copy-sqlite", env: { SEED_PRODUCTS: "60" } });
    env = { DATA_DIR: sqlite.dataDir, DATABASE_URL: sqlite.databaseUrl };
  }, 180_000);
  afterAll(async () => {
    await Promise.all([sqlite?.stop(), postgres?.stop()]);
    if (sqlite) rmSync(sqlite.dataDir, { recursive: true, force: true });
    if (postgres) rmSync(postgres.dataDir, { recursive: true, force: true });
    if (base) await admin(`drop database if exists ${name} with (force)`);
  });

  it("copies the shop while it serves; on PostgreSQL the same pages, order and search, and the next order gets a new id", async () => {
    if (!base || !sqlite) return;
    const source = openDatabase(sqlite.databaseUrl);
    const email = uniqueEmail("copy");
    let order: { id: number; number: string; grand_total: number };
    let product: { id: number; url_key: string; name: string };
    let maxOrderId: number;
    try {
      const [{ id }] = await stockedProductsQuery(source.db, { minStock: 5, langs: ["sl"] })
        .limit(1)
        .execute();
      product = await source.db
        .selectFrom("product_i18n")
        .select(["product_id as id", "url_key", "name"])
        .where("product_id", "=", id)
        .where("lang", "=", "sl")
        .executeTakeFirstOrThrow();
      await createCustomer(source.db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const shop = checkoutClient(sqlite.baseUrl, source.db);
      const cookie = await shop.logIn(email);
      expect((await shop.postForm("/cart", { intent: "add", productId: String(id), qty: "2" }, { cookie })).status).toBe(303);
      ({ order } = await shop.placeOrder(cookie, { payment: "cod" }));
      maxOrderId = Number(
        (
          await source.db
            .selectFrom("shop_order")
            .select((eb) => eb.fn.max("id").as("m"))
            .executeTakeFirstOrThrow()
        ).m,
      );
    } finally {
      await source.close();
    }

    const result = await copy(["--to", target], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    const lines = result.stdout.trim().split("\n");
    // a line per table, then the total; the ordered copy's tables are there with their rows
    expect(lines.at(-1)).toMatch(
      /^Copied .*shop\.sqlite to postgres:\/\/.*: \d+ tables, \d+ rows, equal on both sides; \d+ id sequences moved past the copied ids; search index rebuilt \([\d.]+ s\)\.$/,
    );
    expect(lines).toContainEqual(expect.stringMatching(/^shop_order: [1-9]\d* rows, sum \d+ \(equal\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^product: 6\d rows, sum \d+ \(equal\)$/));
    expect(lines.some((l) => l.startsWith("kysely_migration"))).toBe(false);

    postgres = await startServer({ name: "copy-postgres", env: { DATABASE_URL: target, SEED_DEMO: "false" } });
    // no migration left to run, no demo seeded over the merchant's shop
    expect(postgres.output()).not.toContain("demo data seeded");
    for (const path of ["/", `/${product.url_key}`, `/search/${encodeURIComponent(product.name.split(" ")[0])}`]) {
      const [before, after] = await Promise.all([request(sqlite.baseUrl, path, { host: SI }), request(postgres.baseUrl, path, { host: SI })]);
      expect([before.status, after.status], path).toEqual([200, 200]);
      // a page with something on it: a title, a heading and links to follow
      expect(seen(before.body).title, path).toBeTruthy();
      expect(seen(before.body).headings.length, path).toBeGreaterThan(0);
      expect(seen(before.body).links.length, path).toBeGreaterThan(5);
      expect(seen(after.body), path).toEqual(seen(before.body));
    }
    // the search finds the product on both
    for (const server of [sqlite, postgres]) {
      const search = await request(server.baseUrl, `/search/${encodeURIComponent(product.name)}`, { host: SI });
      expect(search.body, server.name).toContain(`href="/${product.url_key}"`);
    }

    // the customer signs in on PostgreSQL with the same password and sees the same order
    const target_ = openDatabase(target);
    try {
      const pages = await Promise.all(
        [sqlite, postgres].map(async (server) => {
          const shop = checkoutClient(server.baseUrl, target_.db);
          const cookie = await shop.logIn(email);
          return (await shop.get(`/profile/orders/${order.number}`, cookie)).body;
        }),
      );
      expect(pages[1]).toContain(order.number);
      expect(pages[1]).toContain(product.name);
      expect(seen(pages[1])).toEqual(seen(pages[0]));

      // the next order on PostgreSQL gets the next id: the sequences were moved past the copied ones
      const shop = checkoutClient(postgres.baseUrl, target_.db);
      const cookie = await shop.logIn(email);
      expect((await shop.postForm("/cart", { intent: "add", productId: String(product.id), qty: "1" }, { cookie })).status).toBe(303);
      const { order: next } = await shop.placeOrder(cookie, { payment: "cod" });
      expect(next.id).toBe(maxOrderId + 1);
      expect(next.number).not.toBe(order.number);
    } finally {
      await target_.close();
    }
  }, 240_000);

  it("refuses a second copy onto the now filled database, a target that is not PostgreSQL and a PostgreSQL source; nothing written", async () => {
    if (!base || !sqlite) return;
    const orders = async () => {
      const { db, close } = openDatabase(target);
      try {
        return await db.selectFrom("shop_order").select(["id", "number", "grand_total"]).orderBy("id").execute();
      } finally {
        await close();
      }
    };
    const before = await orders();
    expect(before.length).toBeGreaterThan(0);
    refused(await copy(["--to", target], env), /is not empty \(it has \d+ tables, e\.g\. \w+\): copy into a new, empty database\.$/);
    refused(await copy(["--to", `${sqlite.dataDir}/other.sqlite`], env), /^--to must be a PostgreSQL URL \(postgres:\/\/…\)/);
    refused(await copy(["--to", target], { ...env, DATABASE_URL: target }), /^DATABASE_URL is already PostgreSQL/);
    refused(await copy([], env), /^usage: npm run db:copy -- --to postgres:\/\//);
    expect(await orders()).toEqual(before);
  }, 60_000);
});
