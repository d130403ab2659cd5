import {
  brandColumns,
  type CatalogueVocabulary,
  categoryColumns,
  cellText,
  isUrlKey,
  parseQuantity,
  type ProductRecord,
  productColumns,
  readProductRow,
  repeatedColumns,
  type RowProblem,
  unknownColumns,
} from "./catalogue-file";
import type { CatalogueRows, CatalogueSection } from "./catalogue-sections";
import type { Progress } from "./progress";
import { fold, slugify } from "./text";

// Checking a catalogue import and planning its writes (README "Catalogue import and export"):
// every row against the shop as it is and against the file itself, then only what differs.
// Pure: the shop and its products come in as loaded (app/services/catalogue-shop.server.ts), and
// the plan goes out to be written in one transaction (app/services/catalogue-write.server.ts).
// Only `simple` products travel: service items and gift certificates are configuration of the
// shop, not merchandise, and a row naming their SKU is refused. Import never deletes.

type Row = Record<string, unknown>;

/** The shop as the file speaks of it: brands and categories by key, attribute values by label. */
export interface CatalogueShop {
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

/** A product as it is in the shop, to compare a row with. */
export interface ExistingProduct {
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
    tax_class: string;
    lowest_price_30d: number;
    position: number;
    archived_at: string | null;
    successor_id: number | null;
  };
  texts: Map<string, { name: string; description: string; url_key: string; search_name: string; search_text: string }>;
  categories: Map<number, number>; // category id -> position
  values: number[];
  stock: Map<string, number>;
  images: number[];
}

export interface ExistingProducts {
  bySku: Map<string, ExistingProduct>;
  /** lang\0url key -> the SKU using it */
  urlKeys: Map<string, string>;
  maxId: number;
}

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

export const emptyCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });

export interface ProductWrite {
  id: number;
  isNew: boolean;
  product?: Row; // the product row's columns to write (all of them when new)
  texts: Row[]; // product_i18n rows to write (insert when new, else replace)
  renamed: string[]; // languages whose url key changes
  /** the url keys that change, old and new: the old URL moves to the new one for good (a 301) */
  urlMoves: { lang: string; from: string; to: string }[];
  searchable?: boolean; // what the search index holds of it changes
  categories?: Row[];
  values?: Row[];
  stock?: Row[];
  images?: string[]; // file names; image ids resolved at write time
}

export interface BrandWrite {
  key: string;
  id: number;
  isNew: boolean;
  row: Row;
  descriptions: Row[];
}

export interface CategoryWrite {
  id: number;
  isNew: boolean;
  row?: Row;
  texts: Row[];
}

export interface ImportPlan {
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

export interface PlanOptions {
  /** the instant an import archives a product at (README "Archiving products") */
  now?: string;
  /**
   * Where a picture the shop does not have yet comes from: its source file, or why it cannot be
   * read (missing, reached through a symbolic link). The file system is the caller's.
   */
  locateImage: (name: string) => { source: string; problem?: undefined } | { problem: string };
  progress?: (label: string, total: number) => Progress;
}

/**
 * Checks every row and plans the writes; any problem and the plan writes nothing. New brands and
 * categories are added to `shop` as they are planned, so later rows (and products) may name them.
 */
export function planCatalogueImport(input: CatalogueRows, shop: CatalogueShop, existing: ExistingProducts, options: PlanOptions): ImportPlan {
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
function checkHeader(section: CatalogueSection, known: string[], required: string[], problems: RowProblem[]) {
  const row = section.headerName;
  for (const column of unknownColumns(section.header, known)) problems.push({ row, column, reason: "unknown column" });
  for (const column of new Set(repeatedColumns(section.header))) problems.push({ row, column, reason: "column appears twice" });
  // a section without rows writes nothing: an empty JSON list ("brands": []) has no columns to miss
  if (section.rows.length === 0) return;
  for (const column of required) if (!section.header.includes(column)) problems.push({ row, column, reason: "required column missing" });
}

function planBrands(section: CatalogueSection, shop: CatalogueShop, problems: RowProblem[], counts: Counts): BrandWrite[] {
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

function planCategories(section: CatalogueSection, shop: CatalogueShop, problems: RowProblem[], counts: Counts): CategoryWrite[] {
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

function planProducts(section: CatalogueSection, shop: CatalogueShop, existing: ExistingProducts, problems: RowProblem[], options: PlanOptions) {
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
  const now = options.now ?? new Date().toISOString();
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
      const located = options.locateImage(image);
      if (located.problem !== undefined) problems.push({ row, column: "images", reason: located.problem });
      else newImages.set(image, located.source);
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
    const write: ProductWrite = { id, isNew: !current, texts: [], renamed: [], urlMoves: [] };

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
      tax_class: record.taxClass ?? current?.row.tax_class ?? "standard",
      lowest_price_30d: lowestPrice(current, paid),
      // archived: kept when already archived (its date and successor stay); restored clears both
      archived_at: record.archived === true ? (current?.row.archived_at ?? now) : record.archived === false ? null : (current?.row.archived_at ?? null),
      successor_id: record.archived === false ? null : (current?.row.successor_id ?? null),
    };
    const productChanged = !current || (Object.keys(wanted) as (keyof typeof wanted)[]).some((column) => current.row[column] !== wanted[column]);
    if (productChanged) {
      write.product = current
        ? wanted
        : { id, sku: record.sku, type: "simple", ...wanted, rating: 0, rating_count: 0, position: 0, salable: 1, created_at: now };
    }

    // attribute values: as the file says, or as they are
    const valueIds = record.attributes
      ? [...new Set(record.attributes.map(([code, label]) => shop.attributeValues.get(code)!.get(label)!))]
      : (current?.values ?? []);
    if (!current || (record.attributes && !sameSet(valueIds, current.values))) write.values = valueIds.map((value_id) => ({ product_id: id, value_id }));

    for (const lang of languages) {
      const text = record.texts[lang];
      const was = current?.texts.get(lang);
      const description = text.description ?? was?.description ?? "";
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
        search_name: was && was.name === text.name && !write.values ? was.search_name : fold(`${text.name} ${attributeText}`),
        search_text: fold(description),
      };
      if (!was || (Object.keys(wantedText) as (keyof typeof wantedText)[]).some((column) => was[column] !== wantedText[column])) {
        write.texts.push({ product_id: id, lang, ...wantedText, ...(was ? {} : { title: null }) });
        if (was && was.url_key !== wantedText.url_key) {
          write.renamed.push(lang);
          write.urlMoves.push({ lang, from: was.url_key, to: wantedText.url_key });
        }
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
export function lowestPrice(current: { row: Pick<ExistingProduct["row"], "regular_price" | "discount_price" | "lowest_price_30d"> } | undefined, paid: number) {
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
 * Past this many changed products one rebuild of the whole index is quicker than refreshing
 * theirs (measured on 100,000 products: the narrowed statements cost several times more per row).
 */
const REFRESH_AT_MOST = 5_000;

/**
 * Which products' search rows to refresh: brand and category names are in every row of their
 * products, so a changed brand or category (or many products) rebuilds the whole index.
 */
export function searchIndexScope(plan: ImportPlan) {
  const ids = plan.products.filter((p) => p.searchable).map((p) => p.id);
  if (plan.brands.length > 0 || plan.categories.length > 0 || ids.length > REFRESH_AT_MOST) return undefined;
  return ids;
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
