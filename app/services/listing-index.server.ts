import type { DB } from "~/db/db.server";
import { Vocabulary } from "~/lib/search-term";
import { fold } from "~/lib/text";
import { addBit, type Bitset, createBitset } from "~/lib/bitset";
import { nextSpecialPriceChange, specialPriceActive } from "~/lib/special-price";
import { parseBlock } from "~/lib/content-blocks";
import { nextSaleMessageChange } from "~/lib/sale-message";
import { getLogger } from "~/logger.server";
import { getMetrics } from "~/metrics.server";
import { lastChangedHere, raiseCatalogueVersionFrom, readCatalogueVersion } from "./catalogue-version.server";

// The listing index: what category, brand and filter pages need to know of every product
// (category and brand membership, attribute values, payable price, sort keys), held in process
// memory as bitsets and sorted arrays. Facet counts, price ranges and sorted pages of a
// 30,000-product category then cost microseconds instead of SQL scans on every page view
// (DESIGN.md: facet counts p95 at most 50 ms; category pages at least 50% of a trivial route).
//
// DESIGN.md "Scale": no correctness may depend on process memory; in-process caches are
// bounded and invalidated. The index is bounded by the catalogue (about 5 MB per 100,000
// products) and remembers the catalogue version it was built from (table catalogue_state,
// raised by every catalogue write). At most every VERSION_CHECK_MS a request compares that
// version with the database's; when it moved, a new index is built in the background while
// the old one keeps serving. It is only a view for choosing and ordering products: the cards,
// prices shown and stock always come from SQL.

export const VERSION_CHECK_MS = 5_000;
/**
 * How often the version is checked in the VERSION_CHECK_MS after this process wrote to the
 * catalogue or content itself (its transaction may not have committed at the first check).
 */
const CHECK_AFTER_OWN_WRITE_MS = 100;

export interface IndexedAttribute {
  id: number;
  code: string;
  position: number;
  /** value ids in display order */
  values: number[];
  names: Record<string, string>;
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  level: number;
  /** ancestors and self, root first */
  lineage: number[];
  /** per language: name, url key and store url */
  names: Record<string, { name: string; urlKey: string; storeUrl: string }>;
}

export interface CategoryTree {
  byId: Map<number, IndexedCategory>;
  /** children ids in display order; roots under null */
  children: Map<number | null, number[]>;
  /** `${lang}\0${storeUrl or urlKey}` -> category id (spec §2: a category by urlKey or storeUrl) */
  bySlug: Map<string, number>;
}

export interface ListingIndex {
  /** the category tree with its names: navigation, trails and slugs without a query */
  categoryTree: CategoryTree;
  size: number;
  /** product id of each position */
  ids: Int32Array;
  positionOf: Map<number, number>;
  /** what the shopper pays, euro cents */
  price: Int32Array;
  /** when a dated special price (migration 017) or a dated sale message next starts or stops holding (ms); null: never */
  nextPriceChange: number | null;
  all: Bitset;
  categories: Map<number, { set: Bitset; ordered: Int32Array }>;
  brands: Map<number, { set: Bitset; ordered: Int32Array }>;
  values: Map<number, Bitset>;
  valueLabels: Map<number, Record<string, string>>;
  attributes: IndexedAttribute[];
  /** positions ordered by a sort key */
  order: { position: Int32Array; priceAsc: Int32Array; priceDesc: Int32Array; newest: Int32Array };
  /** positions ordered by name, per language, built on first use */
  nameOrder: Map<string, Promise<Int32Array>>;
  /** folded product names by position, per language, loaded on first search */
  searchNames: Map<string, Promise<SearchNames>>;
  /** results computed from this index (facets of popular listings), dropped with it */
  results: Map<string, unknown>;
  version: number;
}

const MAX_CACHED_RESULTS = 256;

/**
 * A value computed from the index alone, remembered for the index's lifetime: the same
 * category with the same selection gives the same facets until the catalogue changes.
 * Bounded; the oldest entry leaves first.
 */
export function memoOnIndex<T>(index: ListingIndex, key: string, compute: () => T): T {
  if (index.results.has(key)) {
    const value = index.results.get(key) as T;
    // refresh its place: a Map iterates in insertion order
    index.results.delete(key);
    index.results.set(key, value);
    return value;
  }
  const value = compute();
  index.results.set(key, value);
  if (index.results.size > MAX_CACHED_RESULTS) index.results.delete(index.results.keys().next().value as string);
  return value;
}

