import { PostalAddress } from "~/components/postal-address";
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/utils/use-t";
import { BankTransferDetails } from "~/components/checkout/bank-transfer";
import { CheckoutProgress } from "~/components/checkout/checkout-progress";
import { OrderTotalsList } from "~/components/checkout/order-totals";
import { getDb } from "~/db/db.server";
import { storeMeta } from "~/utils/page-meta";
import { getFixedT } from "~/i18next.server";
import { trackEvent } from "~/lib/analytics";
import { toEuros } from "~/lib/money";
import { CHECKOUT_STEPS, checkoutSteps } from "~/lib/checkout";
import { claimConversion, getSuccessOrder } from "~/services/orders.server";
import { bankTransferFor } from "~/services/bank-transfer.server";
import { checkoutHeaders, emptyCheckoutPath } from "~/utils/checkout-request.server";
import { getPageSession } from "~/utils/auth.server";
import { useFormatMinorUnits, useHref } from "~/utils/shop";
import { requirePage } from "~/utils/storefront-request.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["account", "cart", "checkout"] } satisfies PageHandle;
// /checkout/success: the order the session holds (spec §3 "Order-success data is
// held in the session"). Spec §2 "converting a successful order": the purchase conversion is
// claimed with one conditional update, so only the first view of the order reports it; a
// reload (or a second tab) shows the order without a second conversion.

export const meta = storeMeta;

export const headers = checkoutHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "checkout-success");
  const { current } = await getPageSession(request, context);
  const order = current ? await getSuccessOrder(getDb(), current.session) : null;
  if (!order || order.department !== storefront.department) throw redirect(emptyCheckoutPath(storefront), { headers: checkoutHeaders() });
  const [convert, t] = await Promise.all([claimConversion(getDb(), order.id), getFixedT(storefront.iso)]);
  return withMessages(storefront, handle.i18n, {
    title: t("checkout.success.title"),
    siteName: storefront.name,
    order,
    convert,
    bank: order.paymentMethod === "bank" ? await bankTransferFor(getDb(), order) : null,
  });
}

export default function CheckoutSuccess() {
  const { order, convert, bank } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  const money = useFormatMinorUnits();
  const lineName = (l: (typeof order.lines)[number]) => (l.kind === "gift_certificate" ? t("checkout.giftCertificateLine") : l.name);

  useEffect(() => {
    if (!convert) return;
    // spec §9: analytics currency always EUR — order amounts are minor units of the order's
    // currency, converted back with the rate it was placed at
    const eur = (minor: number) => toEuros(minor / 100, order.currencyRate);
    trackEvent({
      event: "purchase",
      ecommerce: {
        currency: "EUR",
        transaction_id: order.number,
        value: eur(order.grandTotal),
        shipping: eur(order.shipping),
        items: order.lines.map((l) => ({ item_id: l.sku, item_name: l.name, price: eur(l.unitPrice), quantity: l.qty })),
      },
    });
  }, [convert, order]);

  const a = order.address;
  return (
    <div className="container checkout-page checkout-success" data-conversion={convert ? "reported" : "none"}>
      <CheckoutProgress
        step="done"
        done={Object.fromEntries(CHECKOUT_STEPS.map((s) => [s, true])) as Record<(typeof CHECKOUT_STEPS)[number], boolean>}
        steps={checkoutSteps({ needsDelivery: order.shippingMethod !== "none" })}
      />
      <section className="checkout-card checkout-success-head">
        <h1>{t("checkout.success.title")}</h1>
        <p className="checkout-order-number">
          {t("checkout.success.number")}: <strong data-order-number>{order.number}</strong>
        </p>
        <p>{t("checkout.success.emailSent", { email: order.email })}</p>
        {order.paidAt ? <p className="checkout-notice-ok">{t("checkout.success.paidCard")}</p> : null}
      </section>
      {bank ? <BankTransferDetails amount={money(order.grandTotal)} bank={bank} /> : null}
      <div className="checkout-layout">
        <section className="checkout-card" aria-labelledby="success-items">
          <h2 id="success-items">{t("checkout.review.items")}</h2>
          <ul className="checkout-lines">
            {order.lines.map((l, i) => (
              <li key={i} className="checkout-line">
                <span className="checkout-line-name">
                  {lineName(l)}
                  <span className="checkout-line-qty">{t("checkout.review.qty", { qty: l.qty })}</span>
                </span>
                <span className="checkout-line-total">{money(l.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="checkout-review">
            {a ? (
              <div>
                <dt>{order.shippingMethod === "pickup" ? t("checkout.shipping.pickup") : t("checkout.address.title")}</dt>
                <dd>
                  {order.shippingMethod === "pickup" ? (
                    <>
                      {order.pickupShop}
                      <br />
                    </>
                  ) : null}
                  <PostalAddress address={a} iso={order.lang} />
                </dd>
              </div>
            ) : (
              <div>
                <dt>{t("checkout.mail.delivery")}</dt>
                <dd>{t("checkout.shipping.byEmail")}</dd>
              </div>
            )}
            <div>
              <dt>{t("checkout.payment.title")}</dt>
              <dd>{t(`checkout.payment.${order.paymentMethod}`)}</dd>
            </div>
          </dl>
        </section>
        <aside className="checkout-summary">
          <h2>{t("cart.summary")}</h2>
          <OrderTotalsList totals={order} />
          <p>
            <Link className="button checkout-submit" to={href("/")}>
              {t("checkout.success.continue")}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
