import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { accountMeta } from "~/components/account-form";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { BankTransferDetails } from "~/components/checkout/bank-transfer";
import { OrderTotalsList } from "~/components/checkout/order-totals";
import { OrderFactsList, OrderHistoryList, OrderLines, useDates } from "~/components/order-details";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import type { PageHandle } from "~/lib/messages";
import { paymentState } from "~/lib/order-history";
import { ORDER_NUMBER } from "~/lib/checkout";
import type { MinorUnits } from "~/lib/money";
import { orderPagePath } from "~/lib/order-page";
import { storefrontPath } from "~/lib/storefront";
import { bankTransferFor } from "~/services/bank-transfer.server";
import { getOrderHistory } from "~/services/order-history.server";
import { findCustomerOrder } from "~/services/orders.server";
import { withdrawalPeriodOf } from "~/services/withdrawals.server";
import { canWithdraw } from "~/lib/withdrawal";
import { listOrderRefunds } from "~/services/refunds.server";
import { listOrderDocuments } from "~/services/invoice-files.server";
import { formatIban } from "~/lib/iban";
import { requireCustomer } from "~/utils/auth.server";
import { withMessages } from "~/utils/messages.server";
import { useFormatOrderMinorUnits, useHref } from "~/utils/shop";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";
import { useT } from "~/utils/use-t";

export const handle = {
  i18n: [
    "account.address",
    "account.profile",
    "checkout",
    "orders.statuses",
    "orders.page",
    "orders.payment",
    "orders.history",
    "withdrawal.order",
    "withdrawal.link",
    "orders.refunds",
  ],
} satisfies PageHandle;
// /profile/orders/<number>: one order of the logged-in customer — its lines,
// totals, delivery, payment and where it stands, the bank details while a transfer is awaited,
// and its history with the payment attempts it took over. A guest logs in first and comes
// back. Someone else's order, another storefront's, an unknown or malformed number: one and
// the same 404, so the page never tells whether a number exists.

export const meta = accountMeta;

const numberSchema = z.string().regex(ORDER_NUMBER);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "profile-order");
  const { pathname } = new URL(request.url);
  const number = numberSchema.safeParse(params.number);
  if (!number.success) throw await pageNotFound(storefront, pathname);
  const [{ customer }, t] = await Promise.all([requireCustomer(request, context, storefront, orderPagePath(number.data)), getFixedT(storefront.iso)]);
  const db = getDb();
  const found = await findCustomerOrder(db, { customerId: customer.id, department: storefront.department }, number.data);
  if (!found) throw await pageNotFound(storefront, pathname);
  // a payment attempt is part of the order that took it over: it is read in that one's history
  if ("supersededBy" in found) throw redirect(`${storefrontPath(storefront, orderPagePath(found.supersededBy))}#order-history`);
  const { order } = found;
  const [history, bank, periodEndsAt, refunds, documents] = await Promise.all([
    getOrderHistory(db, order.id),
    paymentState(order) === "awaitingTransfer" ? bankTransferFor(db, order) : null,
    withdrawalPeriodOf(db, order.id, storefront.withdrawalDays),
    listOrderRefunds(db, order.id),
    listOrderDocuments(db, order.id),
  ]);
  // the withdrawal function while the order can still be withdrawn from (README "After the sale")
  const withdrawal = { days: storefront.withdrawalDays, periodEndsAt, open: canWithdraw(order, periodEndsAt) };
  // the shopper sees what was refunded and how; never another person's data (the IBAN is theirs)
  const shown = refunds.map((r) => ({
    id: r.id,
    way: r.way,
    status: r.status,
    amount: r.amount,
    currencyCode: r.currencyCode,
    iban: r.iban,
    code: r.certificateCode,
    at: r.createdAt,
  }));
  return withMessages(storefront, handle.i18n, {
    title: t("orders.page.title", { number: order.number }),
    siteName: storefront.name,
    order,
    history,
    bank,
    withdrawal,
    refunds: shown,
    documents: documents.map((d) => ({ id: d.id, series: d.series, number: d.number })),
  });
}

/** Where the number goes in the translated heading ("Naročilo …", "… számú rendelés"). */
const NUMBER_MARK = "\uE000";

