import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { listAudit } from "~/services/audit-log.server";
import { bankTransferFor } from "~/services/bank-transfer.server";
import { resendOrderMail } from "~/services/order-moves.server";
import { cancelUnpaidTransfers, remindUnpaidTransfers } from "~/services/unpaid-transfers.server";
import { camt053, decimal, uploadStatement } from "../support/bank-statements";
import { checkoutClient, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { type OutboxMail, readOutbox, waitForOutbox } from "../support/outbox";
import { ADMIN, ADMIN_ORIGIN, createStaff, get, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Bank transfers that never arrive, and the bank's statements (README "After the sale"), on the
// shared test servers — SQLite and, with TEST_DATABASE_URL, PostgreSQL: the jobs' functions run
// here with a moved `now` (a reminder after 3 days, once; a cancel after 10 days that gives the
// stock back and mails the shopper), and the back office's statement page over HTTP: a camt.053
// file pays two orders and lists a short payment and an unmatched credit, the same file again
// changes nothing, a CSV statement, files that cannot be read, and who may post.

// this process sends the mails of the jobs it runs: to an outbox of its own
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bank-transfers-"));
process.env.LOG_LEVEL ??= "warn";

const DAY = 24 * 3600_000;
const PAGE = "/admin/payments/statements";

for (const server of inject("servers")) {
  describe(`bank transfers that never arrive, and bank statements, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    /** the product of the cancelled orders (whose stock is counted), and another for the rest */
    let product: number;
    let otherProduct: number;
    let manager: { email: string; cookie: string };
    let supportCookie: string;
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const jobMails = (email: string): OutboxMail[] => readOutbox(getEnv().OUTBOX_DIR).filter((m) => m.to.includes(email));
    const serverMails = (email: string): OutboxMail[] => readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(email));
    const orderRow = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    const eventsOf = (id: number) =>
      db.selectFrom("order_event").select(["from_status", "to_status", "actor", "note"]).where("order_id", "=", id).orderBy("id").execute();
    const statementCount = async () =>
      (
        await db
          .selectFrom("bank_statement_entry")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n;

    async function bankOrder(qty = 1, of = otherProduct) {
      const email = uniqueEmail("transfer");
      const cookie = await shop().guestWith(of, qty);
      const { order } = await shop().placeOrder(cookie, { payment: "bank", email });
      return { order, email, reference: (await bankTransferFor(db, order))!.reference };
    }

    const markPaid = (statement: string, entries: string[], cookie = manager.cookie, origin = ADMIN_ORIGIN) =>
      request(base, PAGE, {
        host: ADMIN,
        method: "POST",
        headers: { ...origin, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams([["intent", "markPaid"], ["statement", statement], ...entries.map((e) => ["entry", e])]).toString(),
      });

    /** The checkbox values (statement entry ids) a statement page proposes. */
    const proposed = (body: string) => [...body.matchAll(/<input type="checkbox" name="entry"[^>]* value="(\d+)"/g)].map((m) => m[1]);

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      [product, otherProduct] = (
        await stockedProductsQuery(db, { minStock: 40, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .offset(61)
          .limit(2)
          .execute()
      ).map((p) => p.id);
      const m = await createStaff(db, "manager");
      manager = { email: m.email, cookie: (await signIn(base, db, m.email)).cookie };
      const s = await createStaff(db, "support");
      supportCookie = (await signIn(base, db, s.email)).cookie;
    });
    afterAll(async () => close());

    it("an unpaid transfer is reminded after 3 days with the bank details and reference, in the storefront's language, once", async () => {
      const { order, email, reference } = await bankOrder();
      const placed = Date.parse(order.created_at);
      // not yet due: nothing happens
      await remindUnpaidTransfers(db, new Date(placed + 2 * DAY), 3, 10);
      expect((await orderRow(order.number)).transfer_reminded_at).toBeNull();

      const due = new Date(placed + 3 * DAY + 60_000);
      expect(await remindUnpaidTransfers(db, due, 3, 10)).toBeGreaterThanOrEqual(1);
      // again, and two instances at once: nothing more
      await remindUnpaidTransfers(db, new Date(due.getTime() + 3600_000), 3, 10);
      await Promise.all([
        remindUnpaidTransfers(db, new Date(due.getTime() + 7200_000), 3, 10),
        remindUnpaidTransfers(db, new Date(due.getTime() + 7200_000), 3, 10),
      ]);

      const row = await orderRow(order.number);
      expect(row.transfer_reminded_at).toBe(due.toISOString());
      expect(row.status).toBe("placed");
      const reminders = (await eventsOf(row.id)).filter((e) => e.actor === "system:transfer-reminder");
      expect(reminders).toEqual([{ from_status: "placed", to_status: "placed", actor: "system:transfer-reminder", note: "payment reminder mailed" }]);
      const audit = await listAudit(db, { subject: `order:${order.number}`, kind: "order.transfer-reminder" });
      expect(audit).toHaveLength(1);
      expect(audit[0].actor).toBe("system:transfer-reminder");

      const mails = await waitForOutbox(getEnv().OUTBOX_DIR, () => jobMails(email).length >= 1);
      const mine = mails.filter((m) => m.to.includes(email));
      expect(mine).toHaveLength(1);
      const [mail] = mine;
      // Slovenian, as the storefront: the amount, the reference and the shop's account
      expect(mail.subject).toContain(order.number);
      expect(mail.text).toContain("še nismo prejeli");
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain("SI56 1910 0000 0123 438");
      expect(mail.html).toContain(reference);
      expect(mail.html).toContain("<html");
      // the reminder is one of the order's mails
      const queued = await db.selectFrom("mail_queue").select("order_mail").where("order_id", "=", row.id).where("order_mail", "=", "reminder").execute();
      expect(queued).toHaveLength(1);
    });

    it("an unpaid transfer is cancelled after 10 days through the order service: stock back, the shop's cancellation mail, history and audit", async () => {
      const stock = await shop().stockOf(product);
      const { order, email } = await bankOrder(2, product);
      expect(await shop().stockOf(product)).toBe(stock - 2);
      const placed = Date.parse(order.created_at);
      await cancelUnpaidTransfers(db, new Date(placed + 9 * DAY), 10);
      expect((await orderRow(order.number)).status).toBe("placed");

      const due = new Date(placed + 10 * DAY + 60_000);
      // never reminded (a server down for days): no reminder once the cancel is due
      await remindUnpaidTransfers(db, due, 3, 10);
      expect((await orderRow(order.number)).transfer_reminded_at).toBeNull();
      await Promise.all([cancelUnpaidTransfers(db, due, 10), cancelUnpaidTransfers(db, due, 10)]);
      await cancelUnpaidTransfers(db, new Date(due.getTime() + DAY), 10);

      const row = await orderRow(order.number);
      expect(row.status).toBe("cancelled");
      expect(await shop().stockOf(product)).toBe(stock);
      const cancels = (await eventsOf(row.id)).filter((e) => e.to_status === "cancelled");
      expect(cancels).toEqual([{ from_status: "placed", to_status: "cancelled", actor: "system:transfer-expiry", note: "payment not received" }]);
      const audit = await listAudit(db, { subject: `order:${order.number}`, kind: "order.cancel" });
      expect(audit).toHaveLength(1);
      expect(audit[0].actor).toBe("system:transfer-expiry");

      await waitForOutbox(getEnv().OUTBOX_DIR, () => jobMails(email).length >= 1);
      const mails = jobMails(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain(order.number);
      // the reason in the shopper's language, and what becomes of a transfer sent late
      expect(mails[0].text).toContain("plačilo ni prispelo pravočasno");
      expect(mails[0].text).toContain("vam bomo denar vrnili");
      // sent again from the back office: the same words
      const resent = await resendOrderMail(db, order.number, "cancelled", `staff:${manager.email}`);
      expect(resent.ok).toBe(true);
      await waitForOutbox(getEnv().OUTBOX_DIR, () => jobMails(email).length >= 2);
      expect(jobMails(email)[1].text).toContain("plačilo ni prispelo pravočasno");
    });

    it("a camt.053 statement pays two orders, lists a short payment and an unmatched credit; the same file again changes nothing", async () => {
      const a = await bankOrder();
      const b = await bankOrder();
      const c = await bankOrder();
      const xml = camt053({
        RUN: `${server.name}-${Date.now()}`,
        // as a shopper types it: without the spaces, in small letters
        REF_A: a.reference.replace(/\s/g, "").toLowerCase(),
        AMOUNT_A: decimal(a.order.grand_total),
        NUMBER_B: b.order.number,
        AMOUNT_B: decimal(b.order.grand_total),
        REF_C: c.reference,
        AMOUNT_C: decimal(c.order.grand_total - 100),
      });
      const uploadPage = await get(base, PAGE, manager.cookie);
      expect(uploadPage.status).toBe(200);
      expect(uploadPage.body).toContain('type="file"');

      const uploaded = await uploadStatement(base, manager.cookie, "izpisek-2026-11-26.xml", xml);
      expect(uploaded.status, uploaded.body.slice(0, 500)).toBe(302);
      const location = uploaded.headers.location!;
      expect(location).toMatch(/^\/admin\/payments\/statements\?statement=\d+$/);
      const statementId = location.split("=")[1];

      const page = await get(base, location, manager.cookie);
      expect(page.status).toBe(200);
      const entries = proposed(page.body);
      expect(entries).toHaveLength(2);
      expect(page.body).toContain(`aria-label="Mark ${a.order.number} paid"`);
      expect(page.body).toContain(`aria-label="Mark ${b.order.number} paid"`);
      expect(page.body).toMatch(/data-outcome="short"[^]*Short payment/);
      expect(page.body).toContain("No order found for this reference or text");
      expect(page.body).not.toContain("DBIT");
      // nothing is paid by the upload itself
      expect((await orderRow(a.order.number)).paid_at).toBeNull();

      // another site's post is refused by the Origin check; support may not mark paid
      expect((await markPaid(statementId, entries, manager.cookie, { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
      expect((await markPaid(statementId, entries, supportCookie)).status).toBe(403);
      expect((await orderRow(a.order.number)).status).toBe("placed");

      const paid = await markPaid(statementId, entries);
      expect(paid.status).toBe(302);
      expect(decodeURIComponent(paid.headers.location!)).toContain(`Marked paid: ${a.order.number}, ${b.order.number}`);
      for (const { order } of [a, b]) {
        const row = await orderRow(order.number);
        expect(row.status).toBe("paid");
        const events = await eventsOf(row.id);
        expect(events.at(-1)).toMatchObject({ from_status: "placed", to_status: "paid", actor: `staff:${manager.email}` });
        const audit = await listAudit(db, { subject: `order:${order.number}`, kind: "order.mark-paid" });
        expect(audit).toHaveLength(1);
        expect(audit[0].actor).toBe(manager.email);
      }
      expect((await orderRow(c.order.number)).status).toBe("placed");
      // the shopper is told the payment arrived
      await waitForOutbox(path.join(server.dataDir, "outbox"), () => serverMails(a.email).length >= 2);

      // the same post again, and the same file again: nothing changes
      const again = await markPaid(statementId, entries);
      expect(again.status).toBe(302);
      const entriesBefore = await statementCount();
      const statementsBefore = await db.selectFrom("bank_statement").select("id").execute();
      const second = await uploadStatement(base, manager.cookie, "izpisek-2026-11-26.xml", xml);
      expect(second.status).toBe(200);
      expect(second.body).toContain("Already imported");
      expect(await statementCount()).toBe(entriesBefore);
      expect(await db.selectFrom("bank_statement").select("id").execute()).toHaveLength(statementsBefore.length);
      for (const { order } of [a, b]) {
        const row = await orderRow(order.number);
        expect((await eventsOf(row.id)).filter((e) => e.to_status === "paid")).toHaveLength(1);
      }

      // after the mark-paid the page lists what was paid from it and proposes nothing more
      const after = await get(base, location, manager.cookie);
      expect(proposed(after.body)).toEqual([]);
      expect(after.body).toContain("Paid from this statement");

      const malformed = await uploadStatement(base, manager.cookie, "broken.xml", "<Document><BkToCstmrStmt><Stmt></Document>");
      expect(
        await htmlErrors([
          { label: "upload page", html: uploadPage.body },
          { label: "proposals", html: page.body },
          { label: "after mark paid", html: after.body },
          { label: "refused file", html: malformed.body },
        ]),
      ).toEqual([]);
    });

    it("a CSV statement with its columns named in any letter case pays its order", async () => {
      const d = await bankOrder();
      const csv = [
        "BOOKING DATE;Amount;currency;Payment Reference;Remittance Information;Debtor Name",
        `26.11.2026;${decimal(d.order.grand_total).replace(".", ",")};EUR;${d.reference};Placilo;Ana Novak`,
        "26.11.2026;-4,50;EUR;;Provizija;Banka",
      ].join("\n");
      const uploaded = await uploadStatement(base, manager.cookie, `statement-${server.name}-${Date.now()}.csv`, csv);
      expect(uploaded.status, uploaded.body.slice(0, 500)).toBe(302);
      const page = await get(base, uploaded.headers.location!, manager.cookie);
      const entries = proposed(page.body);
      expect(entries).toHaveLength(1);
      const paid = await markPaid(uploaded.headers.location!.split("=")[1], entries);
      expect(paid.status).toBe(302);
      expect((await orderRow(d.order.number)).status).toBe("paid");
    });

    it("malformed XML, an XXE attempt and a CSV without the needed columns: 400 with the reason, nothing stored", async () => {
      const before = await statementCount();
      const cases = [
        { name: "broken.xml", content: "<Document><BkToCstmrStmt><Stmt><Ntry></Stmt></BkToCstmrStmt></Document>", says: "malformed" },
        {
          name: "xxe.xml",
          content: `<?xml version="1.0"?>\n<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document><BkToCstmrStmt><Stmt><Ntry><AcctSvcrRef>&x;</AcctSvcrRef></Ntry></Stmt></BkToCstmrStmt></Document>`,
          says: "document type",
        },
        { name: "columns.csv", content: "Date,Amount,Name\n2026-11-26,10.00,Ana\n", says: "missing: currency, reference or remittance text" },
      ];
      for (const c of cases) {
        const res = await uploadStatement(base, manager.cookie, c.name, c.content);
        expect(res.status, c.name).toBe(400);
        expect(res.body).toContain(c.says);
        expect(res.body).not.toContain("root:");
      }
      expect(await statementCount()).toBe(before);
    });

    it("support may not open or post to the statements; another site may not post", async () => {
      expect((await get(base, PAGE, supportCookie)).status).toBe(403);
      expect((await uploadStatement(base, supportCookie, "s.csv", "date,amount,currency,reference\n")).status).toBe(403);
      const forged = await request(base, PAGE, {
        host: ADMIN,
        method: "POST",
        headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded", Cookie: manager.cookie },
        body: "intent=upload",
      });
      expect(forged.status).toBe(403);
      // the navigation shows the room to a manager only
      expect((await get(base, "/admin", manager.cookie)).body).toContain(`href="${PAGE}"`);
      expect((await get(base, "/admin", supportCookie)).body).not.toContain(`href="${PAGE}"`);
    });
  });
}
