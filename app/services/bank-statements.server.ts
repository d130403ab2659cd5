import type { DB } from "~/db/db.server";
import { candidateOrderIds, matchOutcome, type MatchOutcome, normalizeReference, type ParsedStatement, type StatementCredit } from "~/lib/bank-statement";
import { bankTransferFor } from "./bank-transfer.server";
import { moveOrderByNumber } from "./order-lifecycle.server";
import type { MerchantActor } from "./orders.server";

// The bank's statements in the back office (/admin/payments/statements): each credit is stored
// once (bank_statement_entry.entry_key is unique, so the same statement again adds nothing) and
// matched to the order whose payment reference it names — the reference exactly (spaces removed,
// any letter case), or the reference or order number found in the remittance text — and its
// amount and currency. Exact matches are proposed to mark paid together; the rest wait for a person.

export interface ImportResult {
  /** the new statement's id; null when every credit of it was imported before */
  statementId: number | null;
  credits: number;
  alreadyImported: number;
}

interface OrderFacts {
  id: number;
  number: string;
  department: string;
  status: string;
  paymentMethod: string;
  paidAt: string | null;
  grandTotal: number;
  currencyCode: string;
}

/** The order a credit pays: one whose own reference is the credit's, or whose reference or number its text carries. */
async function orderOfCredit(db: DB, credit: Pick<StatementCredit, "reference" | "remittance">): Promise<OrderFacts | null> {
  const ids = candidateOrderIds(credit.reference, credit.remittance);
  if (ids.length === 0) return null;
  const rows = await db
    .selectFrom("shop_order")
    .select(["id", "number", "department", "status", "payment_method", "paid_at", "grand_total", "currency_code"])
    .where("id", "in", ids)
    .execute();
  const reference = credit.reference ? normalizeReference(credit.reference) : null;
  const text = credit.remittance ? normalizeReference(credit.remittance) : "";
  for (const row of rows) {
    const bank = await bankTransferFor(db, row);
    const own = bank ? normalizeReference(bank.reference) : null;
    if ((own !== null && reference === own) || (text && ((own !== null && text.includes(own)) || text.includes(row.number)))) {
      return {
        id: row.id,
        number: row.number,
        department: row.department,
        status: row.status,
        paymentMethod: row.payment_method,
        paidAt: row.paid_at,
        grandTotal: row.grand_total,
        currencyCode: row.currency_code,
      };
    }
  }
  return null;
}

/**
 * Stores a parsed statement's credits that were not imported before, each with the order it
 * was matched to and how, in one transaction. A statement all of whose credits were imported
 * before stores nothing at all.
 */
