import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { codeVariants, containsPattern, looksLikeCode, matchCategories, normalizeSearchTerm, searchWords } from "~/lib/search-term";
import type { Storefront } from "~/lib/storefront";
import { getBlocks } from "./content.server";
import { addBit, createBitset, hasBit } from "~/lib/bitset";
import { getListingIndex, searchNames } from "./listing-index.server";
import { getProductCards, type ProductCard } from "./product-card.server";

// Product search (spec §3 Search result, §4 Search, §7 searchProducts): the storefront's
// language, accent-insensitive over the folded columns product_i18n.search_name/search_text,
// every word required, name matches before description-only matches, then product position.
// An exact SKU (any case) or EAN is a result of its own kind, skuOrEan.

/**
 * At most this many ranked ids are taken from one search: a shopper pages through 48 at a
 * time and never reaches the 21st page, and the ids stay a small array however common the
 * word. The count above it is reported as "more than".
 */
export const MAX_CANDIDATES = 1000;

export interface CategoryHit {
  id: number;
  name: string;
  urlKey: string;
  storeUrl: string;
}

export interface SearchResult {
  resultType: "search" | "skuOrEan";
  term: string;
  products: ProductCard[];
  categories: CategoryHit[];
  /** matching products, at most MAX_CANDIDATES */
  productCount: number;
  /** true when more products match than productCount says */
  countCapped: boolean;
  /** the page shown (a page past the last shows the last) and the number of pages */
  page: number;
  pageCount: number;
}

export interface SearchOptions {
  /** 1-based page of products */
  page?: number;
  pageSize: number;
  categoryLimit: number;
}

/**
 * The product a code names: exact SKU (case-insensitive) or EAN, sellable on this storefront
 * in its language. The SKU's unique index and the EAN index answer the usual spellings; a
 * case-insensitive pass over the SKU index (a covering scan, ~30 ms at 100,000 products) runs
 * only when those miss and the term has a digit, as every code of the catalogue has.
 */
export async function findProductByCode(db: DB, storefront: Storefront, rawTerm: string) {
  const term = normalizeSearchTerm(rawTerm);
  if (!looksLikeCode(term)) return null;
  // the product table first, by its indexes; joined to product_i18n the planner would walk
  // the whole language instead
  const exact = await db
    .selectFrom("product")
    .select("id")
    .where((eb) => eb.or([eb("sku", "in", codeVariants(term)), eb("ean", "=", term)]))
    .execute();
  const ids = exact.length || !/\d/.test(term)
    ? exact.map((row) => row.id)
    : (await db.selectFrom("product").select("id").where(sql<string>`lower(sku)`, "=", term.toLowerCase()).execute()).map((row) => row.id);
  if (ids.length === 0) return null;
  const row = await db
    .selectFrom("product as p")
    .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", storefront.iso))
    .select(["p.id", "i.url_key as urlKey"])
    .where("p.id", "in", ids)
    .where("p.type", "=", "simple")
    .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId))
    .orderBy("p.id")
    .executeTakeFirst();
  return row ?? null;
}

const like = (column: "i.search_name" | "i.search_text", pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/**
 * Ranked ids of the products whose folded name or description holds every word: name
 * matches first, then description-only matches, each by product position.
 *
 * Speed on 100,000 products: name matches come from the folded names the listing index holds
 * in memory (a few ms). The description needs the rows: that scan runs in SQL only when the
 * names gave fewer than MAX_CANDIDATES, and stops once it has enough (a rare word still
 * reads the language once: a full-text index is the next step).
 */
async function rankedProductIds(db: DB, storefront: Storefront, words: string[]) {
  const patterns = words.map(containsPattern);
  const base = () =>
    db
      .selectFrom("product_i18n as i")
      .innerJoin("product as p", "p.id", "i.product_id")
      .where("p.type", "=", "simple")
      .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId));

  const ids = await idsByName(db, storefront, words);
  if (ids.length > MAX_CANDIDATES) return ids;

  const byText = await base()
    .select([
      "p.id",
      "p.position",
      // a name can also hold a word through its attributes (search_name has them): still a name match
      (eb) => eb.case().when(eb.and(patterns.map((pattern) => like("i.search_name", pattern)))).then(0).else(1).end().as("rank"),
    ])
    // `lang || ''` keeps SQLite off the (lang, url_key) index: every row is read anyway, and
    // reading them in table order is a third faster than hopping through the index
    .where(sql<string>`i.lang || ''`, "=", storefront.iso)
    .where((eb) => eb.and(patterns.map((pattern) => eb.or([like("i.search_name", pattern), like("i.search_text", pattern)]))))
    .limit(MAX_CANDIDATES + 1 + ids.length)
    .execute();
  const seen = new Set(ids);
  const rest = byText.filter((row) => !seen.has(row.id));
  rest.sort((a, b) => Number(a.rank) - Number(b.rank) || a.position - b.position || a.id - b.id);
  return [...ids, ...rest.map((row) => row.id)].slice(0, MAX_CANDIDATES + 1);
}

