import { PostalAddress } from "~/components/postal-address";
import { useTranslation } from "react-i18next";
import type { PaymentMethod } from "~/lib/checkout";
import type { MinorUnits } from "~/lib/money";
import { paymentState } from "~/lib/order-history";
import type { OrderAttempt, OrderHistoryEvent } from "~/services/order-history.server";
import type { OrderLine, OrderView } from "~/services/orders.server";
import { useShop } from "~/utils/shop";
import { useT } from "~/utils/use-t";

// The parts of a customer's order page (routes/profile-order.tsx): its lines, its facts
// (status, payment and where it stands, delivery) and its history. Amounts arrive formatted by
// the page, in the order's own currency.

type Amount = (minor: MinorUnits) => string;

/** Dates as the storefront's language writes them; in UTC, so server and browser agree. */
export function useDates() {
  const { i18n } = useTranslation();
  const locale = useShop()?.locale ?? i18n.language;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return { day: (iso: string) => day.format(new Date(iso)), moment: (iso: string) => moment.format(new Date(iso)) };
}

export function OrderLines({ lines, amount }: { lines: OrderLine[]; amount: Amount }) {
  const t = useT();
  return (
    <ul className="order-lines">
      {lines.map((line, i) => (
        <li key={i} className="order-line" data-line={line.sku}>
          <span className="order-line-name">{line.kind === "gift_certificate" ? t("checkout.giftCertificateLine") : line.name}</span>
          <span className="order-line-qty">
            {t("checkout.review.qty", { qty: line.qty })} · {t("orders.page.each", { price: amount(line.unitPrice) })}
          </span>
          <span className="order-line-total" data-line-total>
            {amount(line.lineTotal)}
          </span>
        </li>
      ))}
    </ul>
  );
}

type OrderFacts = Pick<OrderView, "status" | "paymentMethod" | "paidAt" | "shippingMethod" | "pickupShop" | "address">;

/** Status, payment (method and where it stands) and delivery (address, pickup shop or e-mail). */
export function OrderFactsList({ order }: { order: OrderFacts }) {
  const t = useT();
  const iso = useShop()?.iso;
  const { day } = useDates();
  const state = paymentState(order);
  const a = order.address;
  return (
    <dl className="account-details order-facts">
      <div>
        <dt>{t("orders.page.status")}</dt>
        <dd data-status={order.status}>{t(`orders.statuses.${order.status}`)}</dd>
      </div>
      <div>
        <dt>{t("orders.page.payment")}</dt>
        <dd>
          {t(`checkout.payment.${order.paymentMethod}`)}
          <br />
          <span className={state === "paid" ? "account-badge account-badge-ok" : "account-badge"} data-payment={state}>
            {state === "paid" && order.paidAt ? t("orders.payment.paid", { date: day(order.paidAt) }) : t(`orders.payment.${state}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t("orders.page.delivery")}</dt>
        <dd data-delivery={order.shippingMethod}>
          {order.shippingMethod === "none" ? t("checkout.shipping.byEmail") : null}
          {order.shippingMethod === "pickup" ? `${t("checkout.shipping.pickup")}: ${order.pickupShop ?? ""}` : null}
          {order.shippingMethod === "delivery" ? t("checkout.shipping.delivery") : null}
          {order.shippingMethod === "delivery" && a ? <PostalAddress address={a} iso={iso} /> : null}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The order's history, oldest first: its earlier payment attempts (each with its method and
 * what ended it), then its own status changes.
 */
export function OrderHistoryList({ attempts, events, paymentMethod }: { attempts: OrderAttempt[]; events: OrderHistoryEvent[]; paymentMethod: PaymentMethod }) {
  const t = useT();
  const { moment } = useDates();
  return (
    <ol className="order-history">
      {attempts.map((attempt) => (
        <li key={attempt.number} className="order-history-attempt" data-attempt={attempt.number} data-outcome={attempt.outcome}>
          <time dateTime={attempt.createdAt}>{moment(attempt.createdAt)}</time>
          <span className="order-history-what">{t(`orders.history.events.${attempt.outcome}`)}</span>
          <span className="order-history-how">
            {t(`checkout.payment.${attempt.paymentMethod}`)} · {t("orders.history.attempt", { number: attempt.number })}
          </span>
        </li>
      ))}
      {events.map((e, i) => (
        <li key={i} data-event={e.event}>
          <time dateTime={e.at}>{moment(e.at)}</time>
          <span className="order-history-what">{t(`orders.history.events.${e.event}`)}</span>
          {e.event === "placed" ? <span className="order-history-how">{t(`checkout.payment.${paymentMethod}`)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
