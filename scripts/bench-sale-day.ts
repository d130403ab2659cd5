// npm run bench:sale-day (and the end of npm run bench) — a sale day (DESIGN.md "Performance
// budgets"): shoppers clicking about once a second — a category page, a product page, a search,
// an add to the cart, the cart page — each its own client behind the proxy with its own session.
// One process on the embedded SQLite default must hold 200 of them with the p99 of every kind of
// request under 250 ms, no error and no cart line lost (400 is where we are headed). Measured as
// an outsider would: the production build on the demo `npm start` seeds (2,000 products), in a
// fresh data folder, stepping 25, 50, 100, 200 and 400 shoppers (BENCH_SALE_STEPS="25,50"
// overrides), BENCH_SALE_SECONDS (default 20) measured per step after a warm-up.
//
// The load generator runs on the same two cores as the server, so it is kept cheap: plain
// node:http, one keep-alive connection per shopper, bodies read and thrown away (only the cart
// check at the end of a step parses JSON).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MAX_QTY } from "../app/config/cart";
import { openDatabase } from "../app/db/db.server";
import { ROOT, TEST_IMAGE_DIR, startServer } from "../tests/support/server";
import { GLIBC_TUNING, jemallocEnv } from "./allocator";

/** The Slovenian storefront, as bench.ts asks for it (the Host header names the storefront). */
const SI = "si.lumera.localhost";
const ORIGIN = `http://${SI}`;
const P99_BUDGET_MS = 250;
/** A request that has not answered in this long is an error (and its connection is dropped). */
const TIMEOUT_MS = 10_000;
/**
 * Not counted: the first seconds of a step, while the shoppers arrive (staggered over the first
 * second) and make their first round (five clicks, one a second) — that round's pages come from
 * the page cache, since a shopper has no session before its first add.
 */
const WARMUP_SECONDS = 6;
const KINDS = ["category", "product", "search", "add to cart", "cart page"] as const;
type Kind = (typeof KINDS)[number];

interface Catalogue {
  /** category pages, by their Slovenian store URL */
  categories: string[];
  /** products a shopper can put in the cart: simple, not archived, in stock */
  products: { id: number; urlKey: string }[];
  /** words of product names: each finds products */
  terms: string[];
}

/** What a step measured of one kind of request. */
export interface SaleDayKindFigures {
  kind: Kind;
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface SaleDayStep {
  shoppers: number;
  seconds: number;
  kinds: SaleDayKindFigures[];
  /** failed answers by what they were ("cart page: 503", "search: timeout", …), warm-up included */
  errorKinds: Record<string, number>;
  /** shoppers whose cart was read back at the end of the step */
  cartsChecked: number;
  /** lines (or pieces of a line) added with a 303 that the cart read back did not hold */
  linesLost: number;
  /** the server's resident memory after the step, MB */
  rssMb: number;
  /** the server's CPU time over the step (all its threads), as a share of one core */
  cpuShare: number;
  /** the p99 of the server's event loop delay over the step, ms: how long a callback ready to run waited */
  loopDelayP99: number;
  /** the page cache's answers over the step, by result (X-Cache: HIT, STALE, MISS, FILLED) */
  pageCache: Record<string, number>;
  held: boolean;
}

export interface SaleDayFigures {
  steps: SaleDayStep[];
  /** the largest step held (0: none) */
  held: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
/** A shopper's think time between two clicks: about a second. */
const thinkTime = () => 800 + Math.random() * 400;

/** Categories with products, in-stock products and search terms of the seeded demo, read from its database. */
async function readCatalogue(databaseUrl: string): Promise<Catalogue> {
  const { db, close } = openDatabase(databaseUrl);
  try {
    const categories = await db
      .selectFrom("category_i18n as i")
      .select("i.store_url")
      .where("i.lang", "=", "sl")
      .where((eb) => eb.exists(eb.selectFrom("product_category as pc").select("pc.category_id").whereRef("pc.category_id", "=", "i.category_id")))
      .orderBy("i.store_url")
      .execute();
    const products = await db
      .selectFrom("product as p")
      .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", "sl"))
      .select(["p.id", "i.url_key", "i.name"])
      .where("p.type", "=", "simple")
      .where("p.archived_at", "is", null)
      .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
      .orderBy("p.id")
      .execute();
    // the words most product names share (a shopper's "krema", "šampon"), so that every search finds products
    const words = new Map<string, number>();
    for (const { name } of products) {
      for (const word of new Set(name.toLowerCase().split(/[^\p{L}]+/u))) if (word.length >= 5) words.set(word, (words.get(word) ?? 0) + 1);
    }
    const terms = [...words]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([word]) => word);
    if (categories.length === 0 || products.length === 0 || terms.length === 0) throw new Error("sale day: the demo catalogue is empty");
    return { categories: categories.map((c) => c.store_url), products: products.map((p) => ({ id: p.id, urlKey: p.url_key })), terms };
  } finally {
    await close();
  }
}

interface Answer {
  status: number;
  ms: number;
  /** what went wrong on the way (a timeout, a reset connection), or null */
  failure: string | null;
  setCookie: string[];
  body: Buffer | null;
}

/** One shopper: its own address behind the proxy, its own keep-alive connection, its own session. */
class Shopper {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cookie = "";
  token = "";
  rounds = 0;
  /** product id → pieces the cart must hold (each add answered 303 adds one, up to MAX_QTY) */
  readonly added = new Map<number, number>();

