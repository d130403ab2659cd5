import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PayPage } from "~/components/checkout/pay-page";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { cancelPayment, paymentExpired } from "~/services/order-lifecycle.server";
import { getOwnOrder } from "~/services/orders.server";
import { testPaymentsEnabled } from "~/services/payments.server";
import { checkoutHeaders, checkoutPath, loadCheckout } from "~/utils/checkout-request.server";
import { storeMeta } from "~/utils/page-meta";
import { pageNotFound } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["checkout", "orders"] } satisfies PageHandle;
// /checkout/pay?order=<number>: the built-in test payment page, only for the session that placed
// the order. Its buttons post to /checkout/status/{type}; it says plainly that no money moves,
// and it is a 404 when PAYMENT_PROVIDER names a real provider.

export const meta = storeMeta;

export const headers = checkoutHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront, current } = await loadCheckout(request, context, "checkout-pay");
  const url = new URL(request.url);
  if (!testPaymentsEnabled()) throw await pageNotFound(storefront, url.pathname);
  const db = getDb();
  const number = z.string().min(1).max(40).safeParse(url.searchParams.get("order"));
  const order = number.success && current ? await getOwnOrder(db, number.data, current.session) : null;
  if (!order) throw await pageNotFound(storefront, url.pathname);
  if (order.paidAt) throw redirect(checkoutPath(storefront, "/success"));
  // the hold has passed: the order gives everything back and the shopper chooses again
  if (paymentExpired(order)) {
    await cancelPayment(db, order.id, "expiry");
    throw redirect(checkoutPath(storefront, "/payment?payment=expired"));
  }
  if (order.status !== "awaiting_payment") throw redirect(checkoutPath(storefront, "/payment"));
  const t = await getFixedT(storefront.iso);
  return withMessages(storefront, handle.i18n, {
    siteName: storefront.name,
    title: `${t("checkout.pay.title")} | ${t("checkout.title")}`,
    order: { number: order.number, grandTotal: order.grandTotal, paymentMethod: order.paymentMethod },
  });
}

export default function CheckoutPayRoute() {
  const { order } = useLoaderData<typeof loader>();
  return <PayPage order={order} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
