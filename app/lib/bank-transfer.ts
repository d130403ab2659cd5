import { orderNumberParts } from "./checkout";

// A bank transfer as the shopper's bank asks for it: the storefront's own account
// (forints to a Hungarian account, koruna to a Czech one) and the payment reference in the form
// its country's banks read. The order number (CHU-2026-000123, app/lib/checkout.ts) is unique by
// its id, so every reference is built from the year and the id:
//
//   SI00  Slovenia, reference model 00 (digits, parts joined by "-", no check digit):
//         "SI00 2026-000123"
//   HR00  Croatia, model HR00, the same shape: "HR00 2026-000123"
//   RF    ISO 11649 creditor reference, read by every SEPA bank (Austria, Italy, international):
//         "RF" + two check digits (ISO 7064 MOD 97-10) + the reference, in groups of four:
//         "RF46 2026 0001 23"
//   VS    Czech variabilní symbol: at most ten digits, "2600000123" (year, id in eight digits)
//   text  Hungary: the közlemény is free text; the order number as it is: "CHU-2026-000123"

export const REFERENCE_SCHEMES = ["SI00", "HR00", "RF", "VS", "text"] as const;
export type ReferenceScheme = (typeof REFERENCE_SCHEMES)[number];

/** The reference a storefront's banks read, by its language, for a storefront that has no account yet. */
export function defaultReferenceScheme(iso: string): ReferenceScheme {
  return ({ sl: "SI00", hr: "HR00", cs: "VS", hu: "text" } as const)[iso] ?? "RF";
}

export interface BankAccount {
  holder: string;
  /** printed in groups of four */
  iban: string;
  bic: string;
  reference: ReferenceScheme;
}

export interface BankTransfer {
  holder: string;
  iban: string;
  bic: string;
  /** the payment reference, as the shopper types it into their bank's form */
  reference: string;
}

/**
 * The storefront's `bank_account` column: the account's JSON, or JSON `null` for a storefront
 * without one yet (issue 29 §2: a merchant's storefront starts with no bank account, and then
 * offers no bank transfer). Anything without an IBAN counts as none.
 */
export function parseBankAccount(column: string): BankAccount | null {
  const value: unknown = JSON.parse(column);
  if (typeof value !== "object" || value === null || !("iban" in value) || typeof value.iban !== "string" || value.iban === "") return null;
  return value as BankAccount;
}

/** The year and id an order number carries ("CHU-2026-000123" -> 2026, 123); null for another shape. */
/** ISO 7064 MOD 97-10 of a string of digits and capital letters (A = 10 … Z = 35), as IBANs and RF use it. */
export function mod97(text: string) {
  let remainder = 0;
  for (const char of text) {
    const value = char >= "A" && char <= "Z" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

const groupsOfFour = (text: string) => text.replace(/(.{4})(?=.)/g, "$1 ");

/** An ISO 11649 creditor reference for `base` (digits and letters, at most 21). */
export function creditorReference(base: string) {
  const check = 98 - mod97(`${base}RF00`);
  return groupsOfFour(`RF${String(check).padStart(2, "0")}${base}`);
}

/** The payment reference of an order in the scheme its storefront's country uses. */
export function paymentReference(scheme: ReferenceScheme, orderNumber: string) {
  const parts = orderNumberParts(orderNumber);
  if (!parts || scheme === "text") return orderNumber;
  const id6 = parts.id.padStart(6, "0");
  switch (scheme) {
    case "SI00":
      return `SI00 ${parts.year}-${id6}`;
    case "HR00":
      return `HR00 ${parts.year}-${id6}`;
    case "RF":
      return creditorReference(`${parts.year}${id6}`);
    case "VS":
      return `${parts.year.slice(2)}${parts.id.padStart(8, "0")}`.slice(-10);
  }
}
