import { createReadStream, createWriteStream, existsSync, realpathSync, statSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { insertMany } from "~/db/seed/bulk.server";
import { SOURCE_SIZE } from "~/db/seed/images.server";
import { markCatalogueChanged, readCatalogueVersion } from "./catalogue-version.server";
import { rebuildSearchIndex } from "~/db/search-index";
import type { DB } from "~/db/db.server";
import {
  brandColumns,
  type CatalogueVocabulary,
  categoryColumns,
  cellText,
  formatPrice,
  isUrlKey,
  parseQuantity,
  type ProductRecord,
  productColumns,
  type RawRow,
  readProductRow,
  repeatedColumns,
  type RowProblem,
  unknownColumns,
} from "~/lib/catalogue-file";
import { neutraliseCell, restoreCell } from "~/lib/csv-cell";
import { VARIANT_CACHE_DIR } from "~/lib/images";
import { createProgress, type Progress } from "~/lib/progress";
import { fold, slugify } from "~/lib/text";
import { sharp } from "./sharp.server";

// Catalogue import and export (README "Catalogue import and export"). Only `simple` products
// travel: service items and gift certificates are configuration of the shop, not merchandise,
// and an import never touches them (a file naming their SKU is refused). Import is idempotent by
// SKU, checked whole before anything is written, and one transaction; it never deletes.

export class CatalogueFileError extends Error {}

type Format = "csv" | "json";
type Row = Record<string, unknown>;

interface Section {
  /** how a problem names the section's file: "" for the products of a CSV */
  label: string;
  header: string[];
  rows: RawRow[];
  /** how a problem names row i: "row 7" (CSV, header = 1) or "products[5]" (JSON) */
  rowName: (index: number) => string;
  /** how a problem about the columns names the header: "row 1" or "products" */
  headerName: string;
}

export interface CatalogueFile {
  format: Format;
  products: Section;
  brands: Section | null;
  categories: Section | null;
}

export function formatOf(file: string): Format {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".csv") return "csv";
  if (ext === ".json") return "json";
  throw new CatalogueFileError(`${file}: unknown extension "${ext || "(none)"}" (use .csv or .json)`);
}

/** FILE.brands.csv and FILE.categories.csv beside FILE.csv. */
export function sideFiles(file: string) {
  const base = file.replace(/\.csv$/i, "");
  return { brands: `${base}.brands.csv`, categories: `${base}.categories.csv` };
}

// ---------------------------------------------------------------------------------------------
// The shop as the file speaks of it

interface Shop {
  languages: string[];
  warehouses: string[];
  brands: Map<string, { id: number; name: string; country: string; descriptions: Map<string, string> }>;
  categories: Map<
    number,
    {
      id: number;
      parentId: number | null;
      level: number;
      position: number;
      path: string;
      texts: Map<string, { name: string; urlKey: string; storeUrl: string }>;
    }
  >;
  categoryByKey: Map<string, number>;
  attributeValues: Map<string, Map<string, number>>; // code -> default-language label -> value id
  valueLabels: Map<number, { code: string; labels: Map<string, string> }>;
  images: Map<string, number>; // file -> id
}

async function loadShop(db: DB): Promise<Shop> {
  const [storefronts, warehouses, brands, brandTexts, categories, categoryTexts, attributes, values, labels, images] = await Promise.all([
    db.selectFrom("storefront").select(["iso", "is_default"]).orderBy("is_default", "desc").orderBy("position").execute(),
    db.selectFrom("warehouse").select("code").orderBy("days").orderBy("code").execute(),
    db.selectFrom("brand").select(["id", "url_key", "name", "country"]).orderBy("id").execute(),
    db.selectFrom("brand_i18n").select(["brand_id", "lang", "description"]).execute(),
    db.selectFrom("category").select(["id", "parent_id", "level", "position", "path"]).orderBy("level").orderBy("position").orderBy("id").execute(),
    db.selectFrom("category_i18n").select(["category_id", "lang", "name", "url_key", "store_url"]).execute(),
    db.selectFrom("attribute").select(["id", "code"]).execute(),
    db.selectFrom("attribute_value").select(["id", "attribute_id"]).execute(),
    db.selectFrom("attribute_value_i18n").select(["value_id", "lang", "label"]).execute(),
    db.selectFrom("image").select(["id", "file"]).execute(),
  ]);
  if (storefronts.length === 0) throw new CatalogueFileError("the database has no shop yet (start the server or run npm run db:seed first)");
  const languages = [...new Set(storefronts.map((s) => s.iso))];
  const defaultLanguage = languages[0];

  const brandMap: Shop["brands"] = new Map();
  const brandById = new Map<number, string>();
  for (const b of brands) {
    brandMap.set(b.url_key, { id: b.id, name: b.name, country: b.country, descriptions: new Map() });
    brandById.set(b.id, b.url_key);
  }
  for (const t of brandTexts) brandMap.get(brandById.get(t.brand_id) ?? "")?.descriptions.set(t.lang, t.description);

  const categoryMap: Shop["categories"] = new Map();
  for (const c of categories) categoryMap.set(c.id, { id: c.id, parentId: c.parent_id, level: c.level, position: c.position, path: c.path, texts: new Map() });
  const categoryByKey = new Map<string, number>();
  for (const t of categoryTexts) {
    categoryMap.get(t.category_id)?.texts.set(t.lang, { name: t.name, urlKey: t.url_key, storeUrl: t.store_url });
    if (t.lang === defaultLanguage) categoryByKey.set(t.url_key, t.category_id);
  }

  const codeOf = new Map(attributes.map((a) => [a.id, a.code]));
  const valueLabels: Shop["valueLabels"] = new Map(values.map((v) => [v.id, { code: codeOf.get(v.attribute_id) ?? "", labels: new Map() }]));
  for (const l of labels) valueLabels.get(l.value_id)?.labels.set(l.lang, l.label);
  const attributeValues: Shop["attributeValues"] = new Map(attributes.map((a) => [a.code, new Map()]));
  for (const [id, value] of valueLabels) attributeValues.get(value.code)?.set(value.labels.get(defaultLanguage) ?? "", id);

  return {
    languages,
    warehouses: warehouses.map((w) => w.code),
    brands: brandMap,
    categories: categoryMap,
    categoryByKey,
    attributeValues,
    valueLabels,
    images: new Map(images.map((i) => [i.file, i.id])),
  };
}

