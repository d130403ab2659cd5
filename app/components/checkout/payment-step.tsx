import { Form } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { PAYMENT_METHODS, paymentAllowed } from "~/lib/checkout";
import type { CheckoutStepData } from "./types";
import { Submit } from "./submit-button";

// The payment step: the methods this cart may use (spec §6 wallet restriction; no cash for
// gift certificates alone).

export function PaymentStep({ data }: { data: CheckoutStepData }) {
  const t = useT();
  const chosen = data.answers.payment?.method;
  const methods = PAYMENT_METHODS.filter((m) =>
    paymentAllowed(m, {
      walletAllowed: data.cart.walletAllowed,
      needsDelivery: data.needsDelivery,
      onlinePayments: data.onlinePayments,
      bankTransfer: data.bankTransfer,
    }),
  );
  return (
    <section className="checkout-card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t("checkout.payment.title")}</h2>
      {data.notice ? (
        <p className="checkout-notice" role="alert">
          {t(`checkout.payment.${data.notice}`)}
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="payment" />
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{t("checkout.payment.title")}</legend>
          {methods.map((m, i) => (
            <label key={m} className="checkout-option">
              <input type="radio" name="method" value={m} defaultChecked={chosen ? chosen === m : i === 0} required />
              <span className="checkout-option-text">
                <strong>{t(`checkout.payment.${m}`)}</strong>
                <span>{t(`checkout.payment.${m}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {!data.cart.walletAllowed ? <p className="checkout-hint">{t("checkout.payment.walletNotAllowed")}</p> : null}
        {!data.needsDelivery ? (
          <p className="checkout-hint" data-delivery="email">
            {t("checkout.payment.codNotAllowed")}
          </p>
        ) : null}
        <Submit>{t("checkout.continue")}</Submit>
      </Form>
    </section>
  );
}
