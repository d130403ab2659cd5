import type { DB } from "~/db/db.server";
import { type Bitset, count, countIntersection, createBitset, addBit, forEachBit, hasBit, intersect, union } from "~/lib/bitset";
import {
  type FilterSelection,
  type ListingState,
  normalizePriceSelection,
  PAGE_SIZE,
  type PriceRange,
  type PriceSelection,
  priceRangeOf,
  priceSelectionFits,
  type SortOption,
} from "~/lib/listing-query";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex, type ListingIndex, memoOnIndex, nameOrder } from "./listing-index.server";
import { type CardSummary, getProductCards, type ProductCard, toCardSummary } from "./product-card.server";

// Listings (category pages, brand pages, the filter API): which products a scope holds, its
// facets with counts (spec §3 Category filters), its price range, and one sorted page.

/** What a listing shows: products in all of the non-empty lists (spec §3 active category). */
export interface ListingScope {
  categoryIds?: number[];
  manufacturerIds?: number[];
  productIds?: number[];
}

export interface FilterValue {
  id: number;
  value: string;
  productCount: number;
  selected: boolean;
}

export interface Filter {
  attributeCode: string;
  name: string;
  values: FilterValue[];
}

export interface Facets {
  filters: Filter[];
  /** the selection as kept (unknown ids dropped), spec §3 selectedFiltersValues */
  selected: FilterSelection;
  /** the price selection as kept after the rules of spec §4, in storefront currency units */
  price: PriceSelection | null;
  /** the prices of the products matching every other filter, storefront currency units */
  priceRange: PriceRange;
  productCount: number;
}

/** The bitset of a scope in this storefront (a one-brand storefront sells only its brand). */
function scopeSet(index: ListingIndex, storefront: Storefront, scope: ListingScope): Bitset {
  const parts: Bitset[] = [index.all];
  const empty = createBitset(index.size);
  if (scope.categoryIds?.length)
    parts.push(
      union(
        index.size,
        scope.categoryIds.map((id) => index.categories.get(id)?.set ?? empty),
      ),
    );
  if (scope.manufacturerIds?.length)
    parts.push(
      union(
        index.size,
        scope.manufacturerIds.map((id) => index.brands.get(id)?.set ?? empty),
      ),
    );
  if (scope.productIds?.length) {
    const set = createBitset(index.size);
    for (const id of scope.productIds) {
      const i = index.positionOf.get(id);
      if (i !== undefined) addBit(set, i);
    }
    parts.push(set);
  }
  if (storefront.brandId !== null) parts.push(index.brands.get(storefront.brandId)?.set ?? empty);
  return intersect(parts[0], ...parts.slice(1));
}

/** Prices as the shopper reads them: euro cents in the storefront currency, as a decimal amount. */
function shownPrice(cents: number, rate: number) {
  return Math.round(cents * rate) / 100;
}

function priceBounds(index: ListingIndex, set: Bitset, rate: number): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  forEachBit(set, (i) => {
    const p = index.price[i];
    if (p < min) min = p;
    if (p > max) max = p;
  });
  return min === Infinity ? null : { min: shownPrice(min, rate), max: shownPrice(max, rate) };
}

function priceSet(index: ListingIndex, within: Bitset, price: PriceSelection, rate: number): Bitset {
  const set = createBitset(index.size);
  forEachBit(within, (i) => {
    const shown = shownPrice(index.price[i], rate);
    if ((price.low === 0 || shown >= price.low) && (price.high === 0 || shown <= price.high)) addBit(set, i);
  });
  return set;
}

export interface ListingResult extends Facets {
  /** the matching products, as positions in the index */
  matches: Bitset;
  /** the filter values that exist in the scope: what a query may select (spec §4) */
  known: Map<string, Set<number>>;
}

/**
 * Facets of a scope under a selection. Counts are disjunctive: a value's count is what the
 * listing would hold with that value added to its own attribute's selection, so ticking more
 * values of one attribute widens the list while other attributes narrow it.
 */