// ---------------------------------------------------------------------------------------------
// Export

interface ExportOptions {
  progress?: (total: number) => Progress;
}

/** Writes every simple product (and, beside it or in it, the brands and categories). Returns the count. */
export async function exportCatalogue(db: DB, file: string, options: ExportOptions = {}) {
  const format = formatOf(file);
  const shop = await loadShop(db);
  const { languages, warehouses } = shop;
  const defaultLanguage = languages[0];
  const keyOf = (categoryId: number) => shop.categories.get(categoryId)?.texts.get(defaultLanguage)?.urlKey ?? String(categoryId);

  const [products, texts, links, values, stock, pictures] = await Promise.all([
    db
      .selectFrom("product")
      .select(["id", "sku", "ean", "brand_id", "main_category_id", "regular_price", "discount_price", "discount_from", "discount_to"])
      .where("type", "=", "simple")
      .orderBy("id")
      .execute(),
    db.selectFrom("product_i18n").select(["product_id", "lang", "name", "description", "url_key"]).execute(),
    db.selectFrom("product_category").select(["product_id", "category_id"]).execute(),
    db.selectFrom("product_attribute_value").select(["product_id", "value_id"]).orderBy("product_id").orderBy("value_id").execute(),
    db.selectFrom("product_stock").select(["product_id", "warehouse_code", "qty"]).execute(),
    db
      .selectFrom("product_image")
      .innerJoin("image", "image.id", "product_image.image_id")
      .select(["product_id", "position", "file"])
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  const brandKey = new Map([...shop.brands].map(([key, b]) => [b.id, key]));
  const textsOf = groupBy(texts, (t) => t.product_id);
  const linksOf = groupBy(links, (l) => l.product_id);
  const valuesOf = groupBy(values, (v) => v.product_id);
  const stockOf = groupBy(stock, (s) => s.product_id);
  const picturesOf = groupBy(pictures, (p) => p.product_id);
  const progress = options.progress?.(products.length);

  const productRows = products.map((p) => {
    progress?.advance();
    const row: Record<string, string | number | string[]> = {
      sku: p.sku,
      ean: p.ean ?? "",
      brand: p.brand_id === null ? "" : (brandKey.get(p.brand_id) ?? ""),
      categories: exportedCategories(
        shop,
        p.main_category_id,
        (linksOf.get(p.id) ?? []).map((l) => l.category_id),
      ).map(keyOf),
      price: formatPrice(p.regular_price),
      special_price: p.discount_price === null ? "" : formatPrice(p.discount_price),
      special_from: p.discount_from ?? "",
      special_to: p.discount_to ?? "",
    };
    const qty = new Map((stockOf.get(p.id) ?? []).map((s) => [s.warehouse_code, s.qty]));
    for (const code of warehouses) row[`stock_${code}`] = format === "json" ? (qty.get(code) ?? 0) : String(qty.get(code) ?? 0);
    const byLang = new Map((textsOf.get(p.id) ?? []).map((t) => [t.lang, t]));
    for (const lang of languages) {
      row[`name_${lang}`] = byLang.get(lang)?.name ?? "";
      row[`description_${lang}`] = byLang.get(lang)?.description ?? "";
      row[`url_key_${lang}`] = byLang.get(lang)?.url_key ?? "";
    }
    row.attributes = (valuesOf.get(p.id) ?? []).map((v) => {
      const value = shop.valueLabels.get(v.value_id);
      return `${value?.code}:${value?.labels.get(defaultLanguage) ?? ""}`;
    });
    row.images = (picturesOf.get(p.id) ?? []).map((picture) => picture.file);
    return row;
  });

  const brandRows = [...shop.brands].map(([key, b]) => ({
    url_key: key,
    name: b.name,
    country: b.country,
    ...Object.fromEntries(languages.map((lang) => [`description_${lang}`, b.descriptions.get(lang) ?? ""])),
  }));
  const categoryRows = [...shop.categories.values()].map((c) => ({
    key: keyOf(c.id),
    parent: c.parentId === null ? "" : keyOf(c.parentId),
    position: format === "json" ? c.position : String(c.position),
    ...Object.fromEntries(
      languages.flatMap((lang) => [
        [`name_${lang}`, c.texts.get(lang)?.name ?? ""],
        ...(lang === defaultLanguage ? [] : [[`url_key_${lang}`, c.texts.get(lang)?.urlKey ?? ""]]),
      ]),
    ),
  }));

  if (format === "json") {
    await writeFile(file, `${JSON.stringify({ brands: brandRows, categories: categoryRows, products: productRows }, null, 1)}\n`);
  } else {
    const side = sideFiles(file);
    await writeCsv(side.brands, brandColumns(languages), brandRows);
    await writeCsv(side.categories, categoryColumns(languages), categoryRows);
    const joined = productRows.map((row) => ({
      ...row,
      categories: (row.categories as string[]).join("|"),
      attributes: (row.attributes as string[]).join("|"),
      images: (row.images as string[]).join("|"),
    }));
    await writeCsv(file, productColumns(languages, warehouses), joined);
  }
  progress?.finish();
  return { products: productRows.length, brands: brandRows.length, categories: categoryRows.length };
}

/**
 * The categories a product row names: the main category first, then every other category it is
 * in that is not an ancestor of another (import adds the ancestors back, as the seed writes them).
 */
function exportedCategories(shop: Shop, mainId: number | null, ids: number[]) {
  const set = new Set(ids);
  const ancestors = new Set<number>();
  for (const id of set) {
    for (const part of (shop.categories.get(id)?.path ?? "").split("/").filter(Boolean).map(Number)) if (part !== id) ancestors.add(part);
  }
  const named = [...set].filter((id) => !ancestors.has(id) && id !== mainId).sort((a, b) => a - b);
  return mainId === null ? named : [mainId, ...named];
}

async function writeCsv(file: string, columns: string[], rows: Record<string, unknown>[]) {
  const out = createWriteStream(file);
  // a name beginning with = (or +, -, @) is text, not a formula, in the merchant's spreadsheet; readCsv takes the ' away
  const csv = stringify({ header: true, columns, cast: { string: neutraliseCell } });
  csv.pipe(out);
  for (const row of rows) {
    if (!csv.write(row)) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
  await finished(out);
}

function groupBy<T>(items: T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Reading a file

/** Reads FILE (and its side files for CSV). Unreadable or malformed input: CatalogueFileError. */
export async function readCatalogueFile(file: string): Promise<CatalogueFile> {
  const format = formatOf(file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new CatalogueFileError(`${file}: no such file`);
  if (format === "json") return readJson(file);
  const side = sideFiles(file);
  const name = path.basename;
  return {
    format,
    products: await readCsv(file, ""),
    brands: existsSync(side.brands) ? await readCsv(side.brands, `${name(side.brands)} `) : null,
    categories: existsSync(side.categories) ? await readCsv(side.categories, `${name(side.categories)} `) : null,
  };
}

async function readCsv(file: string, label: string): Promise<Section> {
  const records: string[][] = [];
  try {
    const parser = createReadStream(file).pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: false }));
    for await (const record of parser) records.push(record as string[]);
  } catch (error) {
    throw new CatalogueFileError(`${file}: not a readable CSV file (${(error as Error).message})`);
  }
  const [header = [], ...body] = records;
  const columns = header.map((column) => column.trim());
  return {
    label,
    header: columns,
    // the ' the export put before a cell a spreadsheet would run comes off again (export then import is a no-op)
    rows: body.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[i] === undefined ? undefined : restoreCell(cells[i])]))),
    rowName: (index) => `row ${index + 2}`,
    headerName: `${label}row 1`,
  };
}

