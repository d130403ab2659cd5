import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { checkoutClient, EU, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { mailQueueDrained, readOutbox } from "../support/outbox";
import { type DeskRun, runOrders } from "../support/orders-cli";
import { bootFailure } from "../support/server";

// Nothing of value before payment, the merchant's order desk and the demo
// payment only where it belongs. Real orders are placed through the HTTP checkout, then the desk
// (scripts/orders.ts) runs as its own process against the server's database and outbox, on
// SQLite and, when configured, PostgreSQL: every allowed move, forbidden and repeated moves,
// the attack replays (a certificate bought by bank transfer is not redeemable before the
// merchant records the payment), cancel giving everything back, the shopper's mails, the list
// and the CSV export.

for (const server of inject("servers")) {
  describe(`order desk on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** products sold in su with stock, priced 25 € or more without a discount (a 20 € certificate is used up by one) */
    let products: number[] = [];
    const outbox = path.join(server.dataDir, "outbox");
    const desk = (...args: string[]) => runOrders(server, args);
    const shop = () => checkoutClient(server.baseUrl, db);

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 5, langs: ["sl", "hu"] })
        .where("p.discount_price", "is", null)
        .where("p.regular_price", ">=", 2500)
        .orderBy("p.id")
        .limit(12)
        .execute();
      products = rows.map((r) => r.id);
      expect(products.length).toBe(12);
    });
    afterAll(async () => close());

    const mailsTo = (email: string) => readOutbox(outbox).filter((m) => m.to.includes(email));
    const orderRow = (id: number) => db.selectFrom("shop_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const certificatesOf = (orderId: number) =>
      db.selectFrom("gift_certificate").select(["code", "amount", "balance", "recipient_email"]).where("order_id", "=", orderId).execute();
    const pointsOf = async (customerId: number) =>
      (await db.selectFrom("customer").select("reward_points").where("id", "=", customerId).executeTakeFirstOrThrow()).reward_points;
    const eventsOf = (orderId: number) =>
      db.selectFrom("order_event").select(["from_status", "to_status", "actor"]).where("order_id", "=", orderId).orderBy("id").execute();

    /** What a move must leave alone when it is refused or repeated: the order, its history, its value, the mails. */
    async function snapshot(order: { id: number; email: string; customer_id: number | null }, productId: number) {
      const row = await orderRow(order.id);
      return {
        status: row.status,
        paid: row.paid_at,
        issued: row.value_issued_at,
        events: (await eventsOf(order.id)).length,
        certificates: await certificatesOf(order.id),
        points: order.customer_id === null ? null : await pointsOf(order.customer_id),
        stock: await shop().stockOf(productId),
        mails: mailsTo(order.email).length,
      };
    }

    /** A refused move: exit code 1, one line on stderr naming the problem, nothing on stdout. */
    function refused(run: DeskRun, text: RegExp) {
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(text);
      expect(run.stdout).toBe("");
    }
    function moved(run: DeskRun, text: RegExp) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(text);
      expect(run.stderr).toBe("");
    }

    async function customerCookie(points = 0) {
      const email = uniqueEmail("desk");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await db.updateTable("customer").set({ reward_points: points }).where("id", "=", customer.id).execute();
      return { email, customerId: customer.id, cookie: await shop().logIn(email) };
    }

    it("attack replay: a gift certificate bought by bank transfer issues no code and credits no points until mark-paid; then the code arrives once and redeems once", async () => {
      const product = products[0];
      const { email, customerId, cookie } = await customerCookie(0);
      const { postForm, get, stockOf, placeOrder } = shop();
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "1" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "2000" }, { cookie })).status).toBe(303);
      const stock = await stockOf(product);
      const { order, location } = await placeOrder(cookie, { payment: "bank" });
      expect(location).toBe("/checkout/success");
      expect(order.status).toBe("placed");
      expect(order.points_earned).toBeGreaterThan(0);
      // placed: the stock is held, the confirmation sent — but nothing of value exists yet
      expect(await stockOf(product)).toBe(stock - 1);
      expect(mailsTo(email).map((m) => m.subject)).toEqual([`Vaše naročilo ${order.number}`]);
      expect(mailsTo(email).some((m) => /darilni bon/i.test(m.subject))).toBe(false);
      expect(await certificatesOf(order.id)).toEqual([]);
      expect(await pointsOf(customerId)).toBe(0);
      expect(order.paid_at).toBeNull();
      expect(await eventsOf(order.id)).toEqual([{ from_status: null, to_status: "placed", actor: "shopper" }]);

      // shipping or delivering an unpaid bank order is refused and changes nothing
      const before = await snapshot(order, product);
      refused(await desk("mark-shipped", order.number), new RegExp(`mark-shipped ${order.number} refused: the order is not paid yet`));
      refused(await desk("mark-delivered", order.number), /not been shipped/);
      expect(await snapshot(order, product)).toEqual(before);

      // the merchant records the transfer: paid, the code created and mailed, the points credited
      moved(
        await desk("mark-paid", order.number),
        new RegExp(`${order.number}: placed → paid; payment recorded, gift certificates and points issued; paid mail sent`),
      );
      const paid = await orderRow(order.id);
      expect(paid.status).toBe("paid");
      expect(paid.paid_at).not.toBeNull();
      const [certificate, ...more] = await certificatesOf(order.id);
      expect(more).toEqual([]);
      expect(certificate).toMatchObject({ amount: 2000, balance: 2000, recipient_email: email });
      expect(await pointsOf(customerId)).toBe(order.points_earned);
      const mails = mailsTo(email);
      expect(mails.map((m) => m.subject)).toEqual([
        `Vaše naročilo ${order.number}`,
        `Plačilo za naročilo ${order.number} je prejeto`,
        expect.stringMatching(/^.+ vam pošilja darilni bon trgovine Lumera Slovenija za 20,00 €$/),
      ]);
      expect(mails[1].text).toContain(`prejeli smo vaše plačilo v znesku ${(order.grand_total / 100).toFixed(2).replace(".", ",")} €`);
      // a real gift mail: who sends it, the value, the code, until when, how and where to redeem it
      const gift = mails[2].text;
      expect(gift).toMatch(/^Pozdravljeni,\n\n.+ vam pošilja darilni bon trgovine Lumera Slovenija v vrednosti 20,00 €\./);
      expect(gift).toContain(`Vaša koda: ${certificate.code}`);
      expect(gift).toMatch(/Bon velja do \d{1,2}\. [a-zčšž]+ \d{4}\./);
      // the desk is its own process, started without the server's port: its links still go to
      // the port the server listens on, which the server recorded at its start (README "Configuration")
      const port = new URL(server.baseUrl).port;
      expect(gift).toContain(`na http://si.lumera.localhost:${port}/ izberete izdelke`);
      expect(mails[1].text).toContain(`http://si.lumera.localhost:${port}/profile/orders/${order.number}`);
      expect(gift).toContain("Vaša ekipa Lumera Slovenija");
      expect(gift).not.toContain("Hvala, ker nakupujete pri nas.");
      const events = await eventsOf(order.id);
      expect(events.slice(1)).toEqual([{ from_status: "placed", to_status: "paid", actor: expect.stringMatching(/^desk:.+/) }]);

      // marking it paid again changes nothing, says so, sends nothing
      const afterPaid = await snapshot(order, product);
      const again = await desk("mark-paid", order.number);
      moved(again, new RegExp(`${order.number} is already paid \\(status paid\\): nothing changed`));
      expect(await snapshot(order, product)).toEqual(afterPaid);

      // the code redeems in another shopper's cart; an order uses it up; then it is refused
      const { guestWith, placeOrder: place } = shop();
      const spender = await guestWith(products[1], 1);
      expect((await postForm("/cart", { intent: "redeemCertificate", code: certificate.code }, { cookie: spender })).status).toBe(303);
      expect((await get("/cart", spender)).body).toContain(`data-certificate="${certificate.code}"`);
      const spent = await place(spender, { payment: "cod" });
      expect(spent.order.gift_certificates).toBe(2000);
      expect((await db.selectFrom("gift_certificate").select("balance").where("code", "=", certificate.code).executeTakeFirstOrThrow()).balance).toBe(0);
      const late = await guestWith(products[1], 1);
      const refusedRedeem = await postForm("/cart", { intent: "redeemCertificate", code: certificate.code }, { cookie: late });
      expect(refusedRedeem.status).toBe(422);
      expect(refusedRedeem.body).toContain("Ta darilni bon je že porabljen.");

      // on to shipping and delivery: one mail when it leaves, none twice
      moved(await desk("mark-shipped", order.number), new RegExp(`${order.number}: paid → shipped; shipped mail sent`));
      const shippedMail = mailsTo(email).at(-1)!;
      expect(shippedMail.subject).toBe(`Vaše naročilo ${order.number} je na poti`);
      expect(shippedMail.text).toContain("Trubarjeva cesta 1, 1000 Ljubljana");
      const afterShipped = await snapshot(order, product);
      moved(await desk("mark-shipped", order.number), /is already shipped \(status shipped\): nothing changed/);
      moved(await desk("mark-paid", order.number), /is already paid \(status shipped\): nothing changed/);
      expect(await snapshot(order, product)).toEqual(afterShipped);
      refused(await desk("cancel", order.number), /refused: the order is paid; refunds are not handled by the desk/);
      moved(await desk("mark-delivered", order.number), new RegExp(`${order.number}: shipped → delivered\\.`));
      const delivered = await snapshot(order, product);
      expect(delivered.mails).toBe(afterShipped.mails);
      expect(delivered.certificates).toEqual(afterShipped.certificates);
      expect(delivered.points).toBe(order.points_earned);
      refused(await desk("cancel", order.number), /refused: the order was delivered/);
      expect(await snapshot(order, product)).toEqual(delivered);

      // the order's history, as the merchant reads it
      const show = await desk("show", order.number);
      expect(show.code).toBe(0);
      expect(show.stdout).toContain(`Order ${order.number} (su, sl)`);
      expect(show.stdout).toContain("Status: delivered · payment: bank · shipping: delivery");
      expect(show.stdout).toMatch(/1 × .+ — \d+\.\d{2} EUR/);
      expect(show.stdout).toContain("1 × Darilni bon (gift-certificate) — 20.00 EUR");
      expect(show.stdout).toMatch(
        /\(new\) → placed {2}by shopper[\s\S]*placed → paid {2}by desk:[\s\S]*paid → shipped {2}by desk:[\s\S]*shipped → delivered {2}by desk:/,
      );
      expect((await eventsOf(order.id)).map((e) => e.to_status)).toEqual(["placed", "paid", "shipped", "delivered"]);
    }, 120_000);

    it("cash on delivery: shipped unpaid, the value issued at mark-delivered (which records the payment), once", async () => {
      const product = products[2];
      const { email, customerId, cookie } = await customerCookie(0);
      const { postForm, placeOrder } = shop();
      const recipient = uniqueEmail("recipient");
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "1" }, { cookie })).status).toBe(303);
      expect(
        (
          await postForm(
            "/cart",
            { intent: "buyGiftCertificate", amount: "5000", recipientName: "Maja", recipientEmail: recipient, message: "Vse najboljše!" },
            { cookie },
          )
        ).status,
      ).toBe(303);
      const { order } = await placeOrder(cookie, { payment: "cod" });
      expect(order.status).toBe("placed");
      expect(await certificatesOf(order.id)).toEqual([]);
      expect(await pointsOf(customerId)).toBe(0);
      expect(mailsTo(recipient)).toEqual([]);

      const before = await snapshot(order, product);
      refused(await desk("mark-paid", order.number), /cash on delivery is paid when it is delivered: use mark-delivered/);
      refused(await desk("mark-delivered", order.number), /has not been shipped yet/);
      expect(await snapshot(order, product)).toEqual(before);

      moved(await desk("mark-shipped", order.number), /placed → shipped; shipped mail sent/);
      const shipped = mailsTo(email).at(-1)!;
      expect(shipped.subject).toBe(`Vaše naročilo ${order.number} je na poti`);
      expect(shipped.text).toContain(`Pripravite ${(order.grand_total / 100).toFixed(2).replace(".", ",")} €: plačate ob prevzemu.`);
      expect(await certificatesOf(order.id)).toEqual([]);
      expect(await pointsOf(customerId)).toBe(0);
      expect((await orderRow(order.id)).paid_at).toBeNull();

      // PUBLIC_PORT named in the desk's environment is the address outright (a TLS proxy in front)
      const behindProxy = await runOrders(server, ["mark-delivered", order.number], { PUBLIC_SCHEME: "https", PUBLIC_PORT: "443" });
      moved(behindProxy, /shipped → delivered; payment recorded, gift certificates and points issued; paid mail sent/);
      const row = await orderRow(order.id);
      expect(row.status).toBe("delivered");
      expect(row.paid_at).not.toBeNull();
      const issued = await certificatesOf(order.id);
      expect(issued).toEqual([{ code: expect.any(String), amount: 5000, balance: 5000, recipient_email: recipient }]);
      expect(await pointsOf(customerId)).toBe(order.points_earned);
      const paidMail = mailsTo(email).at(-1)!;
      expect(paidMail.subject).toBe(`Plačilo za naročilo ${order.number} je prejeto`);
      expect(paidMail.text).toContain(`vaše naročilo ${order.number} je dostavljeno`);
      const gift = mailsTo(recipient);
      expect(gift.map((m) => m.subject)).toEqual([expect.stringMatching(/ vam pošilja darilni bon trgovine Lumera Slovenija za 50,00 €$/)]);
      expect(gift[0].text).toContain(issued[0].code);
      // to the recipient by name, with the sender's message quoted
      expect(gift[0].text).toMatch(/^Pozdravljeni, Maja,\n/);
      expect(gift[0].text).toContain("Sporočilo za vas:\n> Vse najboljše!");
      expect(paidMail.text).toContain(`https://si.lumera.localhost/profile/orders/${order.number}\n`);
      expect(gift[0].text).toContain("na https://si.lumera.localhost/ izberete izdelke");

      const after = await snapshot(order, product);
      moved(await desk("mark-delivered", order.number), /is already delivered \(status delivered\): nothing changed/);
      moved(await desk("mark-paid", order.number), /is already paid \(status delivered\): nothing changed/);
      expect(await snapshot(order, product)).toEqual(after);
      expect(mailsTo(recipient)).toHaveLength(1);
    });

    it("cancel of a placed bank order gives back stock, certificate balance, points and code usage, and earns nothing", async () => {
      const product = products[3];
      const { email, customerId, cookie } = await customerCookie(500);
      const { postForm, stockOf, placeOrder } = shop();
      const now = new Date().toISOString();
      const code = `D${randomBytes(4).toString("hex").toUpperCase()}`;
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
          usage_limit: 1,
          used_count: 0,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const gcCode = `G${randomBytes(5).toString("hex").toUpperCase()}`;
      const gc = await db
        .insertInto("gift_certificate")
        .values({ code: gcCode, amount: 700, balance: 700, order_id: null, recipient_email: null, expires_at: null, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "2" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "applyCode", code }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "redeemCertificate", code: gcCode }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "spendPoints" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "2000" }, { cookie })).status).toBe(303);
      const stock = await stockOf(product);
      const { order } = await placeOrder(cookie, { payment: "bank" });
      // held at placement
      expect(order.status).toBe("placed");
      expect(order.points_spent).toBe(500);
      expect(order.code_discount).toBeGreaterThan(0);
      expect(order.gift_certificates).toBe(700);
      expect(await stockOf(product)).toBe(stock - 2);
      expect(await pointsOf(customerId)).toBe(0);
      expect((await db.selectFrom("gift_certificate").select("balance").where("id", "=", gc.id).executeTakeFirstOrThrow()).balance).toBe(0);
      expect((await db.selectFrom("discount_code").select("used_count").where("id", "=", dc.id).executeTakeFirstOrThrow()).used_count).toBe(1);

      moved(
        await desk("cancel", order.number),
        /placed → cancelled; stock, certificate balances, points and code usage given back; cancellation mail sent to the shopper\./,
      );
      expect((await orderRow(order.id)).status).toBe("cancelled");
      // the shopper is told, in the storefront's language (no reason given at the desk: none quoted)
      const cancelMail = mailsTo(email).find((m) => m.subject === `Vaše naročilo ${order.number} je preklicano`)!;
      expect(cancelMail.text).toContain("Plačila za to naročilo nismo prejeli.");
      expect(cancelMail.text).not.toContain("Razlog:");
      expect(await stockOf(product)).toBe(stock);
      expect(await pointsOf(customerId)).toBe(500);
      expect((await db.selectFrom("gift_certificate").select("balance").where("id", "=", gc.id).executeTakeFirstOrThrow()).balance).toBe(700);
      expect((await db.selectFrom("discount_code").select("used_count").where("id", "=", dc.id).executeTakeFirstOrThrow()).used_count).toBe(0);
      expect(await certificatesOf(order.id)).toEqual([]);

      const after = await snapshot(order, product);
      moved(await desk("cancel", order.number), /is already cancelled \(status cancelled\): nothing changed/);
      refused(await desk("mark-paid", order.number), /refused: the order is cancelled/);
      refused(await desk("mark-shipped", order.number), /refused: the order is cancelled/);
      refused(await desk("mark-delivered", order.number), /refused: the order is cancelled/);
      expect(await snapshot(order, product)).toEqual(after);
      expect(await pointsOf(customerId)).toBe(500);
    });

    it("a shipped cash-on-delivery parcel refused at the door can be cancelled: the goods return to stock, nothing is earned", async () => {
      const product = products[4];
      const { customerId, cookie } = await customerCookie(0);
      const { postForm, stockOf, placeOrder } = shop();
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "1" }, { cookie })).status).toBe(303);
      const stock = await stockOf(product);
      const { order } = await placeOrder(cookie, { payment: "cod" });
      moved(await desk("mark-shipped", order.number), /placed → shipped/);
      moved(await desk("cancel", order.number), /shipped → cancelled; stock, certificate balances, points and code usage given back/);
      expect(await stockOf(product)).toBe(stock);
      expect(await pointsOf(customerId)).toBe(0);
      expect((await orderRow(order.id)).paid_at).toBeNull();
    });

    it("card: the desk cannot mark it paid (the provider does); the test page's payment issues the value and is logged; the desk can cancel a card order still awaiting payment", async () => {
      const { get, postForm, guestWith, stockOf, placeOrder } = shop();
      const product = products[5];
      const cookie = await guestWith(product, 1);
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "2000" }, { cookie })).status).toBe(303);
      const email = uniqueEmail("card");
      const { order, location } = await placeOrder(cookie, { payment: "card", email });
      expect(location).toBe(`/checkout/pay?order=${encodeURIComponent(order.number)}`);
      const page = await get(location, cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Testno plačilo — denar se ne prenese");
      refused(await desk("mark-paid", order.number), /card and wallet payments are confirmed by the payment provider, not at the desk/);
      refused(await desk("mark-shipped", order.number), /not paid yet/);
      expect(await certificatesOf(order.id)).toEqual([]);
      const paid = await postForm("/checkout/status/success", { order: order.number }, { cookie });
      expect(paid.headers.location).toBe("/checkout/success");
      expect(await certificatesOf(order.id)).toHaveLength(1);
      await mailQueueDrained(db);
      expect(mailsTo(email).map((m) => m.subject)).toEqual([
        `Vaše naročilo ${order.number}`,
        expect.stringMatching(/ vam pošilja darilni bon trgovine Lumera Slovenija za 20,00 €$/),
      ]);
      expect(await eventsOf(order.id)).toEqual([
        { from_status: null, to_status: "awaiting_payment", actor: "shopper" },
        { from_status: "awaiting_payment", to_status: "paid", actor: "payment" },
      ]);
      moved(await desk("mark-paid", order.number), /already paid/);
      expect(await certificatesOf(order.id)).toHaveLength(1);

      // another card order left at the payment page: the desk may cancel it, giving the stock back
      const other = await guestWith(products[6], 1);
      const stock = await stockOf(products[6]);
      const waiting = await placeOrder(other, { payment: "card" });
      expect(await stockOf(products[6])).toBe(stock - 1);
      moved(await desk("cancel", waiting.order.number), /awaiting_payment → cancelled/);
      expect(await stockOf(products[6])).toBe(stock);
      // the shopper's late "Pay" no longer takes it
      expect((await postForm("/checkout/status/success", { order: waiting.order.number }, { cookie: other })).headers.location).toBe("/checkout/payment");
      expect((await orderRow(waiting.order.id)).status).toBe("cancelled");
    });

    it("the shopper's cancel and the expiry sweep are logged too", async () => {
      const { postForm, guestWith, placeOrder } = shop();
      const cookie = await guestWith(products[7], 1);
      const first = await placeOrder(cookie, { payment: "card" });
      await postForm("/checkout/status/cancel", { order: first.order.number }, { cookie });
      const second = await placeOrder(cookie, { payment: "card" });
      await postForm("/checkout/status/failure", { order: second.order.number }, { cookie });
      const third = await placeOrder(cookie, { payment: "card" });
      await db
        .updateTable("shop_order")
        .set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString() })
        .where("id", "=", third.order.id)
        .execute();
      expect((await shop().get(third.location, cookie)).headers.location).toBe("/checkout/payment?payment=expired");
      expect((await eventsOf(first.order.id)).at(-1)).toEqual({ from_status: "awaiting_payment", to_status: "cancelled", actor: "shopper" });
      expect((await eventsOf(second.order.id)).at(-1)).toEqual({ from_status: "awaiting_payment", to_status: "cancelled", actor: "payment" });
      expect((await eventsOf(third.order.id)).at(-1)).toEqual({ from_status: "awaiting_payment", to_status: "cancelled", actor: "expiry" });
    });

    it("two merchants marking the same order paid at once: one moves it, the other is told it is already paid; the value is issued once", async () => {
      const { email, customerId, cookie } = await customerCookie(0);
      const { postForm, placeOrder } = shop();
      expect((await postForm("/cart", { intent: "add", productId: String(products[8]), qty: "1" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "2000" }, { cookie })).status).toBe(303);
      const { order } = await placeOrder(cookie, { payment: "bank" });
      const runs = await Promise.all([desk("mark-paid", order.number), desk("mark-paid", order.number), desk("mark-paid", order.number)]);
      expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
      expect(runs.filter((r) => r.stdout.includes("placed → paid"))).toHaveLength(1);
      expect(runs.filter((r) => r.stdout.includes("already paid"))).toHaveLength(2);
      expect(await certificatesOf(order.id)).toHaveLength(1);
      expect(await pointsOf(customerId)).toBe(order.points_earned);
      await mailQueueDrained(db);
      expect(mailsTo(email).filter((m) => m.subject.startsWith("Plačilo"))).toHaveLength(1);
      expect(mailsTo(email).filter((m) => m.subject.includes("vam pošilja darilni bon"))).toHaveLength(1);
    });

    it("unknown numbers and bad arguments: exit 1 with one line, nothing changed", async () => {
      const count = async () =>
        Number(
          (
            await db
              .selectFrom("order_event")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const cases: [string[], RegExp][] = [
        [["mark-paid", "SU-2000-999999"], /^no order SU-2000-999999$/],
        [["show", "SU-2000-999999"], /^no order SU-2000-999999$/],
        [["cancel", "not-a-number"], /is not an order number/],
        [["mark-paid"], /mark-paid needs one order number/],
        [["mark-paid", "SU-2000-000001", "SU-2000-000002"], /needs one order number/],
        [["refund", "SU-2000-000001"], /unknown command "refund"/],
        [[], /^usage: npm run orders --/],
        [["list", "--status", "lost"], /--status must be one of awaiting_payment, placed, paid, shipped, delivered, cancelled/],
        [["list", "--since", "yesterday"], /--since must be a date like 2026-11-23/],
        [["list", "--since", "2026-02-31x"], /--since must be a date/],
        [["list", "--colour", "red"], /Unknown option '--colour'/],
        [["export"], /export needs --out FILE\.csv/],
        [["show", "SU-2000-000001", "--status", "paid"], /show takes no --status or --since/],
      ];
      for (const [args, message] of cases) {
        const run = await desk(...args);
        expect(run.code, args.join(" ")).toBe(1);
        expect(run.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
        expect(run.stderr.trim(), args.join(" ")).toMatch(message);
      }
      expect(await count()).toBe(before);
    }, 120_000);

    it("list filters by status and date; export writes one row per order, amounts as decimals in the order's currency", async () => {
      const { guestWith, placeOrder } = shop();
      const si = await placeOrder(await guestWith(products[9], 1), { payment: "bank" });
      const hu = await placeOrder(await guestWith(products[10], 1, { prefix: "/hu", host: EU }), { payment: "bank", prefix: "/hu", host: EU, country: "HU" });
      expect(hu.order.currency_code).toBe("HUF");
      moved(await desk("mark-paid", hu.order.number), /placed → paid/);

      const placed = await desk("list", "--status", "placed");
      expect(placed.code).toBe(0);
      expect(placed.stdout).toContain(si.order.number);
      expect(placed.stdout).not.toContain(hu.order.number);
      const paidList = await desk("list", "--status", "paid", "--since", si.order.created_at.slice(0, 10));
      expect(paidList.stdout).toContain(hu.order.number);
      expect(paidList.stdout).toMatch(new RegExp(`${hu.order.number}.*paid.*bank.*delivery.*${(hu.order.grand_total / 100).toFixed(2)} HUF`));
      expect(paidList.stdout).not.toContain(si.order.number);
      const future = await desk("list", "--since", "2999-01-01");
      expect(future.stdout.trim()).toBe("No orders.");

      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "desk-export-")), "orders.csv");
      const exported = await desk("export", "--out", file, "--since", si.order.created_at);
      expect(exported.code, exported.stderr).toBe(0);
      const lines = readFileSync(file, "utf8").trim().split("\n");
      const header = lines[0].split(",");
      expect(header).toEqual([
        "number",
        "created_at",
        "status",
        "department",
        "email",
        "customer_id",
        "payment_method",
        "shipping_method",
        "currency",
        "subtotal",
        "code_discount",
        "points_value",
        "gift_certificates",
        "shipping",
        "grand_total",
        "discount_code",
        "points_spent",
        "points_earned",
        "paid_at",
      ]);
      const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(",").map((v, i) => [header[i], v])));
      expect(exported.stdout).toContain(`${rows.length} orders written to ${file}`);
      const rowOf = (number: string) => rows.find((r) => r.number === number);
      expect(rowOf(si.order.number)).toMatchObject({
        status: "placed",
        department: "su",
        currency: "EUR",
        grand_total: (si.order.grand_total / 100).toFixed(2),
        paid_at: "",
      });
      expect(rowOf(hu.order.number)).toMatchObject({
        status: "paid",
        department: "chu",
        currency: "HUF",
        grand_total: (hu.order.grand_total / 100).toFixed(2),
        subtotal: (hu.order.subtotal / 100).toFixed(2),
      });
      expect(rowOf(hu.order.number)?.paid_at).not.toBe("");
      // one row per order: as many rows as orders placed since
      const since = await db
        .selectFrom("shop_order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("created_at", ">=", si.order.created_at)
        .executeTakeFirstOrThrow();
      expect(rows).toHaveLength(Number(since.n));
      // five runs of the orders command, each a process of its own: a minute, for a machine busy with other work
    }, 60_000);
  });
}

// PAYMENT_PROVIDER=stripe itself: tests/integration/stripe.test.ts
describe("PAYMENT_PROVIDER", () => {
  it("an unknown provider stops the server with one line naming the variable", async () => {
    const { code, output } = await bootFailure({ PAYMENT_PROVIDER: "paypal", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "provider-")) });
    expect(code).not.toBe(0);
    expect(output).toContain("PAYMENT_PROVIDER must be none, test or stripe");
  }, 60_000);
});
