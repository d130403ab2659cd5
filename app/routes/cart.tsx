import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { storeMeta } from "~/utils/page-meta";
import { loadCartPage, runCartAction } from "~/utils/cart-page.server";
import type { PageHandle } from "~/lib/messages";
import { PERSONAL } from "~/lib/cache-headers";

export const handle = { i18n: ["cart", "cartExtras", "checkout.vat"] } satisfies PageHandle;

// /cart (spec §2, §4 Cart): the cart page of a normal storefront; the work is in
// utils/cart-page.server.ts and components/cart/cart-page.tsx, shared with /checkout/cart.

export const meta = storeMeta;

// a cart is personal: never kept by a shared cache
export const headers = () => PERSONAL;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadCartPage(request, context, "cart", handle.i18n);
}

export const action = ({ request, context }: ActionFunctionArgs) => runCartAction(request, context, "cart");

export { CartPage as default } from "~/components/cart/cart-page";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
