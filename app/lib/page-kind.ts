import { LOCALIZED_NAMES, PAGES, pagePaths } from "./route-table.js";
import type { ShopType } from "./storefront";

export type PageId = (typeof PAGES)[number]["id"];
type Area = "home" | "checkout" | "checkout-sub" | "cms" | "catch-all" | "store";

const AREA_BY_PAGE = new Map<string, Area>(PAGES.map((p) => [p.id, p.area as Area]));

/**
 * Spec §2 shop-type restrictions: one-brand allows home, checkout, checkout subpaths, cms
 * subpaths and the catch-all slug route; other non-normal types allow home, checkout and cms
 * only; anything else is a 404. We read "checkout" for `other` as including its subpaths (the
 * success and payment-status pages), since a checkout that cannot finish is no checkout.
 */
export function isPageAllowed(shopType: ShopType, pageId: string): boolean {
  if (shopType === "normal") return true;
  const area = AREA_BY_PAGE.get(pageId);
  if (!area) return false;
  if (shopType === "one-brand") return ["home", "checkout", "checkout-sub", "cms", "catch-all"].includes(area);
  return ["home", "checkout", "checkout-sub", "cms"].includes(area);
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
  if (first === wanted || !LOCALIZED_NAMES[group].includes(first)) return null;
  return ["", wanted, ...rest].join("/");
}

export { LOCALIZED_NAMES, PAGES, pagePaths };
