// npm run bench — throughput and latency of pages in one run on this machine (DESIGN.md
// "Performance budgets"), with request logging on as in production, as ratios to two baselines
// outside the shop: a separate trivial Remix 2.17 app (bench/trivial-remix: one route, loader
// { n: 42 }, Express + compression, production build) and bare Express answering "hello"
// (bench/hello.mjs). Starts the shop's production build on a database seeded with
// BENCH_PRODUCTS products (default 100,000; kept in .cache/bench between runs).
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { openDatabase } from "../app/db/db.server";
import { request } from "../tests/support/http";
import { ROOT, TEST_IMAGE_DIR, startServer } from "../tests/support/server";
import { benchAdminOrders } from "./bench-orders";
import { benchSaleDay } from "./bench-sale-day";

const products = process.env.BENCH_PRODUCTS ?? "100000";
const seconds = Number(process.env.BENCH_SECONDS ?? 9);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const dataDir = path.join(ROOT, ".cache", `bench-${products}`);
mkdirSync(dataDir, { recursive: true });
const databaseUrl = path.join(dataDir, "shop.sqlite");
if (!existsSync(databaseUrl)) console.log(`Seeding ${products} products into ${databaseUrl} (first run only)…`);

const server = await startServer({
  name: "bench",
  timeoutMs: 600_000,
  // request logging on, as in production, written to a file as a container's log collector
  // would take it, not read by this process, which generates the load
  logFile: path.join(dataDir, "server.log"),
  // the heap cap `npm run serve` gives production (HEAP_MB, default 256)
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: products,
    IMAGE_DIR: TEST_IMAGE_DIR,
    LOG_LEVEL: "info",
    NODE_OPTIONS: `--max-old-space-size=${process.env.HEAP_MB ?? 256}`,
  },
});

/** The trivial Remix app and bare Express, built and started beside the shop. */
function startBaseline(script: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], { env: { ...process.env, PORT: "0", NODE_ENV: "production" }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = /listening on (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ baseUrl: `http://127.0.0.1:${port}`, child });
    });
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
const trivialDir = path.join(ROOT, "bench", "trivial-remix");
execFileSync(path.join(ROOT, "node_modules", ".bin", "remix"), ["build"], {
  cwd: trivialDir,
  env: { ...process.env, NODE_ENV: "production" },
  stdio: "ignore",
});
const trivialApp = await startBaseline(path.join(trivialDir, "server.mjs"));
const bareExpress = await startBaseline(path.join(ROOT, "bench", "hello.mjs"));

interface Target {
  name: string;
  /** where it is served: the shop (default) or a baseline */
  base?: string;
  path: string;
  host: string;
  method?: "GET" | "POST";
  body?: string;
  /** overrides BENCH_CONNECTIONS: 1 measures latency alone, without queueing */
  connections?: number;
  headers?: Record<string, string>;
  /** a form post answered by a 303 counts as a success */
  redirects?: boolean;
  /** an anonymous public page: after the warm-up it must come from the page cache (X-Cache: HIT) */
  cached?: boolean;
  /** a public page for a shopper with a session: the cached page with its holes filled (X-Cache: FILLED) */
  filled?: boolean;
}

// Real pages of the seeded catalogue: the largest root category (48 products a page, with its
// facets), a product in it, and a search term that matches many products.
const { db, close } = openDatabase(databaseUrl);
const category = await db
  .selectFrom("category as c")
  .innerJoin("category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", "sl"))
  .innerJoin("product_category as pc", "pc.category_id", "c.id")
  .select(["i.store_url", (eb) => eb.fn.countAll<number>().as("products")])
  .where("c.level", "=", 1)
  .groupBy("i.store_url")
  .orderBy("products", "desc")
  .executeTakeFirstOrThrow();
const rootCategory = await db
  .selectFrom("category_i18n")
  .select("category_id")
  .where("lang", "=", "sl")
  .where("store_url", "=", category.store_url)
  .executeTakeFirstOrThrow();
const skinValue = await db
  .selectFrom("attribute_value as v")
  .innerJoin("attribute as a", "a.id", "v.attribute_id")
  .select("v.id")
  .where("a.code", "=", "skin_type")
  .orderBy("v.position")
  .executeTakeFirstOrThrow();
