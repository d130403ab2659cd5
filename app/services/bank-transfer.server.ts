import type { DB } from "~/db/db.server";
import { type BankTransfer, paymentReference } from "~/lib/bank-transfer";
import { listStorefronts } from "./storefronts.server";

export type { BankTransfer };

/**
 * Where a bank transfer for an order goes: the account of the storefront it was
 * placed in, and the payment reference in the form that country's banks read
 * (app/lib/bank-transfer.ts). A storefront removed since falls back to the default one's account.
 * Null when that storefront has no account (yet): it offers no bank transfer at checkout.
 */
export async function bankTransferFor(db: DB, order: { department: string; number: string }): Promise<BankTransfer | null> {
  const storefronts = await listStorefronts(db);
  const storefront = storefronts.find((s) => s.department === order.department) ?? storefronts.find((s) => s.isDefault) ?? storefronts[0];
  if (!storefront?.bankAccount) return null;
  const { holder, iban, bic, reference } = storefront.bankAccount;
  return { holder, iban, bic, reference: paymentReference(reference, order.number) };
}
