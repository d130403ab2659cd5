import { useT } from "~/utils/use-t";
import { checkoutSteps } from "~/lib/checkout";
import type { CheckoutActionResult, CheckoutStepData } from "./types";
import { CheckoutErrors } from "./checkout-errors";
import { FieldScope } from "~/components/form-field";
import { CheckoutProgress } from "./checkout-progress";
import { OrderSummary } from "./order-summary";
import { ContactStep } from "./contact-step";
import { AddressStep } from "./address-step";
import { BusinessCard } from "./business-card";
import { ShippingStep } from "./shipping-step";
import { PaymentStep } from "./payment-step";
import { ReviewStep } from "./review-step";

// A checkout step's page: progress, the step's form and the order summary beside it.

export function CheckoutPage({ data: c, result }: { data: CheckoutStepData; result?: CheckoutActionResult }) {
  const t = useT();
  const steps = checkoutSteps(c);
  const index = steps.indexOf(c.step);
  return (
    <div className="container checkout-page">
      <CheckoutProgress step={c.step} done={c.done} steps={steps} />
      <div className="checkout-layout">
        <div className="checkout-main-column">
          <p className="checkout-stepof">{t("checkout.stepOf", { n: index + 1, total: steps.length })}</p>
          <h1>{t(`checkout.steps.${c.step}`)}</h1>
          <CheckoutErrors errors={result?.errors} />
          {c.step === "contact" ? <ContactStep data={c} result={result} /> : null}
          {c.step === "address" ? (
            // the server's errors, each shown again at its field
            <FieldScope refusal={result} summaryId="checkout-errors">
              <AddressStep data={c} />
            </FieldScope>
          ) : null}
          {c.step === "shipping" ? <ShippingStep data={c} /> : null}
          {c.step === "payment" ? <PaymentStep data={c} /> : null}
          {c.step === "review" ? (
            <ReviewStep
              data={c}
              business={
                <FieldScope refusal={result?.intent === "business" ? result : undefined} summaryId="checkout-errors" messages="checkout.errors">
                  <BusinessCard data={c} />
                </FieldScope>
              }
            />
          ) : null}
        </div>
        <OrderSummary data={c} />
      </div>
    </div>
  );
}