export async function computeListing(
  db: DB,
  storefront: Storefront,
  scope: ListingScope,
  selection: (known: Map<string, Set<number>>) => { filters: FilterSelection; price: PriceSelection | null },
  language = storefront.iso,
): Promise<ListingResult> {
  const index = await getListingIndex(db);
  const scopeKey = JSON.stringify([storefront.brandId, scope.categoryIds ?? [], scope.manufacturerIds ?? [], scope.productIds ?? []]);
  const { base, known, present } = memoOnIndex(index, `scope:${scopeKey}`, () => scopeValues(index, storefront, scope));
  const wanted = selection(known);
  const filterKey = Object.keys(wanted.filters)
    .sort()
    .map((code) => [code, [...wanted.filters[code]].sort((a, b) => a - b)]);
  const key = JSON.stringify([scopeKey, language, storefront.currencyRate, filterKey, wanted.price]);
  return memoOnIndex(index, `listing:${key}`, () => facetsOf(index, storefront, base, known, present, wanted, language));
}

/** A scope's products, and the filter values they carry (spec §4: what a query may select). */
function scopeValues(index: ListingIndex, storefront: Storefront, scope: ListingScope) {
  const base = scopeSet(index, storefront, scope);
  const known = new Map<string, Set<number>>();
  const present = new Map<number, number>();
  for (const attribute of index.attributes) {
    for (const valueId of attribute.values) {
      const set = index.values.get(valueId);
      const n = set ? countIntersection(base, set) : 0;
      if (n === 0) continue;
      present.set(valueId, n);
      if (!known.has(attribute.code)) known.set(attribute.code, new Set());
      known.get(attribute.code)?.add(valueId);
    }
  }
  return { base, known, present };
}

function facetsOf(
  index: ListingIndex,
  storefront: Storefront,
  base: Bitset,
  known: Map<string, Set<number>>,
  present: Map<number, number>,
  wanted: { filters: FilterSelection; price: PriceSelection | null },
  language: string,
): ListingResult {
  const empty = createBitset(index.size);
  const attributeMasks = new Map<string, Bitset>();
  for (const [code, valueIds] of Object.entries(wanted.filters)) {
    const kept = valueIds.filter((id) => known.get(code)?.has(id));
    if (kept.length)
      attributeMasks.set(
        code,
        union(
          index.size,
          kept.map((id) => index.values.get(id) ?? empty),
        ),
      );
  }
  const selected: FilterSelection = {};
  for (const code of attributeMasks.keys()) selected[code] = wanted.filters[code].filter((id) => known.get(code)?.has(id)).sort((a, b) => a - b);

  const byAttributes = intersect(base, ...attributeMasks.values());
  const priceRange = priceRangeOf(priceBounds(index, byAttributes, storefront.currencyRate));
  let price = normalizePriceSelection(wanted.price, priceRange);
  if (price && !priceSelectionFits(price, priceRange)) price = null;
  const priceMask = price ? priceSet(index, base, price, storefront.currencyRate) : null;
  const matches = priceMask ? intersect(byAttributes, priceMask) : byAttributes;

  const filters: Filter[] = [];
  for (const attribute of index.attributes) {
    const valueIds = attribute.values.filter((id) => present.has(id));
    if (valueIds.length === 0) continue;
    let others = matches;
    if (attributeMasks.has(attribute.code)) {
      const rest = [...attributeMasks].filter(([code]) => code !== attribute.code).map(([, mask]) => mask);
      others = intersect(base, ...rest, ...(priceMask ? [priceMask] : []));
    }
    filters.push({
      attributeCode: attribute.code,
      name: attribute.names[language] ?? attribute.names.en ?? attribute.code,
      values: valueIds.map((id) => ({
        id,
        value: index.valueLabels.get(id)?.[language] ?? index.valueLabels.get(id)?.en ?? String(id),
        productCount: countIntersection(others, index.values.get(id) ?? empty),
        selected: selected[attribute.code]?.includes(id) ?? false,
      })),
    });
  }

  return { filters, selected, price, priceRange, productCount: count(matches), matches, known };
}