/**
 * Ids of the products whose folded name holds every word, by product position (at most
 * MAX_CANDIDATES + 1), matched in memory against the listing index's names of the language.
 */
async function idsByName(db: DB, storefront: Storefront, words: string[]) {
  const index = await getListingIndex(db);
  const names = await searchNames(db, index, storefront.iso);
  const brand = storefront.brandId === null ? null : (index.brands.get(storefront.brandId)?.set ?? createBitset(index.size));
  const matches = createBitset(index.size);
  for (let i = 0; i < index.size; i++) {
    const name = names[i];
    if (name && words.every((word) => name.includes(word)) && (!brand || hasBit(brand, i))) addBit(matches, i);
  }
  const ids: number[] = [];
  for (const i of index.order.position) {
    if (!hasBit(matches, i)) continue;
    ids.push(index.ids[i]);
    if (ids.length > MAX_CANDIDATES) break;
  }
  return ids;
}

/** The categories of the language (about 40) whose name holds every word, folded in JS. */
async function matchingCategories(db: DB, storefront: Storefront, words: string[], limit: number): Promise<CategoryHit[]> {
  const rows = await db
    .selectFrom("category_i18n as i")
    .innerJoin("category as c", "c.id", "i.category_id")
    .select(["c.id", "c.level", "c.position", "i.name", "i.url_key as urlKey", "i.store_url as storeUrl"])
    .where("i.lang", "=", storefront.iso)
    // a one-brand storefront shows only categories holding its brand (spec §2 one-brand)
    .$if(storefront.brandId !== null, (q) =>
      q.where("c.id", "in", (eb) =>
        eb
          .selectFrom("product_category as pc")
          .innerJoin("product as p", "p.id", "pc.product_id")
          .select("pc.category_id")
          .where("p.brand_id", "=", storefront.brandId),
      ),
    )
    .execute();
  return matchCategories(rows, words)
    .slice(0, limit)
    .map(({ id, name, urlKey, storeUrl }) => ({ id, name, urlKey, storeUrl }));
}

/** Spec §4 Search: products and categories for a term; an empty term has no results. */
export async function searchCatalogue(db: DB, storefront: Storefront, rawTerm: string, options: SearchOptions): Promise<SearchResult> {
  const term = normalizeSearchTerm(rawTerm);
  const empty: SearchResult = { resultType: "search", term, products: [], categories: [], productCount: 0, countCapped: false, page: 1, pageCount: 0 };
  const words = searchWords(term);
  if (words.length === 0) return empty;

  // the exact code goes first, by index: a SKU or EAN is one product, not a text search
  const code = await findProductByCode(db, storefront, term);
  if (code) {
    const products = await getProductCards(db, storefront, [code.id]);
    if (products.length) return { ...empty, resultType: "skuOrEan", products, productCount: 1, pageCount: 1 };
  }

  const [ids, categories] = await Promise.all([
    rankedProductIds(db, storefront, words),
    matchingCategories(db, storefront, words, options.categoryLimit),
  ]);
  const countCapped = ids.length > MAX_CANDIDATES;
  const productCount = Math.min(ids.length, MAX_CANDIDATES);
  const pageCount = Math.ceil(productCount / options.pageSize);
  const page = Math.min(Math.max(1, options.page ?? 1), Math.max(1, pageCount));
  const pageIds = ids.slice((page - 1) * options.pageSize, Math.min(page * options.pageSize, productCount));
  const products = await getProductCards(db, storefront, pageIds);
  return { ...empty, products, categories, productCount, countCapped, page, pageCount };
}

/** Spec §9 block product_searches (id 11): popular terms shown when nothing was found. */
export async function getPopularSearches(db: DB, storefront: Storefront): Promise<string[]> {
  const blocks = await getBlocks(db, storefront.department, ["product_searches"]);
  const terms = (blocks.product_searches as { terms?: unknown } | undefined)?.terms;
  return Array.isArray(terms) ? terms.filter((term): term is string => typeof term === "string" && term.trim() !== "") : [];
}
