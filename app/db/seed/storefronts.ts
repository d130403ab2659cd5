import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~/i18n";
import { REFERENCE_SCHEMES } from "~/lib/bank-transfer";
import { normalizeBic, normalizeIban } from "~/lib/iban";

// The nine storefronts (DESIGN.md "Storefronts"): configuration kept as data. The seed writes
// these rows to the `storefront` table; the app reads the table, never this file.
// Domains are *.localhost names, which browsers resolve to this machine; an operator edits the
// rows (or this file before seeding) to put real domains in.

export const storefrontSeedSchema = z.object({
  department: z.enum(["su", "chr", "asi", "ahr", "chu", "cen", "cit", "cde", "ccz"]),
  isDefault: z.boolean().default(false),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  iso: z.enum(SUPPORTED_LANGUAGES),
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
  // Money that looks local. Prices are converted from euro cents once, to the
  // nearest `priceRounding` minor units: 1 (hundredths) for the euro, 100 (whole units) for the
  // forint and the koruna. Gift-certificate presets are amounts of the storefront's own currency
  // (minor units), and a bank transfer goes to the storefront's own account with the payment
  // reference its country's banks read (app/lib/bank-transfer.ts).
  priceRounding: z.union([z.literal(1), z.literal(100)]),
  giftPresets: z.array(z.number().int().positive()).min(1).max(6),
  bankAccount: z.object({
    holder: z.string().min(1),
    // the one IBAN and BIC rule (lib/iban.ts), the settings form's too
    iban: z.string().refine((iban) => normalizeIban(iban) !== null, "not a valid IBAN"),
    bic: z.string().refine((bic) => normalizeBic(bic) === bic, "not a valid BIC"),
    reference: z.enum(REFERENCE_SCHEMES),
  }),
  // who sells and how shoppers reach them (migration 037; the back office's settings edit them)
  company: z.object({
    legalName: z.string().min(1),
    street: z.string().min(1),
    postcode: z.string().min(1),
    city: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    registrationNumber: z.string().nullable(),
    vatNumber: z.string().nullable(),
  }),
  contact: z.object({ email: z.string().email().nullable(), phone: z.string().nullable(), hours: z.array(z.string()) }).nullable(),
});
export type StorefrontSeed = z.infer<typeof storefrontSeedSchema>;

const noKeys = { gtm: null, oneSignal: null, smind: null };

// The demo's seller, as its legal pages (content.ts: terms, privacy, about) name it: one company
// behind every storefront; its customer service as the complaints text and the header give it.
const LUMERA = {
  company: {
    legalName: "Lumera d.o.o.",
    street: "Brnčičeva ulica 41",
    postcode: "1231",
    city: "Ljubljana - Črnuče",
    country: "SI",
    registrationNumber: "8421357000",
    vatNumber: "SI84213574",
  },
  contact: { email: "hello@lumera.shop", phone: "+386 1 620 45 80", hours: [] },
} satisfies Pick<z.input<typeof storefrontSeedSchema>, "company" | "contact">;

// The demo's money settings per currency, and its bank accounts: the example IBANs of the SWIFT
// IBAN registry (their check digits hold), one per country; an operator puts the real ones in.
type Money = Pick<z.input<typeof storefrontSeedSchema>, "priceRounding" | "giftPresets">;
type Account = z.input<typeof storefrontSeedSchema>["bankAccount"];
const EURO: Money = { priceRounding: 1, giftPresets: [2_000, 5_000, 10_000, 20_000] };
const FORINT: Money = { priceRounding: 100, giftPresets: [500_000, 1_000_000, 2_000_000, 5_000_000] };
const KORUNA: Money = { priceRounding: 100, giftPresets: [50_000, 100_000, 250_000, 500_000] };
const SLOVENIAN_ACCOUNT: Account = { holder: "Lumera d.o.o.", iban: "SI56 1910 0000 0123 438", bic: "SZKBSI2X", reference: "SI00" };
const CROATIAN_ACCOUNT: Account = { holder: "Lumera Hrvatska d.o.o.", iban: "HR12 1001 0051 8630 0016 0", bic: "NBHRHR2X", reference: "HR00" };

