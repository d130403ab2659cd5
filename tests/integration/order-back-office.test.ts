import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { orderSearchNames } from "~/lib/admin-orders";
import { listAudit } from "~/services/audit-log.server";
import { exportAdminOrdersCsv, findOrderNumberExact, getAdminOrder, getPackingSlip, listAdminOrders } from "~/services/admin-orders.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { addOrderNote, cancelOrder, resendOrderMail, shipOrder } from "~/services/order-moves.server";
import { salesSummary, waitingCounts } from "~/services/sales-figures.server";
import { checkoutClient, EU, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { setEnvForFile } from "../support/env";
import { type OutboxMail, readOutbox, waitForOutbox } from "../support/outbox";
import { runOrders } from "../support/orders-cli";

// The order services under the back office (and the order desk), called as its routes will call
// them, on orders placed through the real checkout of the shared test servers — SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL: ship with parcels and their tracking links in the mail,
// cancel with a reason and the shopper's mail (everything held given back), notes, mails sent
// again, the order page's data, the list with its filters, search and paging, the CSV export,
// packing slips, the start page's figures; every staff change with its audit row, every bad
// input a problem that changes nothing.

// this process sends the mails of the services it calls: to an outbox of its own (see mailsTo)
setEnvForFile("DATA_DIR", process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "back-office-")));
setEnvForFile("LOG_LEVEL", process.env.LOG_LEVEL ?? "warn");

const STAFF = "staff:ana@lumera.example";

