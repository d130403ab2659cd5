import http from "node:http";
import { gunzipSync } from "node:zlib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, inject, it } from "vitest";
import { crawl } from "../support/crawl";
import { publicOrigin, request } from "../support/http";

// Crawler files: robots.txt and sitemaps per storefront host, generated from the database.
// They must be well-formed XML, name only this host's storefronts, and list only URLs that
// answer 200 (every URL is requested).

const HOSTS = ["si.lumera.localhost", "eu.lumera.localhost", "aurora.localhost", "cz.lumera.localhost"];
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" });

function parseXml(body: string) {
  const valid = XMLValidator.validate(body);
  expect(valid, typeof valid === "object" ? valid.err.msg : "").toBe(true);
  return parser.parse(body);
}

/** The path of an absolute URL on this host (the test fails if it names another host). */
function pathOn(host: string, loc: string) {
  const url = new URL(loc);
  expect(url.hostname).toBe(host);
  return url.pathname + url.search;
}

for (const server of inject("servers")) {
  describe(`crawler files on ${server.name}`, () => {
    const get = (path: string, host: string) => request(server.baseUrl, path, { host });

    it("robots.txt keeps private pages out and names the sitemap", async () => {
      const res = await get("/robots.txt", "eu.lumera.localhost");
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      const lines = res.body.split("\n");
      expect(lines).toContain("User-agent: *");
      for (const path of ["/cart", "/checkout", "/profile", "/hu/cart", "/en/checkout", "/api/"]) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${publicOrigin(server.baseUrl, "eu.lumera.localhost")}/sitemap.xml`);
    });

    it("each host's index lists its own storefronts' sitemaps only", async () => {
      const departments = async (host: string) => {
        const index = parseXml((await get("/sitemap.xml", host)).body);
        return [...new Set(index.sitemapindex.sitemap.map((s: { loc: string }) => pathOn(host, s.loc).split("/")[2]))];
      };
      expect(await departments("si.lumera.localhost")).toEqual(["su"]);
      expect(await departments("eu.lumera.localhost")).toEqual(["chu", "cen"]);
      expect(await departments("aurora.localhost")).toEqual(["asi", "ahr"]);
    });

    it("every URL of every sitemap answers 200", { timeout: 120_000 }, async () => {
      for (const host of HOSTS) {
        const indexRes = await get("/sitemap.xml", host);
        expect(indexRes.status).toBe(200);
        expect(indexRes.headers["content-type"]).toMatch(/^application\/xml/);
        const index = parseXml(indexRes.body);
        const files = index.sitemapindex.sitemap.map((s: { loc: string }) => pathOn(host, s.loc));
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) {
          const res = await get(file, host);
          expect(res.status, `${host}${file}`).toBe(200);
          const urls: string[] = parseXml(res.body).urlset.url.map((u: { loc: string }) => pathOn(host, u.loc));
          expect(urls.length, `${host}${file}`).toBeGreaterThan(0);
          expect(urls.length).toBeLessThanOrEqual(50_000);
          expect(new Set(urls).size, "no URL twice").toBe(urls.length);
          for (const path of urls) {
            const page = await get(path, host);
            expect(page.status, `${host}${path}`).toBe(200);
            // no stray NUL bytes from the streaming renderer (app/utils/html-stream.server.ts)
            expect(page.body.includes("\u0000"), `${host}${path} holds a NUL`).toBe(false);
          }
        }
      }
    });

    it("a product sitemap is kept gzipped per catalogue version: a crawler taking gzip gets the same XML", async () => {
      const plain = await get("/sitemaps/su/products-1.xml", "si.lumera.localhost");
      const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const url = new URL(server.baseUrl);
        const req = http.request(
          { host: url.hostname, port: url.port, path: "/sitemaps/su/products-1.xml", headers: { Host: "si.lumera.localhost", "Accept-Encoding": "gzip" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
      expect(zipped.encoding).toBe("gzip");
      expect(gunzipSync(zipped.body).toString("utf8")).toBe(plain.body);
      expect(plain.body).toContain("<urlset");
    });

    it("a one-brand storefront lists only its brand's products; an 'other' one no catalogue", async () => {
      const index = parseXml((await get("/sitemap.xml", "aurora.localhost")).body);
      const files = index.sitemapindex.sitemap.map((s: { loc: string }) => pathOn("aurora.localhost", s.loc));
      expect(files).toContain("/sitemaps/asi/products-1.xml");
      expect(files.filter((f: string) => f.startsWith("/sitemaps/ahr/"))).toEqual(["/sitemaps/ahr/pages.xml"]);
      const brandProducts = (
        await request(server.baseUrl, "/api/product/fetchWishlistProducts", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ department: "asi", ids: Array.from({ length: 100 }, (_, i) => i + 1) }),
        })
      ).json<{ products: { urlKey: string }[] }>().products;
      const listed = parseXml((await get("/sitemaps/asi/products-1.xml", "aurora.localhost")).body).urlset.url.map((u: { loc: string }) =>
        pathOn("aurora.localhost", u.loc),
      );
      expect(brandProducts.length).toBeGreaterThan(0);
      for (const product of brandProducts) expect(listed).toContain(`/sl/${product.urlKey}`);
      // and no other brand's: the storefront's product count equals its listing
      expect(listed.length).toBeLessThan(300);
    });

    it("unknown sitemap files and other hosts' departments are 404s", async () => {
      for (const [host, path] of [
        ["si.lumera.localhost", "/sitemaps/chu/pages.xml"],
        ["si.lumera.localhost", "/sitemaps/su/products-99.xml"],
        ["si.lumera.localhost", "/sitemaps/su/products-0.xml"],
        ["si.lumera.localhost", "/sitemaps/su/other.xml"],
        ["aurora.localhost", "/sitemaps/ahr/categories.xml"],
        ["aurora.localhost", "/sitemaps/ahr/products-1.xml"],
      ]) {
        expect((await get(path, host)).status, `${host}${path}`).toBe(404);
      }
    });
  });
}

// spec §2: a storefront's own pages link only to pages it answers. From each storefront's home
// page a crawler follows every same-host link and form: the home page's targets everywhere, two
// levels deep on the restricted shop types (one-brand, other) and on one normal storefront.
const HOMES: { host: string; home: string; depth: number }[] = [
  { host: "si.lumera.localhost", home: "/", depth: 1 },
  { host: "hr.lumera.localhost", home: "/", depth: 0 },
  { host: "eu.lumera.localhost", home: "/hu/", depth: 0 },
  { host: "eu.lumera.localhost", home: "/en/", depth: 0 },
  { host: "at.lumera.localhost", home: "/", depth: 0 },
  { host: "it.lumera.localhost", home: "/", depth: 0 },
  { host: "cz.lumera.localhost", home: "/", depth: 0 },
  { host: "aurora.localhost", home: "/sl/", depth: 2 },
  { host: "aurora.localhost", home: "/hr/", depth: 2 },
];

for (const server of inject("servers")) {
  describe(`a crawler from each home page on ${server.name}`, () => {
    for (const { host, home, depth } of HOMES) {
      it(`${host}${home}: every same-host link answers 200, every form a route`, { timeout: 120_000 }, async () => {
        const result = await crawl(server.baseUrl, host, home, depth);
        const from = (path: string) => result.targets.find((t) => t.path === path)?.from;
        const broken = [...result.visited].filter(([, status]) => status !== 200).map(([path, status]) => `${status} ${path} (linked from ${from(path)})`);
        expect(broken).toEqual([]);
        // an empty post gets a form error, a redirect or a refusal; a missing route would be 404/405
        const lost = [...result.posted]
          .filter(([, status]) => status === 404 || status === 405 || status >= 500)
          .map(([path, status]) => `${status} POST ${path} (form on ${from(path)})`);
        expect(lost).toEqual([]);
        expect(result.visited.size).toBeGreaterThan(5);
      });
    }

    it("the one-brand storefront's product page posts add-to-cart to its cart step", async () => {
      const result = await crawl(server.baseUrl, "aurora.localhost", "/sl/", 1);
      const posts = result.targets.filter((t) => t.kind === "form-post").map((t) => t.path);
      expect(posts).toContain("/sl/checkout/cart");
      expect(posts).not.toContain("/sl/cart");
    });
  });
}
