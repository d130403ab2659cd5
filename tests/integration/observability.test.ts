import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { checkoutClient, PASSWORD, SI } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { freePort, logLines } from "../support/process";
import { type RunningServer, startServer } from "../support/server";

// Observability, seeing it run: /metrics (never public), X-Request-Id on every answer and in every
// log line of its request, /healthz for liveness and /readyz for readiness.

const TOKEN = "metrics-token-for-the-test-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function ready(server: RunningServer) {
  for (let i = 0; i < 100; i++) {
    const res = await request(server.baseUrl, "/readyz");
    if (res.status === 200) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("never ready");
}

describe("observability", () => {
  let plain: RunningServer;
  let withToken: RunningServer;
  let withPort: RunningServer;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    [plain, withToken, withPort] = await Promise.all([
      startServer({ name: "plain", env: { SEED_PRODUCTS: "50" } }),
      startServer({ name: "token", env: { SEED_PRODUCTS: "50", METRICS_TOKEN: TOKEN } }),
      startServer({
        name: "port",
        env: { SEED_PRODUCTS: "50", METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN, TRUST_PROXY: "loopback" },
      }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([plain, withToken, withPort].map((s) => s?.stop()));
  });

  describe("/metrics is never public", () => {
    it("answers 404 when neither a token nor a port is configured", async () => {
      const res = await request(plain.baseUrl, "/metrics");
      expect(res.status).toBe(404);
      expect(res.body).not.toContain("http_request_duration_seconds");
      expect((await request(plain.baseUrl, "/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    });

    it("with METRICS_TOKEN: 401 without the bearer token or with a wrong one, the metrics with it", async () => {
      expect((await request(withToken.baseUrl, "/metrics")).status).toBe(401);
      for (const forged of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, "Basic Zm9vOmJhcg==", `bearer ${TOKEN}`]) {
        const res = await request(withToken.baseUrl, "/metrics", { headers: { Authorization: forged } });
        expect(res.status, forged).toBe(401);
        expect(res.body).not.toContain("process_resident_memory_bytes");
      }
      const res = await request(withToken.baseUrl, "/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toContain("text/plain");
      expect(res.headers["cache-control"]).toContain("no-store");
      expect(res.body).toContain("process_resident_memory_bytes");
    });

    it("with METRICS_PORT: served on that port alone, a 404 on the shop's port even with the token", async () => {
      expect((await request(withPort.baseUrl, "/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const res = await request(`http://127.0.0.1:${metricsPort}`, "/metrics");
      expect(res.status).toBe(200);
      expect(res.body).toContain("nodejs_heap_size_used_bytes");
      // nothing but the metrics there
      expect((await request(`http://127.0.0.1:${metricsPort}`, "/")).status).toBe(404);
    });
  });

  it("counts requests by route id and status class, the page cache, queries, the listing index, orders and mails", async () => {
    const db = openDatabase(withToken.databaseUrl);
    try {
      const shop = checkoutClient(withToken.baseUrl, db.db);
      await ready(withToken);
      // a home page twice (rendered, then from the page cache), a 404, an order by cash on delivery
      expect((await request(withToken.baseUrl, "/", { host: SI })).status).toBe(200);
      expect((await request(withToken.baseUrl, "/", { host: SI })).headers["x-cache"]).toBe("HIT");
      expect((await request(withToken.baseUrl, "/no-such-page-at-all", { host: SI })).status).toBe(404);
      const product = await db.db
        .selectFrom("product as p")
        .innerJoin("product_stock as s", "s.product_id", "p.id")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where("p.salable", "=", 1)
        .where("s.qty", ">", 2)
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      await shop.placeOrder(await shop.guestWith(product.id, 1));

      const text = (await request(withToken.baseUrl, "/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).body;
      const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? "NaN");
      expect(value(/http_request_duration_seconds_count\{route="home:index",method="GET",status_class="2xx"\} (\d+)/)).toBeGreaterThanOrEqual(2);
      expect(value(/http_request_duration_seconds_count\{route="[^"]*catch-all[^"]*",method="GET",status_class="4xx"\} (\d+)/)).toBeGreaterThanOrEqual(1);
      expect(value(/http_request_duration_seconds_count\{route="readyz",method="GET",status_class="2xx"\} (\d+)/)).toBeGreaterThanOrEqual(1);
      expect(value(/page_cache_requests_total\{result="HIT"\} (\d+)/)).toBeGreaterThanOrEqual(1);
      expect(value(/page_cache_requests_total\{result="MISS"\} (\d+)/)).toBeGreaterThanOrEqual(1);
      expect(value(/db_query_duration_seconds_count\{kind="select"\} (\d+)/)).toBeGreaterThan(10);
      expect(value(/db_query_duration_seconds_count\{kind="insert"\} (\d+)/)).toBeGreaterThan(0);
      expect(value(/listing_index_products (\d+)/)).toBeGreaterThan(10);
      expect(value(/listing_index_build_seconds_count (\d+)/)).toBeGreaterThanOrEqual(1);
      expect(value(/orders_total\{event="placed"\} (\d+)/)).toBe(1);
      expect(value(/mails_total\{outcome="sent"\} (\d+)/)).toBeGreaterThanOrEqual(1);
      expect(value(/mail_queue_depth (\d+)/)).toBe(0);
      expect(text).toContain("payment_webhook_events_total");
      // no path makes a label of its own
      expect(text).not.toContain("no-such-page-at-all");
    } finally {
      await db.close();
    }
  });

  describe("X-Request-Id", () => {
    it("every answer carries a new id, and a client's own is not taken from outside a trusted proxy", async () => {
      const pages = await Promise.all(
        ["/", "/no-such-page", "/healthz", "/build/nothing.js", "/api/fetchStoreFrontLocales"].map((p) => request(plain.baseUrl, p, { host: SI })),
      );
      const ids = pages.map((r) => r.headers["x-request-id"]);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
      const forged = await request(plain.baseUrl, "/", { host: SI, headers: { "X-Request-Id": "forged-by-the-client-123" } });
      expect(forged.headers["x-request-id"]).toMatch(UUID);
    });

    it("behind the trusted proxy its well-formed id is kept; a malformed one is replaced", async () => {
      const kept = await request(withPort.baseUrl, "/", { host: SI, headers: { "X-Request-Id": "nginx-4f2a9c0e1b7d" } });
      expect(kept.headers["x-request-id"]).toBe("nginx-4f2a9c0e1b7d");
      for (const bad of ["short", "x".repeat(200), "bad id with spaces", "new\u00e9line"]) {
        const res = await request(withPort.baseUrl, "/", { host: SI, headers: { "X-Request-Id": bad } });
        expect(res.headers["x-request-id"], bad).toMatch(UUID);
      }
    });

    it("every log line of a request carries its id: the request line, and what the app logs meanwhile", async () => {
      // a password-recovery mail is written to the outbox while the request is answered
      const db = openDatabase(plain.databaseUrl);
      const email = uniqueEmail("request-id");
      await createCustomer(db.db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      await db.close();
      const res = await request(plain.baseUrl, "/forgotten-password", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${SI}` },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(res.status).toBeLessThan(500);
      const id = res.headers["x-request-id"] as string;
      await new Promise((r) => setTimeout(r, 200));
      const lines = logLines(plain).filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["request completed", "mail written to the outbox (no SMTP_URL)"]));
      // and a cached page's line too
      const cached = await request(plain.baseUrl, "/", { host: SI });
      await new Promise((r) => setTimeout(r, 100));
      expect(logLines(plain).some((line) => line.reqId === cached.headers["x-request-id"] && line.msg === "request completed")).toBe(true);
    });
  });

  describe("health and readiness", () => {
    it("/healthz is liveness: the process answers", async () => {
      const res = await request(plain.baseUrl, "/healthz");
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    });

    it("/readyz is readiness: database, Redis when configured, the listing index", async () => {
      const res = await ready(plain);
      expect(res.json()).toEqual({ status: "ready", database: "ok", redis: "not configured", listingIndex: "ok" });
      expect(res.headers["cache-control"]).toContain("no-store");
    });

    it("a Redis that does not answer makes it not ready (503), while the shop still serves pages", async () => {
      const closed = await freePort();
      const server = await startServer({ name: "no-redis", env: { SEED_PRODUCTS: "50", REDIS_URL: `redis://127.0.0.1:${closed}` } });
      try {
        const res = await request(server.baseUrl, "/readyz");
        expect(res.status).toBe(503);
        expect(res.json()).toMatchObject({ status: "not ready", redis: "unavailable", database: "ok" });
        expect((await request(server.baseUrl, "/", { host: SI })).status).toBe(200);
      } finally {
        await server.stop();
      }
    });

    it("with the Redis of this machine it is ready", async () => {
      const server = await startServer({ name: "redis", env: { SEED_PRODUCTS: "50", REDIS_URL: "redis://127.0.0.1:6379" } });
      try {
        expect((await ready(server)).json()).toMatchObject({ status: "ready", redis: "ok" });
      } finally {
        await server.stop();
      }
    });
  });
});
