import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import type { InvoiceDocument } from "~/lib/invoice";
import { minorUnits } from "~/lib/money";
import { invoiceFile } from "~/services/invoice-files.server";
import { issueDocument } from "~/services/invoices.server";
import { deliverQueued, enqueueMail } from "~/services/mail-queue.server";
import { checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { findPart, header, parseMime } from "../support/mime";
import { createStaff, get as adminGet, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// An issued invoice and credit note as files (README "Taxes and invoices"), on the shared test
// servers — SQLite and, with TEST_DATABASE_URL, PostgreSQL: the PDF kept at issue is what the
// order's customer downloads from their order page (the same bytes every time, nobody else's),
// what the back office downloads, and what a queued mail carries as its attachment.
//
// The documents are issued here with issueDocument() straight against the server's database:
// issuing them when an order is paid or refunded is the order flow's part and not what is tested.

// this process sends the mail it queues: to an outbox of its own
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "invoice-documents-"));
process.env.LOG_LEVEL ??= "warn";

const money = minorUnits;

/** A document for the order as issueDocument takes it: the content matters only as the PDF's. */
function draftFor(orderNumber: string, series: InvoiceDocument["series"], refersTo: InvoiceDocument["refersTo"] = null): Omit<InvoiceDocument, "number"> {
  return {
    series,
    storefront: "su",
    lang: "sl",
    currency: "EUR",
    issuedAt: new Date().toISOString(),
    supplyDate: new Date().toISOString().slice(0, 10),
    orderNumber,
    seller: {
      name: "Lumera d.o.o.",
      company: null,
      address: ["Trubarjeva cesta 1", "1000 Ljubljana"],
      country: "SI",
      registrationNumber: "8123456000",
      vatNumber: "SI84213574",
    },
    buyer: { name: "Ana Novak", company: null, address: ["Trubarjeva cesta 1", "1000 Ljubljana"], country: "SI", registrationNumber: null, vatNumber: null },
    lines: [{ sku: "CAJ-01", name: "Čaj", qty: 1, unitNet: money(820), rate: 2200, net: money(820), vat: money(180), gross: money(1000) }],
    shipping: [],
    discount: money(0),
    rows: [{ rate: 2200, taxable: money(820), vat: money(180) }],
    vatCountry: "SI",
    taxable: money(820),
    vat: money(180),
    outside: money(0),
    gross: money(1000),
    certificatesSpent: money(0),
    payment: { method: "card", paidAt: new Date().toISOString(), amount: money(1000) },
    reverseCharge: false,
    refersTo,
  };
}

