import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { firstOpenStep } from "~/lib/checkout";
import { checkoutHeaders, checkoutPath, loadCheckout, requireFilledCart } from "~/utils/checkout-request.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["checkout", "account", "cart"] } satisfies PageHandle;
// /checkout: never a page of its own — it sends the shopper to the first step not
// answered yet (an empty cart goes back to /cart).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront, state } = await loadCheckout(request, context, "checkout");
  requireFilledCart(storefront, state);
  throw redirect(checkoutPath(storefront, `/${firstOpenStep(state.facts)}`), { headers: checkoutHeaders() });
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
