import type { DB } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { getFixedT } from "~/i18next.server";
import { bankTransferFor } from "./bank-transfer.server";
import { auditOrderChange, logEvent, sendAll } from "./order-lifecycle.server";
import { orderLink, queueTransferReminderMail } from "./order-mail.server";
import { cancelOrder } from "./order-moves.server";
import { loadOrder, type SystemActor, TRANSFER_EXPIRY_ACTOR } from "./orders.server";

// Bank transfers that never arrive (README "After the sale"): a bank-transfer order still unpaid
// BANK_TRANSFER_REMINDER_DAYS after it was placed is mailed a reminder with the bank details and
// its reference; after BANK_TRANSFER_CANCEL_DAYS it is cancelled through the order service, giving
// back what it held, with the shop's cancellation mail. Both run as jobs on every instance
// (app/jobs.server.ts): each order is claimed by a conditional update — the reminder's from
// transfer_reminded_at NULL, the cancel's from the status "placed" (moveOrderIn) — so whatever the
// number of instances each order is reminded once and cancelled once. `now` is a parameter, so a
// test moves time instead of waiting.

const REMINDER: SystemActor = "system:transfer-reminder";
const EXPIRY = TRANSFER_EXPIRY_ACTOR;
const DAY_MS = 24 * 3600_000;
/** Orders a run looks at in one query; a run goes on until none is left. */
const BATCH = 100;

/** Unpaid bank-transfer orders placed at or before `cutoff`, oldest first, after the id `afterId`. */
function unpaidTransfers(db: DB, cutoff: Date, afterId: number) {
  return db
    .selectFrom("shop_order")
    .select(["id", "number"])
    .where("status", "=", "placed")
    .where("payment_method", "=", "bank")
    .where("paid_at", "is", null)
    .where("created_at", "<=", cutoff.toISOString())
    .where("id", ">", afterId)
    .orderBy("id");
}

/**
 * Mails the reminder of each unpaid transfer that is `days` old and was not reminded yet. The
 * mail, the order's history (an event placed → placed, "payment reminder mailed") and the audit
 * row commit with the claim. Returns how many were reminded.
 */
export async function remindUnpaidTransfers(
  db: DB,
  now = new Date(),
  days = getEnv().BANK_TRANSFER_REMINDER_DAYS,
  cancelDays = getEnv().BANK_TRANSFER_CANCEL_DAYS,
) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  // an order already due for its cancel (a server that was down for days) is not asked to pay
  const cancelCutoff = new Date(now.getTime() - cancelDays * DAY_MS).toISOString();
  let reminded = 0;
  for (let afterId = 0; ;) {
    const due = await unpaidTransfers(db, cutoff, afterId)
      .where("transfer_reminded_at", "is", null)
      .where("created_at", ">", cancelCutoff)
      .limit(BATCH)
      .execute();
    if (due.length === 0) return reminded;
    afterId = due[due.length - 1].id;
    for (const { id, number } of due) {
      const mails = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable("shop_order")
          .set({ transfer_reminded_at: now.toISOString() })
          .where("id", "=", id)
          .where("transfer_reminded_at", "is", null)
          .where("status", "=", "placed")
          .where("paid_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return [];
        const order = (await loadOrder(trx, id))!;
        const bank = await bankTransferFor(trx, order);
        // the storefront's account was taken away since: nothing to tell the shopper where to pay
        if (!bank) return [];
        const cancelOn = new Date(Date.parse(order.createdAt) + cancelDays * DAY_MS);
        const mailId = await queueTransferReminderMail(trx, order, bank, cancelOn, await orderLink(trx, order));
        await logEvent(trx, id, "placed", "placed", REMINDER, "payment reminder mailed");
        await auditOrderChange(trx, REMINDER, "order.transfer-reminder", number, null, { reference: bank.reference, mailId });
        return [mailId];
      });
      if (mails.length > 0) {
        reminded++;
        await sendAll(db, mails);
      }
    }
  }
}

/**
 * Cancels each unpaid transfer that is `days` old, through the order service (cancelOrder):
 * stock, certificate balances, points and the code's usage go back, the shopper gets the shop's
 * cancellation mail (the reason in their language), and the history and audit log name
 * "system:transfer-expiry". Returns how many were cancelled.
 */
export async function cancelUnpaidTransfers(db: DB, now = new Date(), days = getEnv().BANK_TRANSFER_CANCEL_DAYS) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let cancelled = 0;
  for (let afterId = 0; ;) {
    const due = await unpaidTransfers(db, cutoff, afterId).limit(BATCH).execute();
    if (due.length === 0) return cancelled;
    afterId = due[due.length - 1].id;
    for (const { number } of due) {
      const answer = await cancelOrder(db, number, "payment not received", EXPIRY, {
        mailReason: async (lang) => (await getFixedT(lang))("orders.mail.transferNotReceived"),
      });
      if (answer.ok && answer.moved) cancelled++;
    }
  }
}
