import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~/i18n";
import { defaultReferenceScheme, REFERENCE_SCHEMES, type BankAccount } from "./bank-transfer";
import { parseAmount } from "./code-forms";
import { formatIban, normalizeBic, normalizeIban } from "./iban";
import { euroCents } from "./money";
import { LOCALE_PREFIXES } from "./route-table.js";
import type { Company, Contact, PublicKeys, ShopType, Storefront } from "./storefront";

// A storefront's settings as the back office's form edits them (issue 29 §1; README "Shop
// settings"): every field checked here, pure, so that a refused form names each wrong field and
// nothing is saved. The service (storefront-settings.server.ts) passes what the database knows:
// the other storefronts (host + prefix must stay unique) and the brands.

/** The currencies the shop's prices, rounding and formats know (app/lib/money.ts). */
export const SETTINGS_CURRENCIES = ["EUR", "HUF", "CZK"] as const;
export const SHOP_TYPES = ["normal", "one-brand", "other"] as const satisfies readonly ShopType[];

/** What the form saves: the storefront's own columns, as the app reads them. */
export type StorefrontSettings = Pick<
  Storefront,
  | "name"
  | "domain"
  | "prefix"
  | "iso"
  | "locale"
  | "languageName"
  | "currencyCode"
  | "currencyRate"
  | "shopType"
  | "brandId"
  | "cheapestShippingPrice"
  | "freeShippingThreshold"
  | "rewardPointConversion"
  | "pointValue"
  | "withdrawalDays"
  | "bankAccount"
  | "publicKeys"
> & { company: Company; contact: Contact | null };

