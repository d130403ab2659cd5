import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { InvoiceDocument, InvoiceParty } from "~/lib/invoice";
import { fillLabel, type InvoiceLabels, invoiceLabels } from "~/lib/invoice-labels";
import { currencyLabel, formatMinor, minorUnits } from "~/lib/money";
import { formatRate } from "~/lib/vat";

// The PDF of an invoice or credit note (README "Taxes and invoices"; the fields of art. 226 of
// the VAT directive, app/lib/invoice.ts): A4, in the document's language, amounts in its currency
// as the shop writes them everywhere (formatMinor). Made once when the document is issued and kept
// (invoices.server.ts issueDocument), but also reproducible: the same document gives the same bytes
// — pdfkit's creation date and file ID come from the date of issue, not from the clock.
//
// The font is DejaVu Sans, embedded (subset to the glyphs used), because the 14 standard PDF fonts
// have no č, ő or ř. It comes from npm (dejavu-fonts-ttf, a dependency like pdfkit: the server
// build keeps packages in node_modules).

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function embeddedFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
/** where content stops: below it only the footer (document number, page) */
const CONTENT_BOTTOM = PAGE.height - MARGIN - 20;
const GREY = "#555555";
const RULE = "#999999";

/** The lines table's columns: description (with the SKU), quantity, unit net, rate, net, VAT. */
const COLUMNS = [
  { key: "item", width: 175, align: "left" },
  { key: "qty", width: 44, align: "right" },
  { key: "unitNet", width: 74, align: "right" },
  { key: "rate", width: 52, align: "right" },
  { key: "net", width: 78, align: "right" },
  { key: "vat", width: WIDTH - 175 - 44 - 74 - 52 - 78, align: "right" },
] as const;
const PAD = 4;

