import type { DB } from "~/db/db.server";
import { BANK_ACCOUNT } from "./orders.server";

// Where a bank transfer for an order goes, and the reference it carries (issue 15 §3): the
// storefront's own account and the payment reference in its country's format. (Being made
// per storefront; today the one demo account and the order number.)

export interface BankTransfer {
  holder: string;
  iban: string;
  bic: string;
  /** the payment reference, as the shopper types it into their bank's form */
  reference: string;
}

export async function bankTransferFor(_db: DB, order: { department: string; number: string }): Promise<BankTransfer> {
  return { ...BANK_ACCOUNT, reference: order.number };
}
