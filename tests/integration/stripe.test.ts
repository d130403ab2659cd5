import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { checkoutClient, SI, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { readOutbox } from "../support/outbox";
import { freePort, logLines } from "../support/process";
import { createPostgresSchema, type RunningServer, startServer } from "../support/server";
import { placeCardPhoneOrder } from "../support/phone-orders";
import { createStaff, get as getAdmin, post as postAdmin, signIn } from "../support/staff";
import { signedEvent, TEST_SECRET_KEY, TEST_WEBHOOK_SECRET } from "../support/stripe-events";
import { htmlErrors } from "../support/vnu";

// Card payments through Stripe against the real server with PAYMENT_PROVIDER=stripe,
// on SQLite and, when configured, PostgreSQL. Stripe's API is msw inside the server's process
// (tests/support/stripe-mock.ts); its webhooks are signed here with the package's test helper.
// Only a signed webhook marks an order paid, failed or expired; a replay, a bad signature, an
// unknown order and two deliveries at once change nothing more than once.

interface MockState {
  sessions: {
    id: string;
    amount_total: number;
    currency: string;
    client_reference_id: string;
    metadata: Record<string, string>;
    status: string;
    payment_status: string;
    payment_intent: string | null;
    success_url: string;
    cancel_url: string;
    locale: string;
    customer_email: string;
    idempotency_key: string;
    line_items: { name: string; quantity: number; unit_amount: number; currency: string }[];
  }[];
  refunds: { id: string; payment_intent: string; amount: number; currency: string; metadata: Record<string, string>; idempotency_key: string }[];
}

const databases = [{ name: "sqlite", url: null as string | null }].concat(
  process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: process.env.TEST_DATABASE_URL }] : [],
);

