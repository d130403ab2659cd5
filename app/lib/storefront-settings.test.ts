import { describe, expect, it } from "vitest";
import { STOREFRONTS, storefrontSeedSchema } from "~/db/seed/storefronts";
import { companyLines } from "./company";
import { euroCents, minorUnits } from "./money";
import { type Storefront, resolveStorefront } from "./storefront";
import { changedSettings, checkSettings, hostPrefixClash, normalizeDomain, type SettingsValues, settingsValues } from "./storefront-settings";

// README "Shop settings": every field of the form is checked before anything is saved; host +
// prefix stay unique so that the resolution (lib/storefront.ts) reaches every storefront.

const company = {
  legalName: "Gozdna čajnica d.o.o.",
  street: "Cesta 1",
  postcode: "1000",
  city: "Ljubljana",
  country: "SI",
  registrationNumber: "1234567000",
  vatNumber: "SI12345678",
};
const storefront = (department: string, domain: string, prefix: string | null): Storefront => ({
  department,
  isDefault: department === "su",
  locale: "sl-SI",
  iso: "sl",
  languageName: "Slovenščina",
  name: `Shop ${department}`,
  storeFront: department,
  domain,
  prefix,
  currencyCode: "EUR",
  currencyRate: 1,
  shopType: "normal",
  brandId: null,
  cheapestShippingPrice: euroCents(390),
  freeShippingThreshold: euroCents(6000),
  rewardPointConversion: 1,
  pointValue: euroCents(1),
  publicKeys: { gtm: null, oneSignal: null, smind: null },
  localizedRoutes: { brands: "znamke", giftCertificate: "darilni-boni.html" },
  priceRounding: 1,
  enabled: true,
  logo: null,
  brandColour: null,
  giftPresets: [minorUnits(2_000)],
  bankAccount: { holder: "Gozdna d.o.o.", iban: "SI56 1910 0000 0123 438", bic: "SZKBSI2X", reference: "SI00" },
  withdrawalDays: 14,
  company,
  contact: { email: "info@gozdna.si", phone: "+386 1 234 56 78", hours: ["Mon–Fri 8–16"] },
});
const su = storefront("su", "gozdna.si", null);
const others = [storefront("chr", "gozdna.hr", null), storefront("cen", "eu.gozdna.si", "en")];
const context = { others, brandIds: [7] };
const form = (changes: Partial<SettingsValues> = {}): SettingsValues => ({ ...settingsValues(su), ...changes });
const errorsOf = (changes: Partial<SettingsValues>) => {
  const result = checkSettings(form(changes), context);
  return result.ok ? {} : result.errors;
};

