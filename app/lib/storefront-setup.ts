import { isLocalePrefix, LOCALE_PREFIXES } from "./route-table.js";
import { hasControlCharacter } from "./shopper-text";
import { slugify } from "./text";

// A merchant's own storefronts (issue 29 §2 "the storefronts are the ones the merchant names …
// one documented command"): the rules of `npm run shop -- storefront add` and `warehouse add`,
// pure. The department's settings that are no business fact of the demo (language, locale,
// currency and its rate, localized routes, gift presets, price rounding, shipping price) come
// from that department's template (app/db/seed/storefronts.ts); nothing of the demo does — no
// shop name, bank account, public keys or brand.

/** The spec's nine departments (DESIGN.md "Storefronts"). */
export const DEPARTMENTS = ["su", "chr", "asi", "ahr", "chu", "cen", "cit", "cde", "ccz"] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const isDepartment = (word: string): word is Department => (DEPARTMENTS as readonly string[]).includes(word);

/** The part of a department's template a new storefront takes (the demo seed's storefront, parsed). */
export interface StorefrontTemplate {
  department: string;
  locale: string;
  iso: string;
  languageName: string;
  currencyCode: string;
  currencyRate: number;
  cheapestShippingPrice: number;
  freeShippingThreshold: number;
  rewardPointConversion: number;
  pointValue: number;
  localizedRoutes: { brands: string; giftCertificate: string };
  priceRounding: number;
  giftPresets: number[];
}

export interface NewStorefront {
  department: string;
  name: string;
  domain: string;
  prefix: string | null;
}

export type StorefrontProblem = "department" | "name" | "domain" | "prefix" | "departmentTaken" | "hostTaken";

const NAME_MAX = 100;
// a host name of letters, digits and hyphens (IDNs in their xn-- form), no scheme, port or path
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The domain as stored and compared (lower case, no trailing dot), or null when it is no host name. */
export function normalizeDomain(text: string): string | null {
  const domain = text.trim().toLowerCase().replace(/\.$/, "");
  if (domain.length === 0 || domain.length > 253) return null;
  const labels = domain.split(".");
  // a bare word ("caji") is no domain; an IP address is no storefront's name either
  if (labels.length < 2 || labels.every((label) => /^\d+$/.test(label))) return null;
  return labels.every((label) => LABEL.test(label)) ? domain : null;
}

/** The shop's name as shown in the header and titles: trimmed, one line, not empty. */
export function normalizeName(text: string): string | null {
  if (hasControlCharacter(text.replace(/[\t\n\r]/g, " "))) return null;
  const name = text.trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > NAME_MAX || /[<>]/.test(name)) return null;
  return name;
}

/**
 * Checks a storefront to add against the ones there are. One storefront per department; one per
 * host and prefix (the pair a request resolves by: app/lib/storefront.ts).
 */
export function checkNewStorefront(
  input: NewStorefront,
  existing: readonly { department: string; domain: string; prefix: string | null }[],
): { ok: true; storefront: NewStorefront } | { ok: false; problem: StorefrontProblem } {
  if (!isDepartment(input.department)) return { ok: false, problem: "department" };
  const name = normalizeName(input.name);
  if (name === null) return { ok: false, problem: "name" };
  const domain = normalizeDomain(input.domain);
  if (domain === null) return { ok: false, problem: "domain" };
  if (input.prefix !== null && !isLocalePrefix(input.prefix)) return { ok: false, problem: "prefix" };
  if (existing.some((s) => s.department === input.department)) return { ok: false, problem: "departmentTaken" };
  if (existing.some((s) => s.domain === domain && s.prefix === input.prefix)) return { ok: false, problem: "hostTaken" };
  return { ok: true, storefront: { department: input.department, name, domain, prefix: input.prefix } };
}

/** The words of a refusal, for the command's one line. */
export function storefrontProblemText(problem: StorefrontProblem, input: NewStorefront): string {
  switch (problem) {
    case "department":
      return `unknown department "${input.department}": one of ${DEPARTMENTS.join(", ")}`;
    case "name":
      return `--name must be the shop's name: one line of at most ${NAME_MAX} characters`;
    case "domain":
      return `"${input.domain}" is not a domain name (like caji.si or caji.localhost: no http://, port or path)`;
    case "prefix":
      return `--prefix must be one of ${LOCALE_PREFIXES.join(", ")} (got "${input.prefix}")`;
    case "departmentTaken":
      return `the storefront ${input.department} exists already: nothing changed`;
    case "hostTaken":
      return `another storefront is served at ${input.domain}${input.prefix ? `/${input.prefix}/` : " without a prefix"}: nothing changed`;
  }
}

/**
 * The `storefront` row of a new storefront: the template's settings, the merchant's name,
 * domain and prefix, no bank account (JSON null: no bank transfer until one is given), no
 * public keys, no brand. The first storefront is the default one (unknown hosts reach it).
 */
export function newStorefrontRow(storefront: NewStorefront, template: StorefrontTemplate, place: { position: number; isDefault: boolean }) {
  return {
    department: storefront.department,
    position: place.position,
    is_default: place.isDefault ? 1 : 0,
    locale: template.locale,
    iso: template.iso,
    language_name: template.languageName,
    name: storefront.name,
    store_front: slugify(storefront.name) || storefront.department,
    domain: storefront.domain,
    prefix: storefront.prefix,
    currency_code: template.currencyCode,
    currency_rate: template.currencyRate,
    shop_type: "normal" as const,
    brand_id: null,
    cheapest_shipping_price: template.cheapestShippingPrice,
    free_shipping_threshold: template.freeShippingThreshold,
    reward_point_conversion: template.rewardPointConversion,
    point_value: template.pointValue,
    public_keys: JSON.stringify({ gtm: null, oneSignal: null, smind: null }),
    localized_routes: JSON.stringify(template.localizedRoutes),
    price_rounding: template.priceRounding,
    gift_presets: JSON.stringify(template.giftPresets),
    bank_account: JSON.stringify(null),
  };
}

export type WarehouseProblem = "code" | "name" | "days" | "codeTaken";

/**
 * A warehouse code: the catalogue file's stock column is `stock_<code>` (app/lib/catalogue-file.ts),
 * so letters and digits only, upper case as the demo's LJ, ZG, SUP.
 */
export function normalizeWarehouseCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9]{1,16}$/.test(code) ? code : null;
}

export function checkNewWarehouse(
  input: { code: string; name: string; days: number },
  existing: readonly string[],
): { ok: true; warehouse: { code: string; name: string; days: number } } | { ok: false; problem: WarehouseProblem } {
  const code = normalizeWarehouseCode(input.code);
  if (code === null) return { ok: false, problem: "code" };
  const name = normalizeName(input.name);
  if (name === null) return { ok: false, problem: "name" };
  if (!Number.isInteger(input.days) || input.days < 0 || input.days > 60) return { ok: false, problem: "days" };
  if (existing.includes(code)) return { ok: false, problem: "codeTaken" };
  return { ok: true, warehouse: { code, name, days: input.days } };
}

export function warehouseProblemText(problem: WarehouseProblem, input: { code: string }): string {
  switch (problem) {
    case "code":
      return `"${input.code}" is not a warehouse code: letters and digits, at most 16 (it names the catalogue file's stock_CODE column)`;
    case "name":
      return `the warehouse's name must be one line of at most ${NAME_MAX} characters`;
    case "days":
      return "--days must be a whole number of delivery days, 0 to 60";
    case "codeTaken":
      return `the warehouse ${input.code.trim().toUpperCase()} exists already: nothing changed`;
  }
}