async function sortedPositions(db: DB, index: ListingIndex, scope: ListingScope, sort: SortOption, language: string) {
  switch (sort) {
    case "price_asc":
      return index.order.priceAsc;
    case "price_desc":
      return index.order.priceDesc;
    case "new_desc":
      return index.order.newest;
    case "name_asc":
      return nameOrder(db, index, language);
    default: {
      // a single category (or brand) keeps its own merchandising order
      if (scope.categoryIds?.length === 1) return index.categories.get(scope.categoryIds[0])?.ordered ?? index.order.position;
      if (!scope.categoryIds?.length && scope.manufacturerIds?.length === 1) {
        return index.brands.get(scope.manufacturerIds[0])?.ordered ?? index.order.position;
      }
      return index.order.position;
    }
  }
}

/** One page of the matching products, sorted, as product ids. */
export async function pageOfProducts(db: DB, matches: Bitset, scope: ListingScope, sort: SortOption, page: number, language: string) {
  const index = await getListingIndex(db);
  const order = await sortedPositions(db, index, scope, sort, language);
  const from = (page - 1) * PAGE_SIZE;
  const ids: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && ids.length < PAGE_SIZE; k++) {
    const i = order[k];
    if (!hasBit(matches, i)) continue;
    if (seen++ >= from) ids.push(index.ids[i]);
  }
  return ids;
}

export interface Listing extends Facets {
  products: ProductCard[];
  state: ListingState;
  pageCount: number;
}

/** A listing page: facets, the kept selection, and the cards of the requested page. */
export async function getListing(
  db: DB,
  storefront: Storefront,
  scope: ListingScope,
  read: (known: Map<string, Set<number>>) => ListingState,
): Promise<Listing> {
  let requested: ListingState | undefined;
  const result = await computeListing(db, storefront, scope, (known) => {
    requested = read(known);
    return requested;
  });
  const state = requested as ListingState;
  const pageCount = Math.max(1, Math.ceil(result.productCount / PAGE_SIZE));
  // a page past the end shows the last one rather than an empty list (bad input is ignored)
  const page = Math.min(state.page, pageCount);
  const ids = await pageOfProducts(db, result.matches, scope, state.sort, page, storefront.iso);
  const products = await getProductCards(db, storefront, ids);
  const { matches: _matches, known: _known, ...facets } = result;
  return {
    ...facets,
    products,
    pageCount,
    state: { filters: result.selected, price: result.price, sort: state.sort, page },
  };
}

/** A listing as a page sends it to the browser: cards without what lists never show. */
export type ListingPage = Omit<Listing, "products"> & { products: CardSummary[] };

export function toListingPage(listing: Listing): ListingPage {
  return { ...listing, products: listing.products.map(toCardSummary) };
}

/**
 * Up to `count` product ids of a category closest in price to `priceCents` (nearest first),
 * read from the index instead of sorting the whole category in SQL on every product page.
 * Without a price, the category's own order.
 */
export async function nearestInPrice(
  db: DB,
  storefront: Storefront,
  categoryId: number,
  priceCents: number | null,
  excludeId: number | null,
  count: number,
): Promise<number[]> {
  const index = await getListingIndex(db);
  const members = scopeSet(index, storefront, { categoryIds: [categoryId] });
  const exclude = excludeId === null ? undefined : index.positionOf.get(excludeId);
  const ids: number[] = [];
  const take = (i: number) => {
    if (i !== exclude && hasBit(members, i)) ids.push(index.ids[i]);
  };
  if (priceCents === null) {
    const order = index.categories.get(categoryId)?.ordered ?? [];
    for (let k = 0; k < order.length && ids.length < count; k++) take(order[k]);
    return ids;
  }
  const order = index.order.priceAsc;
  // binary search for the first position at or above the price, then widen both ways
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.price[order[mid]] < priceCents) lo = mid + 1;
    else hi = mid;
  }
  let down = lo - 1;
  let up = lo;
  while (ids.length < count && (down >= 0 || up < order.length)) {
    const below = down >= 0 ? priceCents - index.price[order[down]] : Infinity;
    const above = up < order.length ? index.price[order[up]] - priceCents : Infinity;
    if (below <= above) take(order[down--]);
    else take(order[up++]);
  }
  return ids;
}
