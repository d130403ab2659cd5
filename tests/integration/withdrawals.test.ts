import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { checkoutClient, PASSWORD, SI, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { mailQueueDrained, type OutboxMail, readOutbox, waitForOutbox } from "../support/outbox";
import { databasesOfTheirOwn, type RunningServer, startServer } from "../support/server";
import { createStaff, get as adminGet, post as adminPost, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// The EU withdrawal function (README "After the sale"; Art. 11a CRD) against the real server on
// SQLite and PostgreSQL: two steps, nothing stored before the confirmation, the time of receipt
// stored, the acknowledgement of receipt mailed to the order's address with the content and the
// time; the same answer for a matching, a non-matching and an unknown order number, so a stranger
// learns nothing; field errors with nothing stored; a late withdrawal stored; the back office's
// list and page, where support reads and only managers and owners change a status.
// The shared servers see every request from one address, so this file confirms at most a few
// withdrawals there; the rate limit is met on a server of its own that trusts X-Forwarded-For.

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const server of inject("servers")) {
  describe(`withdrawing from a contract on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: { id: number };
    let manager: { email: string; cookie: string };
    let support: { email: string; cookie: string };
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const outbox = () => `${server.dataDir}/outbox`;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("withdrawal")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const mailsTo = (address: string) => readOutbox(outbox()).filter((m) => m.to.includes(address));

    /** A guest's cash-on-delivery order, shipped and delivered at the back office by a manager. */
    async function deliveredGuestOrder(email = uniqueEmail("withdraw")) {
      const cookie = await shop().guestWith(product.id, 1);
      const { order } = await shop().placeOrder(cookie, { email });
      for (const intent of ["ship", "deliver"]) {
        const moved = await adminPost(base, `/admin/orders/${order.number}`, { intent }, manager.cookie);
        expect(moved.status, moved.body.slice(0, 500)).toBe(302);
      }
      return { number: order.number, email, id: order.id };
    }

    const declaration = (o: { number: string; email: string }, extra: Record<string, string> = {}) => ({
      name: "Ana Novak",
      email: o.email,
      orderNumber: o.number,
      scope: "all",
      items: "",
      reason: "",
      ...extra,
    });

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      product = await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
        .orderBy("p.id", "desc")
        .offset(40)
        .limit(1)
        .executeTakeFirstOrThrow();
      const m = await createStaff(db, "manager");
      manager = { email: m.email, cookie: (await signIn(base, db, m.email)).cookie };
      const s = await createStaff(db, "support");
      support = { email: s.email, cookie: (await signIn(base, db, s.email)).cookie };
      // the manager follows new orders: a withdrawal is mailed to them too
      await db.updateTable("staff").set({ notify_orders: 1 }).where("email", "=", m.email).execute();
    });
    afterAll(async () => close());

    it("every page's footer links to the form, in the storefront's own words, and it opens without signing in", async () => {
      const home = await shop().get("/");
      expect(home.body).toContain("Odstop od pogodbe");
      expect(home.body).toMatch(/<a [^>]*data-withdraw-link[^>]*>Odstop od pogodbe</);
      expect(home.body).toMatch(/<a [^>]*data-withdraw-link[^>]*href="\/withdrawal"|<a [^>]*href="\/withdrawal"[^>]*data-withdraw-link/);
      const hr = await request(base, "/", { host: "hr.lumera.localhost" });
      expect(hr.body).toContain("Jednostrani raskid ugovora");
      const page = await shop().get("/withdrawal");
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-withdrawal="form"');
      for (const name of ["name", "email", "orderNumber", "reason"]) expect(page.body).toContain(`name="${name}"`);
      expect(page.body).toContain('value="review"');
      expect(page.body).toContain("Odstopam od pogodbe");
      expect(page.headers["cache-control"]).toMatch(/no-store/);
    });

    it("two steps: the form shows what will be sent, nothing is stored before the confirmation; then it is stored with its time and acknowledged", async () => {
      const order = await deliveredGuestOrder();
      const before = await count();
      const review = await shop().postForm("/withdrawal", { ...declaration(order, { reason: "Premajhno" }), intent: "review" });
      expect(review.status).toBe(200);
      expect(review.body).toContain('data-withdrawal="confirm"');
      expect(review.body).toContain("Potrjujem odstop");
      expect(review.body).toContain(order.number);
      expect(review.body).toContain("Premajhno");
      expect(await count()).toBe(before);
      expect(mailsTo(order.email).some((m) => m.subject.includes("odstop"))).toBe(false);

      const sentAt = new Date().toISOString();
      const confirmed = await shop().postForm("/withdrawal", { ...declaration(order, { reason: "Premajhno" }), intent: "confirm" });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.location).toBe("/withdrawal?sent=1");
      const row = await db.selectFrom("withdrawal").selectAll().where("order_number", "=", order.number).executeTakeFirstOrThrow();
      expect(row.received_at).toMatch(ISO_MS);
      expect(row.received_at >= sentAt && row.received_at <= new Date().toISOString()).toBe(true);
      expect(row).toMatchObject({ order_id: order.id, department: "su", status: "received", email: order.email, name: "Ana Novak" });
      expect(JSON.parse(row.content)).toMatchObject({ orderNumber: order.number, items: { scope: "all" }, reason: "Premajhno" });
      expect(row.client_key).not.toBe("");
      expect(row.period_ends_at).not.toBeNull();

      const [ack] = await waitForOutbox(outbox(), () =>
        mailsTo(order.email).some((m) => m.subject.includes(order.number) && m.text.includes(row.received_at)),
      ).then(() => mailsTo(order.email).filter((m) => m.text.includes(row.received_at)));
      expect(ack.subject).toBe(`Prejeli smo vaš odstop od naročila ${order.number}`);
      expect(ack.text).toContain("Ana Novak");
      expect(ack.text).toContain(order.number);
      expect(ack.text).toContain("> Premajhno");
      expect(ack.text).toContain("potrjujemo prejem");
      expect(ack.html).toContain(row.received_at);
      expect(ack.html).not.toMatch(/<a\s/);

      // staff who follow new orders hear of it, in English, with the withdrawal's page
      const notice = await waitForOutbox(outbox(), () => mailsTo(manager.email).some((m) => m.subject.includes(`Withdrawal #${row.id}`)));
      expect(notice.find((m) => m.subject.includes(`Withdrawal #${row.id}`))!.text).toContain(`/admin/withdrawals/${row.id}`);

      const done = await shop().get("/withdrawal?sent=1");
      expect(done.body).toContain('data-withdrawal="done"');
      // the order's history (the back office's notes) names it
      const staffPage = await adminGet(base, `/admin/orders/${order.number}`, manager.cookie);
      expect(staffPage.body).toContain(`Withdrawal #${row.id} received`);
    });

    it("a stranger probing order numbers learns nothing: the same answers for a match, a wrong e-mail and an unknown number, and no mail to the stranger", async () => {
      const order = await deliveredGuestOrder();
      const stranger = uniqueEmail("stranger");
      const unknown = order.number.replace(/\d{6,}$/, (digits) => String(Number(digits) + 900000).padStart(digits.length, "0"));
      const cases = [
        { label: "match", fields: declaration(order) },
        { label: "wrong e-mail", fields: declaration({ number: order.number, email: stranger }) },
        { label: "unknown number", fields: declaration({ number: unknown, email: stranger }) },
      ];
      const answers = [];
      for (const c of cases) {
        const review = await shop().postForm("/withdrawal", { ...c.fields, intent: "review" });
        const confirm = await shop().postForm("/withdrawal", { ...c.fields, intent: "confirm" });
        const done = await shop().get(confirm.headers.location ?? "/");
        // apart from the input echoed on the review step, the answers are one
        // (and each answer's own CSP nonce)
        const echoless = (body: string) =>
          body
            .replaceAll(c.fields.orderNumber, "#")
            .replaceAll(c.fields.email, "@")
            .replace(/nonce="[^"]*"/g, "nonce");
        answers.push({
          review: [review.status, echoless(review.body)],
          confirm: [confirm.status, confirm.headers.location, confirm.body],
          done: [done.status, echoless(done.body)],
        });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // all three are stored for staff; only the match is linked to the order
      const rows = await db
        .selectFrom("withdrawal")
        .select(["order_number", "email", "order_id"])
        .where("order_number", "in", [order.number, unknown])
        .execute();
      expect(rows.filter((r) => r.order_id === order.id).map((r) => r.email)).toEqual([order.email]);
      expect(rows.filter((r) => r.order_id === null).length).toBe(2);
      await mailQueueDrained(db);
      expect(mailsTo(stranger)).toEqual([]);
    });

    it("bad input is shown again with each message at its field, in the storefront's language, and nothing is stored", async () => {
      const before = await count();
      for (const intent of ["review", "confirm"]) {
        const bad = await shop().postForm("/withdrawal", { name: "", email: "ni-naslov", orderNumber: "42", scope: "some", items: "", reason: "", intent });
        expect(bad.status).toBe(400);
        expect(bad.body).toContain('data-withdrawal="form"');
        expect(bad.body).toContain("Vpišite svoje ime.");
        expect(bad.body).toContain("Navedite, katere izdelke vračate");
        expect(bad.body).toMatch(/id="withdrawal-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="withdrawal-email"/);
        expect(bad.body).toContain('value="ni-naslov"');
      }
      expect(await count()).toBe(before);
    });

    it("a signed-in customer's order page offers the withdrawal with its period while it lasts, and the form comes filled in with the order's lines to tick", async () => {
      const email = uniqueEmail("withdraw-customer");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Eva", lastName: "Kranjc" });
      const cookie = await shop().logIn(email);
      await shop().postForm("/cart", { intent: "add", productId: String(product.id), qty: "1" }, { cookie });
      const { order } = await shop().placeOrder(cookie);
      const orderPage = await shop().get(`/profile/orders/${order.number}`, cookie);
      expect(orderPage.body).toContain(`/withdrawal?order=${order.number}`);
      expect(orderPage.body).toContain("14 dneh od dostave");
      const form = await shop().get(`/withdrawal?order=${order.number}`, cookie);
      expect(form.body).toContain(`value="${order.number}"`);
      expect(form.body).toContain(`value="${email}"`);
      expect(form.body).toContain('value="Ana Novak"');
      expect(form.body).toMatch(/type="checkbox" name="line-\d+"/);
      // a stranger with the same link sees an empty form
      const anonymous = await shop().get(`/withdrawal?order=${order.number}`);
      expect(anonymous.body).not.toContain(`value="${order.number}"`);
      expect(anonymous.body).not.toMatch(/name="line-\d+"/);

      // delivered: the page names the last day; once the period is over it no longer offers the withdrawal
      for (const intent of ["ship", "deliver"]) expect((await adminPost(base, `/admin/orders/${order.number}`, { intent }, manager.cookie)).status).toBe(302);
      const delivered = await shop().get(`/profile/orders/${order.number}`, cookie);
      expect(delivered.body).toMatch(/data-withdrawal-period="\d{4}-\d{2}-\d{2}T/);
      expect(delivered.body).toContain("14 dni od dostave");
      await db
        .updateTable("order_event")
        .set({ created_at: new Date(Date.now() - 15 * 24 * 3600_000).toISOString() })
        .where("order_id", "=", order.id)
        .where("to_status", "=", "delivered")
        .execute();
      const over = await shop().get(`/profile/orders/${order.number}`, cookie);
      expect(over.status).toBe(200);
      expect(over.body).not.toContain(`/withdrawal?order=${order.number}`);
    });

    it("a withdrawal after the period is stored and acknowledged; staff see it marked and decide", async () => {
      const order = await deliveredGuestOrder();
      // delivered 20 days ago: the 14 days ran out
      await db
        .updateTable("order_event")
        .set({ created_at: new Date(Date.now() - 20 * 24 * 3600_000).toISOString() })
        .where("order_id", "=", order.id)
        .where("to_status", "=", "delivered")
        .execute();
      const confirm = await shop().postForm("/withdrawal", { ...declaration(order), intent: "confirm" });
      expect(confirm.status).toBe(303);
      const row = await db.selectFrom("withdrawal").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
      expect(row.period_ends_at! < row.received_at).toBe(true);
      await waitForOutbox(outbox(), () => mailsTo(order.email).some((m: OutboxMail) => m.text.includes(row.received_at)));

      const list = await adminGet(base, "/admin/withdrawals", support.cookie);
      expect(list.status).toBe(200);
      expect(list.body).toContain(`data-withdrawal-id="${row.id}"`);
      expect(list.body).toContain("after the period");
      const page = await adminGet(base, `/admin/withdrawals/${row.id}`, support.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`/admin/orders/${order.number}`);
      expect(page.body).not.toContain('value="goodsBack"');

      // support reads but cannot change it: 403, nothing changed, nothing audited
      const forbidden = await adminPost(base, `/admin/withdrawals/${row.id}`, { intent: "goodsBack" }, support.cookie);
      expect(forbidden.status).toBe(403);
      expect((await db.selectFrom("withdrawal").select("status").where("id", "=", row.id).executeTakeFirstOrThrow()).status).toBe("received");

      // a manager marks the goods back, then refuses it with a reason
      const back = await adminPost(base, `/admin/withdrawals/${row.id}`, { intent: "goodsBack" }, manager.cookie);
      expect(back.status).toBe(302);
      const noReason = await adminPost(base, `/admin/withdrawals/${row.id}`, { intent: "refuse", reason: "" }, manager.cookie);
      expect(noReason.status).toBe(400);
      const refused = await adminPost(base, `/admin/withdrawals/${row.id}`, { intent: "refuse", reason: "Prepozno" }, manager.cookie);
      expect(refused.status).toBe(302);
      const after = await db.selectFrom("withdrawal").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: "refused", refused_reason: "Prepozno", updated_by: `staff:${manager.email}` });
      expect(after.goods_back_at).toMatch(ISO_MS);
      expect(after.refused_at).toMatch(ISO_MS);
      const audit = await db.selectFrom("audit_log").select(["kind", "actor"]).where("subject", "=", `withdrawal:${row.id}`).orderBy("id").execute();
      expect(audit).toEqual([
        { kind: "withdrawal.goods-back", actor: manager.email },
        { kind: "withdrawal.refused", actor: manager.email },
      ]);
      const notes = await db.selectFrom("order_note").select("body").where("order_id", "=", order.id).orderBy("id").execute();
      expect(notes.map((n) => n.body)).toEqual([
        `Withdrawal #${row.id} received (the shopper's declaration).`,
        `Withdrawal #${row.id}: goods are back.`,
        `Withdrawal #${row.id}: refused (Prepozno).`,
      ]);
      // filtered by status in the URL
      const refusedList = await adminGet(base, "/admin/withdrawals?status=refused", manager.cookie);
      expect(refusedList.body).toContain(`data-withdrawal-id="${row.id}"`);
      const receivedList = await adminGet(base, "/admin/withdrawals?status=received", manager.cookie);
      expect(receivedList.body).not.toContain(`data-withdrawal-id="${row.id}"`);
    });

    it("a manager settles a withdrawal with the order's return: the refund marks it refunded; another order's withdrawal is refused and nothing changes", async () => {
      const order = await deliveredGuestOrder();
      const other = await deliveredGuestOrder();
      expect((await shop().postForm("/withdrawal", { ...declaration(order), intent: "confirm" })).status).toBe(303);
      const w = await db.selectFrom("withdrawal").select(["id", "status"]).where("order_number", "=", order.number).executeTakeFirstOrThrow();
      const page = await adminGet(base, `/admin/withdrawals/${w.id}`, manager.cookie);
      expect(page.body).toContain(`/admin/orders/${order.number}/return?withdrawal=${w.id}`);
      const form = await adminGet(base, `/admin/orders/${order.number}/return?withdrawal=${w.id}`, manager.cookie);
      expect(form.body).toContain(`name="withdrawal" value="${w.id}"`);
      const line = await db.selectFrom("shop_order_line").select("id").where("order_id", "=", order.id).executeTakeFirstOrThrow();
      const fields = { [`qty-${line.id}`]: "1", shipping: "on", restock: "on", iban: "SI56 2633 0001 2039 086", accountName: "Ana Novak", intent: "refund" };

      // the withdrawal of one order named on another order's return: refused, nothing refunded
      const otherLine = await db.selectFrom("shop_order_line").select("id").where("order_id", "=", other.id).executeTakeFirstOrThrow();
      const forged = await adminPost(
        base,
        `/admin/orders/${other.number}/return`,
        {
          shipping: "on",
          restock: "on",
          iban: fields.iban,
          accountName: fields.accountName,
          intent: "refund",
          [`qty-${otherLine.id}`]: "1",
          withdrawal: String(w.id),
        },
        manager.cookie,
      );
      expect(forged.status).toBe(400);
      expect(forged.body).toContain("That withdrawal is not this order");
      expect(await db.selectFrom("order_return").select("id").where("order_id", "=", other.id).execute()).toEqual([]);

      const done = await adminPost(base, `/admin/orders/${order.number}/return`, { ...fields, withdrawal: String(w.id) }, manager.cookie);
      expect(done.status, done.body.slice(0, 400)).toBe(302);
      expect((await db.selectFrom("withdrawal").select("status").where("id", "=", w.id).executeTakeFirstOrThrow()).status).toBe("refunded");
      const ret = await db.selectFrom("order_return").select("withdrawal_id").where("order_id", "=", order.id).executeTakeFirstOrThrow();
      expect(ret.withdrawal_id).toBe(w.id);
      // settled: the withdrawal's page offers no second return
      expect((await adminGet(base, `/admin/withdrawals/${w.id}`, manager.cookie)).body).not.toContain("/return?withdrawal=");
    });

    it("the form, its error state, the confirm step, the done page and both back-office pages are valid HTML", async () => {
      const order = { number: "SU-2026-000001", email: uniqueEmail("vnu") };
      const row = await db.selectFrom("withdrawal").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
      const documents = [
        { label: "form", html: (await shop().get("/withdrawal")).body },
        { label: "errors", html: (await shop().postForm("/withdrawal", { name: "", email: "x", orderNumber: "", scope: "some", intent: "review" })).body },
        {
          label: "confirm",
          html: (await shop().postForm("/withdrawal", { ...declaration(order, { scope: "some", items: "2 × čaj", reason: "Ne\nugaja" }), intent: "review" }))
            .body,
        },
        { label: "done", html: (await shop().get("/withdrawal?sent=1")).body },
        { label: "admin list", html: (await adminGet(base, "/admin/withdrawals", manager.cookie)).body },
        { label: "admin page", html: (await adminGet(base, `/admin/withdrawals/${row.id}`, manager.cookie)).body },
      ];
      expect(await htmlErrors(documents)).toEqual([]);
    }, 60_000);
  });
}

