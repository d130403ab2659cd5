import { type PublicAddress, publicUrl } from "./public-url";
import type { Alternate } from "./seo";
import type { Storefront } from "./storefront";

// hreflang alternates: the same page on the storefronts that show it in
// another language. Pure: the service finds which storefronts have the page (and its path
// there); this picks one storefront per hreflang value and builds absolute URLs.

export type AlternateStorefront = Pick<Storefront, "department" | "locale" | "domain" | "prefix" | "shopType" | "isDefault">;

/**
 * One alternate per hreflang value (the storefront's locale, e.g. "sl-SI"). When two
 * storefronts with the same locale both have the page, the current storefront wins (every page
 * names itself: the self-reference), then the normal shop type, then the default storefront,
 * then configuration order. x-default is the default storefront's URL when it has the page.
 * `pathOn` gives the unprefixed path of the page on a storefront, or null when it lacks it.
 */
export function pickAlternates<S extends AlternateStorefront>(
  storefronts: S[],
  current: Pick<Storefront, "department">,
  pathOn: (storefront: S) => string | null,
  address: PublicAddress,
): Alternate[] {
  const rank = (s: S) => (s.department === current.department ? 0 : s.shopType === "normal" ? 1 : s.isDefault ? 2 : 3);
  const chosen = new Map<string, { storefront: S; path: string }>();
  let xDefault: string | null = null;
  for (const storefront of storefronts) {
    const path = pathOn(storefront);
    if (path === null) continue;
    if (storefront.isDefault) xDefault = publicUrl(storefront, path, address);
    const held = chosen.get(storefront.locale);
    if (!held || rank(storefront) < rank(held.storefront)) chosen.set(storefront.locale, { storefront, path });
  }
  const alternates = [...chosen.entries()].map(([locale, { storefront, path }]) => ({
    hrefLang: locale,
    href: publicUrl(storefront, path, address),
  }));
  if (xDefault) alternates.push({ hrefLang: "x-default", href: xDefault });
  return alternates;
}