async function readJson(file: string): Promise<CatalogueFile> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CatalogueFileError(`${file}: not a readable JSON file (${(error as Error).message})`);
  }
  if (!isObject(document) || !Array.isArray(document.products)) {
    throw new CatalogueFileError(`${file}: expected a JSON object { "brands": [...], "categories": [...], "products": [...] }`);
  }
  const section = (key: string): Section | null => {
    const list = document[key];
    if (list === undefined) return null;
    if (!Array.isArray(list) || !list.every(isObject)) throw new CatalogueFileError(`${file}: "${key}" must be a list of objects`);
    const rows = list as RawRow[];
    return { label: "", header: [...new Set(rows.flatMap((row) => Object.keys(row)))], rows, rowName: (index) => `${key}[${index}]`, headerName: key };
  };
  return { format: "json", products: section("products")!, brands: section("brands"), categories: section("categories") };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// Import: check everything, then plan the writes, then write them in one transaction

export interface ImportOptions {
  /** where image names are looked up: the import file's folder unless --images DIR */
  sourceDir: string;
  /** the shop's IMAGE_DIR */
  imageDir: string;
  dryRun?: boolean;
  progress?: (label: string, total: number) => Progress;
}

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportReport {
  ok: boolean;
  problems: RowProblem[];
  products: Counts;
  brands: Counts;
  categories: Counts;
  images: number;
  /** the catalogue version after the import; unchanged when nothing changed (or a dry run) */
  version: number | null;
  changed: boolean;
  /** how long each phase took, for an operator sizing a big import */
  seconds: Record<string, number>;
}

const emptyCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });

/** Imports a catalogue file: refused whole when any row is bad (report.ok false, nothing written). */
export async function importCatalogue(db: DB, file: string, options: ImportOptions): Promise<ImportReport> {
  const seconds: Record<string, number> = {};
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    seconds[phase] = (now - mark) / 1000;
    mark = now;
  };
  const input = await readCatalogueFile(file);
  lap("read");
  const shop = await loadShop(db);
  const existing = await loadProducts(db);
  lap("loaded");
  const plan = planImport(input, shop, existing, options);
  lap("checked");
  const report: ImportReport = {
    ok: plan.problems.length === 0,
    problems: plan.problems,
    products: plan.productCounts,
    brands: plan.brandCounts,
    categories: plan.categoryCounts,
    images: plan.newImages.length,
    version: null,
    changed: plan.changed,
    seconds,
  };
  if (!report.ok || options.dryRun || !plan.changed) return report;
  const imageRows = await storeNewImages(plan.newImages, shop, options);
  lap("images");
  report.version = await db.transaction().execute(async (trx) => {
    await writePlan(trx, plan, imageRows, options.progress);
    lap("written");
    await rebuildSearchIndex(trx, searchIndexScope(plan));
    await markCatalogueChanged(trx);
    return readCatalogueVersion(trx);
  });
  lap("search index and commit");
  return report;
}

interface ExistingProduct {
  id: number;
  type: string;
  row: {
    ean: string | null;
    brand_id: number | null;
    main_category_id: number | null;
    regular_price: number;
    discount_price: number | null;
    discount_from: string | null;
    discount_to: string | null;
    lowest_price_30d: number;
    position: number;
  };
  texts: Map<string, { name: string; description: string; url_key: string; search_name: string; search_text: string }>;
  categories: Map<number, number>; // category id -> position
  values: number[];
  stock: Map<string, number>;
  images: number[];
}

