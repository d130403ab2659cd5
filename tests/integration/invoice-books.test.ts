import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import type { InvoiceDocument, InvoiceParty } from "~/lib/invoice";
import { listAudit } from "~/services/audit-log.server";
import { issueDocument } from "~/services/invoices.server";
import { checkoutClient, EU, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { createStaff, get, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// The books over HTTP (README "Taxes and invoices"), on SQLite and, with TEST_DATABASE_URL,
// PostgreSQL: the list of invoices and credit notes by period, storefront and series with its
// sums per currency, the accountant's CSV, the One-Stop Shop summary of a quarter. Bad filters
// are a 400 with the message at the field and no figures; support is refused; no one signed in
// is sent to sign in.
//
// The documents are issued here by calling issueDocument() on the server's database with drafts
// built by hand: these tests pin the books' arithmetic, whatever issues documents (payment and
// refunds do, in the shop). They are dated in 2011, a year no other test issues in, so the
// period's rows and sums are exactly these.

const SELLER: InvoiceParty = {
  name: "Lumera d.o.o.",
  company: null,
  address: ["Slovenska cesta 1", "1000 Ljubljana", "Slovenia"],
  country: "SI",
  registrationNumber: "1234567000",
  vatNumber: "SI84213574",
};

const buyer = (name: string, country: string, more: Partial<InvoiceParty> = {}): InvoiceParty => ({
  name,
  company: null,
  address: ["Street 1", "1000 City", country],
  country,
  registrationNumber: null,
  vatNumber: null,
  ...more,
});

type Row = { rate: number; taxable: number; vat: number };
type Draft = Omit<InvoiceDocument, "number">;

/** A document's draft: its rows per rate, and what the totals of those come to. */
function draft(d: {
  series?: "invoice" | "credit_note";
  storefront: string;
  currency: string;
  issuedAt: string;
  orderNumber: string;
  buyer: InvoiceParty;
  vatCountry: string;
  rows: Row[];
  outside?: number;
  reverseCharge?: boolean;
  refersTo?: { number: string; issuedAt: string };
}): Draft {
  const taxable = d.rows.reduce((s, r) => s + r.taxable, 0);
  const vat = d.rows.reduce((s, r) => s + r.vat, 0);
  const outside = d.outside ?? 0;
  const gross = taxable + vat + outside;
  return {
    series: d.series ?? "invoice",
    storefront: d.storefront,
    lang: "en",
    currency: d.currency,
    issuedAt: d.issuedAt,
    supplyDate: d.issuedAt.slice(0, 10),
    orderNumber: d.orderNumber,
    seller: SELLER,
    buyer: d.buyer,
    lines: [],
    shipping: [],
    discount: 0 as InvoiceDocument["discount"],
    rows: d.rows as InvoiceDocument["rows"],
    vatCountry: d.vatCountry,
    taxable: taxable as InvoiceDocument["taxable"],
    vat: vat as InvoiceDocument["vat"],
    outside: outside as InvoiceDocument["outside"],
    gross: gross as InvoiceDocument["gross"],
    certificatesSpent: 0 as InvoiceDocument["certificatesSpent"],
    payment: { method: "bank", paidAt: d.issuedAt, amount: gross as InvoiceDocument["gross"] },
    reverseCharge: d.reverseCharge ?? false,
    refersTo: d.refersTo ?? null,
  } as Draft;
}

/** A page's text, tags and React's markers removed, spaces squeezed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");

/** The text of the table row marked data-<attr>="value". */
const rowText = (html: string, attr: string, value: string) => {
  const match = new RegExp(`<tr data-${attr}="${value}">([\\s\\S]*?)</tr>`).exec(html);
  return match ? text(match[1]).trim() : null;
};

/** The document numbers a list page shows, in its order. */
const numbersOn = (html: string) => [...html.matchAll(/<td[^>]*>((?:INV|CN)-[A-Z]{2,3}-\d{4}-\d{6})/g)].map((m) => m[1]);

for (const server of inject("servers")) {
  describe(`the books on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let support: string;
    const base = server.baseUrl;
    const seen: { label: string; html: string }[] = [];
    const n: Record<string, string> = {};
    let fakeOrder = 9_000_000;

    async function issue(key: string, d: Draft, refersTo: number | null = null) {
      const id = ++fakeOrder;
      const source = d.series === "credit_note" ? (`return:${id}` as const) : (`order:${id}` as const);
      const { id: rowId, document } = await issueDocument(db, d, { source, orderId: id, returnId: d.series === "credit_note" ? id : null, refersTo });
      n[key] = document.number;
      return { id: rowId, document };
    }

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      manager = (await signIn(base, db, (await createStaff(db, "manager", "books")).email)).cookie;
      support = (await signIn(base, db, (await createStaff(db, "support", "books")).email)).cookie;

      // the forint's rate on the quarter's last day, as the shop knows it: the rate of the last
      // order placed in forints before 2011 ended — an order of the Hungarian storefront, moved
      // back to 2011-12-30 at a rate of that day (311,35 Ft per euro)
      const { id: product } = await stockedProductsQuery(db, { minStock: 5, langs: ["hu"] })
        .orderBy("p.id", "desc")
        .offset(40)
        .limit(1)
        .executeTakeFirstOrThrow();
      const shop = checkoutClient(base, db);
      const { order } = await shop.placeOrder(await shop.guestWith(product, 1, { prefix: "/hu", host: EU }), {
        payment: "bank",
        prefix: "/hu",
        host: EU,
        country: "HU",
        email: uniqueEmail("books"),
      });
      await db.updateTable("shop_order").set({ created_at: "2011-12-30T09:00:00.000Z", currency_rate: 311.35 }).where("number", "=", order.number).execute();
      n.hufOrder = order.number;

      // 2011-Q4, seller in Slovenia (amounts in minor units)
      await issue(
        "A",
        draft({
          storefront: "su",
          currency: "EUR",
          issuedAt: "2011-10-05T10:00:00.000Z",
          orderNumber: "SU-2011-000101",
          buyer: buyer("Ana Novak", "SI"),
          vatCountry: "SI",
          rows: [
            { rate: 2200, taxable: 10000, vat: 2200 },
            { rate: 950, taxable: 2000, vat: 190 },
          ],
        }),
      );
      // a gift certificate bought, nothing else: outside the scope of VAT
      await issue(
        "G",
        draft({
          storefront: "su",
          currency: "EUR",
          issuedAt: "2011-10-20T10:00:00.000Z",
          orderNumber: "SU-2011-000102",
          buyer: buyer("Marko Kranjc", "SI"),
          vatCountry: "SI",
          rows: [],
          outside: 5000,
        }),
      );
      const b = await issue(
        "B",
        draft({
          storefront: "chr",
          currency: "EUR",
          issuedAt: "2011-11-10T10:00:00.000Z",
          orderNumber: "CHR-2011-000201",
          buyer: buyer("Ivana Horvat", "HR"),
          vatCountry: "HR",
          rows: [
            { rate: 2500, taxable: 8000, vat: 2000 },
            { rate: 1300, taxable: 1000, vat: 130 },
          ],
        }),
      );
      await issue(
        "C",
        draft({
          storefront: "cde",
          currency: "EUR",
          issuedAt: "2011-11-15T10:00:00.000Z",
          orderNumber: "CDE-2011-000301",
          buyer: buyer("Jonas Weber", "DE"),
          vatCountry: "DE",
          rows: [{ rate: 1900, taxable: 5000, vat: 950 }],
          outside: 2500,
        }),
      );
      await issue(
        "D",
        draft({
          storefront: "chu",
          currency: "HUF",
          issuedAt: "2011-12-01T10:00:00.000Z",
          orderNumber: "CHU-2011-000401",
          buyer: buyer("Kovács Éva", "HU"),
          vatCountry: "HU",
          rows: [{ rate: 2700, taxable: 1000000, vat: 270000 }],
        }),
      );
      // a business in Germany, its VAT number confirmed: no VAT; its company name written as a
      // spreadsheet formula, which the CSV must keep as text
      await issue(
        "E",
        draft({
          storefront: "cde",
          currency: "EUR",
          issuedAt: "2011-12-05T10:00:00.000Z",
          orderNumber: "CDE-2011-000302",
          buyer: buyer("Lena Schmidt", "DE", { company: "=Weber Werkzeuge GmbH", vatNumber: "DE123456789" }),
          vatCountry: "DE",
          rows: [{ rate: 0, taxable: 20000, vat: 0 }],
          reverseCharge: true,
        }),
      );
      // a credit note for part of B: its amounts positive in the document, taken back in the books
      await issue(
        "F",
        draft({
          series: "credit_note",
          storefront: "chr",
          currency: "EUR",
          issuedAt: "2011-12-10T10:00:00.000Z",
          orderNumber: "CHR-2011-000201",
          buyer: buyer("Ivana Horvat", "HR"),
          vatCountry: "HR",
          rows: [{ rate: 2500, taxable: 2000, vat: 500 }],
          refersTo: { number: b.document.number, issuedAt: b.document.issuedAt },
        }),
        b.id,
      );
      // the last moment of 2011-Q3: in neither October nor the fourth quarter; in forints, with
      // no forint rate the shop held by the end of September
      await issue(
        "H",
        draft({
          storefront: "chu",
          currency: "HUF",
          issuedAt: "2011-09-30T23:59:59.999Z",
          orderNumber: "CHU-2011-000400",
          buyer: buyer("Nagy Péter", "HU"),
          vatCountry: "HU",
          rows: [{ rate: 2700, taxable: 500000, vat: 135000 }],
        }),
      );
    }, 120_000);

    afterAll(async () => {
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    const page = async (path: string, status = 200, cookie = manager) => {
      const res = await get(base, path, cookie);
      expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
      seen.push({ label: path, html: res.body });
      return res.body;
    };

    it("the list shows a period's documents of a storefront and series, newest first, credit notes negative, with the period's sums per currency", async () => {
      // October: the Slovenian invoice and the certificate, nothing of September 30th's last moment
      const october = await page("/admin/invoices?from=2011-10-01&to=2011-10-31");
      expect(numbersOn(october)).toEqual([n.G, n.A]);
      expect(text(october)).toContain("2 documents issued from 2011-10-01 to 2011-10-31");
      expect(october).toContain('href="/admin/orders/SU-2011-000101"');
      expect(october).toContain(`href="/admin/invoices/`);
      // 120,00 + 23,90 VAT (A) and 50,00 outside VAT (G)
      expect(rowText(october, "currency", "EUR")).toBe("Period total in EUR 120,00 23,90 193,90 EUR");

      const quarter = await page("/admin/invoices?from=2011-10-01&to=2011-12-31");
      expect(numbersOn(quarter)).toEqual([n.F, n.E, n.D, n.C, n.B, n.G, n.A]);
      // the credit note: its number, "Credit note", its amounts negative
      expect(text(quarter)).toMatch(new RegExp(`${n.F} Credit note 2011-12-10 CHR-2011-000201 Ivana Horvat HR — -20,00 -5,00 -25,00 EUR`));
      expect(text(quarter)).toMatch(new RegExp(`${n.E} 2011-12-05 CDE-2011-000302 Lena Schmidt =Weber Werkzeuge GmbH DE Yes 200,00 0,00 200,00 EUR`));
      // EUR: taxable 120 + 90 + 50 + 200 − 20 = 440,00; VAT 23,90 + 21,30 + 9,50 − 5 = 49,70;
      // total 143,90 + 111,30 + 84,50 + 200 − 25 + 50 = 564,70. HUF apart: 10 000 + 2 700
      expect(rowText(quarter, "currency", "EUR")).toBe("Period total in EUR 440,00 49,70 564,70 EUR");
      expect(rowText(quarter, "currency", "HUF")).toBe("Period total in HUF 10 000,00 2 700,00 12 700,00 HUF");

      const croatia = await page("/admin/invoices?from=2011-10-01&to=2011-12-31&storefront=chr");
      expect(numbersOn(croatia)).toEqual([n.F, n.B]);
      expect(rowText(croatia, "currency", "EUR")).toBe("Period total in EUR 70,00 16,30 86,30 EUR");
      const creditNotes = await page("/admin/invoices?from=2011-10-01&to=2011-12-31&storefront=chr&series=credit_note");
      expect(numbersOn(creditNotes)).toEqual([n.F]);
      expect(rowText(creditNotes, "currency", "EUR")).toBe("Period total in EUR -20,00 -5,00 -25,00 EUR");
      const invoices = await page("/admin/invoices?from=2011-10-01&to=2011-12-31&series=invoice&storefront=chu");
      expect(numbersOn(invoices)).toEqual([n.D]);
      // the CSV link keeps the filters
      expect(invoices).toContain('href="/admin/invoices/export?from=2011-10-01&amp;to=2011-12-31&amp;storefront=chu&amp;series=invoice"');
      expect(text(await page("/admin/invoices?from=2011-01-01&to=2011-01-31"))).toContain("No invoice or credit note was issued in this period.");
      // this month unless chosen
      const month = new Date().toISOString().slice(0, 7);
      expect(await page("/admin/invoices")).toContain(`value="${month}-01"`);
    });

    it("more than 100 documents in a period are paged, the sums at the foot those of the whole period", async () => {
      for (let i = 0; i < 101; i++) {
        await issue(
          `p${i}`,
          draft({
            storefront: "asi",
            currency: "EUR",
            issuedAt: `2011-08-${String(1 + (i % 28)).padStart(2, "0")}T${String(i % 24).padStart(2, "0")}:00:00.000Z`,
            orderNumber: `ASI-2011-${String(i).padStart(6, "0")}`,
            buyer: buyer("Ana Novak", "SI"),
            vatCountry: "SI",
            rows: [{ rate: 2200, taxable: 100, vat: 22 }],
          }),
        );
      }
      const first = await page("/admin/invoices?from=2011-08-01&to=2011-08-31&storefront=asi");
      const second = await page("/admin/invoices?from=2011-08-01&to=2011-08-31&storefront=asi&p=2");
      expect(numbersOn(first)).toHaveLength(100);
      expect(numbersOn(second)).toHaveLength(1);
      expect(new Set([...numbersOn(first), ...numbersOn(second)]).size).toBe(101);
      expect(text(first)).toContain("Page 1 of 2");
      expect(first).toMatch(/href="[^"]*\?from=2011-08-01&amp;to=2011-08-31&amp;storefront=asi&amp;p=2"/);
      for (const html of [first, second]) expect(rowText(html, "currency", "EUR")).toBe("Period total in EUR 101,00 22,22 123,22 EUR");
    }, 60_000);

    it("the CSV has a row per document and rate, decimals with a dot, credit notes negative, a certificate's amount with the rate empty", async () => {
      const res = await get(base, "/admin/invoices/export?from=2011-10-01&to=2011-12-31", manager);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toContain("text/csv");
      expect(res.headers["content-disposition"]).toContain('filename="invoices-2011-10-01-to-2011-12-31.csv"');
      const rows = parse(res.body, { columns: true }) as Record<string, string>[];
      const pick = (r: Record<string, string>) => [
        r.number,
        r.series,
        r.vat_country,
        r.reverse_charge,
        r.currency,
        r.rate_percent,
        r.taxable,
        r.vat,
        r.document_total,
      ];
      // in the order they were issued
      expect(rows.map(pick)).toEqual([
        [n.A, "invoice", "SI", "no", "EUR", "22", "100.00", "22.00", "143.90"],
        [n.A, "invoice", "SI", "no", "EUR", "9.5", "20.00", "1.90", "143.90"],
        [n.G, "invoice", "SI", "no", "EUR", "", "50.00", "0.00", "50.00"],
        [n.B, "invoice", "HR", "no", "EUR", "25", "80.00", "20.00", "111.30"],
        [n.B, "invoice", "HR", "no", "EUR", "13", "10.00", "1.30", "111.30"],
        [n.C, "invoice", "DE", "no", "EUR", "19", "50.00", "9.50", "84.50"],
        [n.C, "invoice", "DE", "no", "EUR", "", "25.00", "0.00", "84.50"],
        [n.D, "invoice", "HU", "no", "HUF", "27", "10000.00", "2700.00", "12700.00"],
        [n.E, "invoice", "DE", "yes", "EUR", "0", "200.00", "0.00", "200.00"],
        [n.F, "credit note", "HR", "no", "EUR", "25", "-20.00", "-5.00", "-25.00"],
      ]);
      // each document's rows add up to its total
      for (const number of new Set(rows.map((r) => r.number))) {
        const own = rows.filter((r) => r.number === number);
        const sum = own.reduce((s, r) => s + Math.round(Number(r.taxable) * 100) + Math.round(Number(r.vat) * 100), 0);
        expect(sum, number).toBe(Math.round(Number(own[0].document_total) * 100));
      }
      const e = rows.find((r) => r.number === n.E)!;
      expect([e.issued_on, e.supplied_on, e.storefront, e.order_number, e.buyer_name, e.buyer_vat_number]).toEqual([
        "2011-12-05",
        "2011-12-05",
        "cde",
        "CDE-2011-000302",
        "Lena Schmidt",
        "DE123456789",
      ]);
      // the company typed as a formula is text in a spreadsheet
      expect(e.buyer_company).toBe("'=Weber Werkzeuge GmbH");
      // the same filters as the list; each file is in the audit log
      const chu = parse((await get(base, "/admin/invoices/export?from=2011-10-01&to=2011-12-31&storefront=chu&series=invoice", manager)).body, {
        columns: true,
      }) as Record<string, string>[];
      expect(chu.map((r) => r.number)).toEqual([n.D]);
      const audit = await listAudit(db, { kind: "invoices.export" });
      expect(audit.some((a) => JSON.stringify(a.after).includes('"storefront":"chu"'))).toBe(true);
    });

    it("the OSS summary of a quarter: per member state and rate in euros, credit notes subtracted, forints converted at the quarter's last rate; domestic and reverse charge apart", async () => {
      const html = await page("/admin/invoices/oss?quarter=2011-Q4");
      // By hand, 2011-Q4 (seller in SI):
      //   DE 19 %: 50,00 taxable, 9,50 VAT (C; its certificate outside VAT adds nothing)
      //   HR 25 %: 80,00 − 20,00 = 60,00 taxable, 20,00 − 5,00 = 15,00 VAT (B less the credit note F)
      //   HR 13 %: 10,00 taxable, 1,30 VAT (B)
      //   HU 27 %: 10 000,00 Ft / 311,35 = 32,1182 → 32,12 €; 2 700,00 Ft / 311,35 = 8,6719 → 8,67 €
      //   total: 50 + 60 + 10 + 32,12 = 152,12 taxable; 9,50 + 15 + 1,30 + 8,67 = 34,47 VAT
      expect(rowText(html, "row", "DE 1900")).toBe("DE 19 % 50,00 9,50");
      expect(rowText(html, "row", "HR 2500")).toBe("HR 25 % 60,00 15,00");
      expect(rowText(html, "row", "HR 1300")).toBe("HR 13 % 10,00 1,30");
      expect(rowText(html, "row", "HU 2700")).toBe("HU 27 % 32,12 8,67");
      expect(rowText(html, "row", "total")).toBe("Total 152,12 34,47");
      expect(text(html)).toContain(`HUF: 311.35 per euro, the rate of 2011-12-30`);
      expect(text(html)).toContain(n.hufOrder);
      // Slovenia's own sales (A; G is outside VAT), and the German business's supply, apart
      expect(rowText(html, "row", "SI 2200 EUR")).toBe("SI 22 % 100,00 22,00 EUR");
      expect(rowText(html, "row", "SI 950 EUR")).toBe("SI 9,5 % 20,00 1,90 EUR");
      expect(rowText(html, "row", "DE EUR")).toBe("DE 200,00 EUR");
      expect(html.match(/data-row="/g)).toHaveLength(8);
      expect(text(html)).toContain("7 documents issued from 2011-10-01 to 2011-12-31");

      // 2011-Q3: a forint invoice and no forint rate the shop held by September 30th: in forints, not converted
      const q3 = await page("/admin/invoices/oss?quarter=2011-Q3");
      expect(text(q3)).toContain("Nothing to declare in euros for this quarter.");
      expect(text(q3)).toContain("The shop has no rate of HUF from on or before 2011-09-30");
      expect(rowText(q3, "row", "HU 2700 HUF")).toBe("HU 27 % 5 000,00 1 350,00 HUF");
      // the current quarter unless chosen
      const now = new Date().toISOString();
      const current = `${now.slice(0, 4)}-Q${Math.floor((Number(now.slice(5, 7)) - 1) / 3) + 1}`;
      expect(await page("/admin/invoices/oss")).toContain(`value="${current}"`);
    });

    it("a period, storefront, series or quarter that cannot be read is a 400 with its message at the field and no figures", async () => {
      const cases: [string, string, string][] = [
        ["/admin/invoices?from=2011-12-01&to=2011-11-01", "f-to", "The last day is before the first"],
        ["/admin/invoices?from=2011-02-30&to=2011-03-31", "f-from", "“2011-02-30” is not a day of the calendar: give the first day as a date"],
        ["/admin/invoices?from=2011-10-01&to=soon", "f-to", "“soon” is not a day of the calendar: give the last day as a date"],
        ["/admin/invoices?storefront=zz", "f-storefront", "Choose a storefront from the list."],
        ["/admin/invoices?series=receipts", "f-series", "Choose invoices, credit notes or both."],
        ["/admin/invoices/oss?quarter=2011-Q5", "f-quarter", "Give a quarter as its year and number"],
        ["/admin/invoices/oss?quarter=last", "f-quarter", "Give a quarter as its year and number"],
      ];
      for (const [path, field, message] of cases) {
        const html = await page(path, 400);
        expect(html, path).toContain(message);
        expect(html, path).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${field}"`));
        expect(html, path).toContain(`id="${field}-error"`);
        // a day that could be read stays in its field
        if (path.includes("to=2011-11-01")) expect(html).toContain('value="2011-11-01"');
        // the form again, nothing of the books
        expect(html, path).not.toContain("<table");
        expect(html, path).not.toContain("Download CSV");
      }
      // what could be read is shown again in its field
      expect(await page("/admin/invoices?from=2011-10-01&to=soon", 400)).toContain('value="2011-10-01"');
      const file = await get(base, "/admin/invoices/export?from=2011-12-01&to=2011-11-01", manager);
      expect(file.status).toBe(400);
      expect(file.body).toContain("The last day is before the first");
      expect(file.headers["content-type"]).toContain("text/plain");
    });

    it("support is refused the books; no one signed in is sent to sign in; the navigation shows them to a manager only", async () => {
      for (const path of ["/admin/invoices", "/admin/invoices/export", "/admin/invoices/oss?quarter=2011-Q4"]) {
        const refused = await get(base, path, support);
        expect(refused.status, path).toBe(403);
        if (!path.endsWith("export")) expect(refused.body, path).toContain("may not do this");
        expect(refused.body).not.toContain(n.A);
        const anonymous = await get(base, path);
        expect(anonymous.status, path).toBe(302);
        expect(anonymous.headers.location, path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      }
      seen.push({ label: "refused", html: (await get(base, "/admin/invoices", support)).body });
      expect(await page("/admin", 200, manager)).toContain('href="/admin/invoices"');
      expect(await page("/admin", 200, support)).not.toContain('href="/admin/invoices"');
    });
  });
}
