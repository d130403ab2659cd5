import { Form } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { PaymentMethod } from "~/lib/checkout";
import type { MinorUnits } from "~/lib/money";
import { useFormatMinorUnits, useHref } from "~/utils/shop";

// The built-in test payment page: says plainly that no money moves; its buttons post to
// /checkout/status/{type}.

/** The order waiting for its payment, as the pay page shows it. */
export interface PayOrder {
  number: string;
  grandTotal: MinorUnits;
  paymentMethod: PaymentMethod;
}

export function PayPage({ order }: { order: PayOrder }) {
  const t = useT();
  const href = useHref();
  const money = useFormatMinorUnits();
  const button = (type: "success" | "cancel" | "failure", label: string, className: string) => (
    <Form method="post" action={href(`/checkout/status/${type}`)}>
      <input type="hidden" name="order" value={order.number} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="container checkout-page checkout-pay">
      <section className="checkout-card checkout-pay-card" aria-labelledby="pay-title">
        <p className="checkout-notice" data-test-payment role="note">
          <strong>{t("orders.testPayment")}</strong>
        </p>
        <h1 id="pay-title">{t("checkout.pay.title")}</h1>
        <p className="checkout-hint">{t("checkout.pay.intro")}</p>
        <p>
          {t("checkout.pay.order", { number: order.number })} · {t(`checkout.payment.${order.paymentMethod}`)}
        </p>
        <p className="checkout-pay-amount">
          <span>{t("checkout.pay.amount")}</span>
          <strong data-total="pay">{money(order.grandTotal)}</strong>
        </p>
        <div className="checkout-pay-actions">
          {button("success", t("checkout.pay.pay"), "button checkout-submit")}
          {button("cancel", t("checkout.pay.cancel"), "button button-secondary")}
          {button("failure", t("checkout.pay.fail"), "button button-secondary")}
        </div>
      </section>
    </div>
  );
}
