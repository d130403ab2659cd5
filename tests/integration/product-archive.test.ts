import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { fold } from "~/lib/text";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { checkoutClient, SI, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Archiving a product (README "Archiving products", /admin/products/:id/archive): it leaves the
// category listing, search, sitemaps, recommendations and the JSON API's lists, cannot be added
// to a cart, and its URL answers 410 Gone (or 301 to a successor); a cart that holds it keeps it
// and checks it out, an order keeps it; support is refused; restoring brings it all back.
// The products archived here are copies made for this test, so no other test's product changes.

const letters = (text: string) => text.replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

/** A copy of an in-stock product under a new SKU, url keys and a name word of its own, priced above every other. */
async function copyProduct(db: DB, label: string) {
  const [source] = await stockedProductsQuery(db, { minStock: 20, langs: ["sl", "en"] })
    .orderBy("p.id")
    .limit(1)
    .execute();
  const product = await db.selectFrom("product").selectAll().where("id", "=", source.id).executeTakeFirstOrThrow();
  const max = await db
    .selectFrom("product")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow();
  const id = Number(max.id) + 1;
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const word = `arhiv${letters(tag)}${label}`;
  const sku = `ARCH-${tag}-${label}`.toUpperCase();
  await db
    .insertInto("product")
    .values({
      ...product,
      id,
      sku,
      ean: null,
      regular_price: 987_600,
      discount_price: null,
      discount_from: null,
      discount_to: null,
      lowest_price_30d: 987_600,
      archived_at: null,
      successor_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  const texts = await db.selectFrom("product_i18n").selectAll().where("product_id", "=", source.id).execute();
  await db
    .insertInto("product_i18n")
    .values(
      texts.map((t) => ({ ...t, product_id: id, name: `${t.name} ${word}`, url_key: `${t.url_key}-${tag}-${label}`, search_name: fold(`${t.name} ${word}`) })),
    )
    .execute();
  const copy = async (table: "product_category" | "product_stock" | "product_image") => {
    const rows = await db.selectFrom(table).selectAll().where("product_id", "=", source.id).execute();
    if (rows.length)
      await db
        .insertInto(table)
        .values(rows.map((r) => ({ ...r, product_id: id, ...(table === "product_stock" ? { qty: 50 } : {}) }) as never))
        .execute();
  };
  await copy("product_category");
  await copy("product_stock");
  await copy("product_image");
  await markCatalogueChanged(db);
  const sl = texts.find((t) => t.lang === "sl")!;
  const category = await db
    .selectFrom("category_i18n")
    .select(["url_key", "store_url"])
    .where("category_id", "=", product.main_category_id!)
    .where("lang", "=", "sl")
    .executeTakeFirstOrThrow();
  return {
    id,
    sku,
    word,
    urlKey: `${sl.url_key}-${tag}-${label}`,
    name: `${sl.name} ${word}`,
    categoryId: product.main_category_id!,
    categoryPath: `/${category.store_url || category.url_key}`,
  };
}

for (const server of inject("servers")) {
  describe(`archiving a product, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let support: string;
    let product: Awaited<ReturnType<typeof copyProduct>>;
    let successor: Awaited<ReturnType<typeof copyProduct>>;
    let holdingCart: string;
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const pages: { label: string; html: string }[] = [];
    const storefront = (path: string, cookie?: string) => request(base, path, { host: SI, headers: cookie ? { Cookie: cookie } : {} });
    const api = (path: string, body: unknown) =>
      request(base, path, { host: SI, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

    /** Where the shopper can find the product: a yes/no per place. */
    async function whereListed(p: typeof product) {
      const category = await storefront(`${p.categoryPath}?orderBy=price_desc`);
      const categoryApi = (await request(base, `/api/category/fetchCategory?id=${p.categoryId}&department=su&orderBy=price_desc`, { host: SI })).json();
      const search = (await api("/api/product_search/searchProducts", { department: "su", search: p.word })).json();
      const recommended = (await api("/api/product/fetchRecommendedProducts", { department: "su", ids: [p.id] })).json();
      let sitemap = false;
      for (let page = 1; page < 50; page++) {
        const file = await storefront(`/sitemaps/su/products-${page}.xml`);
        if (file.status !== 200) break;
        if (file.body.includes(`/${p.urlKey}<`)) sitemap = true;
      }
      return {
        category: category.body.includes(p.name),
        api: (categoryApi.category.products as { id: number }[]).some((c) => c.id === p.id),
        search: (search.products as { id: number }[]).some((c) => c.id === p.id),
        recommended: (recommended.products as { id: number }[]).some((c) => c.id === p.id),
        sitemap,
      };
    }
    const everywhere = { category: true, api: true, search: true, recommended: true, sitemap: true };
    const nowhere = { category: false, api: false, search: false, recommended: false, sitemap: false };

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      manager = (await signIn(base, db, (await createStaff(db, "manager", "archive")).email)).cookie;
      support = (await signIn(base, db, (await createStaff(db, "support", "archive")).email)).cookie;
      product = await copyProduct(db, "a");
      successor = await copyProduct(db, "b");
    }, 60_000);
    afterAll(async () => {
      // leave no archived product behind for other tests' counts (the tests restore what they archive)
      const left = await db
        .updateTable("product")
        .set({ archived_at: null, successor_id: null })
        .where("id", "in", [product.id, successor.id])
        .where("archived_at", "is not", null)
        .executeTakeFirst();
      if (Number(left.numUpdatedRows) > 0) await markCatalogueChanged(db);
      await close();
    });

    it("before archiving, the product is listed everywhere and a shopper puts it in a cart", async () => {
      await expect.poll(() => whereListed(product), { timeout: 10_000, interval: 250 }).toEqual(everywhere);
      holdingCart = await shop().guestWith(product.id, 1);
    });

    it("support may neither open nor use the archive page (403), and nothing changes", async () => {
      expect((await get(base, `/admin/products/${product.id}/archive`, support)).status).toBe(403);
      expect((await post(base, `/admin/products/${product.id}/archive`, { intent: "archive", successor: "" }, support)).status).toBe(403);
      expect((await post(base, `/admin/products/${product.id}/archive`, { intent: "restore" }, support)).status).toBe(403);
      const row = await db.selectFrom("product").select("archived_at").where("id", "=", product.id).executeTakeFirstOrThrow();
      expect(row.archived_at).toBeNull();
    });

    it("a forged product id is 404, a forged intent 400, a successor that is unknown or the product itself 400 at its field; nothing changes", async () => {
      for (const id of ["0", "abc", "99999999", "-1"]) expect((await get(base, `/admin/products/${id}/archive`, manager)).status).toBe(404);
      expect((await post(base, `/admin/products/${product.id}/archive`, { intent: "delete" }, manager)).status).toBe(400);
      const unknown = await post(base, `/admin/products/${product.id}/archive`, { intent: "archive", successor: "NO-SUCH-SKU" }, manager);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toContain("There is no product with that SKU.");
      pages.push({ label: "refused successor", html: unknown.body });
      const itself = await post(base, `/admin/products/${product.id}/archive`, { intent: "archive", successor: product.sku }, manager);
      expect(itself.status).toBe(400);
      expect(itself.body).toContain("A product cannot be its own successor.");
      const row = await db.selectFrom("product").select("archived_at").where("id", "=", product.id).executeTakeFirstOrThrow();
      expect(row.archived_at).toBeNull();
    });

    it("a manager archives it: gone from the category page, the JSON API, search, recommendations and sitemaps; its URL is 410 with the search box; audited", async () => {
      const page = await get(base, `/admin/products/${product.id}/archive`, manager);
      expect(page.status).toBe(200);
      expect(page.body).toContain(product.sku);
      pages.push({ label: "archive page", html: page.body });
      const done = await post(base, `/admin/products/${product.id}/archive`, { intent: "archive", successor: "" }, manager);
      expect(done.status).toBe(302);
      const after = await get(base, done.headers.location as string, manager);
      expect(after.body).toContain("its URL answers 410 Gone");
      expect(after.body).toContain("Restore");
      pages.push({ label: "archived", html: after.body });

      await expect.poll(() => whereListed(product), { timeout: 10_000, interval: 250 }).toEqual(nowhere);
      const gone = await storefront(`/${product.urlKey}`);
      expect(gone.status).toBe(410);
      expect(gone.body).toContain("Tega izdelka ne prodajamo več");
      expect(gone.body).toContain('id="error-search"');
      // the JSON API's product is unknown too
      expect((await request(base, `/api/product/fetchProduct?urlKey=${product.urlKey}&department=su`, { host: SI })).status).toBe(404);
      const audit = await db.selectFrom("audit_log").select(["kind", "subject"]).where("subject", "=", `product:${product.sku}`).execute();
      expect(audit.map((a) => a.kind)).toEqual(["product.archive"]);
    });

    it("adding it to a cart is refused as an unknown product (form and API)", async () => {
      const form = await shop().postForm("/cart", { intent: "add", productId: String(product.id), qty: "1" });
      expect(form.status).toBe(422);
      const json = await request(base, "/api/cart/addCartItems", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ items: [{ product_id: product.id, qty: 1 }], department: "su" }),
      });
      expect(json.status).toBe(422);
    });

    it("a cart that already held it still shows it and checks it out; the order holds it and the back office order page shows it", async () => {
      const cart = await storefront("/cart", holdingCart);
      expect(cart.status).toBe(200);
      expect(cart.body).toContain(product.name);
      const { order } = await shop().placeOrder(holdingCart, { payment: "bank", email: uniqueEmail("archive") });
      const lines = await db
        .selectFrom("shop_order_line")
        .select(["product_id", "name"])
        .where("order_id", "=", order.id)
        .where("kind", "=", "product")
        .execute();
      expect(lines.map((l) => l.product_id)).toEqual([product.id]);
      const desk = await get(base, `/admin/orders/${order.number}`, manager);
      expect(desk.status).toBe(200);
      expect(desk.body).toContain(product.sku);
    });

    it("with a successor its URL moves there for good (301); an archived successor is refused", async () => {
      const moved = await post(base, `/admin/products/${product.id}/archive`, { intent: "archive", successor: successor.sku }, manager);
      expect(moved.status).toBe(302);
      await expect
        .poll(async () => `${(await storefront(`/${product.urlKey}`)).status} ${(await storefront(`/${product.urlKey}`)).headers.location ?? ""}`, {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(`301 /${successor.urlKey}`);
      expect((await post(base, `/admin/products/${successor.id}/archive`, { intent: "archive", successor: "" }, manager)).status).toBe(302);
      // the successor archived itself: the first product's URL is gone, not a 301 to a 410
      await expect.poll(async () => (await storefront(`/${product.urlKey}`)).status, { timeout: 10_000, interval: 250 }).toBe(410);
      const third = await copyProduct(db, "c");
      const refused = await post(base, `/admin/products/${third.id}/archive`, { intent: "archive", successor: successor.sku }, manager);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("That product is archived itself");
      expect((await db.selectFrom("product").select("archived_at").where("id", "=", third.id).executeTakeFirstOrThrow()).archived_at).toBeNull();
      expect((await post(base, `/admin/products/${successor.id}/archive`, { intent: "restore" }, manager)).status).toBe(302);
    });

    it("restoring brings it back everywhere and its URL answers 200; audited", async () => {
      const restored = await post(base, `/admin/products/${product.id}/archive`, { intent: "restore" }, manager);
      expect(restored.status).toBe(302);
      await expect.poll(() => whereListed(product), { timeout: 10_000, interval: 250 }).toEqual(everywhere);
      expect((await storefront(`/${product.urlKey}`)).status).toBe(200);
      const audit = await db.selectFrom("audit_log").select("kind").where("subject", "=", `product:${product.sku}`).orderBy("id").execute();
      expect(audit.map((a) => a.kind)).toEqual(["product.archive", "product.archive", "product.restore"]);
    });

    it("the pages are valid HTML", async () => {
      expect(await htmlErrors(pages)).toEqual([]);
    });
  });
}
