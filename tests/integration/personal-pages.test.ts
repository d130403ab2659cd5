import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { issueToken } from "~/services/sessions.server";
import { addStock, takeStock } from "~/services/stock-movements.server";
import { stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { requirePostgres, sharedPostgresInstances } from "../support/shared-instances";
import { htmlErrors } from "../support/vnu";

// Personal pages from the page cache (issue 31, README "Performance"): a shopper with a session
// gets the stored public page with its holes — the header's account link and counts, a product
// page's heart, cart note and free-shipping hint — filled for them. What the shoppers notice: each
// sees their own name, counts and hearts and nobody else's, however the requests interleave; the
// anonymous copy stays anonymous; a change of their own shows on the very next page; the pages
// are valid HTML. On SQLite, on PostgreSQL, and on two instances sharing PostgreSQL and Redis.

const SI = "si.lumera.localhost";
const ORIGIN = `http://${SI}`;

interface Shopper {
  label: string;
  cookie: string;
  /** what the header's account link says */
  account: string;
  cart: number;
  wishlist: number;
}

/** Three simple, salable products with stock to spare (other test files buy and archive some), with their paths. */
async function stockedProducts(db: DB, narrow = (query: ReturnType<typeof stockedProductsQuery>) => query) {
  const rows = await narrow(stockedProductsQuery(db, { minStock: 20, langs: ["sl"] }))
    .where("p.archived_at", "is", null)
    .innerJoin("product_i18n as u", (join) => join.onRef("u.product_id", "=", "p.id").on("u.lang", "=", "sl"))
    .select("u.url_key")
    .orderBy("p.id", "desc")
    .offset(7)
    .limit(3)
    .execute();
  return rows.map((row) => ({ id: row.id, path: `/${row.url_key}` }));
}

/** The public pages a shopper walks through: home, a category, a product, its brand, a search, the blog. */
async function publicPages(baseUrl: string, productPath: string) {
  const home = await request(baseUrl, "/", { host: SI });
  const category = /class="category-nav-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="category-nav-link"/.exec(home.body);
  const product = await request(baseUrl, productPath, { host: SI });
  const brand = /class="pv-brand"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="pv-brand"/.exec(product.body);
  const pages = ["/", category?.[1] ?? category?.[2], productPath, brand?.[1] ?? brand?.[2], "/search/krema", "/blog"];
  expect(pages.every(Boolean), JSON.stringify(pages)).toBe(true);
  return pages as string[];
}

const post = (baseUrl: string, path: string, cookie: string, form: Record<string, string>) =>
  request(baseUrl, path, {
    host: SI,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, cookie },
    body: new URLSearchParams(form).toString(),
  });

/** A signed-in customer with one product in the wishlist and one in the cart, and a guest with two lines in the cart. */
async function twoShoppers(db: DB, baseUrl: string, products: { id: number }[]): Promise<Shopper[]> {
  const firstName = `Ana${Date.now() % 100000}`;
  const customer = await createCustomer(db, { email: uniqueEmail("holes"), password: "Zelena-jabolka-7", firstName, lastName: "Novak" });
  const auth = `auth_token=${(await issueToken(db, "auth", customer.id)).token}`;
  expect((await post(baseUrl, "/wishlist", auth, { intent: "add", productId: String(products[0].id), redirectTo: "/" })).status).toBe(302);
  expect((await post(baseUrl, "/cart", auth, { intent: "add", productId: String(products[1].id), qty: "1" })).status).toBe(303);
  const guest = `guest_token=${(await issueToken(db, "guest", null)).token}`;
  for (const product of products.slice(0, 2))
    expect((await post(baseUrl, "/cart", guest, { intent: "add", productId: String(product.id), qty: "2" })).status).toBe(303);
  return [
    { label: "customer", cookie: auth, account: firstName, cart: 1, wishlist: 1 },
    { label: "guest", cookie: guest, account: "Prijava", cart: 2, wishlist: 0 },
  ];
}

const cartCount = (html: string) => /<span aria-hidden="true" class="cart-count">(\d+)<\/span>/.exec(html)?.[1];
const wishlistCount = (html: string) => /<span class="wishlist-count">(\d+)<\/span>/.exec(html)?.[1] ?? "0";
const accountLabel = (html: string) => /data-hole="account"[^>]*>[\s\S]*?<span class="header-action-label">([^<]*)<\/span>/.exec(html)?.[1];

/** What a shopper (or the anonymous visitor, null) must see on a page, checked on its HTML. */
function expectOwn(html: string, who: Shopper | null, where: string) {
  expect({ account: accountLabel(html), cart: cartCount(html), wishlist: wishlistCount(html), state: html.includes('id="personal-state"') }, where).toEqual({
    account: who?.account ?? "Prijava",
    cart: String(who?.cart ?? 0),
    wishlist: String(who?.wishlist ?? 0),
    state: who !== null,
  });
}

