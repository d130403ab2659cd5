import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import type { InvoiceDocument } from "~/lib/invoice";
import { invoiceFile } from "~/services/invoice-files.server";
import { createReturn } from "~/services/refunds.server";
import { guestWithBasket, pricedBasketProducts } from "../support/vat-basket";
import { checkoutClient, stockedProductsQuery } from "../support/checkout";
import { addDiscountCode, addGiftCertificate } from "../support/codes";
import { runOrders } from "../support/orders-cli";
import { pdfText } from "../support/pdf-text";
import { mailQueueDrained } from "../support/outbox";
import { type RunningServer, databasesOfTheirOwn, startServer } from "../support/server";
import { createStaff, post, signIn } from "../support/staff";

// Invoices and credit notes (README "Taxes and invoices") on orders placed through the real HTTP
// checkout, on SQLite and PostgreSQL: one invoice per paid order, issued by the move that pays it
// (the test payment page, the back office's Mark paid, the order desk's mark-delivered for cash on
// delivery), attached to the mail that says so; a credit note per return that gives something back.
// The basket of vat.test.ts: 2 × 12,90 € at the standard rate, 8,50 € at the reduced one, shipping
// 3,90 € shared 2,93 € / 0,97 € — the rows are that file's; each line's split is worked out below.

process.env.LOG_LEVEL ??= "warn";
const IBAN = "SI56 2633 0001 2039 086";
const YEAR = new Date().getUTCFullYear();