async function loadProducts(db: DB) {
  const [products, texts, links, values, stock, pictures] = await Promise.all([
    db
      .selectFrom("product")
      .select([
        "id",
        "sku",
        "type",
        "ean",
        "brand_id",
        "main_category_id",
        "regular_price",
        "discount_price",
        "discount_from",
        "discount_to",
        "lowest_price_30d",
        "position",
      ])
      .execute(),
    db.selectFrom("product_i18n").select(["product_id", "lang", "name", "description", "url_key", "search_name", "search_text"]).execute(),
    db.selectFrom("product_category").select(["product_id", "category_id", "position"]).execute(),
    db.selectFrom("product_attribute_value").select(["product_id", "value_id"]).execute(),
    db.selectFrom("product_stock").select(["product_id", "warehouse_code", "qty"]).execute(),
    db.selectFrom("product_image").select(["product_id", "position", "image_id"]).orderBy("product_id").orderBy("position").execute(),
  ]);
  const byId = new Map<number, ExistingProduct>();
  const bySku = new Map<string, ExistingProduct>();
  for (const { id, sku, type, ...row } of products) {
    const product: ExistingProduct = { id, type, row, texts: new Map(), categories: new Map(), values: [], stock: new Map(), images: [] };
    byId.set(id, product);
    bySku.set(sku, product);
  }
  /** lang\0url key -> the SKU using it */
  const urlKeys = new Map<string, string>();
  const skuOf = new Map(products.map((p) => [p.id, p.sku]));
  for (const t of texts) {
    byId.get(t.product_id)?.texts.set(t.lang, t);
    urlKeys.set(`${t.lang}\0${t.url_key}`, skuOf.get(t.product_id) ?? "");
  }
  for (const l of links) byId.get(l.product_id)?.categories.set(l.category_id, l.position);
  for (const v of values) byId.get(v.product_id)?.values.push(v.value_id);
  for (const s of stock) byId.get(s.product_id)?.stock.set(s.warehouse_code, s.qty);
  for (const p of pictures) byId.get(p.product_id)?.images.push(p.image_id);
  const maxId = products.reduce((max, p) => Math.max(max, p.id), 0);
  return { bySku, urlKeys, maxId };
}

type Existing = Awaited<ReturnType<typeof loadProducts>>;

interface ProductWrite {
  id: number;
  isNew: boolean;
  product?: Row; // the product row's columns to write (all of them when new)
  texts: Row[]; // product_i18n rows to write (insert when new, else replace)
  renamed: string[]; // languages whose url key changes
  searchable?: boolean; // what the search index holds of it changes
  categories?: Row[];
  values?: Row[];
  stock?: Row[];
  images?: string[]; // file names; image ids resolved at write time
}

interface BrandWrite {
  key: string;
  id: number;
  isNew: boolean;
  row: Row;
  descriptions: Row[];
}

interface CategoryWrite {
  id: number;
  isNew: boolean;
  row?: Row;
  texts: Row[];
}

interface Plan {
  problems: RowProblem[];
  productCounts: Counts;
  brandCounts: Counts;
  categoryCounts: Counts;
  brands: BrandWrite[];
  categories: CategoryWrite[];
  products: ProductWrite[];
  /** image names not in IMAGE_DIR yet, with the file they come from */
  newImages: { name: string; source: string }[];
  changed: boolean;
}

function planImport(input: CatalogueFile, shop: Shop, existing: Existing, options: ImportOptions): Plan {
  const problems: RowProblem[] = [];
  const brandCounts = emptyCounts();
  const categoryCounts = emptyCounts();
  const brands = input.brands ? planBrands(input.brands, shop, problems, brandCounts) : [];
  const categories = input.categories ? planCategories(input.categories, shop, problems, categoryCounts) : [];
  const { products, productCounts, newImages } = planProducts(input.products, shop, existing, problems, options);
  return {
    problems,
    productCounts,
    brandCounts,
    categoryCounts,
    brands,
    categories,
    products,
    newImages,
    changed: brands.length + categories.length + products.length > 0,
  };
}

/** Checks a section's header: every required column there, none unknown or repeated. */
function checkHeader(section: Section, known: string[], required: string[], problems: RowProblem[]) {
  const row = section.headerName;
  for (const column of unknownColumns(section.header, known)) problems.push({ row, column, reason: "unknown column" });
  for (const column of new Set(repeatedColumns(section.header))) problems.push({ row, column, reason: "column appears twice" });
  for (const column of required) if (!section.header.includes(column)) problems.push({ row, column, reason: "required column missing" });
}

function planBrands(section: Section, shop: Shop, problems: RowProblem[], counts: Counts): BrandWrite[] {
  const { languages } = shop;
  checkHeader(section, brandColumns(languages), ["url_key", "name"], problems);
  const writes: BrandWrite[] = [];
  const seen = new Set<string>();
  let nextId = Math.max(0, ...[...shop.brands.values()].map((b) => b.id)) + 1;
  section.rows.forEach((raw, index) => {
    const row = `${section.label}${section.rowName(index)}`;
    const key = cellText(raw.url_key);
    const name = cellText(raw.name);
    if (!isUrlKey(key)) return problems.push({ row, column: "url_key", reason: key ? `bad url key "${key}"` : "a url key is required" });
    if (seen.has(key)) return problems.push({ row, column: "url_key", reason: `brand "${key}" appears twice` });
    seen.add(key);
    if (!name) return problems.push({ row, column: "name", reason: "a name is required" });
    const current = shop.brands.get(key);
    const country = section.header.includes("country") ? cellText(raw.country) : (current?.country ?? "");
    const descriptions = languages.map((lang) => ({
      lang,
      description: section.header.includes(`description_${lang}`) ? cellText(raw[`description_${lang}`]) : (current?.descriptions.get(lang) ?? ""),
    }));
    const same =
      current && current.name === name && current.country === country && descriptions.every((d) => current.descriptions.get(d.lang) === d.description);
    if (same) return void counts.unchanged++;
    const id = current?.id ?? nextId++;
    if (current) counts.updated++;
    else counts.created++;
    // later rows (products) may name the new brand
    if (!current) shop.brands.set(key, { id, name, country, descriptions: new Map(descriptions.map((d) => [d.lang, d.description])) });
    writes.push({ key, id, isNew: !current, row: { id, url_key: key, name, country }, descriptions: descriptions.map((d) => ({ brand_id: id, ...d })) });
  });
  return writes;
}

