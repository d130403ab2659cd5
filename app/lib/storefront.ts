import type { BankAccount } from "./bank-transfer";
import type { EuroCents, MinorUnits } from "./money";
import { isLocalePrefix } from "./route-table.js";

// The storefront as the app sees it (spec §3 Locale), and its resolution from host + path
// (DESIGN.md "Storefronts"). Pure: the service loads the rows, this decides.

export type ShopType = "normal" | "one-brand" | "other";

export interface PublicKeys {
  gtm: string | null;
  oneSignal: string | null;
  smind: { id: string; url: string } | null;
}

/** Who sells (issue 29 §1): the legal pages, mails and structured data name it. */
export interface Company {
  legalName: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. SI */
  country: string;
  registrationNumber: string | null;
  vatNumber: string | null;
}

/** How shoppers reach the shop: an e-mail, a phone, opening hours as lines of free text. */
export interface Contact {
  email: string | null;
  phone: string | null;
  hours: string[];
}

export interface Storefront {
  department: string;
  isDefault: boolean;
  locale: string;
  iso: string;
  languageName: string;
  name: string;
  storeFront: string;
  domain: string;
  prefix: string | null;
  currencyCode: string;
  currencyRate: number;
  shopType: ShopType;
  brandId: number | null;
  cheapestShippingPrice: EuroCents;
  freeShippingThreshold: EuroCents;
  rewardPointConversion: number;
  /** what one reward point is worth */
  pointValue: EuroCents;
  publicKeys: PublicKeys;
  localizedRoutes: { brands: string; giftCertificate: string };
  /** prices are converted to the nearest this many minor units: 1 (hundredths), 100 (whole units) */
  priceRounding: number;
  /** the gift-certificate page's amounts, in the storefront's currency */
  giftPresets: MinorUnits[];
  /**
   * where bank transfers go; null until the merchant gives one (a storefront named by
   * `npm run shop -- storefront add` has none): such a storefront offers no bank transfer
   */
  bankAccount: BankAccount | null;
  /** the withdrawal period in days from delivery (README "After the sale"; 14 by default) */
  withdrawalDays: number;
  /** null until the back office's settings name the company (migration 037) */
  company: Company | null;
  contact: Contact | null;
  /** false: switched off — its hosts answer "closed" and it leaves switchers, sitemaps and hreflang (039) */
  enabled: boolean;
  /** the stored logo's file name (app/lib/storefront-look.ts logoPath), null for the text logo */
  logo: string | null;
  /** the header and buttons' accent, "#rrggbb"; null for the shop's own */
  brandColour: string | null;
}

export interface Resolution {
  storefront: Storefront;
  /** the storefronts served on this host, in configuration order */
  hostStorefronts: Storefront[];
  /** the host's storefront for unprefixed paths */
  hostDefault: Storefront;
  /** false when the first path segment is a locale prefix this host does not use (a 404) */
  prefixValid: boolean;
  /** the path with the storefront's prefix removed, always starting with "/" */
  restPath: string;
}

export function normalizeHost(host: string | null | undefined) {
  const value = (host ?? "").trim().toLowerCase().split(",")[0].trim();
  // strip the port, keeping IPv6 literals intact
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  return value.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * A host matching no domain falls back to the default storefront's host; a first path segment
 * that is one of the host's prefixes selects that storefront; a locale prefix the host does not
 * use is invalid; otherwise the host's unprefixed storefront (or its first) serves the path.
 */
export function resolveStorefront(storefronts: Storefront[], host: string, pathname: string): Resolution {
  if (storefronts.length === 0) throw new Error("No storefronts are configured");
  const hostname = normalizeHost(host);
  const fallback = storefronts.find((s) => s.isDefault) ?? storefronts[0];
  let hostStorefronts = storefronts.filter((s) => s.domain === hostname);
  if (hostStorefronts.length === 0) hostStorefronts = storefronts.filter((s) => s.domain === fallback.domain);
  // a storefront switched off still resolves (its hosts answer "closed", never another shop's
  // pages), but it is no longer one of the host's storefronts: switchers, sitemaps, robots.txt
  const open = hostStorefronts.filter((s) => s.enabled);
  const hostDefault = hostStorefronts.find((s) => s.prefix === null) ?? hostStorefronts[0];

  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const first = path.split("/")[1] ?? "";
  const byPrefix = hostStorefronts.find((s) => s.prefix !== null && s.prefix === first);
  if (byPrefix) {
    const rest = path.slice(first.length + 1) || "/";
    return { storefront: byPrefix, hostStorefronts: open, hostDefault, prefixValid: true, restPath: rest };
  }
  const prefixValid = !isLocalePrefix(first);
  return { storefront: hostDefault, hostStorefronts: open, hostDefault, prefixValid, restPath: path };
}

/** A path of this storefront: its prefix (if any) in front of an unprefixed path. */
export function storefrontPath(storefront: Pick<Storefront, "prefix">, path: string) {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!storefront.prefix) return clean;
  return clean === "/" ? `/${storefront.prefix}` : `/${storefront.prefix}${clean}`;
}

/** What the browser needs of the storefront (root loader data): no internal settings. */
export type ShopLocale = Pick<
  Storefront,
  | "department"
  | "locale"
  | "iso"
  | "languageName"
  | "name"
  | "storeFront"
  | "domain"
  | "prefix"
  | "currencyCode"
  | "currencyRate"
  | "priceRounding"
  | "giftPresets"
  | "shopType"
  | "cheapestShippingPrice"
  | "freeShippingThreshold"
  | "rewardPointConversion"
  | "publicKeys"
  | "localizedRoutes"
  | "logo"
  | "brandColour"
  | "company"
  | "contact"
>;

export function shopLocale(s: Storefront): ShopLocale {
  return {
    department: s.department,
    locale: s.locale,
    iso: s.iso,
    languageName: s.languageName,
    name: s.name,
    storeFront: s.storeFront,
    domain: s.domain,
    prefix: s.prefix,
    currencyCode: s.currencyCode,
    currencyRate: s.currencyRate,
    priceRounding: s.priceRounding,
    giftPresets: s.giftPresets,
    shopType: s.shopType,
    cheapestShippingPrice: s.cheapestShippingPrice,
    freeShippingThreshold: s.freeShippingThreshold,
    rewardPointConversion: s.rewardPointConversion,
    publicKeys: s.publicKeys,
    localizedRoutes: s.localizedRoutes,
    logo: s.logo,
    brandColour: s.brandColour,
    // the seller and how to reach them, in every page's footer (issue 29 §1: business facts from settings)
    company: s.company,
    contact: s.contact,
  };
}
