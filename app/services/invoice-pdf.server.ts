import type { InvoiceDocument } from "~/lib/invoice";

// PLACEHOLDER until the PDF layout lands (replaced in the same change): the document as text.
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return Buffer.from(JSON.stringify(document), "utf8");
}