function planCategories(section: Section, shop: Shop, problems: RowProblem[], counts: Counts): CategoryWrite[] {
  const { languages } = shop;
  const defaultLanguage = languages[0];
  checkHeader(section, categoryColumns(languages), ["key", ...languages.map((lang) => `name_${lang}`)], problems);
  const writes: CategoryWrite[] = [];
  const seen = new Set<string>();
  let nextId = Math.max(0, ...shop.categories.keys()) + 1;
  // the store url (path of url keys) of each language, of categories already placed
  const storeUrlOf = (id: number | null, lang: string) => (id === null ? "" : (shop.categories.get(id)?.texts.get(lang)?.storeUrl ?? ""));
  const urlKeysInUse = new Map<string, number>();
  for (const c of shop.categories.values()) for (const [lang, t] of c.texts) urlKeysInUse.set(`${lang}\0${t.urlKey}`, c.id);

  section.rows.forEach((raw, index) => {
    const row = `${section.label}${section.rowName(index)}`;
    const problem = (column: string, reason: string) => problems.push({ row, column, reason });
    const key = cellText(raw.key);
    if (!isUrlKey(key)) return problem("key", key ? `bad category key "${key}"` : "a key is required");
    if (seen.has(key)) return problem("key", `category "${key}" appears twice`);
    seen.add(key);
    const parentKey = cellText(raw.parent);
    const parentId = parentKey ? (shop.categoryByKey.get(parentKey) ?? null) : null;
    if (parentKey && parentId === null) return problem("parent", `unknown parent category "${parentKey}" (a new parent must come first)`);
    const currentId = shop.categoryByKey.get(key);
    const current = currentId === undefined ? undefined : shop.categories.get(currentId);
    if (current && current.parentId !== parentId) return problem("parent", "moving a category to another parent is not supported by import");
    const positionText = cellText(raw.position);
    const position = section.header.includes("position") && positionText !== "" ? parseQuantity(positionText) : (current?.position ?? 0);
    if (position === null) return problem("position", `bad position "${positionText}" (a whole number)`);
    const id = current?.id ?? nextId++;
    const texts = languages.map((lang) => {
      const name = cellText(raw[`name_${lang}`]);
      if (!name) problem(`name_${lang}`, `a name in language ${lang} is required`);
      const urlKey = lang === defaultLanguage ? key : cellText(raw[`url_key_${lang}`]) || current?.texts.get(lang)?.urlKey || slugify(name);
      if (!isUrlKey(urlKey)) problem(`url_key_${lang}`, `bad url key "${urlKey}"`);
      const owner = urlKeysInUse.get(`${lang}\0${urlKey}`);
      if (owner !== undefined && owner !== id) problem(lang === defaultLanguage ? "key" : `url_key_${lang}`, `url key "${urlKey}" is used by another category`);
      urlKeysInUse.set(`${lang}\0${urlKey}`, id);
      const parentUrl = storeUrlOf(parentId, lang);
      return { category_id: id, lang, name, url_key: urlKey, store_url: parentUrl ? `${parentUrl}/${urlKey}` : urlKey };
    });
    const same =
      current &&
      current.position === position &&
      texts.every((t) => {
        const now = current.texts.get(t.lang);
        return now?.name === t.name && now.urlKey === t.url_key && now.storeUrl === t.store_url;
      });
    if (same) return void counts.unchanged++;
    const parent = parentId === null ? null : shop.categories.get(parentId)!;
    const level = parent ? parent.level + 1 : 1;
    const categoryPath = `${parent?.path ?? "/"}${id}/`;
    const textMap = new Map(texts.map((t) => [t.lang, { name: t.name, urlKey: t.url_key, storeUrl: t.store_url }]));
    // children later in the file build their store urls on this one's
    shop.categories.set(id, { id, parentId, level, position, path: categoryPath, texts: textMap });
    shop.categoryByKey.set(key, id);
    if (current) {
      counts.updated++;
      // a renamed url key changes the store urls of every subcategory: only a leaf may have one
      const hasChildren = [...shop.categories.values()].some((c) => c.parentId === id);
      for (const t of texts) {
        if (hasChildren && current.texts.get(t.lang)?.urlKey !== t.url_key) {
          problem(`url_key_${t.lang}`, "changing the url key of a category with subcategories is not supported by import (their store urls would change)");
        }
      }
      writes.push({ id, isNew: false, row: { position }, texts });
    } else {
      counts.created++;
      writes.push({ id, isNew: true, row: { id, parent_id: parentId, level, position, path: categoryPath }, texts });
    }
  });
  return writes;
}

