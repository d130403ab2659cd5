import { Form } from "@remix-run/react";
import { Field } from "~/components/form-field";
import { useT } from "~/utils/use-t";
import type { CheckoutStepData } from "./types";
import { Submit } from "./submit-button";

// The review step's company details (README "Taxes and invoices"): a company named for the
// invoice and, optionally, its VAT number — checked by VIES when saved. A refused form comes back
// with its message at the field (the FieldScope around the review step, checkout-page.tsx).

export function BusinessCard({ data }: { data: CheckoutStepData }) {
  const t = useT();
  const business = data.answers.business;
  return (
    <section className="checkout-business" aria-labelledby="business-title">
      <h3 id="business-title">{t("checkout.business.title")}</h3>
      {business ? (
        <div className="checkout-business-saved">
          <p>
            {t("checkout.business.saved")}: <strong>{business.company}</strong>
            {business.vatNumber ? <> · {business.vatNumber}</> : null}
          </p>
          {business.vatNumber && business.check === "confirmed" ? (
            <p className="checkout-hint" data-vies="confirmed">
              {t("checkout.business.confirmed", { number: business.vatNumber })}
            </p>
          ) : null}
          {business.vatNumber && business.check === "unreachable" ? (
            <p className="checkout-notice" role="status" data-vies="unreachable">
              {t("checkout.business.unreachable", { number: business.vatNumber })}
            </p>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="removeBusiness" />
            <Submit className="button button-secondary">{t("checkout.business.remove")}</Submit>
          </Form>
        </div>
      ) : (
        <>
          <p className="checkout-hint">{t("checkout.business.intro")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="business" />
            <Field id="business-company" name="company" label={t("checkout.business.company")} autoComplete="organization" maxLength={120} />
            <Field
              id="business-vat"
              name="vatNumber"
              label={t("checkout.business.vatNumber")}
              autoComplete="off"
              required={false}
              maxLength={30}
              hint={t("checkout.business.vatHint")}
            />
            <Submit className="button button-secondary">{t("checkout.business.apply")}</Submit>
          </Form>
        </>
      )}
    </section>
  );
}
