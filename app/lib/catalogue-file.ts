import { VARIANT_CACHE_DIR } from "./images";
import { hasControlCharacter } from "./shopper-text";
import { isTaxClass, TAX_CLASSES, type TaxClass } from "./vat";

// The merchant's catalogue file (README "Catalogue import and export"): one row per product,
// with brands and categories beside it. Everything here is pure: reading a row's cells into a
// product and saying what is wrong with it, in the words a merchant fixing a spreadsheet needs
// (row as the spreadsheet numbers it, column, reason). Checking a whole file is
// catalogue-rows.ts, writing it app/services/catalogue-write.server.ts.

/** A cell as it came from the file: CSV gives text, JSON may give numbers and lists. */
export type Cell = string | number | null | undefined | readonly (string | number)[];
export type RawRow = Record<string, Cell>;

export interface RowProblem {
  /** where, as the merchant finds it: "row 7" (CSV, header = row 1) or "products[5]" (JSON) */
  row: string;
  column: string;
  reason: string;
}

/** What the file's rows are checked against: the shop as it is, plus the file's own brands and categories. */
export interface CatalogueVocabulary {
  /** storefront languages, the default language first (category keys and attribute values are in it) */
  languages: string[];
  warehouses: string[];
  brands: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** attribute code -> value labels in the default language */
  attributes: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface ProductText {
  name: string;
  description: string;
  urlKey: string;
}

/** A product row read and checked; a field left undefined had no column: it keeps its value. */
export interface ProductRecord {
  sku: string;
  ean?: string | null;
  brand?: string | null;
  /** category keys, the main category first */
  categories?: string[];
  /** euro cents */
  price: number;
  specialPrice?: number | null;
  specialFrom?: string | null;
  specialTo?: string | null;
  /** the VAT class (README "Tax classes"); undefined keeps the product's, a new product is standard */
  taxClass?: TaxClass;
  /** warehouse code -> quantity, for the warehouses the file has a column of */
  stock: Record<string, number>;
  /** language -> texts; a language's name column is required, description and url key are not */
  texts: Record<string, { name: string; description?: string; urlKey?: string }>;
  /** [attribute code, value label in the default language] */
  attributes?: [string, string][];
  /** image file names, the main picture first */
  images?: string[];
  /** archived (README "Archiving products"); undefined keeps the product as it is */
  archived?: boolean;
}

export const LIST_SEPARATOR = "|";

/** The product columns in the order export writes them. */
export function productColumns(languages: readonly string[], warehouses: readonly string[]) {
  return [
    "sku",
    "ean",
    "brand",
    "categories",
    "price",
    "special_price",
    "special_from",
    "special_to",
    "tax_class",
    ...warehouses.map((code) => `stock_${code}`),
    ...languages.flatMap((lang) => [`name_${lang}`, `description_${lang}`, `url_key_${lang}`]),
    "attributes",
    "images",
    "archived",
  ];
}

export function brandColumns(languages: readonly string[]) {
  return ["url_key", "name", "country", ...languages.map((lang) => `description_${lang}`)];
}

/** A category's key is its url key in the default language: it is not a column per language of its own. */
export function categoryColumns(languages: readonly string[]) {
  return ["key", "parent", "position", ...languages.flatMap((lang) => [`name_${lang}`, ...(lang === languages[0] ? [] : [`url_key_${lang}`])])];
}

/** Euro cents as the file writes them: a dot and two decimals, "12.90". */
export function formatPrice(cents: number) {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

const PRICE = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** "12.90", "12.9" or "12" -> 1290 cents; null when it is not such a number. */
export function parsePrice(text: string): number | null {
  const match = PRICE.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** "2026-12-24" is a day of the calendar; "2026-02-30", "2026-13-01" and "24.12.2026" are not. */
export function isCalendarDay(text: string) {
  const day = DATE_ONLY.exec(text);
  if (!day) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return date.getUTCFullYear() === Number(day[1]) && date.getUTCMonth() + 1 === Number(day[2]) && date.getUTCDate() === Number(day[3]);
}

/**
 * A special price's bound: a day "2026-12-24" (kept as written: the whole UTC day,
 * app/lib/special-price.ts) or an instant with its zone "2026-12-24T18:00:00+01:00" (kept in UTC).
 * null when it is neither, or not a real date.
 */
export function parseDateBound(text: string): string | null {
  if (DATE_ONLY.test(text)) return isCalendarDay(text) ? text : null;
  if (!INSTANT.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The instant a bound starts, for comparing from and to. */
function boundTime(bound: string) {
  return Date.parse(DATE_ONLY.test(bound) ? `${bound}T00:00:00Z` : bound);
}

export function parseQuantity(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** A cell as text: numbers as written, lists joined with "|", nothing as "". */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (Array.isArray(cell)) return cell.map(String).join(LIST_SEPARATOR);
  return String(cell).trim();
}

/** A "|" list (or a JSON list) without empty entries. */
export function cellList(cell: Cell): string[] {
  const items = Array.isArray(cell) ? cell.map((item) => String(item)) : cellText(cell).split(LIST_SEPARATOR);
  return items.map((item) => item.trim()).filter(Boolean);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function isUrlKey(text: string) {
  return SLUG.test(text);
}

/**
 * Whether an image name stays inside the folder it is read from and IMAGE_DIR: relative, "/"
 * between folders, no empty, "." or ".." segment (one file has one name), no control character.
 */
export function isSafeImageName(name: string) {
  return (
    !name.includes("\\") &&
    !hasControlCharacter(name) &&
    name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..") &&
    /\.(jpe?g|png|webp|avif)$/i.test(name)
  );
}

/**
 * Whether an image name would be written among the resized variants (IMAGE_DIR/cache/…): an
 * import writing "cache/1/700.webp" would replace what every product showing picture 1 gets,
 * cached by browsers for a year. Any case ("Cache/…"): some file systems do not tell them apart.
 */
export function isInVariantCache(name: string) {
  return name.split("/")[0].toLowerCase() === VARIANT_CACHE_DIR;
}

/** The columns of a header that the file format does not know (a typo would otherwise be ignored silently). */
export function unknownColumns(header: readonly string[], known: readonly string[]) {
  const knownSet = new Set(known);
  return header.filter((column) => !knownSet.has(column));
}

/** Columns that appear twice in a header. */
export function repeatedColumns(header: readonly string[]) {
  return header.filter((column, index) => header.indexOf(column) !== index);
}

/**
 * Reads one product row. `has` says which columns the file has: a missing optional column leaves
 * the field undefined (the product keeps what it has), an empty cell clears it.
 */
export function readProductRow(raw: RawRow, row: string, has: ReadonlySet<string>, vocabulary: CatalogueVocabulary) {
  const problems: RowProblem[] = [];
  const problem = (column: string, reason: string) => problems.push({ row, column, reason });
  const text = (column: string) => cellText(raw[column]);

  const sku = text("sku");
  if (!sku) problem("sku", "a SKU is required");
  else if (sku.length > 64 || /\s/.test(sku)) problem("sku", `bad SKU "${sku}" (at most 64 characters, no spaces)`);

  const record: ProductRecord = { sku, price: 0, stock: {}, texts: {} };

  if (has.has("ean")) {
    const ean = text("ean");
    if (ean && !/^\d{8,14}$/.test(ean)) problem("ean", `bad EAN "${ean}" (8 to 14 digits)`);
    record.ean = ean || null;
  }
  if (has.has("brand")) {
    const brand = text("brand");
    if (brand && !vocabulary.brands.has(brand)) problem("brand", `unknown brand "${brand}"`);
    record.brand = brand || null;
  }
  if (has.has("categories")) {
    const keys = cellList(raw.categories);
    for (const key of keys) if (!vocabulary.categories.has(key)) problem("categories", `unknown category "${key}"`);
    if (new Set(keys).size !== keys.length) problem("categories", "a category is listed twice");
    record.categories = keys;
  }

  const priceText = text("price");
  const price = parsePrice(priceText);
  if (price === null || price === 0)
    problem("price", priceText ? `bad price "${priceText}" (a positive amount in EUR with a dot: 12.90)` : "a price is required");
  else record.price = price;

  if (has.has("special_price")) {
    const specialText = text("special_price");
    const special = specialText ? parsePrice(specialText) : null;
    if (specialText && special === null) problem("special_price", `bad price "${specialText}" (EUR with a dot: 9.90)`);
    else if (special !== null && price !== null && special >= price)
      problem("special_price", `special price ${specialText} is not below the price ${priceText}`);
    record.specialPrice = special;
  }
  for (const column of ["special_from", "special_to"] as const) {
    if (!has.has(column)) continue;
    const value = text(column);
    const bound = value ? parseDateBound(value) : null;
    if (value && bound === null) problem(column, `bad date "${value}" (2026-12-24 or 2026-12-24T18:00:00+01:00)`);
    if (column === "special_from") record.specialFrom = bound;
    else record.specialTo = bound;
  }
  if (record.specialFrom && record.specialTo && boundTime(record.specialFrom) > boundTime(record.specialTo)) {
    problem("special_from", `special_from ${record.specialFrom} is after special_to ${record.specialTo}`);
  }
  if ((record.specialFrom || record.specialTo) && has.has("special_price") && record.specialPrice === null) {
    problem("special_price", "special dates without a special price");
  }

  if (has.has("tax_class")) {
    const value = text("tax_class").toLowerCase();
    // an empty cell keeps the product's class, as a missing column does (a new product: standard)
    if (isTaxClass(value)) record.taxClass = value;
    else if (value !== "") problem("tax_class", `bad tax class "${text("tax_class")}" (${TAX_CLASSES.join(", ")} or empty)`);
  }

  for (const code of vocabulary.warehouses) {
    const column = `stock_${code}`;
    if (!has.has(column)) continue;
    const value = text(column);
    const qty = value === "" ? 0 : parseQuantity(value);
    if (qty === null) problem(column, `bad stock "${value}" (a whole number, 0 or more)`);
    else record.stock[code] = qty;
  }

  for (const lang of vocabulary.languages) {
    const name = text(`name_${lang}`);
    if (!name) problem(`name_${lang}`, `a name in language ${lang} is required`);
    const texts: ProductRecord["texts"][string] = { name };
    if (has.has(`description_${lang}`)) texts.description = cellText(raw[`description_${lang}`]);
    if (has.has(`url_key_${lang}`)) {
      const urlKey = text(`url_key_${lang}`);
      if (urlKey && !isUrlKey(urlKey)) problem(`url_key_${lang}`, `bad url key "${urlKey}" (lower-case letters, digits and dashes)`);
      if (urlKey) texts.urlKey = urlKey;
    }
    record.texts[lang] = texts;
  }

  if (has.has("attributes")) {
    const pairs: [string, string][] = [];
    for (const item of cellList(raw.attributes)) {
      const colon = item.indexOf(":");
      const code = colon > 0 ? item.slice(0, colon).trim() : "";
      const value = colon > 0 ? item.slice(colon + 1).trim() : "";
      const values = vocabulary.attributes.get(code);
      if (!code || !value) problem("attributes", `bad attribute "${item}" (code:value)`);
      else if (!values) problem("attributes", `unknown attribute "${code}"`);
      else if (!values.has(value)) problem("attributes", `unknown value "${value}" of attribute ${code}`);
      else pairs.push([code, value]);
    }
    record.attributes = pairs;
  }

  if (has.has("images")) {
    const images = cellList(raw.images);
    for (const image of images) {
      if (!isSafeImageName(image)) problem("images", `bad image name "${image}" (a relative .jpg, .png, .webp or .avif path)`);
      else if (isInVariantCache(image))
        problem("images", `image name "${image}" is in ${VARIANT_CACHE_DIR}/, the variant cache of IMAGE_DIR (resized pictures): choose another folder`);
    }
    record.images = images;
  }

  if (has.has("archived")) {
    const value = text("archived").toLowerCase();
    // an empty cell keeps the product as it is, as a missing column does
    if (value === "true") record.archived = true;
    else if (value === "false") record.archived = false;
    else if (value !== "") problem("archived", `bad value "${text("archived")}" (true, false or empty)`);
  }

  return { record, problems };
}
