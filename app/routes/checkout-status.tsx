import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { readForm } from "~/utils/form.server";
import { getOwnOrder } from "~/services/orders.server";
import { cancelPayment, confirmPayment, paymentExpired } from "~/services/order-lifecycle.server";
import { testPaymentsEnabled } from "~/services/payments.server";
import { checkoutHeaders, checkoutPath } from "~/utils/checkout-request.server";
import { getPageSession, requireSameOrigin } from "~/utils/session.server";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";
import { getMetrics, type PaymentOutcome } from "~/metrics.server";

export const handle = { i18n: ["checkout", "orders"] } satisfies PageHandle;
export function loader(args: LoaderFunctionArgs) {
  return withMessages(handle.i18n, pageLoader)(args);
}

// /checkout/status/{type} (spec §2): where the payment page returns — success, cancel or
// failure; any other type is a 404. The test payment page posts here (a state change is never a
// GET, DESIGN.md); the order must belong to the session. Success marks it paid and goes on to
// /checkout/success; cancel and failure cancel it (giving back stock, certificates, points and
// the code's usage) and go back to the payment step with a message — the cart is still there.
// After the payment hold (PAYMENT_HOLD_MINUTES) a success is refused the same way ("expired").
// Only the built-in test payment posts here today: with a real PAYMENT_PROVIDER these posts are a
// 404 and never mark an order paid (the provider's signed confirmation will, DESIGN.md).

const TYPES = ["success", "cancel", "failure"] as const;

export const headers = checkoutHeaders;

async function gate(request: Request, context: LoaderFunctionArgs["context"], type: string | undefined) {
  const { storefront } = await requirePage(request, context, "checkout-status");
  const parsed = z.enum(TYPES).safeParse(type);
  if (!parsed.success) throw await pageNotFound(storefront, new URL(request.url).pathname);
  return { storefront, type: parsed.data };
}

/** A plain visit changes nothing: the checkout continues where it stands. */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await gate(request, context, params.type);
  throw redirect(checkoutPath(storefront, ""), { headers: checkoutHeaders() });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const { storefront, type } = await gate(request, context, params.type);
  if (!testPaymentsEnabled()) throw await pageNotFound(storefront, new URL(request.url).pathname);
  const number = z
    .string()
    .min(1)
    .max(40)
    .safeParse((await readForm(request)).order);
  const { current } = await getPageSession(request);
  const db = getDb();
  const order = number.success && current ? await getOwnOrder(db, number.data, current.session) : null;
  if (!order || !current) throw await pageNotFound(storefront, new URL(request.url).pathname);
  const go = (path: string) => redirect(checkoutPath(storefront, path), { status: 303, headers: checkoutHeaders() });
  if (type === "success") {
    // a payment after the hold is not taken: the order has given its stock back (or is about to)
    if (paymentExpired(order)) {
      await cancelPayment(db, order.id, "expiry");
      countCallback("expired");
      throw go("/payment?payment=expired");
    }
    countCallback(order.status === "awaiting_payment" && (await confirmPayment(db, order.id, current.session)) ? "paid" : "ignored");
    const now = await getOwnOrder(db, order.number, current.session);
    throw go(now?.paidAt ? "/success" : "/payment");
  }
  // the shopper's cancel, or the provider's report of a failed payment
  const cancelled = await cancelPayment(db, order.id, type === "cancel" ? "shopper" : "payment");
  countCallback(!cancelled ? "ignored" : type === "cancel" ? "cancelled" : "failed");
  const after = await getOwnOrder(db, order.number, current.session);
  // a payment that had already succeeded cannot be cancelled afterwards
  if (after?.paidAt) throw go("/success");
  throw go(`/payment?payment=${type === "cancel" ? "cancelled" : "failed"}`);
}

/** payment_webhook_events_total (GET /metrics): what each confirmation did. */
const countCallback = (outcome: PaymentOutcome) => getMetrics().paymentCallbacks.inc({ outcome });

export default function CheckoutStatus() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