for (const server of inject("servers")) {
  describe(`order services of the back office on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[] = [];
    const shop = () => checkoutClient(server.baseUrl, db);
    /** mails the server sent (confirmations) and those this process sent (the services' moves) */
    const mailsTo = (email: string): OutboxMail[] =>
      [...readOutbox(path.join(server.dataDir, "outbox")), ...readOutbox(getEnv().OUTBOX_DIR)].filter((m) => m.to.includes(email));
    const waitForMails = (email: string, count: number) => waitForOutbox(getEnv().OUTBOX_DIR, () => mailsTo(email).length >= count).then(() => mailsTo(email));
    const orderRow = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    const auditOf = (number: string) => listAudit(db, { subject: `order:${number}` });

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 10, langs: ["sl", "hu"] })
        .orderBy("p.id", "desc")
        .offset(40)
        .limit(6)
        .execute();
      products = rows.map((r) => r.id);
      expect(products.length).toBe(6);
    });
    afterAll(async () => close());

    /** A guest's order of one product (Slovenian storefront unless `where` says otherwise). */
    async function guestOrder(payment: string, options: { email?: string; product?: number; prefix?: string; host?: string } = {}) {
      const email = options.email ?? uniqueEmail("back-office");
      const cookie = await shop().guestWith(options.product ?? products[0], 1, { prefix: options.prefix, host: options.host });
      const { order } = await shop().placeOrder(cookie, { payment, email, prefix: options.prefix, host: options.host });
      return { order, email };
    }

    it("ship: parcels recorded in the move, each with its tracking link in the shipped mail; bad input and a repeat change nothing", async () => {
      const { order, email } = await guestOrder("bank");
      expect(await shipOrder(db, order.number, [], STAFF)).toMatchObject({ ok: true, moved: false, outcome: { kind: "forbidden", reason: "notPaid" } });
      const paid = await moveOrderByNumber(db, order.number, "markPaid", STAFF);
      expect(paid.moved).toBe(true);

      // bad input: a problem, nothing written
      expect(await shipOrder(db, order.number, [{ carrier: "fedex", trackingNumber: "1" }], STAFF)).toEqual({ ok: false, problem: "carrier" });
      expect(await shipOrder(db, order.number, [{ carrier: "gls", trackingNumber: "12 34" }], STAFF)).toEqual({ ok: false, problem: "trackingNumber" });
      expect(await shipOrder(db, order.number, [{ carrier: "gls", trackingNumber: "x".repeat(41) }], STAFF)).toEqual({ ok: false, problem: "trackingNumber" });
      expect(await shipOrder(db, order.number, Array(11).fill({ carrier: "gls", trackingNumber: "1" }), STAFF)).toEqual({ ok: false, problem: "parcels" });
      expect((await orderRow(order.number)).status).toBe("paid");

      const gls = `GL${randomBytes(4).toString("hex")}`;
      const shipped = await shipOrder(
        db,
        order.number,
        [
          { carrier: "gls", trackingNumber: ` ${gls} ` },
          { carrier: "other", trackingNumber: "VAN-7" },
        ],
        STAFF,
      );
      expect(shipped).toMatchObject({ ok: true, moved: true, status: "shipped", mails: { sent: 1, queued: 0 } });
      const mails = await waitForMails(email, 3);
      const mail = mails.find((m) => m.subject === `Vaše naročilo ${order.number} je na poti`)!;
      expect(mail.text).toContain(`GLS, številka pošiljke ${gls}: https://gls-group.com/track/${gls}`);
      expect(mail.text).toContain("Številka pošiljke VAN-7\n");
      expect(mail.html).toContain(`<a href="https://gls-group.com/track/${gls}">https://gls-group.com/track/${gls}</a>`);

      // the desk's idempotence: a second ship says "already" and adds nothing
      const again = await shipOrder(db, order.number, [{ carrier: "dpd", trackingNumber: "999" }], STAFF);
      expect(again).toMatchObject({ ok: true, moved: false, outcome: { kind: "already" } });
      const page = (await getAdminOrder(db, order.number))!;
      expect(page.parcels.map((p) => [p.carrier, p.trackingNumber, p.trackingUrl])).toEqual([
        ["gls", gls, `https://gls-group.com/track/${gls}`],
        ["other", "VAN-7", null],
      ]);
      expect(mailsTo(email)).toHaveLength(3);
      expect((await auditOf(order.number)).map((a) => [a.kind, a.actor, a.before, a.after])).toEqual([
        [
          "order.ship",
          "ana@lumera.example",
          { status: "paid" },
          {
            status: "shipped",
            parcels: [
              { carrier: "gls", trackingNumber: gls },
              { carrier: "other", trackingNumber: "VAN-7" },
            ],
          },
        ],
        ["order.mark-paid", "ana@lumera.example", { status: "placed" }, { status: "paid" }],
      ]);

      // the order's page: what happened, by whom, and its mails with their queue state
      expect(page.storefront).toEqual({ department: "su", name: "Lumera Slovenija" });
      expect(page.order.lines).toHaveLength(1);
      expect(page.events.map((e) => [e.to, e.actor])).toEqual([
        ["placed", "shopper"],
        ["paid", STAFF],
        ["shipped", STAFF],
      ]);
      expect(page.mails.map((m) => [m.kind, m.state, m.attempts])).toEqual([
        ["confirmation", "sent", 1],
        ["paid", "sent", 1],
        ["shipped", "sent", 1],
      ]);
      expect(page.resendable).toEqual(["confirmation", "paid", "shipped"]);
    });

    it("cancel: a reason is required; everything held is given back; the shopper is mailed why, in the storefront's language; a paid order is refused", async () => {
      const email = uniqueEmail("cancel");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await db.updateTable("customer").set({ reward_points: 300 }).where("id", "=", customer.id).execute();
      const cookie = await shop().logIn(email);
      const now = new Date().toISOString();
      const code = `B${randomBytes(4).toString("hex").toUpperCase()}`;
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
        .values({ code: gcCode, amount: 500, balance: 500, order_id: null, recipient_email: null, expires_at: null, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { postForm, stockOf, placeOrder } = shop();
      expect((await postForm("/cart", { intent: "add", productId: String(products[1]), qty: "2" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "applyCode", code }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "redeemCertificate", code: gcCode }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "spendPoints" }, { cookie })).status).toBe(303);
      const stock = await stockOf(products[1]);
      const { order } = await placeOrder(cookie, { payment: "bank" });
      expect(await stockOf(products[1])).toBe(stock - 2);
      const balance = async () => (await db.selectFrom("gift_certificate").select("balance").where("id", "=", gc.id).executeTakeFirstOrThrow()).balance;
      const used = async () => (await db.selectFrom("discount_code").select("used_count").where("id", "=", dc.id).executeTakeFirstOrThrow()).used_count;
      const points = async () =>
        (await db.selectFrom("customer").select("reward_points").where("id", "=", customer.id).executeTakeFirstOrThrow()).reward_points;
      expect([await balance(), await used(), await points()]).toEqual([0, 1, 0]);

      for (const reason of [null, "", "   ", "x".repeat(501), "stop\u001b[2J"])
        expect(await cancelOrder(db, order.number, reason, STAFF)).toEqual({ ok: false, problem: "reason" });
      expect((await orderRow(order.number)).status).toBe("placed");

      const reason = "Izdelka ni več na zalogi.\nOpravičujemo se.";
      const cancelled = await cancelOrder(db, order.number, reason, STAFF);
      expect(cancelled).toMatchObject({ ok: true, moved: true, status: "cancelled", mails: { sent: 1 } });
      expect(await stockOf(products[1])).toBe(stock);
      expect([await balance(), await used(), await points()]).toEqual([500, 0, 300]);

      const mail = (await waitForMails(email, 2)).find((m) => m.subject === `Vaše naročilo ${order.number} je preklicano`)!;
      expect(mail.text).toContain(`vaše naročilo ${order.number} smo preklicali.`);
      expect(mail.text).toContain("Razlog:\n> Izdelka ni več na zalogi.\n> Opravičujemo se.");
      expect(mail.text).toContain("Plačila za to naročilo nismo prejeli.");
      expect(mail.html).toContain("<blockquote");

      const page = (await getAdminOrder(db, order.number))!;
      expect(page.events.at(-1)).toMatchObject({ from: "placed", to: "cancelled", actor: STAFF, note: reason });
      expect(page.mails.map((m) => m.kind)).toEqual(["confirmation", "cancelled"]);
      expect((await auditOf(order.number)).map((a) => [a.kind, a.after])).toEqual([["order.cancel", { status: "cancelled", reason }]]);

      // repeated: "already", no second mail, no second audit row
      expect(await cancelOrder(db, order.number, "again", STAFF)).toMatchObject({ ok: true, moved: false, outcome: { kind: "already" } });
      expect(mailsTo(email)).toHaveLength(2);
      expect(await auditOf(order.number)).toHaveLength(1);

      // paid: refunds are another matter; refused, nothing changes
      const paid = await guestOrder("bank");
      await moveOrderByNumber(db, paid.order.number, "markPaid", STAFF);
      expect(await cancelOrder(db, paid.order.number, "too late", STAFF)).toMatchObject({
        moved: false,
        outcome: { kind: "forbidden", reason: "paidNoRefund" },
      });
      expect((await orderRow(paid.order.number)).status).toBe("paid");
    });

    it("the cancellation mail speaks the storefront's language: Hungarian, cash on delivery, nothing charged", async () => {
      const { order, email } = await guestOrder("cod", { prefix: "/hu", host: EU, product: products[2] });
      expect(order.lang).toBe("hu");
      expect(await cancelOrder(db, order.number, "A csomag sérült.", STAFF)).toMatchObject({ ok: true, moved: true });
      const mail = (await waitForMails(email, 2)).find((m) => m.subject === `A(z) ${order.number} számú rendelését töröltük`)!;
      expect(mail.text).toContain("Az ok:\n> A csomag sérült.");
      expect(mail.text).toContain("Ezért a rendelésért semmit nem számoltunk fel.");
    });

    it("notes and mails sent again: only mails the order has had; each change audited", async () => {
      const { order, email } = await guestOrder("cod");
      expect(await addOrderNote(db, order.number, "  ", STAFF)).toEqual({ ok: false, problem: "note" });
      expect(await addOrderNote(db, order.number, "x".repeat(2001), STAFF)).toEqual({ ok: false, problem: "note" });
      expect(await addOrderNote(db, "SU-2026-999999999", "hello", STAFF)).toEqual({ ok: false, problem: "notFound" });
      expect(await addOrderNote(db, order.number, "Kupec pokliče pred dostavo.\r\nVhod z dvorišča.", STAFF)).toEqual({ ok: true });

      expect(await resendOrderMail(db, order.number, "shipped", STAFF)).toEqual({ ok: false, problem: "mail" });
      expect(await resendOrderMail(db, order.number, "certificate", STAFF)).toEqual({ ok: false, problem: "mail" });
      expect(await resendOrderMail(db, order.number, "bogus", STAFF)).toEqual({ ok: false, problem: "mail" });
      expect(await resendOrderMail(db, "SU-2026-999999999", "confirmation", STAFF)).toEqual({ ok: false, problem: "notFound" });
      const resent = await resendOrderMail(db, order.number, "confirmation", STAFF);
      expect(resent).toMatchObject({ ok: true, mails: { sent: 1, queued: 0 } });
      const confirmations = (await waitForMails(email, 2)).filter((m) => m.subject === `Vaše naročilo ${order.number}`);
      expect(confirmations).toHaveLength(2);

      const page = (await getAdminOrder(db, order.number))!;
      expect(page.notes).toEqual([{ author: STAFF, body: "Kupec pokliče pred dostavo.\nVhod z dvorišča.", createdAt: expect.any(String) }]);
      expect(page.mails.map((m) => [m.kind, m.state])).toEqual([
        ["confirmation", "sent"],
        ["confirmation", "sent"],
      ]);
      expect((await auditOf(order.number)).map((a) => a.kind)).toEqual(["order.resend-mail", "order.note"]);
      expect(await getAdminOrder(db, "SU-2026-999999999")).toBeNull();
    });

    it("the list: every storefront, newest first, 50 a page, filters and a search by number, e-mail or name, each through an index", async () => {
      const tag = randomBytes(3).toString("hex");
      const a = await guestOrder("bank", { email: `list-${tag}-a@example.com` });
      const b = await guestOrder("cod", { email: `list-${tag}-b@example.com` });
      const c = await guestOrder("cod", { email: `list-${tag}-c@example.com`, prefix: "/hu", host: EU, product: products[2] });
      // placement makes the delivery name searchable; one order renamed as if placed by Kovács Éva
      expect((await orderRow(a.order.number)).search_name).toBe("ana novak");
      const renamed = { ...JSON.parse(b.order.address), firstName: "Éva", lastName: `Kovács${tag}` };
      await db
        .updateTable("shop_order")
        .set({ address: JSON.stringify(renamed), ...orderSearchNames(renamed) })
        .where("id", "=", b.order.id)
        .execute();

      const numbers = async (filter: Parameters<typeof listAdminOrders>[1], page = 1) => (await listAdminOrders(db, filter, page)).items.map((i) => i.number);
      expect(await numbers({ q: `list-${tag}` })).toEqual([c.order.number, b.order.number, a.order.number]);
      expect(await numbers({ q: `LIST-${tag}-B` })).toEqual([b.order.number]);
      expect(await numbers({ q: a.order.number.toLowerCase() })).toEqual([a.order.number]);
      expect(await numbers({ q: `kovacs${tag}` })).toEqual([b.order.number]);
      expect(await numbers({ q: `Éva Kovács${tag}` })).toEqual([b.order.number]);
      expect(await numbers({ q: `ovacs${tag}` })).toEqual([]);
      expect(await numbers({ q: "\u0301 \u0301" })).toEqual([]);
      expect(await numbers({ q: `list-${tag}`, department: "chu" })).toEqual([c.order.number]);
      expect(await numbers({ q: `list-${tag}`, payment: "bank" })).toEqual([a.order.number]);
      expect(await numbers({ q: `list-${tag}`, status: "placed", payment: "cod" })).toEqual([c.order.number, b.order.number]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await numbers({ q: `list-${tag}`, from: today, to: today })).toHaveLength(3);
      expect(await numbers({ q: `list-${tag}`, to: "2020-01-01" })).toEqual([]);

      const first = await listAdminOrders(db, { q: `list-${tag}` });
      expect(first.total).toBe(3);
      expect(first.items[1]).toEqual({
        number: b.order.number,
        createdAt: b.order.created_at,
        status: "placed",
        department: "su",
        paymentMethod: "cod",
        email: `list-${tag}-b@example.com`,
        name: `Éva Kovács${tag}`,
        grandTotal: b.order.grand_total,
        currencyCode: "EUR",
      });
      // paging over every order: 50 a page, newest first, the same total on each page
      const all = await listAdminOrders(db, {});
      const second = await listAdminOrders(db, {}, 2);
      expect(all.items.length).toBe(Math.min(50, all.total));
      expect(second.total).toBe(all.total);
      const created = [...all.items, ...second.items].map((i) => i.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect(new Set([...all.items, ...second.items].map((i) => i.number)).size).toBe(all.items.length + second.items.length);
      expect((await listAdminOrders(db, {}, 0)).page).toBe(1);
      expect((await listAdminOrders(db, { status: "placed" })).items.every((i) => i.status === "placed")).toBe(true);

      expect(await findOrderNumberExact(db, ` ${c.order.number.toLowerCase()} `)).toBe(c.order.number);
      expect(await findOrderNumberExact(db, "SU-2026-999999999")).toBeNull();
      expect(await findOrderNumberExact(db, `list-${tag}`)).toBeNull();
    });

    it("the CSV export is the filtered list in the desk's format, a formula-looking cell written as text", async () => {
      const tag = randomBytes(3).toString("hex");
      const { order } = await guestOrder("bank", { email: `=cmd${tag}@example.com` });
      const csv = await exportAdminOrdersCsv(db, { q: `=cmd${tag}` });
      const [header, row, ...rest] = csv.trim().split("\n");
      expect(rest).toEqual([]);
      expect(header.split(",").slice(0, 5)).toEqual(["number", "created_at", "status", "department", "email"]);
      expect(row.split(",").slice(0, 5)).toEqual([order.number, order.created_at, "placed", "su", `'=cmd${tag}@example.com`]);
      expect(row).toContain(`,${(order.grand_total / 100).toFixed(2)},`);
    });

    it("packing slips: storefront, number, date, address and what goes in the box — no prices", async () => {
      const { order } = await guestOrder("cod", { product: products[3] });
      const { slips, missing } = await getPackingSlip(db, [order.number.toLowerCase(), "SU-2026-999999999"]);
      expect(missing).toEqual(["SU-2026-999999999"]);
      const name = await db.selectFrom("shop_order_line").select(["sku", "name"]).where("order_id", "=", order.id).executeTakeFirstOrThrow();
      expect(slips).toEqual([
        {
          storefront: "Lumera Slovenija",
          number: order.number,
          createdAt: order.created_at,
          address: { name: "Ana Novak", street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI", phone: "" },
          pickupShop: null,
          lines: [{ sku: name.sku, name: name.name, qty: 1 }],
        },
      ]);
      expect(JSON.stringify(slips)).not.toMatch(/price|total/i);
    });

    it("the start page: sales today and this month per storefront and currency, and what waits", async () => {
      const { order } = await guestOrder("bank");
      const su = (figures: Awaited<ReturnType<typeof salesSummary>>) => figures.find((f) => f.department === "su" && f.currencyCode === "EUR");
      const [salesBefore, waitingBefore] = [await salesSummary(db), await waitingCounts(db)];
      await moveOrderByNumber(db, order.number, "markPaid", STAFF);
      const [salesAfter, waitingAfter] = [await salesSummary(db), await waitingCounts(db)];
      const before = su(salesBefore) ?? { today: { orders: 0, total: 0 }, month: { orders: 0, total: 0 } };
      expect(su(salesAfter)!.today).toEqual({ orders: before.today.orders + 1, total: before.today.total + order.grand_total });
      expect(su(salesAfter)!.month).toEqual({ orders: before.month.orders + 1, total: before.month.total + order.grand_total });
      expect(waitingAfter.awaitingTransfer).toBe(waitingBefore.awaitingTransfer - 1);
      expect(waitingAfter.toShip).toBe(waitingBefore.toShip + 1);
      // tomorrow nothing was sold yet today
      const tomorrow = new Date(Date.now() + 86_400_000);
      if (tomorrow.getUTCMonth() === new Date().getUTCMonth()) expect(su(await salesSummary(db, tomorrow))?.today.orders ?? 0).toBe(0);

      const created = new Date(Date.now() - 3600_000).toISOString();
      const mail = { to_address: "x@example.com", from_name: "x", subject: "s", text: "t", html: "h", next_attempt_at: created, created_at: created };
      await db
        .insertInto("mail_queue")
        .values([{ ...mail, status: "failed", attempts: 10 }])
        .execute();
      expect((await waitingCounts(db)).failedMails).toBe(waitingAfter.failedMails + 1);
    });

    it("the order desk ships and cancels through the same services: --carrier/--tracking and --reason", async () => {
      const desk = (...args: string[]) => runOrders(server, args, { OUTBOX_DIR: getEnv().OUTBOX_DIR });
      const { order, email } = await guestOrder("cod");
      const bad = await desk("mark-shipped", order.number, "--carrier", "pigeon", "--tracking", "1");
      expect([bad.code, bad.stderr.trim().split("\n").length]).toEqual([1, 1]);
      expect(bad.stderr).toMatch(/--carrier must be one of posta-si, posta-hr/);
      const lone = await desk("mark-shipped", order.number, "--tracking", "1");
      expect(lone.stderr).toMatch(/--carrier and --tracking go together/);
      const shipped = await desk("mark-shipped", order.number, "--carrier", "dpd", "--tracking", "0123456789");
      expect(shipped.stderr).toBe("");
      expect(shipped.stdout).toMatch(new RegExp(`${order.number}: placed → shipped; parcel dpd 0123456789 recorded; shipped mail sent to the shopper\\.`));
      const mail = (await waitForMails(email, 2)).find((m) => m.subject.includes("je na poti"))!;
      expect(mail.text).toContain("DPD, številka pošiljke 0123456789: https://tracking.dpd.de/status/en_US/parcel/0123456789");
      const show = await desk("show", order.number);
      expect(show.stdout).toContain("Parcel: DPD 0123456789 https://tracking.dpd.de/status/en_US/parcel/0123456789");

      const refused = await desk("cancel", order.number, "--reason", "Zavrnjen paket.");
      expect(refused.stdout).toMatch(
        /shipped → cancelled; stock, certificate balances, points and code usage given back; cancellation mail sent to the shopper\./,
      );
      expect((await getAdminOrder(db, order.number))!.events.at(-1)).toMatchObject({ to: "cancelled", note: "Zavrnjen paket." });
      expect(await auditOf(order.number)).toEqual([]);
    });
  });
}
