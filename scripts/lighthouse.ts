import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { request } from "../tests/support/http";
import { ROOT, startServer } from "../tests/support/server";

// `npm run lighthouse` (DESIGN.md performance budgets): the production build on a
// seeded catalogue, Lighthouse (mobile emulation, its default) in Debian's Chromium on home, a
// category and a product page of si.lumera.localhost, as a first visitor sees them (the consent
// banner shows). Prints the four category scores per page and every audit that keeps a score
// below 100; the full JSON reports go to .cache/lighthouse/.
//
// LIGHTHOUSE_PRODUCTS (default 2000) sizes the catalogue; CHROME_PATH overrides the browser.

const HOST = "si.lumera.localhost";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const REPORT_DIR = path.join(ROOT, ".cache", "lighthouse");

/** The first URL path a sitemap file of the storefront lists. */
async function firstFromSitemap(baseUrl: string, file: string) {
  const res = await request(baseUrl, `/sitemaps/su/${file}`, { host: HOST });
  const loc = /<loc>([^<]+)<\/loc>/.exec(res.body)?.[1];
  if (res.status !== 200 || !loc) throw new Error(`no URL in ${file} (${res.status})`);
  return new URL(loc).pathname;
}

async function main() {
  const server = await startServer({ name: "lighthouse", env: { SEED_PRODUCTS: process.env.LIGHTHOUSE_PRODUCTS ?? "2000", LOG_LEVEL: "info" } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    // *.localhost is loopback in Chromium; the mapping keeps it on the IPv4 address the server listens on
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  const failures: string[] = [];
  try {
    const pages = {
      home: "/",
      category: await firstFromSitemap(server.baseUrl, "categories.xml"),
      product: await firstFromSitemap(server.baseUrl, "products-1.xml"),
    };
    mkdirSync(REPORT_DIR, { recursive: true });
    const rows: string[] = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `http://${HOST}:${server.port}${pagePath}`;
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 1));
      const scores = CATEGORIES.map((key) => Math.round((lhr.categories[key]?.score ?? 0) * 100));
      rows.push(`| ${name} (\`${pagePath}\`) | ${scores.join(" | ")} |`);
      for (const key of CATEGORIES) {
        for (const ref of lhr.categories[key]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
          const value = audit.displayValue ? ` (${audit.displayValue})` : "";
          failures.push(`${name} ${key}: ${audit.id} ${Math.round(audit.score * 100)}${value} – ${audit.title}`);
        }
      }
      if (lhr.runtimeError) failures.push(`${name}: ${lhr.runtimeError.message}`);
    }
    console.log(`Lighthouse (mobile), ${new Date().toISOString().slice(0, 10)}, catalogue of ${process.env.LIGHTHOUSE_PRODUCTS ?? "2000"} products`);
    console.log("| page | performance | accessibility | best practices | SEO |");
    console.log("|---|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
    console.log(failures.length ? `\nAudits below 100:\n${failures.map((f) => `- ${f}`).join("\n")}` : "\nEvery scored audit passes.");
    console.log(`\nReports: ${path.relative(ROOT, REPORT_DIR)}/{home,category,product}.json`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
