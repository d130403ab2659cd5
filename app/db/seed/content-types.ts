// Shapes of the hand-written demo content (seed/content/*.ts). The seeding engine
// (seed.server.ts) turns these into rows; nothing here touches the database.

import { type Language, SUPPORTED_LANGUAGES } from "~/i18n";

// the demo is written in every language the shop speaks
export const LANGUAGES = SUPPORTED_LANGUAGES;
export type Lang = Language;
export type Translated = Record<Lang, string>;

/** A leaf category names the product types sold in it. Three levels: root > group > leaf. */
export interface CategorySeed {
  key: string;
  name: Translated;
  /** the category's url slug per language, lowercase ascii with dashes, unique per language */
  slug: Translated;
  children?: CategorySeed[];
  /** keys of ProductTypeSeed, only on leaves */
  productTypes?: string[];
}

export type ProductShape = "bottle" | "jar" | "tube" | "box" | "candle" | "pot" | "towel" | "mug" | "bar" | "pouch";

export interface ProductTypeSeed {
  key: string;
  /** the noun as it stands in a product name, e.g. en "face cream", sl "krema za obraz" */
  noun: Translated;
  shape: ProductShape;
  /** attribute codes (AttributeSeed.code) that products of this type carry */
  attributes: string[];
  /** sizes shown at the end of the name, e.g. ["30 ml", "50 ml"] (same in every language) */
  sizes: string[];
  /** regular price range in EUR */
  priceRange: [number, number];
}

export interface AttributeSeed {
  code: string; // snake_case, used as the query parameter of the category page
  name: Translated;
  values: { key: string; label: Translated }[];
}

export interface BrandSeed {
  key: string; // url slug, ascii
  name: string;
  country: string;
  description: Translated;
}

/** Product-line names are proper nouns (never translated): "Pure Glow", "Nordic Calm". */
export type ProductLines = string[];

/**
 * Sentences for generated product descriptions. Placeholders: {name} {brand} {line} {noun} {size}
 * {attributes} (a comma list such as "vegan, lavender"). Each template must read as natural
 * text with any value substituted (avoid grammatical agreement with the placeholders).
 */
export type DescriptionTemplates = Record<Lang, string[]>;

export interface BlogCategorySeed {
  key: string;
  name: Translated;
  slug: Translated;
}

export interface BlogPostSeed {
  key: string;
  category: string; // BlogCategorySeed.key
  /** publication date, ISO yyyy-mm-dd, in 2026 */
  date: string;
  title: Translated;
  slug: Translated;
  excerpt: Translated;
  /** 3–5 paragraphs, each a plain string (no HTML) */
  body: Record<Lang, string[]>;
}

export interface CmsPageSeed {
  key: string; // about, shipping, returns, terms, privacy, contact
  title: Translated;
  slug: Translated;
  metaDescription: Translated;
  body: Record<Lang, string[]>;
}

export interface AdvantageSeed {
  icon: "truck" | "return" | "leaf" | "gift" | "shield" | "star";
  title: Translated;
  text: Translated;
}

export interface BannerSeed {
  title: Translated;
  subtitle: Translated;
  cta: Translated;
  /** a category key the banner links to */
  category: string;
}

export interface StoreShopSeed {
  name: string;
  street: string;
  city: string;
  postcode: string;
  phone: string;
  hours: Translated; // e.g. "Mon–Fri 9–19, Sat 9–13"
}

export interface SiteTexts {
  /** index_h1: the home page heading */
  homeH1: Translated;
  /** sale_message */
  saleMobile: Translated;
  saleDesktop: Translated;
  /** header_info: one short line above the header (free shipping, phone) */
  headerInfo: Translated;
  /** StoreFooterInfo: two or three sentences about the shop */
  footerInfo: Translated;
  /** CheckoutFooterMobileInfo: one line of reassurance in checkout */
  checkoutFooterInfo: Translated;
  /** CoreAwards: names of two or three awards/certificates the shop holds */
  awards: Translated;
  /** CustomFooter: copyright-style line without the year */
  customFooter: Translated;
  /** CoreDefaultMeta: default title and description (the title suffix is "| " and the storefront name) */
  metaTitle: Translated;
  metaDescription: Translated;
  /** StoreHomeMeta: title and description of the home page */
  homeMetaTitle: Translated;
  homeMetaDescription: Translated;
  /** index_shop_advantages_description: a short paragraph */
  advantagesDescription: Translated;
  /** product_searches / category_searches: popular search terms (5 each) */
  popularProductSearches: Record<Lang, string[]>;
  popularCategorySearches: Record<Lang, string[]>;
  /** service items of spec §3 (tree planting and gift wrapping) */
  treeTitle: Translated;
  treeDescription: Translated;
  treeName: Translated;
  wrapTitle: Translated;
  wrapDescription: Translated;
  wrapName: Translated;
  /** the advent calendar product (sku wsLBX-AC25): name and description */
  adventName: Translated;
  adventDescription: Translated;
  /** gift certificate product name */
  giftCertificateName: Translated;
}

export interface WarehouseSeed {
  code: string;
  name: Translated;
  /** delivery days when shipped from here */
  days: number;
}
