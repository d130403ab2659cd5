import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { cookieValue, request, setCookies } from "../support/http";

// The cart page and its one action (add, update, remove), the header's
// count, carts per department, and the guest cart merged at login — against the real
// server on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

for (const server of inject("servers")) {
  describe(`cart on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** in stock, sold in su and chu: [a, b, c] */
    let inStock: number[] = [];
    let outOfStock: number;

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const stocked = (eb: any) =>
        eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0));
      const rows = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where(stocked)
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "hu")))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
        .orderBy("p.id")
        .limit(3)
        .execute();
      inStock = rows.map((r) => r.id);
      const out = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where((eb) => eb.not(stocked(eb)))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      outOfStock = out.id;
      expect(inStock).toHaveLength(3);
    });
    afterAll(async () => close());

    const get = (p: string, options: { host?: string; cookie?: string } = {}) =>
      request(server.baseUrl, p, { host: options.host ?? SI, headers: options.cookie ? { Cookie: options.cookie } : {} });
    /** A form post as a browser sends it: urlencoded, with the page's Origin. */
    const postForm = (
      p: string,
      fields: Record<string, string>,
      options: { host?: string; cookie?: string; origin?: string | null; headers?: Record<string, string> } = {},
    ) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", ...options.headers };
      if (options.origin !== null) headers.Origin = options.origin ?? `http://${host}`;
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, p, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };

    /** A guest with a cart holding `qty` of `productId`; returns the cookie header. */
    async function guestWith(productId: number, qty: number, host = SI, prefix = "") {
      const res = await postForm(`${prefix}/cart`, { intent: "add", productId: String(productId), qty: String(qty) }, { host });
      expect(res.status, res.body).toBe(303);
      const token = cookieValue(res, "guest_token");
      expect(token).toBeDefined();
      return `guest_token=${token}`;
    }

    /** The cart's lines straight from the database: product id -> qty. */
    async function linesOf(cookieToken: string | null, department = "su") {
      if (!cookieToken) return {};
      const token = cookieToken.split("=")[1];
      const session = await db
        .selectFrom("session_token")
        .select(["id", "type", "customer_id"])
        .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
        .executeTakeFirst();
      if (!session) return {};
      const rows = await db
        .selectFrom("cart_item as ci")
        .innerJoin("cart as c", "c.id", "ci.cart_id")
        .select(["ci.product_id", "ci.qty"])
        .where("c.department", "=", department)
        .$if(session.type === "auth", (q) => q.where("c.customer_id", "=", session.customer_id))
        .$if(session.type === "guest", (q) => q.where("c.session_token_id", "=", session.id))
        .execute();
      return Object.fromEntries(rows.map((r) => [r.product_id, r.qty]));
    }

    const headerCount = (body: string) => /<span aria-hidden="true" class="cart-count">(\d+)<\/span>/.exec(body)?.[1];

    it("shows an empty cart with a link home, issuing no token and writing nothing", async () => {
      const carts = await db
        .selectFrom("cart")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const res = await get("/cart");
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/<h1[^>]*>Košarica<\/h1>/);
      expect(res.body).toContain("Vaša košarica je prazna.");
      expect(res.body).toContain('href="/"');
      expect(setCookies(res)).toEqual([]);
      const after = await db
        .selectFrom("cart")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(carts.n));
    });

    it("adds, sums a second add, updates, removes, and 0 removes — with totals and the header count", async () => {
      const [a, b] = inStock;
      const cookie = await guestWith(a, 2);
      expect(await linesOf(cookie)).toEqual({ [a]: 2 });

      const again = await postForm("/cart", { intent: "add", productId: String(a), qty: "3", redirectTo: "/cart" }, { cookie });
      expect(again.status).toBe(303);
      expect(again.headers.location).toBe("/cart");
      expect(setCookies(again)).toEqual([]); // the token exists: none issued again
      expect(await linesOf(cookie)).toEqual({ [a]: 5 });

      await postForm("/cart", { intent: "add", productId: String(b), qty: "1" }, { cookie });
      const page = await get("/cart", { cookie });
      expect(page.status).toBe(200);
      expect(headerCount(page.body)).toBe("2");
      expect(page.body).toContain("2 izdelka v košarici");
      expect(page.body).toContain('data-total="grand"');
      expect(page.body).toContain("€");

      const update = await postForm("/cart", { intent: "update", productId: String(a), qty: "7", redirectTo: "/cart" }, { cookie });
      expect(update.status).toBe(303);
      expect(await linesOf(cookie)).toEqual({ [a]: 7, [b]: 1 });

      await postForm("/cart", { intent: "update", productId: String(b), qty: "0" }, { cookie });
      expect(await linesOf(cookie)).toEqual({ [a]: 7 });

      await postForm("/cart", { intent: "remove", productId: String(a) }, { cookie });
      expect(await linesOf(cookie)).toEqual({});
      const empty = await get("/cart", { cookie });
      expect(headerCount(empty.body)).toBe("0");
      expect(empty.body).toContain("Vaša košarica je prazna.");
    });

    it("shows the totals of the line in the page, priced from the product", async () => {
      const [a] = inStock;
      const cookie = await guestWith(a, 2);
      const product = await db.selectFrom("product").select(["regular_price", "discount_price"]).where("id", "=", a).executeTakeFirstOrThrow();
      const unit = product.discount_price !== null && product.discount_price < product.regular_price ? product.discount_price : product.regular_price;
      const euros = (cents: number) =>
        `${Math.floor(cents / 100)
          .toString()
          .replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(cents % 100).padStart(2, "0")} €`;
      const page = await get("/cart", { cookie });
      expect(page.body).toContain(`data-total="grand">${euros(unit * 2)}`);
      expect(page.body).toContain(`data-total="subtotal">${euros(unit * 2)}`);
    });

    it("tells what the products' own discounts save as information below the total, not as a line subtracted from it", async () => {
      const discounted = await db
        .selectFrom("product as p")
        .innerJoin("product_stock as s", "s.product_id", "p.id")
        .select(["p.id", "p.regular_price", "p.discount_price"])
        .where("p.type", "=", "simple")
        .where("s.qty", ">", 0)
        .where("p.discount_price", "is not", null)
        .whereRef("p.discount_price", "<", "p.regular_price")
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      const cookie = await guestWith(discounted.id, 2);
      const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")} €`;
      const page = await get("/cart", { cookie });
      const saved = (discounted.regular_price - discounted.discount_price!) * 2;
      // the subtotal already holds the discount prices, and the total is that subtotal
      expect(page.body).toContain(`data-total="subtotal">${euros(discounted.discount_price! * 2)}`);
      expect(page.body).toContain(`data-total="grand">${euros(discounted.discount_price! * 2)}`);
      const totals = /<dl class="cart-totals">(.*?)<\/dl>(.*?)<\/p>/s.exec(page.body);
      expect(totals?.[1]).not.toContain("−");
      expect(totals?.[2]).toContain(`<p class="totals-saved" data-total="discount">Z znižanji izdelkov prihranite ${euros(saved)}`);
    });

    it("caps a line at 99", async () => {
      const [a] = inStock;
      const cookie = await guestWith(a, 60);
      await postForm("/cart", { intent: "add", productId: String(a), qty: "60" }, { cookie });
      expect(await linesOf(cookie)).toEqual({ [a]: 99 });
    });

    it("brings a shopper back to the page they added from, saying what was added — and that nothing was once the line is full", async () => {
      const [, b] = inStock;
      const product = await db.selectFrom("product_i18n").select("url_key").where("product_id", "=", b).where("lang", "=", "sl").executeTakeFirstOrThrow();
      const page = `/${product.url_key}`;
      const first = await postForm("/cart", { intent: "add", productId: String(b), qty: "2", redirectTo: page });
      expect(first.status).toBe(303);
      expect(first.headers.location).toBe(`${page}?added=2`);
      const cookie = `guest_token=${cookieValue(first, "guest_token")}`;
      const back = await get(`${page}?added=2`, { cookie });
      expect(back.body).toMatch(/class="pv-added">.*Dodano v košarico\..*V košarici: 2\./s);

      const capped = await postForm("/cart", { intent: "add", productId: String(b), qty: "98", redirectTo: page }, { cookie });
      expect(capped.headers.location).toBe(`${page}?added=97`);
      const full = await postForm("/cart", { intent: "add", productId: String(b), qty: "5", redirectTo: page }, { cookie });
      expect(full.headers.location).toBe(`${page}?added=0`);
      const fullPage = await get(`${page}?added=0`, { cookie });
      expect(fullPage.body).toContain('class="pv-added pv-added-full"');
      expect(fullPage.body).toContain("V košarici je že največja količina za eno naročilo (99).");
      expect(fullPage.body).not.toMatch(/pv-added[^>]*>[^<]*<p>Dodano v košarico/);
      expect(await linesOf(cookie)).toEqual({ [b]: 99 });

      // the mark is only a hint: without the product in the cart, or forged, no notice
      expect((await get(`${page}?added=5`)).body).not.toContain("pv-added");
      expect((await get(`${page}?added=abc`, { cookie })).body).not.toContain("pv-added");
      // a foreign redirect target still ends on the cart, unmarked
      const foreign = await postForm("/cart", { intent: "add", productId: String(b), qty: "1", redirectTo: "//evil.example/x" }, { cookie });
      expect(foreign.headers.location).toBe("/cart");
    });

    it("refuses an unknown or out-of-stock product with a clear message, issuing no token", async () => {
      const unknown = await postForm("/cart", { intent: "add", productId: "999999999", qty: "1", redirectTo: "/cart" });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toContain("Ta izdelek v tej trgovini ni na voljo.");
      expect(setCookies(unknown)).toEqual([]);
      const out = await postForm("/cart", { intent: "add", productId: String(outOfStock), qty: "1" });
      expect(out.status).toBe(409);
      expect(out.body).toContain("Žal tega izdelka ni na zalogi.");
      expect(setCookies(out)).toEqual([]);
    });

    // spec §2: a one-brand storefront has no cart page; its gate answers 404 before anything is written
    it("answers a cart post on a one-brand storefront with 404, issuing nothing", async () => {
      const asi = await db.selectFrom("storefront").select("brand_id").where("department", "=", "asi").executeTakeFirstOrThrow();
      const other = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where("p.brand_id", "!=", asi.brand_id!)
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      const res = await postForm("/sl/cart", { intent: "add", productId: String(other.id), qty: "1" }, { host: "aurora.localhost" });
      expect(res.status).toBe(404);
      expect(setCookies(res)).toEqual([]);
    });

    it("keeps a cart per department: the HUF storefront has its own, in forints", async () => {
      const [a, b] = inStock;
      const cookie = await guestWith(a, 1);
      const hu = await postForm("/hu/cart", { intent: "add", productId: String(b), qty: "2" }, { host: EU, cookie });
      expect(hu.status).toBe(303);
      expect(hu.headers.location).toBe("/hu/cart");
      // one token across hosts in tests (the cookie is sent by hand): two carts under it
      expect(await linesOf(cookie, "su")).toEqual({ [a]: 1 });
      expect(await linesOf(cookie, "chu")).toEqual({ [b]: 2 });
      const page = await get("/hu/cart", { host: EU, cookie });
      expect(page.body).toContain("Ft");
      expect(page.body).toContain("Kosár");
      expect(headerCount(page.body)).toBe("1");
    });

    it("merges the guest cart into the customer's at login: quantities summed and capped, the guest token gone", async () => {
      const [a, b, c] = inStock;
      const email = uniqueEmail("cart");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      // the customer's own cart first (logged in in another browser)
      const first = await postForm("/login", { intent: "login", email, password: PASSWORD });
      const customerCookie = `auth_token=${cookieValue(first, "auth_token")}`;
      await postForm("/cart", { intent: "add", productId: String(a), qty: "50" }, { cookie: customerCookie });
      await postForm("/cart", { intent: "add", productId: String(c), qty: "1" }, { cookie: customerCookie });

      const guest = await guestWith(a, 60);
      await postForm("/cart", { intent: "add", productId: String(b), qty: "2" }, { cookie: guest });
      const login = await postForm("/login", { intent: "login", email, password: PASSWORD }, { cookie: guest });
      expect(login.status).toBe(302);
      const auth = `auth_token=${cookieValue(login, "auth_token")}`;
      expect(await linesOf(auth)).toEqual({ [a]: 99, [b]: 2, [c]: 1 });
      // the old guest token no longer works and its cart is gone
      expect(await linesOf(guest)).toEqual({});
      const guestToken = guest.split("=")[1];
      expect(
        await db.selectFrom("session_token").select("id").where("token_hash", "=", createHash("sha256").update(guestToken).digest("hex")).executeTakeFirst(),
      ).toBeUndefined();
      const page = await get("/cart", { cookie: auth });
      expect(headerCount(page.body)).toBe("3");
    });

    describe("bad input", () => {
      const good = () => ({ intent: "update", productId: String(inStock[0]), qty: "4" });
      const cases: [string, Record<string, string>][] = [
        ["no intent", { productId: "1", qty: "1" }],
        ["unknown intent", { intent: "explode", productId: "1" }],
        ["no product id", { intent: "add", qty: "1" }],
        ["text product id", { intent: "add", productId: "abc", qty: "1" }],
        ["negative product id", { intent: "remove", productId: "-4" }],
        ["huge product id", { intent: "add", productId: "1e40", qty: "1" }],
        ["fraction quantity", { intent: "update", productId: "1", qty: "1.5" }],
        ["quantity 100", { intent: "update", productId: "1", qty: "100" }],
        ["negative quantity", { intent: "update", productId: "1", qty: "-1" }],
        ["add quantity 0", { intent: "add", productId: "1", qty: "0" }],
        ["text quantity", { intent: "add", productId: "1", qty: "many" }],
        ["update without quantity", { intent: "update", productId: "1" }],
        ["long redirect", { intent: "add", productId: "1", qty: "1", redirectTo: `/${"x".repeat(3000)}` }],
      ];

      it.each(cases)("%s gets a 4xx and changes nothing", async (_label, fields) => {
        const cookie = await guestWith(inStock[0], 4);
        const res = await postForm("/cart", fields, { cookie });
        expect(res.status, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(await linesOf(cookie)).toEqual({ [inStock[0]]: 4 });
      });

      it("shows the quantity message on the page", async () => {
        const cookie = await guestWith(inStock[0], 4);
        const res = await postForm("/cart", { ...good(), qty: "100" }, { cookie });
        expect(res.status).toBe(400);
        expect(res.body).toContain("Vnesite količino od 1 do 99.");
        expect(res.body).toContain('role="alert"');
      });

      it("refuses a JSON body and a multipart body with nonsense with a 4xx", async () => {
        const cookie = await guestWith(inStock[0], 4);
        const json = await request(server.baseUrl, "/cart", {
          host: SI,
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: `http://${SI}`, Cookie: cookie },
          body: '{"intent":"add"',
        });
        expect(json.status).toBeGreaterThanOrEqual(400);
        expect(json.status).toBeLessThan(500);
        const multipart = await request(server.baseUrl, "/cart", {
          host: SI,
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: `http://${SI}`, Cookie: cookie },
          body: "garbage",
        });
        expect(multipart.status).toBeGreaterThanOrEqual(400);
        expect(multipart.status).toBeLessThan(500);
        expect(await linesOf(cookie)).toEqual({ [inStock[0]]: 4 });
      });

      it("updating or removing without a session or a line is a 4xx and creates nothing", async () => {
        const res = await postForm("/cart", good());
        expect(res.status).toBe(409);
        expect(setCookies(res)).toEqual([]);
        const cookie = await guestWith(inStock[0], 4);
        const other = await postForm("/cart", { intent: "update", productId: String(inStock[1]), qty: "2" }, { cookie });
        expect(other.status).toBe(409);
        expect(await linesOf(cookie)).toEqual({ [inStock[0]]: 4 });
      });

      it("sends an off-site redirectTo home to the cart instead", async () => {
        const cookie = await guestWith(inStock[0], 1);
        const res = await postForm("/cart", { intent: "add", productId: String(inStock[0]), qty: "1", redirectTo: "//evil.example/x" }, { cookie });
        expect(res.status).toBe(303);
        expect(res.headers.location).toBe("/cart");
      });

      it("refuses a cross-site post with 403 and changes nothing", async () => {
        const cookie = await guestWith(inStock[0], 4);
        const foreign = await postForm("/cart", good(), { cookie, origin: "http://evil.example" });
        expect(foreign.status).toBe(403);
        const fetchSite = await postForm("/cart", good(), { cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
        expect(fetchSite.status).toBe(403);
        const noCookieAdd = await postForm("/cart", { intent: "add", productId: String(inStock[0]), qty: "1" }, { origin: "http://evil.example" });
        expect(noCookieAdd.status).toBe(403);
        expect(setCookies(noCookieAdd)).toEqual([]);
        expect(await linesOf(cookie)).toEqual({ [inStock[0]]: 4 });
      });
    });
  });
}