export async function importStatement(db: DB, statement: ParsedStatement, fileName: string, staffEmail: string): Promise<ImportResult> {
  const matched: { credit: StatementCredit; orderId: number | null; outcome: MatchOutcome }[] = [];
  for (const credit of statement.credits) {
    const order = await orderOfCredit(db, credit);
    matched.push({ credit, orderId: order?.id ?? null, outcome: matchOutcome(credit, order) });
  }
  return db.transaction().execute(async (trx) => {
    const keys = statement.credits.map((c) => c.key);
    const known = new Set<string>();
    for (let i = 0; i < keys.length; i += 500)
      for (const row of await trx
        .selectFrom("bank_statement_entry")
        .select("entry_key")
        .where("entry_key", "in", keys.slice(i, i + 500))
        .execute())
        known.add(row.entry_key);
    const fresh = matched.filter((m) => !known.has(m.credit.key));
    const alreadyImported = matched.length - fresh.length;
    if (fresh.length === 0) return { statementId: null, credits: 0, alreadyImported };
    const { id } = await trx
      .insertInto("bank_statement")
      .values({
        file_name: fileName.slice(0, 200),
        format: statement.format,
        account: statement.account,
        uploaded_by: staffEmail,
        uploaded_at: new Date().toISOString(),
        credits: fresh.length,
        already_imported: alreadyImported,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const { credit, orderId, outcome } of fresh)
      await trx
        .insertInto("bank_statement_entry")
        .values({
          statement_id: id,
          entry_key: credit.key,
          booked_on: credit.bookedOn,
          amount: credit.amount,
          currency_code: credit.currency,
          reference: credit.reference?.slice(0, 140) ?? null,
          remittance: credit.remittance?.slice(0, 500) ?? null,
          debtor: credit.debtor?.slice(0, 140) ?? null,
          order_id: orderId,
          outcome,
        })
        // a statement uploaded twice at the same moment: the other upload stored it
        .onConflict((oc) => oc.column("entry_key").doNothing())
        .execute();
    return { statementId: id, credits: fresh.length, alreadyImported };
  });
}

export interface StatementEntryView {
  id: number;
  bookedOn: string;
  amount: number;
  currencyCode: string;
  reference: string | null;
  remittance: string | null;
  debtor: string | null;
  outcome: MatchOutcome;
  order: { number: string; status: string; grandTotal: number; currencyCode: string } | null;
  appliedAt: string | null;
  appliedBy: string | null;
}

export interface StatementView {
  id: number;
  fileName: string;
  format: string;
  account: string | null;
  uploadedBy: string;
  uploadedAt: string;
  credits: number;
  alreadyImported: number;
  entries: StatementEntryView[];
}

/** A statement with its credits and the orders they were matched to, as the orders are now. */
export async function getStatement(db: DB, id: number): Promise<StatementView | null> {
  const statement = await db.selectFrom("bank_statement").selectAll().where("id", "=", id).executeTakeFirst();
  if (!statement) return null;
  const rows = await db
    .selectFrom("bank_statement_entry as e")
    .leftJoin("shop_order as o", "o.id", "e.order_id")
    .select([
      "e.id",
      "e.booked_on",
      "e.amount",
      "e.currency_code",
      "e.reference",
      "e.remittance",
      "e.debtor",
      "e.outcome",
      "e.applied_at",
      "e.applied_by",
      "o.number",
      "o.status",
      "o.grand_total",
      "o.currency_code as order_currency",
    ])
    .where("e.statement_id", "=", id)
    .orderBy("e.id")
    .execute();
  return {
    id: statement.id,
    fileName: statement.file_name,
    format: statement.format,
    account: statement.account,
    uploadedBy: statement.uploaded_by,
    uploadedAt: statement.uploaded_at,
    credits: statement.credits,
    alreadyImported: statement.already_imported,
    entries: rows.map((r) => ({
      id: r.id,
      bookedOn: r.booked_on,
      amount: r.amount,
      currencyCode: r.currency_code,
      reference: r.reference,
      remittance: r.remittance,
      debtor: r.debtor,
      outcome: r.outcome as MatchOutcome,
      order: r.number ? { number: r.number, status: r.status!, grandTotal: r.grand_total!, currencyCode: r.order_currency! } : null,
      appliedAt: r.applied_at,
      appliedBy: r.applied_by,
    })),
  };
}

/** The latest statements, newest first. */
export function listStatements(db: DB, limit = 10) {
  return db
    .selectFrom("bank_statement")
    .select(["id", "file_name as fileName", "uploaded_at as uploadedAt", "uploaded_by as uploadedBy", "credits"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export interface MarkPaidReport {
  paid: string[];
  /** orders that were paid already, or are no longer waiting for this transfer */
  skipped: string[];
}

/**
 * Marks paid the orders of the chosen exact matches of a statement, each through the order
 * service's mark-paid (its own transaction: history, audit row and the payment-received mail,
 * actor the staff member), then records which credit paid it. An entry that is not an exact
 * match of this statement, or whose order no longer waits for exactly this amount, is skipped.
 */
export async function markStatementPaid(db: DB, statementId: number, entryIds: number[], actor: MerchantActor): Promise<MarkPaidReport> {
  const report: MarkPaidReport = { paid: [], skipped: [] };
  if (entryIds.length === 0) return report;
  const entries = await db
    .selectFrom("bank_statement_entry as e")
    .innerJoin("shop_order as o", "o.id", "e.order_id")
    .select([
      "e.id",
      "e.entry_key",
      "e.amount",
      "e.currency_code",
      "e.reference",
      "e.booked_on",
      "o.number",
      "o.grand_total",
      "o.currency_code as order_currency",
    ])
    .where("e.statement_id", "=", statementId)
    .where("e.id", "in", entryIds)
    .where("e.outcome", "=", "exact")
    .where("e.applied_at", "is", null)
    .orderBy("e.id")
    .execute();
  for (const e of entries) {
    if (e.amount !== e.grand_total || e.currency_code !== e.order_currency) {
      report.skipped.push(e.number);
      continue;
    }
    const moved = await moveOrderByNumber(db, e.number, "markPaid", actor, {
      note: `bank statement ${e.booked_on}${e.reference ? `, reference ${e.reference}` : ""}`,
      audit: { statementId, statementEntry: e.entry_key },
    });
    if (!moved.moved) {
      report.skipped.push(e.number);
      continue;
    }
    await db
      .updateTable("bank_statement_entry")
      .set({ applied_at: new Date().toISOString(), applied_by: actor })
      .where("id", "=", e.id)
      .where("applied_at", "is", null)
      .execute();
    report.paid.push(e.number);
  }
  return report;
}
