import type { ReactNode } from "react";
import { PostalAddress } from "~/components/postal-address";
import { Form, Link } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { useHref, useShop } from "~/utils/shop";
import type { CheckoutStepData } from "./types";
import { Submit } from "./submit-button";

// The review step: everything answered, and the button that places the order.

export function ReviewStep({ data, business }: { data: CheckoutStepData; business: ReactNode }) {
  const t = useT();
  const href = useHref();
  const iso = useShop()?.iso;
  const { payment } = data.answers;
  // answers given while the cart held products stay on it, but gift certificates alone need none
  const address = data.needsDelivery ? data.answers.address : undefined;
  const shipping = data.needsDelivery ? data.answers.shipping : undefined;
  return (
    <section className="checkout-card" aria-labelledby="review-title">
      <h2 id="review-title">{t("checkout.review.title")}</h2>
      <dl className="checkout-review">
        <div>
          <dt>{t("checkout.review.contact")}</dt>
          <dd>{data.email}</dd>
          <dd>
            <Link to={href("/checkout/contact")}>{t("checkout.change")}</Link>
          </dd>
        </div>
        {address ? (
          <div>
            <dt>{t("checkout.address.title")}</dt>
            <dd>
              <PostalAddress address={address} iso={iso} withPhone />
            </dd>
            <dd>
              <Link to={href("/checkout/address")}>{t("checkout.change")}</Link>
            </dd>
          </div>
        ) : null}
        {shipping ? (
          <div>
            <dt>{t("checkout.shipping.title")}</dt>
            <dd>{shipping.method === "pickup" ? `${t("checkout.shipping.pickup")}: ${shipping.shop}` : t("checkout.shipping.delivery")}</dd>
            <dd>
              <Link to={href("/checkout/shipping")}>{t("checkout.change")}</Link>
            </dd>
          </div>
        ) : null}
        {!data.needsDelivery ? (
          <div>
            <dt>{t("checkout.mail.delivery")}</dt>
            <dd>{t("checkout.shipping.byEmail")}</dd>
          </div>
        ) : null}
        {payment ? (
          <div>
            <dt>{t("checkout.payment.title")}</dt>
            <dd>{t(`checkout.payment.${payment.method}`)}</dd>
            <dd>
              <Link to={href("/checkout/payment")}>{t("checkout.change")}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {/* the company the invoice names: its own form, before the one that places the order */}
      {business}
      <Form method="post" className="checkout-place">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey ?? ""} />
        <p className="checkout-hint">{t("checkout.review.placeHint")}</p>
        {data.legalPages.length > 0 ? (
          <p className="checkout-hint checkout-legal">
            {t("checkout.review.acceptTerms")}{" "}
            {data.legalPages.map((p, i) => (
              <span key={p.urlKey}>
                {i > 0 ? " · " : null}
                <Link to={href(`/cms/${p.urlKey}`)}>{p.title}</Link>
              </span>
            ))}
          </p>
        ) : null}
        <Submit className="button checkout-submit checkout-place-button">{t("checkout.review.place")}</Submit>
      </Form>
    </section>
  );
}