for (const server of inject("servers")) {
  describe(`invoices and credit notes as files on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let owner: { email: string; cookie: string };
    let stranger: { email: string; cookie: string };
    let order: { id: number; number: string };
    let strangerOrder: { number: string };
    let invoice: { id: number; number: string; pdf: Buffer };
    let creditNote: { id: number; number: string; pdf: Buffer };
    const shop = () => checkoutClient(server.baseUrl, db);
    const documentPath = (orderNumber: string, id: number | string) => `/profile/orders/${orderNumber}/invoices/${id}`;

    async function customer(label: string) {
      const email = uniqueEmail(label);
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      return { email, cookie: await shop().logIn(email) };
    }
    async function placeOrder(cookie: string, productId: number) {
      const added = await shop().postForm("/cart", { intent: "add", productId: String(productId), qty: "1" }, { cookie });
      expect(added.status).toBe(303);
      return (await shop().placeOrder(cookie, { payment: "cod" })).order;
    }
    // the PDF as kept: made after the document's commit, on its first need, then the same bytes every time
    const stored = async (id: number) => (await invoiceFile(db, id))!.content;

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const products = (
        await stockedProductsQuery(db, { minStock: 8, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .offset(40)
          .limit(2)
          .execute()
      ).map((r) => r.id);
      owner = await customer("invoice-owner");
      stranger = await customer("invoice-stranger");
      order = await placeOrder(owner.cookie, products[0]);
      strangerOrder = await placeOrder(stranger.cookie, products[1]);
      const issued = await db.transaction().execute(async (trx) => {
        const first = await issueDocument(trx, draftFor(order.number, "invoice"), {
          source: `order:${order.id}`,
          orderId: order.id,
          returnId: null,
          refersTo: null,
        });
        const second = await issueDocument(
          trx,
          draftFor(order.number, "credit_note", { number: first.document.number, issuedAt: first.document.issuedAt }),
          // no return row stands behind it: a source no real return of this server has
          { source: `return:${1_000_000_000 + order.id}`, orderId: order.id, returnId: null, refersTo: first.id },
        );
        return { first, second };
      });
      // issued without its PDF (made after the commit, outside the write lock), which is kept once made
      const kept = async (id: number) => (await db.selectFrom("invoice").select("pdf").where("id", "=", id).executeTakeFirstOrThrow()).pdf;
      expect([await kept(issued.first.id), await kept(issued.second.id)]).toEqual(["", ""]);
      invoice = { id: issued.first.id, number: issued.first.document.number, pdf: await stored(issued.first.id) };
      expect(Buffer.from(await kept(issued.first.id), "base64").equals(invoice.pdf)).toBe(true);
      expect((await stored(issued.first.id)).equals(invoice.pdf)).toBe(true);
      creditNote = { id: issued.second.id, number: issued.second.document.number, pdf: await stored(issued.second.id) };
    });
    afterAll(async () => close());

    it("the order's page links each document, and its owner downloads the PDF as issued, the same bytes every time", async () => {
      const page = await shop().get(`/profile/orders/${order.number}`, owner.cookie);
      expect(page.status).toBe(200);
      const body = page.body.replace(/<!-- -->/g, "");
      expect(body).toContain(`<a href="${documentPath(order.number, invoice.id)}" data-document="${invoice.number}">Račun ${invoice.number} (PDF)</a>`);
      expect(body).toContain(
        `<a href="${documentPath(order.number, creditNote.id)}" data-document="${creditNote.number}">Dobropis ${creditNote.number} (PDF)</a>`,
      );
      expect(await htmlErrors([{ label: "order page with invoices", html: page.body }])).toEqual([]);

      const first = await shop().get(documentPath(order.number, invoice.id), owner.cookie);
      expect(first.status).toBe(200);
      expect(first.headers["content-type"]).toBe("application/pdf");
      expect(first.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number}.pdf"`);
      expect(first.headers["cache-control"]).toBe("private, no-store");
      expect(first.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(first.bytes.equals(invoice.pdf)).toBe(true);
      const again = await shop().get(documentPath(order.number, invoice.id), owner.cookie);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      const credit = await shop().get(documentPath(order.number, creditNote.id), owner.cookie);
      expect(credit.status).toBe(200);
      expect(credit.headers["content-disposition"]).toBe(`attachment; filename="${creditNote.number}.pdf"`);
      expect(credit.bytes.equals(creditNote.pdf)).toBe(true);
    });

    it("nobody else gets it: another customer, a document of another order, a forged id — the same 404; a visitor signs in first", async () => {
      const notFound = async (p: string, cookie?: string) => {
        const res = await shop().get(p, cookie);
        expect(res.status, p).toBe(404);
        expect(res.headers["content-type"]).not.toBe("application/pdf");
        expect(res.body).not.toContain("%PDF");
        expect(res.body).not.toContain(invoice.number);
      };
      await notFound(documentPath(order.number, invoice.id), stranger.cookie);
      // the stranger's own order with the owner's document's id
      await notFound(documentPath(strangerOrder.number, invoice.id), stranger.cookie);
      for (const forged of ["999999999", "0", "abc", "-1", "1.5", `${invoice.id}%00`, "9".repeat(40), "%27%20or%201%3D1--"])
        await notFound(documentPath(order.number, forged), owner.cookie);
      await notFound(documentPath("SU-2026-999999", invoice.id), owner.cookie);

      const anonymous = await shop().get(documentPath(order.number, invoice.id));
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(`/profile/orders/${order.number}`)}`);
    });

    it("the back office lists the order's documents and downloads them for every role that reads orders", async () => {
      const support = await createStaff(db, "support");
      const { cookie } = await signIn(server.baseUrl, db, support.email);
      const page = await adminGet(server.baseUrl, `/admin/orders/${order.number}`, cookie);
      expect(page.status).toBe(200);
      const body = page.body.replace(/<!-- -->/g, "");
      expect(body).toContain(`<a href="/admin/invoices/${invoice.id}/pdf">Download ${invoice.number}.pdf</a>`);
      expect(body).toContain(`<a href="/admin/invoices/${creditNote.id}/pdf">Download ${creditNote.number}.pdf</a>`);
      // number, date and total of each; a credit note's total as taken back
      expect(body).toMatch(
        new RegExp(`<tr data-document="${invoice.number}"><td>Invoice ${invoice.number}</td><td><time[^>]*>[^<]+</time></td><td>10,00 EUR</td>`),
      );
      expect(body).toMatch(
        new RegExp(`<tr data-document="${creditNote.number}"><td>Credit note ${creditNote.number}</td><td><time[^>]*>[^<]+</time></td><td>-10,00 EUR</td>`),
      );
      expect(await htmlErrors([{ label: "admin order with invoices", html: page.body }])).toEqual([]);

      const pdf = await adminGet(server.baseUrl, `/admin/invoices/${invoice.id}/pdf`, cookie);
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number}.pdf"`);
      expect(pdf.headers["cache-control"]).toBe("private, no-store");
      expect(pdf.bytes.equals(invoice.pdf)).toBe(true);

      for (const bad of ["999999999", "abc", "0x1", "9".repeat(40)]) {
        const res = await adminGet(server.baseUrl, `/admin/invoices/${bad}/pdf`, cookie);
        expect(res.status, bad).toBe(404);
      }
      // signed out: the sign-in page, and back here afterwards
      const out = await adminGet(server.baseUrl, `/admin/invoices/${invoice.id}/pdf`);
      expect(out.status).toBe(302);
      expect(out.headers.location).toBe(`/admin/sign-in?next=${encodeURIComponent(`/admin/invoices/${invoice.id}/pdf`)}`);
      // off the back office's host it does not exist
      const shopHost = await shop().get(`/admin/invoices/${invoice.id}/pdf`, cookie);
      expect(shopHost.status).toBe(404);
    });

    it("a queued mail with the document attaches its PDF as <number>.pdf, the stored bytes", async () => {
      const subject = `Račun ${invoice.number} — ${uniqueEmail("subject")}`;
      const id = await enqueueMail(db, {
        to: owner.email,
        fromName: "Lumera",
        subject,
        text: "Hvala za nakup.",
        lang: "sl",
        links: [],
        invoiceId: invoice.id,
      });
      await deliverQueued(db, [id]);
      // this process sent it, or the server's sweep took it first: either outbox has it
      const outboxes = [getEnv().OUTBOX_DIR, path.join(server.dataDir, "outbox")];
      let raw: string | undefined;
      for (let tries = 0; !raw && tries < 100; tries++) {
        for (const dir of outboxes) {
          const files = (() => {
            try {
              return readdirSync(dir).filter((f) => f.endsWith(".eml"));
            } catch {
              return [];
            }
          })();
          for (const f of files) {
            const text = readFileSync(path.join(dir, f), "utf8");
            if (header(parseMime(text), "Subject") === subject) raw = text;
          }
        }
        if (!raw) await new Promise((r) => setTimeout(r, 100));
      }
      expect(raw, "the mail in an outbox").toBeDefined();
      const message = parseMime(raw!);
      expect(message.contentType).toBe("multipart/mixed");
      expect(findPart(message, "text/plain")?.body).toContain("Hvala za nakup.");
      const attachment = findPart(message, "application/pdf");
      expect(attachment).not.toBeNull();
      expect(attachment!.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename=${invoice.number}\\.pdf$|^attachment; filename="${invoice.number}\\.pdf"$`),
      );
      expect(attachment!.bytes.equals(invoice.pdf)).toBe(true);
      const row = await db.selectFrom("mail_queue").select(["status", "invoice_id"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "sent", invoice_id: invoice.id });
    });
  });
}
