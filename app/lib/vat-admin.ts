import { z } from "zod";
import { ADDRESS_COUNTRIES } from "./address-form";
import { isCalendarDay, parsePrice } from "./catalogue-file";
import { rateOn, rateRowOn, TAX_CLASSES, type TaxClass, type VatRate } from "./vat";

// The back office's VAT room (README "VAT rates and the One-Stop Shop"): the rate form's fields
// as the merchant types them, checked into a VatRate, and the rates as the room lists them. Pure,
// and free of server code: the form's choices and the product form's select read it too.

/** The tax classes in the merchant's words (README "Tax classes"). */
export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  standard: "Standard",
  reduced: "Reduced",
  super_reduced: "Super-reduced",
  zero: "Zero",
};

export const TAX_CLASS_CHOICES = TAX_CLASSES.map((value) => ({ value, label: TAX_CLASS_LABELS[value] }));

/** The highest rate the form takes: no member state's standard rate reaches it (Hungary's 27 % is the highest). */
export const MAX_RATE_PERCENT = 50;

/** ISO 3166-1 alpha-2, the codes officially assigned (249); reserved ones (EU, UK, XK) are not countries here. */
const ISO_COUNTRIES = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF
  CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH
  GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW
  KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG
  NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN
  SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT
  ZA ZM ZW`.split(/\s+/),
);

/** "SI" → "SI"; null for anything but two capital letters that ISO 3166-1 assigns ("si", "XX", "EL"). */
export function parseCountry(text: string): string | null {
  const code = text.trim();
  return /^[A-Z]{2}$/.test(code) && ISO_COUNTRIES.has(code) ? code : null;
}

/**
 * A rate as the merchant types it — "22", "9,5", "9.5", "5,25 %" — in basis points (950); null
 * when it is no such number, has more than two decimals, or lies outside 0 … 50 %. Hundredths
 * of a percent are read as the catalogue file reads hundredths of a euro (parsePrice).
 */
export function parsePercent(text: string): number | null {
  const basisPoints = parsePrice(text.trim().replace(/\s*%$/, "").replace(",", "."));
  return basisPoints !== null && basisPoints <= MAX_RATE_PERCENT * 100 ? basisPoints : null;
}

/** "2027-01-01" → itself; null when it is not a day of the calendar in that form ("2026-13-40", "1.1.2027"). */
export function parseDay(text: string): string | null {
  const day = text.trim();
  return isCalendarDay(day) ? day : null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2027-01-01" → "1 Jan 2027". */
export function formatDay(day: string) {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

export const RATE_FIELDS = ["country", "tax_class", "rate", "valid_from"] as const;
export type RateField = (typeof RATE_FIELDS)[number];
export type RateErrors = Partial<Record<RateField, string>>;

const field = <T>(parse: (text: string) => T | null, message: string) =>
  z.string({ required_error: message }).transform((text, ctx) => parse(text) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom, message }), z.NEVER));

const rateFormSchema = z.object({
  country: field(parseCountry, "Type the country's two capital letters (ISO 3166-1): SI, HR, DE."),
  tax_class: field((text) => TAX_CLASSES.find((c) => c === text) ?? null, "Choose one of the tax classes."),
  rate: field(parsePercent, `Type the rate in percent, from 0 to ${MAX_RATE_PERCENT}, with at most two decimals: 22 or 9,5.`),
  valid_from: field(parseDay, "Choose the day the rate holds from (YYYY-MM-DD)."),
});

/** The rate form's post as a rate, or the message at each wrong field. */
export function parseRateForm(fields: Readonly<Record<string, string>>): { ok: true; rate: VatRate } | { ok: false; errors: RateErrors } {
  const parsed = rateFormSchema.safeParse(fields);
  if (parsed.success) {
    const { country, tax_class, rate, valid_from } = parsed.data;
    return { ok: true, rate: { country, taxClass: tax_class, rate, validFrom: valid_from } };
  }
  const errors: RateErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as RateField] ??= issue.message;
  return { ok: false, errors };
}

export interface CountryRates {
  country: string;
  /** per tax class, the rate that holds on the day; `own` false when it is a higher class's (rateOn's fallback) */
  today: { taxClass: TaxClass; rate: number | null; own: boolean }[];
  /** rows from a later day, the soonest first */
  upcoming: VatRate[];
  /** rows that held once and hold no more, the latest first */
  history: VatRate[];
}

/**
 * The rates as the room lists them on `day`: the delivery countries first (as the address form
 * orders them), then any other country with rows, by code.
 */
export function ratesByCountry(rates: readonly VatRate[], day: string): CountryRates[] {
  const others = [...new Set(rates.map((r) => r.country))].filter((c) => !(ADDRESS_COUNTRIES as readonly string[]).includes(c)).sort();
  return [...ADDRESS_COUNTRIES, ...others].map((country) => {
    const own = rates.filter((r) => r.country === country);
    const holding = (taxClass: TaxClass) => rateRowOn(own, country, taxClass, day);
    const current = new Set(TAX_CLASSES.map(holding).filter((r) => r !== null));
    return {
      country,
      today: TAX_CLASSES.map((taxClass) => ({ taxClass, rate: rateOn(rates, country, taxClass, day), own: holding(taxClass) !== null })),
      upcoming: own.filter((r) => r.validFrom > day).sort((a, b) => a.validFrom.localeCompare(b.validFrom) || classOrder(a) - classOrder(b)),
      history: own.filter((r) => r.validFrom <= day && !current.has(r)).sort((a, b) => b.validFrom.localeCompare(a.validFrom) || classOrder(a) - classOrder(b)),
    };
  });
}

const classOrder = (r: VatRate) => TAX_CLASSES.indexOf(r.taxClass);

/** "HR" → "Croatia" (English, as the back office speaks); the code itself when the runtime knows no name. */
export function countryName(code: string) {
  return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
}
