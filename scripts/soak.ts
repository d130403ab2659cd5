// npm run soak — memory that stays put. Starts the shop's production build as a
// container runs it (heap cap HEAP_MB, default 256; jemalloc preloaded when the machine has
// Debian's libjemalloc2, as the Dockerfile does — SOAK_JEMALLOC=0 for glibc's malloc as
// `npm start` runs it; SOAK_FIRST_START=1 measures a first start that seeds its demo), then:
//   1. asks for SOAK_VARIANTS (1,000) distinct image variants no one made before (a fresh image
//      cache: originals × widths × formats), 4 at a time;
//   2. sends SOAK_REQUESTS (20,000) page requests across every page kind (home, category,
//      filtered category, product, brand, brands, search, blog, CMS, gift page, 404, sitemap,
//      JSON API, cart with a session), 8 at a time;
// sampling the server's RSS (/proc/<pid>/status) every half second. It passes when the RSS after
// is ≤ SOAK_MAX_RSS_MB (400) and flat across the second half of the page requests (the least-
// squares slope of the samples ≤ 2 MB per 1,000 requests); the figures go in the README.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../app/db/db.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "../app/lib/images";
import { ROOT, startServer } from "../tests/support/server";
import { GLIBC_TUNING, jemallocEnv } from "./allocator";

const variants = Number(process.env.SOAK_VARIANTS ?? 1_000);
const requests = Number(process.env.SOAK_REQUESTS ?? 20_000);
const maxRssMb = Number(process.env.SOAK_MAX_RSS_MB ?? 400);
const products = process.env.SOAK_PRODUCTS ?? "2000";
const jemalloc = process.env.SOAK_JEMALLOC !== "0" ? jemallocEnv(process.env.SOAK_MALLOC_CONF) : null;

// SOAK_FIRST_START=1: the server measured is a first start on a new machine, which seeds the
// demo (in a child process: app/db/seed/first-start.server.ts) and makes its pictures itself
const firstStart = process.env.SOAK_FIRST_START === "1";
const dataDir = path.join(ROOT, ".cache", firstStart ? `soak-first-${products}` : `soak-${products}`);
if (firstStart) rmSync(dataDir, { recursive: true, force: true });
const imageDir = path.join(dataDir, "images");
mkdirSync(dataDir, { recursive: true });
// every variant is made anew: the cache of resized pictures goes, the originals stay
rmSync(path.join(imageDir, "cache"), { recursive: true, force: true });
const databaseUrl = path.join(dataDir, "shop.sqlite");

const METRICS_TOKEN = "soak-metrics-token-0123456789";
const serverEnv = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_PRODUCTS: products,
  IMAGE_DIR: imageDir,
  // request lines go to the file, as a container's log collector would take them
  LOG_LEVEL: "info",
  NODE_OPTIONS: `--max-old-space-size=${process.env.HEAP_MB ?? 256}`,
  METRICS_TOKEN,
  // as the Dockerfile runs it: jemalloc, returning freed pages within a second; or glibc's
  // malloc as `npm run serve` (package.json) sets it up: two arenas, large blocks mapped and
  // given back when freed (SOAK_GLIBC_TUNING=0: glibc's defaults, to compare)
  ...(jemalloc ?? (process.env.SOAK_GLIBC_TUNING === "0" ? {} : GLIBC_TUNING)),
};
// the shop is seeded by a first start of its own: the server measured is a restart, as a
// container's is, not the process that generated the catalogue and its pictures
if (!firstStart && !existsSync(databaseUrl)) {
  console.log(`Seeding ${products} products (first run only)…`);
  await (await startServer({ name: "soak-seed", timeoutMs: 600_000, logFile: path.join(dataDir, "seed.log"), env: serverEnv })).stop();
}
console.log(
  `Starting the shop (${products} products, heap ${process.env.HEAP_MB ?? 256} MB, ${jemalloc ? "jemalloc" : "glibc malloc"}${firstStart ? ", a first start that seeds" : ""})…`,
);
const server = await startServer({ name: "soak", timeoutMs: 600_000, logFile: path.join(dataDir, "server.log"), env: serverEnv });

const pid = server.process.pid!;
/** What the process's memory is made of, from its /metrics: V8's heap and the memory outside it (Buffers). */
async function breakdown() {
  const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name: string) => (Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 1024 / 1024).toFixed(0);
  return `heap used ${mb("nodejs_heap_size_used_bytes")} MB of ${mb("nodejs_heap_size_total_bytes")} MB, external ${mb("nodejs_external_memory_bytes")} MB`;
}
const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const samples: { at: number; rss: number }[] = [];
let done = 0;
const sampler = setInterval(() => samples.push({ at: done, rss: rssMb() }), 500);

/** Runs `count` jobs, `width` at a time; a job's failure is counted, not thrown. */
async function pool(count: number, width: number, job: (i: number) => Promise<boolean>) {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        if (!(await job(i).catch(() => false))) failed++;
        done++;
      }
    }),
  );
  return failed;
}