function planProducts(section: Section, shop: Shop, existing: Existing, problems: RowProblem[], options: ImportOptions) {
  const { languages, warehouses } = shop;
  const known = productColumns(languages, warehouses);
  checkHeader(section, known, ["sku", "price", ...languages.map((lang) => `name_${lang}`)], problems);
  // a stock column of a warehouse the shop does not have is named as such
  for (const problem of problems) {
    if (problem.row === section.headerName && problem.column.startsWith("stock_") && problem.reason === "unknown column") {
      problem.reason = `unknown warehouse "${problem.column.slice("stock_".length)}"`;
    }
  }
  const has = new Set(section.header);
  const vocabulary: CatalogueVocabulary = {
    languages,
    warehouses,
    brands: new Set(shop.brands.keys()),
    categories: new Set(shop.categoryByKey.keys()),
    attributes: new Map([...shop.attributeValues].map(([code, values]) => [code, new Set(values.keys())])),
  };
  const progress = options.progress?.("checking products", section.rows.length);
  const writes: ProductWrite[] = [];
  const counts = emptyCounts();
  const skus = new Map<string, string>(); // sku -> row
  const fileUrlKeys = new Map<string, { sku: string; row: string }>();
  const newImages = new Map<string, string>();
  let nextId = existing.maxId + 1;
  const records: { record: ProductRecord; row: string }[] = [];

  section.rows.forEach((raw, index) => {
    progress?.advance();
    const row = `${section.label}${section.rowName(index)}`;
    const { record, problems: rowProblems } = readProductRow(raw, row, has, vocabulary);
    problems.push(...rowProblems);
    if (!record.sku) return;
    const first = skus.get(record.sku);
    if (first) return problems.push({ row, column: "sku", reason: `SKU ${record.sku} appears twice (first on ${first})` });
    skus.set(record.sku, row);
    const current = existing.bySku.get(record.sku);
    if (current && current.type !== "simple")
      problems.push({ row, column: "sku", reason: `SKU ${record.sku} is a ${current.type.replace("_", " ")} product, which import does not change` });
    if (!current) {
      for (const column of ["categories", "brand"] as const) if (!has.has(column)) problems.push({ row, column, reason: "a new product needs this column" });
    }
    for (const image of record.images ?? []) {
      if (shop.images.has(image) || newImages.has(image)) continue;
      const source = path.resolve(options.sourceDir, image);
      if (!existsSync(source)) problems.push({ row, column: "images", reason: `image file not found: ${source}` });
      else if (throughSymlink(options.sourceDir, image))
        problems.push({ row, column: "images", reason: `image file is reached through a symbolic link: ${source} (copy the picture into the folder)` });
      else newImages.set(image, source);
    }
    records.push({ record, row });
  });
  progress?.finish();

  // url keys: unique per language within the file and against products the file does not name
  for (const { record, row } of records) {
    for (const lang of languages) {
      const text = record.texts[lang];
      const current = existing.bySku.get(record.sku);
      const urlKey = text.urlKey ?? current?.texts.get(lang)?.url_key ?? (slugify(text.name) || record.sku.toLowerCase());
      text.urlKey = urlKey;
      const key = `${lang}\0${urlKey}`;
      const before = fileUrlKeys.get(key);
      if (before) problems.push({ row, column: `url_key_${lang}`, reason: `url key "${urlKey}" is also used on ${before.row}` });
      else fileUrlKeys.set(key, { sku: record.sku, row });
      const owner = existing.urlKeys.get(key);
      if (owner && owner !== record.sku && !skus.has(owner))
        problems.push({ row, column: `url_key_${lang}`, reason: `url key "${urlKey}" is used by product ${owner}` });
    }
  }
  if (problems.length > 0) return { products: writes, productCounts: counts, newImages: [] };

  const labelOf = (valueId: number, lang: string) => shop.valueLabels.get(valueId)?.labels.get(lang) ?? "";
  for (const { record } of records) {
    const current = existing.bySku.get(record.sku);
    const id = current?.id ?? nextId++;
    const write: ProductWrite = { id, isNew: !current, texts: [], renamed: [] };

    const specialPrice = record.specialPrice !== undefined ? record.specialPrice : (current?.row.discount_price ?? null);
    const specialFrom = record.specialFrom !== undefined ? record.specialFrom : (current?.row.discount_from ?? null);
    const specialTo = record.specialTo !== undefined ? record.specialTo : (current?.row.discount_to ?? null);
    const paid = specialPrice !== null && specialPrice < record.price ? specialPrice : record.price;
    const categoryIds = record.categories?.map((key) => shop.categoryByKey.get(key)!);
    const wanted = {
      ean: record.ean !== undefined ? record.ean : (current?.row.ean ?? null),
      brand_id: record.brand !== undefined ? (record.brand === null ? null : shop.brands.get(record.brand)!.id) : (current?.row.brand_id ?? null),
      main_category_id: categoryIds ? (categoryIds[0] ?? null) : (current?.row.main_category_id ?? null),
      regular_price: record.price,
      discount_price: specialPrice,
      discount_from: specialFrom,
      discount_to: specialTo,
      lowest_price_30d: lowestPrice(current, paid),
    };
    const productChanged = !current || (Object.keys(wanted) as (keyof typeof wanted)[]).some((column) => current.row[column] !== wanted[column]);
    if (productChanged) {
      write.product = current
        ? wanted
        : { id, sku: record.sku, type: "simple", ...wanted, rating: 0, rating_count: 0, position: 0, salable: 1, created_at: new Date().toISOString() };
    }

    // attribute values: as the file says, or as they are
    const valueIds = record.attributes
      ? [...new Set(record.attributes.map(([code, label]) => shop.attributeValues.get(code)!.get(label)!))]
      : (current?.values ?? []);
    if (!current || (record.attributes && !sameSet(valueIds, current.values))) write.values = valueIds.map((value_id) => ({ product_id: id, value_id }));

    for (const lang of languages) {
      const text = record.texts[lang];
      const now = current?.texts.get(lang);
      const description = text.description ?? now?.description ?? "";
      const attributeText = valueIds
        .map((v) => labelOf(v, lang))
        .filter(Boolean)
        .join(", ");
      const wantedText = {
        name: text.name,
        url_key: text.urlKey!,
        description,
        // folded for search as the seed folds them (app/lib/text.ts)
        // kept while name and attribute values stay: the seed wrote the same words in another order
        search_name: now && now.name === text.name && !write.values ? now.search_name : fold(`${text.name} ${attributeText}`),
        search_text: fold(description),
      };
      if (!now || (Object.keys(wantedText) as (keyof typeof wantedText)[]).some((column) => now[column] !== wantedText[column])) {
        write.texts.push({ product_id: id, lang, ...wantedText, ...(now ? {} : { title: null }) });
        if (now && now.url_key !== wantedText.url_key) write.renamed.push(lang);
      }
    }

    if (categoryIds) {
      const lineage = new Set(categoryIds.flatMap((categoryId) => (shop.categories.get(categoryId)?.path ?? "").split("/").filter(Boolean).map(Number)));
      if (!current || !sameSet([...lineage], [...current.categories.keys()])) {
        const position = current ? Math.max(0, ...current.categories.values()) : 0;
        write.categories = [...lineage].map((category_id) => ({ category_id, product_id: id, position: current?.categories.get(category_id) ?? position }));
      }
    }
    const stock = warehouses.map((code) => ({ product_id: id, warehouse_code: code, qty: record.stock[code] ?? current?.stock.get(code) ?? 0 }));
    if (!current || stock.some((s) => current.stock.get(s.warehouse_code) !== s.qty)) write.stock = stock;
    if (record.images) {
      const ids = record.images.map((name) => shop.images.get(name));
      if (!current || ids.length !== current.images.length || ids.some((imageId, i) => imageId !== current.images[i])) write.images = record.images;
    }

    // the search index holds names, descriptions, SKU, EAN, brand and category names: a change of
    // price, stock or pictures alone leaves it as it is
    write.searchable = !current || write.texts.length > 0 || !!write.categories || current.row.ean !== wanted.ean || current.row.brand_id !== wanted.brand_id;
    const changed = write.product || write.texts.length || write.values || write.categories || write.stock || write.images;
    if (!changed) counts.unchanged++;
    else {
      if (current) counts.updated++;
      else counts.created++;
      writes.push(write);
    }
  }
  return { products: writes, productCounts: counts, newImages: [...newImages].map(([name, source]) => ({ name, source })) };
}

