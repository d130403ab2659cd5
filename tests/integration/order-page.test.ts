import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { bankTransferFor } from "~/services/bank-transfer.server";
import { checkoutClient, EU, PASSWORD, shownTotals, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { runOrders } from "../support/orders-cli";

// A customer's order page against the real server, on SQLite and, when
// configured, PostgreSQL: the owner sees lines, totals, delivery, payment and status; anyone
// else, an unknown or forged number and another storefront's order get the same 404 (never a
// 5xx); a guest logs in and comes back; the bank details show while a transfer is awaited and
// not once the desk marked it paid; cancelled, failed, run-out and replaced card payments are
// the paid order's history, not orders of their own in the profile.

for (const server of inject("servers")) {
  describe(`the customer's order page on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** products sold in su and chu with stock, away from the ones other files buy first */
    let products: number[] = [];
    const shop = () => checkoutClient(server.baseUrl, db);

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 8, langs: ["sl", "hu"] })
        .orderBy("p.id", "desc")
        .offset(20)
        .limit(8)
        .execute();
      products = rows.map((r) => r.id);
      expect(products.length).toBe(8);
    });
    afterAll(async () => close());

    const orderRow = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    /** A product's name as the page's HTML writes it (React escapes "&", "<", ">" and quotes: "Clay &amp; Sage"). */
    const productName = async (id: number, lang = "sl") =>
      (await db.selectFrom("product_i18n").select("name").where("product_id", "=", id).where("lang", "=", lang).executeTakeFirstOrThrow()).name
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#x27;");
    /** The page's text without React's comment separators. */
    const text = (body: string) => body.replace(/<!-- -->/g, "");
    const attemptsShown = (body: string) => [...body.matchAll(/data-attempt="([^"]+)" data-outcome="(\w+)"/g)].map((m) => [m[1], m[2]]);
    const eventsShown = (body: string) => [...body.matchAll(/data-event="(\w+)"/g)].map((m) => m[1]);

    async function customer(label: string) {
      const email = uniqueEmail(label);
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      return { email, cookie: await shop().logIn(email) };
    }
    async function add(cookie: string, productId: number, qty = 1, where: { prefix?: string; host?: string } = {}) {
      const res = await shop().postForm(
        `${where.prefix ?? ""}/cart`,
        { intent: "add", productId: String(productId), qty: String(qty) },
        { cookie, host: where.host },
      );
      expect(res.status).toBe(303);
    }

    it("shows its owner the lines, totals, address, payment and status; the profile's number links to it", async () => {
      const { cookie } = await customer("order-page");
      await add(cookie, products[0], 2);
      const { order, shown } = await shop().placeOrder(cookie, { payment: "cod" });

      const profile = await shop().get("/profile", cookie);
      expect(profile.body).toMatch(new RegExp(`<a [^>]*href="/profile/orders/${order.number}"[^>]*>${order.number}</a>`));

      const page = await shop().get(`/profile/orders/${order.number}`, cookie);
      expect(page.status).toBe(200);
      const body = text(page.body);
      expect(body).toContain(`<h1>Naročilo <span class="order-number">${order.number}</span></h1>`);
      expect(body).toContain("<title>Naročilo");
      // the lines: name, quantity, unit price, line total
      const line = await db.selectFrom("shop_order_line").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
      expect(body).toContain(await productName(products[0]));
      expect(body).toContain("Količina: 2");
      expect(body).toContain(`${(line.unit_price / 100).toFixed(2).replace(".", ",")} € za kos`);
      expect(line.line_total).toBe(2 * line.unit_price);
      // the totals the checkout showed, to the cent
      const totals = shownTotals(body);
      expect(totals.grand).toBe(order.grand_total);
      expect(totals.grand).toBe(shown.grand);
      expect(totals.subtotal).toBe(order.subtotal);
      // delivery, payment and where it stands, status and history
      expect(body).toContain("Dostava na dom");
      expect(body).toMatch(/<address>Ana Novak<br\/>Trubarjeva cesta 1<br\/>1000 Ljubljana<br\/>Slovenija<\/address>/);
      expect(body).toContain("Plačilo po povzetju");
      expect(body).toContain('data-payment="onDelivery">Plačilo ob prevzemu');
      expect(body).toContain('data-status="placed">Prejeto');
      expect(eventsShown(body)).toEqual(["placed"]);
      expect(attemptsShown(body)).toEqual([]);
      expect(body).not.toContain("checkout-bank");
    });

    it("answers the same 404 to anyone else, an unknown or forged number and another storefront's order; never a 5xx", async () => {
      const owner = await customer("order-owner");
      await add(owner.cookie, products[1]);
      const { order } = await shop().placeOrder(owner.cookie, { payment: "cod" });
      const stranger = await customer("order-stranger");

      const notFound = async (path: string, cookie?: string, host?: string) => {
        const res = await shop().get(path, cookie, host);
        expect(res.status, path).toBe(404);
        expect(res.body).toContain("Page Not Found: ");
        expect(res.body).not.toContain("Trubarjeva");
      };
      await notFound(`/profile/orders/${order.number}`, stranger.cookie);
      await notFound(`/profile/orders/SU-2026-999999`, owner.cookie);
      // the owner's own order on another storefront's host and prefix
      const euCookie = await shop().logIn(owner.email, PASSWORD, { prefix: "/hu", host: EU });
      await notFound(`/hu/profile/orders/${order.number}`, euCookie, EU);
      await notFound(`/en/profile/orders/${order.number}`, euCookie, EU);
      for (const forged of [
        "..%2F..%2Fprofile",
        "SU-2026-000001%00",
        "SU-2026-000001%0A",
        `SU-2026-${"9".repeat(2000)}`,
        "x".repeat(4000),
        "%27%20or%201%3D1--",
        "%F0%9F%92%A5",
        `${order.number}%2F..`,
        order.number.toLowerCase(),
      ]) {
        const res = await shop().get(`/profile/orders/${forged}`, owner.cookie);
        expect(res.status, forged.slice(0, 40)).toBe(404);
      }
      await notFound(`/profile/orders/${order.number}/x`, owner.cookie);
      // a percent sign that encodes nothing is no URL: the server's 400, before any page
      expect((await shop().get("/profile/orders/%", owner.cookie)).status).toBe(400);
      // a guest with a malformed number is not sent to log in for it
      await notFound("/profile/orders/..%2F", undefined);
    });

    it("sends a guest to log in and back to the order", async () => {
      const { email, cookie } = await customer("order-guest");
      await add(cookie, products[1]);
      const { order } = await shop().placeOrder(cookie, { payment: "cod" });
      const guest = await shop().get(`/profile/orders/${order.number}`);
      expect(guest.status).toBe(302);
      expect(guest.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(`/profile/orders/${order.number}`)}`);
      const login = await shop().postForm("/login", { intent: "login", email, password: PASSWORD, redirectTo: `/profile/orders/${order.number}` });
      expect(login.headers.location).toBe(`/profile/orders/${order.number}`);
      // under a prefix, back under it
      const hu = await shop().get(`/hu/profile/orders/CHU-2026-000001`, undefined, EU);
      expect(hu.headers.location).toBe(`/hu/login?redirectTo=${encodeURIComponent("/hu/profile/orders/CHU-2026-000001")}`);
    });

    it("an order of another storefront: linked from the profile to its own storefront, in its own currency", async () => {
      const { email, cookie } = await customer("order-hu");
      const eu = await shop().logIn(email, PASSWORD, { prefix: "/hu", host: EU });
      await add(eu, products[2], 1, { prefix: "/hu", host: EU });
      const { order } = await shop().placeOrder(eu, { payment: "cod", prefix: "/hu", host: EU, country: "HU" });
      expect(order.currency_code).toBe("HUF");
      // from the Slovenian profile: the order's storefront is on another host
      const profile = text((await shop().get("/profile", cookie)).body);
      expect(profile).toMatch(new RegExp(`<a [^>]*href="http://eu\\.lumera\\.localhost(:\\d+)?/hu/profile/orders/${order.number}"[^>]*>${order.number}</a>`));
      expect(profile).toMatch(new RegExp(`data-order="${order.number}"[\\s\\S]*?[\\d ]+,00 Ft</td>`));
      const page = await shop().get(`/hu/profile/orders/${order.number}`, eu, EU);
      expect(page.status).toBe(200);
      const body = text(page.body);
      expect(body).toContain(`<h1><span class="order-number">${order.number}</span> számú rendelés</h1>`);
      expect(body).toContain(await productName(products[2], "hu"));
      expect(body).toMatch(/data-total="grand">[\d ]+,00 Ft</);
      // Hungarian names the family first
      expect(body).toContain("<address>Novak Ana<br/>");
    });

    it("shows the bank details while a bank transfer is awaited, with the storefront's reference, and not once the desk marked it paid", async () => {
      const { cookie } = await customer("order-bank");
      await add(cookie, products[3]);
      const { order } = await shop().placeOrder(cookie, { payment: "bank" });
      const bank = (await bankTransferFor(db, order))!;
      expect(bank.reference).not.toBe(order.number);

      const unpaid = text((await shop().get(`/profile/orders/${order.number}`, cookie)).body);
      expect(unpaid).toContain('class="checkout-card checkout-bank"');
      expect(unpaid).toContain(bank.iban);
      expect(unpaid).toContain(`<dd>${bank.reference}</dd>`);
      expect(unpaid).toContain(`${(order.grand_total / 100).toFixed(2).replace(".", ",")} €`);
      expect(unpaid).toContain('data-payment="awaitingTransfer">Čaka na vaše bančno nakazilo');

      const desk = await runOrders(server, ["mark-paid", order.number]);
      expect(desk.code, desk.stderr).toBe(0);
      const paid = text((await shop().get(`/profile/orders/${order.number}`, cookie)).body);
      expect(paid).not.toContain("checkout-bank");
      expect(paid).not.toContain(bank.iban);
      expect(paid).toMatch(/data-payment="paid">Plačano \d{1,2}\. [a-zčšž]+ \d{4}/);
      expect(paid).toContain('data-status="paid">Plačano');
      expect(eventsShown(paid)).toEqual(["placed", "paid"]);
    });

    it("a cancelled, a failed and a replaced card payment before the paid order: one order in the profile, the attempts in its history", async () => {
      const { cookie } = await customer("order-attempts");
      const { postForm, placeOrder, get } = shop();
      await add(cookie, products[4]);
      const cancelled = await placeOrder(cookie, { payment: "card" });
      expect((await postForm("/checkout/status/cancel", { order: cancelled.order.number }, { cookie })).headers.location).toBe(
        "/checkout/payment?payment=cancelled",
      );
      const failed = await placeOrder(cookie, { payment: "wallet" });
      expect((await postForm("/checkout/status/failure", { order: failed.order.number }, { cookie })).headers.location).toBe(
        "/checkout/payment?payment=failed",
      );
      // left at the payment page: the next order replaces it
      const left = await placeOrder(cookie, { payment: "card" });
      const paid = await placeOrder(cookie, { payment: "card" });
      expect((await orderRow(left.order.number)).status).toBe("cancelled");
      expect((await postForm("/checkout/status/success", { order: paid.order.number }, { cookie })).headers.location).toBe("/checkout/success");

      const attempts = [cancelled, failed, left].map((a) => a.order.number);
      for (const number of attempts) expect((await orderRow(number)).superseded_by).toBe(paid.order.id);
      const profile = await get("/profile", cookie);
      expect([...profile.body.matchAll(/data-order="([^"]+)"/g)].map((m) => m[1])).toEqual([paid.order.number]);

      const page = text((await get(`/profile/orders/${paid.order.number}`, cookie)).body);
      expect(attemptsShown(page)).toEqual([
        [attempts[0], "cancelled"],
        [attempts[1], "failed"],
        [attempts[2], "replaced"],
      ]);
      expect(page).toContain("Plačilo ste preklicali");
      expect(page).toContain("Plačilo ni uspelo");
      expect(page).toContain("Spletna denarnica · Prejšnji poskus");
      expect(eventsShown(page)).toEqual(["placed", "paid"]);
      expect(page).toContain('data-status="paid">Plačano');
      // an attempt's own address leads to the order that took it over
      const attemptPage = await get(`/profile/orders/${attempts[0]}`, cookie);
      expect(attemptPage.status).toBe(302);
      expect(attemptPage.headers.location).toBe(`/profile/orders/${paid.order.number}#order-history`);
      // the order desk still has the attempt as the order it was
      const show = await runOrders(server, ["show", attempts[0]]);
      expect(show.code, show.stderr).toBe(0);
      expect(show.stdout).toContain("Status: cancelled");

      // the next purchase from the same cart is a purchase of its own: no attempts of the last one
      await add(cookie, products[4]);
      const next = await placeOrder(cookie, { payment: "cod" });
      expect(attemptsShown(text((await get(`/profile/orders/${next.order.number}`, cookie)).body))).toEqual([]);
      const listed = await get("/profile", cookie);
      expect([...listed.body.matchAll(/data-order="([^"]+)"/g)].map((m) => m[1])).toEqual([next.order.number, paid.order.number]);
    });

    it("a payment whose time ran out is an attempt of the order placed after it; an attempt nothing followed stays listed as cancelled", async () => {
      const { cookie } = await customer("order-expired");
      const { get, placeOrder, postForm } = shop();
      await add(cookie, products[5]);
      const expired = await placeOrder(cookie, { payment: "card" });
      await db
        .updateTable("shop_order")
        .set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString() })
        .where("id", "=", expired.order.id)
        .execute();
      expect((await get(expired.location, cookie)).headers.location).toBe("/checkout/payment?payment=expired");
      const bank = await placeOrder(cookie, { payment: "bank" });
      const page = text((await get(`/profile/orders/${bank.order.number}`, cookie)).body);
      expect(attemptsShown(page)).toEqual([[expired.order.number, "expired"]]);
      expect(page).toContain("Čas za plačilo je potekel");

      // another customer cancels and stops there: the attempt is the order's whole story
      const other = await customer("order-abandoned");
      await add(other.cookie, products[6]);
      const abandoned = await placeOrder(other.cookie, { payment: "card" });
      await postForm("/checkout/status/cancel", { order: abandoned.order.number }, { cookie: other.cookie });
      const profile = text((await get("/profile", other.cookie)).body);
      expect(profile).toMatch(new RegExp(`data-order="${abandoned.order.number}"[\\s\\S]*?Preklicano`));
      const own = text((await get(`/profile/orders/${abandoned.order.number}`, other.cookie)).body);
      expect(own).toContain('data-status="cancelled">Preklicano');
      expect(own).toContain('data-payment="notPaid">Nič ni bilo zaračunano');
      expect(eventsShown(own)).toEqual(["placed", "cancelled"]);
    });
  });
}