export const STOREFRONTS: z.input<typeof storefrontSeedSchema>[] = [
  {
    department: "su",
    isDefault: true,
    locale: "sl-SI",
    iso: "sl",
    languageName: "Slovenščina",
    name: "Lumera Slovenija",
    storeFront: "lumera-si",
    domain: "si.lumera.localhost",
    prefix: null,
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "normal",
    cheapestShippingPrice: 390,
    publicKeys: {
      gtm: "GTM-LUMSI01",
      oneSignal: "7d1c5a52-0001-4c8e-9b1a-5e3f00000001",
      smind: { id: "lumera-si", url: "https://trust.example.com/badge.js" },
    },
    localizedRoutes: { brands: "znamke", giftCertificate: "darilni-boni.html" },
    ...EURO,
    bankAccount: SLOVENIAN_ACCOUNT,
    ...LUMERA,
  },
  {
    department: "chr",
    locale: "hr-HR",
    iso: "hr",
    languageName: "Hrvatski",
    name: "Lumera Hrvatska",
    storeFront: "lumera-hr",
    domain: "hr.lumera.localhost",
    prefix: null,
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "normal",
    cheapestShippingPrice: 450,
    publicKeys: { gtm: "GTM-LUMHR01", oneSignal: "7d1c5a52-0002-4c8e-9b1a-5e3f00000002", smind: null },
    localizedRoutes: { brands: "marke", giftCertificate: "poklon-bonovi.html" },
    ...EURO,
    bankAccount: CROATIAN_ACCOUNT,
    ...LUMERA,
  },
  {
    department: "chu",
    locale: "hu-HU",
    iso: "hu",
    languageName: "Magyar",
    name: "Lumera Magyarország",
    storeFront: "lumera-hu",
    domain: "eu.lumera.localhost",
    prefix: "hu",
    currencyCode: "HUF",
    currencyRate: 392.5,
    shopType: "normal",
    cheapestShippingPrice: 490,
    publicKeys: { gtm: "GTM-LUMHU01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "markak", giftCertificate: "giftCertificate" },
    ...FORINT,
    bankAccount: { holder: "Lumera Kft.", iban: "HU42 1177 3016 1111 1018 0000 0000", bic: "OTPVHUHB", reference: "text" },
    ...LUMERA,
  },
  {
    department: "cen",
    locale: "en-GB",
    iso: "en",
    languageName: "English",
    name: "Lumera International",
    storeFront: "lumera-eu",
    domain: "eu.lumera.localhost",
    prefix: "en",
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "normal",
    cheapestShippingPrice: 690,
    publicKeys: { gtm: "GTM-LUMEN01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "brands", giftCertificate: "giftCertificate" },
    ...EURO,
    bankAccount: { ...SLOVENIAN_ACCOUNT, reference: "RF" },
    ...LUMERA,
  },
  {
    department: "cde",
    locale: "de-AT",
    iso: "de",
    languageName: "Deutsch",
    name: "Lumera Österreich",
    storeFront: "lumera-at",
    domain: "at.lumera.localhost",
    prefix: null,
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "normal",
    cheapestShippingPrice: 490,
    publicKeys: { gtm: "GTM-LUMAT01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "marken", giftCertificate: "giftCertificate" },
    ...EURO,
    bankAccount: { holder: "Lumera GmbH", iban: "AT61 1904 3002 3457 3201", bic: "BKAUATWW", reference: "RF" },
    ...LUMERA,
  },
  {
    department: "cit",
    locale: "it-IT",
    iso: "it",
    languageName: "Italiano",
    name: "Lumera Italia",
    storeFront: "lumera-it",
    domain: "it.lumera.localhost",
    prefix: null,
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "normal",
    cheapestShippingPrice: 590,
    publicKeys: { gtm: null, oneSignal: null, smind: null },
    localizedRoutes: { brands: "marchi", giftCertificate: "giftCertificate" },
    ...EURO,
    bankAccount: { holder: "Lumera S.r.l.", iban: "IT60 X054 2811 1010 0000 0123 456", bic: "BLOPIT22", reference: "RF" },
    ...LUMERA,
  },
  {
    department: "ccz",
    locale: "cs-CZ",
    iso: "cs",
    languageName: "Čeština",
    name: "Lumera Česko",
    storeFront: "lumera-cz",
    domain: "cz.lumera.localhost",
    prefix: null,
    currencyCode: "CZK",
    currencyRate: 24.3,
    shopType: "normal",
    cheapestShippingPrice: 390,
    publicKeys: { gtm: "GTM-LUMCZ01", oneSignal: null, smind: null },
    localizedRoutes: { brands: "brands", giftCertificate: "giftCertificate" },
    ...KORUNA,
    bankAccount: { holder: "Lumera s.r.o.", iban: "CZ65 0800 0000 1920 0014 5399", bic: "GIBACZPX", reference: "VS" },
    ...LUMERA,
  },
  {
    department: "asi",
    locale: "sl-SI",
    iso: "sl",
    languageName: "Slovenščina",
    name: "Aurora Slovenija",
    storeFront: "aurora-si",
    domain: "aurora.localhost",
    prefix: "sl",
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "one-brand",
    brandKey: "aurora",
    cheapestShippingPrice: 390,
    publicKeys: noKeys,
    localizedRoutes: { brands: "znamke", giftCertificate: "darilni-boni.html" },
    ...EURO,
    bankAccount: SLOVENIAN_ACCOUNT,
    ...LUMERA,
  },
  {
    department: "ahr",
    locale: "hr-HR",
    iso: "hr",
    languageName: "Hrvatski",
    name: "Aurora Hrvatska",
    storeFront: "aurora-hr",
    domain: "aurora.localhost",
    prefix: "hr",
    currencyCode: "EUR",
    currencyRate: 1,
    shopType: "other",
    brandKey: "aurora",
    cheapestShippingPrice: 450,
    publicKeys: noKeys,
    localizedRoutes: { brands: "marke", giftCertificate: "poklon-bonovi.html" },
    ...EURO,
    bankAccount: CROATIAN_ACCOUNT,
    ...LUMERA,
  },
];
