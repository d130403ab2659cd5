import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { request } from "../support/http";

// Category and brand listings — filters with counts, price range, sort, pages, the
// rules of spec §4 Query to filter, and the category JSON API — on SQLite and PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const AURORA = "aurora.localhost";

const cards = (html: string) => (html.match(/class="product-card"/g) ?? []).length;
const countText = (html: string) => Number(/id="listing-count"[^>]*>(\d+)/.exec(html)?.[1] ?? NaN);

for (const server of inject("servers")) {
  describe(`listings on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const get = (path: string, host = SI) => request(server.baseUrl, path, { host });
    const post = (path: string, body: unknown, host = SI) =>
      request(server.baseUrl, path, {
        host,
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });

    let root: { id: number; store_url: string; url_key: string };
    let leafValue: { code: string; valueId: number; otherValueId: number };

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      root = await db
        .selectFrom("category as c")
        .innerJoin("category_i18n as i", (j) => j.onRef("i.category_id", "=", "c.id").on("i.lang", "=", "sl"))
        .select(["c.id", "i.store_url", "i.url_key"])
        .where("c.level", "=", 1)
        .orderBy("c.position")
        .executeTakeFirstOrThrow();
      const values = await db
        .selectFrom("attribute_value as v")
        .innerJoin("attribute as a", "a.id", "v.attribute_id")
        .select(["a.code", "v.id"])
        .where("a.code", "=", "skin_type")
        .orderBy("v.position")
        .execute();
      leafValue = { code: values[0].code, valueId: values[0].id, otherValueId: values[1].id };
    });
    afterAll(async () => close());

    /** Products of a category (optionally with one of the given values), as SQL counts them. */
    async function sqlCount(categoryId: number, valueIds?: number[]) {
      let query = db
        .selectFrom("product_category as pc")
        .innerJoin("product as p", "p.id", "pc.product_id")
        .select((eb) => eb.fn.count<number>("pc.product_id").distinct().as("n"))
        .where("pc.category_id", "=", categoryId)
        .where("p.type", "=", "simple");
      if (valueIds) {
        query = query.where("pc.product_id", "in", (eb) => eb.selectFrom("product_attribute_value").select("product_id").where("value_id", "in", valueIds));
      }
      return Number((await query.executeTakeFirstOrThrow()).n);
    }

    it("shows a category by storeUrl with its product count, 48 cards, facets and page links", async () => {
      const res = await get(`/${root.store_url}`);
      expect(res.status).toBe(200);
      const total = await sqlCount(root.id);
      expect(countText(res.body)).toBe(total);
      expect(cards(res.body)).toBe(Math.min(48, total));
      expect(res.body).toContain(`name="${leafValue.code}"`);
      expect(res.body).toMatch(/<form[^>]*method="get"[^>]*action="\/[^"]*"/);
      if (total > 48) expect(res.body).toContain(`href="/${root.store_url}?p=2"`);
      expect(res.body).toMatch(/<link rel="canonical" href="[^"]+\/nega-obraza-in-telesa"/);
    });

    it("counts each facet value as SQL does and filters by it", async () => {
      const expected = await sqlCount(root.id, [leafValue.valueId]);
      const page = await get(`/${root.store_url}`);
      const shown = new RegExp(`data-testid="count-${leafValue.code}-${leafValue.valueId}"[^>]*>(\\d+)<`).exec(page.body)?.[1];
      expect(Number(shown)).toBe(expected);
      const filtered = await get(`/${root.store_url}?${leafValue.code}=${leafValue.valueId}`);
      expect(filtered.status).toBe(200);
      expect(countText(filtered.body)).toBe(expected);
      expect(filtered.body).toContain('name="robots" content="noindex, follow"');
      // two values of one attribute widen the list (spec §2: a comma list of ids)
      const both = await get(`/${root.store_url}?${leafValue.code}=${leafValue.valueId},${leafValue.otherValueId}`);
      expect(countText(both.body)).toBe(await sqlCount(root.id, [leafValue.valueId, leafValue.otherValueId]));
    });

    it("ignores bad and unknown parameters instead of failing (spec §2, §4)", async () => {
      const plain = countText((await get(`/${root.store_url}`)).body);
      for (const query of [
        "p=abc",
        "p=-4",
        "p=0",
        "orderBy=bogus",
        "orderBy=price",
        `${leafValue.code}=999999`,
        `${leafValue.code}=abc,-1`,
        "price=abc",
        "price=50,10",
        "price=5,5",
        "unknown=1,2",
        "utm_source=x",
        "p=99999",
        "%ff=1",
        "price=1e309,2",
      ]) {
        const res = await get(`/${root.store_url}?${query}`);
        expect(res.status, query).toBe(200);
        expect(countText(res.body), query).toBe(plain);
      }
      // a page past the end shows the last page
      const last = await get(`/${root.store_url}?p=99999`);
      expect(cards(last.body)).toBeGreaterThan(0);
    });

    it("redirects what the plain HTML form sends to the canonical shareable URL", async () => {
      const res = await get(
        `/${root.store_url}?${leafValue.code}=${leafValue.otherValueId}&${leafValue.code}=${leafValue.valueId}&price_from=&price_to=30&orderBy=position_asc`,
      );
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/${root.store_url}?${leafValue.code}=${leafValue.valueId},${leafValue.otherValueId}&price=0,30`);
      const sorted = await get(`/${root.store_url}?price_from=&price_to=&orderBy=price_desc`);
      expect(sorted.headers.location).toBe(`/${root.store_url}?orderBy=price_desc`);
    });

    it("sorts by each option of spec §4 and filters by price", async () => {
      const api = async (query: string) => {
        const res = await get(`/api/category/fetchCategory?id=${root.id}&department=su&${query}`);
        expect(res.status).toBe(200);
        return res.json().category as {
          products: { name: string; price: { regularPrice: number; discountPrice: number | null } }[];
          productCount: number;
          orderBy: string;
        };
      };
      const pay = (p: { price: { regularPrice: number; discountPrice: number | null } }) => p.price.discountPrice ?? p.price.regularPrice;
      const asc = (await api("orderBy=price_asc")).products.map(pay);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await api("orderBy=price_desc")).products.map(pay);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      expect(desc[0]).toBeGreaterThanOrEqual(asc[asc.length - 1]);
      const names = (await api("orderBy=name_asc")).products.map((p) => p.name);
      const collator = new Intl.Collator("sl", { sensitivity: "base", numeric: true });
      expect(names).toEqual([...names].sort(collator.compare));
      const ranged = await api("price=10,20");
      expect(ranged.products.length).toBeGreaterThan(0);
      for (const product of ranged.products) {
        expect(pay(product)).toBeGreaterThanOrEqual(10);
        expect(pay(product)).toBeLessThanOrEqual(20);
      }
    });

    it("shows prices in the storefront's currency: HUF on the Hungarian storefront", async () => {
      const hu = await db.selectFrom("category_i18n").select("store_url").where("category_id", "=", root.id).where("lang", "=", "hu").executeTakeFirstOrThrow();
      const res = await get(`/hu/${hu.store_url}`, EU);
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/\d{1,3}(?: \d{3})*,\d{2} Ft/);
      expect(res.body).toContain("Ár (Ft)");
    });

    it("shows a brand's products with the same filters, on each localized name", async () => {
      const aurora = await db.selectFrom("brand").select("id").where("url_key", "=", "aurora").executeTakeFirstOrThrow();
      const total = Number(
        (
          await db
            .selectFrom("product")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("brand_id", "=", aurora.id)
            .where("type", "=", "simple")
            .executeTakeFirstOrThrow()
        ).n,
      );
      const res = await get("/znamke/aurora");
      expect(res.status).toBe(200);
      expect(res.body).toContain("<h1>Aurora</h1>");
      expect(countText(res.body)).toBe(total);
      expect(res.body).toContain(`name="${leafValue.code}"`);
      expect((await get("/brands/aurora")).headers.location).toBe("/znamke/aurora");
      expect((await get("/hu/markak/aurora", EU)).status).toBe(200);
      expect((await get("/znamke/no-such-brand")).status).toBe(404);
      const sorted = await get("/znamke/aurora?orderBy=price_asc&p=2");
      expect(sorted.status).toBe(200);
    });

    it("a one-brand storefront lists only its brand in categories", async () => {
      const aurora = await db.selectFrom("brand").select("id").where("url_key", "=", "aurora").executeTakeFirstOrThrow();
      const res = await get(`/api/category/fetchCategory?id=${root.id}&department=asi`);
      const category = res.json().category;
      expect(category.manufacturerIds).toEqual([aurora.id]);
      const page = await get(`/sl/${root.store_url}`, AURORA);
      expect(page.status).toBe(200);
      expect(countText(page.body)).toBe(category.productCount);
      expect(page.body).not.toMatch(/product-card-brand">(?!Aurora)/);
    });

    describe("JSON API", () => {
      it("fetchCategory answers the active category of spec §3", async () => {
        const res = await get(`/api/category/fetchCategory?id=${root.id}&department=su&${leafValue.code}=${leafValue.valueId}`);
        expect(res.status).toBe(200);
        const { success, category } = res.json();
        expect(success).toBe(true);
        expect(category).toMatchObject({ id: root.id, urlKey: root.url_key, storeUrl: root.store_url });
        for (const key of [
          "childs",
          "categoriesIds",
          "productIds",
          "manufacturerIds",
          "filters",
          "selectedFiltersValues",
          "additionalProductFilters",
          "productCount",
          "products",
        ]) {
          expect(category, key).toHaveProperty(key);
        }
        expect(category.categoriesIds[0]).toBe(root.id);
        expect(category.selectedFiltersValues).toEqual([{ attributeCode: leafValue.code, valueIds: [leafValue.valueId] }]);
        expect(category.filters[0]).toMatchObject({
          attributeCode: expect.any(String),
          values: expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), value: expect.any(String), productCount: expect.any(Number) })]),
        });
        expect(category.products[0]).toMatchObject({
          id: expect.any(Number),
          sku: expect.any(String),
          urlKey: expect.any(String),
          price: expect.objectContaining({ regularPrice: expect.any(Number) }),
          stock: expect.objectContaining({ inStock: expect.any(Boolean) }),
        });
      });

      it("updateCategoryFilters answers counts and productCount for a selection", async () => {
        const res = await post("/api/category/updateCategoryFilters", {
          department: "su",
          categoryIds: [root.id],
          selectedFilters: [{ attributeCode: leafValue.code, valueIds: [leafValue.valueId] }],
        });
        expect(res.status).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.productCount).toBe(await sqlCount(root.id, [leafValue.valueId]));
        const skin = body.filters.find((f: { attributeCode: string }) => f.attributeCode === leafValue.code);
        // disjunctive: a value's count is what the list holds with it added to its attribute
        expect(skin.valueIds.find((v: { id: number }) => v.id === leafValue.otherValueId).productCount).toBe(await sqlCount(root.id, [leafValue.otherValueId]));
        expect(body.filters.every((f: { valueIds: unknown[] }) => Array.isArray(f.valueIds))).toBe(true);
      });

      it("updateCategoryFilters drops a price selection outside the new range (spec §4)", async () => {
        const res = await post("/api/category/updateCategoryFilters", {
          department: "su",
          categoryIds: [root.id],
          additionalProductFilters: { price: "90000,100000" },
        });
        expect(res.status).toBe(200);
        expect(res.json().additionalProductFilters.price).toBeNull();
        expect(res.json().productCount).toBe(await sqlCount(root.id));
      });

      const badCalls: [string, string, string, unknown][] = [
        ["GET", "/api/category/fetchCategory", "", undefined],
        ["GET", "/api/category/fetchCategory", "?id=1", undefined],
        ["GET", "/api/category/fetchCategory", "?department=su", undefined],
        ["GET", "/api/category/fetchCategory", "?id=abc&department=su", undefined],
        ["GET", "/api/category/fetchCategory", "?id=-1&department=su", undefined],
        ["GET", "/api/category/fetchCategory", "?id=99999999999&department=su", undefined],
        ["GET", "/api/category/fetchCategory", "?id=1&department=xx", undefined],
        ["GET", "/api/category/fetchCategory", "?id=999999&department=su", undefined],
        ["POST", "/api/category/fetchCategory", "?id=1&department=su", {}],
        ["GET", "/api/category/updateCategoryFilters", "", undefined],
        ["POST", "/api/category/updateCategoryFilters", "", "not json"],
        ["POST", "/api/category/updateCategoryFilters", "", []],
        ["POST", "/api/category/updateCategoryFilters", "", {}],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "su" }],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "nope", categoryIds: [1] }],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "su", categoryIds: ["a"] }],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "su", categoryIds: [1], selectedFilters: "x" }],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "su", categoryIds: [1], selectedFilters: [{ attributeCode: "", valueIds: [1] }] }],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "su", categoryIds: [1], additionalProductFilters: { price: "cheap" } }],
        ["POST", "/api/category/updateCategoryFilters", "", { department: "su", categoryIds: Array.from({ length: 300 }, (_, i) => i + 1) }],
      ];
      it.each(badCalls)("%s %s%s with bad input answers 4xx with errors", async (method, path, query, body) => {
        const res = method === "GET" ? await get(path + query) : await post(path + query, body === undefined ? "" : body);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json().success).toBe(false);
        expect(res.json().errors.length).toBeGreaterThan(0);
      });
    });
  });
}
