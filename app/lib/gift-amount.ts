import { type EuroCents, euroCents, fromMinor, type MinorUnits, minorUnits } from "./money";

// A gift certificate's custom amount, as the shopper types it in the storefront's currency
// ("25", "25,50", "8000"): what they pay is exactly that (minor units), and the certificate is
// worth it in euro cents (DESIGN.md: money is cents until the edge).

/** Gift certificates bought in the shop: 10 to 500 EUR (cents); a message of at most 300 characters. */
export const GIFT_AMOUNT = { min: euroCents(1_000), max: euroCents(50_000) } as const;
export const GIFT_MESSAGE_MAX = 300;

/**
 * A typed amount: `price` in the storefront currency's minor units, `cents` its value in euro
 * cents; null when it is not a plain positive number, or has fractions a currency of whole units
 * (`step` 100: forint, koruna) does not use.
 */
export function parseMoneyInput(raw: string, currencyRate: number, step = 1): { price: MinorUnits; cents: EuroCents } | null {
  const text = raw.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || !(currencyRate > 0)) return null;
  const price = minorUnits(Math.round(value * 100));
  if (price % step !== 0) return null;
  return { price, cents: fromMinor(price, currencyRate) };
}