/**
 * memoOnIndex for a value read asynchronously (content, redirects, a sitemap): the promise is
 * shared by concurrent callers, and a failure is not remembered, so the next call reads again.
 */
export function memoAsyncOnIndex<T>(index: ListingIndex, key: string, compute: () => Promise<T>): Promise<T> {
  return memoOnIndex(index, key, compute).catch((error) => {
    index.results.delete(key);
    throw error;
  });
}

interface Holder {
  current?: ListingIndex;
  loading?: Promise<ListingIndex>;
  checkedAt: number;
  checking?: Promise<void>;
}
const holders = new WeakMap<DB, Holder>();

/**
 * A dated special price starting or ending changes what shoppers pay as a catalogue write does:
 * the first instance to notice raises the catalogue version (once: only from the version its
 * index was built on), and every index, page cache and sitemap then follows as after an import.
 */
async function raiseVersionWhenPricesChanged(db: DB, index: ListingIndex) {
  if (index.nextPriceChange === null || Date.now() < index.nextPriceChange) return;
  await raiseCatalogueVersionFrom(db, index.version);
}

function rebuild(db: DB, holder: Holder) {
  const started = performance.now();
  holder.loading ??= buildListingIndex(db).then(
    (index) => {
      const metrics = getMetrics();
      metrics.listingIndexBuild.observe((performance.now() - started) / 1000);
      metrics.listingIndexProducts.set(index.size);
      metrics.listingIndexVersion.set(index.version);
      holder.current = index;
      holder.loading = undefined;
      return index;
    },
    (error) => {
      holder.loading = undefined;
      throw error;
    },
  );
  return holder.loading;
}

/** The index of this database: built on first use, rebuilt when the catalogue version moves. */
export async function getListingIndex(db: DB): Promise<ListingIndex> {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = { checkedAt: Date.now() }));
  const { current } = holder;
  if (!current) return rebuild(db, holder);
  const now = Date.now();
  const sinceCheck = now - holder.checkedAt;
  const due = sinceCheck > VERSION_CHECK_MS || (now - lastChangedHere() < VERSION_CHECK_MS && sinceCheck > CHECK_AFTER_OWN_WRITE_MS);
  if (due && !holder.checking && !holder.loading) {
    const h = holder;
    h.checkedAt = now;
    h.checking = raiseVersionWhenPricesChanged(db, current)
      .then(() => readCatalogueVersion(db))
      .then((version) => {
        if (version !== current.version) rebuild(db, h).catch((error) => getLogger().error({ err: error }, "listing index: rebuilding it failed"));
      })
      // the index keeps serving; the next check tries again
      .catch((error) => getLogger().warn({ err: error }, "listing index: checking the catalogue version failed"))
      .finally(() => (h.checking = undefined));
  }
  // the current index keeps serving while a newer one is built
  return current;
}

/**
 * The version of the index now serving (null before its first build), for what is cached from
 * it (the full-page cache); starts a version check when one is due, as getListingIndex does.
 */
export function servingVersion(db: DB): number | null {
  const current = holders.get(db)?.current;
  if (!current) return null;
  // not awaited: a check that fails (its own error, not only the database's) must not end the
  // process as an unhandled rejection; the page is answered from the index it has
  getListingIndex(db).catch((error) => getLogger().error({ err: error }, "listing index: version check failed"));
  return current.version;
}

function orderedPositions(members: number[], key: (position: number) => number) {
  return Int32Array.from(members.sort((a, b) => key(a) - key(b) || a - b));
}

