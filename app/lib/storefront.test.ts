import { describe, expect, it } from "vitest";
import { euroCents, minorUnits } from "./money";
import { type Storefront, normalizeHost, resolveStorefront, storefrontPath } from "./storefront";

const base = {
  locale: "x",
  languageName: "x",
  name: "x",
  storeFront: "x",
  currencyCode: "EUR",
  currencyRate: 1,
  shopType: "normal" as const,
  brandId: null,
  cheapestShippingPrice: euroCents(0),
  freeShippingThreshold: euroCents(6000),
  rewardPointConversion: 1,
  pointValue: euroCents(1),
  publicKeys: { gtm: null, oneSignal: null, smind: null },
  localizedRoutes: { brands: "brands", giftCertificate: "giftCertificate" },
  priceRounding: 1,
  giftPresets: [minorUnits(5_000)],
  withdrawalDays: 14,
  enabled: true,
  logo: null,
  brandColour: null,
  bankAccount: { holder: "x", iban: "x", bic: "x", reference: "text" as const },
  company: null,
  contact: null,
};
const sf = (department: string, domain: string, prefix: string | null, iso: string, isDefault = false): Storefront => ({
  ...base,
  department,
  domain,
  prefix,
  iso,
  isDefault,
});
const STOREFRONTS = [
  sf("su", "si.shop.test", null, "sl", true),
  sf("chu", "eu.shop.test", "hu", "hu"),
  sf("cen", "eu.shop.test", "en", "en"),
  sf("asi", "brand.test", "sl", "sl"),
  sf("ahr", "brand.test", "hr", "hr"),
];

describe("storefront resolution (host + first path segment)", () => {
  // README "Logo, colour, and switching a storefront off": its hosts answer "closed" (never
  // another storefront's pages), and it is no longer one of the host's storefronts
  it("resolves a storefront switched off to itself, and leaves it out of the host's storefronts", () => {
    const list = STOREFRONTS.map((s) => (s.department === "cen" ? { ...s, enabled: false } : s));
    const off = resolveStorefront(list, "eu.shop.test", "/en/cart");
    expect(off.storefront.department).toBe("cen");
    expect(off.storefront.enabled).toBe(false);
    expect(off.hostStorefronts.map((s) => s.department)).toEqual(["chu"]);
    expect(resolveStorefront(list, "eu.shop.test", "/hu").hostStorefronts.map((s) => s.department)).toEqual(["chu"]);
  });

  it("picks the host's unprefixed storefront for unprefixed paths", () => {
    const r = resolveStorefront(STOREFRONTS, "si.shop.test", "/cart");
    expect(r.storefront.department).toBe("su");
    expect(r.restPath).toBe("/cart");
    expect(r.prefixValid).toBe(true);
  });

  it("selects a storefront by its prefix and strips it", () => {
    const r = resolveStorefront(STOREFRONTS, "eu.shop.test", "/en/brands/aurora");
    expect(r.storefront.department).toBe("cen");
    expect(r.restPath).toBe("/brands/aurora");
    expect(resolveStorefront(STOREFRONTS, "eu.shop.test", "/hu").restPath).toBe("/");
  });

  it("falls back to the host's first storefront when none is unprefixed", () => {
    const r = resolveStorefront(STOREFRONTS, "eu.shop.test", "/");
    expect(r.storefront.department).toBe("chu");
    expect(r.hostDefault.department).toBe("chu");
    expect(r.hostStorefronts.map((s) => s.department)).toEqual(["chu", "cen"]);
  });

  it("marks a locale prefix the host does not use as invalid", () => {
    expect(resolveStorefront(STOREFRONTS, "si.shop.test", "/hu/cart").prefixValid).toBe(false);
    expect(resolveStorefront(STOREFRONTS, "brand.test", "/en/").prefixValid).toBe(false);
    // a first segment that is no locale prefix is just a path
    expect(resolveStorefront(STOREFRONTS, "si.shop.test", "/xx/cart").prefixValid).toBe(true);
  });

  it("serves unknown hosts from the default storefront's host", () => {
    const r = resolveStorefront(STOREFRONTS, "unknown.example", "/");
    expect(r.storefront.department).toBe("su");
    expect(resolveStorefront(STOREFRONTS, "unknown.example", "/en/").prefixValid).toBe(false);
  });

  it("ignores the port, letter case and a trailing dot of the host", () => {
    expect(normalizeHost("EU.Shop.Test:3000")).toBe("eu.shop.test");
    expect(normalizeHost("si.shop.test.")).toBe("si.shop.test");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(resolveStorefront(STOREFRONTS, "BRAND.test:8080", "/hr/").storefront.department).toBe("ahr");
  });

  it("builds storefront paths with the prefix", () => {
    expect(storefrontPath({ prefix: null }, "/cart")).toBe("/cart");
    expect(storefrontPath({ prefix: "hu" }, "/cart")).toBe("/hu/cart");
    expect(storefrontPath({ prefix: "hu" }, "/")).toBe("/hu");
  });
});