export const SETTINGS_FIELDS = [
  "name",
  "domain",
  "prefix",
  "iso",
  "locale",
  "languageName",
  "currencyCode",
  "currencyRate",
  "shopType",
  "brandId",
  "cheapestShippingPrice",
  "freeShippingThreshold",
  "rewardPointConversion",
  "pointValue",
  "withdrawalDays",
  "bankHolder",
  "bankIban",
  "bankBic",
  "bankReference",
  "companyLegalName",
  "companyStreet",
  "companyPostcode",
  "companyCity",
  "companyCountry",
  "companyRegistrationNumber",
  "companyVatNumber",
  "contactEmail",
  "contactPhone",
  "contactHours",
  "gtm",
  "oneSignal",
  "trustBadgeId",
  "trustBadgeUrl",
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
/** The form as typed: every field a string. */
export type SettingsValues = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Where the storefront stands among the others: what the unique host + prefix rule needs. */
export interface SettingsContext {
  /** the other storefronts (not the one being edited) */
  others: readonly Pick<Storefront, "department" | "name" | "domain" | "prefix">[];
  /** the brands a one-brand storefront may sell */
  brandIds: readonly number[];
}

/** The form's fields filled from a storefront, as the page shows them before any edit. */
export function settingsValues(s: Storefront): SettingsValues {
  return {
    name: s.name,
    domain: s.domain,
    prefix: s.prefix ?? "",
    iso: s.iso,
    locale: s.locale,
    languageName: s.languageName,
    currencyCode: s.currencyCode,
    currencyRate: String(s.currencyRate),
    shopType: s.shopType,
    brandId: s.brandId === null ? "" : String(s.brandId),
    cheapestShippingPrice: amountText(s.cheapestShippingPrice),
    freeShippingThreshold: amountText(s.freeShippingThreshold),
    rewardPointConversion: String(s.rewardPointConversion),
    pointValue: amountText(s.pointValue),
    withdrawalDays: String(s.withdrawalDays),
    bankHolder: s.bankAccount?.holder ?? "",
    bankIban: s.bankAccount?.iban ?? "",
    bankBic: s.bankAccount?.bic ?? "",
    bankReference: s.bankAccount?.reference ?? defaultReferenceScheme(s.iso),
    companyLegalName: s.company?.legalName ?? "",
    companyStreet: s.company?.street ?? "",
    companyPostcode: s.company?.postcode ?? "",
    companyCity: s.company?.city ?? "",
    companyCountry: s.company?.country ?? "",
    companyRegistrationNumber: s.company?.registrationNumber ?? "",
    companyVatNumber: s.company?.vatNumber ?? "",
    contactEmail: s.contact?.email ?? "",
    contactPhone: s.contact?.phone ?? "",
    contactHours: (s.contact?.hours ?? []).join("\n"),
    gtm: s.publicKeys.gtm ?? "",
    oneSignal: s.publicKeys.oneSignal ?? "",
    trustBadgeId: s.publicKeys.smind?.id ?? "",
    trustBadgeUrl: s.publicKeys.smind?.url ?? "",
  };
}

/** The posted fields as the form's values (missing ones empty, each cut at a sane length). */
export function settingsFromPost(fields: Record<string, string | undefined>): SettingsValues {
  const values = {} as SettingsValues;
  for (const name of SETTINGS_FIELDS) values[name] = (fields[name] ?? "").slice(0, name === "contactHours" ? 2000 : 300);
  return values;
}

const amountText = (cents: number) => (cents / 100).toFixed(2);

/**
 * A host name as the storefront answers on (RFC 1123 labels, lower case, at least two of them):
 * "shop.example.com", "si.lumera.localhost". No scheme, port, path or trailing dot.
 */
export function normalizeDomain(typed: string): string | null {
  const host = typed.trim().toLowerCase();
  const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
  if (host.length > 253 || !new RegExp(`^${label}(?:\\.${label})+$`).test(host)) return null;
  return host;
}

/**
 * The resolution rule (lib/storefront.ts resolveStorefront) picks a storefront by host and then
 * by the path's first segment: two storefronts with the same host and the same prefix (or both
 * without one) would leave one of them unreachable. Returns the storefront this one would clash with.
 */
export function hostPrefixClash(others: SettingsContext["others"], domain: string, prefix: string | null): Pick<Storefront, "department" | "name"> | null {
  return others.find((o) => o.domain === domain && (o.prefix ?? null) === prefix) ?? null;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BADGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const COUNTRY = /^[A-Z]{2}$/;
const VAT_NUMBER = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
const PHONE = /^\+?[0-9 ()/-]{5,25}$/;
const email = z.string().email().max(254);

/** The largest shipping price or threshold the form takes, in euro cents: a slip of zeros is refused. */
const AMOUNT_MAX = 100_000_00;

/**
 * Checks a posted form: the settings to save, or a message at each wrong field. Every rule of
 * the README's "Shop settings" is here; the service only adds what needs the database.
 */
export function checkSettings(
  values: SettingsValues,
  context: SettingsContext,
): { ok: true; settings: StorefrontSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const v = Object.fromEntries(Object.entries(values).map(([k, text]) => [k, text.trim()])) as SettingsValues;
  const need = (field: SettingsField, max: number, label: string) => {
    if (!v[field]) errors[field] = `${label} is needed.`;
    else if (v[field].length > max) errors[field] = `${label}: at most ${max} characters.`;
    return v[field];
  };
  const optional = (field: SettingsField, max: number, label: string) => {
    if (v[field].length > max) errors[field] = `${label}: at most ${max} characters.`;
    return v[field] || null;
  };
  const amount = (field: SettingsField, label: string) => {
    const cents = parseAmount(v[field]);
    if (cents === null || cents > AMOUNT_MAX) {
      errors[field] = `${label}: an amount in euros, like 3.90.`;
      return euroCents(0);
    }
    return euroCents(cents);
  };
  const number = (field: SettingsField, label: string, rule: (n: number) => boolean, hint: string) => {
    const n = /^\d{1,7}([.,]\d{1,6})?$/.test(v[field]) ? Number(v[field].replace(",", ".")) : Number.NaN;
    if (!rule(n)) errors[field] = `${label}: ${hint}`;
    return n;
  };

  // the storefront: name, where it answers, its language and money
  const name = need("name", 80, "The name");
  const domain = normalizeDomain(v.domain);
  if (!domain) errors.domain = "The domain: a host name like shop.example.com (no https://, no path, no port).";
  const prefix = v.prefix === "" ? null : v.prefix;
  if (prefix !== null && !(LOCALE_PREFIXES as readonly string[]).includes(prefix)) errors.prefix = `The prefix: none, or one of ${LOCALE_PREFIXES.join(", ")}.`;
  if (domain && !errors.prefix) {
    const clash = hostPrefixClash(context.others, domain, prefix);
    if (clash) errors.prefix = `${clash.name} already answers on ${domain}${prefix ? `/${prefix}` : " without a prefix"}: choose another domain or prefix.`;
  }
  const iso = v.iso as (typeof SUPPORTED_LANGUAGES)[number];
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(iso)) errors.iso = `The language: one of ${SUPPORTED_LANGUAGES.join(", ")}.`;
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(v.locale) || (!errors.iso && !v.locale.startsWith(`${iso}-`)))
    errors.locale = `The locale: the language and a country, like ${errors.iso ? "sl" : iso}-${errors.iso ? "SI" : iso === "en" ? "GB" : iso.toUpperCase()}.`;
  const languageName = need("languageName", 40, "The language's name");
  const currencyCode = v.currencyCode as (typeof SETTINGS_CURRENCIES)[number];
  if (!(SETTINGS_CURRENCIES as readonly string[]).includes(currencyCode)) errors.currencyCode = `The currency: one of ${SETTINGS_CURRENCIES.join(", ")}.`;
  const currencyRate = number("currencyRate", "The rate", (n) => n > 0 && n < 1_000_000, "how many of the currency one euro buys, above 0.");
  if (currencyCode === "EUR" && !errors.currencyRate && currencyRate !== 1) errors.currencyRate = "The rate of the euro is 1.";
  const shopType = v.shopType as ShopType;
  if (!(SHOP_TYPES as readonly string[]).includes(shopType)) errors.shopType = "The shop type: normal, one brand or other.";
  let brandId: number | null = v.brandId === "" ? null : Number(v.brandId);
  if (brandId !== null && !context.brandIds.includes(brandId)) errors.brandId = "That brand is not known.";
  if (shopType === "one-brand" && brandId === null) errors.brandId = "A one-brand storefront needs its brand.";
  if (shopType === "normal") brandId = null;

  // shipping and reward points (euro cents, whatever the storefront's currency)
  const cheapestShippingPrice = amount("cheapestShippingPrice", "The delivery price");
  const freeShippingThreshold = amount("freeShippingThreshold", "The free-shipping threshold");
  const rewardPointConversion = number("rewardPointConversion", "Points per euro", (n) => n >= 0 && n <= 1000, "a number from 0 to 1000.");
  const pointValue = amount("pointValue", "The value of a point");
  // the law's minimum is 14 days from delivery (Article 9 CRD); a shop may give longer
  const withdrawalDays = /^\d{1,3}$/.test(v.withdrawalDays) ? Number(v.withdrawalDays) : Number.NaN;
  if (!(withdrawalDays >= 14 && withdrawalDays <= 365))
    errors.withdrawalDays = "The withdrawal period: whole days, at least 14 (the law's minimum), at most 365.";

  // the bank account transfers are paid to; all three left empty: none (no bank transfer offered)
  const noAccount = !v.bankHolder && !v.bankIban && !v.bankBic;
  let bankAccount: BankAccount | null = null;
  const reference = v.bankReference as BankAccount["reference"];
  if (!(REFERENCE_SCHEMES as readonly string[]).includes(reference)) errors.bankReference = `The payment reference: one of ${REFERENCE_SCHEMES.join(", ")}.`;
  if (!noAccount) {
    const holder = need("bankHolder", 70, "The account holder");
    const iban = normalizeIban(v.bankIban);
    if (!iban) errors.bankIban = "The IBAN is not valid: check the country code, the length and the digits.";
    const bic = normalizeBic(v.bankBic);
    if (!bic) errors.bankBic = "The BIC is not valid: 8 or 11 letters and digits, like SZKBSI2X.";
    else if (iban && bic.slice(4, 6) !== iban.slice(0, 2)) errors.bankBic = `The BIC is of a bank in ${bic.slice(4, 6)}, the IBAN of ${iban.slice(0, 2)}.`;
    if (iban && bic) bankAccount = { holder, iban: formatIban(iban), bic, reference };
  }

  // who sells, and how shoppers reach them
  const company: Company = {
    legalName: need("companyLegalName", 120, "The company's legal name"),
    street: need("companyStreet", 120, "The street"),
    postcode: need("companyPostcode", 12, "The postcode"),
    city: need("companyCity", 80, "The city"),
    country: v.companyCountry.toUpperCase(),
    registrationNumber: optional("companyRegistrationNumber", 40, "The registration number"),
    vatNumber: v.companyVatNumber ? v.companyVatNumber.replace(/\s/g, "").toUpperCase() : null,
  };
  if (!COUNTRY.test(company.country)) errors.companyCountry = "The country: its two-letter code, like SI.";
  if (company.vatNumber !== null && !VAT_NUMBER.test(company.vatNumber))
    errors.companyVatNumber = "The VAT number: the country's two letters and the number, like SI12345678.";
  const contactEmail = v.contactEmail || null;
  if (contactEmail !== null && !email.safeParse(contactEmail).success) errors.contactEmail = "The e-mail address is not valid.";
  const contactPhone = v.contactPhone || null;
  if (contactPhone !== null && !PHONE.test(contactPhone)) errors.contactPhone = "The phone: digits, spaces and +, like +386 1 234 56 78.";
  const hours = v.contactHours
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (hours.length > 10 || hours.some((line) => line.length > 120)) errors.contactHours = "Opening hours: at most 10 lines of 120 characters.";
  const contact: Contact | null = contactEmail || contactPhone || hours.length ? { email: contactEmail, phone: contactPhone, hours } : null;

  // public keys of the third parties the storefront loads (consent-gated: lib/consent.ts)
  const gtm = v.gtm ? v.gtm.toUpperCase() : null;
  if (gtm !== null && !GTM_ID.test(gtm)) errors.gtm = "The tag manager id: GTM- and its letters and digits, like GTM-AB12CD.";
  const oneSignal = v.oneSignal ? v.oneSignal.toLowerCase() : null;
  if (oneSignal !== null && !UUID.test(oneSignal)) errors.oneSignal = "The OneSignal app id: a UUID, like 7d1c5a52-0001-4c8e-9b1a-5e3f00000001.";
  let smind: PublicKeys["smind"] = null;
  if (v.trustBadgeId || v.trustBadgeUrl) {
    if (!BADGE_ID.test(v.trustBadgeId)) errors.trustBadgeId = "The trust badge id: letters, digits, - and _ (and its script's address with it).";
    if (!httpsUrl(v.trustBadgeUrl)) errors.trustBadgeUrl = "The trust badge script: an https:// address.";
    smind = { id: v.trustBadgeId, url: v.trustBadgeUrl };
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      name,
      domain: domain as string,
      prefix,
      iso,
      locale: v.locale,
      languageName,
      currencyCode,
      currencyRate,
      shopType,
      brandId,
      cheapestShippingPrice,
      freeShippingThreshold,
      rewardPointConversion,
      pointValue,
      withdrawalDays,
      bankAccount,
      company,
      contact,
      publicKeys: { gtm, oneSignal, smind },
    },
  };
}

function httpsUrl(text: string) {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A setting's name in the back office's words (the message after a save). */
export const SETTING_LABELS: Record<keyof StorefrontSettings, string> = {
  name: "name",
  domain: "domain",
  prefix: "prefix",
  iso: "language",
  locale: "locale",
  languageName: "language's name",
  currencyCode: "currency",
  currencyRate: "rate",
  shopType: "shop type",
  brandId: "brand",
  cheapestShippingPrice: "delivery price",
  freeShippingThreshold: "free-shipping threshold",
  rewardPointConversion: "points per euro",
  pointValue: "point value",
  withdrawalDays: "withdrawal period",
  bankAccount: "bank account",
  company: "company",
  contact: "contact",
  publicKeys: "public keys",
};

/** The settings that differ between two versions, by name: what the audit row records. */
export function changedSettings(before: StorefrontSettings, after: StorefrontSettings): (keyof StorefrontSettings)[] {
  return (Object.keys(after) as (keyof StorefrontSettings)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