export async function buildListingIndex(db: DB): Promise<ListingIndex> {
  // read the version first: a write landing during the build makes the next check rebuild
  const version = await readCatalogueVersion(db);
  const [products, links, productValues, attributes, attributeNames, values, valueLabels] = await Promise.all([
    db
      .selectFrom("product")
      .select(["id", "brand_id", "regular_price", "discount_price", "discount_from", "discount_to", "position", "created_at"])
      .where("type", "=", "simple")
      // archived products leave every listing, facet count and the JSON API's lists
      .where("archived_at", "is", null)
      .orderBy("id")
      .execute(),
    db.selectFrom("product_category").select(["category_id", "product_id", "position"]).execute(),
    db.selectFrom("product_attribute_value").select(["product_id", "value_id"]).execute(),
    db.selectFrom("attribute").select(["id", "code", "position"]).orderBy("position").execute(),
    db.selectFrom("attribute_i18n").select(["attribute_id", "lang", "name"]).execute(),
    db.selectFrom("attribute_value").select(["id", "attribute_id", "position"]).orderBy("position").orderBy("id").execute(),
    db.selectFrom("attribute_value_i18n").select(["value_id", "lang", "label"]).execute(),
  ]);
  const categoryTree = await buildCategoryTree(db);

  const size = products.length;
  const ids = new Int32Array(size);
  const price = new Int32Array(size);
  const productPosition = new Int32Array(size);
  const created: string[] = new Array(size);
  const positionOf = new Map<number, number>();
  const all = createBitset(size);
  const brandMembers = new Map<number, number[]>();
  const now = Date.now();
  let nextPriceChange: number | null = null;
  products.forEach((row, i) => {
    ids[i] = row.id;
    positionOf.set(row.id, i);
    if (row.discount_price !== null && (row.discount_from !== null || row.discount_to !== null)) {
      const next = nextSpecialPriceChange(row.discount_from, row.discount_to, now);
      if (next !== null && (nextPriceChange === null || next < nextPriceChange)) nextPriceChange = next;
    }
    const discounted = row.discount_price !== null && row.discount_price < row.regular_price && specialPriceActive(row.discount_from, row.discount_to, now);
    price[i] = discounted ? (row.discount_price as number) : row.regular_price;
    productPosition[i] = row.position;
    created[i] = row.created_at;
    addBit(all, i);
    if (row.brand_id !== null) {
      const list = brandMembers.get(row.brand_id) ?? [];
      list.push(i);
      brandMembers.set(row.brand_id, list);
    }
  });

  // a sale message running between days (lib/sale-message.ts) shows or hides on the home page as a dated price changes
  for (const row of await db.selectFrom("content_block").select("content").where("code", "=", "sale_message").where("enabled", "=", 1).execute()) {
    const block = parseBlock("sale_message", row.content);
    const next = block ? nextSaleMessageChange(block, now) : null;
    if (next !== null && (nextPriceChange === null || next < nextPriceChange)) nextPriceChange = next;
  }

  const categoryMembers = new Map<number, { members: number[]; position: Map<number, number> }>();
  for (const link of links) {
    const i = positionOf.get(link.product_id);
    if (i === undefined) continue;
    let entry = categoryMembers.get(link.category_id);
    if (!entry) categoryMembers.set(link.category_id, (entry = { members: [], position: new Map() }));
    entry.members.push(i);
    entry.position.set(i, link.position);
  }
  const categories = new Map<number, { set: Bitset; ordered: Int32Array }>();
  for (const [categoryId, { members, position }] of categoryMembers) {
    const set = createBitset(size);
    for (const i of members) addBit(set, i);
    categories.set(categoryId, { set, ordered: orderedPositions(members, (i) => position.get(i) ?? 0) });
  }
  const brands = new Map<number, { set: Bitset; ordered: Int32Array }>();
  for (const [brandId, members] of brandMembers) {
    const set = createBitset(size);
    for (const i of members) addBit(set, i);
    brands.set(brandId, { set, ordered: orderedPositions(members, (i) => productPosition[i]) });
  }

  const valueSets = new Map<number, Bitset>();
  for (const row of productValues) {
    const i = positionOf.get(row.product_id);
    if (i === undefined) continue;
    let set = valueSets.get(row.value_id);
    if (!set) valueSets.set(row.value_id, (set = createBitset(size)));
    addBit(set, i);
  }

  const names = new Map<number, Record<string, string>>();
  for (const row of attributeNames) names.set(row.attribute_id, { ...names.get(row.attribute_id), [row.lang]: row.name });
  const labels = new Map<number, Record<string, string>>();
  for (const row of valueLabels) labels.set(row.value_id, { ...labels.get(row.value_id), [row.lang]: row.label });
  const indexedAttributes: IndexedAttribute[] = attributes.map((a) => ({
    id: a.id,
    code: a.code,
    position: a.position,
    values: values.filter((v) => v.attribute_id === a.id).map((v) => v.id),
    names: names.get(a.id) ?? {},
  }));

  const every = Array.from({ length: size }, (_, i) => i);
  const byNewest = [...every].sort((a, b) => (created[a] < created[b] ? 1 : created[a] > created[b] ? -1 : a - b));
  return {
    categoryTree,
    size,
    ids,
    positionOf,
    price,
    nextPriceChange,
    all,
    categories,
    brands,
    values: valueSets,
    valueLabels: labels,
    attributes: indexedAttributes,
    order: {
      position: orderedPositions([...every], (i) => productPosition[i]),
      priceAsc: orderedPositions([...every], (i) => price[i] * 16_384 + Math.min(productPosition[i], 16_383)),
      priceDesc: orderedPositions([...every], (i) => -price[i] * 16_384 + Math.min(productPosition[i], 16_383)),
      newest: Int32Array.from(byNewest),
    },
    nameOrder: new Map(),
    searchNames: new Map(),
    results: new Map(),
    version,
  };
}