for (const server of inject("servers")) {
  describe(`invoices and credit notes on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let standard: number;
    let reduced: number;
    let manager = "";
    let restore: () => Promise<void>;
    const shop = () => checkoutClient(server.baseUrl, db);
    /** the invoice numbers issued here, in order: one series without holes */
    const issued: number[] = [];

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      ({ standard, reduced, restore } = await pricedBasketProducts(db, 4));
      manager = (await signIn(server.baseUrl, db, (await createStaff(db, "manager", "invoices")).email)).cookie;
    });
    afterAll(async () => {
      await restore();
      await close();
    });

    const basket = () => guestWithBasket(shop(), { standard, reduced });
    const TO = {
      SI: {},
      HR: { address: { country: "HR", street: "Ilica 10", postcode: "10000", city: "Zagreb" } },
      HU: { address: { country: "HU", street: "Váci utca 5", postcode: "1052", city: "Budapest" } },
      DE: { address: { country: "DE", street: "Hauptstraße 1", postcode: "10115", city: "Berlin" } },
    };

    /** The order's invoices (exactly one is expected) and the document of the first. */
    async function invoicesOf(orderId: number) {
      const rows = await db.selectFrom("invoice").selectAll().where("order_id", "=", orderId).where("series", "=", "invoice").execute();
      return { rows, document: rows[0] ? (JSON.parse(rows[0].document) as InvoiceDocument) : null };
    }
    const mailOf = (orderId: number, kind: "confirmation" | "paid") =>
      db.selectFrom("mail_queue").select(["id", "invoice_id"]).where("order_id", "=", orderId).where("order_mail", "=", kind).executeTakeFirstOrThrow();

    /** What holds for every invoice: lines and shipping add up to each row, the rows to the totals; seller and storefront. */
    function checkDocument(doc: InvoiceDocument, row: { seq: number; number: string; taxable: number; vat: number; gross: number }) {
      expect(doc.number).toBe(row.number);
      expect(row.number).toBe(`INV-SU-${YEAR}-${String(row.seq).padStart(6, "0")}`);
      expect({ storefront: doc.storefront, lang: doc.lang, currency: doc.currency, series: doc.series }).toEqual({
        storefront: "su",
        lang: "sl",
        currency: "EUR",
        series: "invoice",
      });
      expect(doc.seller).toEqual({
        name: "Lumera d.o.o.",
        company: null,
        address: ["Brnčičeva ulica 41", "1231 Ljubljana - Črnuče", "Slovenija"],
        country: "SI",
        registrationNumber: "8421357000",
        vatNumber: "SI84213574",
      });
      for (const r of doc.rows) {
        const items = [...doc.lines.filter((l) => l.rate === r.rate), ...doc.shipping.filter((s) => s.rate === r.rate)];
        expect(items.reduce((sum, i) => sum + i.net, 0)).toBe(r.taxable);
        expect(items.reduce((sum, i) => sum + i.vat, 0)).toBe(r.vat);
      }
      expect(doc.taxable).toBe(doc.rows.reduce((sum, r) => sum + r.taxable, 0));
      expect(doc.vat).toBe(doc.rows.reduce((sum, r) => sum + r.vat, 0));
      expect(doc.gross).toBe(doc.taxable + doc.vat + doc.outside);
      expect({ taxable: row.taxable, vat: row.vat, gross: row.gross }).toEqual({ taxable: doc.taxable, vat: doc.vat, gross: doc.gross });
      expect(doc.issuedAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
      issued.push(row.seq);
    }

    it("to Slovenia by card: paid on the test payment page (the confirmation posted twice at once), one invoice, on the confirmation mail", async () => {
      const cookie = await basket();
      const { order, location } = await shop().placeOrder(cookie, { ...TO.SI, payment: "card" });
      expect(await invoicesOf(order.id)).toMatchObject({ rows: [] });
      const number = decodeURIComponent(location.split("order=")[1]);
      // a provider's confirmation delivered twice at once: the order is paid, and invoiced, once
      const paid = await Promise.all([0, 1].map(() => shop().postForm("/checkout/status/success", { order: number }, { cookie })));
      for (const res of paid) expect(res.headers.location).toBe("/checkout/success");
      await mailQueueDrained(db);
      const { rows, document } = await invoicesOf(order.id);
      expect(rows).toHaveLength(1);
      checkDocument(document!, rows[0]);
      // 22 %: 25,80 holds 25,80 × 22/122 = 4,6525 → 4,65, net 21,15; shipping 2,93 holds 0,5284 → 0,53, net 2,40
      //   21,15 + 2,40 = 23,55 and 4,65 + 0,53 = 5,18: the order's row
      // 9,5 %: 8,50 holds 0,7374 → 0,74, net 7,76; shipping 0,97 holds 0,0842 → 0,08, net 0,89 (8,65 and 0,82)
      // unit prices net: 12,90 − 2,33 (12,90 × 22/122 = 2,3262) = 10,57; 8,50 − 0,74 = 7,76
      expect(document).toMatchObject({
        orderNumber: order.number,
        vatCountry: "SI",
        lines: [
          { qty: 2, unitNet: 1057, rate: 2200, net: 2115, vat: 465, gross: 2580 },
          { qty: 1, unitNet: 776, rate: 950, net: 776, vat: 74, gross: 850 },
        ],
        shipping: [
          { rate: 2200, net: 240, vat: 53, gross: 293 },
          { rate: 950, net: 89, vat: 8, gross: 97 },
        ],
        rows: [
          { rate: 2200, taxable: 2355, vat: 518 },
          { rate: 950, taxable: 865, vat: 82 },
        ],
        taxable: 3220,
        vat: 600,
        outside: 0,
        gross: 3820,
        discount: 0,
        certificatesSpent: 0,
        payment: { method: "card", amount: 3820 },
        reverseCharge: false,
        refersTo: null,
        buyer: { name: "Ana Novak", company: null, address: ["Trubarjeva cesta 1", "1000 Ljubljana", "Slovenija"], country: "SI", vatNumber: null },
      });
      expect(document!.supplyDate).toBe(new Date().toISOString().slice(0, 10));
      expect((await mailOf(order.id, "confirmation")).invoice_id).toBe(rows[0].id);
    });

    it("to Croatia by bank transfer: Mark paid issues the invoice at Croatia's rates and the paid mail carries it", async () => {
      const { order } = await shop().placeOrder(await basket(), { ...TO.HR, payment: "bank" });
      expect((await invoicesOf(order.id)).rows).toHaveLength(0);
      // the placed order's confirmation carries nothing: nothing is paid yet
      expect((await mailOf(order.id, "confirmation")).invoice_id).toBeNull();
      const paid = await post(server.baseUrl, `/admin/orders/${order.number}`, { intent: "markPaid" }, manager);
      expect(paid.status).toBe(302);
      expect((await post(server.baseUrl, `/admin/orders/${order.number}`, { intent: "markPaid" }, manager)).status).toBe(302);
      const { rows, document } = await invoicesOf(order.id);
      expect(rows).toHaveLength(1);
      checkDocument(document!, rows[0]);
      // 25 %: 25,80 holds 5,16 (net 20,64), shipping 2,93 holds 0,586 → 0,59 (net 2,34): 22,98 and 5,75
      // 13 %: 8,50 holds 0,9779 → 0,98 (net 7,52), shipping 0,97 holds 0,1116 → 0,11 (net 0,86): 8,38 and 1,09
      expect(document).toMatchObject({
        vatCountry: "HR",
        lines: [
          { qty: 2, unitNet: 1032, rate: 2500, net: 2064, vat: 516, gross: 2580 },
          { qty: 1, unitNet: 752, rate: 1300, net: 752, vat: 98, gross: 850 },
        ],
        shipping: [
          { rate: 2500, net: 234, vat: 59, gross: 293 },
          { rate: 1300, net: 86, vat: 11, gross: 97 },
        ],
        rows: [
          { rate: 2500, taxable: 2298, vat: 575 },
          { rate: 1300, taxable: 838, vat: 109 },
        ],
        gross: 3820,
        payment: { method: "bank", amount: 3820 },
        buyer: { name: "Ana Novak", address: ["Ilica 10", "10000 Zagreb", "Hrvaška"], country: "HR" },
      });
      expect((await mailOf(order.id, "paid")).invoice_id).toBe(rows[0].id);
    });

    it("to a Croatian company VIES confirms, by bank transfer: a reverse-charge invoice without VAT, with the mention and the buyer's VAT number", async () => {
      const business = { company: "Čajna kuća d.o.o.", vatNumber: "HR33392005961" };
      const { order } = await shop().placeOrder(await basket(), { ...TO.HR, payment: "bank", business });
      expect(order.grand_total).toBe(3136);
      expect((await post(server.baseUrl, `/admin/orders/${order.number}`, { intent: "markPaid" }, manager)).status).toBe(302);
      const { rows, document } = await invoicesOf(order.id);
      expect(rows).toHaveLength(1);
      checkDocument(document!, rows[0]);
      // the amounts net of the VAT the prices held at Croatia's rates (as the bank-transfer case
      // above), and no VAT: 25 % 20,64 + 2,34 = 22,98; 13 % 7,52 + 0,86 = 8,38; 31,36 € in all
      expect(document).toMatchObject({
        reverseCharge: true,
        lines: [
          { qty: 2, rate: 2500, net: 2064, vat: 0 },
          { qty: 1, rate: 1300, net: 752, vat: 0 },
        ],
        shipping: [
          { rate: 2500, net: 234, vat: 0 },
          { rate: 1300, net: 86, vat: 0 },
        ],
        rows: [
          { rate: 2500, taxable: 2298, vat: 0 },
          { rate: 1300, taxable: 838, vat: 0 },
        ],
        vat: 0,
        gross: 3136,
        payment: { method: "bank", amount: 3136 },
        buyer: { company: "Čajna kuća d.o.o.", vatNumber: "HR33392005961", country: "HR" },
      });
      const { text } = await pdfText((await invoiceFile(db, rows[0].id))!.content);
      for (const field of [rows[0].number, "Čajna kuća d.o.o.", "HR33392005961", "SI84213574", "Obrnjena davčna obveznost", "člen 196 Direktive 2006/112/ES"])
        expect(text).toContain(field);
      expect((await mailOf(order.id, "paid")).invoice_id).toBe(rows[0].id);
    });

    it("to Hungary with a code, cash on delivery: the invoice is issued when the desk marks it delivered, on the delivered mail", async () => {
      const code = await addDiscountCode(db, "fixed", 500);
      const cookie = await basket();
      expect((await shop().postForm("/cart", { intent: "applyCode", code: code.code }, { cookie })).status).toBe(303);
      const { order } = await shop().placeOrder(cookie, { ...TO.HU, payment: "cod" });
      const desk = (...args: string[]) => runOrders(server, args);
      expect((await desk("mark-shipped", order.number)).code).toBe(0);
      expect((await invoicesOf(order.id)).rows).toHaveLength(0);
      expect((await desk("mark-delivered", order.number)).code).toBe(0);
      const { rows, document } = await invoicesOf(order.id);
      expect(rows).toHaveLength(1);
      checkDocument(document!, rows[0]);
      // 5,00 € off shared 3,76 / 1,24: goods 22,04 € and 7,26 €; shipping 2,93 and 0,97
      // 27 %: 22,04 holds 4,6857 → 4,69 (net 17,35), shipping 2,93 holds 0,6229 → 0,62 (net 2,31): 19,66 and 5,31
      // 18 %: 7,26 holds 1,1075 → 1,11 (net 6,15), shipping 0,97 holds 0,148 → 0,15 (net 0,82): 6,97 and 1,26
      // unit prices net of VAT, before the code: 12,90 − 2,74 (12,90 × 27/127 = 2,7425) = 10,16; 8,50 − 1,30 = 7,20
      expect(document).toMatchObject({
        vatCountry: "HU",
        lines: [
          { qty: 2, unitNet: 1016, rate: 2700, net: 1735, vat: 469, gross: 2204 },
          { qty: 1, unitNet: 720, rate: 1800, net: 615, vat: 111, gross: 726 },
        ],
        shipping: [
          { rate: 2700, net: 231, vat: 62, gross: 293 },
          { rate: 1800, net: 82, vat: 15, gross: 97 },
        ],
        rows: [
          { rate: 2700, taxable: 1966, vat: 531 },
          { rate: 1800, taxable: 697, vat: 126 },
        ],
        discount: 500,
        taxable: 2663,
        vat: 657,
        gross: 3320,
        payment: { method: "cod", amount: 3320 },
      });
      expect((await mailOf(order.id, "paid")).invoice_id).toBe(rows[0].id);
    });

    it("to Germany with a certificate bought and one spent: the voucher is outside VAT, the one spent a payment", async () => {
      const spent = await addGiftCertificate(db, 1000);
      const cookie = await basket();
      const { postForm } = shop();
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "5000" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "redeemCertificate", code: spent.code }, { cookie })).status).toBe(303);
      const { order } = await shop().placeOrder(cookie, { ...TO.DE, payment: "bank" });
      expect((await runOrders(server, ["mark-paid", order.number])).code).toBe(0);
      const { rows, document } = await invoicesOf(order.id);
      expect(rows).toHaveLength(1);
      checkDocument(document!, rows[0]);
      // 19 %: 25,80 holds 4,1193 → 4,12 (net 21,68), shipping 2,93 holds 0,4678 → 0,47 (net 2,46): 24,14 and 4,59
      // 7 %: 8,50 holds 0,5561 → 0,56 (net 7,94), shipping 0,97 holds 0,0635 → 0,06 (net 0,91): 8,85 and 0,62
      // the certificate bought: 50,00 € outside VAT; the document comes to 32,99 + 5,21 + 50,00 = 88,20 €,
      // paid 10,00 € by the certificate spent and 78,20 € by transfer
      expect(document).toMatchObject({
        vatCountry: "DE",
        lines: [
          { qty: 2, rate: 1900, net: 2168, vat: 412, gross: 2580 },
          { qty: 1, rate: 700, net: 794, vat: 56, gross: 850 },
          { qty: 1, unitNet: 5000, rate: null, net: 5000, vat: 0, gross: 5000 },
        ],
        shipping: [
          { rate: 1900, net: 246, vat: 47, gross: 293 },
          { rate: 700, net: 91, vat: 6, gross: 97 },
        ],
        rows: [
          { rate: 1900, taxable: 2414, vat: 459 },
          { rate: 700, taxable: 885, vat: 62 },
        ],
        taxable: 3299,
        vat: 521,
        outside: 5000,
        gross: 8820,
        certificatesSpent: 1000,
        payment: { method: "bank", amount: 7820 },
      });
      expect((await mailOf(order.id, "paid")).invoice_id).toBe(rows[0].id);
    });

    it("numbers the invoices of the storefront and year one after the other", async () => {
      expect(issued).toHaveLength(5);
      expect(issued).toEqual([0, 1, 2, 3, 4].map((n) => issued[0] + n));
      const counter = await db
        .selectFrom("invoice_counter")
        .select("last")
        .where("storefront", "=", "su")
        .where("series", "=", "invoice")
        .where("year", "=", YEAR)
        .executeTakeFirstOrThrow();
      expect(counter.last).toBeGreaterThanOrEqual(issued[4]);
    });

    it("returns: a credit note per return that gives something back, with the VAT per rate it takes back, referring to the invoice", async () => {
      const { order } = await shop().placeOrder(await basket(), { ...TO.HR, payment: "bank" });
      expect((await post(server.baseUrl, `/admin/orders/${order.number}`, { intent: "markPaid" }, manager)).status).toBe(302);
      const invoice = (await invoicesOf(order.id)).rows[0];
      const lines = await db.selectFrom("shop_order_line").select(["id", "product_id"]).where("order_id", "=", order.id).orderBy("id").execute();
      const [standardLine, reducedLine] = [lines.find((l) => l.product_id === standard)!, lines.find((l) => l.product_id === reduced)!];
      const creditNotes = () =>
        db.selectFrom("invoice").selectAll().where("order_id", "=", order.id).where("series", "=", "credit_note").orderBy("id").execute();
      const bank = { restock: false, iban: IBAN, accountName: "Ana Novak" };
      const actor = "staff:invoices@lumera.example" as const;

      // one of the two standard-rate units and the shipping, refunded in full: 12,90 + 3,90 = 16,80 €
      const first = await createReturn(
        db,
        order.number,
        { lines: [{ lineId: standardLine.id, qty: 1 }], shipping: true, amount: null, reason: null, ...bank },
        actor,
      );
      expect(first.ok && first.amount).toBe(1680);
      const [note] = await creditNotes();
      const document = JSON.parse(note.document) as InvoiceDocument;
      // half the line as invoiced: net 20,64 / 2 = 10,32, VAT 5,16 / 2 = 2,58; shipping as invoiced
      // 25 %: 10,32 + 2,34 = 12,66 taxable, 2,58 + 0,59 = 3,17 VAT; 13 %: 0,86 and 0,11 — together 16,80 €
      expect(document).toMatchObject({
        series: "credit_note",
        number: `CN-SU-${YEAR}-${String(note.seq).padStart(6, "0")}`,
        refersTo: { number: invoice.number, issuedAt: invoice.issued_at },
        lines: [{ qty: 1, rate: 2500, net: 1032, vat: 258, gross: 1290 }],
        shipping: [
          { rate: 2500, net: 234, vat: 59, gross: 293 },
          { rate: 1300, net: 86, vat: 11, gross: 97 },
        ],
        rows: [
          { rate: 2500, taxable: 1266, vat: 317 },
          { rate: 1300, taxable: 86, vat: 11 },
        ],
        taxable: 1352,
        vat: 328,
        gross: 1680,
        payment: { method: "bank", amount: 1680 },
      });
      expect(note).toMatchObject({ refers_to: invoice.id, return_id: first.ok ? first.returnId : -1, source: `return:${first.ok ? first.returnId : -1}` });
      const refundMail = await db
        .selectFrom("mail_queue")
        .select("invoice_id")
        .where("order_id", "=", order.id)
        .where("order_mail", "=", "refund")
        .executeTakeFirstOrThrow();
      expect(refundMail.invoice_id).toBe(note.id);

      // the reduced-rate unit (8,50 €), lowered to 5,00 € with a reason: 5,00 € at 13 % holds
      // 5,00 × 13/113 = 0,5752 → 0,58 €, taxable 4,42 €
      const lowered = await createReturn(
        db,
        order.number,
        { lines: [{ lineId: reducedLine.id, qty: 1 }], shipping: false, amount: 500, reason: "opened and used", ...bank },
        actor,
      );
      expect(lowered.ok).toBe(true);
      const second = (await creditNotes())[1];
      expect(JSON.parse(second.document)).toMatchObject({
        lines: [{ qty: 1, rate: 1300, net: 442, vat: 58, gross: 500 }],
        shipping: [],
        rows: [{ rate: 1300, taxable: 442, vat: 58 }],
        gross: 500,
        refersTo: { number: invoice.number },
      });
      // its own series: the next credit note number, whatever invoices were issued meanwhile
      expect(second.seq).toBe(note.seq + 1);

      // the last unit given back for nothing (amount 0, a reason): nothing is corrected, no credit note
      const nothing = await createReturn(
        db,
        order.number,
        { lines: [{ lineId: standardLine.id, qty: 1 }], shipping: false, amount: 0, reason: "damaged by the buyer", ...bank },
        actor,
      );
      expect(nothing.ok).toBe(true);
      expect(await creditNotes()).toHaveLength(2);
      expect((await invoicesOf(order.id)).rows).toHaveLength(1);
    });

    it("an order paid before invoices and VAT were kept: its return issues the invoice first (VAT at the rates of the day it was placed), then the credit note", async () => {
      const { order } = await shop().placeOrder(await basket(), { ...TO.SI, payment: "bank" });
      // as an order of before 040 and 041 was left: no VAT kept, paid without an invoice
      await db
        .updateTable("shop_order")
        .set({ vat: null, vat_country: null, status: "paid", paid_at: new Date().toISOString() })
        .where("id", "=", order.id)
        .execute();
      await db.updateTable("shop_order_line").set({ vat_rate: null }).where("order_id", "=", order.id).execute();
      const lines = await db.selectFrom("shop_order_line").select(["id", "product_id"]).where("order_id", "=", order.id).orderBy("id").execute();
      const reducedLine = lines.find((l) => l.product_id === reduced)!;
      const returned = await createReturn(
        db,
        order.number,
        { lines: [{ lineId: reducedLine.id, qty: 1 }], shipping: false, amount: null, reason: null, restock: false, iban: IBAN, accountName: "Ana Novak" },
        "staff:invoices@lumera.example",
      );
      expect(returned.ok).toBe(true);
      const { rows, document } = await invoicesOf(order.id);
      expect(rows).toHaveLength(1);
      // Slovenia's rates of the day it was placed: the rows of the first test
      expect(document).toMatchObject({
        vatCountry: "SI",
        rows: [
          { rate: 2200, taxable: 2355, vat: 518 },
          { rate: 950, taxable: 865, vat: 82 },
        ],
        gross: 3820,
      });
      // the order itself is left as it was
      expect((await db.selectFrom("shop_order").select("vat").where("id", "=", order.id).executeTakeFirstOrThrow()).vat).toBeNull();
      const note = await db.selectFrom("invoice").selectAll().where("order_id", "=", order.id).where("series", "=", "credit_note").executeTakeFirstOrThrow();
      expect(note.refers_to).toBe(rows[0].id);
      // 8,50 € at 9,5 % as invoiced: 7,76 € and 0,74 €
      expect(JSON.parse(note.document)).toMatchObject({ rows: [{ rate: 950, taxable: 776, vat: 74 }], gross: 850, refersTo: { number: rows[0].number } });
    });
  });
}

// Gap-free numbers under load: two instances of the shop on one database (a new one, so the
// series starts at 1), 50 bank-transfer orders marked paid at once, 25 through each instance.
// The counter row's lock (PostgreSQL) or the database's write lock (SQLite, two processes on one
// file) puts them one after the other: 50 invoices numbered 1 to 50, none twice, none missing.
for (const database of databasesOfTheirOwn()) {
  describe(`50 orders paid at once over two instances on ${database.name}`, () => {
    const instances: RunningServer[] = [];
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await Promise.all(instances.map((s) => s.stop()));
      await drop?.();
    });

    it("numbers their invoices 1 to 50 without a duplicate or a hole", async () => {
      const made = await database.make();
      drop = made.drop;
      const env = { ...made.env, SEED_PRODUCTS: "60" };
      // one after the other: the first seeds the demo, the second finds it
      instances.push(await startServer({ name: `${database.name}-1`, env }));
      instances.push(await startServer({ name: `${database.name}-2`, env, dataDir: made.env.DATABASE_URL ? undefined : instances[0].dataDir }));
      const [one, two] = instances;
      expect(two.databaseUrl).toBe(one.databaseUrl);
      const { db, close } = openDatabase(one.databaseUrl);
      try {
        const products = (
          await stockedProductsQuery(db, { minStock: 10, langs: ["sl"] })
            .orderBy("p.id")
            .limit(10)
            .execute()
        ).map((r) => r.id);
        expect(products).toHaveLength(10);
        const manager = (await signIn(one.baseUrl, db, (await createStaff(db, "manager", "invoice-race")).email)).cookie;
        const numbers: string[] = [];
        for (let batch = 0; batch < 10; batch++)
          numbers.push(
            ...(await Promise.all(
              [0, 1, 2, 3, 4].map(async (i) => {
                const shop = checkoutClient((i % 2 ? two : one).baseUrl, db);
                const cookie = await shop.guestWith(products[(batch * 5 + i) % 10], 1);
                return (await shop.placeOrder(cookie, { payment: "bank" })).order.number;
              }),
            )),
          );
        expect(new Set(numbers).size).toBe(50);
        const paid = await Promise.all(
          numbers.map((number, i) => post((i < 25 ? one : two).baseUrl, `/admin/orders/${number}`, { intent: "markPaid" }, manager)),
        );
        expect(paid.map((res) => res.status)).toEqual(numbers.map(() => 302));
        const invoices = await db.selectFrom("invoice").select(["seq", "number", "order_id", "year"]).where("series", "=", "invoice").orderBy("seq").execute();
        expect(invoices.map((i) => i.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
        expect(new Set(invoices.map((i) => i.order_id)).size).toBe(50);
        expect(invoices[0].number).toBe(`INV-SU-${invoices[0].year}-000001`);
        expect(invoices[49].number).toBe(`INV-SU-${invoices[0].year}-000050`);
      } finally {
        await close();
      }
    }, 400_000);
  });
}
