import { describe, expect, it } from "vitest";
import type { InvoiceDocument, InvoiceLine } from "~/lib/invoice";
import { minorUnits } from "~/lib/money";
import { renderInvoicePdf } from "./invoice-pdf.server";
import { pdfText } from "../../tests/support/pdf-text";

// The invoice PDF read back as a tax inspector's software would: the text pdf.js extracts holds
// every field art. 226 of the VAT directive asks for (number, dates, seller and buyer with
// addresses and VAT numbers, each line's unit price net of VAT, rate and VAT, the taxable amount
// and VAT per rate, the totals, the reverse-charge mention, a credit note's invoice), written
// with the letters of the shop's languages (č, ő, ř, ß) in an embedded font, and the same
// document always gives the same bytes.
//
// The figures, by hand (euro cents; Slovenia 22 % and 9,5 %):
//   Čaj: 2 × 10,00 € gross, 22 % → unit net 8,20 (1000 / 1,22 = 819,67), net 16,39, VAT 3,61
//   Řebříček: 1 × 5,00 € gross, 9,5 % → unit net 4,57 (500 / 1,095 = 456,62), net 4,57, VAT 0,43
//   shipping 3,90 € at 22 % → net 3,20, VAT 0,70
//   per rate: 22 %: 16,39 + 3,20 = 19,59, VAT 3,61 + 0,70 = 4,31; 9,5 %: 4,57 and 0,43
//   totals: taxable 24,16, VAT 4,74; a 50,00 € gift certificate bought, outside VAT: gross 78,90;
//   10,00 € spent by certificate, 68,90 € paid by card

const money = minorUnits;

function line(overrides: Partial<InvoiceLine> & Pick<InvoiceLine, "sku" | "name">): InvoiceLine {
  return { qty: 1, unitNet: money(0), rate: 2200, net: money(0), vat: money(0), gross: money(0), ...overrides };
}

const INVOICE: InvoiceDocument = {
  series: "invoice",
  number: "INV-SU-2026-000042",
  storefront: "su",
  lang: "sl",
  currency: "EUR",
  issuedAt: "2026-11-27T14:05:00.000Z",
  supplyDate: "2026-11-26",
  orderNumber: "SU-2026-001234",
  seller: {
    name: "Lumera d.o.o.",
    company: null,
    address: ["Trubarjeva cesta 1", "1000 Ljubljana", "Slovenija"],
    country: "SI",
    registrationNumber: "8123456000",
    vatNumber: "SI84213574",
  },
  buyer: {
    name: "Kovács Őrs",
    company: "Őrség Kft.",
    address: ["Váci utca 5", "1052 Budapest", "Magyarország"],
    country: "HU",
    registrationNumber: null,
    vatNumber: "HU12345676",
  },
  lines: [
    line({ sku: "CAJ-01", name: "Čaj iz žajblja", qty: 2, unitNet: money(820), net: money(1639), vat: money(361), gross: money(2000) }),
    line({ sku: "REB-7", name: "Řebříček (Straße der Kräuter)", rate: 950, unitNet: money(457), net: money(457), vat: money(43), gross: money(500) }),
    line({ sku: "GIFT-50", name: "Darilni bon 50 €", rate: null, unitNet: money(5000), net: money(5000), vat: money(0), gross: money(5000) }),
  ],
  shipping: [{ rate: 2200, net: money(320), vat: money(70), gross: money(390) }],
  discount: money(250),
  rows: [
    { rate: 2200, taxable: money(1959), vat: money(431) },
    { rate: 950, taxable: money(457), vat: money(43) },
  ],
  vatCountry: "SI",
  taxable: money(2416),
  vat: money(474),
  outside: money(5000),
  gross: money(7890),
  certificatesSpent: money(1000),
  payment: { method: "card", paidAt: "2026-11-26T09:30:00.000Z", amount: money(6890) },
  reverseCharge: false,
  refersTo: null,
};

/** The text pdf.js reads from the PDF, every page, items joined by a space, spaces collapsed. */
const textOf = (bytes: Buffer) => pdfText(bytes);