async function buildCategoryTree(db: DB): Promise<CategoryTree> {
  const [rows, names] = await Promise.all([
    db.selectFrom("category").select(["id", "parent_id", "level", "position", "path"]).orderBy("level").orderBy("position").orderBy("id").execute(),
    db.selectFrom("category_i18n").select(["category_id", "lang", "name", "url_key", "store_url"]).execute(),
  ]);
  const byId = new Map<number, IndexedCategory>();
  const children = new Map<number | null, number[]>();
  for (const row of rows) {
    byId.set(row.id, { id: row.id, parentId: row.parent_id, level: row.level, lineage: row.path.split("/").filter(Boolean).map(Number), names: {} });
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row.id);
    children.set(row.parent_id, siblings);
  }
  const bySlug = new Map<string, number>();
  for (const row of names) {
    const category = byId.get(row.category_id);
    if (!category) continue;
    category.names[row.lang] = { name: row.name, urlKey: row.url_key, storeUrl: row.store_url };
    bySlug.set(`${row.lang}\0${row.store_url}`, row.category_id);
  }
  for (const row of names) {
    const key = `${row.lang}\0${row.url_key}`;
    if (!bySlug.has(key)) bySlug.set(key, row.category_id);
  }
  return { byId, children, bySlug };
}

export interface SearchNames {
  /** product_i18n.search_name by index position: the name with brand and attributes, folded */
  names: string[];
  /** the product's own name by index position, folded: a match here ranks first */
  titles: string[];
  /** the words of the names and of the language's category names, for slips and "did you mean" */
  vocabulary: Vocabulary;
}

/**
 * The folded names of one language by index position: search matches words against them in
 * memory (a few ms for 100,000 names) instead of scanning rows.
 */
export function searchNames(db: DB, index: ListingIndex, language: string): Promise<SearchNames> {
  let names = index.searchNames.get(language);
  if (!names) {
    names = db
      .selectFrom("product_i18n")
      .select(["product_id", "name", "search_name"])
      .where("lang", "=", language)
      .execute()
      .then((rows) => {
        const byPosition: string[] = new Array(index.size).fill("");
        const titles: string[] = new Array(index.size).fill("");
        for (const row of rows) {
          const i = index.positionOf.get(row.product_id);
          if (i === undefined) continue;
          byPosition[i] = row.search_name;
          titles[i] = fold(row.name);
        }
        const categoryNames = [...index.categoryTree.byId.values()].flatMap((category) =>
          category.names[language] ? [fold(category.names[language].name)] : [],
        );
        return { names: byPosition, titles, vocabulary: new Vocabulary([...byPosition, ...categoryNames]) };
      });
    index.searchNames.set(language, names);
    names.catch(() => index.searchNames.delete(language));
  }
  return names;
}

/** Positions ordered by product name in one language (locale-aware), loaded on first use. */
export function nameOrder(db: DB, index: ListingIndex, language: string): Promise<Int32Array> {
  let order = index.nameOrder.get(language);
  if (!order) {
    order = db
      .selectFrom("product_i18n")
      .select(["product_id", "name"])
      .where("lang", "=", language)
      .execute()
      .then((rows) => {
        const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
        const named = rows.flatMap((row) => {
          const i = index.positionOf.get(row.product_id);
          return i === undefined ? [] : [{ i, name: row.name }];
        });
        named.sort((a, b) => collator.compare(a.name, b.name) || a.i - b.i);
        return Int32Array.from(named, (entry) => entry.i);
      });
    index.nameOrder.set(language, order);
    order.catch(() => index.nameOrder.delete(language));
  }
  return order;
}
