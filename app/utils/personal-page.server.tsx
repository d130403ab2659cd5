import { renderToString } from "react-dom/server";
import { holeElement, type RenderedHole } from "~/components/holes";
import { getDb } from "~/db/db.server";
import { scriptJson } from "~/lib/json-ld";
import type { EuroCents } from "~/lib/money";
import { ANONYMOUS, type Personal, PERSONAL_STATE_ID } from "~/lib/personal";
import { getCartCount } from "~/services/cart.server";
import { findCartId, ownerOf } from "~/services/cart-store.server";
import { warehousesHolding } from "~/services/product-card.server";
import { getPageSession } from "./auth.server";
import { productCartStateOf } from "./product-cart.server";
import { storefrontOf } from "./storefront-request.server";

// The page cache's side of a public page's holes (issue 31, components/holes.tsx): what each hole
// holds for a visitor without a session (to find it in the stored page), and for a shopper with
// one, together with the same state as JSON for the browser to hydrate from (entry.client.tsx).
// server.ts reaches these through the build's entry (entry.server.tsx), so that they run with the
// app's own modules: its database, caches and message instances.

/** Each hole's HTML for a visitor without a session: what the page rendered for the cache holds. */
export function anonymousHoles(holes: readonly RenderedHole[]) {
  return holes.map((hole) => renderToString(holeElement(hole, ANONYMOUS)));
}

/**
 * The shopper's state, read as the page's loaders read it: the session of the request's cookie
 * (a couple of indexed reads), the cart's count, and on a product page what the cart holds of the
 * product. Null when the cookie no longer resolves: the page is then rendered by Remix, which
 * drops the cookie (spec §4).
 */
export async function personalOf(request: Request, holes: readonly RenderedHole[]): Promise<Personal | null> {
  const [{ current }, { storefront }] = await Promise.all([getPageSession(request), storefrontOf(request)]);
  if (!current) return null;
  const shipping = shippingOf(holes);
  // the cart looked up once for its count and, on a product page, its goods
  const cartId = await findCartId(getDb(), ownerOf(current.session), storefront.department);
  const [cartCount, product] = await Promise.all([
    getCartCount(getDb(), current.session, storefront.department, cartId),
    shipping
      ? productCartStateOf(current.session, storefront, shipping.productId, shipping.priceCents, new URL(request.url).searchParams.get("added"), cartId)
      : null,
  ]);
  return {
    user: { type: current.user.type, firstName: current.customer?.firstName ?? null, wishlist: current.user.wishlist },
    cartCount,
    product: product && shipping ? { productId: shipping.productId, ...product } : null,
  };
}

/** A product page's facts, as its free-shipping hint holds them (components/holes.tsx). */
function shippingOf(holes: readonly RenderedHole[]) {
  return holes.find((hole) => hole.kind === "shipping")?.props as
    { productId: number; priceCents: EuroCents; stockedAt: readonly string[]; recommendedInStock: readonly (readonly [number, boolean])[] } | undefined;
}

/**
 * Whether filling a stored page checks all it says that moves without the catalogue version, so
 * that the page cache may fill it past PAGE_CACHE_TTL_SECONDS without rendering it again (up to
 * PAGE_CACHE_STALE_SECONDS more): a product page, whose stock and recommended cards' stock
 * `personalize` reads each time. Anything else on it moves with the catalogue version.
 */
export function checkedOnFill(holes: readonly RenderedHole[]) {
  return shippingOf(holes) !== undefined;
}

/**
 * A stored page's holes filled for the shopper of `request`, and after them the data block the
 * browser takes the same state from; null when the request has no shopper after all.
 * "outdated" when the page says what no longer holds: stock (in stock or sold out, which
 * warehouses, the add button; a recommended card's "in stock") moves without the catalogue
 * version when an order takes the last pieces, and a shopper who has just bought them must see
 * them gone. One indexed read of the stock of the page's products, beside the session's.
 */
export async function personalize(request: Request, holes: readonly RenderedHole[]): Promise<string[] | "outdated" | null> {
  const shipping = shippingOf(holes);
  const shown = shipping ? [shipping.productId, ...shipping.recommendedInStock.map(([id]) => id)] : [];
  const [personal, stocked] = await Promise.all([personalOf(request, holes), shipping ? warehousesHolding(getDb(), shown) : null]);
  if (shipping && stocked && !saysWhatHolds(shipping, stocked)) return "outdated";
  if (!personal) return null;
  const parts = holes.map((hole) => renderToString(holeElement(hole, personal)));
  parts.push(`<script type="application/json" id="${PERSONAL_STATE_ID}">${scriptJson(personal)}</script>`);
  return parts;
}

/** Whether a product page's stock is the stock now: the product's warehouses, and each recommended card's "in stock". */
function saysWhatHolds(shipping: NonNullable<ReturnType<typeof shippingOf>>, stocked: Map<number, string[]>) {
  if ((stocked.get(shipping.productId) ?? []).join() !== [...shipping.stockedAt].sort().join()) return false;
  return shipping.recommendedInStock.every(([id, inStock]) => (stocked.get(id) ?? []).length > 0 === inStock);
}
