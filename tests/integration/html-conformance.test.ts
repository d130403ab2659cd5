import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { ADDRESS, PASSWORD, checkoutClient, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { htmlErrors } from "../support/vnu";

// Pages any checker accepts: every page type of every storefront, as the server sends it, and
// forms shown again with their errors, are valid HTML to the W3C Nu Html Checker (vnu-jar). Remix streams its hydration scripts after
// </html>, which React writes and no checker reads as part of the document, so each page is
// cut there. One JVM checks every page at once (a start costs a second or two).

interface StorefrontRow {
  department: string;
  iso: string;
  domain: string;
  prefix: string | null;
  shop_type: "normal" | "one-brand" | "other";
  brand_id: number | null;
  localized_routes: string;
}

for (const server of inject("servers")) {
  describe(`HTML conformance on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const client = () => checkoutClient(server.baseUrl, db);

    beforeAll(() => {
      ({ db, close } = openDatabase(server.databaseUrl));
    });
    afterAll(async () => close());

    /** A simple product with stock, named in the storefront's language (and of its brand). */
    async function stockedProduct(storefront: StorefrontRow) {
      let query = stockedProductsQuery(db, { minStock: 20, langs: [storefront.iso] });
      if (storefront.brand_id !== null) query = query.where("p.brand_id", "=", storefront.brand_id);
      const { id } = await query.orderBy("p.id").executeTakeFirstOrThrow();
      const { url_key } = await db
        .selectFrom("product_i18n")
        .select("url_key")
        .where("product_id", "=", id)
        .where("lang", "=", storefront.iso)
        .executeTakeFirstOrThrow();
      return { id, urlKey: url_key };
    }

    const firstOf = async <T>(rows: Promise<T | undefined>, what: string) => {
      const row = await rows;
      if (!row) throw new Error(`no ${what} in the seed`);
      return row;
    };

    /**
     * Every page type of one storefront (the ones its shop type answers), as a guest and as a
     * customer with something in the cart, through each checkout step.
     */
    async function pagesOf(storefront: StorefrontRow, email: string) {
      const { postForm, get } = client();
      const host = storefront.domain;
      const prefix = storefront.prefix ? `/${storefront.prefix}` : "";
      const normal = storefront.shop_type === "normal";
      const pages: { label: string; path: string; cookie?: string; status?: number }[] = [
        { label: "home", path: prefix || "/" },
        { label: "not found", path: `${prefix}/no-such-page-anywhere`, status: 404 },
      ];
      const cms = await firstOf(
        db.selectFrom("cms_page_i18n").select("url_key").where("lang", "=", storefront.iso).orderBy("page_id").executeTakeFirst(),
        "CMS page",
      );
      pages.push({ label: "cms", path: `${prefix}/cms/${cms.url_key}` });

      if (storefront.shop_type !== "other") {
        const navbar = (await get(`/api/cms/fetchCategoryNavbar?department=${storefront.department}`, undefined, host)).json();
        const category = `${prefix}/${navbar.categories[0].storeUrl}`;
        const listing = await get(category, undefined, host);
        const checkbox = /name="([a-z_]+)" value="(\d+)"/.exec(listing.body);
        if (!checkbox) throw new Error(`no filter on ${category}`);
        const product = await stockedProduct(storefront);
        pages.push(
          { label: "category", path: category },
          { label: "filtered category", path: `${category}?${checkbox[1]}=${checkbox[2]}&price=5,0&orderBy=price_desc&p=1` },
          { label: "product", path: `${prefix}/${product.urlKey}` },
        );
      }

      if (normal) {
        const routes = JSON.parse(storefront.localized_routes) as { brands: string; giftCertificate: string };
        const [post, blogCategory] = await Promise.all([
          firstOf(db.selectFrom("blog_post_i18n").select("url_key").where("lang", "=", storefront.iso).orderBy("post_id").executeTakeFirst(), "blog post"),
          firstOf(
            db.selectFrom("blog_category_i18n").select("url_key").where("lang", "=", storefront.iso).orderBy("category_id").executeTakeFirst(),
            "blog category",
          ),
        ]);
        pages.push(
          { label: "search", path: `${prefix}/search/aurora` },
          { label: "search without results", path: `${prefix}/search/zzzqqq` },
          { label: "search form", path: `${prefix}/search` },
          { label: "brands", path: `${prefix}/${routes.brands}` },
          { label: "brand", path: `${prefix}/${routes.brands}/aurora` },
          { label: "blog", path: `${prefix}/blog` },
          { label: "blog category", path: `${prefix}/blog/category/${blogCategory.url_key}` },
          { label: "blog post", path: `${prefix}/blog/${post.url_key}` },
          { label: "gift certificate", path: `${prefix}/${routes.giftCertificate}` },
          { label: "login and registration", path: `${prefix}/login` },
          { label: "password recovery", path: `${prefix}/forgotten-password` },
          { label: "password reset without its link", path: `${prefix}/password-reset`, status: 400 },
          { label: "empty cart", path: `${prefix}/cart` },
        );
      }

      // a customer (where the shop has accounts) or a guest, with a product in the cart
      const product = storefront.shop_type === "other" ? await stockedProduct({ ...storefront, brand_id: null }) : await stockedProduct(storefront);
      let cookie: string | undefined;
      if (normal) {
        cookie = await client().logIn(email, PASSWORD, { prefix, host });
        const wished = await postForm(
          `${prefix}/wishlist`,
          { intent: "add", productId: String(product.id), redirectTo: `${prefix}/wishlist` },
          { cookie, host },
        );
        expect(wished.status, `wishlist on ${storefront.department}`).toBe(302);
      }
      const cartPath = normal ? `${prefix}/cart` : `${prefix}/checkout/cart`;
      const added = await postForm(cartPath, { intent: "add", productId: String(product.id), qty: "1" }, { cookie, host });
      expect(added.status, `${cartPath} on ${storefront.department}: ${added.body.slice(0, 300)}`).toBe(303);
      cookie ??= `guest_token=${/guest_token=([^;]+)/.exec(String(added.headers["set-cookie"]))?.[1]}`;
      pages.push({ label: "cart with a product", path: cartPath, cookie });
      if (normal) {
        pages.push({ label: "wishlist with a product", path: `${prefix}/wishlist`, cookie }, { label: "account", path: `${prefix}/profile`, cookie });
      }

      // the checkout's steps, each page read before it is answered
      const answers: Record<string, Record<string, string>> = {
        contact: { intent: "guest", email: uniqueEmail("conformance-guest") },
        address: { intent: "address", ...ADDRESS },
        shipping: { intent: "shipping", method: "delivery" },
        payment: { intent: "payment", method: "bank" },
      };
      let step = (await get(`${prefix}/checkout`, cookie, host)).headers.location as string;
      for (let seen = 0; step && !step.endsWith("/review") && seen < 5; seen++) {
        const name = step.split("/").pop()!;
        pages.push({ label: `checkout ${name}`, path: step, cookie });
        const answered = await postForm(step, answers[name], { cookie, host });
        expect(answered.status, `${step} on ${storefront.department}: ${answered.body.slice(0, 300)}`).toBe(303);
        step = answered.headers.location as string;
      }
      pages.push({ label: "checkout review", path: `${prefix}/checkout/review`, cookie });
      return pages.map((page) => ({ ...page, host, department: storefront.department }));
    }

    it("every page type of every storefront is valid HTML to the Nu Html Checker", { timeout: 90_000 }, async () => {
      const storefronts = (await db.selectFrom("storefront").selectAll().orderBy("position").execute()) as unknown as StorefrontRow[];
      expect(storefronts).toHaveLength(9);
      // the accounts first, one after another: this process writing to the database while the
      // server answers the storefronts' checkouts made one of those answers fail now and then
      const emails = new Map<string, string>();
      for (const { department } of [...storefronts, { department: "su" }]) {
        const email = uniqueEmail(`conformance-${department}`);
        await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department });
        if (!emails.has(department)) emails.set(department, email);
        else emails.set("order", email);
      }
      const pages = (await Promise.all(storefronts.map((storefront) => pagesOf(storefront, emails.get(storefront.department)!)))).flat();

      // an order placed, for its confirmation and the customer's order page
      const { placeOrder, get } = client();
      const email = emails.get("order")!;
      const cookie = await client().logIn(email);
      const product = await stockedProduct(storefronts.find((s) => s.department === "su")!);
      await client().postForm("/cart", { intent: "add", productId: String(product.id), qty: "1" }, { cookie });
      const { order, location } = await placeOrder(cookie, { payment: "bank" });
      const host = "si.lumera.localhost";
      pages.push(
        { label: "order confirmation", path: location, cookie, host, department: "su" },
        { label: "order page", path: `/profile/orders/${order.number}`, cookie, host, department: "su" },
      );

      // forms shown again with their errors (aria-invalid, aria-describedby, the messages)
      const { postForm } = client();
      const customerCookie = await client().logIn(emails.get("su")!);
      const rejected = await Promise.all([
        postForm("/login", { intent: "login", email, password: "not-the-password-1" }).then((res) => ({ label: "login refused", res })),
        postForm("/login", { intent: "register", email: "not-an-address", password: "x", firstName: "", lastName: "" }).then((res) => ({
          label: "registration refused",
          res,
        })),
        postForm("/checkout/address", { intent: "address", ...ADDRESS, street: "", postcode: "12" }, { cookie: customerCookie }).then((res) => ({
          label: "checkout address refused",
          res,
        })),
      ]);

      const documents: { label: string; html: string }[] = [];
      for (const { label, res } of rejected) {
        expect(res.status, `${label}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        documents.push({ label: `su ${label} (a POST on si.lumera.localhost)`, html: res.body });
      }
      documents.push(
        ...(await Promise.all(
          pages.map(async (page) => {
            const res = await get(page.path, page.cookie, page.host);
            expect(res.status, `${page.department} ${page.label} ${page.path}`).toBe(page.status ?? 200);
            return { label: `${page.department} ${page.label} (http://${page.host}${page.path})`, html: res.body };
          }),
        )),
      );
      expect(await htmlErrors(documents)).toEqual([]);
      expect(documents.length).toBe(pages.length + rejected.length);
    });
  });
}
