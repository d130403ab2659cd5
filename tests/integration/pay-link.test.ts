import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { PAY_LINK_HOURS } from "~/lib/phone-order";
import { releaseExpiredOrders } from "~/services/order-lifecycle.server";
import { hashPayToken } from "~/services/pay-link.server";
import { checkoutClient, SI, stockedProductsQuery } from "../support/checkout";
import { publicOrigin, setCookies } from "../support/http";
import { placeCardPhoneOrder } from "../support/phone-orders";
import { createStaff, signIn } from "../support/staff";
import { mailQueueDrained, readOutbox, waitForLink } from "../support/outbox";

// A card-payment link mailed to the shopper of an order taken by phone (/admin/orders/new,
// payment "card"): the order awaits its payment holding its stock for PAY_LINK_HOURS; the link,
// on the storefront's own domain, opens with no cookies, shows the order and pays it once
// (PAYMENT_PROVIDER=test); after that it says paid. A forged token is a 404; an order past its
// own deadline is released by the sweep and its link says so (410).

for (const server of inject("servers")) {
  describe(`paying a phone order by a mailed link on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: { id: number; sku: string };
    let manager: { email: string; cookie: string };
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const outbox = () => `${server.dataDir}/outbox`;

    const placeCardOrder = () => placeCardPhoneOrder(base, manager.cookie, product.sku, outbox());
    const orderRow = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    /** The link opened as from a mail: no cookie of ours. */
    const open = (path: string) => shop().get(path);

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      product = await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
        .select("p.sku")
        .orderBy("p.id", "desc")
        .offset(46)
        .limit(1)
        .executeTakeFirstOrThrow();
      const m = await createStaff(db, "manager");
      manager = { email: m.email, cookie: (await signIn(base, db, m.email)).cookie };
    });
    afterAll(async () => close());

    it("a card order by phone awaits its payment, holds its stock and mails a link on the storefront's domain", async () => {
      const stock = await shop().stockOf(product.id);
      const before = Date.now();
      const { number, url, token, mail } = await placeCardOrder();
      const row = await orderRow(number);
      expect(row).toMatchObject({ status: "awaiting_payment", payment_method: "card", paid_at: null, pay_token_hash: hashPayToken(token) });
      // the order's own deadline, not the shop's PAYMENT_HOLD_MINUTES
      const deadline = Date.parse(row.payment_deadline!);
      expect(deadline).toBeGreaterThanOrEqual(before + PAY_LINK_HOURS * 3600_000 - 1000);
      expect(deadline).toBeLessThanOrEqual(Date.now() + PAY_LINK_HOURS * 3600_000 + 1000);
      expect(await shop().stockOf(product.id)).toBe(stock - 1);
      expect(`${url.origin}`).toBe(publicOrigin(base, SI));
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.subject).toContain(number);
      // the token is stored only hashed
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it("the link opens without cookies, pays the order once, then says it is paid", async () => {
      const { number, email, url } = await placeCardOrder();
      const linkMail = (await waitForLink(outbox(), email, "/pay/")).mail;
      expect(linkMail.text).toContain(String(PAY_LINK_HOURS));
      const page = await open(url.pathname);
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-pay-link="open"');
      expect(page.body).toContain(number);
      expect(page.body).toContain('data-total="pay"');
      expect(page.body).toContain("checkout-submit");
      // it hands out no session
      expect(setCookies(page).filter((c) => !c.includes("=;"))).toEqual([]);
      expect((await orderRow(number)).status).toBe("awaiting_payment");

      // another site's post is refused by the Origin check and pays nothing
      const forged = await shop().postForm(url.pathname, {}, { origin: "http://evil.example" });
      expect(forged.status).toBe(403);
      expect((await orderRow(number)).paid_at).toBeNull();

      const paid = await shop().postForm(url.pathname, {});
      expect(paid.status).toBe(303);
      expect(paid.headers.location).toBe(url.pathname);
      const again = await shop().postForm(url.pathname, {});
      expect(again.status).toBe(303);
      const row = await orderRow(number);
      expect(row.status).toBe("paid");
      expect(row.paid_at).not.toBeNull();
      expect(row.value_issued_at).not.toBeNull();
      const paidEvents = await db.selectFrom("order_event").select("id").where("order_id", "=", row.id).where("to_status", "=", "paid").execute();
      expect(paidEvents).toHaveLength(1);
      await mailQueueDrained(db);
      const mails = readOutbox(outbox()).filter((m) => m.to.includes(email));
      // the link, then the shop's order confirmation: each once
      const about = mails.filter((m) => m.subject.includes(number));
      expect(about).toHaveLength(2);
      expect(about.filter((m) => m.text.includes(url.pathname))).toHaveLength(1);

      const after = await open(url.pathname);
      expect(after.status).toBe(200);
      expect(after.body).toContain('data-pay-link="paid"');
      expect(after.body).not.toContain("checkout-submit");
    });

    it("a forged or malformed token is a 404", async () => {
      const forged = await open(`/pay/${"A".repeat(43)}`);
      expect(forged.status).toBe(404);
      expect((await open("/pay/short")).status).toBe(404);
      expect((await shop().postForm(`/pay/${"B".repeat(43)}`, {})).status).toBe(404);
    });

    it("the order keeps its own deadline past the shop's hold; without one it is released as a shop card order is", async () => {
      const stock = await shop().stockOf(product.id);
      const { number } = await placeCardOrder();
      const row = await orderRow(number);
      // only this order may be released here (the database is shared with the other tests)
      const onlyThis = async (o: { id: number }) => o.id === row.id;
      const afterShopHold = new Date(Date.parse(row.created_at) + 24 * 3600_000);
      expect(await releaseExpiredOrders(db, afterShopHold, undefined, onlyThis)).toBe(0);
      expect((await orderRow(number)).status).toBe("awaiting_payment");
      // the same order without a deadline of its own: PAYMENT_HOLD_MINUTES after it was placed
      await db.updateTable("shop_order").set({ payment_deadline: null }).where("id", "=", row.id).execute();
      expect(await releaseExpiredOrders(db, afterShopHold, undefined, onlyThis)).toBe(1);
      expect((await orderRow(number)).status).toBe("cancelled");
      expect(await shop().stockOf(product.id)).toBe(stock);
    });

    it("past its deadline the link says so (410) without changing anything; the sweep releases the order", async () => {
      const stock = await shop().stockOf(product.id);
      const { number, url } = await placeCardOrder();
      const row = await orderRow(number);
      const onlyThis = async (o: { id: number }) => o.id === row.id;
      await db
        .updateTable("shop_order")
        .set({ payment_deadline: new Date(Date.now() - 60_000).toISOString() })
        .where("id", "=", row.id)
        .execute();
      // a GET changes nothing: the link says it is closed, the order still holds its stock
      const closed = await open(url.pathname);
      expect(closed.status).toBe(410);
      expect(closed.body).toContain('data-pay-link="closed"');
      expect((await orderRow(number)).status).toBe("awaiting_payment");
      expect(await shop().stockOf(product.id)).toBe(stock - 1);

      expect(await releaseExpiredOrders(db, new Date(), undefined, onlyThis)).toBe(1);
      expect((await orderRow(number)).status).toBe("cancelled");
      expect(await shop().stockOf(product.id)).toBe(stock);
      expect((await open(url.pathname)).status).toBe(410);
      // a Pay posted now pays nothing
      expect((await shop().postForm(url.pathname, {})).status).toBe(303);
      expect((await orderRow(number)).paid_at).toBeNull();
    });
  });
}
