import { BENCH_SHELL_ID, LOCALIZED_NAMES, PAGES, pagePaths } from "./route-table.js";
import type { ShopType } from "./storefront";

export type PageId = (typeof PAGES)[number]["id"];

const PAGE_BY_ID = new Map<string, (typeof PAGES)[number]>(PAGES.map((p) => [p.id, p]));

/** Spec §2 shop-type restrictions, as each page's row names them (`shopTypes`); an unknown page is a 404. */
export function isPageAllowed(shopType: ShopType, pageId: string): boolean {
  return (PAGE_BY_ID.get(pageId)?.shopTypes as readonly ShopType[] | undefined)?.includes(shopType) ?? false;
}

/** Whether a Remix route id ("brand:marke/:prop", "home:index") is one of a public page's routes (its row's `public`). */
export function isPublicPageRoute(routeId: string): boolean {
  if (routeId === BENCH_SHELL_ID) return true; // the bench's store shell (routed in its build only)
  const page = PAGE_BY_ID.get(routeId.split(":")[0]);
  return page !== undefined && "public" in page && page.public === true;
}

/**
 * Where this shop type keeps the cart: the cart page, or — where spec §2 forbids it (one-brand
 * and other storefronts) — the first step of the checkout, which those shop types allow.
 * Every add-to-cart form posts here and every cart link leads here.
 */
export function cartPagePath(shopType: ShopType): "/cart" | "/checkout/cart" {
  return isPageAllowed(shopType, "cart") ? "/cart" : "/checkout/cart";
}

/**
 * Whether an unprefixed internal path leads to a page this shop type answers (spec §2), so a
 * header, footer or content block never links to the storefront's own 404s. A path that names
 * no page of its own is a product or category slug: the catch-all decides.
 */
export function linkAllowed(shopType: ShopType, restPath: string): boolean {
  if (shopType === "normal") return true;
  const path = restPath.split(/[?#]/)[0] || "/";
  if (path === "/") return true;
  const page = PAGES.find((p) => p.id !== "home" && p.id !== "catch-all" && pageMatchesPath(p.id, path));
  return isPageAllowed(shopType, page?.id ?? "catch-all");
}

const FIRST_SEGMENTS = new Map<string, string[]>(PAGES.map((p) => [p.id, pagePaths(p).map((path: string) => path.split("/")[0])]));

/**
 * Whether an unprefixed path starts with the page's own first segment (its name, e.g. "cart"
 * or any localized brands name). Home and the catch-all take any path.
 */
export function pageMatchesPath(pageId: string, restPath: string): boolean {
  if (pageId === "home") return restPath === "/";
  if (pageId === "catch-all") return true;
  const first = restPath.split("/")[1] ?? "";
  return FIRST_SEGMENTS.get(pageId)?.includes(first) ?? false;
}

/** Which localized-name group (spec §2) a page belongs to, if any. */
export function localizedGroupOf(pageId: string): keyof typeof LOCALIZED_NAMES | null {
  const page = PAGES.find((p) => p.id === pageId);
  return page && "names" in page && page.names ? (page.names as keyof typeof LOCALIZED_NAMES) : null;
}

/**
 * The path of the same page under this storefront's localized name, or null when the path
 * already uses it. `restPath` is unprefixed, e.g. "/marke/aurora" for the brand group.
 */
export function localizedRedirectPath(restPath: string, group: keyof typeof LOCALIZED_NAMES, wanted: string) {
  const [, first = "", ...rest] = restPath.split("/");
  if (first === wanted || !(LOCALIZED_NAMES[group] as readonly string[]).includes(first)) return null;
  return ["", wanted, ...rest].join("/");
}

export { LOCALIZED_NAMES, PAGES, pagePaths };
