import type { LoaderFunctionArgs } from "@remix-run/node";
import { PendingPage, pendingMeta } from "~/components/pending-page";
import { pendingPageLoader } from "~/utils/pending-page.server";

export const meta = pendingMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return pendingPageLoader(request, context, "checkout-success", "checkoutSuccess");
}

export default PendingPage;
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