/**
 * The smallest price of the last 30 days (spec §3 smallestIn30Days). Import keeps no price
 * history: a new product starts at what the shopper pays; when what the shopper pays changes,
 * the smallest of the known value and the new price is kept; otherwise it stays as it is.
 */
function lowestPrice(current: ExistingProduct | undefined, paid: number) {
  if (!current) return paid;
  const { regular_price, discount_price, lowest_price_30d } = current.row;
  const paidBefore = discount_price !== null && discount_price < regular_price ? discount_price : regular_price;
  return paidBefore === paid ? lowest_price_30d : Math.min(lowest_price_30d, paid);
}

function sameSet(a: readonly number[], b: readonly number[]) {
  if (a.length !== b.length) return false;
  const set = new Set(b);
  return a.every((x) => set.has(x));
}

/**
 * Whether the picture `name` (a safe relative name: no "." or ".." segments) is reached through a
 * symbolic link — the file itself or a folder on its way inside `dir`. Import reads only files
 * that are in the folder it was given: a link could hand it any file the command can read.
 */
function throughSymlink(dir: string, name: string) {
  return realpathSync(path.resolve(dir, name)) !== path.resolve(realpathSync(dir), name);
}

/**
 * New pictures go through sharp as the seed's do: turned upright, at most 1400 px, written under
 * IMAGE_DIR by the name the file gives. Before the transaction: a picture written for an import
 * whose transaction then fails is only an unused file.
 */
async function storeNewImages(images: { name: string; source: string }[], shop: Shop, options: ImportOptions) {
  let nextId = Math.max(0, ...shop.images.values()) + 1;
  const rows: { id: number; file: string; width: number; height: number }[] = [];
  const progress = images.length ? options.progress?.("storing images", images.length) : undefined;
  for (const image of images) {
    const target = path.join(options.imageDir, image.name);
    await mkdir(path.dirname(target), { recursive: true });
    const info = await sharp(image.source).rotate().resize(SOURCE_SIZE, SOURCE_SIZE, { fit: "inside", withoutEnlargement: true }).toFile(target);
    const id = nextId++;
    // resized variants are cached by image id (images.server.ts): none may be left from an older image
    await rm(path.join(options.imageDir, VARIANT_CACHE_DIR, String(id)), { recursive: true, force: true });
    rows.push({ id, file: image.name, width: info.width, height: info.height });
    shop.images.set(image.name, id);
    progress?.advance();
  }
  progress?.finish();
  return rows;
}

/**
 * Past this many changed products one rebuild of the whole index is quicker than refreshing
 * theirs (measured on 100,000 products: the narrowed statements cost several times more per row).
 */
const REFRESH_AT_MOST = 5_000;

/**
 * Which products' search rows to refresh: brand and category names are in every row of their
 * products, so a changed brand or category (or many products) rebuilds the whole index.
 */
function searchIndexScope(plan: Plan) {
  const ids = plan.products.filter((p) => p.searchable).map((p) => p.id);
  if (plan.brands.length > 0 || plan.categories.length > 0 || ids.length > REFRESH_AT_MOST) return undefined;
  return ids;
}

/** Chunks that keep `where … in (…)` under both dialects' parameter limits. */
const IN_CHUNK = 5_000;

