import { type MinorUnits, minorUnits } from "./money";

// VAT (README "Taxes and invoices"). Shelf prices are gross and stay as shown: the VAT they
// hold is worked out of them at the rate of the country whose VAT the sale carries — the
// country the goods go to when the shop is registered for the EU One-Stop Shop, the seller's
// own otherwise. Pure arithmetic on the storefront currency's minor units (app/lib/money.ts),
// so every figure shown is exact to the hundredth and the rows add up to the totals shown.
//
// - A product has a tax class; a country has a rate per class, each from a day on (a new rate is
//   a new row from the day it holds), in basis points: 2200 is 22 %, 950 is 9,5 %.
// - A discount code and spent reward points lower the taxable amounts, shared over the goods in
//   proportion to their price; shipping carries the VAT of what it ships, shared in proportion
//   to the goods' value per rate when rates differ.
// - A gift certificate bought is a multi-purpose voucher (Council Directive (EU) 2016/1065): no
//   VAT when it is sold, the VAT is due when it is spent. Spending one is a payment, not a
//   discount: it changes nothing here.
// - A reverse-charge sale (a business in another member state, its VAT number confirmed) carries
//   no VAT: the buyer pays the amounts net of the VAT they would have held, and accounts for the
//   VAT themselves.

/** The setting (JSON true/false) that says the shop is registered for the One-Stop Shop. */
export const OSS_SETTING = "vat.oss";

