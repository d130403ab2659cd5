import { GIFT_AMOUNT, GIFT_MESSAGE_MAX } from "./gift-amount";
import { normalizeCode, type DiscountKind } from "./discount-code";
import { type EuroCents, euroCents, fromMinor, type MinorUnits, minorUnits } from "./money";
import { hasControlCharacter, isEmailAddress, isMessageText, isPersonName } from "./shopper-text";

// The back office's forms for discount codes and gift certificates issued by hand (README
// "Discount codes and gift certificates"), as pure rules: what a manager typed becomes the
// values stored, or a message at each field that is wrong. Money is typed as an amount ("5,00",
// "5.00") and kept in minor units (euro cents for a code, as the cart reads it).

export type FieldMessages = Partial<Record<string, string>>;
export type Parsed<T> = { ok: true; values: T } | { ok: false; errors: FieldMessages };

/** A code as people type it: letters, digits, - and _, 3 to 32 of them, stored upper-case. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
/** A fixed code takes at most this off (euro cents): a typo of a few zeros is refused, not stored. */
export const FIXED_CODE_MAX = euroCents(100_000);
/** Uses and minimums beyond these are typing errors. */
const COUNT_MAX = 1_000_000;
const MIN_ORDER_MAX = euroCents(10_000_000);

/**
 * A typed amount in minor units (hundredths): "5", "5,00", "5.5", "1 000,00"; null when it is not
 * a plain number of at most 7 whole digits and 2 decimals (so "1e9", "-5" and "abc" are refused).
 */
export function parseAmount(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/[\s\u00a0]/g, "")
    .replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Minor units as the form shows them again: "5.00". */
export const amountText = (minor: number) => (minor / 100).toFixed(2);

function parseCount(raw: string | undefined): number | null | "bad" {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (!/^\d{1,7}$/.test(text)) return "bad";
  const n = Number(text);
  return n >= 1 && n <= COUNT_MAX ? n : "bad";
}