const SI = "si.lumera.localhost";
const get = async (pathname: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.baseUrl}${pathname}`, { headers: { host: SI, ...headers }, redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
};

// what the pages are made of: real rows of the seeded shop
const { db, close } = openDatabase(databaseUrl);
const images = await db.selectFrom("image").select("id").orderBy("id").execute();
const categories = (await db.selectFrom("category_i18n").select("store_url").where("lang", "=", "sl").execute()).map((r) => r.store_url);
const productKeys = (await db.selectFrom("product_i18n").select("url_key").where("lang", "=", "sl").orderBy("product_id").limit(400).execute()).map(
  (r) => r.url_key,
);
const brands = (await db.selectFrom("brand").select("url_key").execute()).map((r) => r.url_key);
const posts = (await db.selectFrom("blog_post_i18n").select("url_key").where("lang", "=", "sl").limit(20).execute()).map((r) => r.url_key);
const cms = (await db.selectFrom("cms_page_i18n").select("url_key").where("lang", "=", "sl").limit(10).execute()).map((r) => r.url_key);
const stocked = await db.selectFrom("product_stock").select("product_id").where("qty", ">", 0).orderBy("product_id").limit(3).execute();
await close();

// a guest with a cart, for the pages a session renders (never from the page cache)
let cookie = "";
for (const { product_id } of stocked) {
  const res = await fetch(`${server.baseUrl}/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ intent: "add", productId: String(product_id), qty: "1" }),
  });
  const issued = res.headers.getSetCookie().find((c) => c.startsWith("guest_token=") && !c.startsWith("guest_token=;"));
  if (issued) cookie = issued.split(";")[0];
}

const ready = rssMb();
console.log(`Ready: RSS ${ready.toFixed(0)} MB (${await breakdown()})`);

// 1. image variants
const combos = images.flatMap(({ id }) => IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => `/images/${id}/${width}.${format}`)));
if (combos.length < variants) throw new Error(`only ${combos.length} variants in the demo data`);
let started = performance.now();
const imageFailures = await pool(variants, 4, async (i) => (await get(combos[i])) === 200);
const imageSeconds = (performance.now() - started) / 1000;
const afterImages = rssMb();
console.log(`${variants} image variants in ${imageSeconds.toFixed(0)} s (${imageFailures} failed): RSS ${afterImages.toFixed(0)} MB (${await breakdown()})`);

// 2. pages of every kind, anonymous (cached) and with a session (rendered)
const pick = <T>(list: T[], i: number) => list[i % list.length];
const kinds: ((i: number) => [string, Record<string, string>?])[] = [
  () => ["/"],
  (i) => [`/${pick(categories, i)}`],
  (i) => [`/${pick(categories, i)}?sort=price_asc&page=2`],
  (i) => [`/${pick(productKeys, i)}`],
  (i) => [`/${pick(productKeys, i * 7)}`, { cookie }],
  (i) => [`/${pick(categories, i * 3)}`, { cookie }],
  (i) => [`/znamke/${pick(brands, i)}`],
  () => ["/znamke"],
  (i) => [`/search/${["krema", "olje", "čaj", "milo", "serum"][i % 5]}`],
  (i) => [posts.length ? `/blog/${pick(posts, i)}` : "/blog"],
  (i) => [cms.length ? `/cms/${pick(cms, i)}` : "/"],
  () => ["/darilni-boni.html"],
  (i) => [`/no-such-page-${i % 50}`],
  () => ["/sitemap.xml"],
  () => ["/cart", { cookie }],
  (i) => [`/api/product/fetchProduct?urlKey=${encodeURIComponent(pick(productKeys, i))}&department=su`],
];
const beforePages = done;
started = performance.now();
const pageFailures = await pool(requests, 8, async (i) => {
  const [pathname, headers] = kinds[i % kinds.length](Math.floor(i / kinds.length));
  return (await get(pathname, headers)) < 500;
});
const pageSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const after = rssMb();
const afterBreakdown = await breakdown();
await server.stop();

// the second half of the page requests: is the RSS still climbing?
const half = samples.filter((s) => s.at >= beforePages + requests / 2);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const mx = mean(half.map((s) => s.at));
const my = mean(half.map((s) => s.rss));
const slope =
  half.reduce((a, s) => a + (s.at - mx) * (s.rss - my), 0) /
  Math.max(
    1e-9,
    half.reduce((a, s) => a + (s.at - mx) ** 2, 0),
  );
const perThousand = slope * 1000;
const peak = Math.max(...samples.map((s) => s.rss));
console.log(
  `${requests} page requests in ${pageSeconds.toFixed(0)} s (${(requests / pageSeconds).toFixed(0)} req/s, ${pageFailures} failed): RSS ${after.toFixed(0)} MB (${afterBreakdown})`,
);
console.log(`RSS: ready ${ready.toFixed(0)} MB · after images ${afterImages.toFixed(0)} MB · peak ${peak.toFixed(0)} MB · after ${after.toFixed(0)} MB`);
console.log(
  `Second half: ${half.length} samples, ${Math.min(...half.map((s) => s.rss)).toFixed(0)}–${Math.max(...half.map((s) => s.rss)).toFixed(0)} MB, slope ${perThousand.toFixed(2)} MB per 1,000 requests`,
);
const ok = after <= maxRssMb && perThousand <= 2 && imageFailures === 0 && pageFailures === 0;
console.log(ok ? "PASS" : `FAIL (budget: ≤ ${maxRssMb} MB after, ≤ 2 MB per 1,000 requests in the second half, no failures)`);
process.exit(ok ? 0 : 1);
