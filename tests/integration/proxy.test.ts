import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { ADDRESS } from "../support/checkout";
import { cookieValue, type HttpOptions, request, setCookies } from "../support/http";
import { multipartFiles, postStreamed } from "../support/pictures";
import { freePort, logLines } from "../support/process";
import { createPostgresSchema, ROOT, type RunningServer, startServer } from "../support/server";
import { ADMIN } from "../support/staff";

// A real reverse proxy in the tests. Debian's nginx (.ci/run installs it) runs the
// repo's deploy/nginx/shop.conf and the files it includes — only its listen ports changed to
// free ones; the admin host as shipped, the app's default ADMIN_HOST — with a
// self-signed certificate made here, in front of two app instances on one PostgreSQL database
// and one Redis, with TRUST_PROXY naming the proxy. nginx connects to the app from 127.0.0.2
// (proxy_bind), so a client on 127.0.0.1 talking to an instance directly is not the proxy.

const NGINX = "/usr/sbin/nginx";
const SI = "si.lumera.localhost";
const PROXY_ADDRESS = "127.0.0.2";

describe("behind nginx: two instances on PostgreSQL and Redis", () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const work = mkdtempSync(path.join(os.tmpdir(), "storefront-proxy-"));
  const instances: RunningServer[] = [];
  let nginx: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  let db: DB;
  let closeDb: (() => Promise<void>) | undefined;
  let https = "";
  let http = "";
  let ca = "";

  /** A request through the proxy, over TLS (the certificate made here is the one trusted). */
  const viaProxy = (pathname: string, options: HttpOptions = {}) => request(https, pathname, { host: SI, ca, ...options });
  const postForm = (pathname: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
    viaProxy(pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://${SI}`, ...(cookie ? { Cookie: cookie } : {}), ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    // CI always has PostgreSQL (.ci/run sets TEST_DATABASE_URL when it answers)
    if (!baseUrl) {
      if (process.env.CI) throw new Error("TEST_DATABASE_URL is not set");
      return;
    }
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run does)`);
    const schema = await createPostgresSchema(baseUrl);
    drop = schema.drop;
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      RATE_LIMIT_PREFIX: `proxy-${process.pid}-${Date.now()}`,
      TRUST_PROXY: PROXY_ADDRESS,
      SEED_PRODUCTS: "80",
    };
    instances.push(...(await Promise.all([startServer({ name: "app-a", env }), startServer({ name: "app-b", env })])));
    ({ db, close: closeDb } = openDatabase(schema.url));

    // the certificate, the upstream list and the repo's server blocks on free ports
    const conf = path.join(work, "conf");
    mkdirSync(path.join(conf, "certs"), { recursive: true });
    mkdirSync(path.join(work, "tmp"), { recursive: true });
    // nginx started as root runs its workers as nobody: they keep an upload over 16 kB in
    // tmp/client_body (nginx makes it theirs), reached through this folder (mkdtemp makes it 0700)
    chmodSync(work, 0o755);
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
      "-keyout", path.join(conf, "certs", "shop.key"), "-out", path.join(conf, "certs", "shop.crt"),
      "-subj", `/CN=${SI}`, "-addext", `subjectAltName=DNS:${SI},DNS:*.lumera.localhost`,
    ], { stdio: "ignore" }); // prettier-ignore
    ca = readFileSync(path.join(conf, "certs", "shop.crt"), "utf8");
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    http = `http://127.0.0.1:${httpPort}`;
    https = `https://127.0.0.1:${httpsPort}`;
    const shipped = (name: string) => readFileSync(path.join(ROOT, "deploy", "nginx", name), "utf8");
    const shop = shipped("shop.conf")
      .replace(/listen \[::\]:\d+[^;]*;\n/g, "")
      .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replaceAll("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
    // both https servers, the storefronts' and the back office's
    expect(shop.split(`listen 127.0.0.1:${httpsPort} ssl`)).toHaveLength(3);
    writeFileSync(path.join(conf, "shop.conf"), shop);
    // as shipped: the settings both servers share, and the admin host's name (the app's default ADMIN_HOST)
    for (const name of ["shop-proxy.conf", "shop-admin-host.conf"]) writeFileSync(path.join(conf, name), shipped(name));
    writeFileSync(path.join(conf, "shop-upstream.conf"), instances.map((s) => `server 127.0.0.1:${s.port} max_fails=1 fail_timeout=5s;`).join("\n"));
    const temp = (name: string) => `${name}_temp_path ${path.join(work, "tmp", name)};`;
    writeFileSync(
      path.join(conf, "nginx.conf"),
      [
        "daemon off;",
        "worker_processes 1;",
        `pid ${path.join(work, "nginx.pid")};`,
        `error_log ${path.join(work, "error.log")} warn;`,
        "events { worker_connections 512; }",
        "http {",
        `  access_log ${path.join(work, "access.log")};`,
        `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
        `  proxy_bind ${PROXY_ADDRESS};`,
        "  include shop.conf;",
        "}",
      ].join("\n"),
    );
    nginx = spawn(NGINX, ["-p", `${work}/`, "-c", "conf/nginx.conf"], { stdio: ["ignore", "pipe", "pipe"] });
    for (let i = 0; i < 100; i++) {
      const up = await viaProxy("/healthz").then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not answer: ${existsSync(path.join(work, "error.log")) ? readFileSync(path.join(work, "error.log"), "utf8") : ""}`);
  }, 240_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await Promise.all(instances.map((s) => s.stop()));
    await closeDb?.();
    await drop?.();
    rmSync(work, { recursive: true, force: true });
  });

  /** A product both instances sell, with `qty` pieces in its first warehouse and none elsewhere. */
  async function productWithStock(qty: number, offset: number) {
    const product = await db
      .selectFrom("product as p")
      .innerJoin("product_stock as s", "s.product_id", "p.id")
      .select(["p.id", "s.warehouse_code"])
      .where("p.type", "=", "simple")
      .where("p.salable", "=", 1)
      .where("s.qty", ">", 0)
      .orderBy("p.id")
      .offset(offset)
      .executeTakeFirstOrThrow();
    await db.updateTable("product_stock").set({ qty: 0 }).where("product_id", "=", product.id).execute();
    await db.updateTable("product_stock").set({ qty }).where("product_id", "=", product.id).where("warehouse_code", "=", product.warehouse_code).execute();
    return product.id;
  }

  it("https in front: cookies Secure, redirects and canonical URLs keep https and the public host", async () => {
    if (!baseUrl) return;
    const home = await viaProxy("/");
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="https://${SI}/"`);
    expect(home.headers["strict-transport-security"]).toBeTruthy();
    // plain http only says where the shop is
    const plain = await request(http, "/nega-obraza-in-telesa?page=2", { host: SI });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${SI}/nega-obraza-in-telesa?page=2`);
    // a redirect of the app stays on https and the public host
    const search = await viaProxy("/search?q=krema");
    expect(search.status).toBeGreaterThanOrEqual(300);
    expect(search.status).toBeLessThan(400);
    const location = String(search.headers.location);
    expect(location.startsWith("/") || location.startsWith(`https://${SI}/`), location).toBe(true);
    // cookies are Secure
    const product = await productWithStock(5, 0);
    const added = await postForm("/cart", { intent: "add", productId: String(product), qty: "1" });
    expect(added.status).toBe(303);
    const cookies = setCookies(added);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    // the sitemap names https URLs of the public host
    const sitemap = await viaProxy("/sitemap.xml");
    expect(sitemap.body).toContain(`https://${SI}/`);
    expect(sitemap.body).not.toContain("127.0.0.1");
  });

  it("the client's address is the one nginx saw: a forged X-Forwarded-For counts for nothing, through the proxy or around it", async () => {
    if (!baseUrl) return;
    const forged = await viaProxy("/healthz", { headers: { "X-Forwarded-For": "6.6.6.6" } });
    const id = forged.headers["x-request-id"] as string;
    // nginx's id went through, and the app logged the client as nginx saw it (this test, on 127.0.0.1)
    await new Promise((r) => setTimeout(r, 200));
    const line = instances.flatMap(logLines).find((l) => l.reqId === id);
    expect(line?.ip).toBe("127.0.0.1");
    // around the proxy, straight to an instance: the header is not the proxy's, so it is ignored
    const direct = await request(instances[0].baseUrl, "/healthz", { headers: { "X-Forwarded-For": "6.6.6.6", "X-Request-Id": "direct-forged-id-123" } });
    expect(direct.headers["x-request-id"]).not.toBe("direct-forged-id-123");
    await new Promise((r) => setTimeout(r, 200));
    expect(logLines(instances[0]).find((l) => l.reqId === direct.headers["x-request-id"])?.ip).toBe("127.0.0.1");

    // and rate limits count the real client: 30 failed logins per address and 10 minutes,
    // whatever X-Forwarded-For each one claims, whichever instance answers
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await postForm("/login", { intent: "login", email: `nobody-${i}@example.com`, password: "wrong-password-1" }, undefined, {
        "X-Forwarded-For": `10.0.${i}.1`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a 2 MB form body is refused by the proxy with 413; build assets are immutable", async () => {
    if (!baseUrl) return;
    const big = await viaProxy("/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://${SI}` },
      body: `intent=add&note=${"x".repeat(2 * 1024 * 1024)}`,
    });
    expect(big.status).toBe(413);
    const asset = /"(\/build\/[^"]+\.js)"/.exec((await viaProxy("/")).body)?.[1];
    expect(asset).toBeTruthy();
    const res = await viaProxy(asset!);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("a 3 MB picture passes nginx on the admin host's picture path (the app answers), and is a 413 from nginx anywhere else", async () => {
    if (!baseUrl) return;
    const picture = { name: "vaza.jpg", type: "image/jpeg", content: randomBytes(3 * 1024 * 1024) };
    const { body, contentType } = multipartFiles({ intent: "upload" }, "pictures", [picture]);
    const postTo = (host: string, pathname: string) =>
      postStreamed(https, pathname, { host, ca, headers: { Origin: `https://${host}`, "Content-Type": contentType }, body });
    // not signed in: the app sends the post to the sign-in page — it was let through whole
    const admin = await postTo(ADMIN, "/admin/pictures/products/1");
    expect(admin.status, admin.body.slice(0, 400)).toBe(302);
    expect(admin.headers.location).toMatch(/^\/admin\/sign-in/);
    // the same post with a storefront's Host, and to a back office page that takes no upload
    for (const [host, pathname] of [
      [SI, "/admin/pictures/products/1"],
      [ADMIN, "/admin/products/1"],
    ]) {
      const refused = await postTo(host, pathname);
      expect(refused.status, `${host}${pathname}`).toBe(413);
      expect(refused.body, `${host}${pathname}: nginx's own page`).toContain("nginx");
    }
  });

  it("a cart started on one instance is the cart on the other", async () => {
    if (!baseUrl) return;
    const product = await productWithStock(5, 1);
    const added = await postForm("/cart", { intent: "add", productId: String(product), qty: "2" });
    const cookie = `guest_token=${cookieValue(added, "guest_token")}`;
    for (const instance of instances) {
      const cart = await request(instance.baseUrl, "/cart", { host: SI, headers: { Cookie: cookie } });
      expect(cart.body, instance.name).toContain(`name="productId" value="${product}"`);
    }
    // and through the proxy, which sends one request to each in turn
    for (let i = 0; i < 4; i++) expect((await viaProxy("/cart", { headers: { Cookie: cookie } })).body).toContain(`value="${product}"`);
  });

  it("50 concurrent orders for the last piece, spread over both instances, make exactly one order", async () => {
    if (!baseUrl) return;
    const product = await productWithStock(1, 2);
    const shoppers: { cookie: string; key: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const added = await postForm("/cart", { intent: "add", productId: String(product), qty: "1" });
      expect(added.status).toBe(303);
      const cookie = `guest_token=${cookieValue(added, "guest_token")}`;
      const steps: [string, Record<string, string>][] = [
        ["contact", { intent: "guest", email: `last-piece-${i}-${Date.now()}@example.com` }],
        ["address", { intent: "address", ...ADDRESS }],
        ["shipping", { intent: "shipping", method: "delivery" }],
        ["payment", { intent: "payment", method: "cod" }],
      ];
      for (const [step, fields] of steps) expect((await postForm(`/checkout/${step}`, fields, cookie)).status, step).toBe(303);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec((await viaProxy("/checkout/review", { headers: { Cookie: cookie } })).body)?.[1];
      shoppers.push({ cookie, key: key! });
    }
    const results = await Promise.all(shoppers.map((s) => postForm("/checkout/review", { intent: "place", idempotencyKey: s.key }, s.cookie)));
    expect(results.filter((r) => r.status === 303)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const orders = await db.selectFrom("shop_order_line").select("order_id").where("product_id", "=", product).where("kind", "=", "product").execute();
    expect(orders).toHaveLength(1);
    // both instances took part
    for (const instance of instances) expect(logLines(instance).some((l) => (l.req as { url?: string } | undefined)?.url === "/checkout/review")).toBe(true);
  }, 180_000);

  it("a catalogue change shows on both instances' listing within seconds", async () => {
    if (!baseUrl) return;
    const category = await db
      .selectFrom("category_i18n as i")
      .innerJoin("category as c", "c.id", "i.category_id")
      .select(["i.store_url"])
      .where("i.lang", "=", "sl")
      .where("c.level", "=", 1)
      .orderBy("c.position")
      .executeTakeFirstOrThrow();
    const listing = `/${category.store_url}`;
    // the first product the listing shows, on both instances (and from their page caches)
    const urlKey = /class="product-card-link" href="\/([^"]+)"/.exec((await viaProxy(listing)).body)?.[1];
    expect(urlKey).toBeTruthy();
    const first = (
      await db
        .selectFrom("product_i18n")
        .select("product_id")
        .where("lang", "=", "sl")
        .where("url_key", "=", decodeURIComponent(urlKey!))
        .executeTakeFirstOrThrow()
    ).product_id;
    for (const instance of instances) await request(instance.baseUrl, listing, { host: SI });
    const name = `Preimenovan ${Date.now()}`;
    await db.updateTable("product_i18n").set({ name }).where("product_id", "=", Number(first)).where("lang", "=", "sl").execute();
    await markCatalogueChanged(db);
    const started = Date.now();
    const seen = await Promise.all(
      instances.map(async (instance) => {
        while (Date.now() - started < 10_000) {
          if ((await request(instance.baseUrl, listing, { host: SI })).body.includes(name)) return Date.now() - started;
          await new Promise((r) => setTimeout(r, 200));
        }
        return Infinity;
      }),
    );
    // the listing index checks the catalogue version every 5 s (VERSION_CHECK_MS), then rebuilds
    for (const ms of seen) expect(ms).toBeLessThanOrEqual(6_000);
  }, 30_000);

  it("a rolling restart loses no request: one instance stops (SIGTERM) while the proxy sends load", async () => {
    if (!baseUrl) return;
    const paths = ["/", "/nega-obraza-in-telesa", "/znamke", "/search/krema", "/healthz"];
    let stop = false;
    const failures: string[] = [];
    let answered = 0;
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, worker) => {
        for (let i = 0; !stop; i++) {
          const pathname = paths[(i + worker) % paths.length];
          const res = await viaProxy(pathname).catch((error: Error) => ({ status: 0, body: error.message }));
          if (res.status >= 500 || res.status === 0) failures.push(`${pathname}: ${res.status}`);
          else answered++;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1_000));
    const stopped = instances[1].stop();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await stopped).toBe(0);
    stop = true;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
  }, 60_000);
});
