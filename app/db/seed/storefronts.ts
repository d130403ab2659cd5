import { z } from "zod";

// The nine storefronts (DESIGN.md "Storefronts"): configuration kept as data. The seed writes
// these rows to the `storefront` table; the app reads the table, never this file.
// Domains are *.localhost names, which browsers resolve to this machine; an operator edits the
// rows (or this file before seeding) to put real domains in.

export const storefrontSeedSchema = z.object({
  department: z.enum(["su", "chr", "asi", "ahr", "chu", "cen", "cit", "cde", "ccz"]),
  isDefault: z.boolean().default(false),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  iso: z.enum(["sl", "hr", "hu", "en", "de", "it", "cs"]),
  languageName: z.string().min(1),
  name: z.string().min(1),
  storeFront: z.string().min(1),
  domain: z.string().min(1),
  prefix: z.enum(["sl", "hr", "hu", "en"]).nullable(),
  currencyCode: z.enum(["EUR", "HUF", "CZK"]),
  currencyRate: z.number().positive(),
  shopType: z.enum(["normal", "one-brand", "other"]),
  brandKey: z.string().nullable().default(null),
  cheapestShippingPrice: z.number().int().nonnegative(), // cents, EUR
  freeShippingThreshold: z.number().int().nonnegative().default(6000), // cents, EUR (spec §9: 60)
  rewardPointConversion: z.number().nonnegative().default(1), // spec §9
  pointValue: z.number().int().nonnegative().default(1), // cents, EUR
  publicKeys: z.object({
    gtm: z.string().nullable(),
    oneSignal: z.string().nullable(),
    smind: z.object({ id: z.string(), url: z.string().url() }).nullable(),
  }),
  localizedRoutes: z.object({ brands: z.string(), giftCertificate: z.string() }),
});
export type StorefrontSeed = z.infer<typeof storefrontSeedSchema>;

const noKeys = { gtm: null, oneSignal: null, smind: null };

export const STOREFRONTS: z.input<typeof storefrontSeedSchema>[] = [
  {
    department: "su", isDefault: true, locale: "sl-SI", iso: "sl", languageName: "Slovenščina",
    name: "Lumera Slovenija", storeFront: "lumera-si", domain: "si.lumera.localhost", prefix: null,
    currencyCode: "EUR", currencyRate: 1, shopType: "normal", cheapestShippingPrice: 390,
    publicKeys: { gtm: "GTM-LUMSI01", oneSignal: "7d1c5a52-0001-4c8e-9b1a-5e3f00000001", smind: { id: "lumera-si", url: "https://trust.example.com/badge.js" } },
    localizedRoutes: { brands: "znamke", giftCertificate: "darilni-boni.html" },
  },
  {
    department: "chr", locale: "hr-HR", iso: "hr", languageName: "Hrvatski",
    name: "Lumera Hrvatska", storeFront: "lumera-hr", domain: "hr.lumera.localhost", prefix: null,
    currencyCode: "EUR", currencyRate: 1, shopType: "normal", cheapestShippingPrice: 450,
    publicKeys: { gtm: "GTM-LUMHR01", oneSignal: "7d1c5a52-0002-4c8e-9b1a-5e3f00000002", smind: null },
    localizedRoutes: { brands: "marke", giftCertificate: "poklon-bonovi.html" },
  },
  {
    department: "chu", locale: "hu-HU", iso: "hu", languageName: "Magyar",
    name: "Lumera Magyarország", storeFront: "lumera-hu", domain: "eu.lumera.localhost", prefix: "hu",
    currencyCode: "HUF", currencyRate: 392.5, shopType: "normal", cheapestShippingPrice: 490,
    publicKeys: { gtm: "GTM-LUMHU01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "markak", giftCertificate: "giftCertificate" },
  },
  {
    department: "cen", locale: "en-GB", iso: "en", languageName: "English",
    name: "Lumera International", storeFront: "lumera-eu", domain: "eu.lumera.localhost", prefix: "en",
    currencyCode: "EUR", currencyRate: 1, shopType: "normal", cheapestShippingPrice: 690,
    publicKeys: { gtm: "GTM-LUMEN01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "brands", giftCertificate: "giftCertificate" },
  },
  {
    department: "cde", locale: "de-AT", iso: "de", languageName: "Deutsch",
    name: "Lumera Österreich", storeFront: "lumera-at", domain: "at.lumera.localhost", prefix: null,
    currencyCode: "EUR", currencyRate: 1, shopType: "normal", cheapestShippingPrice: 490,
    publicKeys: { gtm: "GTM-LUMAT01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "marken", giftCertificate: "giftCertificate" },
  },
  {
    department: "cit", locale: "it-IT", iso: "it", languageName: "Italiano",
    name: "Lumera Italia", storeFront: "lumera-it", domain: "it.lumera.localhost", prefix: null,
    currencyCode: "EUR", currencyRate: 1, shopType: "normal", cheapestShippingPrice: 590,
    publicKeys: { gtm: null, oneSignal: null, smind: null },
    localizedRoutes: { brands: "marchi", giftCertificate: "giftCertificate" },
  },
  {
    department: "ccz", locale: "cs-CZ", iso: "cs", languageName: "Čeština",
    name: "Lumera Česko", storeFront: "lumera-cz", domain: "cz.lumera.localhost", prefix: null,
    currencyCode: "CZK", currencyRate: 24.3, shopType: "normal", cheapestShippingPrice: 390,
    publicKeys: { gtm: "GTM-LUMCZ01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "brands", giftCertificate: "giftCertificate" },
  },
  {
    department: "asi", locale: "sl-SI", iso: "sl", languageName: "Slovenščina",
    name: "Aurora Slovenija", storeFront: "aurora-si", domain: "aurora.localhost", prefix: "sl",
    currencyCode: "EUR", currencyRate: 1, shopType: "one-brand", brandKey: "aurora", cheapestShippingPrice: 390,
    publicKeys: noKeys,
    localizedRoutes: { brands: "znamke", giftCertificate: "darilni-boni.html" },
  },
  {
    department: "ahr", locale: "hr-HR", iso: "hr", languageName: "Hrvatski",
    name: "Aurora Hrvatska", storeFront: "aurora-hr", domain: "aurora.localhost", prefix: "hr",
    currencyCode: "EUR", currencyRate: 1, shopType: "other", brandKey: "aurora", cheapestShippingPrice: 450,
    publicKeys: noKeys,
    localizedRoutes: { brands: "marke", giftCertificate: "poklon-bonovi.html" },
  },
];
