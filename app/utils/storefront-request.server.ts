import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { isPageAllowed, localizedGroupOf, pageMatchesPath, localizedRedirectPath, type PageId } from "~/lib/page-kind";
import { publicOrigin } from "~/lib/public-url";
import { type Resolution, type Storefront, storefrontPath } from "~/lib/storefront";
import type { LinkBase } from "~/services/accounts.server";
import { toCardSummary } from "~/services/product-card.server";
import { getRecommendedProducts } from "~/services/recommendations.server";
import { findRedirect } from "~/services/redirects.server";
import { resolve } from "~/services/storefronts.server";

/** The host a request was made to: Express's view (trusted proxies only), else the URL's. */
export function requestHost(request: Request, context?: AppLoadContext) {
  return context?.host || new URL(request.url).host;
}

/**
 * The origin of a storefront's absolute URLs (canonical, og, JSON-LD): its configured domain
 * with the public scheme and port, whatever Host the request named (DESIGN.md).
 */
export function siteOrigin(storefront: Pick<Storefront, "domain">, context: AppLoadContext) {
  return publicOrigin(storefront.domain, context.publicAddress);
}

/** Where the links of a storefront's e-mails lead (verification, password reset). */
export function mailLinks(storefront: Storefront, context: AppLoadContext): LinkBase {
  return { storefront, address: context.publicAddress };
}

/** The client's address as Express sees it (a trusted proxy's X-Forwarded-For), for the abuse limits. */
export function clientIp(context: AppLoadContext) {
  return context.clientIp || "unknown";
}

/** Spec §2 / §8: no route match or a forbidden route is a 404 with "Page Not Found: {path}". */
export function notFound(pathname: string) {
  return data({ message: `Page Not Found: ${pathname}` }, { status: 404 });
}

/** Recommended products on the 404 page (spec §2): a row of cards, as on home. */
const NOT_FOUND_RECOMMENDED = 8;

/**
 * The 404 of a page whose storefront is known (spec §2 404 page: heading, description, search
 * box and recommended products): the same message as `notFound`, plus the storefront's
 * recommended_products cards. A shop type without a catalogue ("other") has none to show.
 */
export async function pageNotFound(storefront: Storefront, pathname: string) {
  const recommended = storefront.shopType === "other" ? [] : await getRecommendedProducts(getDb(), storefront, NOT_FOUND_RECOMMENDED);
  return data({ message: `Page Not Found: ${pathname}`, recommended: recommended.map(toCardSummary) }, { status: 404 });
}

/**
 * An archived product's URL (README "Archiving products"): 410 Gone, the not-found page's
 * search box and recommended products with a heading saying the product is no longer sold.
 */
export async function pageGone(storefront: Storefront) {
  const recommended = storefront.shopType === "other" ? [] : await getRecommendedProducts(getDb(), storefront, NOT_FOUND_RECOMMENDED);
  // no English "Page Not Found: {path}" line (spec §2's 404 message): the heading says it in the shop's language
  return data({ recommended: recommended.map(toCardSummary) }, { status: 410 });
}

/**
 * The storefront a request belongs to, for layouts and the API (never throws a 404): resolved
 * once per request and kept on its load context for every loader after the first.
 */
export function storefrontOf(request: Request, context?: AppLoadContext): Promise<Resolution> {
  const { pathname } = new URL(request.url);
  const kept = context?.resolved?.storefront;
  if (kept && kept.pathname === pathname) return kept.resolution;
  const resolution = resolve(getDb(), requestHost(request, context), pathname);
  if (context?.resolved) context.resolved.storefront = { pathname, resolution };
  return resolution;
}

/**
 * The gate every storefront page loader passes first (spec §2): the locale prefix must be
 * one this host uses, the redirect check runs, the shop type must allow the page, and pages
 * under another storefront's localized name move to this storefront's name.
 */
export async function requirePage(request: Request, context: AppLoadContext, pageId: PageId) {
  const url = new URL(request.url);
  const resolution = await storefrontOf(request, context);
  const { storefront, restPath } = resolution;
  if (!resolution.prefixValid) throw await pageNotFound(storefront, url.pathname);
  // `:lang?/cart` also matches "/anything/cart": only a prefix of this host may stand there.
  if (!pageMatchesPath(pageId, restPath)) throw await pageNotFound(storefront, url.pathname);

  const target = await findRedirect(getDb(), storefront.department, restPath);
  if (target) {
    const internal = target.location.startsWith("/");
    throw redirect(internal ? storefrontPath(storefront, target.location) : target.location, target.status);
  }

  if (!isPageAllowed(storefront.shopType, pageId)) throw await pageNotFound(storefront, url.pathname);

  const group = localizedGroupOf(pageId);
  if (group) {
    const wanted = storefront.localizedRoutes[group];
    const localized = localizedRedirectPath(restPath, group, wanted);
    if (localized) throw redirect(storefrontPath(storefront, localized) + url.search, 301);
  }
  return resolution;
}
