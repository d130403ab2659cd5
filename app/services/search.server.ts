import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import {
  codeVariants,
  correctable,
  fts5Query,
  looksLikeCode,
  matchCategories,
  normalizeSearchTerm,
  searchWords,
  tsQuery,
  type Vocabulary,
} from "~/lib/search-term";
import { isPostgres } from "~/db/dialect";
import type { Storefront } from "~/lib/storefront";
import { getBlocks } from "./content.server";
import { createBitset, hasBit } from "~/lib/bitset";
import { getListingIndex, type ListingIndex, searchNames } from "./listing-index.server";
import { getProductCards, type ProductCard } from "./product-card.server";

// Product search (spec §3 Search result, §4 Search, §7 searchProducts): the storefront's
// language, accent-insensitive, every word required (as a word or the start of one, so typing
// finds as it goes). Products whose own name holds the words come first, then those whose name
// with brand and attributes does, then those only the full-text index finds (SKU, EAN, brand,
// categories, description; migration 012); each by product position. A word of five letters or
// more that no name holds may be a slip of the keyboard (swapped, dropped, doubled or replaced
// letter): the name words one slip away are searched too, ranked below what the term found as
// typed. Nothing at all: the closest spelling the names know is offered ("did you mean").
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
  /** the products were found for this spelling of the term (slips corrected), or null */
  correctedTerm: string | null;
  /** nothing was found; the closest spelling the names know ("did you mean"), or null */
  suggestion: string | null;
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
  const ids =
    exact.length || !/\d/.test(term)
      ? exact.map((row) => row.id)
      : (
          await db
            .selectFrom("product")
            .select("id")
            .where(sql<string>`lower(sku)`, "=", term.toLowerCase())
            .execute()
        ).map((row) => row.id);
  if (ids.length === 0) return null;
  const row = await db
    .selectFrom("product as p")
    .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", storefront.iso))
    .select(["p.id", "i.url_key as urlKey"])
    .where("p.id", "in", ids)
    .where("p.type", "=", "simple")
    .where("p.archived_at", "is", null)
    .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId))
    .orderBy("p.id")
    .executeTakeFirst();
  return row ?? null;
}

/** Each word of the term with the spellings that count for it: [typed] or [typed, ...slips]. */
type Spellings = readonly (readonly string[])[];

const holdsAll = (text: string, spellings: Spellings) => text !== "" && spellings.every((group) => group.some((word) => text.includes(word)));

/** Each index slot's place in the product order (position), for sorting full-text hits. */
const ranks = new WeakMap<ListingIndex, Int32Array>();
function rankOf(index: ListingIndex) {
  let rank = ranks.get(index);
  if (!rank) {
    rank = new Int32Array(index.size);
    index.order.position.forEach((slot, k) => (rank![slot] = k));
    ranks.set(index, rank);
  }
  return rank;
}

/**
 * Ranked ids of the products that hold every word (in any of its spellings), at most
 * MAX_CANDIDATES + 1: first those whose own name holds them all, then those whose name with
 * brand and attributes does, then those found only by the full-text index (codes, categories,
 * descriptions); each tier by product position.
 *
 * Speed on 100,000 products: names are matched in memory against the listing index's folded
 * names (a few ms); the full-text index (migration 012) answers the rest, a miss in about a
 * millisecond, and is asked only while the names gave fewer than MAX_CANDIDATES.
 */
async function rankedProductIds(db: DB, storefront: Storefront, spellings: Spellings) {
  const index = await getListingIndex(db);
  const { names, titles, vocabulary } = await searchNames(db, index, storefront.iso);
  const brand = storefront.brandId === null ? null : (index.brands.get(storefront.brandId)?.set ?? createBitset(index.size));
  const sellable = (slot: number) => !brand || hasBit(brand, slot);
  const inTitle: number[] = [];
  const inName: number[] = [];
  // a word no name word holds is in no name: a miss skips the scan of every name
  const namesMayHold = spellings.every((group) => group.some((word) => vocabulary.holds(word)));
  for (const slot of namesMayHold ? index.order.position : []) {
    if (inTitle.length + inName.length > MAX_CANDIDATES) break;
    if (!sellable(slot) || !holdsAll(names[slot], spellings)) continue;
    (holdsAll(titles[slot], spellings) ? inTitle : inName).push(slot);
  }
  const slots = [...inTitle, ...inName];
  if (slots.length <= MAX_CANDIDATES) {
    const seen = new Set(slots);
    const rank = rankOf(index);
    const more = (await fullTextIds(db, storefront.iso, spellings, MAX_CANDIDATES + 1 + slots.length))
      .map((id) => index.positionOf.get(id))
      .filter((slot): slot is number => slot !== undefined && !seen.has(slot) && sellable(slot));
    more.sort((a, b) => rank[a] - rank[b]);
    slots.push(...new Set(more));
  }
  return slots.slice(0, MAX_CANDIDATES + 1).map((slot) => index.ids[slot]);
}

