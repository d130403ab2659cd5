// npm run bench — throughput and latency of pages against a trivial Remix route, in one run on
// this machine (DESIGN.md "Performance budgets"), with request logging on as in production. Starts the production build on a database
// seeded with BENCH_PRODUCTS products (default 100,000; kept in .cache/bench between runs).
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { ROOT, TEST_IMAGE_DIR, startServer } from "../tests/support/server";

const products = process.env.BENCH_PRODUCTS ?? "100000";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const dataDir = path.join(ROOT, ".cache", `bench-${products}`);
mkdirSync(dataDir, { recursive: true });
const databaseUrl = path.join(dataDir, "shop.sqlite");
if (!existsSync(databaseUrl)) console.log(`Seeding ${products} products into ${databaseUrl} (first run only)…`);

const server = await startServer({
  name: "bench",
  timeoutMs: 600_000,
  env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_PRODUCTS: products, IMAGE_DIR: TEST_IMAGE_DIR, LOG_LEVEL: "info" },
});

interface Target {
  name: string;
  path: string;
  host: string;
}

const TARGETS: Target[] = [
  { name: "trivial Remix route", path: "/__trivial", host: "si.lumera.localhost" },
  { name: "home (su)", path: "/", host: "si.lumera.localhost" },
  { name: "home (chu, HUF)", path: "/hu/", host: "eu.lumera.localhost" },
];

async function measure(target: Target) {
  const run = (duration: number) =>
    autocannon({
      url: `${server.baseUrl}${target.path}`,
      connections,
      duration,
      headers: { host: target.host, "accept-encoding": "gzip" },
    });
  await run(2); // warm up
  const result = await run(seconds);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name: target.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const results = [];
  for (const target of TARGETS) results.push(await measure(target));
  const baseline = results[0].rps;
  console.log(`\n${products} products, ${connections} connections, ${seconds} s each, gzip\n`);
  console.log("page".padEnd(24), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "p99/p50".padStart(8), "vs trivial".padStart(11));
  for (const r of results) {
    console.log(
      r.name.padEnd(24),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      (r.p99 / Math.max(r.p50, 1)).toFixed(1).padStart(8),
      `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(11),
    );
  }
} finally {
  await server.stop();
}
