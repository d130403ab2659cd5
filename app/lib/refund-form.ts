import { chargesWholeUnits } from "./card-payment";
import { REFUND_REASON_MAX } from "./refunds";

// The return form of the back office (README "After the sale"), read from its fields: a quantity
// per order line (`qty-<line id>`), `shipping` and `restock` ticked or not, the amount typed in
// the order's currency ("12,50" or "12.50"; empty: the computed amount), the reason for a lower
// amount, and for a bank or cash order the shopper's IBAN and account holder. A field that cannot
// be read names itself; whether the lines are the order's and the amount fits is the service's.

export interface ReturnForm {
  lines: { lineId: number; qty: number }[];
  shipping: boolean;
  restock: boolean;
  amount: number | null;
  reason: string | null;
  iban: string | null;
  accountName: string | null;
}

export type ReturnFormField = "lines" | "amount" | "reason";

/** An amount typed in a currency's units as its minor units; null when it is not one (a sign, a third decimal, fillér). */
export function parseAmount(typed: string, currencyCode: string): number | null {
  const text = typed.trim().replace(/\s/g, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (chargesWholeUnits(currencyCode) && minor % 100 !== 0) return null;
  return minor;
}

export function readReturnForm(fields: Record<string, string>, currencyCode: string): { ok: true; form: ReturnForm } | { ok: false; field: ReturnFormField } {
  const lines: { lineId: number; qty: number }[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const line = /^qty-(\d{1,12})$/.exec(name);
    if (!line) continue;
    if (!/^\d{1,4}$/.test(value.trim())) return { ok: false, field: "lines" };
    const qty = Number(value.trim());
    if (qty > 0) lines.push({ lineId: Number(line[1]), qty });
  }
  const typed = (fields.amount ?? "").trim();
  const amount = typed === "" ? null : parseAmount(typed, currencyCode);
  if (typed !== "" && amount === null) return { ok: false, field: "amount" };
  const reason = (fields.reason ?? "").trim();
  if (reason.length > REFUND_REASON_MAX) return { ok: false, field: "reason" };
  return {
    ok: true,
    form: {
      lines,
      shipping: fields.shipping === "on",
      restock: fields.restock === "on",
      amount,
      reason: reason || null,
      iban: (fields.iban ?? "").trim() || null,
      accountName: (fields.accountName ?? "").trim() || null,
    },
  };
}
