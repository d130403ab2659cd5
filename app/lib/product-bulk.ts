import { formatPrice, parseDateBound, parsePrice } from "./catalogue-file";
import { lowestPrice } from "./catalogue-rows";

// Bulk changes on the products list (README "Bulk changes"): what a merchant asks for, read from
// the form, and what it does to one product's prices. Prices are integer euro cents; a change by
// a percentage is rounded to the cent, half a cent away from zero. A result the shop cannot sell
// at (a price of 0 or less, a special price not below the price) refuses the whole change.

export const BULK_ACTIONS = [
  "price-percent",
  "price-amount",
  "special-percent",
  "special-amount",
  "special-end",
  "category-add",
  "category-remove",
  "archive",
] as const;
export type BulkActionKind = (typeof BULK_ACTIONS)[number];

export const BULK_LABELS: Record<BulkActionKind, string> = {
  "price-percent": "Change the price by a percentage",
  "price-amount": "Change the price by an amount",
  "special-percent": "Start a special price: a percentage off the price",
  "special-amount": "Start a special price: an amount off the price",
  "special-end": "End the special price",
  "category-add": "Add to a category",
  "category-remove": "Remove from a category",
  archive: "Archive",
};

export type BulkAction =
  | { kind: "price-percent" | "special-percent"; basisPoints: number; from: string | null; to: string | null }
  | { kind: "price-amount" | "special-amount"; cents: number; from: string | null; to: string | null }
  | { kind: "special-end" }
  | { kind: "category-add" | "category-remove"; categoryId: number }
  | { kind: "archive" };

/** The most products one bulk change takes: a page of the list is 50. */
export const BULK_MAX = 1000;

const PERCENT = /^([+-])?(\d{1,3})(?:[.,](\d{1,2}))?$/;
const AMOUNT = /^([+-])?(.+)$/;

export type BulkFields = Partial<Record<"action" | "value" | "special_from" | "special_to" | "category", string>>;

/** The action the form asks for, or the message for each field that is wrong. */
export function readBulkAction(fields: BulkFields): { ok: true; action: BulkAction } | { ok: false; errors: Record<string, string> } {
  const kind = fields.action as BulkActionKind;
  if (!BULK_ACTIONS.includes(kind)) return { ok: false, errors: { action: "Choose what to do with the selected products." } };
  const value = (fields.value ?? "").trim();
  const errors: Record<string, string> = {};
  if (kind === "special-end" || kind === "archive") return { ok: true, action: { kind } };
  if (kind === "category-add" || kind === "category-remove") {
    const id = Number(fields.category);
    if (!Number.isInteger(id) || id <= 0) return { ok: false, errors: { category: "Choose a category." } };
    return { ok: true, action: { kind, categoryId: id } };
  }
  const special = kind.startsWith("special-");
  const bound = (name: "special_from" | "special_to") => {
    const text = (fields[name] ?? "").trim();
    if (!special || !text) return null;
    const parsed = parseDateBound(text);
    if (parsed === null) errors[name] = `"${text}" is not a date (2026-12-24 or 2026-12-24T18:00:00+01:00).`;
    return parsed;
  };
  const from = bound("special_from");
  const to = bound("special_to");
  if (from && to && boundStart(from) > boundStart(to)) errors.special_to = "The special price cannot end before it starts.";
  if (kind === "price-percent" || kind === "special-percent") {
    const match = PERCENT.exec(value);
    const basisPoints = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"))) : null;
    if (basisPoints === null || basisPoints === 0) errors.value = "Give a percentage such as 10 or -12.5.";
    else if (special && (basisPoints <= 0 || basisPoints >= 10_000))
      errors.value = "A special price is a percentage off the price: more than 0 and less than 100.";
    if (Object.keys(errors).length) return { ok: false, errors };
    return { ok: true, action: { kind, basisPoints: basisPoints!, from, to } };
  }
  const match = AMOUNT.exec(value);
  const cents = match ? parsePrice(match[2].replace(",", ".")) : null;
  const signed = cents === null ? null : match![1] === "-" ? -cents : cents;
  if (signed === null || signed === 0) errors.value = "Give an amount in EUR such as 2.50 or -2.50.";
  else if (special && signed < 0) errors.value = "A special price is an amount off the price: give it without a sign.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, action: { kind: kind as "price-amount" | "special-amount", cents: signed!, from, to } };
}

/** The instant a bound starts ("2026-12-24" is that day's first instant in UTC). */
function boundStart(bound: string) {
  return Date.parse(bound.length === 10 ? `${bound}T00:00:00Z` : bound);
}

/** `cents` changed by a percentage (in hundredths of a per cent), to the cent; half a cent away from zero. */
export function byPercent(cents: number, basisPoints: number) {
  const change = (cents * basisPoints) / 10_000;
  return cents + Math.sign(change) * Math.round(Math.abs(change));
}

export interface BulkPrices {
  price: number;
  special: number | null;
  from: string | null;
  to: string | null;
}

/** One product's prices after a price action; the same object when the action changes no price. */
export function pricesAfter(action: BulkAction, now: BulkPrices): BulkPrices {
  switch (action.kind) {
    case "price-percent":
      return { ...now, price: byPercent(now.price, action.basisPoints) };
    case "price-amount":
      return { ...now, price: now.price + action.cents };
    case "special-percent":
      return { ...now, special: byPercent(now.price, -action.basisPoints), from: action.from, to: action.to };
    case "special-amount":
      return { ...now, special: now.price - action.cents, from: action.from, to: action.to };
    case "special-end":
      return { ...now, special: null, from: null, to: null };
    default:
      return now;
  }
}

/** Why a product could not have these prices, or null. */
export function pricesProblem(after: BulkPrices): string | null {
  if (after.price <= 0) return `the price would be €${formatSigned(after.price)}`;
  if (after.special !== null && after.special <= 0) return `the special price would be €${formatSigned(after.special)}`;
  if (after.special !== null && after.special >= after.price)
    return `the special price €${formatPrice(after.special)} would not be below the price €${formatPrice(after.price)}`;
  return null;
}

const formatSigned = (cents: number) => (cents < 0 ? `-${formatPrice(-cents)}` : formatPrice(cents));

/** The lowest price of the last 30 days after a change, kept as the import keeps it (catalogue-rows.ts lowestPrice). */
export function lowestAfter(lowest: number, before: BulkPrices, after: BulkPrices) {
  const paid = after.special !== null && after.special < after.price ? after.special : after.price;
  return lowestPrice({ row: { regular_price: before.price, discount_price: before.special, lowest_price_30d: lowest } }, paid);
}
