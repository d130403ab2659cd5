import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { request } from "../support/http";
import { TEST_IMAGE_DIR } from "../support/server";

// Product pages: the page through the catch-all, the image route and the product JSON
// API (spec §2, §3, §7, §9) against the real server, on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const AURORA = "aurora.localhost";

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

for (const [serverIndex, server] of inject("servers").entries()) {
  describe(`product pages on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const get = (path: string, host = SI, headers: Record<string, string> = {}) => request(server.baseUrl, path, { host, headers });
    const post = (path: string, body: unknown, host = SI) =>
      request(server.baseUrl, path, {
        host,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    beforeAll(() => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => close());

    /** A discounted, in-stock, non-Aurora product with several pictures, and its urlKeys. */
    async function sampleProduct() {
      const row = await db
        .selectFrom("product as p")
        .innerJoin("brand as b", "b.id", "p.brand_id")
        .select(["p.id", "p.sku", "p.ean", "p.main_category_id", "p.regular_price", "p.discount_price", "b.name as brand", "b.url_key as brand_key"])
        .where("p.type", "=", "simple")
        .where("b.url_key", "!=", "aurora")
        .where("p.discount_price", "is not", null)
        .where("p.rating", ">", 0)
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
        .where((eb) =>
          eb(
            eb
              .selectFrom("product_image as pi")
              .select((e) => e.fn.countAll().as("n"))
              .whereRef("pi.product_id", "=", "p.id"),
            ">=",
            2,
          ),
        )
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      const names = await db.selectFrom("product_i18n").select(["lang", "name", "url_key"]).where("product_id", "=", row.id).execute();
      const sl = names.find((n) => n.lang === "sl")!;
      const hu = names.find((n) => n.lang === "hu")!;
      const trail = await db
        .selectFrom("category_i18n")
        .select(["category_id", "name", "store_url"])
        .where("lang", "=", "sl")
        .where(
          "category_id",
          "in",
          (await db.selectFrom("category").select("path").where("id", "=", row.main_category_id!).executeTakeFirstOrThrow()).path
            .split("/")
            .filter(Boolean)
            .map(Number),
        )
        .execute();
      return { ...row, sl, hu, trail };
    }

    function jsonLdOf(html: string) {
      const match = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
      expect(match, "JSON-LD script").not.toBeNull();
      return JSON.parse(match![1]);
    }

    describe("the product page", () => {
      it("shows the product in sl with its EUR price, pictures, breadcrumbs, forms and structured data", async () => {
        const product = await sampleProduct();
        const res = await get(`/${product.sl.url_key}`);
        expect(res.status).toBe(200);
        const html = decode(res.body);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${product.sl.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
        // spec §9 price display: "12,99 €"
        const payable = product.discount_price!;
        expect(html).toContain(`${(payable / 100).toFixed(2).replace(".", ",")} €`);
        expect(html).toMatch(/\d,\d{2} €/);
        // the main picture: base 700 with 1x and 2x, loaded first
        expect(html).toMatch(/srcSet="\/images\/\d+\/700\.webp 1x, \/images\/\d+\/1400\.webp 2x"/i);
        expect(html).toContain('fetchpriority="high"');
        // the thumbnails choose a picture without JavaScript: labels of radio buttons
        expect(html).toContain('for="pv-pick-2"');
        expect(html).toMatch(/<input type="radio" name="pv-picture" id="pv-pick-1"[^>]* checked=""/);
        expect(html).toContain('id="picture-2"');
        // the brand links to its page under the storefront's localized name
        expect(html).toContain(`href="/znamke/${product.brand_key}"`);
        // breadcrumbs: home, every category of the trail, the product (not a link)
        const nav = html.match(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/)![0];
        for (const category of product.trail) expect(nav).toContain(`href="/${category.store_url}"`);
        expect(nav).toContain(`<span aria-current="page">${product.sl.name}</span>`);
        // add to cart and to the wishlist work as plain forms
        const cartForm = html.match(/<form method="post" action="\/cart"[\s\S]*?<\/form>/)![0];
        expect(cartForm).toContain('name="intent" value="add"');
        expect(cartForm).toContain(`name="productId" value="${product.id}"`);
        expect(cartForm).toContain(`name="redirectTo" value="/${product.sl.url_key}"`);
        expect(cartForm).toMatch(/name="qty"[^>]*min="1"[^>]*max="99"/);
        expect(html).toMatch(/<form method="post" action="\/wishlist"/);
        // description, attributes and recommendations
        expect(html).toContain("pv-attribute");
        expect((html.match(/class="product-card"/g) ?? []).length).toBe(8);
        // JSON-LD: Product and BreadcrumbList with absolute URLs
        const ld = jsonLdOf(res.body);
        const [item, crumbs] = ld["@graph"];
        expect(item).toMatchObject({
          "@type": "Product",
          name: product.sl.name,
          sku: product.sku,
          gtin13: product.ean,
          brand: { name: product.brand },
          offers: { price: (payable / 100).toFixed(2), priceCurrency: "EUR", availability: "https://schema.org/InStock" },
        });
        expect(item.image[0]).toMatch(/^http:\/\/si\.lumera\.localhost(:\d+)?\/images\/\d+\/700\.jpg$/);
        expect(item.aggregateRating.ratingValue).toBeGreaterThan(0);
        expect(crumbs["@type"]).toBe("BreadcrumbList");
        expect(crumbs.itemListElement).toHaveLength(product.trail.length + 2);
        // SEO: title, description, canonical, og:image of the 700 px picture
        expect(html).toMatch(new RegExp(`<title>${product.sl.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
        expect(html).toMatch(/<link rel="canonical" href="http:\/\/si\.lumera\.localhost[^"]*\/[^"]+"/);
        expect(html).toMatch(/<meta property="og:image" content="[^"]+\/images\/\d+\/700\.jpg"/);
        const description = html.match(/<meta name="description" content="([^"]*)"/)![1];
        expect(description.length).toBeGreaterThan(20);
        expect(description.length).toBeLessThanOrEqual(155);
      });

      it("shows prices in HUF and posts to /hu/cart on the hu storefront", async () => {
        const product = await sampleProduct();
        const res = await get(`/hu/${product.hu.url_key}`, EU);
        expect(res.status).toBe(200);
        // "12 345,00 Ft": space thousands, comma decimals
        expect(res.body).toMatch(/\d{1,3} \d{3},\d{2} Ft/);
        expect(res.body).toMatch(/<form method="post" action="\/hu\/cart"/);
        expect(res.body).toMatch(/<form method="post" action="\/hu\/wishlist"/);
        expect(res.body).toContain(`name="redirectTo" value="/hu/${product.hu.url_key}"`);
        const [item] = jsonLdOf(res.body)["@graph"];
        expect(item.offers.priceCurrency).toBe("HUF");
        expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
        expect(res.body).toContain('href="/hu"');
      });

      it("tells reward points and what is missing for free shipping", async () => {
        const product = await sampleProduct();
        const res = await get(`/${product.sl.url_key}`);
        const payable = product.discount_price!;
        // spec §9: points = floor(conversion × amount), su converts 1 point per euro
        expect(decode(res.body)).toContain(`Prejmete ${Math.floor(payable / 100)} `);
        if (payable < 6000) expect(decode(res.body)).toContain(`manjka še ${((6000 - payable) / 100).toFixed(2).replace(".", ",")} €`);
        else expect(res.body).toContain("Brezplačna dostava");
      });

      it("shows only its brand's products on a one-brand storefront", async () => {
        const aurora = await db
          .selectFrom("product_i18n as i")
          .innerJoin("product as p", "p.id", "i.product_id")
          .innerJoin("brand as b", "b.id", "p.brand_id")
          .select("i.url_key")
          .where("i.lang", "=", "sl")
          .where("b.url_key", "=", "aurora")
          .where("p.id", "<", 90000)
          .orderBy("p.id")
          .executeTakeFirstOrThrow();
        const res = await get(`/sl/${aurora.url_key}`, AURORA);
        expect(res.status).toBe(200);
        const brands = [...res.body.matchAll(/<p class="product-card-brand">([^<]*)<\/p>/g)].map((m) => m[1]);
        expect(brands.length).toBeGreaterThan(0);
        expect(new Set(brands)).toEqual(new Set(["Aurora"]));
        const other = await sampleProduct();
        expect((await get(`/sl/${other.sl.url_key}`, AURORA)).status).toBe(404);
      });

      it("shows an out-of-stock product as such, with the cart button disabled", async () => {
        const row = await db
          .selectFrom("product as p")
          .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", "en"))
          .select(["i.url_key"])
          .where("p.type", "=", "simple")
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0))),
          )
          .executeTakeFirst();
        if (!row) return; // the demo seed always has some; a custom seed may not
        const res = await get(`/en/${row.url_key}`, EU);
        expect(res.status).toBe(200);
        expect(res.body).toContain("Out of stock – this product cannot be ordered right now");
        expect(res.body).toMatch(/<button type="submit" class="button pv-add" disabled="">/);
        expect(jsonLdOf(res.body)["@graph"][0].offers.availability).toBe("https://schema.org/OutOfStock");
      });
    });

    describe("the image route", () => {
      const imageId = async () => (await db.selectFrom("image").select("id").orderBy("id").executeTakeFirstOrThrow()).id;

      it("resizes to the asked width and format, then serves the variant from its disk cache", async () => {
        const id = await imageId();
        // each database's server takes its own width, so the two runs never share a file
        const width = [175, 350][serverIndex % 2];
        rmSync(path.join(TEST_IMAGE_DIR, "cache", String(id), `${width}.webp`), { force: true });
        const first = await fetch(`${server.baseUrl}/images/${id}/${width}.webp`);
        expect(first.status).toBe(200);
        expect(first.headers.get("content-type")).toBe("image/webp");
        expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(first.headers.get("x-image-cache")).toBe("miss");
        const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(width);
        expect(existsSync(path.join(TEST_IMAGE_DIR, "cache", String(id), `${width}.webp`))).toBe(true);

        const second = await fetch(`${server.baseUrl}/images/${id}/${width}.webp`);
        expect(second.headers.get("x-image-cache")).toBe("hit");
        const etag = second.headers.get("etag");
        expect(etag).toBe(first.headers.get("etag"));
        await second.arrayBuffer();

        const revalidated = await fetch(`${server.baseUrl}/images/${id}/${width}.webp`, { headers: { "If-None-Match": etag! } });
        expect(revalidated.status).toBe(304);
        expect(await revalidated.text()).toBe("");
      });

      it("makes jpg and avif too", async () => {
        const id = await imageId();
        for (const [format, type] of [
          ["jpg", "image/jpeg"],
          ["avif", "image/avif"],
        ] as const) {
          const res = await fetch(`${server.baseUrl}/images/${id}/175.${format}`);
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe(type);
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
          expect(meta.width).toBe(175);
        }
      });

      it("gives concurrent first requests of one variant the same whole picture", async () => {
        const id = (await db.selectFrom("image").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
        const width = [700, 1400][serverIndex % 2];
        rmSync(path.join(TEST_IMAGE_DIR, "cache", String(id), `${width}.jpg`), { force: true });
        const bodies = await Promise.all(
          Array.from({ length: 6 }, async () => Buffer.from(await (await fetch(`${server.baseUrl}/images/${id}/${width}.jpg`)).arrayBuffer())),
        );
        for (const body of bodies) expect(body.equals(bodies[0])).toBe(true);
        expect((await sharp(bodies[0]).metadata()).width).toBe(width);
      });

      it.each([
        "/images/99999999/700.webp",
        "/images/0/700.webp",
        "/images/abc/700.webp",
        "/images/1/701.webp",
        "/images/1/700.gif",
        "/images/1/700",
        "/images/1/700.WEBP",
        "/images/1/99999999999999999999.webp",
        "/images/1/..%2F..%2Fshop.webp",
        "/images/-1/700.webp",
        "/images/1/700.webp.exe",
      ])("answers %s with 404", async (url) => {
        const res = await get(url);
        expect(res.status).toBe(404);
      });
    });

    describe("GET /api/product/fetchProduct", () => {
      it("answers the product with the fields of spec §3, in the storefront currency", async () => {
        const product = await sampleProduct();
        const res = await get(`/api/product/fetchProduct?urlKey=${encodeURIComponent(product.hu.url_key)}&department=chu`, EU);
        expect(res.status).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        const p = body.product;
        for (const key of [
          "id",
          "sku",
          "name",
          "manufacturer",
          "image",
          "urlKey",
          "rating",
          "category_ids",
          "salable",
          "stock",
          "price",
          "description",
          "images",
          "attributes",
          "breadcrumbs",
        ]) {
          expect(p, key).toHaveProperty(key);
        }
        expect(p).toMatchObject({
          id: product.id,
          sku: product.sku,
          name: product.hu.name,
          urlKey: product.hu.url_key,
          manufacturer: product.brand,
          salable: true,
        });
        expect(p.image).toMatch(/^\/images\/\d+\/350\.webp$/);
        expect(p.category_ids).toContain(product.main_category_id);
        expect(p.stock.inStock).toBe(true);
        expect(Object.keys(p.stock.warehouses[0]).sort()).toEqual(["code", "days"]);
        const rate = (await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow()).currency_rate;
        // whole forints, each price converted once; the saving is their difference
        const forints = (cents: number) => Math.round((cents * rate) / 100);
        expect(p.price).toEqual({
          isDiscounted: true,
          regularPrice: forints(product.regular_price),
          discountPrice: forints(product.discount_price!),
          discountAmount: forints(product.regular_price) - forints(product.discount_price!),
          smallestIn30Days: expect.any(Number),
        });
        expect(p.images.length).toBeGreaterThanOrEqual(2);
        expect(p.images[0].url).toMatch(/^\/images\/\d+\/700\.webp$/);
        expect(p.attributes[0]).toEqual({ code: expect.any(String), name: expect.any(String), value: expect.any(String) });
        expect(p.breadcrumbs.at(-1).id).toBe(product.main_category_id);
      });

      it("answers an unknown urlKey with 404 and the error shape", async () => {
        const res = await get("/api/product/fetchProduct?urlKey=no-such-product&department=su");
        expect(res.status).toBe(404);
        expect(res.json()).toMatchObject({ success: false, errors: [expect.any(String)] });
      });

      it("answers other methods with 405", async () => {
        const res = await post("/api/product/fetchProduct?urlKey=x&department=su", {});
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe("GET");
      });

      it.each([
        ["no department", "?urlKey=x"],
        ["an unknown department", "?urlKey=x&department=zz"],
        ["an empty department", "?urlKey=x&department="],
        ["a long department", `?urlKey=x&department=${"a".repeat(40)}`],
        ["no urlKey", "?department=su"],
        ["an empty urlKey", "?urlKey=%20&department=su"],
        ["a very long urlKey", `?urlKey=${"a".repeat(400)}&department=su`],
        ["a broken escape", "?urlKey=%E0%A4%A&department=su"],
      ])("answers %s with a 4xx and the error shape", async (_name, query) => {
        const res = await get(`/api/product/fetchProduct${query}`);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      });
    });

    describe("POST /api/product/fetchRecommendedProducts", () => {
      it("puts the given ids first, then the category's products, in stock first, never the viewed product", async () => {
        const product = await sampleProduct();
        const given = await db
          .selectFrom("product")
          .select("id")
          .where("type", "=", "simple")
          .where("id", "!=", product.id)
          .orderBy("id", "desc")
          .limit(2)
          .execute();
        const ids = given.map((g) => g.id);
        const res = await post("/api/product/fetchRecommendedProducts", {
          id: product.main_category_id,
          ids,
          department: "su",
          productPrice: product.discount_price! / 100,
          productId: product.id,
        });
        expect(res.status).toBe(200);
        const { success, products } = res.json();
        expect(success).toBe(true);
        expect(products.length).toBeLessThanOrEqual(12);
        expect(products.slice(0, 2).map((p: { id: number }) => p.id)).toEqual(ids);
        const rest = products.slice(2);
        expect(rest.length).toBeGreaterThan(0);
        for (const p of rest) expect(p.category_ids).toContain(product.main_category_id);
        expect(products.map((p: { id: number }) => p.id)).not.toContain(product.id);
        const stock = rest.map((p: { stock: { inStock: boolean } }) => p.stock.inStock);
        expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
        expect(products[0]).toHaveProperty("price.regularPrice");
      });

      it("recommends the storefront's chosen products without a category", async () => {
        const res = await post("/api/product/fetchRecommendedProducts", { department: "su" });
        expect(res.status).toBe(200);
        expect(res.json().products.length).toBeGreaterThan(0);
      });

      it("recommends only the brand of a one-brand storefront", async () => {
        const product = await sampleProduct();
        const res = await post("/api/product/fetchRecommendedProducts", { id: product.main_category_id, ids: [product.id], department: "asi" }, AURORA);
        expect(res.status).toBe(200);
        for (const p of res.json().products) expect(p.manufacturer).toBe("Aurora");
      });

      it("answers GET with 405", async () => {
        expect((await get("/api/product/fetchRecommendedProducts?department=su")).status).toBe(405);
      });

      it.each([
        ["invalid JSON", "{"],
        ["a JSON array", "[]"],
        ["null", "null"],
        ["no department", { ids: [1] }],
        ["a numeric department", { department: 5 }],
        ["an unknown department", { department: "zz" }],
        ["ids as a string", { department: "su", ids: "1,2" }],
        ["a negative id", { department: "su", ids: [-1] }],
        ["a fractional id", { department: "su", ids: [1.5] }],
        ["a zero id", { department: "su", ids: [0] }],
        ["an unsafe id", { department: "su", ids: [1e20] }],
        ["too many ids", { department: "su", ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
        ["a text category", { department: "su", id: "abc" }],
        ["a negative price", { department: "su", productPrice: -1 }],
        ["a text price", { department: "su", productPrice: "12" }],
        ["a zero productId", { department: "su", productId: 0 }],
      ])("answers %s with 400 and the error shape", async (_name, body) => {
        const res = await post("/api/product/fetchRecommendedProducts", body);
        expect(res.status).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errors: expect.any(Array) });
      });
    });

    describe("POST /api/product/fetchWishlistProducts", () => {
      it("answers the products in the order given, leaving unknown ids out", async () => {
        const rows = await db.selectFrom("product").select("id").where("type", "=", "simple").where("id", "<", 90000).orderBy("id").limit(3).execute();
        const ids = [rows[2].id, 99_999_999, rows[0].id, rows[1].id];
        const res = await post("/api/product/fetchWishlistProducts", { ids, department: "cen" }, EU);
        expect(res.status).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.products.map((p: { id: number }) => p.id)).toEqual([rows[2].id, rows[0].id, rows[1].id]);
        expect(typeof body.products[0].price.regularPrice).toBe("number");
      });

      it("accepts up to 200 ids and an empty list", async () => {
        expect((await post("/api/product/fetchWishlistProducts", { ids: Array.from({ length: 200 }, (_, i) => i + 1), department: "su" })).status).toBe(200);
        const empty = await post("/api/product/fetchWishlistProducts", { ids: [], department: "su" });
        expect(empty.json()).toEqual({ success: true, currency: "EUR", products: [] });
      });

      it("answers GET with 405", async () => {
        expect((await get("/api/product/fetchWishlistProducts")).status).toBe(405);
      });

      it.each([
        ["invalid JSON", "not json"],
        ["an empty body", ""],
        ["no ids", { department: "su" }],
        ["ids null", { ids: null, department: "su" }],
        ["ids as strings", { ids: ["1"], department: "su" }],
        ["a negative id", { ids: [-5], department: "su" }],
        ["201 ids", { ids: Array.from({ length: 201 }, (_, i) => i + 1), department: "su" }],
        ["no department", { ids: [1] }],
        ["an unknown department", { ids: [1], department: "xx" }],
      ])("answers %s with 400 and the error shape", async (_name, body) => {
        const res = await post("/api/product/fetchWishlistProducts", body);
        expect(res.status).toBe(400);
        expect(res.json().success).toBe(false);
      });
    });
  });
}