/** Product ids of the language whose full-text row holds every word as a prefix (unordered). */
export async function fullTextIds(db: DB, language: string, spellings: Spellings, limit: number): Promise<number[]> {
  if (isPostgres(db)) {
    const query = tsQuery(spellings);
    if (!query) return [];
    const { rows } = await sql<{
      product_id: number;
    }>`select product_id from product_search where lang = ${language} and document @@ to_tsquery('simple', ${query}) limit ${limit}`.execute(db);
    return rows.map((row) => row.product_id);
  }
  const query = fts5Query(language, spellings);
  if (!query) return [];
  const { rows } = await sql<{ product_id: number }>`select product_id from product_fts where product_fts match ${query} limit ${limit}`.execute(db);
  return rows.map((row) => row.product_id);
}

/**
 * The spellings to search with when a word may be a slip (spec-free shop rule: five letters or
 * more, no name word holds it): the word itself and the name words one slip away.
 */
function withSlips(words: readonly string[], vocabulary: Vocabulary): Spellings | null {
  const spellings = words.map((word) => (correctable(word) && !vocabulary.holds(word) ? [word, ...vocabulary.slipsOf(word)] : [word]));
  return spellings.some((group) => group.length > 1) ? spellings : null;
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
  const empty: SearchResult = {
    resultType: "search",
    term,
    products: [],
    categories: [],
    productCount: 0,
    countCapped: false,
    page: 1,
    pageCount: 0,
    correctedTerm: null,
    suggestion: null,
  };
  const words = searchWords(term);
  if (words.length === 0) return empty;

  // the exact code goes first, by index: a SKU or EAN is one product, not a text search
  const code = await findProductByCode(db, storefront, term);
  if (code) {
    const products = await getProductCards(db, storefront, [code.id]);
    if (products.length) return { ...empty, resultType: "skuOrEan", products, productCount: 1, pageCount: 1 };
  }

  const exact = words.map((word) => [word]);
  const [exactIds, { vocabulary }] = await Promise.all([
    rankedProductIds(db, storefront, exact),
    getListingIndex(db).then((index) => searchNames(db, index, storefront.iso)),
  ]);
  // a slip of the keyboard still finds the product, below what the term found as typed
  const slips = withSlips(words, vocabulary);
  const slipIds = slips && exactIds.length <= MAX_CANDIDATES ? await rankedProductIds(db, storefront, slips) : [];
  const ids = [...new Set([...exactIds, ...slipIds])];
  const correctedWords = slips && slipIds.length > 0 && exactIds.length === 0 ? slips.map((group) => group[1] ?? group[0]) : null;
  const categories = await matchingCategories(db, storefront, correctedWords ?? words, options.categoryLimit);
  // nothing at all: the closest name words, as a link ("did you mean")
  const closest = ids.length === 0 && categories.length === 0 ? words.map((word) => vocabulary.closest(word) ?? word) : null;
  const suggestion = closest && closest.some((word, k) => word !== words[k]) ? closest.join(" ") : null;
  const countCapped = ids.length > MAX_CANDIDATES;
  const productCount = Math.min(ids.length, MAX_CANDIDATES);
  const pageCount = Math.ceil(productCount / options.pageSize);
  const page = Math.min(Math.max(1, options.page ?? 1), Math.max(1, pageCount));
  const pageIds = ids.slice((page - 1) * options.pageSize, Math.min(page * options.pageSize, productCount));
  const products = await getProductCards(db, storefront, pageIds);
  return { ...empty, products, categories, productCount, countCapped, page, pageCount, correctedTerm: correctedWords?.join(" ") ?? null, suggestion };
}

/** Spec §9 block product_searches (id 11): popular terms shown when nothing was found. */
export async function getPopularSearches(db: DB, storefront: Storefront): Promise<string[]> {
  const blocks = await getBlocks(db, storefront.department, ["product_searches"]);
  return (blocks.product_searches?.terms ?? []).filter((term) => term.trim() !== "");
}
