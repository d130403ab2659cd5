// Spec §2 (category page query parameters) and §4 (Query to filter, Category filters, Sort
// options): the pure rules that turn a category page's query string into a selection, and
// a selection back into a shareable URL. Prices in the query are whole units of the
// storefront's currency (what the shopper sees); the service converts them to euro cents.

/** Spec §4 Sort options: position asc (default), price asc, price desc, name asc, new desc. */
export const SORT_OPTIONS = ["position_asc", "price_asc", "price_desc", "name_asc", "new_desc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "position_asc";

/** Query parameters with a meaning of their own; any other is a filter attribute code (spec §2). */
export const RESERVED_PARAMS = ["p", "orderBy", "price", "price_from", "price_to"] as const;

export const PAGE_SIZE = 48;

/** Spec §2/§5: the page number is a positive integer; missing, non-numeric or below 1 means 1. */
export function parsePage(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Spec §2: orderBy is a field plus asc or desc; spec §4: order parameters are accepted only for
 * known sort options. "price_desc", "price-desc" and "price,desc" all name the same option.
 */
export function parseSort(value: string | null | undefined): SortOption {
  if (!value) return DEFAULT_SORT;
  const normalized = value
    .trim()
    .toLowerCase()
    .replace(/[\s,:-]+/g, "_");
  return (SORT_OPTIONS as readonly string[]).includes(normalized) ? (normalized as SortOption) : DEFAULT_SORT;
}

export interface PriceSelection {
  /** 0 means no lower bound */
  low: number;
  /** 0 means no upper bound */
  high: number;
}

export interface PriceRange {
  min: number;
  max: number;
}

/** "min,max" as two non-negative numbers, or null for anything else. */
export function parsePriceParam(value: string | null | undefined): PriceSelection | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length !== 2) return null;
  const [low, high] = parts.map((part) => (part.trim() === "" ? 0 : Number(part.trim())));
  if (![low, high].every((n) => Number.isFinite(n) && n >= 0 && n <= 1e9)) return null;
  return { low, high };
}

/**
 * Spec §4 Query to filter: a price filter is ignored when low exceeds high (both nonzero),
 * equals the full range, or low equals high. A bound equal to the range limit becomes 0.
 * Returns null when the filter is ignored.
 */
export function normalizePriceSelection(selection: PriceSelection | null, range: PriceRange): PriceSelection | null {
  if (!selection) return null;
  let { low, high } = selection;
  if (low !== 0 && high !== 0 && low > high) return null;
  if (low === high) return null;
  if (low === range.min && high === range.max) return null;
  if (low === range.min) low = 0;
  if (high === range.max) high = 0;
  if (low === 0 && high === 0) return null;
  return { low, high };
}

/**
 * Spec §4 Category filters: if the selected price range falls outside the new range, the price
 * selection is removed. "Outside" means the two do not overlap at all.
 */
export function priceSelectionFits(selection: PriceSelection, range: PriceRange): boolean {
  const low = selection.low || -Infinity;
  const high = selection.high || Infinity;
  return low <= range.max && high >= range.min;
}

/** attribute code -> selected value ids */
export type FilterSelection = Record<string, number[]>;

const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * Spec §2: any parameter other than p, orderBy and price is a filter attribute code with a comma
 * list of numeric value ids. Repeated parameters (what a plain HTML form sends) count too.
 * Spec §4: ids are kept only if they exist in the category's filter values (`known`).
 */
export function parseFilterParams(params: URLSearchParams, known: ReadonlyMap<string, ReadonlySet<number>>): FilterSelection {
  const selection: FilterSelection = {};
  for (const [code, raw] of params) {
    if ((RESERVED_PARAMS as readonly string[]).includes(code) || !ATTRIBUTE_CODE.test(code)) continue;
    const values = known.get(code);
    if (!values) continue;
    for (const part of raw.split(",")) {
      if (!/^\s*\d{1,9}\s*$/.test(part)) continue;
      const id = Number(part);
      if (!values.has(id)) continue;
      const list = (selection[code] ??= []);
      if (!list.includes(id)) list.push(id);
    }
  }
  for (const list of Object.values(selection)) list.sort((a, b) => a - b);
  return selection;
}

/** The price a plain HTML form sends as two fields (price_from, price_to), read as a selection. */
export function priceFromParams(params: URLSearchParams): PriceSelection | null {
  if (params.has("price_from") || params.has("price_to")) {
    return parsePriceParam(`${params.get("price_from") ?? ""},${params.get("price_to") ?? ""}`);
  }
  return parsePriceParam(params.get("price"));
}

export interface ListingState {
  filters: FilterSelection;
  price: PriceSelection | null;
  sort: SortOption;
  page: number;
}

/** The canonical, shareable query string of a selection (empty parts left out). */
export function listingSearch(state: ListingState, attributeOrder?: readonly string[]): string {
  const params = new URLSearchParams();
  const codes = Object.keys(state.filters).filter((code) => state.filters[code].length > 0);
  const order = attributeOrder ?? [];
  codes.sort((a, b) => order.indexOf(a) - order.indexOf(b) || a.localeCompare(b));
  for (const code of codes) params.set(code, [...state.filters[code]].sort((a, b) => a - b).join(","));
  if (state.price) params.set("price", `${state.price.low},${state.price.high}`);
  if (state.sort !== DEFAULT_SORT) params.set("orderBy", state.sort);
  if (state.page > 1) params.set("p", String(state.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** The selection with one filter value switched on or off (page back to 1). */
export function toggleFilterValue(state: ListingState, code: string, id: number): ListingState {
  const current = state.filters[code] ?? [];
  const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
  return { ...state, page: 1, filters: { ...state.filters, [code]: next } };
}

/** The smallest whole-unit range that holds every price (converted amounts). */
export function priceRangeOf(amounts: { min: number; max: number } | null): PriceRange {
  if (!amounts) return { min: 0, max: 0 };
  return { min: Math.floor(amounts.min), max: Math.ceil(amounts.max) };
}

/** Everything a listing page reads from its query string (spec §2), filters checked against `known`. */
export function readListingQuery(params: URLSearchParams, known: ReadonlyMap<string, ReadonlySet<number>>): ListingState {
  return {
    filters: parseFilterParams(params, known),
    price: priceFromParams(params),
    sort: parseSort(params.get("orderBy")),
    page: parsePage(params.get("p")),
  };
}

/**
 * Whether a query came from the plain HTML filter form (two price fields, repeated attribute
 * parameters, empty fields, the default sort spelled out) and should be redirected to its
 * canonical, shareable form. The canonical form itself never matches, so there is no loop.
 */
export function isFormQuery(params: URLSearchParams): boolean {
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (key === "price_from" || key === "price_to" || value.trim() === "" || seen.has(key)) return true;
    seen.add(key);
  }
  return params.get("orderBy") === DEFAULT_SORT;
}

/** The page links to show: first, last, and the pages around the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= around) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