for (const database of databases) {
  describe(`card payments through Stripe on ${database.name}`, () => {
    let server: RunningServer;
    let mockPort: number;
    let db: DB;
    let close: () => Promise<void>;
    let dropSchema: (() => Promise<void>) | undefined;
    let products: number[] = [];
    let next = 0;
    const shop = () => checkoutClient(server.baseUrl, db);

    beforeAll(async () => {
      mockPort = await freePort();
      const env: Record<string, string> = {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: TEST_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_MOCK_PORT: String(mockPort),
        STRIPE_CHECKOUT_ORIGIN: `http://127.0.0.1:${mockPort}`,
        SEED_PRODUCTS: "120",
      };
      if (database.url) {
        const schema = await createPostgresSchema(database.url);
        env.DATABASE_URL = schema.url;
        dropSchema = schema.drop;
      }
      server = await startServer({ name: `stripe-${database.name}`, env, imports: ["./tests/support/stripe-mock.ts"] });
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 6, langs: ["hu"] })
        .orderBy("p.id")
        .limit(30)
        .execute();
      products = rows.map((r) => r.id);
      expect(products.length).toBeGreaterThan(15);
    });
    afterAll(async () => {
      await close?.();
      await server?.stop();
      await dropSchema?.();
    });

    const mock = async () => (await (await fetch(`http://127.0.0.1:${mockPort}/__state`)).json()) as MockState;
    const sessionOf = async (id: string) => (await mock()).sessions.find((s) => s.id === id)!;
    const orderRow = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    const events = (orderId: number) =>
      db.selectFrom("order_event").select(["from_status", "to_status", "actor"]).where("order_id", "=", orderId).orderBy("id").execute();
    const control = (down: boolean) => fetch(`http://127.0.0.1:${mockPort}/__control`, { method: "POST", body: JSON.stringify({ down }) });

    /** A guest who placed a card order (one product, qty 2): the order, the Checkout Session and the cookie. */
    async function placeCardOrder(where: { prefix?: string; host?: string } = {}) {
      const productId = products[next++];
      const cookie = await shop().guestWith(productId, 2, where);
      const stockBefore = await shop().stockOf(productId);
      const placed = await shop().placeOrder(cookie, { payment: "card", ...where });
      const session = await sessionOf(placed.order.payment_ref!);
      return { ...placed, cookie, productId, stockBefore, session };
    }

    function deliver(event: { payload: string; signature: string }, signature = event.signature) {
      return request(server.baseUrl, "/webhooks/stripe", {
        host: "127.0.0.1",
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: event.payload,
      });
    }
    /** The session as Stripe reports it once paid. */
    const paidSession = (session: MockState["sessions"][number]) => ({
      ...session,
      status: "complete",
      payment_status: "paid",
      payment_intent: `pi_${session.id.slice(8)}`,
    });

    it("places a card order and sends the shopper to Stripe's Checkout with the order's own amounts", async () => {
      const { order, location, session, productId, stockBefore, shown } = await placeCardOrder();
      expect(location).toBe(`http://127.0.0.1:${mockPort}/c/pay/${session.id}`);
      expect(order.status).toBe("awaiting_payment");
      expect(order.payment_ref).toBe(session.id);
      expect(session.currency).toBe("eur");
      expect(session.amount_total).toBe(order.grand_total);
      expect(session.amount_total).toBe(shown.grand);
      expect(session.line_items.reduce((s, l) => s + l.quantity * l.unit_amount, 0)).toBe(order.grand_total);
      expect(session.client_reference_id).toBe(order.number);
      expect(session.metadata.order_number).toBe(order.number);
      expect(session.idempotency_key).toBe(`checkout-session-${order.number}`);
      expect(session.locale).toBe("sl");
      expect(session.customer_email).toBe(order.email);
      // back to the storefront's own domain, whatever Host the request named
      expect(session.success_url).toBe(`http://${SI}:${server.port}/checkout/status/success?session_id={CHECKOUT_SESSION_ID}`);
      expect(session.cancel_url).toBe(`http://${SI}:${server.port}/checkout/status/cancel?session_id={CHECKOUT_SESSION_ID}`);
      // the placing form may redirect there (CSP form-action), and nowhere else
      const review = await shop().get("/checkout", await shop().guestWith(products[next++], 1));
      expect(review.headers["content-security-policy"]).toContain(`form-action 'self' http://127.0.0.1:${mockPort}`);
      // the stock is held for the payment
      expect(await shop().stockOf(productId)).toBe(stockBefore - 2);
    });

    it("does not take the shopper's return or their own post as payment: the return page waits for the webhook", async () => {
      const { order, session, cookie } = await placeCardOrder();
      const back = await shop().get(`/checkout/status/success?session_id=${session.id}`, cookie);
      expect(back.status).toBe(200);
      expect(back.body).toMatch(/<meta http-equiv="refresh" content="3"/);
      expect(back.body).toContain(order.number);
      // the built-in test page's "Pay" post is not there with a real provider
      for (const type of ["success", "cancel", "failure"])
        expect((await shop().postForm(`/checkout/status/${type}`, { order: order.number }, { cookie })).status).toBe(404);
      expect((await shop().get(`/checkout/pay?order=${order.number}`, cookie)).status).toBe(404);
      // someone else's return with the same session id learns nothing and changes nothing
      const stranger = await shop().guestWith(products[next++], 1);
      const theirs = await shop().get(`/checkout/status/success?session_id=${session.id}`, stranger);
      expect(theirs.status).toBe(302);
      // Stripe's redirect is cross-site: the SameSite=Strict cookie comes along on one same-site hop
      const crossSite = await shop().get(`/checkout/status/success?session_id=${session.id}`);
      expect(crossSite.status).toBe(200);
      expect(crossSite.body).toContain(`<meta http-equiv="refresh" content="0;url=/checkout/status/success?session_id=${session.id}&amp;resume=1"`);
      expect(crossSite.body).not.toContain(order.number);
      const noSession = await shop().get(`/checkout/status/success?session_id=${session.id}&resume=1`);
      expect(noSession.status).toBe(302);
      expect((await orderRow(order.number)).status).toBe("awaiting_payment");
      expect((await orderRow(order.number)).paid_at).toBeNull();
    });

    it("marks the order paid on the signed webhook, once: the cart is emptied, the mail sent, a replay changes nothing", async () => {
      const { order, session, cookie } = await placeCardOrder();
      const event = signedEvent("checkout.session.completed", paidSession(session));
      const answer = await deliver(event);
      expect(answer.status).toBe(200);
      const paid = await orderRow(order.number);
      expect(paid.status).toBe("paid");
      expect(paid.paid_at).not.toBeNull();
      expect(await events(order.id)).toEqual([
        { from_status: null, to_status: "awaiting_payment", actor: "shopper" },
        { from_status: "awaiting_payment", to_status: "paid", actor: "payment" },
      ]);
      // the return now goes on to the success page, which shows the order
      const back = await shop().get(`/checkout/status/success?session_id=${session.id}`, cookie);
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe("/checkout/success");
      const success = await shop().get("/checkout/success", cookie);
      expect(success.status).toBe(200);
      expect(success.body).toContain(order.number);
      expect((await shop().get("/cart", cookie)).body).not.toContain(`data-product-id="${products[next - 1]}"`);
      const mails = () => readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(order.email) && m.text.includes(order.number));
      await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(1);

      const replay = await deliver(event);
      expect(replay.status).toBe(200);
      expect(replay.body).toBe("replayed");
      expect(await events(order.id)).toHaveLength(2);
      await new Promise((r) => setTimeout(r, 300));
      expect(mails()).toHaveLength(1);
      expect(await db.selectFrom("payment_event").select("id").where("order_id", "=", order.id).execute()).toEqual([{ id: event.id }]);
    });

    it("refuses a bad signature with a 400 and changes nothing", async () => {
      const { order, session } = await placeCardOrder();
      const event = signedEvent("checkout.session.completed", paidSession(session));
      const wrongSecret = signedEvent("checkout.session.completed", paidSession(session), "whsec_someoneElse0123456789");
      const tampered = { payload: event.payload.replace(`"amount_total":${session.amount_total}`, `"amount_total":1`), signature: event.signature };
      for (const attempt of [deliver(event, "t=1,v1=deadbeef"), deliver(event, ""), deliver(wrongSecret), deliver(tampered)]) {
        const answer = await attempt;
        expect(answer.status).toBe(400);
      }
      const stale = signedEvent("checkout.session.completed", paidSession(session));
      const oldHeader = stale.signature.replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) - 3600}`);
      expect((await deliver(stale, oldHeader)).status).toBe(400);
      expect((await orderRow(order.number)).status).toBe("awaiting_payment");
      expect(await db.selectFrom("payment_event").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
      await expect.poll(() => logLines(server).some((l) => l.msg === "webhook refused: bad signature")).toBe(true);
    });

    it("answers 200 to an event for an order it does not know, logs it and changes nothing", async () => {
      const { order, session } = await placeCardOrder();
      const before = await db
        .selectFrom("payment_event")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const unknown = signedEvent("checkout.session.completed", { ...paidSession(session), id: "cs_test_unknown", client_reference_id: "su-2026-99999999" });
      expect((await deliver(unknown)).status).toBe(200);
      // the order's number with another session (not the one the shop made for it) is not that order
      const foreign = signedEvent("checkout.session.completed", { ...paidSession(session), id: "cs_test_someoneelse" });
      expect((await deliver(foreign)).status).toBe(200);
      expect((await orderRow(order.number)).status).toBe("awaiting_payment");
      const after = await db
        .selectFrom("payment_event")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      await expect.poll(() => logLines(server).filter((l) => l.msg === "webhook for an order this shop does not know: nothing changed").length).toBe(2);
    });

    it("cancels the order and gives the stock back on a failed or an expired payment; the shopper can pay again", async () => {
      for (const [type, actor] of [
        ["checkout.session.async_payment_failed", "payment"],
        ["checkout.session.expired", "expiry"],
      ] as const) {
        const { order, session, productId, stockBefore, cookie } = await placeCardOrder();
        const answer = await deliver(signedEvent(type, { ...session, status: type.endsWith("expired") ? "expired" : "complete" }));
        expect(answer.status).toBe(200);
        expect((await orderRow(order.number)).status).toBe("cancelled");
        expect((await events(order.id)).at(-1)).toMatchObject({ to_status: "cancelled", actor });
        expect(await shop().stockOf(productId)).toBe(stockBefore);
        const back = await shop().get(`/checkout/status/success?session_id=${session.id}`, cookie);
        expect(back.headers.location).toBe("/checkout/payment?payment=failed");
        // the cart is still there for another try
        expect((await shop().get("/checkout/review", cookie)).status).toBe(200);
      }
    });

    it("pays an order once when two webhooks for it arrive at once", async () => {
      const email = uniqueEmail("stripe-race");
      await createCustomer(db, { email, password: "Zelena-jabolka-7", firstName: "Žiga", lastName: "Race" });
      const cookie = await shop().logIn(email);
      await shop().postForm("/cart", { intent: "add", productId: String(products[next++]), qty: "1" }, { cookie });
      expect((await shop().postForm("/darilni-boni.html", { amount: "5000", recipientName: "Maja" }, { cookie })).status).toBe(303);
      const placed = await shop().placeOrder(cookie, { payment: "card" });
      const session = await sessionOf(placed.order.payment_ref!);
      const certificates = () => db.selectFrom("gift_certificate").select(["amount", "currency_code"]).where("order_id", "=", placed.order.id).execute();
      // nothing of value before the money has arrived
      expect(await certificates()).toEqual([]);
      const completed = signedEvent("checkout.session.completed", paidSession(session));
      const succeeded = signedEvent("checkout.session.async_payment_succeeded", paidSession(session));
      const answers = await Promise.all([deliver(completed), deliver(succeeded), deliver(completed), deliver(succeeded)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const order = await orderRow(placed.order.number);
      expect(order.status).toBe("paid");
      expect((await events(order.id)).filter((e) => e.to_status === "paid")).toHaveLength(1);
      const customer = await db.selectFrom("customer").select("reward_points").where("email", "=", email).executeTakeFirstOrThrow();
      expect(customer.reward_points).toBe(order.points_earned);
      expect(await certificates()).toEqual([{ amount: 5000, currency_code: "EUR" }]);
      expect(answers.map((a) => a.body).filter((b) => b === "paid")).toHaveLength(1);
    });

    it("refunds a payment that arrives for an order that stopped waiting for it (events out of order)", async () => {
      const { order, session, productId, stockBefore } = await placeCardOrder();
      // the shopper pays on Stripe's page, but the expiry is delivered first
      const paidOnStripe = await fetch(`http://127.0.0.1:${mockPort}/c/pay/${session.id}/pay`, { method: "POST", redirect: "manual" });
      expect(paidOnStripe.status).toBe(303);
      await deliver(signedEvent("checkout.session.expired", { ...session, status: "expired" }));
      expect((await orderRow(order.number)).status).toBe("cancelled");
      expect(await shop().stockOf(productId)).toBe(stockBefore);
      const late = await sessionOf(session.id);
      const answer = await deliver(signedEvent("checkout.session.completed", late));
      expect(answer.status).toBe(200);
      expect(answer.body).toBe("refunded");
      expect((await orderRow(order.number)).status).toBe("cancelled");
      expect((await mock()).refunds).toContainEqual(expect.objectContaining({ payment_intent: late.payment_intent, amount: order.grand_total }));
      expect(await shop().stockOf(productId)).toBe(stockBefore);
    });

    it("ends a Checkout Session whose hold ran out before it lets go of the stock, and takes a payment its webhook never brought", async () => {
      const abandoned = await placeCardOrder();
      const paidQuietly = await placeCardOrder();
      // paid on Stripe's page, but the webhook never arrived
      expect((await fetch(`http://127.0.0.1:${mockPort}/c/pay/${paidQuietly.session.id}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
      const longAgo = new Date(Date.now() - 45 * 60_000).toISOString();
      await db.updateTable("shop_order").set({ created_at: longAgo }).where("id", "in", [abandoned.order.id, paidQuietly.order.id]).execute();
      // placing any order sweeps the holds that ran out
      await placeCardOrder();
      expect((await orderRow(abandoned.order.number)).status).toBe("cancelled");
      expect((await sessionOf(abandoned.session.id)).status).toBe("expired");
      expect(await shop().stockOf(abandoned.productId)).toBe(abandoned.stockBefore);
      const settled = await orderRow(paidQuietly.order.number);
      expect(settled.status).toBe("paid");
      expect((await events(settled.id)).at(-1)).toMatchObject({ to_status: "paid", actor: "payment" });
    });

    it("ends the Checkout Session and gives the stock back when the shopper comes back by Stripe's cancel link", async () => {
      const { order, session, productId, stockBefore, cookie } = await placeCardOrder();
      const back = await shop().get(`/checkout/status/cancel?session_id=${session.id}`, cookie);
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe("/checkout/payment?payment=cancelled");
      expect((await sessionOf(session.id)).status).toBe("expired");
      expect((await orderRow(order.number)).status).toBe("cancelled");
      expect(await shop().stockOf(productId)).toBe(stockBefore);
      const payment = await shop().get("/checkout/payment?payment=cancelled", cookie);
      expect(payment.status).toBe(200);
      expect(payment.body).toContain('role="alert"');
    });

    it("keeps the shopper at the payment step with nothing held when Stripe cannot be reached", async () => {
      const productId = products[next++];
      const cookie = await shop().guestWith(productId, 1);
      const stockBefore = await shop().stockOf(productId);
      await control(true);
      try {
        const { key } = await shop().answerSteps(cookie, { payment: "card" });
        const placed = await shop().postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
        expect(placed.status).toBe(303);
        expect(placed.headers.location).toBe("/checkout/payment?payment=unavailable");
        const order = await db.selectFrom("shop_order").selectAll().where("idempotency_key", "=", key).executeTakeFirstOrThrow();
        expect(order.status).toBe("cancelled");
        expect(await shop().stockOf(productId)).toBe(stockBefore);
      } finally {
        await control(false);
      }
    });

    it("charges forint and koruna orders in their own currency, in whole units", async () => {
      for (const [where, currency] of [
        [{ prefix: "/hu", host: "eu.lumera.localhost" }, "huf"],
        [{ host: "cz.lumera.localhost" }, "czk"],
      ] as const) {
        const { order, session } = await placeCardOrder(where);
        expect(session.currency).toBe(currency);
        expect(session.amount_total).toBe(order.grand_total);
        for (const l of session.line_items) expect((l.unit_amount * l.quantity) % 100).toBe(0);
        expect(session.success_url).toMatch(
          new RegExp(`^http://${where.host}:${server.port}${"prefix" in where ? where.prefix : ""}/checkout/status/success\\?`),
        );
      }
    });

    describe("a phone order paid by its mailed card link", () => {
      let manager: string;
      let sku: string;
      const outbox = () => `${server.dataDir}/outbox`;
      const placeByPhone = () => placeCardPhoneOrder(server.baseUrl, manager, sku, outbox());
      /** The link's "Pay", posted from the shop's page (no cookie: the link needs none). */
      const pay = (path: string) => shop().postForm(path, {});
      const expire = (id: string) => fetch(`http://127.0.0.1:${mockPort}/__expire/${id}`, { method: "POST" });
      /** Each state the link's page was seen in, for the Nu Html Checker at the end. */
      const seen: { label: string; html: string }[] = [];

      beforeAll(async () => {
        const staff = await createStaff(db, "manager");
        manager = (await signIn(server.baseUrl, db, staff.email)).cookie;
        const row = await stockedProductsQuery(db, { minStock: 10, langs: ["sl"] })
          .select("p.sku")
          .orderBy("p.id", "desc")
          .limit(1)
          .executeTakeFirstOrThrow();
        sku = row.sku;
      });

      it("is offered and placed with Stripe; the link's Pay opens a Checkout Session that returns to the link, and the webhook pays the order once", async () => {
        const form = await getAdmin(server.baseUrl, "/admin/orders/new", manager);
        expect(form.body).toContain('name="payment" value="card"');
        const { number, url, email } = await placeByPhone();
        seen.push({ label: "open", html: (await shop().get(url.pathname)).body });
        const order = await orderRow(number);
        expect(order).toMatchObject({ status: "awaiting_payment", payment_method: "card", payment_ref: null });

        const before = Math.floor(Date.now() / 1000);
        const started = await pay(url.pathname);
        expect(started.status).toBe(303);
        const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.headers.location ?? "")?.[1];
        expect(sessionId, started.headers.location).toBeTruthy();
        const session = (await sessionOf(sessionId!)) as MockState["sessions"][number] & { expires_at: number };
        expect((await orderRow(number)).payment_ref).toBe(session.id);
        expect(session.amount_total).toBe(order.grand_total);
        expect(session.client_reference_id).toBe(number);
        expect(session.customer_email).toBe(email);
        // back to the link on the storefront's own domain: success waits for the webhook there
        expect(session.success_url).toBe(`http://${SI}:${server.port}${url.pathname}?paid=1&session_id={CHECKOUT_SESSION_ID}`);
        expect(session.cancel_url).toBe(`http://${SI}:${server.port}${url.pathname}?session_id={CHECKOUT_SESSION_ID}`);
        // within Stripe's 24 hours (the mock refuses more) and never after the order's own deadline
        expect(session.expires_at).toBeGreaterThan(before + 22 * 3600);
        expect(session.expires_at * 1000).toBeLessThanOrEqual(Date.parse(order.payment_deadline!));

        // pressed again (the shopper came back by "Back"): the same session, not a second one
        const again = await pay(url.pathname);
        expect(again.headers.location).toBe(started.headers.location);
        expect((await mock()).sessions.filter((s) => s.client_reference_id === number)).toHaveLength(1);

        // the return proves nothing: the link waits, refreshing, until the webhook has come
        const back = await shop().get(`${url.pathname}?paid=1&session_id=${session.id}`);
        expect(back.status).toBe(200);
        expect(back.body).toContain('data-pay-link="confirming"');
        expect(back.body).toMatch(/<meta http-equiv="refresh" content="\d+"/);
        seen.push({ label: "confirming", html: back.body });
        expect((await orderRow(number)).paid_at).toBeNull();
        // a return naming another session is just the link
        const forged = await shop().get(`${url.pathname}?paid=1&session_id=cs_test_${"x".repeat(30)}`);
        expect(forged.body).toContain('data-pay-link="open"');

        const event = signedEvent("checkout.session.completed", paidSession(session));
        expect((await deliver(event)).status).toBe(200);
        expect((await deliver(event)).status).toBe(200);
        const paid = await orderRow(number);
        expect(paid.status).toBe("paid");
        expect(await db.selectFrom("order_event").select("id").where("order_id", "=", paid.id).where("to_status", "=", "paid").execute()).toHaveLength(1);
        const done = await shop().get(`${url.pathname}?paid=1&session_id=${session.id}`);
        expect(done.body).toContain('data-pay-link="paid"');
        seen.push({ label: "paid", html: done.body });
        // and a Pay now starts nothing
        expect((await pay(url.pathname)).headers.location).toBe(url.pathname);
        expect((await mock()).sessions.filter((s) => s.client_reference_id === number)).toHaveLength(1);
      });

      it("outlives a session that runs out before the order's deadline: its expiry cancels nothing and the link starts a new one", async () => {
        const { number, url } = await placeByPhone();
        const first = (await pay(url.pathname)).headers.location!;
        const firstId = first.split("/").pop()!;
        const lapsed = await expire(firstId);
        expect(lapsed.status).toBe(200);
        expect((await deliver(signedEvent("checkout.session.expired", await lapsed.json()))).status).toBe(200);
        const waiting = await orderRow(number);
        expect(waiting.status).toBe("awaiting_payment");

        const second = await pay(url.pathname);
        expect(second.status).toBe(303);
        const secondId = second.headers.location!.split("/").pop()!;
        expect(secondId).not.toBe(firstId);
        expect((await orderRow(number)).payment_ref).toBe(secondId);
        // an event of the first session now belongs to no order of this shop's
        expect((await deliver(signedEvent("checkout.session.expired", await sessionOf(firstId)))).status).toBe(200);
        expect((await orderRow(number)).status).toBe("awaiting_payment");

        await deliver(signedEvent("checkout.session.completed", paidSession(await sessionOf(secondId))));
        expect((await orderRow(number)).status).toBe("paid");
      });

      it("says so and changes nothing when Stripe cannot be reached; past its deadline it ends the session and releases the order", async () => {
        const { number, url } = await placeByPhone();
        await control(true);
        try {
          const refused = await pay(url.pathname);
          expect(refused.status).toBe(303);
          expect(refused.headers.location).toBe(`${url.pathname}?payment=unavailable`);
          const page = await shop().get(refused.headers.location!);
          expect(page.body).toContain('data-notice="unavailable"');
          expect(page.body).toContain('data-pay-link="open"');
          seen.push({ label: "unavailable", html: page.body });
          expect(await orderRow(number)).toMatchObject({ status: "awaiting_payment", payment_ref: null });
        } finally {
          await control(false);
        }
        const sessionId = (await pay(url.pathname)).headers.location!.split("/").pop()!;
        const row = await orderRow(number);
        await db
          .updateTable("shop_order")
          .set({ payment_deadline: new Date(Date.now() - 60_000).toISOString() })
          .where("id", "=", row.id)
          .execute();
        const late = await pay(url.pathname);
        expect(late.headers.location).toBe(url.pathname);
        expect((await sessionOf(sessionId)).status).toBe("expired");
        expect((await orderRow(number)).status).toBe("cancelled");
        const closed = await shop().get(url.pathname);
        expect(closed.status).toBe(410);
        seen.push({ label: "closed", html: closed.body });
      });

      it("is valid HTML to the Nu Html Checker in each state it was seen in", async () => {
        expect(seen.map((s) => s.label)).toEqual(["open", "confirming", "paid", "unavailable", "closed"]);
        expect(await htmlErrors(seen)).toEqual([]);
      });
    });

    describe('a staff refund of a card order (README "After the sale")', () => {
      it("refunds one of two units through Stripe: a failure is shown and tried again under the same key; charge.refunded confirms it once", async () => {
        const { order, session } = await placeCardOrder();
        expect((await fetch(`http://127.0.0.1:${mockPort}/c/pay/${session.id}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
        const paid = await sessionOf(session.id);
        expect((await deliver(signedEvent("checkout.session.completed", paid))).body).toBe("paid");
        const manager = (await signIn(server.baseUrl, db, (await createStaff(db, "manager", "card-refund")).email)).cookie;
        const [line] = await db.selectFrom("shop_order_line").selectAll().where("order_id", "=", order.id).execute();
        // by hand: nothing came off the order, so one of two units is half its line
        const half = line.line_total / 2;

        await fetch(`http://127.0.0.1:${mockPort}/__control`, { method: "POST", body: JSON.stringify({ failRefunds: true }) });
        const posted = await postAdmin(
          server.baseUrl,
          `/admin/orders/${order.number}/return`,
          { [`qty-${line.id}`]: "1", restock: "on", intent: "refund" },
          manager,
        );
        expect(posted.status, posted.body.slice(0, 300)).toBe(302);
        const [failed] = await db.selectFrom("order_refund").selectAll().where("order_id", "=", order.id).execute();
        expect(failed).toMatchObject({ way: "card", status: "failed", amount: half });
        expect(failed.last_error).toContain("declined");
        const page = await getAdmin(server.baseUrl, `/admin/orders/${order.number}`, manager);
        expect(page.body.replace(/<!-- -->/g, "")).toContain("Stripe answered: Your card was declined.");
        expect(page.body).toContain('value="retryRefund"');
        expect((await mock()).refunds.filter((r) => r.payment_intent === paid.payment_intent)).toEqual([]);

        await control(false);
        const retried = await postAdmin(server.baseUrl, `/admin/orders/${order.number}`, { intent: "retryRefund", refund: String(failed.id) }, manager);
        expect(retried.status).toBe(302);
        const made = (await mock()).refunds.filter((r) => r.payment_intent === paid.payment_intent);
        expect(made).toEqual([
          expect.objectContaining({
            amount: half,
            currency: "eur",
            idempotency_key: `order-refund-${failed.id}`,
            metadata: { order_number: order.number, refund: `order-refund-${failed.id}` },
          }),
        ]);
        const sent = await db.selectFrom("order_refund").selectAll().where("id", "=", failed.id).executeTakeFirstOrThrow();
        expect(sent).toMatchObject({ status: "sent", provider_ref: made[0].id, last_error: null });
        // a second "Try again" finds nothing to send: no second refund
        expect((await postAdmin(server.baseUrl, `/admin/orders/${order.number}`, { intent: "retryRefund", refund: String(failed.id) }, manager)).status).toBe(
          502,
        );
        expect((await mock()).refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);

        const charge = {
          id: `ch_${session.id.slice(8)}`,
          object: "charge",
          payment_intent: paid.payment_intent,
          amount: order.grand_total,
          amount_refunded: half,
          currency: "eur",
          metadata: { order_number: order.number },
          refunds: { object: "list", data: [{ id: made[0].id, object: "refund", amount: half, status: "succeeded" }] },
        };
        const event = signedEvent("charge.refunded", charge);
        const confirmed = await deliver(event);
        expect([confirmed.status, confirmed.body]).toEqual([200, "refund_confirmed"]);
        expect((await deliver(event)).body).toBe("replayed");
        expect(
          await db.selectFrom("payment_event").select(["id", "outcome"]).where("type", "=", "charge.refunded").where("order_id", "=", order.id).execute(),
        ).toEqual([{ id: event.id, outcome: "refund_confirmed" }]);
        expect(await db.selectFrom("order_refund").select("status").where("id", "=", failed.id).executeTakeFirstOrThrow()).toEqual({ status: "confirmed" });
        // the other unit cannot be refunded for more than is left
        const over = await postAdmin(
          server.baseUrl,
          `/admin/orders/${order.number}/return`,
          { [`qty-${line.id}`]: "1", amount: String((half + 1) / 100), reason: "x", intent: "refund" },
          manager,
        );
        expect(over.status).toBe(400);
      });
    });
  });
}