describe("checkSettings", () => {
  it("takes the storefront's own values back unchanged", () => {
    const result = checkSettings(form(), context);
    expect(result.ok).toBe(true);
    if (result.ok) expect(changedSettings(result.settings, { ...result.settings })).toEqual([]);
  });

  it("reads euros as cents, a host in lower case, an IBAN in groups of four and a BIC in capitals", () => {
    const result = checkSettings(
      form({ cheapestShippingPrice: "4,5", freeShippingThreshold: "49", domain: " Shop.Gozdna.SI ", bankIban: "si56191000000123438", bankBic: "szkbsi2x" }),
      context,
    );
    expect(result.ok && result.settings).toMatchObject({
      cheapestShippingPrice: 450,
      freeShippingThreshold: 4900,
      domain: "shop.gozdna.si",
      bankAccount: { iban: "SI56 1910 0000 0123 438", bic: "SZKBSI2X" },
    });
  });

  it("refuses a host name with a scheme, a path or a port, and a prefix outside the allowed set", () => {
    expect(errorsOf({ domain: "https://gozdna.si" }).domain).toMatch(/host name/);
    expect(errorsOf({ domain: "gozdna.si/shop" }).domain).toBeDefined();
    expect(errorsOf({ domain: "gozdna.si:8080" }).domain).toBeDefined();
    expect(errorsOf({ prefix: "fr" }).prefix).toMatch(/sl, hr, hu, en/);
  });

  it("refuses a host and prefix another storefront answers on (it would be unreachable)", () => {
    expect(errorsOf({ domain: "gozdna.hr" }).prefix).toMatch(/Shop chr already answers on gozdna.hr without a prefix/);
    expect(errorsOf({ domain: "eu.gozdna.si", prefix: "en" }).prefix).toMatch(/Shop cen/);
    expect(errorsOf({ domain: "eu.gozdna.si", prefix: "hu" })).toEqual({});
  });

  it("keeps every storefront reachable by host and prefix after a save the rule lets through", () => {
    const result = checkSettings(form({ domain: "eu.gozdna.si", prefix: "" }), context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const all = [{ ...su, ...result.settings }, ...others];
    expect(resolveStorefront(all, "eu.gozdna.si", "/cart").storefront.department).toBe("su");
    expect(resolveStorefront(all, "eu.gozdna.si", "/en/cart").storefront.department).toBe("cen");
    expect(resolveStorefront(all, "gozdna.hr", "/").storefront.department).toBe("chr");
    expect(hostPrefixClash(others, "eu.gozdna.si", "en")?.department).toBe("cen");
    expect(hostPrefixClash(others, "eu.gozdna.si", null)).toBeNull();
  });

  it("takes a language from the supported set with a locale of that language", () => {
    expect(errorsOf({ iso: "fr", locale: "fr-FR" }).iso).toBeDefined();
    expect(errorsOf({ iso: "hr", locale: "sl-SI" }).locale).toMatch(/hr-HR/);
    expect(errorsOf({ iso: "hr", locale: "hr-HR", languageName: "Hrvatski" })).toEqual({});
  });

  it("wants a positive rate, and 1 for the euro", () => {
    expect(errorsOf({ currencyRate: "1.2" }).currencyRate).toMatch(/euro is 1/);
    expect(errorsOf({ currencyCode: "HUF", currencyRate: "0" }).currencyRate).toBeDefined();
    expect(errorsOf({ currencyCode: "HUF", currencyRate: "-3" }).currencyRate).toBeDefined();
    expect(errorsOf({ currencyCode: "HUF", currencyRate: "392,5" })).toEqual({});
    expect(errorsOf({ currencyCode: "USD" }).currencyCode).toBeDefined();
  });

  it("wants a known brand for a one-brand storefront, and none for a normal one", () => {
    expect(errorsOf({ shopType: "one-brand" }).brandId).toMatch(/needs its brand/);
    expect(errorsOf({ shopType: "one-brand", brandId: "99" }).brandId).toMatch(/not known/);
    const result = checkSettings(form({ shopType: "normal", brandId: "7" }), context);
    expect(result.ok && result.settings.brandId).toBeNull();
  });

  it("checks the IBAN and the BIC with ibantools, and that they are of one country", () => {
    expect(errorsOf({ bankIban: "SI56 1910 0000 0123 439" }).bankIban).toMatch(/not valid/);
    expect(errorsOf({ bankIban: "SI56 1910 0000 0123 43" }).bankIban).toBeDefined();
    expect(errorsOf({ bankBic: "SZKB" }).bankBic).toMatch(/not valid/);
    expect(errorsOf({ bankBic: "NBHRHR2X" }).bankBic).toMatch(/bank in HR, the IBAN of SI/);
    expect(errorsOf({ bankHolder: " " }).bankHolder).toMatch(/needed/);
    expect(errorsOf({ bankReference: "XX" }).bankReference).toBeDefined();
  });

  it("takes no bank account when holder, IBAN and BIC are all left empty: the storefront offers no bank transfer", () => {
    const result = checkSettings(form({ bankHolder: "", bankIban: " ", bankBic: "" }), context);
    expect(result.ok && result.settings.bankAccount).toBeNull();
    // one of the three given: the others are needed
    expect(errorsOf({ bankHolder: "", bankBic: "" }).bankHolder).toMatch(/needed/);
  });

  it("wants the company's name and address; the numbers are optional but well-formed", () => {
    const missing = errorsOf({ companyLegalName: "", companyStreet: "", companyPostcode: "", companyCity: "", companyCountry: "" });
    expect(Object.keys(missing).sort()).toEqual(["companyCity", "companyCountry", "companyLegalName", "companyPostcode", "companyStreet"]);
    expect(errorsOf({ companyRegistrationNumber: "", companyVatNumber: "" })).toEqual({});
    expect(errorsOf({ companyVatNumber: "12345678" }).companyVatNumber).toMatch(/SI12345678/);
  });

  it("keeps contact details optional, checks their form, and an empty section is no contact", () => {
    expect(errorsOf({ contactEmail: "not-an-address" }).contactEmail).toBeDefined();
    expect(errorsOf({ contactPhone: "call us" }).contactPhone).toBeDefined();
    const empty = checkSettings(form({ contactEmail: "", contactPhone: "", contactHours: "" }), context);
    expect(empty.ok && empty.settings.contact).toBeNull();
    const hours = checkSettings(form({ contactHours: "Mon–Fri 8–16\r\n\r\n Sat 9–12 " }), context);
    expect(hours.ok && hours.settings.contact?.hours).toEqual(["Mon–Fri 8–16", "Sat 9–12"]);
  });

  it("checks the public keys' formats; a trust badge needs its id and an https script", () => {
    expect(errorsOf({ gtm: "UA-12345" }).gtm).toBeDefined();
    expect(errorsOf({ oneSignal: "1234" }).oneSignal).toBeDefined();
    expect(errorsOf({ trustBadgeId: "x" }).trustBadgeUrl).toMatch(/https/);
    expect(errorsOf({ trustBadgeId: "x", trustBadgeUrl: "http://badge.example/b.js" }).trustBadgeUrl).toBeDefined();
    const keys = checkSettings(form({ gtm: "gtm-ab12cd", trustBadgeId: "shop-1", trustBadgeUrl: "https://badge.example/b.js" }), context);
    expect(keys.ok && keys.settings.publicKeys).toEqual({ gtm: "GTM-AB12CD", oneSignal: null, smind: { id: "shop-1", url: "https://badge.example/b.js" } });
  });

  it("refuses amounts that are not plain euros", () => {
    expect(errorsOf({ cheapestShippingPrice: "-1" }).cheapestShippingPrice).toBeDefined();
    expect(errorsOf({ freeShippingThreshold: "1e9" }).freeShippingThreshold).toBeDefined();
    expect(errorsOf({ pointValue: "abc" }).pointValue).toBeDefined();
  });

  it("takes a withdrawal period of at least the law's 14 days", () => {
    expect(errorsOf({ withdrawalDays: "13" }).withdrawalDays).toMatch(/at least 14/);
    expect(errorsOf({ withdrawalDays: "14.5" }).withdrawalDays).toBeDefined();
    const longer = checkSettings(form({ withdrawalDays: "30" }), context);
    expect(longer.ok && longer.settings.withdrawalDays).toBe(30);
  });

  it("names what changed", () => {
    const before = checkSettings(form(), context);
    const after = checkSettings(form({ name: "Gozdna", bankIban: "SI56 2633 0001 2039 086" }), context);
    if (!before.ok || !after.ok) throw new Error("both valid");
    expect(changedSettings(before.settings, after.settings)).toEqual(["name", "bankAccount"]);
  });
});

describe("normalizeDomain", () => {
  it("takes host names of at least two labels", () => {
    expect(normalizeDomain("si.lumera.localhost")).toBe("si.lumera.localhost");
    expect(normalizeDomain("localhost")).toBeNull();
    expect(normalizeDomain("-bad.example")).toBeNull();
    expect(normalizeDomain("a..b")).toBeNull();
  });
});

describe("the demo's settings", () => {
  it("pass the form's own rules, each storefront among the others", () => {
    // the seed's rows as the app reads them (brands are named by key there: none here)
    const all = STOREFRONTS.map((raw) => storefrontSeedSchema.parse(raw)).map(
      (seed): Storefront => ({ ...storefront(seed.department, seed.domain, seed.prefix), ...seed, brandId: null, shopType: "normal" }) as unknown as Storefront,
    );
    for (const s of all) {
      const result = checkSettings(settingsValues(s), { others: all.filter((o) => o !== s), brandIds: [] });
      expect(result.ok ? {} : result.errors, s.department).toEqual({});
    }
  });
});

describe("companyLines", () => {
  it("names the seller and how to reach them, or nothing without a company", () => {
    expect(companyLines(company, { email: "info@gozdna.si", phone: null, hours: [] })).toEqual([
      "—",
      "Gozdna čajnica d.o.o., Cesta 1, 1000 Ljubljana, SI",
      "SI12345678 · info@gozdna.si",
    ]);
    expect(companyLines(null, null)).toEqual([]);
  });
});
