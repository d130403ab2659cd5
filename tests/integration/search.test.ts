import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { convertCents, euroCents } from "~/lib/money";
import { type HttpResponse, request } from "../support/http";

// Search: the search pages, the search API and the 404 page's recommended products,
// against the real server on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const AURORA = "aurora.localhost";
const API = "/api/product_search/searchProducts";

interface ApiProduct {
  id: number;
  urlKey: string;
  image: string | null;
  name: string;
  price: { regularPrice: number; discountPrice: number | null; isDiscounted: boolean };
}
interface ApiResult {
  success: boolean;
  resultType: "search" | "skuOrEan";
  products: ApiProduct[];
  categories: { urlKey: string; name: string }[];
  productCount: number;
  errors?: string[];
}

for (const server of inject("servers")) {
  describe(`search on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const get = (path: string, host = SI) => request(server.baseUrl, path, { host });
    const post = (body: unknown, host = SI, raw?: string) =>
      request(server.baseUrl, API, { host, method: "POST", headers: { "Content-Type": "application/json" }, body: raw ?? JSON.stringify(body) });
    const search = async (department: string, term: string) => {
      const res = await post({ department, search: term });
      expect(res.status).toBe(200);
      return res.json<ApiResult>();
    };
    /** product links of a search page, in the order shown */
    const productLinks = (res: HttpResponse) => [...res.body.matchAll(/<a class="product-card-link"[^>]*href="\/([^"?]+)"/g)].map((m) => m[1]);

    beforeAll(() => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => close());

    async function product(id: number, lang: string) {
      return db
        .selectFrom("product as p")
        .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", lang))
        .select(["p.id", "p.sku", "p.ean", "p.regular_price", "p.discount_price", "i.url_key", "i.search_name"])
        .where("p.id", "=", id)
        .executeTakeFirstOrThrow();
    }

    describe("accent-insensitive search", () => {
      it.each([
        ["su", "čistilni", "cistilni"],
        ["chu", "arctisztító", "arctisztito"],
        ["chr", "čišćenje", "ciscenje"],
      ])("%s: %s finds the same products as %s", async (department, accented, plain) => {
        const [a, b] = await Promise.all([search(department, accented), search(department, plain)]);
        expect(a.productCount).toBeGreaterThan(0);
        expect(a.products.map((p) => p.id)).toEqual(b.products.map((p) => p.id));
        expect(a.productCount).toBe(b.productCount);
        expect(a.products.length).toBeLessThanOrEqual(8);
      });

      it("requires every word of the term (AND)", async () => {
        const both = await search("su", "čistilni 200");
        const one = await search("su", "čistilni");
        expect(both.productCount).toBeGreaterThan(0);
        expect(both.productCount).toBeLessThan(one.productCount);
        for (const found of both.products) {
          const row = await db
            .selectFrom("product_i18n")
            .select(["search_name", "search_text"])
            .where("product_id", "=", found.id)
            .where("lang", "=", "sl")
            .executeTakeFirstOrThrow();
          const text = `${row.search_name} ${row.search_text}`;
          expect(text).toContain("cistilni");
          expect(text).toContain("200");
        }
      });
    });

    it("ranks name matches above description-only matches, then by position", async () => {
      // a word some product names hold and other products only in their description — of the
      // products on sale: one that other tests archived is in no search
      const catalogue = await db
        .selectFrom("product_i18n as i")
        .innerJoin("product as p", "p.id", "i.product_id")
        .select(["i.search_name", "i.search_text"])
        .where("i.lang", "=", "sl")
        .where("p.type", "=", "simple")
        .where("p.archived_at", "is", null)
        .execute();
      const nameWords = [...new Set(catalogue.flatMap((row) => row.search_name.split(" ")))].filter((word) => /^[a-z]{5,}$/.test(word)).sort();
      const chosen =
        nameWords.find((word) => {
          const names = catalogue.filter((row) => row.search_name.includes(word)).length;
          const texts = catalogue.filter((row) => !row.search_name.includes(word) && row.search_text.includes(word)).length;
          return names >= 1 && names <= 40 && texts >= 1;
        }) ?? null;
      expect(chosen, "a word in some names and some descriptions only").not.toBeNull();
      const res = await get(`/search/${encodeURIComponent(chosen!)}`);
      expect(res.status).toBe(200);
      const keys = productLinks(res);
      expect(keys.length).toBeGreaterThan(1);
      const rows = await db
        .selectFrom("product_i18n as i")
        .innerJoin("product as p", "p.id", "i.product_id")
        .select(["i.url_key", "i.search_name", "p.position"])
        .where("i.lang", "=", "sl")
        .where("i.url_key", "in", keys)
        .execute();
      const byKey = new Map(rows.map((row) => [row.url_key, row]));
      const ranks = keys.map((key) => (byKey.get(key)!.search_name.includes(chosen!) ? 0 : 1));
      expect(ranks).toContain(0);
      expect(ranks).toContain(1);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const namePositions = keys.filter((_, i) => ranks[i] === 0).map((key) => byKey.get(key)!.position);
      expect(namePositions).toEqual([...namePositions].sort((a, b) => a - b));
    });

    describe("search that forgives (full-text index, slips, did you mean)", () => {
      const ids = (result: ApiResult) => result.products.map((p) => p.id).sort((a, b) => a - b);

      it.each([
        ["a letter swapped", "lvaender"],
        ["a letter dropped", "lavendr"],
        ["a letter doubled", "lavvender"],
        ["a letter replaced", "lavendor"],
      ])("%s (%s) still finds what the right spelling finds", async (_kind, slip) => {
        const right = await search("cen", "lavender");
        expect(right.productCount).toBeGreaterThan(0);
        const found = await search("cen", slip);
        expect(found.productCount).toBeGreaterThan(0);
        expect(ids(found)).toEqual(ids(right));
      });

      it("the page says which spelling it searched; exact hits come before slips", async () => {
        const res = await get("/en/search/lavendr", EU);
        expect(res.status).toBe(200);
        expect(res.body).toContain('<p class="discovery-corrected">Showing products for “lavender”.</p>');
        expect(productLinks(res).length).toBeGreaterThan(0);
        // the header box keeps the term on its results page
        expect(/<input[^>]*id="header-search"[^>]*>/.exec(res.body)?.[0]).toContain('value="lavendr"');
        // a term whose words are found as typed is not "corrected"
        expect((await get("/en/search/lavender", EU)).body).not.toContain('class="discovery-corrected"');
      });

      it("matches a prefix while typing (the dropdown's call)", async () => {
        const typing = await search("cen", "laven");
        expect(typing.productCount).toBeGreaterThan(0);
        expect(ids(typing)).toEqual(ids(await search("cen", "lavender")));
      });

      it("ranks products whose own name holds every word first (lavender candle)", async () => {
        const res = await get(`/en/search/${encodeURIComponent("lavender candle")}`, EU);
        const keys = productLinks(res).map((key) => key.replace(/^en\//, ""));
        expect(keys.length).toBeGreaterThan(1);
        const rows = await db.selectFrom("product_i18n").select(["url_key", "name"]).where("lang", "=", "en").where("url_key", "in", keys).execute();
        const byKey = new Map(rows.map((row) => [row.url_key, row.name.toLowerCase()]));
        const inName = keys.map((key) => (byKey.get(key)!.includes("lavender") && byKey.get(key)!.includes("candle") ? 0 : 1));
        expect(inName[0]).toBe(0);
        expect(inName).toEqual([...inName].sort((a, b) => a - b));
      });

      it("an empty result offers the closest spelling as a link (did you mean)", async () => {
        const res = await get("/en/search/lavnedr", EU);
        expect(res.status).toBe(200);
        expect(res.body).toContain("We found no products");
        expect(res.body).toMatch(/<p class="discovery-suggestion">Did you mean(<!-- -->)? <a [^>]*href="\/en\/search\/lavender"[^>]*>lavender<\/a>\?<\/p>/);
        // a miss with nothing close says nothing of the kind
        expect((await get("/en/search/zzqxyy", EU)).body).not.toContain('class="discovery-suggestion"');
      });

      it("finds a word that only descriptions hold, and misses quickly", async () => {
        const row = await db
          .selectFrom("product_i18n")
          .select(["search_text", "search_name"])
          .where("lang", "=", "sl")
          .where("search_text", "!=", "")
          .orderBy("product_id")
          .executeTakeFirstOrThrow();
        const word = row.search_text.split(/[^a-z]+/).find((w) => w.length >= 7 && !row.search_name.includes(w));
        expect(word, "a long description word").toBeDefined();
        expect((await search("su", word!)).productCount).toBeGreaterThan(0);
        const started = Date.now();
        expect((await search("su", "qqqqzzzzxxxx")).productCount).toBe(0);
        expect(Date.now() - started).toBeLessThan(2000);
      });

      it.each(['"', "*", "NEAR", "-", "(", 'lavender" OR "', "NEAR(a b)", "a:*", "!&|", "col : x", "^lavender"])(
        "full-text syntax in a term (%s) is plain text, never a 5xx",
        async (term) => {
          const res = await post({ department: "cen", search: term });
          expect(res.status, term).toBe(200);
          expect((await get(`/en/search/${encodeURIComponent(term)}`, EU)).status, term).toBeLessThan(500);
        },
      );
    });

    describe("exact SKU or EAN (spec §3 skuOrEan, §4)", () => {
      it.each(["LM-000123", "lm-000123"])("API: %s is one product of type skuOrEan", async (term) => {
        const result = await search("su", term);
        expect(result.resultType).toBe("skuOrEan");
        expect(result.products).toHaveLength(1);
        expect(result.products[0].id).toBe(123);
        expect(result.productCount).toBe(1);
      });

      it("API: an EAN is one product of type skuOrEan", async () => {
        const row = await product(123, "sl");
        expect(row.ean).toBeTruthy();
        const result = await search("su", row.ean!);
        expect(result.resultType).toBe("skuOrEan");
        expect(result.products.map((p) => p.id)).toEqual([123]);
      });

      it("page: /search/LM-000123 redirects to the product page, prefix kept", async () => {
        const sl = await product(123, "sl");
        const res = await get("/search/LM-000123");
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe(`/${sl.url_key}`);
        const hu = await product(123, "hu");
        const prefixed = await get(`/hu/search/${(await product(123, "hu")).ean}`, EU);
        expect(prefixed.status).toBe(302);
        expect(prefixed.headers.location).toBe(`/hu/${hu.url_key}`);
        const productPage = await get(prefixed.headers.location as string, EU);
        expect(productPage.status).toBe(200);
      });
    });

    describe("search pages", () => {
      it("/search?q=term redirects to /search/{term} (spec §2)", async () => {
        const res = await get("/search?q=%C4%8Distilni+gel");
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe("/search/%C4%8Distilni%20gel");
        const prefixed = await get("/en/search?q=x", EU);
        expect(prefixed.status).toBe(302);
        expect(prefixed.headers.location).toBe("/en/search/x");
      });

      it("an empty q shows the empty search page", async () => {
        for (const path of ["/search", "/search?q=", "/search?q=%20%20", "/search/"]) {
          const res = await get(path);
          expect(res.status, path).toBe(200);
          expect(res.body).toMatch(/<h1[^>]*>Iskanje<\/h1>/);
        }
      });

      it("lists products with a count, a noindex robots tag and the term in the title", async () => {
        const res = await get("/search/%C4%8Distilni");
        expect(res.status).toBe(200);
        expect(res.body).toContain("<title>Rezultati iskanja za »čistilni« | Lumera Slovenija</title>");
        expect(res.body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
        expect(res.body).toMatch(/Najden[a-z]* \d+ izdel/);
        expect(productLinks(res).length).toBeGreaterThan(0);
      });

      it("lists matching categories as links", async () => {
        const res = await get("/search/obraz");
        expect(res.body).toMatch(/class="discovery-chip"[^>]*href="\/nega-obraza-in-telesa\/nega-obraza"/);
      });

      it("pages 48 products at a time with p links", async () => {
        const first = await get("/search/za");
        const count = (await search("su", "za")).productCount;
        expect(count).toBeGreaterThan(48);
        expect(productLinks(first)).toHaveLength(48);
        expect(first.body).toContain('href="/search/za?p=2"');
        const second = await get("/search/za?p=2");
        expect(productLinks(second).length).toBe(Math.min(48, count - 48));
        expect(productLinks(second)).not.toContain(productLinks(first)[0]);
      });

      it("shows a no-results message with popular searches", async () => {
        const res = await get("/search/zzqxyy");
        expect(res.status).toBe(200);
        expect(res.body).toContain("nismo našli nobenega izdelka");
        expect(res.body).toContain('href="/search/trdi%20%C5%A1ampon"');
      });

      it.each([
        ["/search/" + "a".repeat(300), 200],
        ["/search/%E0%A4%A", 400],
        ["/search/krema?p=abc", 200],
        ["/search/krema?p=-3", 200],
        ["/search/krema?p=99999999", 200],
        ["/search/%25%5F%5C", 200],
        ["/search/%27%20OR%201%3D1%20--", 200],
        ["/search?q=" + "b".repeat(5000), 302],
      ])("bad input %s answers %s, never a 5xx", async (path, status) => {
        const res = await get(path);
        expect(res.status).toBe(status);
      });

      it("has a header search box only where a search page exists (normal shop type)", async () => {
        expect((await get("/")).body).toContain('id="header-search"');
        expect((await get("/en/", EU)).body).toContain('id="header-search"');
        for (const path of ["/sl/", "/hr/"]) {
          const res = await get(path, AURORA);
          expect(res.status).toBe(200);
          expect(res.body).not.toContain('id="header-search"');
        }
      });

      it("is a 404 where the shop type forbids it", async () => {
        const res = await get("/sl/search/krema", AURORA);
        expect(res.status).toBe(404);
        expect(res.body).toContain("Page Not Found: /sl/search/krema");
      });
    });

    describe("API", () => {
      it("answers prices in the storefront currency (HUF on eu.lumera.localhost/hu)", async () => {
        const rate = (await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow()).currency_rate;
        expect(rate).toBeGreaterThan(100);
        const result = await search("chu", "arctisztító");
        expect(result.products.length).toBeGreaterThan(0);
        for (const found of result.products) {
          const row = await product(found.id, "hu");
          // whole forints
          expect(found.price.regularPrice).toBe(convertCents(euroCents(row.regular_price), rate, 100));
          expect(found.urlKey).toBe(row.url_key);
          if (found.image) expect(found.image).toMatch(/^\/images\/\d+\/175\.webp$/);
        }
      });

      it("finds only the brand of a one-brand storefront", async () => {
        const aurora = await db.selectFrom("brand").select("id").where("url_key", "=", "aurora").executeTakeFirstOrThrow();
        const result = await search("asi", "krema");
        expect(result.products.length).toBeGreaterThan(0);
        const brands = await db
          .selectFrom("product")
          .select("brand_id")
          .where(
            "id",
            "in",
            result.products.map((p) => p.id),
          )
          .execute();
        expect(new Set(brands.map((b) => b.brand_id))).toEqual(new Set([aurora.id]));
        // another brand's SKU is no code hit there
        const other = await db
          .selectFrom("product")
          .select("sku")
          .where("brand_id", "!=", aurora.id)
          .where("type", "=", "simple")
          .orderBy("id")
          .executeTakeFirstOrThrow();
        expect((await search("asi", other.sku)).resultType).toBe("search");
      });

      it("answers at most 8 products and 5 categories", async () => {
        const result = await search("su", "za");
        expect(result.products).toHaveLength(8);
        expect(result.categories.length).toBeLessThanOrEqual(5);
        expect(result.productCount).toBeGreaterThan(8);
        const categories = await search("su", "nega");
        expect(categories.categories.length).toBeGreaterThan(0);
        expect(categories.categories[0]).toHaveProperty("urlKey");
        expect(categories.categories[0]).toHaveProperty("name");
      });

      it.each(["", "   ", "\t\n"])("an empty term %j clears the results (spec §4)", async (term) => {
        const result = await search("su", term);
        expect(result).toMatchObject({ success: true, resultType: "search", products: [], categories: [], productCount: 0 });
      });

      const badBodies: [string, string][] = [
        ["no body", ""],
        ["not JSON", "department=su&search=krema"],
        ["a JSON array", "[]"],
        ["null", "null"],
        ["no department", JSON.stringify({ search: "krema" })],
        ["an empty department", JSON.stringify({ department: " ", search: "krema" })],
        ["a numeric department", JSON.stringify({ department: 1, search: "krema" })],
        ["an unknown department", JSON.stringify({ department: "xx", search: "krema" })],
        ["a too long department", JSON.stringify({ department: "s".repeat(50), search: "krema" })],
        ["no search", JSON.stringify({ department: "su" })],
        ["a numeric search", JSON.stringify({ department: "su", search: 12 })],
        ["an object search", JSON.stringify({ department: "su", search: { $ne: "" } })],
        ["a list search", JSON.stringify({ department: "su", search: ["krema"] })],
        ["a huge search", JSON.stringify({ department: "su", search: "k".repeat(5000) })],
      ];
      it.each(badBodies)("refuses %s with a 400 and the error list", async (_label, body) => {
        const res = await post(undefined, SI, body);
        expect(res.status).toBe(400);
        const json = res.json<ApiResult>();
        expect(json.success).toBe(false);
        expect(json.errors?.length).toBeGreaterThan(0);
      });

      it("refuses GET with a 405", async () => {
        const res = await request(server.baseUrl, `${API}?department=su&search=krema`, { host: SI });
        expect(res.status).toBe(405);
        expect(res.json<ApiResult>().success).toBe(false);
      });

      it("treats LIKE wildcards and quotes as plain text", async () => {
        // unescaped, "a%e" and "a_e" would match half the catalogue
        for (const term of ["%", "_", "\\", "a%e", "a_e", "';--"]) {
          const result = await search("su", term);
          expect(result.success, term).toBe(true);
          expect(result.productCount, term).toBe(0);
        }
      });
    });

    describe("404 page (spec §2)", () => {
      it("answers 404 with the message, a search box and recommended products", async () => {
        const res = await get("/cms/ne-obstaja");
        expect(res.status).toBe(404);
        expect(res.body).toContain("Page Not Found: /cms/ne-obstaja");
        expect(res.body).toContain('id="error-search"');
        const recommended = res.body.split("discovery-recommended")[1] ?? "";
        expect(recommended.match(/class="product-card"/g)?.length).toBe(8);
      });

      it("carries recommended products for a bad locale prefix too", async () => {
        const res = await get("/xx/cart");
        expect(res.status).toBe(404);
        expect(res.body).toContain("Page Not Found: /xx/cart");
        expect(res.body).toContain("discovery-recommended");
      });

      it("shows no search box on a shop type other than normal", async () => {
        const res = await get("/hr/search/krema", AURORA);
        expect(res.status).toBe(404);
        expect(res.body).not.toContain('id="error-search"');
      });
    });
  });
}