/** A date typed as YYYY-MM-DD: the start of that day (from) or its end (to), UTC. */
function parseDay(raw: string | undefined, end: boolean): string | null | "bad" {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return "bad";
  const at = new Date(`${text}T${end ? "23:59:59.999" : "00:00:00.000"}Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text ? "bad" : at.toISOString();
}

export interface DiscountCodeValues {
  code: string;
  kind: DiscountKind;
  /** percent 1..100, or euro cents */
  value: number;
  minOrder: EuroCents;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** empty: every storefront */
  departments: string[];
  active: boolean;
}

/**
 * The discount code form: `fields` as posted (a storefront's checkbox is `storefront-<department>`),
 * `departments` the storefronts that exist.
 */
export function parseDiscountCodeForm(fields: Record<string, string>, departments: readonly string[]): Parsed<DiscountCodeValues> {
  const errors: FieldMessages = {};
  const code = normalizeCode(fields.code ?? "");
  if (!CODE_PATTERN.test(code)) errors.code = "Give a code of 3 to 32 letters, digits, - or _.";
  const kind = fields.kind === "percent" || fields.kind === "fixed" ? fields.kind : null;
  if (!kind) errors.kind = "Choose a percentage or a fixed amount.";
  let value = 0;
  const rawValue = (fields.value ?? "").trim();
  if (kind === "percent") {
    value = /^\d{1,3}$/.test(rawValue) ? Number(rawValue) : 0;
    if (value < 1 || value > 100) errors.value = "Give a whole percentage from 1 to 100.";
  } else if (kind === "fixed") {
    value = parseAmount(rawValue) ?? 0;
    if (value <= 0 || value > FIXED_CODE_MAX) errors.value = `Give an amount in euros above 0 and at most ${amountText(FIXED_CODE_MAX)}, e.g. 5,00.`;
  }
  const rawMin = (fields.minOrder ?? "").trim();
  const minOrder = rawMin === "" ? 0 : parseAmount(rawMin);
  if (minOrder === null || minOrder > MIN_ORDER_MAX) errors.minOrder = "Give the minimum order in euros, e.g. 30,00 (empty: none).";
  const validFrom = parseDay(fields.validFrom, false);
  const validTo = parseDay(fields.validTo, true);
  if (validFrom === "bad") errors.validFrom = "Give a date as YYYY-MM-DD (empty: from now).";
  if (validTo === "bad") errors.validTo = "Give a date as YYYY-MM-DD (empty: no end).";
  else if (validTo !== null && validFrom !== null && validFrom !== "bad" && validTo < validFrom) errors.validTo = "The end comes before the start.";
  const usageLimit = parseCount(fields.usageLimit);
  if (usageLimit === "bad") errors.usageLimit = `Give a whole number from 1 to ${COUNT_MAX.toLocaleString("en")} (empty: no limit).`;
  const perCustomerLimit = parseCount(fields.perCustomerLimit);
  if (perCustomerLimit === "bad") errors.perCustomerLimit = `Give a whole number from 1 to ${COUNT_MAX.toLocaleString("en")} (empty: no limit).`;
  const chosen = departments.filter((d) => fields[`storefront-${d}`] !== undefined);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      code,
      kind: kind!,
      value,
      minOrder: euroCents(minOrder ?? 0),
      validFrom: validFrom as string | null,
      validTo: validTo as string | null,
      usageLimit: usageLimit as number | null,
      perCustomerLimit: perCustomerLimit as number | null,
      // every storefront ticked is every storefront: the code follows storefronts added later
      departments: chosen.length === departments.length ? [] : chosen,
      active: fields.active !== undefined,
    },
  };
}

export interface CertificateIssueValues {
  /** the certificate's value in its currency's minor units */
  amount: MinorUnits;
  currencyCode: string;
  /** the storefront whose language and name the mail has */
  department: string;
  recipientName: string | null;
  recipientEmail: string;
  message: string | null;
}

/**
 * The form that issues a certificate by hand: `currencies` the certificate currencies with their
 * rate to the euro and step (100: whole forints and koruna), `departments` the storefronts. The
 * amount is above 0 and at most what the shop sells one for (GIFT_AMOUNT.max, converted).
 */
export function parseCertificateForm(
  fields: Record<string, string>,
  currencies: ReadonlyMap<string, { rate: number; step: number }>,
  departments: readonly string[],
): Parsed<CertificateIssueValues> {
  const errors: FieldMessages = {};
  const currencyCode = fields.currency ?? "";
  const currency = currencies.get(currencyCode);
  if (!currency) errors.currency = "Choose the certificate's currency.";
  const amount = parseAmount(fields.amount ?? "");
  if (amount === null || amount <= 0) errors.amount = "Give an amount above 0, e.g. 25,00.";
  else if (currency && amount % currency.step !== 0) errors.amount = `Give a whole amount in ${currencyCode}.`;
  else if (currency && fromMinor(minorUnits(amount), currency.rate) > GIFT_AMOUNT.max)
    errors.amount = `At most what the shop sells one for: ${amountText(GIFT_AMOUNT.max)} EUR or its worth.`;
  const department = fields.department ?? "";
  if (!departments.includes(department)) errors.department = "Choose the storefront the mail comes from.";
  const name = (fields.recipientName ?? "").trim();
  if (name !== "" && (!isPersonName(name) || name.length > 100)) errors.recipientName = "Give a name of letters, spaces, - and ' (empty: none).";
  const email = (fields.recipientEmail ?? "").trim().toLowerCase();
  if (!isEmailAddress(email)) errors.recipientEmail = "Give the recipient's e-mail address.";
  const message = (fields.message ?? "").replace(/\r\n/g, "\n").trim();
  if (message.length > GIFT_MESSAGE_MAX || (message !== "" && !isMessageText(message)))
    errors.message = `Give a message of at most ${GIFT_MESSAGE_MAX} characters, without web addresses or < >.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      amount: minorUnits(amount!),
      currencyCode,
      department,
      recipientName: name || null,
      recipientEmail: email,
      message: message || null,
    },
  };
}

/** A void's reason: required, one line or a few, at most 500 characters. */
export function parseVoidReason(raw: string | undefined): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = (raw ?? "").trim();
  if (reason === "" || reason.length > 500 || hasControlCharacter(reason.replace(/\r?\n/g, " ")))
    return { ok: false, error: "Give the reason, up to 500 characters." };
  return { ok: true, reason };
}