  constructor(
    readonly port: number,
    readonly ip: string,
  ) {}

  send(method: "GET" | "POST", urlPath: string, options: { body?: string; headers?: Record<string, string>; keepBody?: boolean } = {}): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const done = (answer: Omit<Answer, "ms">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, ms: performance.now() - started });
      };
      const req = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path: urlPath,
          agent: this.agent,
          headers: {
            host: SI,
            // the proxy in front says who the client is (the server trusts loopback: TRUST_PROXY)
            "x-forwarded-for": this.ip,
            "accept-encoding": "gzip",
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(options.body === undefined ? {} : { "content-length": String(Buffer.byteLength(options.body)) }),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          if (options.keepBody) res.on("data", (chunk: Buffer) => chunks.push(chunk));
          else res.resume();
          res.once("end", () =>
            done({
              status: res.statusCode ?? 0,
              failure: null,
              setCookie: res.headers["set-cookie"] ?? [],
              body: options.keepBody ? Buffer.concat(chunks) : null,
            }),
          );
          res.once("error", (error) => done({ status: 0, failure: error.message, setCookie: [], body: null }));
        },
      );
      const timer = setTimeout(() => {
        done({ status: 0, failure: "timeout", setCookie: [], body: null });
        req.destroy();
      }, TIMEOUT_MS);
      req.once("error", (error) => done({ status: 0, failure: (error as NodeJS.ErrnoException).code ?? error.message, setCookie: [], body: null }));
      req.end(options.body);
    });
  }

  /** The cart form's add, as the product page posts it: a 303, with the guest token the first time. */
  async addToCart(productId: number) {
    const answer = await this.send("POST", "/cart", {
      body: new URLSearchParams({ intent: "add", productId: String(productId), qty: "1" }).toString(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    const issued = answer.setCookie.find((c) => c.startsWith("guest_token=") && !c.startsWith("guest_token=;"));
    if (issued) {
      this.cookie = issued.split(";")[0];
      this.token = this.cookie.slice("guest_token=".length);
    }
    if (answer.status === 303) this.added.set(productId, Math.min(MAX_QTY, (this.added.get(productId) ?? 0) + 1));
    return answer;
  }
}

/** One step's tally, kept per kind: latencies of the answers counted, and failures. */
class Tally {
  readonly times = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  readonly errors = new Map<Kind, number>(KINDS.map((kind) => [kind, 0]));
  readonly errorKinds: Record<string, number> = {};

  record(kind: Kind, answer: Answer, expected: number, counted: boolean) {
    const ok = answer.failure === null && answer.status === expected;
    if (!ok) {
      const what = `${kind}: ${answer.failure ?? answer.status}`;
      this.errorKinds[what] = (this.errorKinds[what] ?? 0) + 1;
    }
    if (!counted) return;
    this.times.get(kind)!.push(answer.ms);
    if (!ok) this.errors.set(kind, this.errors.get(kind)! + 1);
  }
}

/** The shop's resident memory, MB (Linux: /proc). */
function rssMb(pid: number | undefined) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * No cart line lost: every shopper's cart read back through the API (GET
 * /api/user/fetchUser with its guest token as the bearer, which answers the user with the cart
 * of the storefront) must hold each product it added with a 303, at least as many pieces as
 * were added (capped at MAX_QTY). The exact way to read a cart, cheaper than the cart page's
 * HTML. More than was counted is no loss: an add that timed out here may have been made there.
 */
async function checkCarts(shoppers: Shopper[]) {
  let checked = 0;
  let lost = 0;
  const queue = shoppers.filter((s) => s.token);
  const worker = async () => {
    for (let shopper = queue.pop(); shopper; shopper = queue.pop()) {
      const answer = await shopper.send("GET", "/api/user/fetchUser?department=su", {
        headers: { authorization: `Bearer ${shopper.token}`, accept: "application/json", "accept-encoding": "identity" },
        keepBody: true,
      });
      let items: { product_id: number; qty: number }[] | null = null;
      if (answer.status === 200 && answer.body) {
        try {
          const parsed = JSON.parse(answer.body.toString("utf8")) as { user?: { cart?: { items?: { product_id: number; qty: number }[] } } };
          items = parsed.user?.cart?.items ?? null;
        } catch {
          items = null;
        }
      }
      checked++;
      if (!items) {
        // an unreadable cart: every line it should hold counts as lost
        lost += shopper.added.size;
        continue;
      }
      const held = new Map(items.map((item) => [item.product_id, item.qty]));
      for (const [productId, qty] of shopper.added) if ((held.get(productId) ?? 0) < qty) lost++;
    }
  };
  // a few at a time, after the load has stopped: the check is not part of what is measured
  await Promise.all(Array.from({ length: 8 }, worker));
  return { checked, lost };
}

/** A random token for the server's GET /metrics, which the steps read their figures from. */
const METRICS_TOKEN = randomBytes(24).toString("base64url");

/** What the server's metrics say now: its CPU seconds and the page cache's answers by result. */
async function serverCounters(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { host: SI, authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const cpu = Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1] ?? 0);
  // since the last read (prom-client starts the event loop's delay histogram again at each)
  const loopDelayP99 = Number(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(text)?.[1] ?? 0) * 1000;
  const cache: Record<string, number> = {};
  for (const [, result, n] of text.matchAll(/^page_cache_requests_total\{result="(\w+)"\} (\S+)$/gm)) cache[result] = Number(n);
  return { cpu, cache, loopDelayP99, at: performance.now() };
}

