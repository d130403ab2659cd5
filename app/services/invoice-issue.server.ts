import type { DB } from "~/db/db.server";
import { getLogger } from "~/logger.server";
import type { InvoiceDocument } from "~/lib/invoice";
import type { CreditChoice } from "~/lib/invoice-amounts";
import { creditNoteDraft, invoiceDraft } from "./invoice-document.server";
import { findDocument, issueDocument } from "./invoices.server";

// When invoices and credit notes are issued (README "Taxes and invoices"): an invoice in the
// transaction that makes an order paid (order-lifecycle.server.ts moveOrderIn — the card's
// confirmation, a bank transfer marked paid, cash on delivery marked delivered), a credit note in
// the transaction that records a return (refunds.server.ts createReturn), each attached to the
// mail that tells the shopper. Both roll back with the change they belong to, so a number is
// never taken for nothing.

/**
 * The order's invoice, issued now if it has none: once per order (its source "order:<id>" is
 * unique; the caller holds the order's write lock, so a second payment waits and finds it).
 * Null for an order that cannot be read.
 */
export async function issueInvoice(trx: DB, orderId: number): Promise<{ id: number; document: InvoiceDocument } | null> {
  const source = `order:${orderId}` as const;
  const found = await trx.selectFrom("invoice").select(["id", "document"]).where("source", "=", source).executeTakeFirst();
  if (found) return { id: found.id, document: JSON.parse(found.document) as InvoiceDocument };
  const draft = await invoiceDraft(trx, orderId);
  if (!draft) {
    // an order whose storefront is gone: the payment still counts, the invoice is owed (logged)
    getLogger().error({ orderId }, "invoice: the order or its storefront could not be read; no invoice issued");
    return null;
  }
  return issueDocument(trx, draft, { source, orderId, returnId: null, refersTo: null });
}

/** A return as its credit note reads it. */
export interface ReturnCredit {
  orderId: number;
  returnId: number;
  /** the order's line ids in their order (the invoice's lines are in the same order) */
  lineIds: number[];
  /** units returned now, and of each line before this return */
  lines: { lineId: number; qty: number; before: number }[];
  shipping: boolean;
  /** how the money goes back and how much; `certificates`: what goes back onto gift certificates */
  refund: { way: string; amount: number };
  certificates: number;
  /** the amount was lowered (with a reason) below what the return refunds */
  lowered: boolean;
}

/**
 * A return's credit note, referring to the order's invoice (issued first for an order paid before
 * invoices were kept, so that the credit note refers to something). None when the return gives
 * nothing back (no money, no certificate credit).
 */
export async function issueCreditNote(trx: DB, credit: ReturnCredit) {
  const givenBack = credit.refund.amount + credit.certificates;
  if (givenBack <= 0) return null;
  const invoice = await issueInvoice(trx, credit.orderId);
  if (!invoice) return null;
  const choice: CreditChoice = {
    lines: credit.lines.map((l) => ({ index: credit.lineIds.indexOf(l.lineId), qty: l.qty, before: l.before })),
    shipping: credit.shipping,
    givenBack: credit.lowered ? givenBack : null,
  };
  const draft = await creditNoteDraft(trx, { invoice: invoice.document, choice, refund: credit.refund, certificates: credit.certificates });
  return issueDocument(trx, draft, { source: `return:${credit.returnId}`, orderId: credit.orderId, returnId: credit.returnId, refersTo: invoice.id });
}

/** The document a queued mail carries as its attachment (mail_queue.invoice_id). */
export async function attachDocument(trx: DB, mailId: number, invoiceId: number) {
  await trx.updateTable("mail_queue").set({ invoice_id: invoiceId }).where("id", "=", mailId).execute();
}

/** The order's invoice, when it has one (a card order's confirmation carries it). */
export async function findInvoiceOf(db: DB, orderId: number) {
  return findDocument(db, `order:${orderId}`);
}
