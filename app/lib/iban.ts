import { mod97 } from "./bank-transfer";

// An IBAN a refund is sent to (ISO 13616): the country's code, two check digits and the national
// account number, as long as the country's registry entry says, and valid under ISO 7064
// MOD 97-10 — the four first characters moved to the end, letters as 10…35, remainder 1.
// Lengths from SWIFT's IBAN registry for the SEPA countries and their neighbours.

const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GI: 23, GL: 18,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, ME: 22, MK: 19, MT: 31, NL: 18, NO: 15, PL: 28,
  PT: 25, RO: 24, RS: 22, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22, AL: 28, BA: 20, XK: 20, UA: 29, TR: 26,
}; // prettier-ignore

/** An IBAN as typed (spaces, lower case) in its electronic form, or null when it is not one. */
export function normalizeIban(typed: string): string | null {
  const iban = typed.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return null;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return null;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? iban : null;
}

/** An IBAN printed in groups of four, as banks show it. */
export function formatIban(iban: string) {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
