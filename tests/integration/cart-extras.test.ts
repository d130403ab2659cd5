import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { uniqueEmail } from "../support/customers";
import { cookieValue, request, setCookies } from "../support/http";

// The cart's extras — service items (su and chr only), gift
// certificates bought and redeemed, discount codes, reward points, the wallet rule — through
// the /cart form's intents and the spec §7 JSON calls, on SQLite and (when configured)
// PostgreSQL. Every refusal leaves the cart exactly as it was.

const SI = "si.lumera.localhost";
const HR = "hr.lumera.localhost";
const EU = "eu.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";
const TREE = 39002;
const WRAP = 35511;

const alertOf = (body: string) => /role="alert"[^>]*>([^<]*)</.exec(body)?.[1];
const headerCount = (body: string) => /<span aria-hidden="true" class="cart-count">(\d+)<\/span>/.exec(body)?.[1];

for (const server of inject("servers")) {
  describe(`cart extras on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** in stock, sold in su, chr and chu, by id */
    let products: { id: number; price: number }[] = [];

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const named = (lang: string) => (eb: any) =>
        eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", lang));
      const rows = await db
        .selectFrom("product as p")
        .select(["p.id", "p.regular_price", "p.discount_price"])
        .where("p.type", "=", "simple")
        .where("p.id", "<", 300)
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
        .where(named("sl"))
        .where(named("hr"))
        .where(named("hu"))
        .where("p.sku", "not in", ["LM-000003", "LM-000011", "LM-000017", "LM-000023", "LM-000031", "LM-000042", "LM-000057"])
        .orderBy("p.id")
        .limit(4)
        .execute();
      products = rows.map((r) => ({ id: r.id, price: r.discount_price ?? r.regular_price }));
      expect(products).toHaveLength(4);
    });
    afterAll(async () => close());

    const get = (p: string, options: { host?: string; cookie?: string } = {}) =>
      request(server.baseUrl, p, { host: options.host ?? SI, headers: options.cookie ? { Cookie: options.cookie } : {} });
    const postForm = (p: string, fields: Record<string, string>, options: { host?: string; cookie?: string } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${host}` };
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, p, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };
    /** A JSON call as this shop's own pages make it: cookie and Origin. */
    const api = (p: string, body: unknown, options: { host?: string; cookie?: string; method?: string; raw?: string } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/json", Origin: `http://${host}` };
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, p, { host, method: options.method ?? "POST", headers, body: options.raw ?? JSON.stringify(body) });
    };

    async function guestWith(productId: number, qty: number, host = SI, prefix = "") {
      const res = await postForm(`${prefix}/cart`, { intent: "add", productId: String(productId), qty: String(qty) }, { host });
      expect(res.status, res.body).toBe(303);
      return `guest_token=${cookieValue(res, "guest_token")}`;
    }

    /**
     * A customer with `points` reward points, logged in. One account is registered through the
     * API per run (registrations per IP are limited and every file shares the server); the
     * others are rows with its password hash.
     */
    let template: string | null = null;
    async function customer(points = 0) {
      if (!template) {
        template = uniqueEmail("extras-template");
        const reg = await api("/api/user/register", { email: template, password: PASSWORD, firstName: "Ana", lastName: "Novak", department: "su" });
        expect(reg.status, reg.body).toBe(201);
      }
      const source = await db.selectFrom("customer").select(["password_hash"]).where("email", "=", template).executeTakeFirstOrThrow();
      const email = uniqueEmail("extras");
      await db
        .insertInto("customer")
        .values({
          email,
          first_name: "Ana",
          last_name: "Novak",
          password_hash: source.password_hash,
          verified_at: null,
          newsletter: 0,
          reward_points: points,
          department: "su",
          created_at: new Date().toISOString(),
        })
        .execute();
      const login = await postForm("/login", { intent: "login", email, password: PASSWORD });
      expect(login.status).toBe(302);
      return { email, cookie: `auth_token=${cookieValue(login, "auth_token")}` };
    }

    /** Everything a cart holds, straight from the database (to assert what did not change). */
    async function stateOf(cookie: string | null, department = "su") {
      if (!cookie) return null;
      const token = cookie.split("=")[1];
      const session = await db
        .selectFrom("session_token")
        .select(["id", "type", "customer_id"])
        .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
        .executeTakeFirst();
      if (!session) return null;
      const cart = await db
        .selectFrom("cart")
        .select(["id", "discount_code_id", "spent_points"])
        .where("department", "=", department)
        .$if(session.type === "auth", (q) => q.where("customer_id", "=", session.customer_id))
        .$if(session.type === "guest", (q) => q.where("session_token_id", "=", session.id))
        .executeTakeFirst();
      if (!cart) return null;
      const [items, services, additional, certificates] = await Promise.all([
        db.selectFrom("cart_item").select(["product_id", "qty"]).where("cart_id", "=", cart.id).orderBy("product_id").execute(),
        db.selectFrom("cart_service_item").select(["product_id", "qty"]).where("cart_id", "=", cart.id).orderBy("product_id").execute(),
        db
          .selectFrom("cart_additional_item")
          .select(["amount", "recipient_name", "recipient_email", "message"])
          .where("cart_id", "=", cart.id)
          .orderBy("id")
          .execute(),
        db
          .selectFrom("cart_gift_certificate as cg")
          .innerJoin("gift_certificate as g", "g.id", "cg.gift_certificate_id")
          .select("g.code")
          .where("cg.cart_id", "=", cart.id)
          .orderBy("g.code")
          .execute(),
      ]);
      const code =
        cart.discount_code_id === null
          ? null
          : (await db.selectFrom("discount_code").select("code").where("id", "=", cart.discount_code_id).executeTakeFirst())?.code;
      return {
        items,
        services: services.map((s) => s.product_id),
        additional,
        certificates: certificates.map((c) => c.code),
        code,
        points: Number(cart.spent_points),
      };
    }

    describe("service items (spec §3: su and chr only)", () => {
      it("offers tree planting and gift wrapping in su, adds once, counts in the header, removes", async () => {
        const cookie = await guestWith(products[0].id, 1);
        const page = await get("/cart", { cookie });
        expect(page.body).toContain('data-offer-id="39002"');
        expect(page.body).toContain('data-offer-id="35511"');
        expect(page.body).toContain("Sajenje drevesa");

        for (let i = 0; i < 2; i++) {
          const res = await postForm("/cart", { intent: "addService", productId: String(TREE), redirectTo: "/cart" }, { cookie });
          expect(res.status).toBe(303);
          expect(res.headers.location).toBe("/cart");
        }
        expect((await stateOf(cookie))?.services).toEqual([TREE]);
        const after = await get("/cart", { cookie });
        // spec §9: count = items + additionalItems + serviceItems
        expect(headerCount(after.body)).toBe("2");
        expect(after.body).toContain('data-service-id="39002"');

        const json = (await api("/api/cart/addCartServiceItems", { department: "su", items: [{ product_id: WRAP }] }, { cookie })).json();
        expect(json.success).toBe(true);
        // spec §3 Service item: product_id, price — the price a number, as §9 names it (2.95 and 4)
        expect(json.cart.serviceItems.map((s: any) => [s.product_id, s.sku, s.price, s.total])).toEqual([
          [TREE, "bltree1", 2.95, 2.95],
          [WRAP, "darilno3", 4, 4],
        ]);
        expect(json.cart.count).toBe(3);

        const removed = await postForm("/cart", { intent: "removeService", productId: String(TREE) }, { cookie });
        expect(removed.status).toBe(303);
        expect((await stateOf(cookie))?.services).toEqual([WRAP]);
        const again = await postForm("/cart", { intent: "removeService", productId: String(TREE) }, { cookie });
        expect(again.status).toBe(409);
        expect((await stateOf(cookie))?.services).toEqual([WRAP]);
      });

      it("a product page's free-shipping hint counts the cart's services, not the certificates bought (spec §9: the goods' value)", async () => {
        const cookie = await guestWith(products[0].id, 1);
        const path = `/${(await db.selectFrom("product_i18n").select("url_key").where("product_id", "=", products[1].id).where("lang", "=", "sl").executeTakeFirstOrThrow()).url_key}`;
        const missing = async () => {
          const hint = /data-hole="shipping">([^<]*)<\/li>/.exec((await get(path, { cookie })).body)?.[1] ?? "";
          const amount = /(\d+),(\d{2})\s€/.exec(hint);
          expect(amount, hint).not.toBeNull();
          return Number(amount![1]) * 100 + Number(amount![2]);
        };
        const before = await missing();
        expect((await postForm("/cart", { intent: "addService", productId: String(TREE) }, { cookie })).status).toBe(303);
        // tree planting costs 2,95 €
        expect(await missing()).toBe(before - 295);
        expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "5000" }, { cookie })).status).toBe(303);
        expect(await missing()).toBe(before - 295);
      });

      it("is offered in chr too, with Croatian texts", async () => {
        const cookie = await guestWith(products[0].id, 1, HR);
        const page = await get("/cart", { cookie, host: HR });
        expect(page.body).toContain('data-offer-id="39002"');
        const res = await postForm("/cart", { intent: "addService", productId: String(WRAP) }, { cookie, host: HR });
        expect(res.status).toBe(303);
        expect((await stateOf(cookie, "chr"))?.services).toEqual([WRAP]);
      });

      it("is refused in chu and cen (the server decides from the table); nothing changes", async () => {
        const cookie = await guestWith(products[0].id, 1, EU, "/hu");
        const before = await stateOf(cookie, "chu");
        const page = await get("/hu/cart", { cookie, host: EU });
        expect(page.body).not.toContain("data-offer-id");
        const form = await postForm("/hu/cart", { intent: "addService", productId: String(TREE) }, { cookie, host: EU });
        expect(form.status).toBe(422);
        expect(alertOf(form.body)).toBeTruthy();
        for (const department of ["chu", "cen"]) {
          const res = await api("/api/cart/addCartServiceItems", { department, items: [TREE] }, { cookie, host: EU });
          expect(res.status).toBe(422);
          expect(res.json().success).toBe(false);
          expect(res.json().cart.serviceItems).toEqual([]);
        }
        expect(await stateOf(cookie, "chu")).toEqual(before);
      });

      it("refuses a product that is not a service item, and issues no token for it", async () => {
        const res = await postForm("/cart", { intent: "addService", productId: String(products[0].id) });
        expect(res.status).toBe(422);
        expect(setCookies(res).some((c) => c.startsWith("guest_token=") && !c.startsWith("guest_token=;"))).toBe(false);
        const api1 = await api("/api/cart/addCartServiceItems", { department: "su", items: [TREE, products[0].id] });
        expect(api1.status).toBe(422);
      });
    });

    describe("discount codes (spec §5)", () => {
      it("applies a code trimmed and case-insensitive; totals show it; remove takes it off", async () => {
        const cookie = await guestWith(products[0].id, 3);
        const res = await postForm("/cart", { intent: "applyCode", code: "  welcome10 ", redirectTo: "/cart" }, { cookie });
        expect(res.status).toBe(303);
        expect((await stateOf(cookie))?.code).toBe("WELCOME10");
        const page = await get("/cart", { cookie });
        expect(page.body).toContain('data-total="code"');
        const cart = (await api("/api/cart/addDiscountCode", { department: "su", discountCode: "WELCOME10" }, { cookie })).json().cart;
        const subtotal = products[0].price * 3;
        expect(cart.codeDiscount).toBeCloseTo(Math.round(subtotal * 0.1) / 100, 2);
        expect(cart.discountCode).toEqual({ code: "WELCOME10", amount: cart.codeDiscount, problem: null });
        expect(cart.total).toBeCloseTo((subtotal - Math.round(subtotal * 0.1)) / 100, 2);

        const removed = await api("/api/cart/removeDiscountCode", { department: "su" }, { cookie });
        expect(removed.status).toBe(200);
        expect(removed.json().cart.discountCode).toBeNull();
        expect((await stateOf(cookie))?.code).toBeNull();
        await postForm("/cart", { intent: "applyCode", code: "SU20" }, { cookie });
        const form = await postForm("/cart", { intent: "removeCode" }, { cookie });
        expect(form.status).toBe(303);
        expect((await stateOf(cookie))?.code).toBeNull();
      });

      it("an empty code is ignored: the form lands back, the API answers 400; nothing changes", async () => {
        const cookie = await guestWith(products[0].id, 1);
        await postForm("/cart", { intent: "applyCode", code: "WELCOME10" }, { cookie });
        const before = await stateOf(cookie);
        for (const code of ["", "   "]) {
          const form = await postForm("/cart", { intent: "applyCode", code, redirectTo: "/cart" }, { cookie });
          expect(form.status).toBe(303);
          const cert = await postForm("/cart", { intent: "redeemCertificate", code }, { cookie });
          expect(cert.status).toBe(303);
          const res = await api("/api/cart/addDiscountCode", { department: "su", discountCode: code }, { cookie });
          expect(res.status).toBe(400);
          expect(res.json().success).toBe(false);
          const gc = await api("/api/cart/addGiftCertificate", { department: "su", giftCertificate: code }, { cookie });
          expect(gc.status).toBe(400);
        }
        expect(await stateOf(cookie)).toEqual(before);
      });

      const refusals: [string, string, number, RegExp][] = [
        ["unknown", "NOPE-123", 422, /Te kode za popust ne poznamo/],
        ["expired", "expired10", 422, /je potekla/],
        ["not yet valid", "LATER10", 422, /še ni veljavna/],
        ["used up", "USEDUP", 422, /že porabljena/],
        ["minimum order (with the amount)", "SAVE5", 422, /vsaj 30,00 €/],
      ];
      for (const [label, code, status, message] of refusals) {
        it(`refuses a code: ${label}, with a clear message; the cart is unchanged`, async () => {
          const cookie = await guestWith(products[0].id, 1);
          await postForm("/cart", { intent: "addService", productId: String(TREE) }, { cookie });
          const before = await stateOf(cookie);
          const form = await postForm("/cart", { intent: "applyCode", code }, { cookie });
          expect(form.status).toBe(status);
          expect(alertOf(form.body)).toMatch(message);
          const res = await api("/api/cart/addDiscountCode", { department: "su", discountCode: code }, { cookie });
          expect(res.status).toBe(status);
          expect(res.json().success).toBe(false);
          expect(res.json().errors[0]).toMatch(message);
          expect(res.json().cart.discountCode).toBeNull();
          expect(await stateOf(cookie)).toEqual(before);
        });
      }

      it("refuses a code of another storefront (SU20 in chr)", async () => {
        const cookie = await guestWith(products[0].id, 1, HR);
        const form = await postForm("/cart", { intent: "applyCode", code: "SU20" }, { cookie, host: HR });
        expect(form.status).toBe(422);
        expect(alertOf(form.body)).toMatch(/ne vrijedi u ovoj trgovini/);
        expect((await stateOf(cookie, "chr"))?.code).toBeNull();
      });

      it("a code that no longer applies stays with amount 0 and the reason", async () => {
        const product = products[0];
        const qty = Math.ceil(3000 / product.price);
        const cookie = await guestWith(product.id, qty);
        const ok = await api("/api/cart/addDiscountCode", { department: "su", discountCode: "save5" }, { cookie });
        expect(ok.status, ok.body).toBe(200);
        expect(ok.json().cart.codeDiscount).toBe(5);
        await postForm("/cart", { intent: "update", productId: String(product.id), qty: "1" }, { cookie });
        const cart = (await api("/api/cart/addSpentPoints", { department: "su" }, { cookie })).json().cart;
        expect(cart.discountCode).toEqual({ code: "SAVE5", amount: 0, problem: "minimumNotMet" });
        expect(cart.codeDiscount).toBe(0);
        const page = await get("/cart", { cookie });
        expect(page.body).toContain("cart-applied-problem");
      });

      it("a guest without a cart gets a message, not a cart", async () => {
        const res = await postForm("/cart", { intent: "applyCode", code: "WELCOME10" });
        expect(res.status).toBe(409);
        expect(alertOf(res.body)).toBeTruthy();
        expect(setCookies(res).some((c) => c.startsWith("guest_token=") && !c.startsWith("guest_token=;"))).toBe(false);
      });
    });

    describe("gift certificates redeemed by code", () => {
      it("redeems certificates, applied in their issue order until the total is covered; grand total = total − certificates", async () => {
        const product = products[1];
        const cookie = await guestWith(product.id, 1);
        const first = await postForm("/cart", { intent: "redeemCertificate", code: " test-gift-1 " }, { cookie });
        expect(first.status).toBe(303);
        const json = (await api("/api/cart/addGiftCertificate", { department: "su", giftCertificate: "DEMO-GIFT-20" }, { cookie })).json();
        expect(json.success).toBe(true);
        // DEMO-GIFT-20 was issued before TEST-GIFT-1: its balance goes first
        const [a, b] = json.cart.giftCertificates;
        expect([a.code, b.code]).toEqual(["DEMO-GIFT-20", "TEST-GIFT-1"]);
        const total = product.price;
        expect(Math.round(a.amount * 100)).toBe(Math.min(2000, total));
        expect(Math.round(b.amount * 100)).toBe(Math.min(1500, total - Math.min(2000, total)));
        expect(Math.round(json.cart.grandTotal * 100)).toBe(Math.max(0, total - 3500));
        expect(Math.round(json.cart.total * 100)).toBe(total);

        const again = await postForm("/cart", { intent: "redeemCertificate", code: "demo-gift-20" }, { cookie });
        expect(again.status).toBe(409);
        expect(alertOf(again.body)).toMatch(/že uporabljen/);

        const removed = await api("/api/cart/removeGiftCertificate", { department: "su", giftCertificateId: b.id }, { cookie });
        expect(removed.status).toBe(200);
        expect(removed.json().cart.giftCertificates.map((c: any) => c.code)).toEqual(["DEMO-GIFT-20"]);
        const form = await postForm("/cart", { intent: "removeCertificate", certificateId: String(a.id) }, { cookie });
        expect(form.status).toBe(303);
        expect((await stateOf(cookie))?.certificates).toEqual([]);
        // redeeming is not spending: balances are untouched until an order
        const balance = await db.selectFrom("gift_certificate").select("balance").where("code", "=", "TEST-GIFT-1").executeTakeFirstOrThrow();
        expect(Number(balance.balance)).toBe(1500);
      });

      const refusals: [string, string, number, RegExp][] = [
        ["unknown", "NO-SUCH-GIFT", 422, /Te kode darilnega bona ne poznamo/],
        ["used up", "DEMO-GIFT-USED", 422, /že porabljen/],
        ["expired", "demo-gift-old", 422, /je potekel/],
      ];
      for (const [label, code, status, message] of refusals) {
        it(`refuses a certificate: ${label}; the cart is unchanged`, async () => {
          const cookie = await guestWith(products[0].id, 1);
          await postForm("/cart", { intent: "redeemCertificate", code: "DEMO-GIFT-20" }, { cookie });
          const before = await stateOf(cookie);
          const form = await postForm("/cart", { intent: "redeemCertificate", code }, { cookie });
          expect(form.status).toBe(status);
          expect(alertOf(form.body)).toMatch(message);
          const res = await api("/api/cart/addGiftCertificate", { department: "su", giftCertificate: code }, { cookie });
          expect(res.status).toBe(status);
          expect(res.json()).toMatchObject({ success: false });
          expect(res.json().cart.giftCertificates.map((c: any) => c.code)).toEqual(["DEMO-GIFT-20"]);
          expect(await stateOf(cookie)).toEqual(before);
        });
      }
    });

    describe("gift certificates bought (additionalItems)", () => {
      it("a preset, a custom amount in EUR, and one in HUF land in the cart; count and subtotal include them", async () => {
        const res = await postForm("/cart", {
          intent: "buyGiftCertificate",
          amount: "5000",
          recipientName: "Maja",
          recipientEmail: "maja@example.com",
          message: "Vse najboljše!",
          redirectTo: "/cart",
        });
        expect(res.status).toBe(303);
        const cookie = `guest_token=${cookieValue(res, "guest_token")}`;
        await postForm("/cart", { intent: "buyGiftCertificate", amount: "5000", customAmount: "25,50" }, { cookie });
        expect((await stateOf(cookie))?.additional).toEqual([
          { amount: 5000, recipient_name: "Maja", recipient_email: "maja@example.com", message: "Vse najboljše!" },
          { amount: 2550, recipient_name: null, recipient_email: null, message: null },
        ]);
        const page = await get("/cart", { cookie });
        expect(headerCount(page.body)).toBe("2");
        expect(page.body).toContain("data-gift-id");
        expect(page.body).toContain("Maja");

        const hu = await postForm("/hu/cart", { intent: "buyGiftCertificate", amount: "custom", customAmount: "10000" }, { host: EU });
        expect(hu.status).toBe(303);
        const huCookie = `guest_token=${cookieValue(hu, "guest_token")}`;
        const rate = await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow();
        expect((await stateOf(huCookie, "chu"))?.additional[0].amount).toBe(Math.round(1_000_000 / Number(rate.currency_rate)));
        // the shopper pays what they typed (not the euro cents converted back: 10 000,90 Ft)
        const huPage = (await get("/hu/cart", { host: EU, cookie: huCookie })).body.replace(/<!-- -->/g, "");
        expect(/data-total="subtotal">([^<]*)</.exec(huPage)?.[1]).toBe("10 000,00 Ft");

        const id = (await db.selectFrom("cart_additional_item").select("id").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow()).id;
        const removed = await postForm("/hu/cart", { intent: "removeGift", itemId: String(id) }, { host: EU, cookie: huCookie });
        expect(removed.status).toBe(303);
        expect((await stateOf(huCookie, "chu"))?.additional).toEqual([]);
      });

      const bad: [string, Record<string, string>, RegExp][] = [
        ["below 10 EUR", { amount: "custom", customAmount: "9,99" }, /od 10,00 € do 500,00 €/],
        ["above 500 EUR", { amount: "custom", customAmount: "500.01" }, /od 10,00 € do 500,00 €/],
        ["a preset out of range", { amount: "999999" }, /od 10,00 €/],
        ["not a number", { amount: "custom", customAmount: "dvajset" }, /od 10,00 €/],
        ["custom chosen, none typed", { amount: "custom" }, /od 10,00 €/],
        ["a bad e-mail", { amount: "5000", recipientEmail: "not-an-email" }, /e-naslov/],
        ["a message over 300 characters", { amount: "5000", message: "x".repeat(301) }, /300 znakov/],
      ];
      for (const [label, fields, message] of bad) {
        it(`refuses ${label}; nothing changes`, async () => {
          const cookie = await guestWith(products[0].id, 1);
          const before = await stateOf(cookie);
          const res = await postForm("/cart", { intent: "buyGiftCertificate", ...fields }, { cookie });
          expect(res.status).toBe(400);
          expect(alertOf(res.body)).toMatch(message);
          expect(await stateOf(cookie)).toEqual(before);
        });

        it(`refuses ${label} on the gift page itself: the page again, the message at the field, what was typed kept; nothing changes`, async () => {
          const cookie = await guestWith(products[0].id, 1);
          const before = await stateOf(cookie);
          const typed = { recipientName: "Maja <b>", ...fields };
          const res = await postForm("/darilni-boni.html", typed, { cookie });
          expect(res.status).toBe(400);
          expect(alertOf(res.body)).toMatch(message);
          expect(res.body).toContain('aria-invalid="true"');
          // kept, and escaped
          expect(res.body).toContain('value="Maja &lt;b&gt;"');
          expect(await stateOf(cookie)).toEqual(before);
        });
      }

      it("buys from the gift page itself: the certificate in the cart and the shopper on the cart page", async () => {
        const cookie = await guestWith(products[0].id, 1);
        const res = await postForm("/darilni-boni.html", { amount: "5000", recipientName: "Maja" }, { cookie });
        expect(res.status).toBe(303);
        expect(res.headers.location).toBe("/cart");
        expect((await get("/cart", { cookie })).body).toContain("Za Maja");
        // from another site it is refused before anything happens
        const foreign = await request(server.baseUrl, "/darilni-boni.html", {
          host: SI,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example", Cookie: cookie },
          body: "amount=5000",
        });
        expect(foreign.status).toBe(403);
      });
    });

    describe("gift-certificate presets in the storefront's own currency", () => {
      it("the Hungarian page offers forint amounts; one bought costs exactly that and is worth its euro cents", async () => {
        const page = (await get("/hu/giftCertificate", { host: EU })).body.replace(/<!-- -->/g, "");
        const offered = [...page.matchAll(/name="amount"(?: checked="")? value="(\d+)"\/><span>([^<]*)</g)].map((m) => [m[1], m[2]]);
        expect(offered).toEqual([
          ["500000", "5 000,00 Ft"],
          ["1000000", "10 000,00 Ft"],
          ["2000000", "20 000,00 Ft"],
          ["5000000", "50 000,00 Ft"],
        ]);
        // the suggested amount is checked, and the card shows it
        expect(page).toContain('checked="" value="1000000"');
        expect(page).toContain('<span class="gift-card-amount">10 000,00 Ft</span>');

        const res = await postForm("/hu/giftCertificate", { amount: "1000000" }, { host: EU });
        expect(res.status).toBe(303);
        const cookie = `guest_token=${cookieValue(res, "guest_token")}`;
        const rate = Number(
          (await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow()).currency_rate,
        );
        const item = await db
          .selectFrom("cart_additional_item as a")
          .innerJoin("cart as c", "c.id", "a.cart_id")
          .select(["a.amount", "a.price"])
          .where("c.department", "=", "chu")
          .orderBy("a.id", "desc")
          .executeTakeFirstOrThrow();
        expect(item).toEqual({ amount: Math.round(1_000_000 / rate), price: 1_000_000 });
        const cart = (await get("/hu/cart", { host: EU, cookie })).body.replace(/<!-- -->/g, "");
        expect(/data-total="subtotal">([^<]*)</.exec(cart)?.[1]).toBe("10 000,00 Ft");
      });

      const refused: [string, Record<string, string>][] = [
        ["a euro preset posted to the forint storefront", { amount: "5000" }],
        ["an amount that is no preset of it", { amount: "1000001" }],
        ["a typed amount with fillér", { amount: "custom", customAmount: "8000,50" }],
      ];
      for (const [label, fields] of refused) {
        it(`refuses ${label}: the page again with the message; nothing is bought`, async () => {
          const before = await db
            .selectFrom("cart_additional_item")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          const res = await postForm("/hu/giftCertificate", fields, { host: EU });
          expect(res.status).toBe(400);
          expect(alertOf(res.body)).toMatch(/Ft/);
          expect(
            await db
              .selectFrom("cart_additional_item")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow(),
          ).toEqual(before);
        });
      }

      it("the Czech page offers koruna amounts", async () => {
        const page = (await get("/giftCertificate", { host: "cz.lumera.localhost" })).body.replace(/<!-- -->/g, "");
        expect([...page.matchAll(/name="amount"(?: checked="")? value="\d+"\/><span>([^<]*)</g)].map((m) => m[1])).toEqual([
          "500,00 Kč",
          "1 000,00 Kč",
          "2 500,00 Kč",
          "5 000,00 Kč",
        ]);
      });
    });

    describe("reward points (customers only)", () => {
      it("a guest cannot spend points (form 403, API 403); nothing changes", async () => {
        const cookie = await guestWith(products[0].id, 1);
        const before = await stateOf(cookie);
        expect((await postForm("/cart", { intent: "spendPoints" }, { cookie })).status).toBe(403);
        const res = await api("/api/cart/addSpentPoints", { department: "su" }, { cookie });
        expect(res.status).toBe(403);
        expect(res.json().success).toBe(false);
        expect(await stateOf(cookie)).toEqual(before);
      });

      it("a customer spends points, capped at what the cart needs; stops spending", async () => {
        const product = products[0];
        const { cookie } = await customer(100_000);
        await postForm("/cart", { intent: "add", productId: String(product.id), qty: "1" }, { cookie });
        const page = await get("/cart", { cookie });
        expect(page.body).toContain('value="spendPoints"');
        const res = await postForm("/cart", { intent: "spendPoints", redirectTo: "/cart" }, { cookie });
        expect(res.status).toBe(303);
        // a point is worth 1 cent in su: as many points as the cart costs, no more
        expect((await stateOf(cookie))?.points).toBe(product.price);
        const cart = (await api("/api/cart/addSpentPoints", { department: "su" }, { cookie })).json().cart;
        expect(cart.spentPoints).toBe(product.price);
        expect(cart.availablePoints).toBe(100_000);
        expect(cart.total).toBe(0);
        const stop = await api("/api/cart/removeSpentPoints", { department: "su" }, { cookie });
        expect(stop.json().cart.spentPoints).toBe(0);
        expect((await stateOf(cookie))?.points).toBe(0);
      });

      it("a customer without points gets a message", async () => {
        const { cookie } = await customer(0);
        await postForm("/cart", { intent: "add", productId: String(products[0].id), qty: "1" }, { cookie });
        const res = await postForm("/cart", { intent: "spendPoints" }, { cookie });
        expect(res.status).toBe(409);
        expect(alertOf(res.body)).toMatch(/točk zvestobe/);
      });
    });

    it("merges service items, gift certificates and the code at login; the customer's own code is kept", async () => {
      const { email, cookie: own } = await customer(0);
      await postForm("/cart", { intent: "add", productId: String(products[2].id), qty: "1" }, { cookie: own });
      await postForm("/cart", { intent: "applyCode", code: "SU20" }, { cookie: own });

      const guest = await guestWith(products[3].id, 1);
      await postForm("/cart", { intent: "addService", productId: String(TREE) }, { cookie: guest });
      await postForm("/cart", { intent: "buyGiftCertificate", amount: "2000" }, { cookie: guest });
      await postForm("/cart", { intent: "redeemCertificate", code: "TEST-GIFT-2" }, { cookie: guest });
      await postForm("/cart", { intent: "applyCode", code: "WELCOME10" }, { cookie: guest });
      const login = await postForm("/login", { intent: "login", email, password: PASSWORD }, { cookie: guest });
      expect(login.status).toBe(302);
      const auth = `auth_token=${cookieValue(login, "auth_token")}`;
      const state = await stateOf(auth);
      expect(state).toMatchObject({ services: [TREE], certificates: ["TEST-GIFT-2"], code: "SU20" });
      expect(state?.additional.map((a) => a.amount)).toEqual([2000]);
      expect(state?.items.map((i) => i.product_id).sort()).toEqual([products[2].id, products[3].id].sort());
      const page = await get("/cart", { cookie: auth });
      expect(headerCount(page.body)).toBe("4");
      // a guest's code comes along when the customer has none
      const second = await customer(0);
      const guest2 = await guestWith(products[0].id, 1);
      await postForm("/cart", { intent: "applyCode", code: "WELCOME10" }, { cookie: guest2 });
      const login2 = await postForm("/login", { intent: "login", email: second.email, password: PASSWORD }, { cookie: guest2 });
      expect((await stateOf(`auth_token=${cookieValue(login2, "auth_token")}`))?.code).toBe("WELCOME10");
    });

    it("spec §6: a cart holding a wallet-restricted SKU does not allow the online wallet; the advent calendar is marked", async () => {
      const restricted = await db.selectFrom("product").select("id").where("sku", "=", "LM-000011").executeTakeFirstOrThrow();
      const advent = await db.selectFrom("product").select("id").where("sku", "=", "wsLBX-AC25").executeTakeFirstOrThrow();
      const cookie = await guestWith(products[0].id, 1);
      const free = (await api("/api/cart/removeDiscountCode", { department: "su" }, { cookie })).json().cart;
      expect(free.walletAllowed).toBe(true);
      await postForm("/cart", { intent: "add", productId: String(advent.id), qty: "1" }, { cookie });
      const cart = (await api("/api/cart/removeDiscountCode", { department: "su" }, { cookie })).json().cart;
      expect(cart.walletAllowed).toBe(false);
      expect(cart.items.find((i: any) => i.sku === "wsLBX-AC25").adventCalendar).toBe(true);
      const page = await get("/cart", { cookie });
      expect(page.body).toContain("cart-badge-advent");
      expect(page.body).toContain("Adventni koledar");
      const other = await guestWith(restricted.id, 1);
      expect((await api("/api/cart/removeDiscountCode", { department: "su" }, { cookie: other })).json().cart.walletAllowed).toBe(false);
    });

    describe("bad input to the calls: 4xx, never 5xx, nothing changes", () => {
      const calls = [
        "addCartServiceItems",
        "addDiscountCode",
        "removeDiscountCode",
        "addGiftCertificate",
        "removeGiftCertificate",
        "addSpentPoints",
        "removeSpentPoints",
      ];
      it("wrong method → 405", async () => {
        for (const call of calls) {
          expect((await get(`/api/cart/${call}?department=su`)).status, call).toBe(405);
          expect((await api(`/api/cart/${call}`, { department: "su" }, { method: "PUT" })).status, call).toBe(405);
        }
      });
      it("no token → 401; unknown department and bad JSON → 400", async () => {
        for (const call of calls.filter((c) => c !== "addCartServiceItems")) {
          const body = { department: "su", discountCode: "WELCOME10", giftCertificate: "DEMO-GIFT-20", giftCertificateId: 1 };
          expect((await api(`/api/cart/${call}`, body)).status, call).toBe(401);
        }
        const cookie = await guestWith(products[0].id, 1);
        await postForm("/cart", { intent: "applyCode", code: "WELCOME10" }, { cookie });
        const before = await stateOf(cookie);
        for (const call of calls) {
          expect((await api(`/api/cart/${call}`, { department: "nope" }, { cookie })).status, call).toBe(400);
          expect((await api(`/api/cart/${call}`, {}, { cookie })).status, call).toBe(400);
          expect((await api(`/api/cart/${call}`, null, { cookie, raw: "{not json" })).status, call).toBe(400);
        }
        const bodies: [string, unknown][] = [
          ["addCartServiceItems", { department: "su", items: [] }],
          ["addCartServiceItems", { department: "su", items: ["39002"] }],
          ["addCartServiceItems", { department: "su", items: [{ id: 39002 }] }],
          ["addCartServiceItems", { department: "su", items: [-1] }],
          ["addCartServiceItems", { department: "su" }],
          ["addDiscountCode", { department: "su" }],
          ["addDiscountCode", { department: "su", discountCode: 10 }],
          ["addDiscountCode", { department: "su", discountCode: "x".repeat(65) }],
          ["addGiftCertificate", { department: "su", giftCertificate: ["DEMO-GIFT-20"] }],
          ["removeGiftCertificate", { department: "su" }],
          ["removeGiftCertificate", { department: "su", giftCertificateId: "abc" }],
          ["removeGiftCertificate", { department: "su", giftCertificateId: -3 }],
          ["removeGiftCertificate", { department: "su", giftCertificateId: 1.5 }],
        ];
        for (const [call, body] of bodies) {
          const res = await api(`/api/cart/${call}`, body, { cookie });
          expect(res.status, `${call} ${JSON.stringify(body)}`).toBe(400);
          expect(res.json().success).toBe(false);
        }
        const notApplied = await api("/api/cart/removeGiftCertificate", { department: "su", giftCertificateId: 999999 }, { cookie });
        expect(notApplied.status).toBe(409);
        expect(await stateOf(cookie)).toEqual(before);
      });

      it("bad form fields → 4xx with a message, nothing changes", async () => {
        const cookie = await guestWith(products[0].id, 1);
        await postForm("/cart", { intent: "addService", productId: String(TREE) }, { cookie });
        const before = await stateOf(cookie);
        const cases: Record<string, string>[] = [
          { intent: "addService" },
          { intent: "addService", productId: "abc" },
          { intent: "removeService", productId: "-1" },
          { intent: "removeCertificate" },
          { intent: "removeCertificate", certificateId: "x" },
          { intent: "removeGift", itemId: "0" },
          { intent: "removeGift", itemId: "999999" },
          { intent: "applyCode", code: "x".repeat(65) },
          { intent: "redeemCertificate", code: "x".repeat(65) },
          { intent: "buyGiftCertificate", amount: "abc" },
        ];
        for (const fields of cases) {
          const res = await postForm("/cart", fields, { cookie });
          expect(res.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
          expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
          expect(alertOf(res.body), JSON.stringify(fields)).toBeTruthy();
        }
        expect(await stateOf(cookie)).toEqual(before);
      });
    });
  });
}