// The limit of confirmations per client, on a server of its own trusting X-Forwarded-For from
// loopback, so that this test is its own client and meets no other file's budget.
for (const database of databasesOfTheirOwn()) {
  describe(`the withdrawal limit per client on ${database.name}`, () => {
    let server: RunningServer;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const made = await database.make();
      drop = made.drop;
      server = await startServer({ name: database.name, env: { ...made.env, SEED_PRODUCTS: "50", TRUST_PROXY: "loopback" } });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await drop?.();
    });

    it("ten confirmations an hour from one client, then a 429 page in the shopper's language and nothing stored; another client is not held up", async () => {
      const post = (ip: string, n: number) =>
        request(server.baseUrl, "/withdrawal", {
          host: SI,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${SI}`, "X-Forwarded-For": ip },
          body: new URLSearchParams({
            name: "Bot",
            email: `bot${n}@example.com`,
            orderNumber: `SU-2026-${String(900000 + n)}`,
            scope: "all",
            intent: "confirm",
          }).toString(),
        });
      for (let n = 0; n < 10; n++) expect((await post("203.0.113.7", n)).status).toBe(303);
      const limited = await post("203.0.113.7", 10);
      expect(limited.status).toBe(429);
      expect(limited.body).toContain("<html");
      expect(limited.body).toContain('lang="sl');
      expect((await post("198.51.100.9", 11)).status).toBe(303);
      const { db, close } = openDatabase(server.databaseUrl);
      try {
        const stored = await db.selectFrom("withdrawal").select("email").execute();
        expect(stored.map((r) => r.email)).not.toContain("bot10@example.com");
        expect(stored.length).toBe(11);
      } finally {
        await close();
      }
    });
  });
}