async function writePlan(db: DB, plan: Plan, imageRows: { id: number; file: string; width: number; height: number }[], progress?: ImportOptions["progress"]) {
  await insertMany(db, "image", imageRows);
  const imageIds = new Map(imageRows.map((r) => [r.file, r.id]));
  const allImageIds = new Map([...(await db.selectFrom("image").select(["id", "file"]).execute()).map((r) => [r.file, r.id] as const), ...imageIds]);

  for (const brand of plan.brands) {
    if (brand.isNew)
      await db
        .insertInto("brand")
        .values(brand.row as never)
        .execute();
    else await db.updateTable("brand").set(brand.row).where("id", "=", brand.id).execute();
    await db.deleteFrom("brand_i18n").where("brand_id", "=", brand.id).execute();
    await insertMany(db, "brand_i18n", brand.descriptions);
  }
  for (const category of plan.categories) {
    if (category.isNew)
      await db
        .insertInto("category")
        .values(category.row as never)
        .execute();
    else await db.updateTable("category").set(category.row!).where("id", "=", category.id).execute();
    await db.deleteFrom("category_i18n").where("category_id", "=", category.id).execute();
    await insertMany(db, "category_i18n", category.texts);
  }

  const bar = progress?.("writing products", plan.products.length);
  const created = plan.products.filter((p) => p.isNew);
  const updated = plan.products.filter((p) => !p.isNew);
  // url keys are unique per language: two products swapping theirs would meet the index half
  // way, so every key that changes is first moved out of the way (a value no url key can have)
  for (const p of updated) {
    for (const lang of p.renamed) {
      await db
        .updateTable("product_i18n")
        .set({ url_key: `~${p.id}` })
        .where("product_id", "=", p.id)
        .where("lang", "=", lang)
        .execute();
    }
  }
  // updated products: the changed product rows one by one, their changed lists replaced whole
  for (let i = 0; i < updated.length; i += IN_CHUNK) {
    const chunk = updated.slice(i, i + IN_CHUNK);
    for (const p of chunk) {
      if (p.product) await db.updateTable("product").set(p.product).where("id", "=", p.id).execute();
      for (const text of p.texts) {
        // a language the product had no row in yet is inserted (planProducts gives it a title)
        if ("title" in text) {
          await db
            .insertInto("product_i18n")
            .values(text as never)
            .execute();
          continue;
        }
        const { product_id, lang, ...values } = text;
        await db
          .updateTable("product_i18n")
          .set(values)
          .where("product_id", "=", product_id as number)
          .where("lang", "=", lang as string)
          .execute();
      }
    }
    await replaceLists(db, chunk, allImageIds);
    bar?.advance(chunk.length);
  }
  for (let i = 0; i < created.length; i += IN_CHUNK) {
    const chunk = created.slice(i, i + IN_CHUNK);
    await insertMany(
      db,
      "product",
      chunk.map((p) => p.product!),
    );
    await insertMany(
      db,
      "product_i18n",
      chunk.flatMap((p) => p.texts),
    );
    await replaceLists(db, chunk, allImageIds);
    bar?.advance(chunk.length);
  }
  bar?.finish();
}

async function replaceLists(db: DB, products: ProductWrite[], imageIds: Map<string, number>) {
  const lists = [
    { table: "product_category", rows: (p: ProductWrite) => p.categories },
    { table: "product_attribute_value", rows: (p: ProductWrite) => p.values },
    { table: "product_stock", rows: (p: ProductWrite) => p.stock },
    {
      table: "product_image",
      rows: (p: ProductWrite) => p.images?.map((file, position) => ({ product_id: p.id, position, image_id: imageIds.get(file)! })),
    },
  ] as const;
  for (const list of lists) {
    const touched = products.filter((p) => list.rows(p) !== undefined);
    const stale = touched.filter((p) => !p.isNew).map((p) => p.id);
    if (stale.length) await db.deleteFrom(list.table).where("product_id", "in", stale).execute();
    await insertMany(
      db,
      list.table,
      touched.flatMap((p) => list.rows(p)!),
    );
  }
}

/** The problems as the command prints them, one a line: by file (as first met), then by row. */
export function describeProblems(problems: RowProblem[]) {
  const place = (p: RowProblem) => {
    const match = /^(.*?)(?:row |\w+\[)(\d+)\]?$/.exec(p.row);
    return { file: match ? match[1] : p.row, row: match ? Number(match[2]) : 0 };
  };
  const files = [...new Set(problems.map((p) => place(p).file))];
  return problems
    .map((p, index) => ({ p, index, ...place(p) }))
    .sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.row - b.row || a.index - b.index)
    .map(({ p }) => `${p.row}, column ${p.column}: ${p.reason}`);
}

export function describeCounts(label: string, counts: Counts, dryRun = false) {
  const [create, update] = dryRun ? ["to create", "to update"] : ["created", "updated"];
  return `${label}: ${counts.created} ${create}, ${counts.updated} ${update}, ${counts.unchanged} unchanged`;
}

export const progressOnStderr = (label: string, total: number) => createProgress(label, total);

/**
 * The frame of both commands: `body` checks its arguments, then opens the database (migrated);
 * the connection is closed and the process ends with body's exit code. A bad argument or an
 * unreadable file (CatalogueFileError, or parseArgs' own TypeError) is one line on stderr and
 * exit code 1, anything else a crash.
 */
export async function runCatalogueCommand(body: (openDb: () => Promise<DB>) => Promise<number>) {
  let code = 0;
  const openDb = async () => {
    const { db } = getConnection();
    await migrateToLatest(db);
    return db;
  };
  try {
    code = await body(openDb);
  } catch (error) {
    if (!(error instanceof CatalogueFileError) && !(error instanceof TypeError && "code" in error)) throw error;
    console.error(error.message);
    code = 1;
  } finally {
    await closeConnection();
  }
  process.exit(code);
}
