import type { DB } from "~/db/db.server";
import { type SepaDebtor, sepaCreditTransfer } from "~/lib/sepa-credit-transfer";
import { bankTransferFor } from "./bank-transfer.server";
import { auditOrderChange } from "./order-lifecycle.server";
import type { MerchantActor } from "./orders.server";

// Refunds by bank transfer (README "After the sale"): the ones staff still have to send, the
// SEPA credit-transfer file (pain.001) of the euro ones to upload to the bank, and "Mark sent"
// once the bank has them. Recording a refund is refunds.server.ts.

/** Staff made the bank transfer of these refunds: "to_send" → "sent" (once; a repeat changes nothing). */
export async function markRefundsSent(db: DB, refundIds: number[], actor: MerchantActor) {
  if (refundIds.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("order_refund as r")
      .innerJoin("shop_order as o", "o.id", "r.order_id")
      .select(["r.id", "o.number", "r.amount", "r.currency_code"])
      .where("r.id", "in", refundIds)
      .where("r.way", "=", "bank")
      .where("r.status", "=", "to_send")
      .execute();
    const now = new Date().toISOString();
    let marked = 0;
    for (const r of rows) {
      const done = await trx
        .updateTable("order_refund")
        .set({ status: "sent", sent_at: now, sent_by: actor, updated_at: now })
        .where("id", "=", r.id)
        .where("status", "=", "to_send")
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) continue;
      marked++;
      await auditOrderChange(
        trx,
        actor,
        "order.refund-sent",
        r.number,
        { refund: r.id, status: "to_send" },
        { status: "sent", amount: r.amount, currency: r.currency_code },
      );
    }
    return marked;
  });
}

export interface RefundToSend {
  id: number;
  number: string;
  department: string;
  amount: number;
  currencyCode: string;
  iban: string;
  accountName: string;
  createdAt: string;
}

/** Bank refunds staff have not sent yet, oldest first. */
export async function listRefundsToSend(db: DB): Promise<RefundToSend[]> {
  const rows = await db
    .selectFrom("order_refund as r")
    .innerJoin("shop_order as o", "o.id", "r.order_id")
    .select(["r.id", "o.number", "o.department", "r.amount", "r.currency_code", "r.iban", "r.account_name", "r.created_at"])
    .where("r.way", "=", "bank")
    .where("r.status", "=", "to_send")
    .orderBy("r.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    department: r.department,
    amount: r.amount,
    currencyCode: r.currency_code,
    iban: r.iban ?? "",
    accountName: r.account_name ?? "",
    createdAt: r.created_at,
  }));
}

/**
 * The EUR refunds waiting to be sent as one pain.001 file, each from the account of the
 * storefront its order was placed in (bank-transfer.server.ts); forint and koruna refunds are
 * not SEPA transfers and stay listed for a transfer by hand. Null when no EUR refund waits.
 */
export async function refundTransferFile(db: DB, now = new Date()) {
  const waiting = (await listRefundsToSend(db)).filter((r) => r.currencyCode === "EUR");
  if (waiting.length === 0) return null;
  const debtors = new Map<string, SepaDebtor>();
  const ids: number[] = [];
  for (const r of waiting) {
    const account = await bankTransferFor(db, { department: r.department, number: r.number });
    // a storefront without an account has nothing to send from: the refund stays listed, by hand
    if (!account) continue;
    const key = account.iban.replace(/\s/g, "");
    const debtor = debtors.get(key) ?? { name: account.holder, iban: key, bic: account.bic, transfers: [] };
    debtor.transfers.push({
      endToEndId: `${r.number}-R${r.id}`,
      amount: r.amount,
      creditorName: r.accountName,
      creditorIban: r.iban,
      remittance: `Refund ${r.number}`,
    });
    debtors.set(key, debtor);
    ids.push(r.id);
  }
  if (ids.length === 0) return null;
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, "")
    .slice(0, 14);
  const xml = sepaCreditTransfer({
    messageId: `REFUNDS-${stamp}`,
    createdAt: now,
    executionDate: now.toISOString().slice(0, 10),
    initiator: [...debtors.values()][0].name,
    debtors: [...debtors.values()],
  });
  return { xml, ids, filename: `refunds-${stamp}.xml` };
}
