import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { verifyEmail } from "~/services/accounts.server";
import { saveAddress } from "~/services/addresses.server";
import { listAudit } from "~/services/audit-log.server";
import { adjustPoints, endCustomerSessions, getCustomerAdmin, listCustomers, resendVerification } from "~/services/customer-admin.server";
import { authenticate, findCustomerByEmail, registerCustomer, setNewsletter } from "~/services/customers.server";
import { hashPassword } from "~/services/passwords.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { lookupToken } from "~/services/sessions.server";
import { checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { setEnvForFile } from "../support/env";
import { waitForOutbox } from "../support/outbox";

// The back office's customer services (DESIGN.md "Who uses it": merchants run the shop
// without SQL; "every change it makes is in one audit log"), on the shop's real databases — SQLite
// and, when TEST_DATABASE_URL is set, PostgreSQL — with orders placed through the real checkout:
// the list and its search, a customer's page (orders, points and their history, the newsletter
// consent with when and where it was given, open sessions without their tokens), and what staff
// do for a customer: mail the verification again, sign them out everywhere, adjust their points.

const STAFF = "ana@lumera.example";
// the mails this process sends (resendVerification) are written here, not in the server's outbox —
// unless another test file of this worker read the configuration first (getEnv() is read once per
// process): the folder is then that file's, so the mails are looked for where getEnv() says
setEnvForFile("OUTBOX_DIR", process.env.OUTBOX_DIR ?? mkdtempSync(path.join(os.tmpdir(), "customer-admin-outbox-")));

for (const server of inject("servers")) {
  describe(`customer services of the back office on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: number;
    let passwordHash: string;
    const shop = () => checkoutClient(server.baseUrl, db);

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
        .where("p.regular_price", ">=", 2000)
        .orderBy("p.id")
        .limit(1)
        .execute();
      product = rows[0].id;
      passwordHash = await hashPassword(PASSWORD);
    });
    afterAll(async () => close());

    const customerNamed = async (email: string, names: { firstName: string; lastName: string } = { firstName: "Ana", lastName: "Novak" }) => {
      const created = await registerCustomer(db, { email, password: PASSWORD, ...names, newsletter: false, department: "su" }, passwordHash);
      if (!created) throw new Error(`could not create ${email}`);
      return created;
    };
    const audited = (id: number) => listAudit(db, { subject: `customer:${id}` });

    it("lists customers newest first, 50 a page, found by the start of their address in any case or by a part of their name", async () => {
      const tag = `adm${randomBytes(4).toString("hex")}`;
      const made = [];
      for (let i = 0; i < 52; i++) {
        const names = i < 2 ? { firstName: "Ivana", lastName: `Zorko${tag}` } : { firstName: "Ana", lastName: "Novak" };
        made.push(await customerNamed(`${tag}-${i}@example.com`, names));
      }
      const first = await listCustomers(db, { q: tag.toUpperCase() });
      expect(first.total).toBe(52);
      expect(first.items).toHaveLength(50);
      expect(first.items[0]).toMatchObject({
        id: made[51].id,
        email: `${tag}-51@example.com`,
        department: "su",
        verified: false,
        erased: false,
        orderCount: 0,
      });
      expect(first.items.map((c) => c.id)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((c) => c.id),
      );
      const second = await listCustomers(db, { q: tag, page: 2 });
      expect(second).toMatchObject({ total: 52, page: 2 });
      expect(second.items.map((c) => c.id)).toEqual([made[1].id, made[0].id]);

      // a part of the name, in any case; the address only by its start
      expect((await listCustomers(db, { q: `orko${tag.toUpperCase()}` })).items.map((c) => c.id)).toEqual([made[1].id, made[0].id]);
      expect((await listCustomers(db, { q: `vana zorko${tag}` })).total).toBe(2);
      expect((await listCustomers(db, { q: `${tag}-5` })).items.map((c) => c.email)).toEqual([
        `${tag}-51@example.com`,
        `${tag}-50@example.com`,
        `${tag}-5@example.com`,
      ]);
      expect((await listCustomers(db, { q: `-51@example.com` })).items.map((c) => c.id)).not.toContain(made[51].id);
      // LIKE's wildcards are letters like any other
      expect((await listCustomers(db, { q: `${tag}_5` })).total).toBe(0);
      expect((await listCustomers(db, { q: `${tag}%` })).total).toBe(0);

      // without a search: every customer, the newest first
      const all = await listCustomers(db, {});
      expect(all.total).toBeGreaterThanOrEqual(52);
      expect(all.items[0].id).toBe(made[51].id);
    });

    it("a customer's page: profile, addresses, orders, points with their history, the newsletter consent and the open sessions, never a token", async () => {
      const email = uniqueEmail("admin-page");
      const created = await registerCustomer(
        db,
        { email, password: PASSWORD, firstName: "Mojca", lastName: "Kovač", newsletter: true, department: "su" },
        passwordHash,
      );
      const id = created!.id;
      const registered = (await getCustomerAdmin(db, id))!;
      expect(registered.newsletter).toEqual({
        subscribed: true,
        at: registered.profile.createdAt,
        source: "registration",
        // the service was called without the form's words (as the API registers)
        history: [{ subscribed: true, at: registered.profile.createdAt, source: "registration", lang: null, text: null }],
      });
      // a change is recorded with where it was made; the same choice again keeps the first record
      await setNewsletter(db, id, false, "api");
      const off = (await getCustomerAdmin(db, id))!.newsletter;
      expect(off).toMatchObject({ subscribed: false, source: "api" });
      expect(off.history.map((c) => [c.subscribed, c.source])).toEqual([
        [false, "api"],
        [true, "registration"],
      ]);
      await setNewsletter(db, id, false, "profile");
      expect((await getCustomerAdmin(db, id))!.newsletter).toEqual(off);
      await setNewsletter(db, id, true);
      expect((await getCustomerAdmin(db, id))!.newsletter).toMatchObject({ subscribed: true, source: "profile" });

      const address = { firstName: "Mojca", lastName: "Kovač", street: "Prešernova 5", postcode: "2000", city: "Maribor", country: "SI" as const, phone: null };
      expect((await saveAddress(db, id, null, address)).ok).toBe(true);
      expect((await adjustPoints(db, id, 300, "Welcome back", STAFF)).ok).toBe(true);

      // an order that spends 100 points and is cancelled, then one that is paid
      const { postForm, logIn, placeOrder } = shop();
      const cookie = await logIn(email);
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "1" }, { cookie })).status).toBe(303);
      await db.updateTable("cart").set({ spent_points: 100 }).where("customer_id", "=", id).execute();
      const spending = (await placeOrder(cookie, { payment: "bank" })).order;
      expect(spending.points_spent).toBe(100);
      expect((await moveOrderByNumber(db, spending.number, "cancel", "desk:test")).moved).toBe(true);
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "1" }, { cookie })).status).toBe(303);
      const paid = (await placeOrder(cookie, { payment: "bank" })).order;
      expect(paid.points_earned).toBeGreaterThan(0);
      expect((await moveOrderByNumber(db, paid.number, "markPaid", "desk:test")).moved).toBe(true);

      const view = (await getCustomerAdmin(db, id))!;
      expect(view.profile).toMatchObject({ id, email, firstName: "Mojca", lastName: "Kovač", department: "su", verifiedAt: null, erasedAt: null });
      expect(view.addresses).toEqual([expect.objectContaining({ ...address, isDefault: true })]);
      expect(view.orders.map((o) => [o.number, o.status])).toEqual([
        [paid.number, "paid"],
        [spending.number, "cancelled"],
      ]);
      expect(view.orders[0]).toMatchObject({ grandTotal: paid.grand_total, currencyCode: "EUR" });
      expect(view.points.balance).toBe(300 + paid.points_earned);
      expect(view.points.history.map((e) => [e.kind, e.delta, e.orderNumber ?? e.reason])).toEqual([
        ["earned", paid.points_earned, paid.number],
        ["returned", 100, spending.number],
        ["spent", -100, spending.number],
        ["adjusted", 300, "Welcome back"],
      ]);
      // the history adds up to the balance
      expect(view.points.history.reduce((sum, e) => sum + e.delta, 0)).toBe(view.points.balance);

      const session = await shop().sessionOf(cookie);
      expect(view.sessions).toEqual([{ id: session.id, createdAt: expect.any(String), lastSeenAt: expect.any(String), expiresAt: expect.any(String) }]);
      expect(Date.parse(view.sessions[0].expiresAt) - Date.parse(view.sessions[0].lastSeenAt)).toBe(91 * 86_400_000);
      const hash = await db.selectFrom("session_token").select("token_hash").where("id", "=", session.id).executeTakeFirstOrThrow();
      const text = JSON.stringify(view);
      expect(text).not.toContain(hash.token_hash);
      expect(text).not.toContain(cookie.split("=")[1]);
      expect(text).not.toContain("argon2");

      expect((await listCustomers(db, { q: email })).items).toEqual([expect.objectContaining({ id, orderCount: 2 })]);
      expect(await getCustomerAdmin(db, 999_999_999)).toBeNull();
    });

    it("adjusts points with a reason the history shows, never below zero; refused input changes nothing and logs nothing", async () => {
      const { id } = await customerNamed(uniqueEmail("admin-points"));
      const refusals: [number, string, string][] = [
        [0, "nothing", "deltaInvalid"],
        [1.5, "half", "deltaInvalid"],
        [10, "  ", "reasonRequired"],
        [10, "x".repeat(301), "reasonTooLong"],
        [10, "two\nlines", "reasonInvalid"],
        [-1, "more than there is", "belowZero"],
      ];
      for (const [delta, reason, problem] of refusals) expect(await adjustPoints(db, id, delta, reason, STAFF)).toEqual({ ok: false, problem });
      expect(await adjustPoints(db, 999_999_999, 10, "nobody", STAFF)).toEqual({ ok: false, problem: "notFound" });
      expect(await audited(id)).toEqual([]);
      expect((await getCustomerAdmin(db, id))!.points).toEqual({ balance: 0, history: [] });

      expect(await adjustPoints(db, id, 40, "  Parcel arrived late  ", STAFF)).toEqual({ ok: true, balance: 40 });
      expect(await adjustPoints(db, id, -40, "Points of a returned order", STAFF)).toEqual({ ok: true, balance: 0 });
      expect(await adjustPoints(db, id, -1, "one more", STAFF)).toEqual({ ok: false, problem: "belowZero" });
      const points = (await getCustomerAdmin(db, id))!.points;
      expect(points.balance).toBe(0);
      expect(points.history.map((e) => [e.kind, e.delta, e.reason])).toEqual([
        ["adjusted", -40, "Points of a returned order"],
        ["adjusted", 40, "Parcel arrived late"],
      ]);
      const log = await audited(id);
      expect(log.map((r) => [r.actor, r.kind, r.before, r.after])).toEqual([
        [STAFF, "customer.points-adjust", { points: 40 }, { points: 0, delta: -40, reason: "Points of a returned order" }],
        [STAFF, "customer.points-adjust", { points: 0 }, { points: 40, delta: 40, reason: "Parcel arrived late" }],
      ]);
    });

    it("mails the verification link again, as registration does: the link verifies; refused once verified", async () => {
      const email = uniqueEmail("admin-verify");
      const { id } = await customerNamed(email, { firstName: "Tina", lastName: "Horvat" });
      expect(await resendVerification(db, id, STAFF)).toEqual({ ok: true });
      const mail = (await waitForOutbox(getEnv().OUTBOX_DIR, (mails) => mails.some((m) => m.to.includes(email)))).find((m) => m.to.includes(email))!;
      const link = /https?:\/\/\S+\/verify\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      expect(mail.text).toContain("Tina");
      expect(new URL(link![0]).hostname).toBe(
        (await db.selectFrom("storefront").select("domain").where("department", "=", "su").executeTakeFirstOrThrow()).domain,
      );
      expect(await verifyEmail(db, link![1])).toBe(true);
      expect((await getCustomerAdmin(db, id))!.profile.verifiedAt).not.toBeNull();

      expect(await resendVerification(db, id, STAFF)).toEqual({ ok: false, problem: "alreadyVerified" });
      expect(await resendVerification(db, 999_999_999, STAFF)).toEqual({ ok: false, problem: "notFound" });
      const log = await audited(id);
      expect(log.map((r) => [r.actor, r.kind])).toEqual([[STAFF, "customer.resend-verification"]]);
      expect(JSON.stringify(log)).not.toContain(link![1]);
    });

    it("signs a customer out everywhere: their cookies stop working at once", async () => {
      const email = uniqueEmail("admin-sessions");
      const { id } = await customerNamed(email);
      const cookies = [await shop().logIn(email), await shop().logIn(email)];
      const tokens = cookies.map((c) => c.split("=")[1]);
      for (const token of tokens) expect(await lookupToken(db, token)).toMatchObject({ type: "auth", customerId: id });
      expect(await endCustomerSessions(db, id, STAFF)).toEqual({ ok: true, ended: 2 });
      for (const token of tokens) expect(await lookupToken(db, token)).toBeNull();
      expect((await getCustomerAdmin(db, id))!.sessions).toEqual([]);
      const profile = await shop().get("/profile", cookies[0]);
      expect(profile.status).toBe(302);
      expect(await endCustomerSessions(db, 999_999_999, STAFF)).toEqual({ ok: false, problem: "notFound" });
      expect((await audited(id)).map((r) => [r.kind, r.before, r.after])).toEqual([["customer.end-sessions", { sessions: 2 }, { sessions: 0 }]]);
      // signing in again works: the account itself is untouched
      expect(await authenticate(db, email, PASSWORD)).toMatchObject({ id });
      expect(await findCustomerByEmail(db, email)).toMatchObject({ id });
    });
  });
}
