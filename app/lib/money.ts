// Spec §9 price display: 2 decimals, comma decimal separator, space thousands separator,
// currency label from the translation key system_currency, converted by the currency rate.
// Prices are integer euro cents (DESIGN.md); this is the only place they become text, plus
// the EUR-only formatter the spec asks for.
//
// A cart adds amounts up, and in the forint and koruna storefronts converting each sum on its
// own would let a shown total miss the sum of the shown parts by a hundredth. So the cart, the
// checkout and the orders count in the storefront currency's minor units (hundredths: cents
// in EUR, where nothing changes): each price is converted once (toMinor), then multiplied and
// added, and shown with formatMinor.
//
// Converting rounds to the storefront's price rounding: the nearest hundredth for
// the euro, the nearest whole forint or koruna (step 100). It happens once, where a euro amount
// becomes the storefront's, so line × qty and every sum stay exact and whole. Display keeps the
// spec's two decimals ("1 123,00 Ft").
//
// Both are integers, and in the euro storefronts even equal, so a mix-up shows only in forints
// and korunas: each has its own type. A plain number becomes one of them where it is read (a
// product or order row, a setting: euroCents / minorUnits), and euro cents become minor units
// only through toMinor; adding or multiplying amounts of one unit gives a plain number, named
// again with its unit where the sum is kept.

/** An amount in euro cents: what products, the storefront's settings and discount codes are priced in. */
export type EuroCents = number & { readonly __unit: "EuroCents" };

/** An amount in the storefront currency's minor units (hundredths): what a cart, checkout and order count in. */
export type MinorUnits = number & { readonly __unit: "MinorUnits" };

/** A number read as euro cents (a product's price column, a setting). */
export function euroCents(amount: number) {
  return amount as EuroCents;
}

/** A number read as minor units of the storefront's currency (an order's columns, a sum of minor units). */
export function minorUnits(amount: number) {
  return amount as MinorUnits;
}

export interface CurrencyFormat {
  /** storefront currency units per euro */
  rate: number;
  /** minor units a converted price is rounded to (1: hundredths; 100: whole units); 1 when absent */
  step?: number;
  /** the translated `system_currency` label, e.g. "€", "Ft", "Kč" */
  label: string;
}

/** 1234567.891 -> "1 234 567,89" */
export function formatNumber(amount: number) {
  const negative = amount < 0;
  const [whole, fraction] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${negative ? "-" : ""}${grouped},${fraction}`;
}

/**
 * Euro cents in the storefront currency's minor units (hundredths), to the nearest `step` of them:
 * toMinor(3145, 392.5) = 1234413; toMinor(3145, 392.5, 100) = 1234400 (12 344 Ft).
 */
export function toMinor(cents: EuroCents, rate: number, step = 1): MinorUnits {
  return minorUnits(roundToStep(cents * rate, step));
}

/** An amount in minor units to the nearest `step` of them (halves away from zero, like Math.round for money). */
export function roundToStep(minor: number, step = 1) {
  return step > 1 ? Math.sign(minor) * Math.round(Math.abs(minor) / step) * step : Math.round(minor);
}

/** Minor units of the storefront currency back to euro cents (the nearest cent). */
export function fromMinor(minor: MinorUnits, rate: number): EuroCents {
  return euroCents(Math.round(minor / rate));
}

/**
 * An amount in minor units of one currency in minor units of another, through the euro at the
 * rates of the day (both per euro): a gift certificate kept in forints redeemed in a euro cart.
 * The same rate converts nothing, so a certificate spent in its own currency is exact.
 */
export function convertMinor(minor: MinorUnits, fromRate: number, toRate: number, toStep = 1): MinorUnits {
  return fromRate === toRate ? minor : minorUnits(roundToStep((minor / fromRate) * toRate, toStep));
}

/** The label of a currency the storefront does not show by its own translation (a certificate's). */
export const CURRENCY_LABELS: Record<string, string> = { EUR: "€", HUF: "Ft", CZK: "Kč" };

export function currencyLabel(code: string) {
  return CURRENCY_LABELS[code] ?? code;
}

/** Converts euro cents into the storefront currency (as a decimal amount, not cents). */
export function convertCents(cents: EuroCents, rate: number, step = 1) {
  return toMinor(cents, rate, step) / 100;
}

/** Euro cents shown in the storefront's currency: formatPrice(3145, { rate: 392.5, label: "Ft", step: 100 }) = "12 344,00 Ft". */
export function formatPrice(cents: EuroCents, currency: CurrencyFormat) {
  return formatMinor(toMinor(cents, currency.rate, currency.step), currency.label);
}

/** An amount already in the storefront currency's minor units: formatMinor(624075, "Ft") = "6 240,75 Ft". */
export function formatMinor(minor: MinorUnits, label: string) {
  return `${formatNumber(minor / 100)} ${label}`;
}

/** The EUR-only formatter (spec §9): euro cents as euros, never converted. */
export function formatEur(cents: EuroCents) {
  return `${formatNumber(cents / 100)} €`;
}

/** A storefront-currency amount back to euros (analytics always reports EUR, spec §9). */
export function toEuros(amount: number, rate: number) {
  return Math.round((amount / rate) * 100) / 100;
}

/** The price the shopper pays: the discount price when there is one (cents, like the inputs). */
export function payablePrice(price: { isDiscounted: boolean; discountPrice: EuroCents | null; regularPrice: EuroCents }): EuroCents {
  return price.isDiscounted && price.discountPrice !== null ? price.discountPrice : price.regularPrice;
}
