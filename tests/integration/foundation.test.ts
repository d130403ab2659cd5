import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { type HttpResponse, request } from "../support/http";

// Storefront resolution, the route table, shop-type restrictions, redirects, errors,
// headers — against the real server on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const HR = "hr.lumera.localhost";
const EU = "eu.lumera.localhost";
const AURORA = "aurora.localhost";

const STOREFRONT_HOMES = [
  { host: SI, path: "/", department: "su", lang: "sl" },
  { host: HR, path: "/", department: "chr", lang: "hr" },
  { host: EU, path: "/hu/", department: "chu", lang: "hu" },
  { host: EU, path: "/en/", department: "cen", lang: "en" },
  { host: "at.lumera.localhost", path: "/", department: "cde", lang: "de" },
  { host: "it.lumera.localhost", path: "/", department: "cit", lang: "it" },
  { host: "cz.lumera.localhost", path: "/", department: "ccz", lang: "cs" },
  { host: AURORA, path: "/sl/", department: "asi", lang: "sl" },
  { host: AURORA, path: "/hr/", department: "ahr", lang: "hr" },
];

for (const server of inject("servers")) {
  describe(`foundation on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const get = (path: string, host = SI, headers: Record<string, string> = {}) => request(server.baseUrl, path, { host, headers });

    beforeAll(() => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => close());

    async function cmsSlug(lang: string, key = "about") {
      const row = await db
        .selectFrom("cms_page_i18n as i")
        .innerJoin("cms_page as p", "p.id", "i.page_id")
        .select("i.url_key")
        .where("p.key", "=", key)
        .where("i.lang", "=", lang)
        .executeTakeFirstOrThrow();
      return row.url_key;
    }

    async function productSlug(lang: string, brand?: string) {
      const row = await db
        .selectFrom("product_i18n as i")
        .innerJoin("product as p", "p.id", "i.product_id")
        .innerJoin("brand as b", "b.id", "p.brand_id")
        .select("i.url_key")
        .where("i.lang", "=", lang)
        .where("p.type", "=", "simple")
        .$if(brand !== undefined, (q) => q.where("b.url_key", "=", brand!))
        .$if(brand === undefined, (q) => q.where("b.url_key", "!=", "aurora"))
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      return row.url_key;
    }

    async function categoryStoreUrl(lang: string) {
      const row = await db
        .selectFrom("category_i18n as i")
        .innerJoin("category as c", "c.id", "i.category_id")
        .select(["i.store_url", "i.url_key"])
        .where("i.lang", "=", lang)
        .where("c.level", "=", 3)
        .orderBy("c.id")
        .executeTakeFirstOrThrow();
      return row;
    }

    const expectNotFound = (res: HttpResponse, path: string) => {
      expect(res.status).toBe(404);
      expect(res.body).toContain(`Page Not Found: ${path}`);
    };

    it("answers /healthz (liveness: the process answers; readiness is /readyz)", async () => {
      const res = await get("/healthz");
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    });

    it.each(STOREFRONT_HOMES)("renders $department at $host $path in its language", async ({ host, path, lang, department }) => {
      const res = await get(path, host);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain(`<html lang="${lang}"`);
      const storefront = await db.selectFrom("storefront").select("name").where("department", "=", department).executeTakeFirstOrThrow();
      expect(res.body).toContain(storefront.name.split(" ")[0]);
      // the home heading comes from the storefront's own content block, in its language
      const h1 = await db
        .selectFrom("content_block")
        .select("content")
        .where("code", "=", "index_h1")
        .where("department", "=", department)
        .executeTakeFirstOrThrow();
      const heading = JSON.parse(h1.content).text as string;
      expect(res.body).toContain(heading.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;"));
    });

    it("serves the default storefront (su) for an unknown host", async () => {
      const res = await get("/", "unknown.example.org");
      expect(res.status).toBe(200);
      expect(res.body).toContain('<html lang="sl"');
    });

    it("ignores X-Forwarded-Host when no proxy is trusted", async () => {
      const res = await get("/", SI, { "X-Forwarded-Host": "hr.lumera.localhost" });
      expect(res.body).toContain('<html lang="sl"');
    });

    describe("GET /api/fetchStoreFrontLocales", () => {
      // every storefront is listed whatever the host (a Locale names its own domain, so a country
      // switcher and hreflang span hosts); the default is the shop's default storefront
      it.each([
        { host: SI, path: "/", selected: "su" },
        { host: `${SI}:3000`, path: "/cart", selected: "su" },
        { host: EU, path: "/hu/markak", selected: "chu" },
        { host: EU, path: "/en/", selected: "cen" },
        { host: EU, path: "/", selected: "chu" },
        { host: AURORA, path: "/hr/cms/x", selected: "ahr" },
        { host: "cz.lumera.localhost", path: "/brands", selected: "ccz" },
        { host: "nowhere.test", path: "/", selected: "su" },
      ])("resolves $host$path to $selected", async ({ host, path, selected }) => {
        const res = await get(`/api/fetchStoreFrontLocales?host=${encodeURIComponent(host)}&path=${encodeURIComponent(path)}`);
        expect(res.status).toBe(200);
        const body = res.json();
        expect(body.selectedLocale.department).toBe(selected);
        expect(body.defaultLocale.department).toBe("su");
        expect(body.locales.map((l: { department: string }) => l.department).sort()).toEqual(["ahr", "asi", "ccz", "cde", "cen", "chr", "chu", "cit", "su"]);
        expect(new Set(body.locales.map((l: { domain: string }) => l.domain)).size).toBeGreaterThan(3);
        // the messages come once, with the selected locale
        for (const locale of body.locales) expect(locale).not.toHaveProperty("messages");
        for (const field of [
          "locale",
          "department",
          "storeFront",
          "languageName",
          "iso",
          "prefix",
          "currencyRate",
          "shopType",
          "cheapestShippingPrice",
          "domain",
          "name",
          "messages",
          "localizedRoutes",
          "publicKeys",
        ]) {
          expect(body.selectedLocale).toHaveProperty(field);
        }
        expect(body.selectedLocale.publicKeys).toHaveProperty("gtm");
        expect(body.selectedLocale.publicKeys).toHaveProperty("oneSignal");
        expect(body.selectedLocale.publicKeys).toHaveProperty("smind");
      });

      it("gives HUF and CZK storefronts their rates", async () => {
        const hu = (await get(`/api/fetchStoreFrontLocales?host=${EU}&path=/hu/`)).json();
        expect(hu.selectedLocale.currencyRate).toBeGreaterThan(100);
        expect(hu.selectedLocale.messages.system_currency).toBe("Ft");
        // money in the storefront's own currency, named, in whole forints (4,90 € of shipping is 1 923 Ft)
        expect(hu.selectedLocale.currencyCode).toBe("HUF");
        expect(hu.selectedLocale.cheapestShippingPrice).toBe(Math.round((490 / 100) * hu.selectedLocale.currencyRate));
        const cz = (await get(`/api/fetchStoreFrontLocales?host=cz.lumera.localhost&path=/`)).json();
        expect(cz.selectedLocale.messages.system_currency).toBe("Kč");
      });

      it.each([
        ["no host", ""],
        ["only a path", "?path=/"],
        ["an empty host", "?host="],
        ["a 300-character host", `?host=${"a".repeat(300)}`],
        ["a 3000-character path", `?host=${SI}&path=${"x".repeat(3000)}`],
      ])("answers %s with 400 and errors", async (_label, query) => {
        const res = await get(`/api/fetchStoreFrontLocales${query}`);
        expect(res.status).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().errors.length).toBeGreaterThan(0);
      });

      it("answers a locale prefix the host does not use with 404", async () => {
        const res = await get(`/api/fetchStoreFrontLocales?host=${SI}&path=/hu/`);
        expect(res.status).toBe(404);
      });
    });

    describe("the route table on a normal storefront", () => {
      const pendingRoutes = ["/znamke/aurora", "/darilni-boni.html"];
      it.each(pendingRoutes)("answers %s with 200", async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      });

      // without a cart (or an order) the checkout pages send the visitor on, never a 404
      it.each([
        ["/checkout", "/cart"],
        ["/checkout/success", "/cart"],
        ["/checkout/shipping", "/cart"],
        ["/checkout/status/success", "/checkout"],
      ])("answers %s without a cart with a redirect to %s", async (path, location) => {
        const res = await get(path);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe(location);
      });

      it.each(["/sl", "/hr", "/hu", "/en"])("answers the same pages under the prefix %s where the host uses it", async (prefix) => {
        const host = prefix === "/hu" || prefix === "/en" ? EU : AURORA;
        const home = await get(`${prefix}/`, host);
        expect(home.status).toBe(200);
        const checkout = await get(`${prefix}/checkout`, host);
        expect(checkout.status).toBe(302);
      });

      it("serves every page of a prefixed storefront under its prefix", async () => {
        for (const path of ["/hu/cart", "/hu/login", "/hu/markak", "/hu/search/krem", "/hu/giftCertificate", "/en/brands", "/en/wishlist"]) {
          expect((await get(path, EU)).status, path).toBe(200);
        }
      });

      it("renders a CMS page in the storefront language", async () => {
        const slug = await cmsSlug("sl");
        const res = await get(`/cms/${slug}`);
        expect(res.status).toBe(200);
        const hu = await cmsSlug("hu");
        expect((await get(`/hu/cms/${hu}`, EU)).status).toBe(200);
      });

      it("resolves products and categories through the catch-all", async () => {
        expect((await get(`/${await productSlug("sl")}`)).status).toBe(200);
        const category = await categoryStoreUrl("hr");
        expect((await get(`/${category.store_url}`, HR)).status).toBe(200);
        expect((await get(`/${category.url_key}`, HR)).status).toBe(200);
        expect((await get(`/en/${await productSlug("en")}`, EU)).status).toBe(200);
      });

      it.each([
        ["/no-such-page", SI],
        ["/cms/no-such-page", SI],
        ["/xx/cart", SI],
        ["/xx/blog/some-post", SI],
        ["/some-category/znamke/aurora", SI],
        ["/xx/checkout/success", SI],
        ["/hu", SI],
        ["/hu/cart", SI],
        ["/sl/cart", HR],
        ["/de/", EU],
      ])("answers %s on %s with the 404 page", async (path, host) => {
        expectNotFound(await get(path, host), path);
      });

      it("does not let a product of one language answer in another", async () => {
        const slug = await productSlug("de");
        expectNotFound(await get(`/${slug}`, SI), `/${slug}`);
      });
    });

    describe("localized route names (spec §2)", () => {
      it.each([
        ["/brands", SI, "/znamke"],
        ["/brand", SI, "/znamke"],
        ["/marke/aurora", SI, "/znamke/aurora"],
        ["/znamke", HR, "/marke"],
        ["/brands/aurora", "at.lumera.localhost", "/marken/aurora"],
        ["/brands", "it.lumera.localhost", "/marchi"],
        ["/hu/brands", EU, "/hu/markak"],
        ["/en/marken", EU, "/en/brands"],
        ["/giftCertificate", SI, "/darilni-boni.html"],
        ["/darilni-boni.html", HR, "/poklon-bonovi.html"],
        ["/hu/poklon-bonovi.html", EU, "/hu/giftCertificate"],
      ])("redirects %s on %s to %s", async (path, host, location) => {
        const res = await get(path, host);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
      });

      it("keeps the query string on the way", async () => {
        const res = await get("/brands?p=2", SI);
        expect(res.headers.location).toBe("/znamke?p=2");
      });
    });

    describe("shop-type restrictions (spec §2)", () => {
      it("one-brand (asi) allows home, checkout and its subpaths, cms pages and the catch-all", async () => {
        expect((await get("/sl/", AURORA)).status).toBe(200);
        // checkout pages are allowed: without a cart they send the visitor to the (empty) cart,
        // which is the checkout's first step where the shop type has no cart page
        for (const path of ["/sl/checkout", "/sl/checkout/success", "/sl/checkout/status/cancel"]) {
          const res = await get(path, AURORA);
          expect(res.status, path).toBe(302);
          expect(res.headers.location, path).toMatch(/^\/sl\/checkout(\/cart)?$/);
        }
        expect((await get("/sl/checkout/cart", AURORA)).status).toBe(200);
        expect((await get(`/sl/cms/${await cmsSlug("sl")}`, AURORA)).status).toBe(200);
        expect((await get(`/sl/${await productSlug("sl", "aurora")}`, AURORA)).status).toBe(200);
      });

      it("a normal storefront keeps one address for its cart: /checkout/cart moves to /cart", async () => {
        const res = await get("/checkout/cart", SI);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe("/cart");
      });

      it.each([
        "/sl/cart",
        "/sl/login",
        "/sl/profile",
        "/sl/wishlist",
        "/sl/search",
        "/sl/blog",
        "/sl/znamke",
        "/sl/darilni-boni.html",
        "/sl/forgotten-password",
      ])("one-brand answers %s with 404", async (path) => expectNotFound(await get(path, AURORA), path));

      it("one-brand does not sell other brands' products", async () => {
        const slug = await productSlug("sl");
        expectNotFound(await get(`/sl/${slug}`, AURORA), `/sl/${slug}`);
      });

      it("other (ahr) allows home, checkout and cms only", async () => {
        expect((await get("/hr/", AURORA)).status).toBe(200);
        for (const path of ["/hr/checkout", "/hr/checkout/success"]) {
          const res = await get(path, AURORA);
          expect(res.status, path).toBe(302);
          expect(res.headers.location, path).toBe("/hr/checkout/cart");
        }
        expect((await get("/hr/checkout/cart", AURORA)).status).toBe(200);
        expect((await get(`/hr/cms/${await cmsSlug("hr")}`, AURORA)).status).toBe(200);
        const product = `/hr/${await productSlug("hr", "aurora")}`;
        expectNotFound(await get(product, AURORA), product);
        for (const path of ["/hr/cart", "/hr/marke", "/hr/search/krema", "/hr/blog"]) {
          expectNotFound(await get(path, AURORA), path);
        }
      });
    });

    describe("redirect check (spec §2)", () => {
      it("sends an internal redirect to the storefront's path", async () => {
        const res = await get("/info");
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(`/cms/${await cmsSlug("sl")}`);
        const prefixed = await get("/hu/info", EU);
        expect(prefixed.headers.location).toBe(`/hu/cms/${await cmsSlug("hu")}`);
      });

      it("sends an external redirect with its status", async () => {
        const res = await get("/instagram", HR);
        expect(res.status).toBe(302);
        expect(res.headers.location).toMatch(/^https:\/\//);
      });

      it("runs before the shop-type check", async () => {
        const res = await get("/sl/sale", AURORA);
        expect(res.status).toBe(302);
      });
    });

    describe("bad input never answers 5xx", () => {
      it.each(
        [
          "/%E0%A4%A",
          "/search/%",
          "/cms/%ff",
          "/%2e%2e/%2e%2e/etc/passwd",
          "/blog/%00",
          `/${"a".repeat(3000)}`,
          "/checkout/status/%zz",
          "/api/nothing-here",
          "/?p=-1&orderBy=drop%20table",
          "/znamke/%",
        ].map((path) => [path.slice(0, 60), path]),
      )("%s", async (_label, path) => {
        const res = await get(path);
        expect(res.status).toBeLessThan(500);
      });

      it("answers an unknown API path with the API error shape", async () => {
        const res = await get("/api/nothing-here");
        expect(res.status).toBe(404);
        expect(res.json()).toEqual({ success: false, errors: ["Page Not Found: /api/nothing-here"] });
      });
    });

    describe("headers", () => {
      it("sends a nonce-based CSP on a personal page and no x-powered-by", async () => {
        const res = await get("/cart");
        expect(res.headers["x-powered-by"]).toBeUndefined();
        const csp = String(res.headers["content-security-policy"]);
        const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
        expect(nonce).toBeTruthy();
        expect(res.body).toContain(`nonce="${nonce}"`);
        expect(csp).toContain("default-src 'self'");
      });

      it("a public page for a visitor without a session (the page cache's) allows its inline scripts by hash, with no nonce to replay", async () => {
        const res = await get("/");
        const csp = String(res.headers["content-security-policy"]);
        expect(csp).toContain("default-src 'self'");
        expect(csp).not.toContain("'nonce-");
        expect(res.body).not.toContain("nonce=");
        const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/src=|application\/(ld\+)?json/.test(attrs));
        expect(inline.length).toBeGreaterThan(0);
        for (const [, , content] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
      });

      it("compresses HTML", async () => {
        const res = await get("/", SI, { "Accept-Encoding": "gzip" });
        expect(res.headers["content-encoding"]).toBe("gzip");
      });

      it("compresses a page rendered per request (the cart) in one go: brotli or gzip as the client takes it, with its length, the same page unpacked", async () => {
        // the nonce is the only difference between two renders of the page
        const page = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
        const plain = await get("/cart", SI, { "Accept-Encoding": "identity" });
        expect([plain.status, plain.headers["content-encoding"]]).toEqual([200, undefined]);
        for (const [accept, encoding, unpack] of [
          ["gzip", "gzip", gunzipSync],
          ["br, gzip", "br", brotliDecompressSync],
          ["gzip;q=0.5, br;q=0.1", "gzip", gunzipSync],
        ] as const) {
          const res = await get("/cart", SI, { "Accept-Encoding": accept });
          expect([res.status, res.headers["content-encoding"], Number(res.headers["content-length"])], accept).toEqual([200, encoding, res.bytes.length]);
          expect(res.headers.vary).toMatch(/Accept-Encoding/);
          expect(page(unpack(res.bytes).toString("utf8")), accept).toBe(page(plain.body));
        }
      });

      it("serves build assets immutable for a year and public files for an hour", async () => {
        const home = await get("/");
        const asset = home.body.match(/\/build\/[^"]+\.js(?=")/)?.[0];
        expect(asset).toBeTruthy();
        const res = await get(asset!);
        expect(res.status).toBe(200);
        expect(res.headers["cache-control"]).toContain("max-age=31536000");
        expect(res.headers["cache-control"]).toContain("immutable");
        const favicon = await get("/favicon.svg");
        expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
      });
    });
  });
}
