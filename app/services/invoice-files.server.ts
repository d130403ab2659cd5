import type { DB } from "~/db/db.server";
import type { InvoiceDocument, InvoiceSeries } from "~/lib/invoice";
import { type MinorUnits, minorUnits } from "~/lib/money";
import { renderInvoicePdf } from "./invoice-pdf.server";

// An issued invoice or credit note as a file (README "Taxes and invoices"): the PDF made once,
// right after the document was issued (invoices.server.ts issueDocument) on its first need, and
// kept; handed out as it is — attached to the mail that carries it, downloaded by the order's
// customer and from the back office — so every copy is the same bytes.

/** A document's PDF as a file: its name is the document's number. */
export interface InvoiceFile {
  filename: string;
  content: Buffer;
  contentType: "application/pdf";
}

/** A document of an order, as its pages list it (newest last). */
export interface OrderDocument {
  id: number;
  series: InvoiceSeries;
  number: string;
  issuedAt: string;
  currencyCode: string;
  /** what the document comes to; a credit note's negative (what it takes back) */
  gross: MinorUnits;
}

const fileOf = (row: { number: string; pdf: string }): InvoiceFile => ({
  filename: `${row.number}.pdf`,
  content: Buffer.from(row.pdf, "base64"),
  contentType: "application/pdf",
});

/**
 * The document's PDF: as kept, or made now and kept when this is its first need (issueDocument
 * leaves it for after the commit, outside the write lock). The PDF is reproducible (invoice-pdf
 * .server.ts), so two processes making it at once make the same bytes; the first to store wins.
 */
async function pdfFileOf(db: DB, row: { id: number; number: string; pdf: string; document: string }): Promise<InvoiceFile> {
  if (row.pdf) return fileOf(row);
  const pdf = (await renderInvoicePdf(JSON.parse(row.document) as InvoiceDocument)).toString("base64");
  await db.updateTable("invoice").set({ pdf }).where("id", "=", row.id).where("pdf", "=", "").execute();
  return fileOf({ number: row.number, pdf });
}

/** The PDF of a document by its id (the back office, a queued mail's attachment); null when there is none. */
export async function invoiceFile(db: DB, id: number): Promise<InvoiceFile | null> {
  const row = await db.selectFrom("invoice").select(["id", "number", "pdf", "document"]).where("id", "=", id).executeTakeFirst();
  return row ? pdfFileOf(db, row) : null;
}

/**
 * The PDF of a document of one customer's order in one storefront: null when the document is not
 * of that order, or the order is not theirs, so a page never tells whose a document is.
 */
export async function customerInvoiceFile(
  db: DB,
  owner: { customerId: number; department: string },
  orderNumber: string,
  id: number,
): Promise<InvoiceFile | null> {
  const row = await db
    .selectFrom("invoice as i")
    .innerJoin("shop_order as o", "o.id", "i.order_id")
    .select(["i.id", "i.number", "i.pdf", "i.document"])
    .where("i.id", "=", id)
    .where("o.number", "=", orderNumber)
    .where("o.customer_id", "=", owner.customerId)
    .where("o.department", "=", owner.department)
    .executeTakeFirst();
  return row ? pdfFileOf(db, row) : null;
}

/** The invoices and credit notes issued for an order, in the order they were issued. */
export async function listOrderDocuments(db: DB, orderId: number): Promise<OrderDocument[]> {
  const rows = await db
    .selectFrom("invoice")
    .select(["id", "series", "number", "issued_at", "currency_code", "gross"])
    .where("order_id", "=", orderId)
    .orderBy("issued_at")
    .orderBy("id")
    .execute();
  // the table keeps a credit note's totals negative (schema.ts); read either way, shown as taken back
  return rows.map((r) => ({
    id: r.id,
    series: r.series,
    number: r.number,
    issuedAt: r.issued_at,
    currencyCode: r.currency_code,
    gross: minorUnits(r.series === "credit_note" ? -Math.abs(r.gross) : r.gross),
  }));
}

/** The download's headers: the stored bytes, saved under the document's number, never kept by a cache. */
export function invoiceFileHeaders(file: InvoiceFile, headers: Record<string, string> = {}) {
  return {
    ...headers,
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Content-Length": String(file.content.length),
    "Cache-Control": "private, no-store",
  };
}