/** The heading with the order number in a span of its own (kept on one line). */
function heading(text: string, number: string) {
  const [before, after = ""] = text.split(NUMBER_MARK);
  return (
    <>
      {before}
      <span className="order-number">{number}</span>
      {after}
    </>
  );
}

export default function ProfileOrderPage() {
  const { order, history, bank, withdrawal, refunds, documents } = useLoaderData<typeof loader>();
  const href = useHref();
  const t = useT();
  const orderAmount = useFormatOrderMinorUnits();
  const amount = (minor: MinorUnits) => orderAmount(minor, order.currencyCode);
  const { day } = useDates();
  return (
    <div className="container page account-page order-page" data-order={order.number}>
      <Breadcrumbs
        items={[
          { name: t("account.profile.title"), path: "/profile#profile-orders" },
          { name: order.number, path: orderPagePath(order.number) },
        ]}
        structuredData={false}
      />
      <h1>{heading(t("orders.page.title", { number: NUMBER_MARK }), order.number)}</h1>
      <p className="account-greeting">{t("orders.page.placedOn", { date: day(order.createdAt) })}</p>
      {bank ? <BankTransferDetails amount={amount(order.grandTotal)} bank={bank} /> : null}
      <div className="order-layout">
        <div className="order-main">
          <section className="account-card" aria-labelledby="order-items">
            <h2 id="order-items">{t("checkout.review.items")}</h2>
            <OrderLines lines={order.lines} amount={amount} />
          </section>
          <section className="account-card" aria-labelledby="order-history-title" id="order-history">
            <h2 id="order-history-title">{t("orders.history.title")}</h2>
            <OrderHistoryList attempts={history.attempts} events={history.events} paymentMethod={order.paymentMethod} />
          </section>
          {refunds.length ? (
            <section className="account-card" aria-labelledby="order-refunds-title" id="order-refunds">
              <h2 id="order-refunds-title">{t("orders.refunds.title")}</h2>
              <ul className="order-refunds">
                {refunds.map((r) => {
                  const sum = orderAmount(r.amount as MinorUnits, r.currencyCode);
                  const text =
                    r.way === "bank"
                      ? t("orders.refunds.bank", { amount: sum, iban: formatIban(r.iban ?? "") })
                      : r.way === "certificate"
                        ? t("orders.refunds.certificate", { amount: sum, code: r.code ?? "" })
                        : t("orders.refunds.card", { amount: sum });
                  return (
                    <li key={r.id}>
                      {day(r.at)}: {text}
                      {r.way === "bank" ? ` (${t(r.status === "to_send" ? "orders.refunds.toSend" : "orders.refunds.sent")})` : ""}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="order-side">
          <section className="account-card" aria-labelledby="order-summary">
            <h2 id="order-summary">{t("orders.page.summary")}</h2>
            <OrderTotalsList totals={order} currencyCode={order.currencyCode} />
          </section>
          {documents.length ? (
            <section className="account-card" aria-labelledby="order-documents-title" id="order-documents">
              <h2 id="order-documents-title">{t("orders.page.documents")}</h2>
              {/* plain links to files: the browser downloads each PDF (the stored one, README "Taxes and invoices") */}
              <ul className="order-documents">
                {documents.map((d) => (
                  <li key={d.id}>
                    <a href={href(`${orderPagePath(order.number)}/invoices/${d.id}`)} data-document={d.number}>
                      {t(d.series === "credit_note" ? "orders.page.creditNote" : "orders.page.invoice", { number: d.number })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="account-card" aria-labelledby="order-details">
            <h2 id="order-details">{t("orders.page.details")}</h2>
            <OrderFactsList order={order} />
          </section>
          {withdrawal.open ? (
            <section className="account-card order-withdrawal" aria-labelledby="order-withdrawal-title" data-withdrawal-period={withdrawal.periodEndsAt ?? ""}>
              <h2 id="order-withdrawal-title">{t("withdrawal.link")}</h2>
              <p>
                {withdrawal.periodEndsAt
                  ? t("withdrawal.order.periodUntil", { date: day(withdrawal.periodEndsAt), days: String(withdrawal.days) })
                  : t("withdrawal.order.period", { days: String(withdrawal.days) })}
              </p>
              <p>
                <Link to={href(`/withdrawal?order=${encodeURIComponent(order.number)}`)} className="button button-secondary" data-withdraw-order>
                  {t("withdrawal.link")}
                </Link>
              </p>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