/** The percentile of sorted latencies, as bench.ts takes it. */
const at = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

async function runStep(port: number, pid: number | undefined, catalogue: Catalogue, count: number, stepIndex: number, seconds: number): Promise<SaleDayStep> {
  // a distinct address per shopper (10.step.x.y): each is its own client for the per-IP limits
  const shoppers = Array.from({ length: count }, (_, i) => new Shopper(port, `10.${stepIndex + 1}.${Math.floor(i / 250)}.${(i % 250) + 1}`));
  const tally = new Tally();
  const started = performance.now();
  let before: Awaited<ReturnType<typeof serverCounters>> | null = null;
  // read as the measured window opens and as the last click of the step is answered
  const opening = sleep(WARMUP_SECONDS * 1000).then(async () => (before = await serverCounters(port)));
  const measureFrom = started + WARMUP_SECONDS * 1000;
  const stopAt = measureFrom + seconds * 1000;

  const shop = async (shopper: Shopper) => {
    await sleep(Math.random() * 1000);
    const click = async (kind: Kind, expected: number, go: () => Promise<Answer>) => {
      if (performance.now() >= stopAt) return false;
      // counted: clicks made in the measured window, after the shopper's first round
      const counted = shopper.rounds > 0 && performance.now() >= measureFrom;
      tally.record(kind, await go(), expected, counted);
      await sleep(thinkTime());
      return true;
    };
    for (;;) {
      const product = pick(catalogue.products);
      const round =
        (await click("category", 200, () => shopper.send("GET", `/${pick(catalogue.categories)}`))) &&
        (await click("product", 200, () => shopper.send("GET", `/${product.urlKey}`))) &&
        // the results page as the header's form lands on it (/search?q= answers a 302 to it)
        (await click("search", 200, () => shopper.send("GET", `/search/${encodeURIComponent(pick(catalogue.terms))}`))) &&
        (await click("add to cart", 303, () => shopper.addToCart(product.id))) &&
        (await click("cart page", 200, () => shopper.send("GET", "/cart")));
      if (!round) return;
      shopper.rounds++;
    }
  };
  await Promise.all(shoppers.map(shop));
  await opening;
  const after = await serverCounters(port);
  const opened = before as Awaited<ReturnType<typeof serverCounters>> | null;
  const cpuShare = opened ? (after.cpu - opened.cpu) / ((after.at - opened.at) / 1000) : 0;
  const pageCache = Object.fromEntries(Object.entries(after.cache).map(([result, n]) => [result, n - (opened?.cache[result] ?? 0)]));
  const { checked, lost } = await checkCarts(shoppers);
  for (const shopper of shoppers) shopper.agent.destroy();

  const kinds = KINDS.map((kind): SaleDayKindFigures => {
    const times = tally.times.get(kind)!.sort((a, b) => a - b);
    return { kind, count: times.length, errors: tally.errors.get(kind)!, rps: times.length / seconds, p50: at(times, 0.5), p99: at(times, 0.99) };
  });
  // the warm-up is left out of the latencies only: a failed answer at any time fails the step
  const failed = Object.keys(tally.errorKinds).length > 0;
  const held = !failed && lost === 0 && kinds.every((k) => k.count > 0 && k.p99 < P99_BUDGET_MS);
  return {
    shoppers: count,
    seconds,
    kinds,
    errorKinds: tally.errorKinds,
    cartsChecked: checked,
    linesLost: lost,
    rssMb: rssMb(pid),
    cpuShare,
    loopDelayP99: after.loopDelayP99,
    pageCache,
    held,
  };
}