export const TAX_CLASSES = ["standard", "reduced", "super_reduced", "zero"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export function isTaxClass(value: unknown): value is TaxClass {
  return typeof value === "string" && (TAX_CLASSES as readonly string[]).includes(value);
}

/** A country's rate for a tax class from a day on. */
export interface VatRate {
  /** ISO 3166-1 alpha-2 (Greece is GR here; its VAT numbers start EL) */
  country: string;
  taxClass: TaxClass;
  /** basis points: 2200 = 22 % */
  rate: number;
  /** YYYY-MM-DD: the rate holds from the start of this day */
  validFrom: string;
}

/** The day the seeded rates hold from: they are the rates of the day the shop began to keep them. */
export const SEEDED_RATES_FROM = "2000-01-01";

/**
 * The rates of the countries the storefronts deliver to, as they stand in November 2026
 * (European Commission, "VAT rates applied in the Member States"). "reduced" is a country's main
 * reduced rate, "super_reduced" its lowest one where it has a lower one (5 % in Slovenia, Croatia
 * and Hungary, 4 % in Italy); a class a country lacks falls back to the next higher one (rateOn).
 */
export const SEEDED_VAT_RATES: readonly Omit<VatRate, "validFrom">[] = [
  ...countryRates("SI", { standard: 2200, reduced: 950, super_reduced: 500 }),
  ...countryRates("HR", { standard: 2500, reduced: 1300, super_reduced: 500 }),
  ...countryRates("HU", { standard: 2700, reduced: 1800, super_reduced: 500 }),
  ...countryRates("AT", { standard: 2000, reduced: 1000 }),
  ...countryRates("IT", { standard: 2200, reduced: 1000, super_reduced: 400 }),
  ...countryRates("CZ", { standard: 2100, reduced: 1200 }),
  ...countryRates("DE", { standard: 1900, reduced: 700 }),
];

function countryRates(country: string, rates: Partial<Record<TaxClass, number>>) {
  return Object.entries({ ...rates, zero: 0 }).map(([taxClass, rate]) => ({ country, taxClass: taxClass as TaxClass, rate }));
}

/** A lacking class falls back to the next higher one: super-reduced → reduced → standard. */
const FALLBACK: Record<TaxClass, TaxClass | null> = { standard: null, reduced: "standard", super_reduced: "reduced", zero: null };

/**
 * The rate (basis points) of a tax class in a country on a day: the row of that country and class
 * with the latest validFrom not after the day. Zero when the class is "zero" and the country names
 * no rate for it; null when the country has no standard rate on that day (the shop keeps no rates
 * for it).
 */
export function rateOn(rates: readonly VatRate[], country: string, taxClass: TaxClass, day: string): number | null {
  let current: TaxClass | null = taxClass;
  while (current) {
    const wanted: TaxClass = current;
    const row = rateRowOn(rates, country, wanted, day);
    if (row) return row.rate;
    if (wanted === "zero") return hasRates(rates, country, day) ? 0 : null;
    current = FALLBACK[wanted];
  }
  return null;
}

/** The row of a country's own rate for a class that holds on a day (the latest validFrom not after it), without falling back. */
export function rateRowOn(rates: readonly VatRate[], country: string, taxClass: TaxClass, day: string): VatRate | null {
  return rates
    .filter((r) => r.country === country && r.taxClass === taxClass && r.validFrom <= day)
    .reduce<VatRate | null>((latest, r) => (latest === null || r.validFrom > latest.validFrom ? r : latest), null);
}

function hasRates(rates: readonly VatRate[], country: string, day: string) {
  return rates.some((r) => r.country === country && r.taxClass === "standard" && r.validFrom <= day);
}

/**
 * Whose VAT a sale carries: the delivery country's with the One-Stop Shop (when the shop keeps
 * rates for it), the seller's otherwise.
 */
export function vatCountry(input: { oss: boolean; sellerCountry: string; deliveryCountry: string | null; rates: readonly VatRate[]; day: string }) {
  const { oss, sellerCountry, deliveryCountry, rates, day } = input;
  if (oss && deliveryCountry && hasRates(rates, deliveryCountry, day)) return deliveryCountry;
  return sellerCountry;
}

/** "22 %", "9,5 %" (the storefronts' decimal comma, as prices). */
export function formatRate(basisPoints: number) {
  const percent = basisPoints / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0+$/, "").replace(".", ",")} %`;
}

export interface VatItem {
  /** the line's gross amount as shown (price × quantity, after the product's own discount) */
  gross: number;
  /** basis points; null: outside the scope of VAT (a gift certificate bought) */
  rate: number | null;
}

export interface VatInput {
  items: readonly VatItem[];
  /** what a discount code and spent points take off the goods (lowers the taxable amounts) */
  discount?: number;
  /** the shipping price, gross */
  shipping?: number;
  /** shipping's rate when nothing taxable is shipped (the country's standard rate) */
  standardRate: number;
  reverseCharge?: boolean;
  /** the minor units amounts are kept to: 1 (hundredths), 100 (whole forints and korunas) */
  step?: number;
}

export interface VatRow {
  /** basis points */
  rate: number;
  /** what the buyer pays at this rate: taxable + vat */
  gross: MinorUnits;
  /** the taxable amount, net of VAT */
  taxable: MinorUnits;
  vat: MinorUnits;
}

export interface VatBreakdown {
  /** by rate, highest first; rows with nothing in them are left out */
  rows: VatRow[];
  vat: MinorUnits;
  taxable: MinorUnits;
  /** amounts outside the scope of VAT (gift certificates bought) */
  outside: MinorUnits;
  reverseCharge: boolean;
  /** with reverse charge: the VAT the gross prices held, which the buyer does not pay */
  removed: MinorUnits;
  /** each item's gross after its share of the discount (the order of `items`), for lines and credit notes */
  itemGross: MinorUnits[];
  /** shipping's gross per rate */
  shipping: { rate: number; gross: MinorUnits }[];
}

/** The VAT a gross amount holds at a rate, to the nearest step. */
export function vatOf(gross: number, rate: number, step = 1) {
  if (rate <= 0 || gross === 0) return 0;
  const exact = (gross * rate) / (10_000 + rate);
  return Math.sign(exact) * Math.round(Math.abs(exact) / step) * step;
}

/**
 * Shares a whole amount out in proportion to weights, in whole steps (largest remainder: the
 * shares add up to the amount exactly; ties go to the earlier weight). An amount that is no whole
 * number of steps is shared in hundredths.
 */
export function shareOut(amount: number, weights: readonly number[], step = 1): number[] {
  const unit = step > 1 && amount % step === 0 ? step : 1;
  const units = Math.round(amount / unit);
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0 || units === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (units * Math.max(0, w)) / total);
  const shares = exact.map(Math.floor);
  let left = units - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares.map((s) => s * unit);
}

/** The VAT of a sale: per rate, exact to the minor unit, rows summing to the totals. */
export function vatBreakdown(input: VatInput): VatBreakdown {
  const step = input.step ?? 1;
  const taxableIndexes = input.items.flatMap((item, index) => (item.rate === null ? [] : [index]));
  const goods = taxableIndexes.reduce((sum, index) => sum + input.items[index].gross, 0);
  const discount = Math.min(Math.max(0, Math.round(input.discount ?? 0)), goods);
  const discountShares = shareOut(
    discount,
    taxableIndexes.map((index) => input.items[index].gross),
    step,
  );
  const itemGross = input.items.map((item) => item.gross);
  taxableIndexes.forEach((index, i) => (itemGross[index] -= discountShares[i]));

  const byRate = new Map<number, number>();
  for (const index of taxableIndexes) {
    const rate = input.items[index].rate as number;
    byRate.set(rate, (byRate.get(rate) ?? 0) + itemGross[index]);
  }
  // shipping carries the VAT of what it ships, in proportion to the goods' value per rate
  const shippingRows: { rate: number; gross: number }[] = [];
  const shipping = Math.max(0, Math.round(input.shipping ?? 0));
  if (shipping > 0) {
    const rates = [...byRate.keys()].filter((rate) => (byRate.get(rate) ?? 0) > 0);
    if (rates.length === 0) shippingRows.push({ rate: input.standardRate, gross: shipping });
    else
      shareOut(
        shipping,
        rates.map((rate) => byRate.get(rate) ?? 0),
        step,
      ).forEach((gross, i) => shippingRows.push({ rate: rates[i], gross }));
  }
  for (const row of shippingRows) byRate.set(row.rate, (byRate.get(row.rate) ?? 0) + row.gross);

  let removed = 0;
  const rows: VatRow[] = [...byRate.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => {
      const vat = vatOf(gross, rate, step);
      if (!input.reverseCharge) return { rate, gross: minorUnits(gross), taxable: minorUnits(gross - vat), vat: minorUnits(vat) };
      removed += vat;
      return { rate, gross: minorUnits(gross - vat), taxable: minorUnits(gross - vat), vat: minorUnits(0) };
    });
  const outside = input.items.reduce((sum, item) => sum + (item.rate === null ? item.gross : 0), 0);
  return {
    rows,
    vat: minorUnits(rows.reduce((sum, r) => sum + r.vat, 0)),
    taxable: minorUnits(rows.reduce((sum, r) => sum + r.taxable, 0)),
    outside: minorUnits(outside),
    reverseCharge: Boolean(input.reverseCharge),
    removed: minorUnits(removed),
    itemGross: itemGross.map(minorUnits),
    shipping: shippingRows.map((row) => ({ rate: row.rate, gross: minorUnits(row.gross) })),
  };
}

// VAT identification numbers (VIES's formats per member state). A number is checked here by its
// form, and for Slovenia, Croatia and Germany by its check digit; whether it is issued and in use
// is VIES's answer (app/services/vies.server.ts).

const VAT_NUMBER_FORMS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^\d{10}$/,
};

export interface VatNumber {
  /** the VAT prefix: the ISO country code, but EL for Greece */
  prefix: string;
  /** the ISO 3166-1 country (GR for EL) */
  country: string;
  /** the digits and letters after the prefix */
  number: string;
}

/** "si 8421 3574" → { prefix: "SI", country: "SI", number: "84213574" }; null when no member state's form fits. */
export function parseVatNumber(input: string): VatNumber | null {
  const clean = input.toUpperCase().replace(/[\s.\-/]/g, "");
  const prefix = clean.slice(0, 2);
  const number = clean.slice(2);
  const form = VAT_NUMBER_FORMS[prefix];
  if (!form || !form.test(number)) return null;
  if (!checkDigitHolds(prefix, number)) return null;
  return { prefix, country: prefix === "EL" ? "GR" : prefix, number };
}

/** The VAT number as it is printed: prefix and number without spaces. */
export function formatVatNumber(vat: VatNumber) {
  return `${vat.prefix}${vat.number}`;
}

function checkDigitHolds(prefix: string, number: string) {
  const digits = [...number].map(Number);
  if (prefix === "SI") {
    // weights 8…2 over the first seven digits; 11 − the sum mod 11, where 10 is written 0 (11 is never issued)
    const sum = digits.slice(0, 7).reduce((acc, d, i) => acc + d * (8 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 11) return false;
    return (check === 10 ? 0 : check) === digits[7];
  }
  if (prefix === "HR" || prefix === "DE") return iso7064Mod1110(digits);
  return true;
}

/** ISO 7064 MOD 11,10: Croatia's OIB and Germany's USt-IdNr. */
function iso7064Mod1110(digits: number[]) {
  let product = 10;
  for (const d of digits.slice(0, -1)) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === digits[digits.length - 1];
}

/**
 * A sale is reverse-charged when the buyer's VAT number is confirmed, is of another member state
 * than the seller's, and the goods leave the seller's country (an intra-Community supply).
 */
export function reverseChargeApplies(input: { sellerCountry: string; buyerCountry: string | null; deliveryCountry: string | null; confirmed: boolean }) {
  const { sellerCountry, buyerCountry, deliveryCountry, confirmed } = input;
  return confirmed && buyerCountry !== null && buyerCountry !== sellerCountry && deliveryCountry !== null && deliveryCountry !== sellerCountry;
}

/** What a cart, a checkout and an order keep and show of their VAT (shop_order.vat as JSON). */
export interface VatSummary {
  /** whose VAT: ISO 3166-1 alpha-2 */
  country: string;
  rows: { rate: number; taxable: MinorUnits; vat: MinorUnits }[];
  vat: MinorUnits;
  /** amounts outside the scope of VAT (gift certificates bought) */
  outside: MinorUnits;
  reverseCharge: boolean;
  /** with reverse charge: the VAT the buyer does not pay */
  removed: MinorUnits;
}

export function toVatSummary(country: string, breakdown: VatBreakdown): VatSummary {
  return {
    country,
    rows: breakdown.rows.map(({ rate, taxable, vat }) => ({ rate, taxable, vat })),
    vat: breakdown.vat,
    outside: breakdown.outside,
    reverseCharge: breakdown.reverseCharge,
    removed: breakdown.removed,
  };
}

/** An order's stored summary (shop_order.vat); null for orders placed before VAT was kept, or a bad value. */
export function parseVatSummary(json: string | null): VatSummary | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as VatSummary;
    return value && typeof value.country === "string" && Array.isArray(value.rows) ? value : null;
  } catch {
    return null;
  }
}
