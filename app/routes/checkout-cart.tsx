import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { cartPagePath } from "~/lib/page-kind";
import { storefrontPath } from "~/lib/storefront";
import { loadCartPage, runCartAction } from "~/utils/cart-page.server";
import { checkoutHeaders } from "~/utils/checkout-request.server";
import { storeMeta } from "~/utils/page-meta";
import { requirePage } from "~/utils/storefront-request.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["cart", "cartExtras", "checkout.vat"] } satisfies PageHandle;
// /checkout/cart (spec §2 shop types): one-brand and other storefronts have no cart page, so
// their cart is the checkout's first step — the same lines, extras and totals, and the same
// forms, which post here. A normal storefront's cart stays at /cart.

export const meta = storeMeta;

export const headers = checkoutHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectToCartPage(request, context);
  return loadCartPage(request, context, "checkout-cart", handle.i18n);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await redirectToCartPage(request, context);
  return runCartAction(request, context, "checkout-cart");
}

/** A storefront with a cart page keeps one address for its cart. */
async function redirectToCartPage(request: Request, context: LoaderFunctionArgs["context"]) {
  const { storefront } = await requirePage(request, context, "checkout-cart");
  const path = cartPagePath(storefront.shopType);
  if (path === "/cart") throw redirect(storefrontPath(storefront, path), request.method === "GET" ? 301 : 307);
}

export { CartPage as default } from "~/components/cart/cart-page";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
