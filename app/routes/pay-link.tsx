import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { CONFIRMING_REFRESH_SECONDS } from "~/lib/card-payment";
import type { PageHandle } from "~/lib/messages";
import type { MinorUnits } from "~/lib/money";
import { storefrontPath } from "~/lib/storefront";
import { getPayLinkOrder, type PayLinkState, payByLink } from "~/services/pay-link.server";
import { testPaymentsEnabled } from "~/services/payments.server";
import { checkoutHeaders } from "~/utils/checkout-request.server";
import { withMessages } from "~/utils/messages.server";
import { storeMeta } from "~/utils/page-meta";
import { useFormatMinorUnits } from "~/utils/shop";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";
import { useT } from "~/utils/use-t";

export const handle = { i18n: ["checkout", "orders"] } satisfies PageHandle;
// /pay/<token>: the card-payment link mailed to the shopper of an order taken by phone
// (pay-link.server.ts). It reads no session and sets none — a link opened from a mail comes
// without our SameSite=Strict cookies, and the link pays an order, it opens no account. A GET
// only shows where the order stands: open (its lines, total and a Pay button, a POST that the
// server's Origin check guards), paid, or no longer payable (410); an unknown token is a 404.

/** The waiting page asks again every few seconds until the webhook has confirmed the payment. */
export const meta: MetaFunction<typeof loader> = (args) => [
  ...storeMeta(args),
  ...((args.data as { confirming?: boolean } | undefined)?.confirming ? [{ httpEquiv: "refresh", content: String(CONFIRMING_REFRESH_SECONDS) }] : []),
];

export const headers = checkoutHeaders;

const STATUS: Record<PayLinkState, number> = { open: 200, paid: 200, closed: 410 };

async function gate(request: Request, context: LoaderFunctionArgs["context"]) {
  const { storefront } = await requirePage(request, context, "pay-link");
  return storefront;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const storefront = await gate(request, context);
  const url = new URL(request.url);
  // back from Stripe's page (its success URL): wait for the webhook, refreshing, as /checkout/status does
  const returnedFrom = url.searchParams.get("paid") === "1" ? url.searchParams.get("session_id") : null;
  const found = await getPayLinkOrder(getDb(), params.token ?? "", storefront.department, returnedFrom);
  if (!found) throw await pageNotFound(storefront, url.pathname);
  const { order, state, confirming } = found;
  const t = await getFixedT(storefront.iso);
  const title = confirming
    ? t("checkout.confirming.title")
    : t(state === "open" ? "orders.payLink.title" : state === "paid" ? "orders.payLink.paidTitle" : "orders.payLink.closedTitle", { number: order.number });
  const page = withMessages(storefront, handle.i18n, {
    siteName: storefront.name,
    title,
    state,
    confirming,
    // Stripe could not be reached when "Pay" was pressed (the action's redirect says so)
    unavailable: state === "open" && !confirming && url.searchParams.get("payment") === "unavailable",
    testPayment: testPaymentsEnabled(),
    order: {
      number: order.number,
      grandTotal: order.grandTotal,
      // only what the order is: no address, no e-mail, no account — the link may be forwarded
      lines: state === "open" && !confirming ? order.lines.map((l) => ({ name: l.name, qty: l.qty, lineTotal: l.lineTotal })) : [],
      deadline: order.paymentDeadline,
    },
  });
  return data(page, { status: STATUS[state], headers: checkoutHeaders() });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const storefront = await gate(request, context);
  const token = params.token ?? "";
  const paid = await payByLink(getDb(), token, storefront, context.publicAddress);
  if (!paid) throw await pageNotFound(storefront, new URL(request.url).pathname);
  // on to Stripe's page (the CSP's form-action allows its origin), or back to the link, which
  // now says paid or why it cannot be paid: a reload posts nothing again
  if ("checkoutUrl" in paid) throw redirect(paid.checkoutUrl, { status: 303, headers: checkoutHeaders() });
  const query = "unavailable" in paid ? "?payment=unavailable" : "";
  throw redirect(storefrontPath(storefront, `/pay/${token}${query}`), { status: 303, headers: checkoutHeaders() });
}

interface PayLinkOrder {
  number: string;
  grandTotal: MinorUnits;
  lines: { name: string; qty: number; lineTotal: MinorUnits }[];
  deadline: string | null;
}

export default function PayLinkRoute() {
  // data() with a status (the 410) is typed by hand, as the admin pages do
  const { state, confirming, unavailable, order, testPayment } = useLoaderData<typeof loader>() as unknown as {
    state: PayLinkState;
    confirming: boolean;
    unavailable: boolean;
    order: PayLinkOrder;
    testPayment: boolean;
  };
  const t = useT();
  const money = useFormatMinorUnits();
  const values = { number: order.number };
  const location = useLocation();
  if (confirming)
    return (
      <div className="container checkout-page checkout-pay">
        <section className="checkout-card checkout-pay-card" aria-labelledby="pay-link-title" aria-live="polite" data-pay-link="confirming">
          <h1 id="pay-link-title">{t("checkout.confirming.title")}</h1>
          <p className="checkout-hint">{t("checkout.confirming.text")}</p>
          <p>{t("checkout.pay.order", values)}</p>
          <p className="checkout-pay-amount">
            <span>{t("checkout.pay.amount")}</span>
            <strong data-total="pay">{money(order.grandTotal)}</strong>
          </p>
          <p>
            <a className="button button-secondary" href={`${location.pathname}${location.search}`}>
              {t("checkout.confirming.again")}
            </a>
          </p>
        </section>
      </div>
    );
  return (
    <div className="container checkout-page checkout-pay">
      <section className="checkout-card checkout-pay-card" aria-labelledby="pay-link-title" data-pay-link={state}>
        {state === "open" && testPayment ? (
          <p className="checkout-notice" data-test-payment role="note">
            <strong>{t("orders.testPayment")}</strong>
          </p>
        ) : null}
        <h1 id="pay-link-title">
          {t(state === "open" ? "orders.payLink.title" : state === "paid" ? "orders.payLink.paidTitle" : "orders.payLink.closedTitle", values)}
        </h1>
        {state === "open" ? (
          <>
            {unavailable ? (
              <p className="checkout-notice" role="alert" data-notice="unavailable">
                {t("orders.payLink.unavailable")}
              </p>
            ) : null}
            <p className="checkout-hint">{t("orders.payLink.intro")}</p>
            <table className="checkout-pay-lines">
              <tbody>
                {order.lines.map((l, i) => (
                  <tr key={i}>
                    <td>{l.qty} ×</td>
                    <td>{l.name}</td>
                    <td>{money(l.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="checkout-pay-amount">
              <span>{t("checkout.pay.amount")}</span>
              <strong data-total="pay">{money(order.grandTotal)}</strong>
            </p>
            <Form method="post">
              <button type="submit" className="button checkout-submit">
                {t("orders.payLink.pay", { amount: money(order.grandTotal) })}
              </button>
            </Form>
          </>
        ) : (
          <p>{t(state === "paid" ? "orders.payLink.paidText" : "orders.payLink.closedText")}</p>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
