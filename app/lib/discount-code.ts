import { roundToStep } from "./money";

// Discount codes (spec §5) as pure rules: when a code applies to a cart and
// what it takes off. Money is integer EUR cents; dates are ISO strings compared as instants.

export type DiscountKind = "percent" | "fixed";

/** `Amount`: the unit of the minimum (euro cents as stored, minor units once converted for a cart). */
export interface DiscountCodeRule<Amount extends number = number> {
  code: string;
  /** the storefronts where it holds; empty: every storefront */
  departments: readonly string[];
  /** false: switched off in the back office, refused like an expired code */
  active: boolean;
  kind: DiscountKind;
  /** percent 1..100, or cents for a fixed amount */
  value: number;
  /** the product lines must add up to at least this */
  minOrder: Amount;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  usedCount: number;
  /** how many of one customer's orders may use it; null: any */
  perCustomerLimit: number | null;
}

/** Why a code does not apply (each has its own message on the page and in the API). */
export type DiscountProblem = "unknown" | "inactive" | "expired" | "notYetValid" | "usedUp" | "usedByCustomer" | "otherStorefront" | "minimumNotMet";

/** Codes are typed by people: trimmed and compared case-insensitively (stored upper-case). */
export function normalizeCode(raw: string) {
  return raw.trim().toUpperCase();
}

/**
 * Whether a code applies at `now` to a cart of this department whose product lines add up to
 * `productSubtotal` cents; `customerUses`: the customer's orders that used it (unknown for a guest
 * until the order names an e-mail: 0). Order of the checks: switched off, storefront, dates,
 * usage, the customer's uses, minimum — the first failing one is the shopper's message.
 */
export function discountProblem(
  rule: DiscountCodeRule | null | undefined,
  context: { now: Date; department: string; productSubtotal: number; customerUses?: number },
): DiscountProblem | null {
  if (!rule) return "unknown";
  if (!rule.active) return "inactive";
  if (rule.departments.length > 0 && !rule.departments.includes(context.department)) return "otherStorefront";
  const now = context.now.getTime();
  if (rule.validFrom !== null && Date.parse(rule.validFrom) > now) return "notYetValid";
  if (rule.validTo !== null && Date.parse(rule.validTo) < now) return "expired";
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return "usedUp";
  if (rule.perCustomerLimit !== null && (context.customerUses ?? 0) >= rule.perCustomerLimit) return "usedByCustomer";
  if (context.productSubtotal < rule.minOrder) return "minimumNotMet";
  return null;
}

/**
 * What a code takes off, minor units: a percentage of the product lines (rounded to the
 * storefront's price rounding `step`: the cent, or the whole forint), or a fixed amount capped at
 * the product lines — a code never makes money negative.
 */
export function discountAmount(rule: Pick<DiscountCodeRule, "kind" | "value">, productSubtotal: number, step = 1) {
  const base = Math.max(0, Math.round(productSubtotal));
  if (rule.kind === "percent") {
    const percent = Math.min(100, Math.max(0, rule.value));
    return Math.min(base, roundToStep((base * percent) / 100, step));
  }
  return Math.min(base, Math.max(0, Math.round(rule.value)));
}
