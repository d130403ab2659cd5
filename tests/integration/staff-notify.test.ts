import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { listAudit } from "~/services/audit-log.server";
import { runMorningSummary, sendMorningSummary } from "~/services/staff-notify.server";
import { disableStaff, setStaffNotify } from "~/services/staff.server";
import { checkoutClient, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { setEnvForFile } from "../support/env";
import { mailQueueDrained, readOutbox, waitForOutbox } from "../support/outbox";
import { ADMIN, createStaff, get, post, signIn } from "../support/staff";

// Staff told of the shop's day (issue 26 §3; README "Told of new orders"): each staff member's
// account page (the two mails they may choose, their open sessions, sign out everywhere); a short
// mail per new order to those who chose it — bank and cash orders when placed, card orders once
// paid — with its page on the admin host; the morning summary of what waits and what sold
// yesterday, by hand and as the once-a-day job. A disabled account is never mailed.

// the summaries this process sends are written to its own outbox, not the server's: a new folder,
// unless an earlier test file of this process fixed the configuration first (getEnv is parsed once)
setEnvForFile("OUTBOX_DIR", mkdtempSync(path.join(os.tmpdir(), "staff-notify-outbox-")));
const outbox = () => getEnv().OUTBOX_DIR;

for (const server of inject("servers")) {
  describe(`staff told of new orders on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: number;
    const base = server.baseUrl;
    const serverOutbox = path.join(server.dataDir, "outbox");
    const adminOrigin = `http://${ADMIN}:${new URL(base).port}`;
    const opted: number[] = [];
    let watcher: Awaited<ReturnType<typeof createStaff>>;
    let gone: Awaited<ReturnType<typeof createStaff>>;
    let quiet: Awaited<ReturnType<typeof createStaff>>;

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const rows = await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
        .orderBy("p.id")
        .limit(1)
        .execute();
      product = rows[0].id;
      watcher = await createStaff(db, "support", "watcher");
      gone = await createStaff(db, "manager", "gone");
      quiet = await createStaff(db, "manager", "quiet");
      // a colleague who chose both mails and then left: never mailed again
      await setStaffNotify(db, gone.id, { orders: true, summary: true }, "command:test");
      opted.push(gone.id);
      await disableStaff(db, gone.email, "command:test");
    });
    afterAll(async () => {
      // later test files place orders too: nobody here is mailed about them
      for (const id of opted) await setStaffNotify(db, id, { orders: false, summary: false }, "command:test");
      await close();
    });

    const queuedTo = (email: string) => db.selectFrom("mail_queue").select(["subject", "order_id"]).where("to_address", "=", email).execute();

    it("the account page: each staff member chooses the two mails (audited), sees their sessions and signs out everywhere", async () => {
      const first = await signIn(base, db, watcher.email);
      const second = await signIn(base, db, watcher.email);
      const page = await get(base, "/admin/account", first.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Mail me each new order");
      expect(page.body).toContain("Mail me a morning summary of what waits");
      expect(page.body).not.toMatch(/name="orders"[^>]*checked/);
      expect(page.body).toContain("(this browser)");
      expect(page.body.match(/<tr>/g)?.length).toBe(3); // the head and two browsers
      // the layout links to it, for every role
      expect(page.body).toContain('href="/admin/account"');

      const saved = await post(base, "/admin/account", { intent: "notify", orders: "on", summary: "on" }, first.cookie);
      expect(saved.status).toBe(302);
      expect(saved.headers.location).toBe("/admin/account?saved=1");
      opted.push(watcher.id);
      const row = await db.selectFrom("staff").select(["notify_orders", "notify_summary"]).where("id", "=", watcher.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ notify_orders: 1, notify_summary: 1 });
      expect(await listAudit(db, { subject: `staff:${watcher.id}`, kind: "staff.notify" })).toMatchObject([
        { actor: watcher.email, before: { orders: false, summary: false }, after: { orders: true, summary: true } },
      ]);
      expect((await get(base, "/admin/account", first.cookie)).body).toMatch(/name="orders"[^>]*checked/);

      // bad input: a 400, nothing changed
      for (const fields of [{ intent: "notify", orders: "yes" }, { intent: "delete-me" }] as Record<string, string>[]) {
        expect((await post(base, "/admin/account", fields, first.cookie)).status).toBe(400);
      }
      const still = await db.selectFrom("staff").select(["notify_orders", "notify_summary"]).where("id", "=", watcher.id).executeTakeFirstOrThrow();
      expect(still).toEqual({ notify_orders: 1, notify_summary: 1 });

      const out = await post(base, "/admin/account", { intent: "sign-out-everywhere" }, second.cookie);
      expect(out.status).toBe(302);
      expect(out.headers.location).toBe("/admin/sign-in?signedOut=1");
      for (const cookie of [first.cookie, second.cookie])
        expect((await get(base, "/admin/account", cookie)).headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Faccount");
      // the page and its posts are for the signed-in only
      expect((await get(base, "/admin/account")).status).toBe(302);
    });

    it("a cash order placed is mailed at once to those who chose it — number, storefront, total, payment, its page on the admin host — and to nobody else", async () => {
      const shop = checkoutClient(base, db);
      const cookie = await shop.guestWith(product, 1);
      const { order } = await shop.placeOrder(cookie, { payment: "cod", email: uniqueEmail("notified") });
      const mails = await waitForOutbox(serverOutbox, (all) => all.some((m) => m.to.includes(watcher.email) && m.subject.includes(order.number)));
      const mail = mails.find((m) => m.to.includes(watcher.email) && m.subject.includes(order.number))!;
      expect(mail.subject).toMatch(new RegExp(`^New order ${order.number} \\(Lumera [^)]+ \\(su\\), [\\d ,]+ EUR\\)$`));
      expect(mail.text).toContain(`A new order came in: ${order.number}.`);
      expect(mail.text).toContain("Payment: Cash on delivery, not paid yet");
      expect(mail.text).toContain(`Open it in the back office: ${adminOrigin}/admin/orders/${order.number}`);
      expect(mail.html).toContain(`href="${adminOrigin}/admin/orders/${order.number}"`);
      await mailQueueDrained(db);
      // not one of the order's own mails (its page lists the shopper's), and not to the others
      expect((await queuedTo(watcher.email)).filter((m) => m.subject.includes(order.number))).toEqual([expect.objectContaining({ order_id: null })]);
      expect(await queuedTo(gone.email)).toEqual([]);
      expect(await queuedTo(quiet.email)).toEqual([]);
    });

    it("a card order is mailed once paid, not while it waits at the payment page", async () => {
      const shop = checkoutClient(base, db);
      const cookie = await shop.guestWith(product, 1);
      const { order } = await shop.placeOrder(cookie, { payment: "card", email: uniqueEmail("card-notified") });
      await mailQueueDrained(db);
      const about = async () => (await queuedTo(watcher.email)).filter((m) => m.subject.includes(order.number));
      expect(await about()).toEqual([]);
      const paid = await shop.postForm("/checkout/status/success", { order: order.number }, { cookie });
      expect(paid.headers.location).toBe("/checkout/success");
      const mails = await waitForOutbox(serverOutbox, (all) => all.some((m) => m.to.includes(watcher.email) && m.subject.includes(order.number)));
      expect(mails.find((m) => m.to.includes(watcher.email) && m.subject.includes(order.number))!.text).toContain("Payment: Card, paid");
      expect(await about()).toHaveLength(1);
      expect(await queuedTo(gone.email)).toEqual([]);
    });

    it("the morning summary: by hand to every enabled account that chose it; as the job once a day from 07:00 server time", async () => {
      const queued = await sendMorningSummary(db);
      expect(queued).toBeGreaterThanOrEqual(1);
      const mails = await waitForOutbox(outbox(), (all) => all.some((m) => m.to.includes(watcher.email)));
      const mail = mails.find((m) => m.to.includes(watcher.email))!;
      expect(mail.subject).toMatch(/^What waits on \d{4}-\d\d-\d\d: \d+ orders to act on$/);
      expect(mail.text).toMatch(/- \d+ bank transfers? to match/);
      expect(mail.text).toMatch(/- \d+ paid orders? to ship/);
      expect(mail.text).toMatch(/Sales yesterday \(\d{4}-\d\d-\d\d, orders paid, UTC\):/);
      expect(mail.text).toContain(`The back office: ${adminOrigin}/admin`);
      expect(mail.text).toContain(`${adminOrigin}/admin/account`);
      expect(readOutbox(outbox()).filter((m) => m.to.includes(gone.email) || m.to.includes(quiet.email))).toEqual([]);

      // the job: nothing before 07:00; the first run of the day sends it, a second (or another instance) does not
      const morning = (hour: number) => new Date(2099, 0, 1, hour, 5);
      expect(await runMorningSummary(db, morning(6))).toBeNull();
      const before = readOutbox(outbox()).filter((m) => m.to.includes(watcher.email)).length;
      const [a, b] = await Promise.all([runMorningSummary(db, morning(7)), runMorningSummary(db, morning(7))]);
      expect([a, b].filter((n) => n !== null)).toHaveLength(1);
      expect(await runMorningSummary(db, morning(9))).toBeNull();
      const after = await waitForOutbox(outbox(), (all) => all.filter((m) => m.to.includes(watcher.email)).length > before);
      expect(after.filter((m) => m.to.includes(watcher.email)).at(-1)!.subject).toMatch(/^What waits on 2099-01-01:/);
      expect(after.filter((m) => m.to.includes(gone.email))).toEqual([]);
    });
  });
}