/** Two shoppers and an anonymous visitor asking for the same pages in turn, `rounds` times, on `baseUrls` in turn. */
async function alternate(baseUrls: string[], pages: string[], shoppers: Shopper[], rounds: number) {
  let n = 0;
  for (let round = 0; round < rounds; round++) {
    for (const path of pages) {
      for (const who of [...shoppers, null]) {
        const baseUrl = baseUrls[n++ % baseUrls.length];
        const res = await request(baseUrl, path, { host: SI, headers: who ? { cookie: who.cookie } : {} });
        const where = `${path} for ${who?.label ?? "anonymous"} on ${baseUrl}, round ${round}`;
        expect(res.status, where).toBe(200);
        expectOwn(res.body, who, where);
        if (who) expect([res.headers["x-cache"], res.headers["cache-control"]], where).toEqual(["FILLED", "private, no-store"]);
      }
    }
  }
}

for (const server of inject("servers")) {
  describe(`personal pages from the page cache on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;

    beforeAll(() => {
      ({ db, close } = openDatabase(server.databaseUrl));
    });
    afterAll(() => close());

    it("two shoppers and an anonymous visitor in turn, six pages, five rounds: each sees only their own name, counts and hearts", async () => {
      const products = await stockedProducts(db);
      const pages = await publicPages(server.baseUrl, products[0].path);
      const shoppers = await twoShoppers(db, server.baseUrl, products);
      await alternate([server.baseUrl], pages, shoppers, 5);
      // the heart on the product page: filled for the customer whose wishlist holds it, for nobody else
      const [customer, guest] = shoppers;
      const heart = (html: string) => /data-hole="heart"[\s\S]*?aria-pressed="(true|false)"/.exec(html)?.[1];
      expect(heart((await request(server.baseUrl, products[0].path, { host: SI, headers: { cookie: customer.cookie } })).body)).toBe("true");
      expect(heart((await request(server.baseUrl, products[0].path, { host: SI, headers: { cookie: guest.cookie } })).body)).toBe("false");
      expect(heart((await request(server.baseUrl, products[0].path, { host: SI })).body)).toBe("false");
    });

    it("a change of the shopper's own cart, wishlist or sign-in shows on the very next page", async () => {
      const products = await stockedProducts(db);
      const [customer, guest] = await twoShoppers(db, server.baseUrl, products);
      const page = (who: Shopper, path = products[2].path) => request(server.baseUrl, path, { host: SI, headers: { cookie: who.cookie } });
      expectOwn((await page(guest)).body, guest, "before");
      // an add without JavaScript comes back to the product page with ?added=1: the note and the count
      expect((await post(server.baseUrl, "/cart", guest.cookie, { intent: "add", productId: String(products[2].id), qty: "1" })).status).toBe(303);
      const added = (await page(guest, `${products[2].path}?added=1`)).body;
      expectOwn(added, { ...guest, cart: 3 }, "after the add");
      expect(added).toMatch(/data-hole="cart-note"><div class="pv-added"><p>Dodano v košarico\.(<!-- -->)? (<!-- -->)?V košarici: 1\.<\/p>/);
      // the wishlist
      expect((await post(server.baseUrl, "/wishlist", customer.cookie, { intent: "add", productId: String(products[2].id), redirectTo: "/" })).status).toBe(
        302,
      );
      expectOwn((await page(customer)).body, { ...customer, wishlist: 2 }, "after the heart");
      // signing out: the cookie names no shopper any more, and the page is Remix's, which drops it
      expect((await post(server.baseUrl, "/profile", customer.cookie, { intent: "logout" })).status).toBe(302);
      const after = await page(customer);
      expect(after.headers["x-cache"]).toBeUndefined();
      expectOwn(after.body, null, "after signing out");
    });

    it("a product page's stock moves without the catalogue (a cancelled order's pieces back): the shopper's next page says so, and so does the anonymous copy", async () => {
      const [product] = await stockedProducts(db, (query) =>
        // a warehouse that does not hold it: the pieces go back there
        query.where((eb) =>
          eb.exists(
            eb
              .selectFrom("warehouse as w")
              .select("w.code")
              .where((inner) =>
                inner.not(
                  inner.exists(
                    inner
                      .selectFrom("product_stock as h")
                      .select("h.product_id")
                      .whereRef("h.product_id", "=", "p.id")
                      .whereRef("h.warehouse_code", "=", "w.code")
                      .where("h.qty", ">", 0),
                  ),
                ),
              ),
          ),
        ),
      );
      const [, guest] = await twoShoppers(db, server.baseUrl, [product, product]);
      const warehouses = await db.selectFrom("warehouse").select(["code", "names"]).orderBy("code").execute();
      const holding = (await db.selectFrom("product_stock").select("warehouse_code").where("product_id", "=", product.id).where("qty", ">", 0).execute()).map(
        (row) => row.warehouse_code,
      );
      const empty = warehouses.find((w) => !holding.includes(w.code));
      expect(empty, "a warehouse that does not hold the product").toBeDefined();
      const names = JSON.parse(empty!.names) as Record<string, string>;
      const name = names.sl ?? names.en ?? empty!.code;
      const listed = (html: string) => html.slice(html.indexOf('<ul class="pv-warehouses"'), html.indexOf("</ul>", html.indexOf('<ul class="pv-warehouses"')));
      await request(server.baseUrl, product.path, { host: SI });
      const before = await request(server.baseUrl, product.path, { host: SI, headers: { cookie: guest.cookie } });
      expect(before.headers["x-cache"]).toBe("FILLED");
      expect(listed(before.body)).not.toContain(name);
      // an order is cancelled and its pieces go back to a warehouse that had none: the catalogue
      // version does not move (order-lifecycle.server.ts), the stored page says what no longer holds
      await db.transaction().execute((trx) => addStock(trx, product.id, empty!.code, 2, { reason: "cancel", actor: "system:personal-pages.test" }));
      const after = await request(server.baseUrl, product.path, { host: SI, headers: { cookie: guest.cookie } });
      expect(after.headers["x-cache"]).toBe("FILLED");
      expect(listed(after.body)).toContain(name);
      expectOwn(after.body, { ...guest, cart: 1 }, "after the stock moved");
      const anonymous = await request(server.baseUrl, product.path, { host: SI });
      expect(anonymous.headers["x-cache"]).toBe("HIT");
      expect(listed(anonymous.body)).toContain(name);
    });

    it("a recommended card's stock moves without the catalogue (a sale takes its last pieces): the shopper's next product page shows it sold out", async () => {
      const [product] = await stockedProducts(db);
      const [, guest] = await twoShoppers(db, server.baseUrl, [product, product]);
      const filled = async () => {
        const page = await request(server.baseUrl, product.path, { host: SI, headers: { cookie: guest.cookie } });
        expect(page.headers["x-cache"]).toBe("FILLED");
        // each recommended card: its link and whether it says "in stock"
        const section = page.body.slice(page.body.indexOf('<section class="pv-recommended"'));
        return new Map(
          section
            .split('<article class="product-card">')
            .slice(1)
            .map((card) => [/href="\/([^"?]+)"/.exec(card)![1], card.includes('class="stock stock-in"')]),
        );
      };
      const before = await filled();
      const inStock = [...before].filter(([, shown]) => shown).map(([urlKey]) => urlKey);
      expect(inStock.length, "a recommended card in stock").toBeGreaterThan(0);
      const card = await db
        .selectFrom("product_i18n")
        .select("product_id")
        .where("lang", "=", "sl")
        .where("url_key", "=", inStock[0])
        .executeTakeFirstOrThrow();
      const stock = await db
        .selectFrom("product_stock")
        .select(["warehouse_code", "qty"])
        .where("product_id", "=", card.product_id)
        .where("qty", ">", 0)
        .execute();
      const pieces = stock.reduce((sum, row) => sum + row.qty, 0);
      // a sale takes its last pieces: the catalogue version does not move
      await db.transaction().execute((trx) => takeStock(trx, card.product_id, pieces, { reason: "sale", actor: "system:personal-pages.test" }));
      try {
        const after = await filled();
        // rendered again: the recommendations leave a sold-out product out, or its card says sold out
        expect(after.get(inStock[0]) ?? false, "no card offers it in stock on the very next page").toBe(false);
        expect(after.size, "the page still recommends").toBeGreaterThan(0);
      } finally {
        await db.transaction().execute(async (trx) => {
          for (const row of stock) await addStock(trx, card.product_id, row.warehouse_code, row.qty, { reason: "cancel", actor: "system:personal-pages.test" });
        });
      }
    });

    it("the filled pages are valid HTML (Nu Html Checker), the state block included", async () => {
      const products = await stockedProducts(db);
      const pages = await publicPages(server.baseUrl, products[0].path);
      const [customer] = await twoShoppers(db, server.baseUrl, products);
      const documents = [];
      for (const path of pages) {
        const res = await request(server.baseUrl, path, { host: SI, headers: { cookie: customer.cookie } });
        expect(res.headers["x-cache"], path).toBe("FILLED");
        documents.push({ label: path, html: res.body });
      }
      expect(await htmlErrors(documents)).toEqual([]);
    }, 60_000);
  });
}

describe("personal pages on two instances sharing PostgreSQL and Redis", () => {
  const shared = sharedPostgresInstances(["holes-a", "holes-b"]);

  it("two shoppers and an anonymous visitor in turn across both instances: each sees only their own, and a cart change on one shows on the other", async () => {
    if (!requirePostgres(shared.available)) return;
    const { instances, db } = shared;
    const products = await stockedProducts(db);
    const pages = await publicPages(instances[0].baseUrl, products[0].path);
    const shoppers = await twoShoppers(db, instances[0].baseUrl, products);
    const urls = instances.map((i) => i.baseUrl);
    await alternate(urls, pages, shoppers, 3);
    const guest = shoppers[1];
    expect((await post(urls[0], "/cart", guest.cookie, { intent: "add", productId: String(products[2].id), qty: "1" })).status).toBe(303);
    expectOwn((await request(urls[1], products[0].path, { host: SI, headers: { cookie: guest.cookie } })).body, { ...guest, cart: 3 }, "on the other instance");
  }, 60_000);
});