const product = await db
  .selectFrom("product_i18n as i")
  .innerJoin("product as p", "p.id", "i.product_id")
  .select(["i.url_key"])
  .where("i.lang", "=", "sl")
  .where("p.type", "=", "simple")
  .orderBy("p.id")
  .limit(1)
  .offset(500)
  .executeTakeFirstOrThrow();
// products for the cart figures: in stock, simple
const stocked = await db
  .selectFrom("product as p")
  .select("p.id")
  .where("p.type", "=", "simple")
  .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
  .orderBy("p.id")
  .limit(3)
  .offset(700)
  .execute();
await close();

const SI = "si.lumera.localhost";

/** A guest with three lines in the cart, made through the real form: its cookie for the cart figures. */
async function guestWithCart() {
  let cookie = "";
  for (const { id } of stocked) {
    const res = await fetch(`${server.baseUrl}/cart`, {
      method: "POST",
      redirect: "manual",
      // (fetch cannot set Host: the default storefront, su, answers on 127.0.0.1 too)
      headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ intent: "add", productId: String(id), qty: "1" }),
    });
    if (res.status !== 303) throw new Error(`add to cart answered ${res.status}`);
    const issued = res.headers.getSetCookie().find((c) => c.startsWith("guest_token=") && !c.startsWith("guest_token=;"));
    if (issued) cookie = issued.split(";")[0];
  }
  return cookie;
}
/** The shop's resident memory, MB (Linux: /proc). */
function rssMb() {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
const rssAtReady = rssMb();
const cartCookie = await guestWithCart();
const facetCall = {
  path: "/api/category/updateCategoryFilters",
  host: SI,
  method: "POST" as const,
  body: JSON.stringify({
    department: "su",
    categoryIds: [rootCategory.category_id],
    selectedFilters: [{ attributeCode: "skin_type", valueIds: [skinValue.id] }],
    additionalProductFilters: { price: "10,40" },
  }),
};

const TARGETS: Target[] = [
  { name: "trivial Remix app", path: "/", host: "localhost", base: trivialApp.baseUrl },
  { name: "bare Express hello", path: "/", host: "localhost", base: bareExpress.baseUrl },
  // the shop's shell: the root alone, rendered per request (no page cache), and the store's
  // header and footer around no content, as a shopper with a session gets every public page
  { name: "shop shell: the root alone (/__trivial), rendered per request", path: "/__trivial", host: SI },
  { name: "shop shell (/__shell), with a session", path: "/__shell", host: SI, headers: { cookie: cartCookie }, filled: true },
  { name: "category, with a session", path: `/${category.store_url}`, host: SI, headers: { cookie: cartCookie }, filled: true },
  { name: "product, with a session", path: `/${product.url_key}`, host: SI, headers: { cookie: cartCookie }, filled: true },
  // anonymous visitors: from the full-page cache after the first request
  { name: "home (su), anonymous", path: "/", host: SI, cached: true },
  { name: "home (chu, HUF), anonymous", path: "/hu/", host: "eu.lumera.localhost", cached: true },
  { name: `category (${Number(category.products).toLocaleString("en")} products), anonymous`, path: `/${category.store_url}`, host: SI, cached: true },
  { name: "product, anonymous", path: `/${product.url_key}`, host: SI, cached: true },
  {
    name: "category, filtered + sorted, anonymous",
    path: `/${category.store_url}?skin_type=${skinValue.id}&price=10,0&orderBy=price_asc&p=2`,
    host: SI,
    cached: true,
  },
  { name: "brand (aurora), anonymous", path: "/znamke/aurora", host: SI, cached: true },
  // the same pages for a shopper with a session: the cached page with its holes filled for them (X-Cache: FILLED)
  {
    name: "category, filtered + sorted, with a session",
    path: `/${category.store_url}?skin_type=${skinValue.id}&price=10,0&orderBy=price_asc&p=2`,
    host: SI,
    headers: { cookie: cartCookie },
    filled: true,
  },
  { name: "brand (aurora), with a session", path: "/znamke/aurora", host: SI, headers: { cookie: cartCookie }, filled: true },
  { name: "facet counts call", ...facetCall },
  { name: "facet counts call, 1 connection", ...facetCall, connections: 1 },
  { name: "cart page (3 lines)", path: "/cart", host: SI, headers: { cookie: cartCookie } },
  {
    name: "add to cart (form POST, 303)",
    path: "/cart",
    host: SI,
    method: "POST",
    redirects: true,
    body: new URLSearchParams({ intent: "add", productId: String(stocked[0].id), qty: "1" }).toString(),
    headers: { cookie: cartCookie, origin: `http://${SI}`, "content-type": "application/x-www-form-urlencoded" },
  },
  // every brand with its product count, for a shopper with a session (the cached page, filled)
  { name: "brand list (/znamke), with a session", path: "/znamke", host: SI, headers: { cookie: cartCookie }, filled: true, connections: 1 },
  // the first product sitemap holds 50,000 URLs on the 100,000-product catalogue
  { name: "product sitemap (50,000 URLs)", path: "/sitemaps/su/products-1.xml", host: SI, connections: 1 },
  {
    name: "search call",
    path: "/api/product_search/searchProducts",
    host: SI,
    method: "POST",
    body: JSON.stringify({ department: "su", search: "krema" }),
  },
  {
    name: "search call, a miss",
    path: "/api/product_search/searchProducts",
    host: SI,
    method: "POST",
    body: JSON.stringify({ department: "su", search: "qwzxyv" }),
  },
];

// DESIGN.md: search on the 100,000-product catalogue, p95 at most 20 ms for hits and misses.
// One request at a time (latency, not queueing), terms in turn: common and rare words, two
// words, a word only descriptions hold, a prefix being typed, a slip; and misses.
const SEARCH_TERMS = {
  hits: ["krema", "sivka", "sampon", "čaj", "krema za obraz", "aurora", "lavender", "kre", "sivak", "kremma", "LM-001234", "brezplastična"],
  misses: ["qwzxyv", "zzqxyy bbb", "nicnenajdes", "xkcdxkcd", "qqqq wwww", "kremaxyz"],
};

async function searchLatency(terms: string[], rounds = 30) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const term of terms) {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/product_search/searchProducts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ department: "su", search: term }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`search "${term}" answered ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { count: times.length, p50: at(0.5), p95: at(0.95), max: times[times.length - 1] };
}

/** What one run of the load generator reports: throughput, latencies in ms, failed answers. */
interface RunResult {
  rps: number;
  p50: number;
  p97: number;
  p99: number;
  failed: number;
  errors: number;
}

// The load generator. autocannon (JavaScript, in this process) spends more of the shared cores on
// a response the larger its body is: beside bare Express serving the same bytes it falls from
// about 20,000 answers a second at 12 KB to 8,000 at 16 KB and 4,900 at 21 KB, while wrk (C,
// Debian's package) answers 20,000 at all three sizes. A cached category page is about 20 KB
// gzipped, so with autocannon the bench measured autocannon. wrk is used when it is installed
// (`apt-get install wrk`; BENCH_CLIENT=autocannon forces the other), with one thread, as
// autocannon has; both are given the same requests.
const WRK = "/usr/bin/wrk";
const execFileAsync = promisify(execFile);
const client = process.env.BENCH_CLIENT ?? (existsSync(WRK) ? "wrk" : "autocannon");

function headersOf(target: Target): Record<string, string> {
  return { host: target.host, "accept-encoding": "gzip", ...(target.body ? { "content-type": "application/json" } : {}), ...target.headers };
}

async function run(target: Target, duration: number): Promise<RunResult> {
  return client === "wrk" ? runWrk(target, duration) : runAutocannon(target, duration);
}

async function runAutocannon(target: Target, duration: number): Promise<RunResult> {
  const result = await autocannon({
    url: `${target.base ?? server.baseUrl}${target.path}`,
    connections: target.connections ?? connections,
    duration,
    method: target.method ?? "GET",
    body: target.body,
    headers: headersOf(target),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    failed: target.redirects ? result.non2xx - (result["3xx"] ?? 0) : result.non2xx,
    errors: result.errors,
  };
}

/** A Lua string literal for wrk's script: a long bracket no header or body contains. */
const luaString = (value: string) => `[=====[${value}]=====]`;

/**
 * wrk with a script that sets the method, headers and body and prints its summary as JSON
 * (latencies in µs; `status` counts answers other than 2xx and 3xx).
 */
async function runWrk(target: Target, duration: number): Promise<RunResult> {
  const script = [
    `wrk.method = ${luaString(target.method ?? "GET")}`,
    ...(target.body ? [`wrk.body = ${luaString(target.body)}`] : []),
    // wrk sends its own "Host" (from the URL) unless the script replaces that very key
    ...Object.entries(headersOf(target)).map(([name, value]) => `wrk.headers[ ${luaString(name === "host" ? "Host" : name)} ] = ${luaString(value)}`),
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    '  io.write(string.format(\'\\n{"requests":%d,"us":%d,"status":%d,"errors":%d,"p50":%d,"p97":%d,"p99":%d}\\n\',',
    "    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,",
    "    latency:percentile(50), latency:percentile(97.5), latency:percentile(99)))",
    "end",
  ].join("\n");
  const file = path.join(dataDir, "bench.lua");
  writeFileSync(file, script);
  const args = [
    "-t1",
    `-c${target.connections ?? connections}`,
    `-d${duration}s`,
    "--timeout",
    "10s",
    "-s",
    file,
    `${target.base ?? server.baseUrl}${target.path}`,
  ];
  const { stdout: output } = await execFileAsync(WRK, args, { encoding: "utf8" });
  const line = output.split("\n").find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error(`${target.name}: wrk printed no summary:\n${output}`);
  const summary = JSON.parse(line) as {
    requests: number;
    us: number;
    status: number;
    errors: number;
    p50: number;
    p97: number;
    p99: number;
  };
  return {
    rps: summary.requests / (summary.us / 1e6),
    p50: summary.p50 / 1000,
    p97: summary.p97 / 1000,
    p99: summary.p99 / 1000,
    failed: summary.status,
    errors: summary.errors,
  };
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p97: number;
  p99: number;
  /**
   * p99/p50 of the median round (by that ratio): the tail as issue 31 reads it ("three 5 s rounds,
   * the median"), printed beside the stricter worst round's p99 over the median round's p50
   */
  tailMedian: number;
  /** throughput relative to the baseline measured in the rounds around it */
  ratio: number;
  /** that baseline: the trivial Remix app, or bare Express for pages from the page cache */
  baseline: Target;
}

const ROUNDS = 3;
/** A p50 to divide a p99 by: autocannon reports whole milliseconds, so its p50 of 0 is read as 1. */
const tailFloor = (p50: number) => (client === "wrk" ? p50 : Math.max(p50, 1));
/** The middle one of the rounds' figures. */
const medianOf = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** A latency for the table: wrk's in hundredths of a millisecond, autocannon's whole. */
const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/**
 * A page's figures next to its baseline's: the one its budget names (DESIGN.md), bare Express for
 * pages from the page cache, the trivial Remix app for the rest. The machine's speed drifts over
 * minutes (other tenants, thermal limits), so the two alternate in ROUNDS short runs and the
 * ratio compares each page with the baseline measured right beside it. Latencies: the median
 * round's p50, the worst round's p97.5 and p99; and each round's own p99/p50, the median of them.
 */
async function measure(target: Target, baseline: Target): Promise<Measured> {
  await run(target, 2); // warm up
  if (target.cached) {
    const res = await request(server.baseUrl, target.path, { host: target.host });
    if (res.headers["x-cache"] !== "HIT") throw new Error(`${target.name}: X-Cache ${String(res.headers["x-cache"])}, not from the page cache`);
  }
  if (target.filled) {
    const res = await request(server.baseUrl, target.path, { host: target.host, headers: target.headers });
    if (res.headers["x-cache"] !== "FILLED") throw new Error(`${target.name}: X-Cache ${String(res.headers["x-cache"])}, not filled from the page cache`);
  }
  const slice = Math.max(2, Math.round(seconds / ROUNDS));
  const rounds = [];
  let baselineRps = 0;
  for (let round = 0; round < ROUNDS; round++) {
    if (target !== baseline) baselineRps += (await run(baseline, slice)).rps;
    const result = await run(target, slice);
    if (result.failed > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.failed} failed answers, ${result.errors} errors`);
    rounds.push(result);
  }
  const rps = rounds.reduce((sum, r) => sum + r.rps, 0) / ROUNDS;
  return {
    name: target.name,
    rps,
    p50: medianOf(rounds.map((r) => r.p50)),
    p97: Math.max(...rounds.map((r) => r.p97)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    tailMedian: medianOf(rounds.map((r) => r.p99 / tailFloor(r.p50))),
    ratio: target === baseline ? 1 : rps / (baselineRps / ROUNDS),
    baseline,
  };
}

