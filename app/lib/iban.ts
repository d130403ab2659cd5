import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";

// The one IBAN rule of the shop (issue 29 §1: "IBAN and BIC checked by a well-kept library"): an
// IBAN is valid when `ibantools` says so — ISO 13616, the country's length and format from
// SWIFT's IBAN registry, check digits under ISO 7064 MOD 97-10. The storefronts' bank accounts
// (the settings form, the demo seed) and the accounts refunds are sent to are checked here.

/** An IBAN as typed (spaces, dashes, lower case) in its electronic form, or null when it is not one. */
export function normalizeIban(typed: string): string | null {
  const iban = electronicFormatIBAN(typed.trim());
  return iban && isValidIBAN(iban) ? iban : null;
}

/**
 * An IBAN a refund can be sent to: the shop pays refunds by a SEPA credit transfer file
 * (lib/sepa-credit-transfer.ts), which only reaches accounts in the SEPA scheme's countries.
 */
export function normalizeSepaIban(typed: string): string | null {
  const iban = normalizeIban(typed);
  return iban && isSEPACountry(iban.slice(0, 2)) ? iban : null;
}

/** An IBAN printed in groups of four, as banks show it. */
export function formatIban(iban: string) {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** A BIC (ISO 9362) as typed, upper case without spaces, or null when it is not one. */
export function normalizeBic(typed: string): string | null {
  const bic = typed.replace(/\s/g, "").toUpperCase();
  return isValidBIC(bic) ? bic : null;
}