describe("the invoice PDF", () => {
  it("holds every field art. 226 asks for, in Slovenian, with č, ő, ř and ß", async () => {
    const bytes = await renderInvoicePdf(INVOICE);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, text } = await textOf(bytes);
    expect(pages).toHaveLength(1);
    const expected = [
      // the document: its kind and number, the dates of issue and supply, the order
      "Račun",
      "INV-SU-2026-000042",
      "Datum izdaje 27. 11. 2026",
      "Datum dobave 26. 11. 2026",
      "Številka naročila SU-2026-001234",
      // the seller: name, address, registration and VAT number
      "Lumera d.o.o.",
      "Trubarjeva cesta 1",
      "1000 Ljubljana",
      "Matična številka: 8123456000",
      "ID za DDV: SI84213574",
      // the buyer: name, company, address, VAT number
      "Kovács Őrs",
      "Őrség Kft.",
      "Váci utca 5",
      "1052 Budapest",
      "ID za DDV: HU12345676",
      // each line: name, SKU, quantity, unit price net of VAT, rate, net amount, VAT
      "Čaj iz žajblja",
      "Šifra: CAJ-01 2 8,20 € 22 % 16,39 € 3,61 €",
      "Řebříček (Straße der Kräuter)",
      "Šifra: REB-7 1 4,57 € 9,5 % 4,57 € 0,43 €",
      "Darilni bon 50 €",
      "Šifra: GIFT-50 1 50,00 € — 50,00 € —",
      // shipping at its rate
      "Stroški dostave 1 3,20 € 22 % 3,20 € 0,70 €",
      // the discount, already shared into the amounts
      "Popust v znesku 2,50 € (z DDV) je že upoštevan v zgornjih zneskih.",
      // the taxable amount and VAT per rate
      "Rekapitulacija DDV",
      "22 % 19,59 € 4,31 €",
      "9,5 % 4,57 € 0,43 €",
      // the totals, the voucher outside VAT with its note, the certificate spent as a payment
      "Skupaj davčna osnova 24,16 €",
      "Skupaj DDV 4,74 €",
      "Ni predmet DDV 50,00 €",
      "darilni boni: večnamenski boni, niso predmet DDV",
      "Skupaj 78,90 €",
      "Plačano z darilnimi boni 10,00 €",
      "Plačani znesek 68,90 €",
      // the payment: how and when
      "Plačilo: Plačilna kartica, plačano 26. 11. 2026",
      "Stran 1 od 1",
    ];
    for (const field of expected) expect(text, field).toContain(field);
    expect(text).not.toContain("Obrnjena davčna obveznost");
  });

  it("embeds its font and gives the same bytes each time", async () => {
    const first = await renderInvoicePdf(INVOICE);
    const second = await renderInvoicePdf(INVOICE);
    expect(first.equals(second)).toBe(true);
    const raw = first.toString("latin1");
    expect(raw).toContain("/FontFile2");
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    // the creation date is the date of issue, not the moment it was made
    expect(raw).toContain("(D:20261127140500Z)");
    // subset fonts: a one-page invoice stays small
    expect(first.length).toBeLessThan(60_000);
    // another document, other bytes (and another file ID)
    const other = await renderInvoicePdf({ ...INVOICE, number: "INV-SU-2026-000043" });
    expect(other.equals(first)).toBe(false);
  });

  it("prints the reverse-charge mention for a business buyer in another member state", async () => {
    const reverse: InvoiceDocument = {
      ...INVOICE,
      lang: "hu",
      reverseCharge: true,
      lines: [line({ sku: "CAJ-01", name: "Čaj iz žajblja", qty: 2, unitNet: money(1000), rate: 0, net: money(2000), vat: money(0), gross: money(2000) })],
      shipping: [],
      discount: money(0),
      rows: [{ rate: 0, taxable: money(2000), vat: money(0) }],
      taxable: money(2000),
      vat: money(0),
      outside: money(0),
      gross: money(2000),
      certificatesSpent: money(0),
      payment: { method: "bank", paidAt: "2026-11-26T09:30:00.000Z", amount: money(2000) },
    };
    const { text } = await textOf(await renderInvoicePdf(reverse));
    for (const field of [
      "Számla",
      "Kiállítás dátuma 2026. 11. 27.",
      "Teljesítés dátuma 2026. 11. 26.",
      "Kovács Őrs",
      "Közösségi adószám: HU12345676",
      "Cikkszám: CAJ-01 2 10,00 € 0 % 20,00 € 0,00 €",
      "Fordított adózás",
      "Az ÁFÁ-t a vevő fizeti (a 2006/112/EK irányelv 196. cikke)",
      "Reverse charge",
      "VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)",
      "Fizetés: Banki átutalás, fizetve: 2026. 11. 26.",
    ])
      expect(text, field).toContain(field);
    expect(text).not.toContain("ajándékutalványok");
  });

  it("prints a credit note with its invoice and the amounts taken back", async () => {
    const creditNote: InvoiceDocument = {
      ...INVOICE,
      series: "credit_note",
      number: "CN-SU-2026-000003",
      lang: "cs",
      currency: "CZK",
      lines: [line({ sku: "REB-7", name: "Řebříček", rate: 1200, unitNet: money(8929), net: money(8929), vat: money(1071), gross: money(10000) })],
      shipping: [],
      discount: money(0),
      rows: [{ rate: 1200, taxable: money(8929), vat: money(1071) }],
      taxable: money(8929),
      vat: money(1071),
      outside: money(0),
      gross: money(10000),
      certificatesSpent: money(0),
      payment: { method: "card", paidAt: "2026-12-02T10:00:00.000Z", amount: money(10000) },
      refersTo: { number: "INV-SU-2026-000042", issuedAt: "2026-11-27T14:05:00.000Z" },
    };
    const { text } = await textOf(await renderInvoicePdf(creditNote));
    for (const field of [
      "Opravný daňový doklad",
      "CN-SU-2026-000003",
      "Opravný daňový doklad k faktuře INV-SU-2026-000042 ze dne 27. 11. 2026",
      "Kód: REB-7 1 -89,29 Kč 12 % -89,29 Kč -10,71 Kč",
      "12 % -89,29 Kč -10,71 Kč",
      "Základ daně celkem -89,29 Kč",
      "DPH celkem -10,71 Kč",
      "Celkem -100,00 Kč",
      "Vráceno -100,00 Kč",
      "Vrácení: Platební karta, vráceno 2. 12. 2026",
    ])
      expect(text, field).toContain(field);
  });

  it("breaks a long table over pages, the heading repeated and every line printed once", async () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      line({ sku: `SKU-${i + 1}`, name: `Izdelek številka ${i + 1}`, unitNet: money(820), net: money(820), vat: money(180), gross: money(1000) }),
    );
    const long: InvoiceDocument = {
      ...INVOICE,
      lang: "de",
      lines,
      shipping: [],
      discount: money(0),
      rows: [{ rate: 2200, taxable: money(32800), vat: money(7200) }],
      taxable: money(32800),
      vat: money(7200),
      outside: money(0),
      gross: money(40000),
      certificatesSpent: money(0),
      payment: { method: "cod", paidAt: null, amount: money(40000) },
    };
    const { pages, text } = await textOf(await renderInvoicePdf(long));
    expect(pages.length).toBeGreaterThan(1);
    for (let i = 1; i <= 40; i++) expect(text.match(new RegExp(`Art\\.-Nr\\.: SKU-${i} `, "g")), `line ${i}`).toHaveLength(1);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(page, `page ${i + 1}`).toContain("Rechnung INV-SU-2026-000042");
    });
    // the table's heading on the pages it continues on
    expect(pages[1]).toContain("Bezeichnung Menge Einzelpreis netto USt-Satz Betrag netto USt");
    expect(text).toContain("Summe netto 328,00 €");
    expect(text).toContain("Zahlung: Nachnahme, Zahlung bei Lieferung");
  });
});
