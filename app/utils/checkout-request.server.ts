import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { cartPagePath, type PageId } from "~/lib/page-kind";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { getCheckoutState, isCartEmpty } from "~/services/checkout.server";
import { getPageSession } from "./auth.server";
import { requirePage } from "./storefront-request.server";
import { PERSONAL_NOINDEX } from "~/lib/cache-headers";

// The request side of the checkout pages: the storefront gate, the session and the checkout's
// state in one call, and the redirect every checkout page makes when the cart is empty.

/** spec §2 checkout pages: personal, never cached, never indexed. */
export const checkoutHeaders = () => PERSONAL_NOINDEX;

export function checkoutPath(storefront: Storefront, path: string) {
  return storefrontPath(storefront, `/checkout${path}`);
}

export async function loadCheckout(request: Request, context: AppLoadContext, pageId: PageId) {
  const { storefront } = await requirePage(request, context, pageId);
  const { current } = await getPageSession(request, context);
  const state = await getCheckoutState(getDb(), current?.session ?? null, current?.customer ?? null, storefront);
  return { storefront, current, state };
}

/** Where a checkout without anything to check out sends the shopper: the (empty) cart, wherever the shop type keeps it (spec §2). */
export function emptyCheckoutPath(storefront: Storefront) {
  return storefrontPath(storefront, cartPagePath(storefront.shopType));
}

/** An empty cart has nothing to check out: back to the cart (what a shopper expects). */
export function requireFilledCart(storefront: Storefront, state: Awaited<ReturnType<typeof loadCheckout>>["state"]) {
  if (isCartEmpty(state.cart) || state.cartId === null) throw redirect(emptyCheckoutPath(storefront), { headers: checkoutHeaders() });
}