/** DESIGN.md: at most 150 KB gzip of JavaScript on a product page. Sums every script the page loads. */
async function javascriptWeight(target: Target) {
  const page = await fetch(`${server.baseUrl}${target.path}`, { headers: { host: target.host } });
  const html = await page.text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"[^>]*>/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[\w{}*\s,]+from\s*)?"([^"]+\.js)"/g)) urls.add(match[1]);
  let gzip = 0;
  for (const url of urls) {
    const res = await fetch(new URL(url, server.baseUrl), { headers: { host: target.host } });
    gzip += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  return { files: urls.size, kb: gzip / 1024 };
}

try {
  const productTarget = TARGETS.find((t) => t.name === "product, anonymous");
  if (productTarget) {
    const weight = await javascriptWeight(productTarget);
    console.log(`\nJavaScript on a product page: ${weight.files} files, ${weight.kb.toFixed(1)} KB gzip (budget 150 KB)`);
  }
  if (!process.env.BENCH_ONLY || /search/i.test(process.env.BENCH_ONLY)) {
    await searchLatency([...SEARCH_TERMS.hits, ...SEARCH_TERMS.misses], 2); // warm up: names and index loaded
    for (const [kind, terms] of Object.entries(SEARCH_TERMS)) {
      const r = await searchLatency(terms);
      console.log(
        `search ${kind.padEnd(6)} (${r.count} requests, 1 at a time): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms (budget p95 20 ms)`,
      );
    }
  }
  // BENCH_ONLY=regex measures the matching pages only (the two baselines always run first)
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
  const results = [];
  const [trivial, bare] = TARGETS;
  for (const target of TARGETS.filter((t, i) => i < 2 || !only || only.test(t.name))) {
    results.push(await measure(target, target.cached || target === bare ? bare : trivial));
  }
  console.log(
    `\n${products} products, ${connections} connections, ${ROUNDS} rounds of ${Math.max(2, Math.round(seconds / ROUNDS))} s each next to a baseline (* beside its ratio), gzip, load from ${client}\n`,
  );
  console.log(
    "page".padEnd(34),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p97.5 ms".padStart(9),
    "p99 ms".padStart(8),
    "p99/p50".padStart(8),
    "(median)".padStart(9),
    "vs trivial".padStart(12),
    "vs Express".padStart(12),
  );
  // each page is measured beside one baseline; its ratio to the other goes through the two
  // baselines' ratio (the trivial app's throughput measured beside bare Express)
  const trivialPerExpress = results.find((r) => r.name === "trivial Remix app")!.rps / results.find((r) => r.name === "bare Express hello")!.rps;
  for (const r of results) {
    const vsTrivial = r.baseline === trivial ? r.ratio : r.ratio / trivialPerExpress;
    const vsExpress = r.baseline === bare ? r.ratio : r.ratio * trivialPerExpress;
    console.log(
      r.name.padEnd(34),
      r.rps.toFixed(0).padStart(8),
      ms(r.p50).padStart(8),
      ms(r.p97).padStart(9),
      ms(r.p99).padStart(8),
      (r.p99 / tailFloor(r.p50)).toFixed(1).padStart(8),
      r.tailMedian.toFixed(1).padStart(9),
      `${vsTrivial.toFixed(3)}×${r.baseline === trivial ? "*" : " "}`.padStart(12),
      `${vsExpress.toFixed(3)}×${r.baseline === bare ? "*" : " "}`.padStart(12),
    );
  }
  console.log(`\nThe shop's RSS: ${rssAtReady.toFixed(0)} MB when ready, ${rssMb().toFixed(0)} MB after the run (budget 400 MB)`);
  // the back office's order list over 100,000 orders (its own generated database, in this process)
  if (!only || only.test("orders")) await benchAdminOrders();
  // a sale day: shoppers with sessions clicking once a second, on the demo catalogue (a server of its own)
  if (!only || only.test("sale")) await benchSaleDay();
} finally {
  await server.stop();
  trivialApp.child.kill();
  bareExpress.child.kill();
}