/** Runs the steps on a server of its own and prints the table and the figure. */
export async function benchSaleDay(): Promise<SaleDayFigures> {
  const steps = (process.env.BENCH_SALE_STEPS ?? "25,50,100,200,400")
    .split(",")
    .map((step) => Number(step.trim()))
    .filter((step) => Number.isInteger(step) && step > 0);
  const seconds = Number(process.env.BENCH_SALE_SECONDS ?? 20);
  const logDir = path.join(ROOT, ".cache", "bench-sale-day");
  mkdirSync(logDir, { recursive: true });
  const jemalloc = process.env.BENCH_SALE_JEMALLOC === "1" ? jemallocEnv() : null;
  console.log(
    `\nSale day: seeding the demo (2,000 products) into a fresh data folder and starting the shop (${jemalloc ? "jemalloc" : "glibc malloc as npm start sets it up"})…`,
  );
  const server = await startServer({
    name: "sale-day",
    timeoutMs: 600_000,
    // request logging on, as in production, to a file this process does not read
    logFile: path.join(logDir, "server.log"),
    env: {
      // the demo `npm start` seeds (startServer's own default is a smaller catalogue for the tests)
      SEED_PRODUCTS: "2000",
      IMAGE_DIR: TEST_IMAGE_DIR,
      LOG_LEVEL: "info",
      METRICS_TOKEN,
      // the shoppers arrive through a proxy on this machine, which names each one in X-Forwarded-For
      TRUST_PROXY: "loopback",
      // the heap cap `npm run serve` gives production (HEAP_MB, default 256)
      NODE_OPTIONS: `--max-old-space-size=${process.env.HEAP_MB ?? 256}`,
      // its allocator as `npm start` sets it up (BENCH_SALE_JEMALLOC=1: as the container runs it)
      ...(jemalloc ?? GLIBC_TUNING),
    },
  });
  const figures: SaleDayFigures = { steps: [], held: 0 };
  try {
    const catalogue = await readCatalogue(server.databaseUrl);
    console.log(
      `Sale day: ${catalogue.categories.length} categories, ${catalogue.products.length} products in stock, search terms ${catalogue.terms.slice(0, 5).join(", ")}…; ` +
        `${WARMUP_SECONDS} s warm-up + ${seconds} s per step, think time 0.8–1.2 s, p99 budget ${P99_BUDGET_MS} ms`,
    );
    for (const [index, count] of steps.entries()) {
      const step = await runStep(server.port, server.process.pid, catalogue, count, index, seconds);
      figures.steps.push(step);
      if (step.held) figures.held = Math.max(figures.held, count);
      printStep(step);
      const requests = step.kinds.reduce((sum, k) => sum + k.count, 0);
      const errors = step.kinds.reduce((sum, k) => sum + k.errors, 0);
      // far past the budget: a larger step would only take longer to say the same
      if (errors > 0.05 * requests || step.kinds.some((k) => k.p99 > 2000)) {
        console.log(`  (stopped: ${count} shoppers ${errors > 0.05 * requests ? "failed more than 5 % of requests" : "waited over 2 s at p99"})`);
        break;
      }
      await sleep(2000);
    }
    console.log(`\nsale day: ${figures.held} shoppers held (budget 200; p99 of every kind < ${P99_BUDGET_MS} ms, no error, no cart line lost)`);
    return figures;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function printStep(step: SaleDayStep) {
  const requests = step.kinds.reduce((sum, k) => sum + k.count, 0);
  console.log(
    `\n${step.shoppers} shoppers, ${step.seconds} s: ${(requests / step.seconds).toFixed(0)} req/s, ` +
      `carts ${step.cartsChecked} checked, ${step.linesLost} lines lost, RSS ${step.rssMb.toFixed(0)} MB — ${step.held ? "held" : "NOT held"}`,
  );
  const cache = Object.entries(step.pageCache)
    .filter(([, n]) => n > 0)
    .map(([result, n]) => `${result} ${n}`)
    .join(", ");
  console.log(
    `  server CPU ${(100 * step.cpuShare).toFixed(0)} % of a core (all its threads), event loop delay p99 ${step.loopDelayP99.toFixed(0)} ms; page cache answers: ${cache || "none"}`,
  );
  console.log("  kind".padEnd(16), "count".padStart(7), "req/s".padStart(7), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
  for (const k of step.kinds) {
    console.log(
      `  ${k.kind}`.padEnd(16),
      String(k.count).padStart(7),
      k.rps.toFixed(1).padStart(7),
      k.p50.toFixed(1).padStart(8),
      `${k.p99.toFixed(1)}${k.p99 < P99_BUDGET_MS ? " " : "!"}`.padStart(8),
      String(k.errors).padStart(7),
    );
  }
  const failures = Object.entries(step.errorKinds);
  if (failures.length) console.log(`  failed answers (warm-up included): ${failures.map(([what, n]) => `${what} ×${n}`).join(", ")}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchSaleDay();