type Cells = Record<(typeof COLUMNS)[number]["key"], string>;

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const labels = invoiceLabels(document.lang);
  const credit = document.series === "credit_note";
  const title = credit ? labels.creditNote : labels.invoice;
  const issued = new Date(document.issuedAt);
  const { regular, bold } = embeddedFonts();
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: document.lang,
    displayTitle: true,
    // the default would load Helvetica's metrics from pdfkit's folder: never used here
    font: regular as unknown as string,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.name,
      Subject: `${title} ${document.number}`,
      Creator: document.seller.name,
      Producer: "PDFKit",
      // the file ID is an MD5 of these: from the date of issue, the same bytes every time
      CreationDate: issued,
      ModDate: issued,
    },
  });
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  // a credit note's amounts are kept positive and printed as taken back
  const sign = credit ? -1 : 1;
  const label = currencyLabel(document.currency);
  const money = (minor: number) => formatMinor(minorUnits(sign * minor), label);
  const dates = new Intl.DateTimeFormat(labels.locale, { day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" });
  const day = (iso: string) => dates.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

  const write = (text: string, x: number, y: number, options: { width: number; align?: "left" | "right"; bold?: boolean; size?: number; color?: string }) => {
    pdf
      .font(options.bold ? "bold" : "regular")
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? "black");
    pdf.text(text, x, y, { width: options.width, align: options.align ?? "left" });
    return pdf.y;
  };
  const heightOf = (text: string, width: number, options: { bold?: boolean; size?: number } = {}) => {
    pdf.font(options.bold ? "bold" : "regular").fontSize(options.size ?? 9);
    return pdf.heightOfString(text, { width });
  };
  const rule = (y: number, color = RULE) => {
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke();
  };
  let y = MARGIN;
  /** room for `height` more on this page, or a new page (the content goes on at its top) */
  const room = (height: number) => {
    if (y + height <= CONTENT_BOTTOM) return false;
    pdf.addPage();
    y = MARGIN;
    return true;
  };

  // Title and the document's facts (number, dates, order)
  write(title, LEFT, y, { width: 300, bold: true, size: 18 });
  write(document.number, LEFT, pdf.y + 2, { width: 300, bold: true, size: 12 });
  const facts: [string, string][] = [
    [labels.number, document.number],
    [labels.issueDate, day(document.issuedAt)],
    [labels.supplyDate, day(document.supplyDate)],
    [labels.orderNumber, document.orderNumber],
  ];
  let factY = y;
  for (const [name, value] of facts) {
    write(name, 320, factY, { width: 120, color: GREY });
    factY = Math.max(factY + heightOf(name, 120), write(value, 440, factY, { width: RIGHT - 440, align: "right" })) + 2;
  }
  y = Math.max(pdf.y, factY) + 18;

  // Seller and buyer (art. 226(5), (6), (3), (4))
  const partyLines = (party: InvoiceParty) =>
    [
      party.company && party.company !== party.name ? party.company : null,
      ...party.address,
      party.registrationNumber ? `${labels.registrationNumber}: ${party.registrationNumber}` : null,
      party.vatNumber ? `${labels.vatNumber}: ${party.vatNumber}` : null,
    ].filter((line): line is string => Boolean(line));
  const partyBlock = (heading: string, party: InvoiceParty, x: number) => {
    let at = write(heading.toUpperCase(), x, y, { width: 230, size: 7.5, color: GREY }) + 2;
    at = write(party.name, x, at, { width: 230, bold: true, size: 10 }) + 1;
    for (const line of partyLines(party)) at = write(line, x, at, { width: 230 }) + 1;
    return at;
  };
  y = Math.max(partyBlock(labels.seller, document.seller, LEFT), partyBlock(labels.buyer, document.buyer, 315)) + 14;

  if (credit && document.refersTo) {
    y =
      write(fillLabel(labels.creditNoteFor, { number: document.refersTo.number, date: day(document.refersTo.issuedAt) }), LEFT, y, {
        width: WIDTH,
        bold: true,
      }) + 2;
    y = write(labels.amountsTakenBack, LEFT, y, { width: WIDTH, color: GREY }) + 12;
  }

  // The lines (art. 226(6), (8), (9), (10)): each with its unit price net of VAT, rate and VAT
  const tableHeader = () => {
    const heading: Cells = { item: labels.item, qty: labels.qty, unitNet: labels.unitNet, rate: labels.rate, net: labels.net, vat: labels.vat };
    const height = Math.max(...COLUMNS.map((c) => heightOf(heading[c.key], c.width - 2 * PAD, { bold: true, size: 8 })));
    room(height + 40);
    let x = LEFT;
    for (const c of COLUMNS) {
      write(heading[c.key], x + PAD, y, { width: c.width - 2 * PAD, align: c.align, bold: true, size: 8 });
      x += c.width;
    }
    y += height + 4;
    rule(y, "black");
    y += 4;
  };
  const tableRow = (cells: Cells, sku: string | null) => {
    const itemWidth = COLUMNS[0].width - 2 * PAD;
    const height = heightOf(cells.item, itemWidth) + (sku ? heightOf(sku, itemWidth, { size: 7.5 }) + 1 : 0);
    if (room(height + 6)) tableHeader();
    let x = LEFT;
    for (const c of COLUMNS) {
      const end = write(cells[c.key], x + PAD, y, { width: c.width - 2 * PAD, align: c.align });
      if (c.key === "item" && sku) write(sku, x + PAD, end + 1, { width: itemWidth, size: 7.5, color: GREY });
      x += c.width;
    }
    y += height + 4;
    rule(y, "#dddddd");
    y += 4;
  };
  const rateText = (rate: number | null) => (rate === null ? "—" : formatRate(rate));
  tableHeader();
  for (const line of document.lines) {
    tableRow(
      {
        item: line.name,
        qty: String(line.qty),
        unitNet: money(line.unitNet),
        rate: rateText(line.rate),
        net: money(line.net),
        vat: line.rate === null ? "—" : money(line.vat),
      },
      `${labels.sku}: ${line.sku}`,
    );
  }
  for (const row of document.shipping) {
    tableRow({ item: labels.shipping, qty: "1", unitNet: money(row.net), rate: rateText(row.rate), net: money(row.net), vat: money(row.vat) }, null);
  }
  y += 2;
  if (document.discount > 0) {
    const note = fillLabel(labels.discountNote, { amount: formatMinor(minorUnits(document.discount), label) });
    room(heightOf(note, WIDTH) + 4);
    y = write(note, LEFT, y, { width: WIDTH, color: GREY }) + 4;
  }
  y += 10;

  // The VAT per rate (art. 226(8), (10)) on the left, the totals on the right
  const summaryRows: [string, string, string][] = document.rows.map((row) => [formatRate(row.rate), money(row.taxable), money(row.vat)]);
  const totals: { name: string; value: string; bold?: boolean; note?: string }[] = [
    { name: labels.totalTaxable, value: money(document.taxable) },
    { name: labels.totalVat, value: money(document.vat) },
    ...(document.outside > 0 ? [{ name: labels.outside, value: money(document.outside), note: labels.outsideNote }] : []),
    { name: labels.total, value: money(document.gross), bold: true },
    ...(document.certificatesSpent > 0
      ? [{ name: credit ? labels.certificatesReturned : labels.certificatesSpent, value: money(document.certificatesSpent) }]
      : []),
    { name: credit ? labels.amountRefunded : labels.amountPaid, value: money(document.payment.amount), bold: true },
  ];
  const summaryHeight = 16 + 14 * (summaryRows.length + 1);
  const totalsHeight = totals.reduce((sum, t) => sum + 14 + (t.note ? heightOf(t.note, 240, { size: 7.5 }) : 0), 0);
  room(Math.max(summaryHeight, totalsHeight) + 10);
  const top = y;
  let summaryEnd = top;
  if (summaryRows.length) {
    write(labels.vatSummary, LEFT, y, { width: 220, bold: true });
    let at = y + 14;
    const summaryColumns = [
      { x: LEFT, width: 55, align: "left" as const },
      { x: LEFT + 55, width: 110, align: "right" as const },
      { x: LEFT + 165, width: 75, align: "right" as const },
    ];
    const writeRow = (cells: [string, string, string], rowBold = false) => {
      const ends = cells.map((cell, i) =>
        write(cell, summaryColumns[i].x, at, { width: summaryColumns[i].width, align: summaryColumns[i].align, bold: rowBold, size: 8 }),
      );
      at = Math.max(...ends) + 3;
    };
    writeRow([labels.rate, labels.taxableAmount, labels.vat], true);
    for (const row of summaryRows) writeRow(row);
    summaryEnd = at;
  }
  let at = top;
  const totalsX = 300;
  for (const t of totals) {
    if (t.bold) {
      pdf
        .moveTo(totalsX, at - 2)
        .lineTo(RIGHT, at - 2)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    write(t.name, totalsX, at, { width: 150, bold: t.bold });
    write(t.value, totalsX + 150, at, { width: RIGHT - totalsX - 150, align: "right", bold: t.bold });
    at = Math.max(pdf.y, at + 12) + 2;
    if (t.note) at = write(t.note, totalsX, at, { width: RIGHT - totalsX, size: 7.5, color: GREY }) + 3;
  }
  y = Math.max(at, summaryEnd) + 14;

  // Payment (or refund): how and when
  const method = labels.methods[document.payment.method as keyof InvoiceLabels["methods"]] ?? document.payment.method;
  const when = document.payment.paidAt
    ? fillLabel(credit ? labels.refundedOn : labels.paidOn, { date: day(document.payment.paidAt) })
    : credit
      ? null
      : labels.paidOnDelivery;
  const payment = `${credit ? labels.refund : labels.payment}: ${method}${when ? `, ${when}` : ""}`;
  room(heightOf(payment, WIDTH) + 4);
  y = write(payment, LEFT, y, { width: WIDTH }) + 10;

  // art. 226(11a): the reverse-charge mention, in English too when the document is not
  if (document.reverseCharge) {
    const mention = [labels.reverseCharge, labels.reverseChargeNote];
    if (document.lang !== "en") mention.push(invoiceLabels("en").reverseCharge, invoiceLabels("en").reverseChargeNote);
    room(mention.reduce((sum, text) => sum + heightOf(text, WIDTH - 16, { bold: true }) + 2, 12));
    const boxTop = y;
    let inside = y + 6;
    mention.forEach((text, i) => {
      inside = write(text, LEFT + 8, inside, { width: WIDTH - 16, bold: i % 2 === 0 }) + 2;
    });
    pdf
      .rect(LEFT, boxTop, WIDTH, inside - boxTop + 4)
      .lineWidth(0.8)
      .strokeColor("black")
      .stroke();
    y = inside + 14;
  }

  // Every page: the document's number and "page n of m"
  const { count } = pdf.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    pdf.switchToPage(i);
    // below the bottom margin pdfkit would start a new page for the text: the footer is written without it
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const footerY = PAGE.height - MARGIN + 4;
    pdf
      .moveTo(LEFT, footerY - 6)
      .lineTo(RIGHT, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    write(`${title} ${document.number}`, LEFT, footerY, { width: WIDTH / 2, size: 7.5, color: GREY });
    write(fillLabel(labels.page, { page: String(i + 1), pages: String(count) }), LEFT + WIDTH / 2, footerY, {
      width: WIDTH / 2,
      align: "right",
      size: 7.5,
      color: GREY,
    });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return finished;
}
