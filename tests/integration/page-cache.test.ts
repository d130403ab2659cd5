import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { issueToken } from "~/services/sessions.server";
import { request } from "../support/http";
import { requirePostgres, sharedPostgresInstances } from "../support/shared-instances";

// The full-page cache (app/page-cache.server.ts), against the real shop: what it keeps, what it
// never keeps, what a shopper with a session gets from it (tests/integration/personal-pages.test.ts
// has the rest), and how soon a catalogue write shows — on SQLite, on PostgreSQL, and on two
// instances sharing PostgreSQL.

const SI = "si.lumera.localhost";
const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

/** A GET whose body is kept as bytes (to decode gzip and brotli ourselves). */
function getBytes(baseUrl: string, path: string, headers: Record<string, string>) {
  const url = new URL(baseUrl);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers: { Host: SI, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A catalogue write: it raises the catalogue version, as every write of catalogue or content does. */
async function renameProduct(db: DB, productId: number, name: string) {
  await db.updateTable("product_i18n").set({ name }).where("product_id", "=", productId).where("lang", "=", "sl").execute();
  await markCatalogueChanged(db);
}

async function productPath(db: DB) {
  const row = await db
    .selectFrom("product_i18n as i")
    .innerJoin("product_stock as s", "s.product_id", "i.product_id")
    .select(["i.product_id", "i.url_key"])
    .where("i.lang", "=", "sl")
    .where("s.qty", ">", 5)
    .orderBy("i.product_id", "desc")
    .executeTakeFirstOrThrow();
  // a cache entry of this test's own: the product may be one another test file created and
  // opened, its page stored long enough ago to be answered STALE (and rendered again meanwhile)
  return { id: row.product_id, path: `/${row.url_key}?cache-test=${Date.now()}` };
}

/** Asks until the page shows `text`; answers how long that took. */
async function until(server: { baseUrl: string }, path: string, text: string, limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await request(server.baseUrl, path, { host: SI })).body.includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} did not show ${text} within ${limitMs} ms`);
}

for (const server of inject("servers")) {
  describe(`the page cache on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const get = (path: string, headers: Record<string, string> = {}) => request(server.baseUrl, path, { host: SI, headers });

    beforeAll(() => {
      ({ db, close } = openDatabase(server.databaseUrl));
    });
    afterAll(() => close());

    it("a public page without a session: MISS, then HIT with the same page, its ETag, 304 on a match, gzip and brotli of the same bytes", async () => {
      const path = `/?cache-test=${Date.now()}`;
      const first = await get(path);
      expect([first.status, first.headers["x-cache"]]).toEqual([200, "MISS"]);
      expect(first.headers["cache-control"]).toMatch(PUBLIC);
      expect(first.headers.vary).toMatch(/Cookie/);
      const second = await get(path);
      expect([second.headers["x-cache"], second.body]).toEqual(["HIT", first.body]);
      const etag = String(second.headers.etag);
      const notModified = await get(path, { "If-None-Match": etag });
      expect([notModified.status, notModified.body]).toEqual([304, ""]);
      const br = await getBytes(server.baseUrl, path, { "Accept-Encoding": "br" });
      const gz = await getBytes(server.baseUrl, path, { "Accept-Encoding": "gzip" });
      expect([br.headers["content-encoding"], gz.headers["content-encoding"]]).toEqual(["br", "gzip"]);
      expect(brotliDecompressSync(br.body).toString()).toBe(first.body);
      expect(gunzipSync(gz.body).toString()).toBe(first.body);
    });

    it("a 404 page is kept too; personal pages (cart, login, wishlist, profile, checkout) never, and say private, no-store", async () => {
      const missing = `/no-such-page-${Date.now()}`;
      expect((await get(missing)).status).toBe(404);
      const again = await get(missing);
      expect([again.status, again.headers["x-cache"]]).toEqual([404, "HIT"]);
      for (const path of ["/cart", "/login", "/wishlist", "/profile", "/checkout"]) {
        for (const round of [1, 2]) {
          const res = await get(path);
          expect(res.headers["x-cache"], `${path} ${round}`).toBeUndefined();
          if (res.status === 200) expect(res.headers["cache-control"], path).toBe("private, no-store");
        }
      }
    });

    it("a shopper with a session gets the cached page with their cart in its holes, private, no-store; the anonymous copy does not learn it", async () => {
      const product = await productPath(db);
      await get(product.path);
      expect((await get(product.path)).headers["x-cache"]).toBe("HIT");
      const guest = await issueToken(db, "guest", null);
      const cookie = `guest_token=${guest.token}`;
      const added = await request(server.baseUrl, "/cart", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${SI}`, cookie },
        body: new URLSearchParams({ intent: "add", productId: String(product.id), qty: "2" }).toString(),
      });
      expect(added.status).toBe(303);
      const own = await get(product.path, { cookie });
      expect(own.status).toBe(200);
      expect(own.headers["x-cache"]).toBe("FILLED");
      expect(own.headers["cache-control"]).toBe("private, no-store");
      expect(own.headers.etag).toBeUndefined();
      // the header counts the cart's lines
      expect(own.body).toContain('<span aria-hidden="true" class="cart-count">1</span>');
      // and the anonymous copy did not learn it
      expect((await get(product.path)).body).toContain('<span aria-hidden="true" class="cart-count">0</span>');
    });

    it("a forged consent cookie or a malformed path is a clear answer, never a 5xx", async () => {
      expect((await get("/", { cookie: "consent=%E0%A4%A" })).status).toBe(200);
      expect((await get("/search/%E0%A4%A")).status).toBe(400);
    });

    it("a catalogue write shows on the next request after the version check (at most 5 s)", async () => {
      const product = await productPath(db);
      await get(product.path);
      expect((await get(product.path)).headers["x-cache"]).toBe("HIT");
      const name = `Preimenovan izdelek ${Date.now()}`;
      await renameProduct(db, product.id, name);
      const took = await until(server, product.path, name, 8_000);
      expect(took).toBeLessThanOrEqual(6_000);
    });
  });
}

describe("two instances on one PostgreSQL database and Redis", () => {
  const shared = sharedPostgresInstances(["pg-a", "pg-b"]);

  it("a catalogue write shows on both instances' cached pages within 5 s of the version check", async () => {
    if (!requirePostgres(shared.available)) return;
    const { instances, db } = shared;
    const product = await productPath(db);
    for (const instance of instances) {
      await request(instance.baseUrl, product.path, { host: SI });
      expect((await request(instance.baseUrl, product.path, { host: SI })).headers["x-cache"]).toBe("HIT");
    }
    // a page from the cache is logged like any other request, with the cache's verdict
    const lines = instances[0]
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{") && line.endsWith("}"))
      .map((line) => JSON.parse(line) as { msg?: string; cache?: string; reqId?: string; ip?: string; req?: { host?: string }; res?: { statusCode?: number } });
    expect(
      lines.some(
        (l) => l.msg === "request completed" && l.cache === "HIT" && l.req?.host === SI && l.res?.statusCode === 200 && l.reqId && l.ip === "127.0.0.1",
      ),
    ).toBe(true);
    const name = `Na obeh ${Date.now()}`;
    await renameProduct(db, product.id, name);
    const took = await Promise.all(instances.map((instance) => until(instance, product.path, name, 8_000)));
    for (const ms of took) expect(ms).toBeLessThanOrEqual(6_000);
  });
});
