import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { cookieValue, request } from "../support/http";
import { runOrders } from "../support/orders-cli";
import { mailQueueDrained, readOutbox } from "../support/outbox";

// The checkout steps (validation, 4xx, nothing changed on bad input), placing
// orders as guest and customer, totals equal to what the checkout showed to the cent, stock
// never oversold under 50 concurrent orders, double submits, the test payment page's cancel,
// failure and success paths, the success page's conversion once, mails in the outbox, and the
// profile's order history — against the real server on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

/** "1 234,56 €" -> 123456: hundredths of the currency shown (euro cents in EUR). */
function cents(text: string) {
  const match = /(-?[\d ]+),(\d{2})/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/ /g, "")) * 100 + Number(match[2]);
}
/** The amounts a page shows under data-total="…" */
function shownTotals(body: string) {
  const out: Record<string, number> = {};
  // React separates adjacent text nodes with <!-- --> in server HTML
  for (const m of body.replace(/<!-- -->/g, "").matchAll(/data-total="(\w+)">([^<]*)</g)) out[m[1]] = /\d/.test(m[2]) ? cents(m[2]) : 0;
  return out;
}
const ADDRESS = { firstName: "Ana", lastName: "Novak", street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI", phone: "" };

for (const server of inject("servers")) {
  describe(`checkout on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** products sold in su with stock, one per test that changes stock */
    let products: number[] = [];

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 5, langs: ["sl"] })
        .orderBy("p.id", "desc")
        .limit(14)
        .execute();
      products = rows.map((r) => r.id);
      expect(products.length).toBe(14);
    });
    afterAll(async () => close());

    const get = (p: string, cookie?: string, host = SI) => request(server.baseUrl, p, { host, headers: cookie ? { Cookie: cookie } : {} });
    const postForm = (p: string, fields: Record<string, string>, options: { cookie?: string; origin?: string; host?: string } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? `http://${host}` };
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, p, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };

    async function sessionOf(cookie: string) {
      const token = cookie.split("=")[1];
      return db
        .selectFrom("session_token")
        .select(["id", "type", "customer_id", "guest_email", "last_order_id"])
        .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
        .executeTakeFirstOrThrow();
    }
    async function cartRow(cookie: string) {
      const s = await sessionOf(cookie);
      return db
        .selectFrom("cart")
        .select(["id", "checkout"])
        .where("department", "=", "su")
        .$if(s.type === "auth", (q) => q.where("customer_id", "=", s.customer_id))
        .$if(s.type === "guest", (q) => q.where("session_token_id", "=", s.id))
        .executeTakeFirst();
    }
    const stockOf = async (productId: number) =>
      Number(
        (
          await db
            .selectFrom("product_stock")
            .select((eb) => eb.fn.sum<number>("qty").as("n"))
            .where("product_id", "=", productId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const ordersOf = async (sessionId: number) => db.selectFrom("shop_order").selectAll().where("session_token_id", "=", sessionId).execute();

    async function guestWith(productId: number, qty: number) {
      const res = await postForm("/cart", { intent: "add", productId: String(productId), qty: String(qty) });
      expect(res.status, res.body).toBe(303);
      return `guest_token=${cookieValue(res, "guest_token")}`;
    }

    /** Answers every step up to review and returns the review page (and its idempotency key). */
    async function answerSteps(cookie: string, options: { email?: string; payment?: string; shipping?: Record<string, string> } = {}) {
      const s = await sessionOf(cookie);
      if (s.type === "guest")
        expect((await postForm("/checkout/contact", { intent: "guest", email: options.email ?? uniqueEmail("guest") }, { cookie })).status).toBe(303);
      expect((await postForm("/checkout/address", { intent: "address", ...ADDRESS }, { cookie })).status).toBe(303);
      expect((await postForm("/checkout/shipping", { intent: "shipping", ...(options.shipping ?? { method: "delivery" }) }, { cookie })).status).toBe(303);
      const pay = await postForm("/checkout/payment", { intent: "payment", method: options.payment ?? "cod" }, { cookie });
      expect(pay.status).toBe(303);
      expect(pay.headers.location).toBe("/checkout/review");
      const review = await get("/checkout/review", cookie);
      expect(review.status).toBe(200);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1];
      expect(key).toBeTruthy();
      return { review, key: key as string, shown: shownTotals(review.body) };
    }

    it("/checkout: an empty cart goes to /cart; a cart goes to the first unanswered step; later steps redirect back", async () => {
      const empty = await get("/checkout");
      expect(empty.status).toBe(302);
      expect(empty.headers.location).toBe("/cart");
      const cookie = await guestWith(products[0], 1);
      const first = await get("/checkout", cookie);
      expect(first.headers.location).toBe("/checkout/contact");
      expect(first.headers["cache-control"]).toContain("no-store");
      const skip = await get("/checkout/review", cookie);
      expect(skip.status).toBe(302);
      expect(skip.headers.location).toBe("/checkout/contact");
      const contact = await get("/checkout/contact", cookie);
      expect(contact.status).toBe(200);
      expect(contact.body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(contact.body).toContain("Nadaljuj kot gost");
      expect((await get("/checkout/nowhere", cookie)).status).toBe(404);
      expect((await get("/checkout/status/bogus", cookie)).status).toBe(404);
    });

    it("refuses bad input at every step with a 4xx and a message, changing nothing", async () => {
      const cookie = await guestWith(products[1], 1);
      const session = await sessionOf(cookie);
      const stock = await stockOf(products[1]);
      const table: [string, Record<string, string>, number, string | null][] = [
        ["/checkout/contact", { intent: "guest", email: "not-an-address" }, 400, "Vnesite veljaven e-poštni naslov."],
        ["/checkout/contact", { intent: "guest" }, 400, null],
        ["/checkout/contact", { intent: "teleport", email: "a@b.si" }, 400, "Zahteve ni bilo mogoče razumeti."],
        ["/checkout/contact", { intent: "login", email: "nobody@example.com", password: "wrong-password-1" }, 401, null],
        ["/checkout/contact", { intent: "register", email: "x@example.com", password: "1", firstName: "", lastName: "" }, 400, null],
      ];
      for (const [p, fields, status, message] of table) {
        const res = await postForm(p, fields, { cookie });
        expect(res.status, `${p} ${JSON.stringify(fields)}`).toBe(status);
        if (message) expect(res.body).toContain(message);
      }
      expect((await sessionOf(cookie)).guest_email).toBeNull();
      expect((await cartRow(cookie))?.checkout ?? null).toBeNull();
      // a foreign origin is refused outright
      expect((await postForm("/checkout/contact", { intent: "guest", email: "a@b.si" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
      expect((await sessionOf(cookie)).guest_email).toBeNull();

      expect((await postForm("/checkout/contact", { intent: "guest", email: "ana@example.com" }, { cookie })).status).toBe(303);
      const later: [string, Record<string, string>, number][] = [
        ["/checkout/address", { intent: "address", ...ADDRESS, firstName: "" }, 400],
        ["/checkout/address", { intent: "address", ...ADDRESS, country: "US" }, 400],
        ["/checkout/address", { intent: "address", ...ADDRESS, postcode: "abc" }, 400],
        ["/checkout/address", { intent: "saved", addressId: "1" }, 404],
        ["/checkout/address", { intent: "saved", addressId: "-3" }, 400],
      ];
      for (const [p, fields, status] of later) {
        const res = await postForm(p, fields, { cookie });
        expect(res.status, `${p} ${JSON.stringify(fields)}`).toBe(status);
        expect(res.body).toContain("checkout-errors");
      }
      expect((await cartRow(cookie))?.checkout ?? null).toBeNull();
      expect((await postForm("/checkout/address", { intent: "address", ...ADDRESS }, { cookie })).status).toBe(303);
      const afterAddress = (await cartRow(cookie))?.checkout;

      const rest: [string, Record<string, string>, number][] = [
        ["/checkout/shipping", { intent: "shipping", method: "teleport" }, 400],
        ["/checkout/shipping", { intent: "shipping", method: "pickup", shop: "No such shop" }, 400],
        ["/checkout/shipping", { intent: "shipping" }, 400],
      ];
      for (const [p, fields, status] of rest) expect((await postForm(p, fields, { cookie })).status, JSON.stringify(fields)).toBe(status);
      expect((await cartRow(cookie))?.checkout).toBe(afterAddress);
      expect((await postForm("/checkout/shipping", { intent: "shipping", method: "pickup", shop: "Lumera Maribor" }, { cookie })).status).toBe(303);
      const afterShipping = (await cartRow(cookie))?.checkout;
      expect(JSON.parse(afterShipping ?? "{}").shipping).toEqual({ method: "pickup", shop: "Lumera Maribor" });
      for (const method of ["bitcoin", ""]) expect((await postForm("/checkout/payment", { intent: "payment", method }, { cookie })).status).toBe(400);
      expect((await cartRow(cookie))?.checkout).toBe(afterShipping);
      expect((await postForm("/checkout/payment", { intent: "payment", method: "cod" }, { cookie })).status).toBe(303);
      for (const key of ["", "short", "x".repeat(100), "bad key with spaces!!"]) {
        expect((await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie })).status).toBe(400);
      }
      expect(await ordersOf(session.id)).toHaveLength(0);
      expect(await stockOf(products[1])).toBe(stock);
    });

    it("places a guest order by cash on delivery: totals as shown to the cent, stock taken, cart emptied, mail sent, success page once converted", async () => {
      const product = products[2];
      const cookie = await guestWith(product, 3);
      const session = await sessionOf(cookie);
      const stock = await stockOf(product);
      const email = uniqueEmail("cod");
      const { key, shown } = await answerSteps(cookie, { email });
      const placed = await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
      expect(placed.status).toBe(303);
      expect(placed.headers.location).toBe("/checkout/success");
      const [order] = await ordersOf(session.id);
      expect(order.status).toBe("placed");
      expect(order.email).toBe(email);
      expect(order.number).toMatch(/^SU-\d{4}-\d{6}$/);
      expect(order.subtotal).toBe(shown.subtotal);
      expect(order.shipping).toBe(shown.shipping);
      expect(order.grand_total).toBe(shown.grand);
      expect(order.grand_total).toBe(order.subtotal - order.code_discount - order.points_value - order.gift_certificates + order.shipping);
      const lines = await db.selectFrom("shop_order_line").selectAll().where("order_id", "=", order.id).execute();
      expect(lines.map((l) => [l.kind, l.product_id, l.qty])).toEqual([["product", product, 3]]);
      expect(lines[0].line_total).toBe(lines[0].unit_price * 3);
      expect(await stockOf(product)).toBe(stock - 3);
      expect((await get("/cart", cookie)).body).toContain("Vaša košarica je prazna.");

      // the same form again: the same order, nothing taken twice
      const again = await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
      expect(again.status).toBe(303);
      expect(again.headers.location).toBe("/checkout/success");
      expect(await ordersOf(session.id)).toHaveLength(1);
      expect(await stockOf(product)).toBe(stock - 3);

      const success = await get("/checkout/success", cookie);
      expect(success.status).toBe(200);
      expect(success.body).toContain(order.number);
      expect(success.body).toContain('data-conversion="reported"');
      expect(shownTotals(success.body).grand).toBe(order.grand_total);
      const reload = await get("/checkout/success", cookie);
      expect(reload.body).toContain(order.number);
      expect(reload.body).toContain('data-conversion="none"');
      expect(reload.body).not.toContain('data-conversion="reported"');

      await mailQueueDrained(db);
      const mails = readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Vaše naročilo ${order.number}`);
      expect(mails[0].text).toContain("Plačilo po povzetju");
      expect(mails[0].text).toContain(`Skupaj: ${(order.grand_total / 100).toFixed(2).replace(".", ",")} €`);
      // the address with its country's name, not its code
      expect(mails[0].text).toContain("Ana Novak, Trubarjeva cesta 1, 1000 Ljubljana, Slovenija");
      // a guest has no account page to be sent to
      expect(mails[0].text).not.toContain("/profile");
    });

    it("the same review form submitted twice at once makes one order", async () => {
      const product = products[3];
      const cookie = await guestWith(product, 1);
      const session = await sessionOf(cookie);
      const stock = await stockOf(product);
      const { key } = await answerSteps(cookie, { payment: "bank" });
      const results = await Promise.all([1, 2, 3].map(() => postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie })));
      expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
      expect(await ordersOf(session.id)).toHaveLength(1);
      expect(await stockOf(product)).toBe(stock - 1);
      const success = await get("/checkout/success", cookie);
      // bank transfer: account and reference on the success page
      expect(success.body).toContain("Plačilo z bančnim nakazilom");
      expect(success.body).toContain("SI56 1910 0000 0123 438");
    });

    it("a bank transfer goes to the storefront's own account with its country's payment reference, on the page and in the mail", async () => {
      const hasLang = (lang: string) => (eb: any) =>
        eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", lang));
      const sold = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where("p.salable", "=", 1)
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 5)))
        .where(hasLang("sl"))
        .where(hasLang("hu"))
        .where(hasLang("cs"))
        .orderBy("p.id")
        .limit(1)
        .executeTakeFirstOrThrow();
      const digits = (number: string) => /-(\d{4})-(\d+)$/.exec(number)!;
      const cases = [
        { host: undefined, prefix: "", country: "SI", iban: "SI56 1910 0000 0123 438", reference: (n: string) => `SI00 ${digits(n)[1]}-${digits(n)[2]}` },
        { host: EU, prefix: "/hu", country: "HU", iban: "HU42 1177 3016 1111 1018 0000 0000", reference: (n: string) => n },
        {
          host: "cz.lumera.localhost",
          prefix: "",
          country: "CZ",
          postcode: "110 00",
          iban: "CZ65 0800 0000 1920 0014 5399",
          reference: (n: string) => `${digits(n)[1].slice(2)}${digits(n)[2].padStart(8, "0")}`,
        },
      ];
      for (const c of cases) {
        const at = { host: c.host };
        const added = await postForm(`${c.prefix}/cart`, { intent: "add", productId: String(sold.id), qty: "1" }, at);
        expect(added.status, added.body).toBe(303);
        const cookie = `guest_token=${cookieValue(added, "guest_token")}`;
        const email = uniqueEmail("bank");
        const steps: [string, Record<string, string>][] = [
          ["contact", { intent: "guest", email }],
          ["address", { intent: "address", ...ADDRESS, country: c.country, ...("postcode" in c ? { postcode: c.postcode } : {}) }],
          ["shipping", { intent: "shipping", method: "delivery" }],
          ["payment", { intent: "payment", method: "bank" }],
        ];
        for (const [step, fields] of steps) expect((await postForm(`${c.prefix}/checkout/${step}`, fields, { ...at, cookie })).status, step).toBe(303);
        const key = /name="idempotencyKey" value="([^"]+)"/.exec((await get(`${c.prefix}/checkout/review`, cookie, c.host)).body)?.[1] as string;
        expect((await postForm(`${c.prefix}/checkout/review`, { intent: "place", idempotencyKey: key }, { ...at, cookie })).status).toBe(303);
        const order = await db.selectFrom("shop_order").select(["number"]).where("email", "=", email).executeTakeFirstOrThrow();
        const reference = c.reference(order.number);
        const success = (await get(`${c.prefix}/checkout/success`, cookie, c.host)).body.replace(/<!-- -->/g, "");
        expect(success).toContain(c.iban);
        expect(success).toContain(`<dd>${reference}</dd>`);
        await mailQueueDrained(db);
        const mail = readOutbox(path.join(server.dataDir, "outbox")).find((m) => m.to.includes(email))!;
        expect(mail.text).toContain(`IBAN ${c.iban}`);
        expect(mail.text).toContain(reference);
      }
    });

    it("50 concurrent orders for the last piece make exactly one order and stock 0", async () => {
      const product = products[4];
      await db.updateTable("product_stock").set({ qty: 0 }).where("product_id", "=", product).execute();
      const warehouse = await db.selectFrom("product_stock").select("warehouse_code").where("product_id", "=", product).executeTakeFirstOrThrow();
      await db.updateTable("product_stock").set({ qty: 1 }).where("product_id", "=", product).where("warehouse_code", "=", warehouse.warehouse_code).execute();
      const shoppers = [];
      for (let i = 0; i < 50; i++) {
        const cookie = await guestWith(product, 1);
        const { key } = await answerSteps(cookie);
        shoppers.push({ cookie, key });
      }
      const before = Number(
        (
          await db
            .selectFrom("shop_order")
            .select((eb) => eb.fn.max("id").as("id"))
            .executeTakeFirst()
        )?.id ?? 0,
      );
      const results = await Promise.all(shoppers.map((s) => postForm("/checkout/review", { intent: "place", idempotencyKey: s.key }, { cookie: s.cookie })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 303)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(results.some((r) => r.status >= 500)).toBe(false);
      const refused = results.find((r) => r.status === 409);
      expect(refused?.body).toContain("ni več na zalogi");
      expect(await stockOf(product)).toBe(0);
      // the orders of these 50 shoppers (another test file may have sold this product before)
      const orders = await db
        .selectFrom("shop_order_line as l")
        .innerJoin("shop_order as o", "o.id", "l.order_id")
        .select("l.order_id")
        .where("l.product_id", "=", product)
        .where("l.kind", "=", "product")
        .where("o.id", ">", before)
        .execute();
      expect(orders).toHaveLength(1);
    }, 120_000);

    it("a customer pays by card: cancel gives everything back and returns to the payment step; failure too; then success pays, credits points and lists the order", async () => {
      const product = products[5];
      const email = uniqueEmail("card");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Maja", lastName: "Kovač" });
      const guest = await guestWith(product, 2);
      // log in at the contact step: the guest's cart comes along, the contact is the account
      const login = await postForm("/checkout/contact", { intent: "login", email, password: PASSWORD }, { cookie: guest });
      expect(login.status).toBe(303);
      const cookie = `auth_token=${cookieValue(login, "auth_token")}`;
      expect((await get("/checkout", cookie)).headers.location).toBe("/checkout/address");
      const customer = await db.selectFrom("customer").select(["id", "reward_points"]).where("email", "=", email).executeTakeFirstOrThrow();
      const stock = await stockOf(product);

      const first = await answerSteps(cookie, { payment: "card" });
      const placed = await postForm("/checkout/review", { intent: "place", idempotencyKey: first.key }, { cookie });
      expect(placed.status).toBe(303);
      const payUrl = placed.headers.location as string;
      expect(payUrl).toMatch(/^\/checkout\/pay\?order=SU-/);
      const number = decodeURIComponent(payUrl.split("order=")[1]);
      expect(await stockOf(product)).toBe(stock - 2);
      const payPage = await get(payUrl, cookie);
      expect(payPage.status).toBe(200);
      expect(shownTotals(payPage.body).pay).toBe(first.shown.grand);
      // someone else cannot open or pay it
      const stranger = await guestWith(products[6], 1);
      expect((await get(payUrl, stranger)).status).toBe(404);
      expect((await postForm("/checkout/status/success", { order: number }, { cookie: stranger })).status).toBe(404);

      const cancel = await postForm("/checkout/status/cancel", { order: number }, { cookie });
      expect(cancel.status).toBe(303);
      expect(cancel.headers.location).toBe("/checkout/payment?payment=cancelled");
      const cancelled = await db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
      expect(cancelled.status).toBe("cancelled");
      expect(await stockOf(product)).toBe(stock);
      const paymentPage = await get(cancel.headers.location as string, cookie);
      expect(paymentPage.body).toContain("Plačilo je bilo preklicano.");
      expect((await get("/cart", cookie)).body).toContain('data-product-id="' + product + '"');
      // a cancelled order's payment page is closed
      expect((await get(payUrl, cookie)).status).toBe(302);

      // failure: the same way back
      const second = await answerSteps(cookie, { payment: "wallet" });
      const placed2 = await postForm("/checkout/review", { intent: "place", idempotencyKey: second.key }, { cookie });
      const number2 = decodeURIComponent((placed2.headers.location as string).split("order=")[1]);
      const fail = await postForm("/checkout/status/failure", { order: number2 }, { cookie });
      expect(fail.headers.location).toBe("/checkout/payment?payment=failed");
      expect(await stockOf(product)).toBe(stock);

      const third = await answerSteps(cookie, { payment: "card" });
      const placed3 = await postForm("/checkout/review", { intent: "place", idempotencyKey: third.key }, { cookie });
      const number3 = decodeURIComponent((placed3.headers.location as string).split("order=")[1]);
      const paid = await postForm("/checkout/status/success", { order: number3 }, { cookie });
      expect(paid.status).toBe(303);
      expect(paid.headers.location).toBe("/checkout/success");
      // paying twice changes nothing more
      expect((await postForm("/checkout/status/success", { order: number3 }, { cookie })).headers.location).toBe("/checkout/success");
      const order = await db.selectFrom("shop_order").selectAll().where("number", "=", number3).executeTakeFirstOrThrow();
      expect(order.status).toBe("paid");
      expect(order.customer_id).toBe(customer.id);
      expect(order.grand_total).toBe(third.shown.grand);
      expect(await stockOf(product)).toBe(stock - 2);
      const after = await db.selectFrom("customer").select("reward_points").where("id", "=", customer.id).executeTakeFirstOrThrow();
      expect(order.points_earned).toBeGreaterThan(0);
      expect(after.reward_points).toBe(customer.reward_points + order.points_earned);
      const success = await get("/checkout/success", cookie);
      expect(success.body).toContain(number3);
      expect((await get("/cart", cookie)).body).toContain("Vaša košarica je prazna.");
      // the cancelled and the failed payment are the paid order's history, not orders of their own
      const profile = await get("/profile", cookie);
      expect(profile.body).toContain(`data-order="${number3}"`);
      expect(profile.body).not.toContain(`data-order="${number}"`);
      expect(profile.body).not.toContain(`data-order="${number2}"`);
      const orderPage = await get(`/profile/orders/${number3}`, cookie);
      expect(orderPage.body).toContain(`data-attempt="${number}" data-outcome="cancelled"`);
      expect(orderPage.body).toContain(`data-attempt="${number2}" data-outcome="failed"`);
      await mailQueueDrained(db);
      const mails = readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(email) && m.subject.includes("naročilo"));
      expect(mails.map((m) => m.subject)).toEqual([`Vaše naročilo ${number3}`]);
      // the customer's mail leads to the order's page in their profile, on the storefront's own domain
      expect(mails[0].text).toContain("Vaše naročilo v vašem računu:");
      expect(mails[0].text).toMatch(new RegExp(`^http://si\\.lumera\\.localhost(:\\d+)?/profile/orders/${number3}$`, "m"));
    });

    it("a new order replaces one left at the payment page: its stock is given back first", async () => {
      const product = products[10];
      const cookie = await guestWith(product, 2);
      const session = await sessionOf(cookie);
      const stock = await stockOf(product);
      const first = await answerSteps(cookie, { payment: "card" });
      const left = await postForm("/checkout/review", { intent: "place", idempotencyKey: first.key }, { cookie });
      expect(left.headers.location).toMatch(/^\/checkout\/pay\?order=/);
      expect(await stockOf(product)).toBe(stock - 2);
      // back to the review page, and cash on delivery instead
      expect((await postForm("/checkout/payment", { intent: "payment", method: "cod" }, { cookie })).status).toBe(303);
      const review = await get("/checkout/review", cookie);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1] as string;
      expect((await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie })).headers.location).toBe("/checkout/success");
      const orders = await ordersOf(session.id);
      expect(orders.map((o) => o.status).sort()).toEqual(["cancelled", "placed"]);
      expect(await stockOf(product)).toBe(stock - 2);
      // the abandoned order's payment can no longer be completed
      const number = decodeURIComponent((left.headers.location as string).split("order=")[1]);
      expect((await postForm("/checkout/status/success", { order: number }, { cookie })).headers.location).toBe("/checkout/payment");
    });

    it("a card order not paid within the hold (PAYMENT_HOLD_MINUTES) gives everything back: at its payment page, on a late success, and before anyone else's order", async () => {
      const product = products[12];
      const stock = await stockOf(product);
      const past = new Date(Date.now() - 31 * 60_000).toISOString();
      async function leftAtPayment() {
        const cookie = await guestWith(product, 1);
        const { key } = await answerSteps(cookie, { payment: "card" });
        const placed = await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
        expect(placed.headers.location).toMatch(/^\/checkout\/pay\?order=/);
        const number = decodeURIComponent((placed.headers.location as string).split("order=")[1]);
        return { cookie, number, pay: placed.headers.location as string };
      }
      const age = (number: string) => db.updateTable("shop_order").set({ created_at: past }).where("number", "=", number).execute();
      const statusOf = async (number: string) =>
        (await db.selectFrom("shop_order").select("status").where("number", "=", number).executeTakeFirstOrThrow()).status;

      // within the hold the stock is held; after it the payment page sends the shopper back
      const first = await leftAtPayment();
      expect(await stockOf(product)).toBe(stock - 1);
      expect((await get(first.pay, first.cookie)).status).toBe(200);
      await age(first.number);
      const expired = await get(first.pay, first.cookie);
      expect(expired.status).toBe(302);
      expect(expired.headers.location).toBe("/checkout/payment?payment=expired");
      expect(await statusOf(first.number)).toBe("cancelled");
      expect(await stockOf(product)).toBe(stock);
      const notice = await get("/checkout/payment?payment=expired", first.cookie);
      expect(notice.body).toContain("Čas za plačilo tega naročila je potekel");
      // the cart is still there to order again
      expect((await get("/cart", first.cookie)).body).toContain(`data-product-id="${product}"`);

      // a payment arriving after the hold is not taken
      const second = await leftAtPayment();
      await age(second.number);
      const late = await postForm("/checkout/status/success", { order: second.number }, { cookie: second.cookie });
      expect(late.headers.location).toBe("/checkout/payment?payment=expired");
      expect(await statusOf(second.number)).toBe("cancelled");
      expect(await stockOf(product)).toBe(stock);

      // nobody comes back: the next order anywhere frees the stock before it takes any
      const third = await leftAtPayment();
      await age(third.number);
      expect(await stockOf(product)).toBe(stock - 1);
      const other = await guestWith(products[13], 1);
      const { key } = await answerSteps(other, { payment: "cod" });
      expect((await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie: other })).headers.location).toBe("/checkout/success");
      expect(await statusOf(third.number)).toBe("cancelled");
      expect(await stockOf(product)).toBe(stock);
    });

    it("a customer delivers to a saved address; someone else's address id is refused", async () => {
      const email = uniqueEmail("saved");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Nina", lastName: "Horvat" });
      const login = await postForm("/login", { intent: "login", email, password: PASSWORD });
      const cookie = `auth_token=${cookieValue(login, "auth_token")}`;
      const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const own = await db
        .insertInto("customer_address")
        .values({
          customer_id: customer.id,
          first_name: "Nina",
          last_name: "Horvat",
          street: "Slovenska 9",
          postcode: "1000",
          city: "Ljubljana",
          country: "SI",
          phone: null,
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const other = await db.selectFrom("customer_address").select("id").where("customer_id", "!=", customer.id).executeTakeFirst();
      expect((await postForm("/cart", { intent: "add", productId: String(products[11]), qty: "1" }, { cookie })).status).toBe(303);
      const page = await get("/checkout/address", cookie);
      expect(page.body).toContain("Slovenska 9");
      if (other) expect((await postForm("/checkout/address", { intent: "saved", addressId: String(other.id) }, { cookie })).status).toBe(404);
      expect((await postForm("/checkout/address", { intent: "saved", addressId: "999999999" }, { cookie })).status).toBe(404);
      expect((await cartRow(cookie))?.checkout ?? null).toBeNull();
      const saved = await postForm("/checkout/address", { intent: "saved", addressId: String(own.id) }, { cookie });
      expect(saved.headers.location).toBe("/checkout/shipping");
      expect(JSON.parse((await cartRow(cookie))?.checkout ?? "{}").address).toEqual({
        firstName: "Nina",
        lastName: "Horvat",
        street: "Slovenska 9",
        postcode: "1000",
        city: "Ljubljana",
        country: "SI",
        phone: null,
      });
    });

    it("service items, a discount code, a gift certificate and points written as rows: the order equals the cart shown, and each is consumed exactly once", async () => {
      const product = products[7];
      const email = uniqueEmail("extras");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Eva", lastName: "Zupan" });
      const login = await postForm("/login", { intent: "login", email, password: PASSWORD });
      const cookie = `auth_token=${cookieValue(login, "auth_token")}`;
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "4" }, { cookie })).status).toBe(303);
      const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await db.updateTable("customer").set({ reward_points: 500 }).where("id", "=", customer.id).execute();
      const cart = await cartRow(cookie);
      const now = new Date().toISOString();
      const code = `T${randomBytes(4).toString("hex").toUpperCase()}`;
      const dc = await db
        .insertInto("discount_code")
        .values({
          code,
          department: null,
          kind: "percent",
          value: 10,
          min_order: 0,
          valid_from: null,
          valid_to: null,
          usage_limit: 5,
          used_count: 0,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const gc = await db
        .insertInto("gift_certificate")
        .values({
          code: `G${randomBytes(5).toString("hex").toUpperCase()}`,
          amount: 500,
          balance: 500,
          order_id: null,
          recipient_email: null,
          expires_at: null,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.updateTable("cart").set({ discount_code_id: dc.id, spent_points: 100 }).where("id", "=", cart!.id).execute();
      await db.insertInto("cart_gift_certificate").values({ cart_id: cart!.id, gift_certificate_id: gc.id }).execute();
      await db.insertInto("cart_service_item").values({ cart_id: cart!.id, product_id: 39002, qty: 1, created_at: now }).execute();
      const recipient = uniqueEmail("recipient");
      await db
        .insertInto("cart_additional_item")
        .values({
          cart_id: cart!.id,
          kind: "gift_certificate",
          amount: 2500,
          recipient_name: "Tina",
          recipient_email: recipient,
          message: "Vse najboljše!",
          created_at: now,
        })
        .execute();

      const { key, shown } = await answerSteps(cookie, { payment: "cod" });
      const placed = await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
      expect(placed.status, placed.body).toBe(303);
      const order = await db.selectFrom("shop_order").selectAll().where("customer_id", "=", customer.id).executeTakeFirstOrThrow();
      // the order equals what the checkout showed, to the cent, part by part
      expect(order.subtotal).toBe(shown.subtotal);
      expect(order.code_discount).toBe(shown.code ?? 0);
      expect(order.points_value).toBe(shown.points ?? 0);
      expect(order.gift_certificates).toBe(shown.certificates ?? 0);
      expect(order.grand_total).toBe(shown.grand);
      // each extra consumed exactly as the order counts it
      const certificate = await db.selectFrom("gift_certificate").select("balance").where("id", "=", gc.id).executeTakeFirstOrThrow();
      expect(certificate.balance).toBe(500 - order.gift_certificates);
      const usage = await db.selectFrom("discount_code").select("used_count").where("id", "=", dc.id).executeTakeFirstOrThrow();
      expect(usage.used_count).toBe(order.code_discount > 0 ? 1 : 0);
      // cash on delivery is not paid yet: points spent are held, none earned, no certificate issued
      const held = await db.selectFrom("customer").select("reward_points").where("id", "=", customer.id).executeTakeFirstOrThrow();
      expect(held.reward_points).toBe(500 - order.points_spent);
      expect(await db.selectFrom("gift_certificate").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
      await mailQueueDrained(db);
      expect(readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(recipient))).toEqual([]);
      // the merchant records the delivery (the cash collected): now the order is paid and earns
      for (const move of ["mark-shipped", "mark-delivered"]) expect((await runOrders(server, [move, order.number])).code).toBe(0);
      const points = await db.selectFrom("customer").select("reward_points").where("id", "=", customer.id).executeTakeFirstOrThrow();
      expect(points.reward_points).toBe(500 - order.points_spent + order.points_earned);
      const lines = await db.selectFrom("shop_order_line").select(["kind", "line_total"]).where("order_id", "=", order.id).execute();
      const lineSum = lines.reduce((sum, l) => sum + l.line_total, 0);
      expect(lineSum).toBe(order.subtotal);
      // a gift certificate bought: one code issued per certificate line, for its amount, mailed to the recipient
      const bought = lines.filter((l) => l.kind === "gift_certificate");
      const issued = await db
        .selectFrom("gift_certificate")
        .select(["code", "amount", "balance", "recipient_email"])
        .where("order_id", "=", order.id)
        .execute();
      expect(issued.map((c) => [c.amount, c.balance, c.recipient_email])).toEqual(bought.map((l) => [l.line_total, l.line_total, recipient]));
      await mailQueueDrained(db);
      const certificateMails = readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(recipient));
      expect(certificateMails.map((m) => issued.some((c) => m.text.includes(c.code)))).toEqual(issued.map(() => true));
      // the cart is emptied of its extras too
      expect(await db.selectFrom("cart_service_item").select("id").where("cart_id", "=", cart!.id).execute()).toHaveLength(0);
      expect(await db.selectFrom("cart_gift_certificate").select("cart_id").where("cart_id", "=", cart!.id).execute()).toHaveLength(0);
      expect(await db.selectFrom("cart_additional_item").select("id").where("cart_id", "=", cart!.id).execute()).toHaveLength(0);
      expect((await db.selectFrom("cart").select(["spent_points", "discount_code_id"]).where("id", "=", cart!.id).executeTakeFirstOrThrow()).spent_points).toBe(
        0,
      );
    });

    it("a forint order (chu): every amount shown is the sum of the amounts shown, and the order stores exactly those", async () => {
      // a product whose price in euro cents is odd: converted on its own, 3 × 1 unit would not
      // be the converted 3 units (x,5 hundredths of a forint rounds up each time)
      const rate = Number((await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow()).currency_rate);
      const candidate = await db
        .selectFrom("product as p")
        .select(["p.id", "p.regular_price"])
        .where("p.type", "=", "simple")
        .where("p.salable", "=", 1)
        .where("p.discount_price", "is", null)
        .where(sql<boolean>`p.regular_price % 2 = 1`)
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 5)))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "hu")))
        .orderBy("p.id", "desc")
        .limit(20)
        .execute();
      const hu = { host: EU };
      const email = uniqueEmail("forint");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Réka", lastName: "Nagy" });
      const login = await postForm("/hu/login", { intent: "login", email, password: PASSWORD }, hu);
      const cookie = `auth_token=${cookieValue(login, "auth_token")}`;
      let product: { id: number; regular_price: number } | undefined;
      for (const c of candidate) {
        if ((await postForm("/hu/cart", { intent: "add", productId: String(c.id), qty: "3" }, { ...hu, cookie })).status === 303) {
          product = c;
          break;
        }
      }
      expect(product, "an odd-priced product sold in chu").toBeTruthy();
      // forints are whole: the price is converted once, to the nearest forint
      const wholeForints = (minor: number) => Math.round(minor / 100) * 100;
      const unitMinor = wholeForints(product!.regular_price * rate);

      const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await db.updateTable("customer").set({ reward_points: 300 }).where("id", "=", customer.id).execute();
      const cart = await db.selectFrom("cart").select("id").where("customer_id", "=", customer.id).where("department", "=", "chu").executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const code = `F${randomBytes(4).toString("hex").toUpperCase()}`;
      const dc = await db
        .insertInto("discount_code")
        .values({
          code,
          department: null,
          kind: "percent",
          value: 10,
          min_order: 0,
          valid_from: null,
          valid_to: null,
          usage_limit: 5,
          used_count: 0,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // 3,01 € on the certificate: odd cents too
      const gc = await db
        .insertInto("gift_certificate")
        .values({
          code: `G${randomBytes(5).toString("hex").toUpperCase()}`,
          amount: 301,
          balance: 301,
          order_id: null,
          recipient_email: null,
          expires_at: null,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.updateTable("cart").set({ discount_code_id: dc.id, spent_points: 100 }).where("id", "=", cart.id).execute();
      await db.insertInto("cart_gift_certificate").values({ cart_id: cart.id, gift_certificate_id: gc.id }).execute();
      // a gift certificate bought for an amount typed in forints: paid as typed
      const recipient = uniqueEmail("forint-recipient");
      const gift = await postForm(
        "/hu/cart",
        { intent: "buyGiftCertificate", amount: "custom", customAmount: "10000", recipientEmail: recipient },
        { ...hu, cookie },
      );
      expect(gift.status).toBe(303);

      // the cart page: lines, subtotal and grand total add up as shown
      const page = await get("/hu/cart", cookie, EU);
      const body = page.body.replace(/<!-- -->/g, "");
      const lineTotals = [...body.matchAll(/class="cart-line-total">(?:<span[^>]*>[^<]*<\/span>)?([^<]*)</g)].map((m) => cents(m[1]));
      expect(lineTotals).toEqual([unitMinor * 3, 1_000_000]);
      expect(body).toContain("10 000,00 Ft");
      const cartShown = shownTotals(page.body);
      expect(cartShown.subtotal).toBe(unitMinor * 3 + 1_000_000);
      expect(cartShown.grand).toBe(cartShown.subtotal - (cartShown.code ?? 0) - (cartShown.points ?? 0) - (cartShown.certificates ?? 0));
      expect(cartShown.code).toBe(wholeForints((unitMinor * 3) / 10));
      expect(cartShown.certificates).toBe(wholeForints(301 * rate));
      // every amount the cart shows is whole forints: 10 % off, 100 points and a euro certificate too
      for (const [name, value] of Object.entries(cartShown)) expect(value % 100, name).toBe(0);
      expect(cartShown.points).toBeGreaterThan(0);
      // the JSON cart says the same (decimal forints)
      const json = await request(server.baseUrl, "/api/cart/recalcCart", {
        host: EU,
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: `http://${EU}`, Cookie: cookie },
        body: JSON.stringify({ department: "chu" }),
      });
      const api = JSON.parse(json.body).cart;
      expect(Math.round(api.subtotal * 100)).toBe(cartShown.subtotal);
      expect(Math.round(api.items[0].price.subTotal * 100)).toBe(unitMinor * 3);
      expect(Math.round(api.grandTotal * 100)).toBe(cartShown.grand);

      // through the steps to review, then placed: the order is what was shown
      expect((await postForm("/hu/checkout/address", { intent: "address", ...ADDRESS, country: "HU" }, { ...hu, cookie })).status).toBe(303);
      expect((await postForm("/hu/checkout/shipping", { intent: "shipping", method: "delivery" }, { ...hu, cookie })).status).toBe(303);
      expect((await postForm("/hu/checkout/payment", { intent: "payment", method: "cod" }, { ...hu, cookie })).status).toBe(303);
      const review = await get("/hu/checkout/review", cookie, EU);
      const shown = shownTotals(review.body);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1] as string;
      expect(shown.grand).toBe(cartShown.grand + (shown.shipping ?? 0));
      const placed = await postForm("/hu/checkout/review", { intent: "place", idempotencyKey: key }, { ...hu, cookie });
      expect(placed.status, placed.body).toBe(303);
      const order = await db.selectFrom("shop_order").selectAll().where("customer_id", "=", customer.id).executeTakeFirstOrThrow();
      expect(order.currency_code).toBe("HUF");
      for (const [column, name] of [
        ["subtotal", "subtotal"],
        ["code_discount", "code"],
        ["points_value", "points"],
        ["gift_certificates", "certificates"],
        ["shipping", "shipping"],
        ["grand_total", "grand"],
      ] as const) {
        expect(order[column], column).toBe(shown[name] ?? 0);
      }
      expect(order.grand_total).toBe(order.subtotal - order.code_discount - order.points_value - order.gift_certificates + order.shipping);
      const lines = await db.selectFrom("shop_order_line").selectAll().where("order_id", "=", order.id).orderBy("id").execute();
      expect(lines.map((l) => [l.kind, l.qty, l.unit_price, l.line_total])).toEqual([
        ["product", 3, unitMinor, unitMinor * 3],
        ["gift_certificate", 1, 1_000_000, 1_000_000],
      ]);
      // the certificate used up whole (a euro certificate, in its own cents); the one bought keeps the
      // forints it was bought for (it used to become the nearest euro cent), issued once
      // the cash-on-delivery order is delivered (nothing of value before payment)
      expect((await db.selectFrom("gift_certificate").select("balance").where("id", "=", gc.id).executeTakeFirstOrThrow()).balance).toBe(0);
      expect(await db.selectFrom("gift_certificate").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
      for (const move of ["mark-shipped", "mark-delivered"]) expect((await runOrders(server, [move, order.number])).code).toBe(0);
      const issued = await db.selectFrom("gift_certificate").select(["amount", "currency_code", "recipient_email"]).where("order_id", "=", order.id).execute();
      expect(issued).toEqual([{ amount: 1_000_000, currency_code: "HUF", recipient_email: recipient }]);
      await mailQueueDrained(db);
      const mails = readOutbox(path.join(server.dataDir, "outbox"));
      expect(mails.find((m) => m.to.includes(recipient))?.subject).toContain("10 000,00 Ft");
      const forints = (minor: number) =>
        `${(minor / 100)
          .toFixed(2)
          .replace(".", ",")
          .replace(/\B(?=(\d{3})+(?!\d))/g, " ")} Ft`;
      const orderMail = mails.find((m) => m.to.includes(email))?.text;
      expect(orderMail).toContain(forints(order.grand_total));
      // in Hungarian: a capital after the greeting, the family name first, the country by its name
      expect(orderMail).toMatch(/^Kedves Ana!\n\nKöszönjük/);
      expect(orderMail).toContain("Novak Ana, Trubarjeva cesta 1, 1000 Ljubljana, Magyarország");
      // the success page shows the stored amounts; the profile lists the order in forints
      expect(shownTotals((await get("/hu/checkout/success", cookie, EU)).body).grand).toBe(order.grand_total);
      expect((await get("/hu/profile", cookie, EU)).body.replace(/<!-- -->/g, "")).toContain(forints(order.grand_total));
    });

    it("spec §6: a cart with a wallet-restricted SKU is not offered the online wallet, and the server refuses it, changing nothing", async () => {
      // the 20-SKU list is configuration of the cart extras (app/config); the test
      // uses the real list, so it needs that part of the cart merged
      const listModule = "~/config/wallet-restricted-skus";
      const { WALLET_RESTRICTED_SKUS } = (await import(/* @vite-ignore */ listModule)) as { WALLET_RESTRICTED_SKUS: ReadonlySet<string> };
      const restricted = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.sku", "in", [...WALLET_RESTRICTED_SKUS])
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
        .executeTakeFirstOrThrow();
      // wallet chosen while the cart was allowed to use it
      const cookie = await guestWith(products[9], 1);
      await answerSteps(cookie, { payment: "wallet" });
      expect(JSON.parse((await cartRow(cookie))?.checkout ?? "{}").payment).toEqual({ method: "wallet" });
      // then a restricted product joins the cart: the answer no longer counts
      expect((await postForm("/cart", { intent: "add", productId: String(restricted.id), qty: "1" }, { cookie })).status).toBe(303);
      expect((await get("/checkout", cookie)).headers.location).toBe("/checkout/payment");
      const page = await get("/checkout/payment", cookie);
      expect(page.body).not.toContain('value="wallet"');
      expect(page.body).toContain('value="card"');
      const before = (await cartRow(cookie))?.checkout;
      const refused = await postForm("/checkout/payment", { intent: "payment", method: "wallet" }, { cookie });
      expect(refused.status).toBe(409);
      expect(refused.body).toContain("spletne denarnice ni mogoče uporabiti");
      expect((await cartRow(cookie))?.checkout).toBe(before);
      // and an order cannot be placed with it either
      const review = await get("/checkout/review", cookie);
      expect(review.status).toBe(302);
      expect(await ordersOf((await sessionOf(cookie)).id)).toHaveLength(0);
    });

    it("a guest's order joins no profile; the success page without an order goes to the cart", async () => {
      const cookie = await guestWith(products[8], 1);
      expect((await get("/checkout/success", cookie)).headers.location).toBe("/cart");
      expect((await get("/checkout/success")).headers.location).toBe("/cart");
      const { key } = await answerSteps(cookie);
      await postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
      const [order] = await ordersOf((await sessionOf(cookie)).id);
      expect(order.customer_id).toBeNull();
      expect(order.points_earned).toBe(0);
    });
  });
}
