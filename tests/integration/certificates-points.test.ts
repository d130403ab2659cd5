import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { ADDRESS, checkoutClient, EU, PASSWORD, shownTotals } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { readOutbox } from "../support/outbox";
import { runOrders } from "../support/orders-cli";

// Gift certificates and reward points (DESIGN.md "Nothing of value before payment"), replayed as an attacker and a shopper would, on SQLite and
// PostgreSQL: a gift certificate bought is not merchandise (no points, no free shipping; alone it
// needs no address or shipping and cannot be paid on delivery), a certificate keeps the currency
// it was bought in (10 000 Ft stays 10 000,00 Ft; in a euro cart it counts at today's rate, shown),
// and a reward point is earned on the euro value, so the same basket earns the same points in
// EUR, HUF and CZK.

const CZ = "cz.lumera.localhost";

for (const server of inject("servers")) {
  describe(`certificates and points on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** simple products sold in su, chu and ccz with stock, 20–40 € without a discount */
    let products: { id: number; price: number }[] = [];
    const outbox = path.join(server.dataDir, "outbox");
    const shop = () => checkoutClient(server.baseUrl, db);
    const desk = (...args: string[]) => runOrders(server, args);

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const hasLang = (lang: string) => (eb: any) =>
        eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", lang));
      const rows = await db
        .selectFrom("product as p")
        .select(["p.id", "p.regular_price"])
        .where("p.type", "=", "simple")
        .where("p.salable", "=", 1)
        .where("p.discount_price", "is", null)
        .where("p.regular_price", ">=", 2000)
        .where("p.regular_price", "<=", 4000)
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 5)))
        .where(hasLang("sl"))
        .where(hasLang("hu"))
        .where(hasLang("cs"))
        .orderBy("p.id", "desc")
        .limit(6)
        .execute();
      products = rows.map((r) => ({ id: r.id, price: r.regular_price }));
      expect(products.length).toBe(6);
    });
    afterAll(async () => close());

    const certificateOf = (orderId: number) =>
      db.selectFrom("gift_certificate").select(["code", "amount", "balance", "currency_code"]).where("order_id", "=", orderId).executeTakeFirst();
    const balanceOf = async (code: string) =>
      await db.selectFrom("gift_certificate").select(["balance", "currency_code"]).where("code", "=", code).executeTakeFirstOrThrow();

    /** A guest whose cart holds only a gift certificate of `amount` euro cents (a preset). */
    async function guestWithCertificate(amount: string, where: { prefix?: string; host?: string; customAmount?: string } = {}) {
      const res = await shop().postForm(
        `${where.prefix ?? ""}/cart`,
        { intent: "buyGiftCertificate", amount, ...(where.customAmount ? { customAmount: where.customAmount } : {}) },
        { host: where.host },
      );
      expect(res.status, res.body).toBe(303);
      const token = /guest_token=([^;]+)/.exec(String(res.headers["set-cookie"]))?.[1];
      expect(token).toBeTruthy();
      return `guest_token=${token}`;
    }

    it("a 50 € certificate alone: no free shipping, no address or shipping step, no cash on delivery, shipped by e-mail", async () => {
      const { get, postForm } = shop();
      const cookie = await guestWithCertificate("5000");
      const cart = await get("/cart", cookie);
      expect(cart.status).toBe(200);
      // 50 € of certificate is no step towards free shipping: there is nothing to ship
      expect(cart.body).toContain(
        '<div class="cart-shipping" data-delivery="email"><p>Darilne bone pošljemo po e-pošti: ničesar ni treba dostaviti.</p></div>',
      );
      // (the messages travel in the page's data too: the promise must be absent from the summary)
      expect(cart.body).not.toContain('<div class="cart-shipping"><p>');
      expect(cart.body).not.toContain('class="cart-points"');

      expect((await postForm("/checkout/contact", { intent: "guest", email: uniqueEmail("gift-only") }, { cookie })).status).toBe(303);
      // the address and shipping steps do not exist for it
      for (const step of ["address", "shipping"]) {
        const page = await get(`/checkout/${step}`, cookie);
        expect(page.status).toBe(302);
        expect(page.headers.location).toBe("/checkout/payment");
      }
      const payment = await get("/checkout/payment", cookie);
      expect(payment.body).not.toContain('value="cod"');
      expect(payment.body).toContain('value="bank"');
      // a forged cash-on-delivery answer is refused and changes nothing
      const forged = await postForm("/checkout/payment", { intent: "payment", method: "cod" }, { cookie });
      expect(forged.status).toBe(409);
      expect(forged.body).toContain("po povzetju zanje ni mogoče");
      const session = await shop().sessionOf(cookie);
      const stored = await db.selectFrom("cart").select("checkout").where("session_token_id", "=", session.id).executeTakeFirstOrThrow();
      expect(stored.checkout ?? "").not.toContain("cod");

      expect((await postForm("/checkout/payment", { intent: "payment", method: "bank" }, { cookie })).status).toBe(303);
      const review = await get("/checkout/review", cookie);
      expect(review.status).toBe(200);
      expect(review.body).toContain("Po e-pošti (darilni boni)");
      expect(review.body).not.toContain('href="/checkout/address"');
      expect(shownTotals(review.body).shipping).toBeUndefined();
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1] ?? "";
      const placed = await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
      expect(placed.status, placed.body).toBe(303);
      expect(placed.headers.location).toBe("/checkout/success");
      const order = await db.selectFrom("shop_order").selectAll().where("idempotency_key", "=", key).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ shipping_method: "none", shipping: 0, grand_total: 5000, points_earned: 0, status: "placed" });
      expect(JSON.parse(order.address)).toBeNull();
      const success = await get("/checkout/success", cookie);
      expect(success.status).toBe(200);
      expect(success.body).toContain("Po e-pošti (darilni boni)");
      // nothing to ship: the desk refuses to ship it; paid is its end
      expect((await desk("mark-shipped", order.number)).code).toBe(1);
      expect((await desk("mark-paid", order.number)).code).toBe(0);
      expect(await certificateOf(order.id)).toMatchObject({ amount: 5000, balance: 5000, currency_code: "EUR" });
      const mail = readOutbox(outbox).find((m) => m.to.includes(order.email) && m.text.includes(order.number) && m.text.includes("Po e-pošti"));
      expect(mail?.text).toMatch(/^Pozdravljeni,$/m);
    });

    it("a product brings the steps back; a certificate beside it earns no points and no free shipping", async () => {
      const { postForm, get } = shop();
      const email = uniqueEmail("mixed");
      const customer = await createCustomer(db, { email, password: PASSWORD, firstName: "Mia", lastName: "Kos" });
      const cookie = await shop().logIn(email);
      const product = products[0];
      expect((await postForm("/cart", { intent: "add", productId: String(product.id), qty: "1" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "5000" }, { cookie })).status).toBe(303);
      const cart = await get("/cart", cookie);
      // the product alone is under 60 €: shipping is charged although the cart is over 60 €
      const missing = 6000 - product.price;
      const text = cart.body.replace(/<!-- -->/g, "");
      expect(text).toContain(`Dodajte še ${(missing / 100).toFixed(2).replace(".", ",")} € za brezplačno dostavo.`);
      expect(text).toMatch(new RegExp(`S tem naročilom prejmete ${Math.floor(product.price / 100)} točk`));

      // the address step is back; cash on delivery too
      const address = await get("/checkout/address", cookie);
      expect(address.status).toBe(200);
      const { order } = await shop().placeOrder(cookie, { payment: "cod" });
      expect(order.shipping_method).toBe("delivery");
      expect(order.shipping).toBeGreaterThan(0);
      expect(order.points_earned).toBe(Math.floor(product.price / 100));
      expect(order.grand_total).toBe(product.price + 5000 + order.shipping);
      expect(customer.id).toBe(order.customer_id);
    });

    it("a certificate bought for 10 000 Ft keeps its forints; in a euro cart it counts at today's rate, shown; a cancel gives back exactly what was taken", async () => {
      const { get, postForm } = shop();
      // bought in the forint storefront for a typed 10 000 Ft, paid by bank transfer
      const cookie = await guestWithCertificate("5000", { prefix: "/hu", host: EU, customAmount: "10000" });
      const { order } = await shop().placeOrder(cookie, { prefix: "/hu", host: EU, payment: "bank" });
      expect(order.grand_total).toBe(1000000);
      expect(order.shipping_method).toBe("none");
      expect(await certificateOf(order.id)).toBeUndefined();
      expect((await desk("mark-paid", order.number)).code).toBe(0);
      const certificate = await certificateOf(order.id);
      expect(certificate).toMatchObject({ amount: 1000000, balance: 1000000, currency_code: "HUF" });
      const code = certificate!.code;
      const mail = readOutbox(outbox).find((m) => m.text.includes(code));
      expect(mail?.subject).toContain("10 000,00 Ft");

      // redeemed in forints: exactly its value (before: 10 000,90 Ft)
      const huCart = await shop().guestWith(products[1].id, 1, { prefix: "/hu", host: EU });
      expect((await postForm("/hu/cart", { intent: "redeemCertificate", code }, { cookie: huCart, host: EU })).status).toBe(303);
      const huPage = await get("/hu/cart", huCart, EU);
      expect(huPage.body.replace(/<!-- -->/g, "")).toContain("Egyenleg: 10 000,00 Ft");

      // redeemed in euros: its own balance and today's conversion are both shown
      const euro = Math.round(1000000 / 392.5); // 2548 cents
      const product = products.find((p) => p.price < euro)!;
      expect(product).toBeTruthy();
      const siCart = await shop().guestWith(product.id, 1);
      expect((await postForm("/cart", { intent: "redeemCertificate", code }, { cookie: siCart })).status).toBe(303);
      const siPage = await get("/cart", siCart);
      expect(siPage.body.replace(/<!-- -->/g, "")).toContain("Stanje 10 000,00 Ft, po današnjem tečaju 25,48 €");
      expect(shownTotals(siPage.body).certificates).toBe(product.price);

      // an order takes the product's price converted back into forints, and a cancel returns it exactly
      const placed = await shop().placeOrder(siCart, { payment: "bank", shipping: { method: "pickup", shop: await firstShop() } });
      const taken = Math.round(product.price * 392.5);
      expect((await balanceOf(code)).balance).toBe(1000000 - taken);
      expect(placed.order.grand_total).toBe(0);
      expect((await desk("cancel", placed.order.number)).code).toBe(0);
      expect(await balanceOf(code)).toEqual({ balance: 1000000, currency_code: "HUF" });
    });

    async function firstShop() {
      const block = await db
        .selectFrom("content_block")
        .select("content")
        .where("department", "=", "su")
        .where("code", "=", "StoreShops")
        .executeTakeFirstOrThrow();
      return (JSON.parse(block.content) as { shops: { name: string }[] }).shops[0].name;
    }

    it("the same basket earns the same points in EUR, HUF and CZK (a point is worth the same everywhere)", async () => {
      const product = products[2];
      const earned: number[] = [];
      for (const where of [
        { prefix: "", host: undefined, department: "su" },
        { prefix: "/hu", host: EU, department: "chu" },
        { prefix: "", host: CZ, department: "ccz" },
      ]) {
        const email = uniqueEmail(`points-${where.department}`);
        await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department: where.department });
        const cookie = await shop().logIn(email, PASSWORD, where);
        const added = await shop().postForm(`${where.prefix}/cart`, { intent: "add", productId: String(product.id), qty: "2" }, { cookie, host: where.host });
        expect(added.status, `${where.department}: ${added.body.slice(0, 300)}`).toBe(303);
        // delivered to the same Slovenian address from every storefront
        const { order } = await shop().placeOrder(cookie, { ...where, payment: "bank", country: ADDRESS.country });
        earned.push(order.points_earned);
        // nothing is credited before the payment; the desk's mark-paid credits exactly that
        const before = (await db.selectFrom("customer").select("reward_points").where("email", "=", email).executeTakeFirstOrThrow()).reward_points;
        expect(before).toBe(0);
        expect((await desk("mark-paid", order.number)).code).toBe(0);
        expect((await db.selectFrom("customer").select("reward_points").where("email", "=", email).executeTakeFirstOrThrow()).reward_points).toBe(
          order.points_earned,
        );
      }
      // 2 × the euro price; the forint and koruna prices are rounded to the hundredth, so within 1
      const euros = Math.floor((2 * product.price) / 100);
      for (const points of earned) expect(Math.abs(points - euros)).toBeLessThanOrEqual(1);
      expect(earned[0]).toBe(euros);
    });

    it("the product page promises the euro value's points in every currency", async () => {
      const product = await db
        .selectFrom("product_i18n")
        .select("url_key")
        .where("product_id", "=", products[3].id)
        .where("lang", "=", "hu")
        .executeTakeFirstOrThrow();
      const page = await shop().get(`/hu/${product.url_key}`, undefined, EU);
      expect(page.status).toBe(200);
      const points = Math.floor(products[3].price / 100);
      expect(page.body.replace(/<!-- -->/g, "")).toContain(`${points} hűségpontot kap`);
    });
  });
}
