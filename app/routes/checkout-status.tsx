import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { CONFIRMING_REFRESH_SECONDS } from "~/lib/card-payment";
import { parseSubmission } from "~/utils/form.server";
import { getFixedT } from "~/i18next.server";
import { getOwnOrder, getOwnOrderByPaymentRef } from "~/services/orders.server";
import { storeMeta } from "~/utils/page-meta";
import { useFormatMinorUnits } from "~/utils/shop";
import { useT } from "~/utils/use-t";
import { cancelPayment, confirmPayment, paymentExpired } from "~/services/order-lifecycle.server";
import { cancelCardPayment, stripePaymentsEnabled, testPaymentsEnabled } from "~/services/payments.server";
import { checkoutHeaders, checkoutPath } from "~/utils/checkout-request.server";
import { getPageSession } from "~/utils/auth.server";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";
import { getMetrics, type PaymentOutcome } from "~/metrics.server";

export const handle = { i18n: ["checkout", "orders"] } satisfies PageHandle;
// /checkout/status/{type} (spec §2): where the payment page returns — success, cancel or
// failure; any other type is a 404. The test payment page posts here (a state change is never a
// GET, DESIGN.md); the order must belong to the session. Success marks it paid and goes on to
// /checkout/success; cancel and failure cancel it (giving back stock, certificates, points and
// the code's usage) and go back to the payment step with a message — the cart is still there.
// After the payment hold (PAYMENT_HOLD_MINUTES) a success is refused the same way ("expired").
// Only the built-in test payment posts here: with PAYMENT_PROVIDER=stripe these posts are a 404
// and never mark an order paid — Stripe's signed webhook does (stripe.server.ts).

const TYPES = ["success", "cancel", "failure"] as const;

export const headers = checkoutHeaders;

async function gate(request: Request, context: LoaderFunctionArgs["context"], type: string | undefined) {
  const { storefront } = await requirePage(request, context, "checkout-status");
  const parsed = z.enum(TYPES).safeParse(type);
  if (!parsed.success) throw await pageNotFound(storefront, new URL(request.url).pathname);
  return { storefront, type: parsed.data };
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...storeMeta(args),
  // the waiting page asks again every few seconds until the webhook has confirmed the payment
  { httpEquiv: "refresh", content: args.data?.resume ? `0;url=${args.data.resume}` : String(CONFIRMING_REFRESH_SECONDS) },
];

/**
 * A plain visit changes nothing: the checkout continues where it stands. With Stripe, this is
 * where its page sends the shopper back (success_url, cancel_url with ?session_id=): a return
 * to "success" proves nothing, so the page waits — refreshing itself, no JavaScript needed —
 * until the signed webhook has marked the order paid; "cancel" ends the Checkout Session, then
 * gives the order's stock and the rest back.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront, type } = await gate(request, context, params.type);
  const go = (path: string) => redirect(checkoutPath(storefront, path), { headers: checkoutHeaders() });
  const url = new URL(request.url);
  const reference = paymentRef.safeParse(url.searchParams.get("session_id"));
  if (!stripePaymentsEnabled() || type === "failure" || !reference.success) throw go("");
  const t = await getFixedT(storefront.iso);
  const { current } = await getPageSession(request, context);
  if (!current) {
    // Stripe's page sent the browser here from another site, so the SameSite=Strict session
    // cookie stayed behind; one hop started by this page (a refresh, same-site) brings it along
    if (url.searchParams.has("resume")) throw go("");
    const resume = `${url.pathname}?session_id=${reference.data}&resume=1`;
    return withMessages(storefront, handle.i18n, { siteName: storefront.name, title: t("checkout.confirming.title"), resume, order: null });
  }
  const db = getDb();
  const order = await getOwnOrderByPaymentRef(db, reference.data, current.session);
  if (!order) throw go("");
  if (order.paidAt) throw go("/success");
  if (order.status !== "awaiting_payment") throw go(order.status === "cancelled" ? "/payment?payment=failed" : "/payment");
  if (type === "cancel") {
    const ended = await cancelCardPayment(db, { id: order.id, paymentRef: reference.data });
    if (ended === "paid") throw go("/success");
    throw go("/payment?payment=cancelled");
  }
  return withMessages(storefront, handle.i18n, {
    siteName: storefront.name,
    title: `${t("checkout.confirming.title")} | ${t("checkout.title")}`,
    resume: null,
    order: { number: order.number, grandTotal: order.grandTotal },
  });
}

const paymentRef = z.string().regex(/^cs_(test|live)_[A-Za-z0-9]{1,200}$/);
/** The test payment page's form: the order it pays, cancels or fails. */
const paymentForm = z.object({ order: z.string().min(1).max(40) });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { storefront, type } = await gate(request, context, params.type);
  if (!testPaymentsEnabled()) throw await pageNotFound(storefront, new URL(request.url).pathname);
  const form = await parseSubmission(request, paymentForm);
  const { current } = await getPageSession(request);
  const db = getDb();
  const order = form.ok && current ? await getOwnOrder(db, form.data.order, current.session) : null;
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
  const { order, resume } = useLoaderData<typeof loader>();
  const t = useT();
  const money = useFormatMinorUnits();
  return (
    <div className="container checkout-page checkout-pay">
      <section className="checkout-card checkout-pay-card" aria-labelledby="confirming-title" aria-live="polite">
        <h1 id="confirming-title">{t("checkout.confirming.title")}</h1>
        {order ? (
          <>
            <p className="checkout-hint">{t("checkout.confirming.text")}</p>
            <p>{t("checkout.pay.order", { number: order.number })}</p>
            <p className="checkout-pay-amount">
              <span>{t("checkout.pay.amount")}</span>
              <strong data-total="pay">{money(order.grandTotal)}</strong>
            </p>
          </>
        ) : null}
        <p>
          <a className="button button-secondary" href={resume ?? ""}>
            {t("checkout.confirming.again")}
          </a>
        </p>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
