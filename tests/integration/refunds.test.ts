import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { checkoutClient, EU, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { addDiscountCode, addGiftCertificate } from "../support/codes";
import { createCustomer, uniqueEmail } from "../support/customers";
import { runOrders } from "../support/orders-cli";
import { type OutboxMail, readOutbox, waitForOutbox } from "../support/outbox";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Returns and refunds (README "After the sale") over HTTP against the shared test servers —
// SQLite and, with TEST_DATABASE_URL, PostgreSQL — on orders placed through the real checkout
// (bank transfer, paid with the back office's Mark paid): refund amounts against hand
// calculations (a discount code, shipping, a gift certificate, forints), never above what was
// paid even with posts sent at once, forged amounts and lines refused with nothing changed,
// support refused, the IBAN check, the SEPA file, the shopper's mail, valid HTML.

process.env.LOG_LEVEL ??= "warn";
const IBAN = "SI56 2633 0001 2039 086";

for (const server of inject("servers")) {
  describe(`returns and refunds on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[] = [];
    let manager = "";
    let support = "";
    const shop = () => checkoutClient(server.baseUrl, db);
    const base = server.baseUrl;
    const mailsTo = (email: string): OutboxMail[] => readOutbox(path.join(server.dataDir, "outbox")).filter((m) => m.to.includes(email));
    const orderRow = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    const linesOf = (orderId: number) => db.selectFrom("shop_order_line").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    const refundsOf = (orderId: number) => db.selectFrom("order_refund").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    const returnsOf = (orderId: number) => db.selectFrom("order_return").selectAll().where("order_id", "=", orderId).execute();

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const rows = await stockedProductsQuery(db, { minStock: 30, langs: ["sl", "hu"] })
        .orderBy("p.id", "desc")
        .offset(60)
        .limit(4)
        .execute();
      products = rows.map((r) => r.id);
      expect(products.length).toBe(4);
      manager = (await signIn(base, db, (await createStaff(db, "manager", "refunds")).email)).cookie;
      support = (await signIn(base, db, (await createStaff(db, "support", "refunds")).email)).cookie;
    });
    afterAll(async () => close());

    /** A paid bank-transfer order of a guest; `extras` runs on the cart before the order is placed (a code, a certificate). */
    async function paidOrder(
      lines: [number, number][],
      options: { extras?: (cartId: number) => Promise<void>; prefix?: string; host?: string; country?: string } = {},
    ) {
      const email = uniqueEmail("refunds");
      const where = { prefix: options.prefix, host: options.host };
      const cookie = await shop().guestWith(lines[0][0], lines[0][1], where);
      for (const [product, qty] of lines.slice(1)) {
        const added = await shop().postForm(
          `${options.prefix ?? ""}/cart`,
          { intent: "add", productId: String(product), qty: String(qty) },
          { cookie, host: options.host },
        );
        expect(added.status).toBe(303);
      }
      if (options.extras) {
        const session = await shop().sessionOf(cookie);
        const cart = await db.selectFrom("cart").select("id").where("session_token_id", "=", session.id).orderBy("id", "desc").executeTakeFirstOrThrow();
        await options.extras(cart.id);
      }
      const { order } = await shop().placeOrder(cookie, { payment: "bank", email, ...where, country: options.country });
      expect((await moveOrderByNumber(db, order.number, "markPaid", "staff:test@lumera.example")).moved).toBe(true);
      return { order: await orderRow(order.number), email, lines: await linesOf(order.id) };
    }

    it("a bank order with a code: one of two units and the shipping refunded to an IBAN, as paid; mailed, audited, in the SEPA file, marked sent", async () => {
      const code = await addDiscountCode(db, "percent", 10);
      const { order, email, lines } = await paidOrder([[products[0], 2]], {
        extras: (cart) =>
          db
            .updateTable("cart")
            .set({ discount_code_id: code.id })
            .where("id", "=", cart)
            .execute()
            .then(() => undefined),
      });
      const [line] = lines;
      expect(order.code_discount).toBeGreaterThan(0);
      // by hand: one line, so the code is all its own; a unit is half of what was paid for the line
      const unit = Math.round((line.line_total - order.code_discount) / 2);
      const expected = unit + order.shipping;
      const stockBefore = await shop().stockOf(products[0]);

      const form = await get(base, `/admin/orders/${order.number}/return`, manager);
      expect(form.status).toBe(200);
      expect(form.body).toContain(`name="qty-${line.id}"`);
      const fields = { [`qty-${line.id}`]: "1", shipping: "on", restock: "on", iban: IBAN, accountName: "Ana Novak" };
      const checked = await post(base, `/admin/orders/${order.number}/return`, { ...fields, intent: "check" }, manager);
      expect(checked.status).toBe(200);
      expect(checked.body).toContain("This return refunds");

      // the IBAN is checked (country, length, check digits): 400, the form again, nothing changed
      const badIban = await post(base, `/admin/orders/${order.number}/return`, { ...fields, iban: "SI56 2633 0001 2039 087", intent: "refund" }, manager);
      expect(badIban.status).toBe(400);
      expect(badIban.body).toContain("did not pass the check");
      expect(badIban.body).toContain('value="SI56 2633 0001 2039 087"');
      expect(await returnsOf(order.id)).toEqual([]);

      const done = await post(base, `/admin/orders/${order.number}/return`, { ...fields, intent: "refund" }, manager);
      expect(done.status, done.body.slice(0, 500)).toBe(302);
      const [refund] = await refundsOf(order.id);
      expect(refund).toMatchObject({
        way: "bank",
        status: "to_send",
        amount: expected,
        currency_code: "EUR",
        iban: "SI56263300012039086",
        account_name: "Ana Novak",
      });
      expect((await orderRow(order.number)).refunded).toBe(expected);
      expect(await shop().stockOf(products[0])).toBe(stockBefore + 1);
      const audit = await listAudit(db, { subject: `order:${order.number}` });
      expect(audit.find((a) => a.kind === "order.refund")?.after).toMatchObject({
        amount: expected,
        way: "bank",
        lines: [{ lineId: line.id, qty: 1, money: unit }],
        shipping: order.shipping,
      });

      // the shopper's mail, in Slovenian: what came back, the amount, where it goes
      const mails = await waitForOutbox(path.join(server.dataDir, "outbox"), () => mailsTo(email).some((m) => m.subject.startsWith("Vračilo")));
      const mail = mails.find((m) => m.to.includes(email) && m.subject === `Vračilo za naročilo ${order.number}`)!;
      const euros = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, "0")}`;
      expect(mail.text).toContain(`za naročilo ${order.number} smo vam vrnili ${euros(expected)}`);
      expect(mail.text).toContain(`1 × ${line.name}`);
      expect(mail.text).toContain("Nakazali ga bomo na vaš račun SI56 2633 0001 2039 086.");

      // the order desk's `show` lists it too
      const shown = await runOrders(server, ["show", order.number]);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toMatch(new RegExp(`Refunds:\\n  \\S+ \\S+  ${(expected / 100).toFixed(2)} EUR by bank — to_send`));

      // the order page shows it with "Mark sent"; the SEPA file holds it
      const page = await get(base, `/admin/orders/${order.number}`, manager);
      expect(page.body).toContain("Returns and refunds");
      expect(page.body).toContain('value="refundSent"');
      const file = await get(base, "/admin/refunds/sepa", manager);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toContain("application/xml");
      expect(XMLValidator.validate(file.body)).toBe(true);
      const doc = new XMLParser({ parseTagValue: false, isArray: (n) => n === "PmtInf" || n === "CdtTrfTxInf" }).parse(file.body).Document.CstmrCdtTrfInitn;
      const txs = doc.PmtInf.flatMap((p: { CdtTrfTxInf: unknown[] }) => p.CdtTrfTxInf) as {
        PmtId: { EndToEndId: string };
        Amt: { InstdAmt: string };
        CdtrAcct: { Id: { IBAN: string } };
      }[];
      const ours = txs.find((t) => t.PmtId.EndToEndId === `${order.number}-R${refund.id}`)!;
      expect(ours.CdtrAcct.Id.IBAN).toBe("SI56263300012039086");
      const sum = txs.reduce((s, t) => s + Math.round(Number(t.Amt.InstdAmt) * 100), 0);
      expect(Math.round(Number(doc.GrpHdr.CtrlSum) * 100)).toBe(sum);
      expect(Number(doc.GrpHdr.NbOfTxs)).toBe(txs.length);
      expect(await get(base, "/admin/refunds/sepa", support)).toMatchObject({ status: 403 });

      const sent = await post(base, "/admin/refunds", { refund: String(refund.id) }, manager);
      expect(sent.status).toBe(302);
      expect((await refundsOf(order.id))[0]).toMatchObject({ status: "sent" });
      expect(await post(base, "/admin/refunds", { refund: String(refund.id) }, manager)).toMatchObject({ status: 302 });
      expect((await listAudit(db, { subject: `order:${order.number}` })).filter((a) => a.kind === "order.refund-sent")).toHaveLength(1);
    });

    it("forged amounts and lines are refused with the form again and nothing changed; support may check but not refund", async () => {
      const { order, lines } = await paidOrder([[products[1], 1]]);
      const other = await paidOrder([[products[1], 1]]);
      const [line] = lines;
      const fields = { [`qty-${line.id}`]: "1", iban: IBAN, accountName: "Ana Novak", intent: "refund" };
      const max = line.line_total - order.code_discount;
      const refusals: [Record<string, string>, string][] = [
        [{ ...fields, amount: ((max + 1) / 100).toFixed(2) }, "at most what the return refunds"],
        [{ ...fields, amount: "-1" }, "positive amount"],
        [{ ...fields, amount: "1,005" }, "positive amount"],
        [{ ...fields, [`qty-${line.id}`]: "2" }, "More units than are left"],
        [{ ...fields, [`qty-${line.id}`]: "1.5" }, "whole number of units"],
        [{ iban: IBAN, accountName: "A", intent: "refund", [`qty-${other.lines[0].id}`]: "1" }, "not a line of this order"],
        [{ ...fields, amount: "0,50" }, "Say why the amount is lower"],
      ];
      for (const [forged, message] of refusals) {
        const res = await post(base, `/admin/orders/${order.number}/return`, forged, manager);
        expect(res.status, JSON.stringify(forged)).toBe(400);
        expect(res.body).toContain(message);
      }
      const supportPost = await post(base, `/admin/orders/${order.number}/return`, fields, support);
      expect(supportPost.status).toBe(403);
      expect((await post(base, `/admin/orders/${order.number}/return`, { ...fields, intent: "check" }, support)).status).toBe(200);
      expect(await returnsOf(order.id)).toEqual([]);
      expect(await returnsOf(other.order.id)).toEqual([]);
      expect((await orderRow(order.number)).refunded).toBe(0);

      // lowered with a reason: taken, and the reason kept
      const lowered = await post(base, `/admin/orders/${order.number}/return`, { ...fields, amount: "0,50", reason: "The box was opened" }, manager);
      expect(lowered.status).toBe(302);
      expect(await returnsOf(order.id)).toMatchObject([{ computed: max, amount: 50, lowered_reason: "The box was opened" }]);
    });

    it("never above what was paid: five whole-order refunds posted at once refund the grand total once", async () => {
      const { order, lines } = await paidOrder([
        [products[2], 1],
        [products[3], 2],
      ]);
      const fields = {
        ...Object.fromEntries(lines.map((l) => [`qty-${l.id}`, String(l.qty)])),
        shipping: "on",
        iban: IBAN,
        accountName: "Ana Novak",
        intent: "refund",
      };
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(base, `/admin/orders/${order.number}/return`, fields, manager)));
      expect(answers.map((a) => a.status).sort()).toEqual([302, 400, 400, 400, 400]);
      expect((await orderRow(order.number)).refunded).toBe(order.grand_total);
      const refunds = await refundsOf(order.id);
      expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(order.grand_total);
    });

    it("a part paid with a gift certificate goes back onto it; the rest to the IBAN", async () => {
      const certificate = await addGiftCertificate(db, 500);
      const { order, lines } = await paidOrder([[products[0], 1]], {
        extras: (cart) =>
          db
            .insertInto("cart_gift_certificate")
            .values({ cart_id: cart, gift_certificate_id: certificate.id })
            .execute()
            .then(() => undefined),
      });
      expect(order.gift_certificates).toBe(500);
      const balance = async () =>
        (await db.selectFrom("gift_certificate").select("balance").where("id", "=", certificate.id).executeTakeFirstOrThrow()).balance;
      expect(await balance()).toBe(0);
      // by hand: one line; its money is the line less the certificate, the certificate's 5,00 € go back onto it
      const res = await post(
        base,
        `/admin/orders/${order.number}/return`,
        { [`qty-${lines[0].id}`]: "1", iban: IBAN, accountName: "Ana Novak", intent: "refund" },
        manager,
      );
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      expect((await refundsOf(order.id)).map((r) => [r.way, r.amount])).toEqual([
        ["bank", lines[0].line_total - 500],
        ["certificate", 500],
      ]);
      expect(await balance()).toBe(500);
    });

    it("a forint order (chu) refunds whole forints: one of two units is half the line, to the forint", async () => {
      const { order, lines } = await paidOrder([[products[1], 2]], { prefix: "/hu", host: EU, country: "HU" });
      expect(order.currency_code).toBe("HUF");
      const [line] = lines;
      const half = Math.round(line.line_total / 2 / 100) * 100;
      const forged = await post(
        base,
        `/admin/orders/${order.number}/return`,
        { [`qty-${line.id}`]: "1", amount: "10,50", reason: "x", iban: "HU42 1177 3016 1111 1018 0000 0000", accountName: "Nagy Réka", intent: "refund" },
        manager,
      );
      expect(forged.status).toBe(400);
      const res = await post(
        base,
        `/admin/orders/${order.number}/return`,
        { [`qty-${line.id}`]: "1", iban: "HU42 1177 3016 1111 1018 0000 0000", accountName: "Nagy Réka", intent: "refund" },
        manager,
      );
      expect(res.status).toBe(302);
      const [refund] = await refundsOf(order.id);
      expect(refund).toMatchObject({ amount: half, currency_code: "HUF", status: "to_send" });
      expect(refund.amount % 100).toBe(0);
      // not SEPA: listed for a transfer by hand
      const list = await get(base, "/admin/refunds", manager);
      expect(list.body).toContain(order.number);
      expect(list.body).toContain("not SEPA");
    });

    it("a paid order is cancelled as a full refund: everything back in stock, the grand total refunded, the shopper mailed", async () => {
      const { order, email } = await paidOrder([[products[2], 1]]);
      const stock = await shop().stockOf(products[2]);
      expect(
        (
          await post(
            base,
            `/admin/orders/${order.number}`,
            { intent: "cancel", reason: "Damaged in the warehouse", iban: IBAN, accountName: "Ana Novak" },
            support,
          )
        ).status,
      ).toBe(403);
      const noIban = await post(base, `/admin/orders/${order.number}`, { intent: "cancel", reason: "Damaged in the warehouse" }, manager);
      expect(noIban.status).toBe(400);
      expect((await orderRow(order.number)).status).toBe("paid");
      const res = await post(
        base,
        `/admin/orders/${order.number}`,
        { intent: "cancel", reason: "Damaged in the warehouse", iban: IBAN, accountName: "Ana Novak" },
        manager,
      );
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      const row = await orderRow(order.number);
      expect([row.status, row.refunded]).toEqual(["cancelled", order.grand_total]);
      expect(await shop().stockOf(products[2])).toBe(stock + 1);
      const events = await db
        .selectFrom("order_event")
        .select(["from_status", "to_status", "note"])
        .where("order_id", "=", order.id)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(events).toEqual({ from_status: "paid", to_status: "cancelled", note: "Damaged in the warehouse" });
      const mails = await waitForOutbox(path.join(server.dataDir, "outbox"), () => mailsTo(email).some((m) => m.subject.startsWith("Vračilo")));
      expect(mails.find((m) => m.to.includes(email) && m.subject.startsWith("Vračilo"))!.text).toContain(`smo preklicali in vam vrnili plačani znesek`);
    });

    it("what the order earned is revoked: the points of the returned goods, a bought certificate disabled, its spent part shown; the customer's page lists the refund", async () => {
      const email = uniqueEmail("refund-points");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Eva", lastName: "Zupan" });
      const cookie = await shop().logIn(email);
      expect((await shop().postForm("/cart", { intent: "add", productId: String(products[0]), qty: "1" }, { cookie })).status).toBe(303);
      expect((await shop().postForm("/cart", { intent: "buyGiftCertificate", amount: "5000" }, { cookie })).status).toBe(303);
      const placed = (await shop().placeOrder(cookie, { payment: "bank" })).order;
      expect((await moveOrderByNumber(db, placed.number, "markPaid", "staff:test@lumera.example")).moved).toBe(true);
      const order = await orderRow(placed.number);
      const lines = await linesOf(order.id);
      const customer = await db.selectFrom("customer").select(["id", "reward_points"]).where("email", "=", email).executeTakeFirstOrThrow();
      expect(order.points_earned).toBeGreaterThan(0);
      expect(customer.reward_points).toBe(order.points_earned);
      const bought = await db.selectFrom("gift_certificate").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
      // 10,00 € of the certificate were spent meanwhile
      await db
        .updateTable("gift_certificate")
        .set({ balance: bought.amount - 1000 })
        .where("id", "=", bought.id)
        .execute();
      const form = await get(base, `/admin/orders/${order.number}/return`, manager);
      expect(form.body.replace(/<!-- -->/g, "")).toContain(`${bought.code} (10,00 EUR of 50,00 EUR spent)`);

      const all = {
        ...Object.fromEntries(lines.map((l) => [`qty-${l.id}`, String(l.qty)])),
        shipping: "on",
        iban: IBAN,
        accountName: "Eva Zupan",
        intent: "refund",
      };
      const res = await post(
        base,
        `/admin/orders/${order.number}/return`,
        { ...all, amount: ((order.grand_total - 1000) / 100).toFixed(2), reason: "10 € of the certificate were spent" },
        manager,
      );
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      // by hand: everything came back, so every point earned goes (the customer had them all)
      expect((await db.selectFrom("customer").select("reward_points").where("id", "=", customer.id).executeTakeFirstOrThrow()).reward_points).toBe(0);
      expect(await db.selectFrom("gift_certificate").select("balance").where("id", "=", bought.id).executeTakeFirstOrThrow()).toEqual({ balance: 0 });
      const [made] = await returnsOf(order.id);
      expect(made).toMatchObject({ computed: order.grand_total, amount: order.grand_total - 1000, points_revoked: order.points_earned });
      expect(JSON.parse(made.certificates_revoked)).toEqual([{ code: bought.code, amount: 5000, balance: 4000, spent: 1000 }]);
      const page = (await get(base, `/admin/orders/${order.number}`, manager)).body.replace(/<!-- -->/g, "");
      expect(page).toContain(`Certificate ${bought.code} disabled — 10,00 EUR of it had been spent.`);
      expect(page).toContain(`${order.points_earned} points taken back`);

      const own = (await shop().get(`/profile/orders/${order.number}`, cookie)).body.replace(/<!-- -->/g, "");
      const euros = ((order.grand_total - 1000) / 100).toFixed(2).replace(".", ",");
      expect(own).toContain("Vračila");
      expect(own).toContain(`${euros} € z nakazilom na SI56 2633 0001 2039 086 (v pošiljanju)`);
    });

    it("a card order of the built-in test provider is refunded at once (no money moved), and says so", async () => {
      const email = uniqueEmail("refund-card");
      const cookie = await shop().guestWith(products[3], 1);
      const { order } = await shop().placeOrder(cookie, { payment: "card", email });
      expect((await shop().postForm("/checkout/status/success", { order: order.number }, { cookie })).status).toBe(303);
      expect((await orderRow(order.number)).status).toBe("paid");
      const [line] = await linesOf(order.id);
      const res = await post(base, `/admin/orders/${order.number}/return`, { [`qty-${line.id}`]: "1", shipping: "on", intent: "refund" }, manager);
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      expect((await refundsOf(order.id)).map((r) => [r.way, r.status, r.amount])).toEqual([["test", "done", line.line_total + order.shipping]]);
      const page = (await get(base, `/admin/orders/${order.number}`, manager)).body.replace(/<!-- -->/g, "");
      expect(page).toContain("Card (test provider: no money moves): done");
    });

    it("the order page with refunds and the return form with errors are valid HTML", async () => {
      const { order, lines } = await paidOrder([[products[3], 2]]);
      await post(
        base,
        `/admin/orders/${order.number}/return`,
        { [`qty-${lines[0].id}`]: "1", iban: IBAN, accountName: "Ana Novak", intent: "refund" },
        manager,
      );
      const documents = [
        { label: "order with refunds", html: (await get(base, `/admin/orders/${order.number}`, manager)).body },
        { label: "return form", html: (await get(base, `/admin/orders/${order.number}/return`, manager)).body },
        {
          label: "return form refused",
          html: (await post(base, `/admin/orders/${order.number}/return`, { [`qty-${lines[0].id}`]: "1", iban: "DE00", intent: "refund" }, manager)).body,
        },
        {
          label: "return checked",
          html: (await post(base, `/admin/orders/${order.number}/return`, { [`qty-${lines[0].id}`]: "1", intent: "check" }, support)).body,
        },
        { label: "refunds to send", html: (await get(base, "/admin/refunds", manager)).body },
      ];
      expect(await htmlErrors(documents)).toEqual([]);
    });
  });
}
