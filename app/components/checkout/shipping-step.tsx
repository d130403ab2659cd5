import { Form } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { useFormatMinorUnits } from "~/utils/shop";
import type { CheckoutStepData } from "./types";
import { Submit } from "./submit-button";

// The shipping step: home delivery or pickup in a shop.

export function ShippingStep({ data }: { data: CheckoutStepData }) {
  const t = useT();
  const money = useFormatMinorUnits();
  const chosen = data.answers.shipping;
  return (
    <section className="checkout-card" aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t("checkout.shipping.title")}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="shipping" />
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{t("checkout.shipping.title")}</legend>
          <label className="checkout-option">
            <input type="radio" name="method" value="delivery" defaultChecked={!chosen || chosen.method === "delivery"} required />
            <span className="checkout-option-text">
              <strong>{t("checkout.shipping.delivery")}</strong>
              <span>{t("checkout.shipping.deliveryHint")}</span>
            </span>
            <span className="checkout-option-price">{data.shippingPrice > 0 ? money(data.shippingPrice) : t("checkout.free")}</span>
          </label>
          {data.shops.length > 0 ? (
            <label className="checkout-option">
              <input type="radio" name="method" value="pickup" defaultChecked={chosen?.method === "pickup"} />
              <span className="checkout-option-text">
                <strong>{t("checkout.shipping.pickup")}</strong>
                <span>{t("checkout.shipping.pickupHint")}</span>
              </span>
              <span className="checkout-option-price">{t("checkout.free")}</span>
            </label>
          ) : null}
        </fieldset>
        {data.shops.length > 0 ? (
          <fieldset className="checkout-shops">
            <legend>{t("checkout.shipping.shop")}</legend>
            {data.shops.map((shop, i) => (
              <label key={shop.name} className="checkout-shop">
                <input type="radio" name="shop" value={shop.name} defaultChecked={chosen?.method === "pickup" ? chosen.shop === shop.name : i === 0} />
                <span>
                  <strong>{shop.name}</strong>
                  <span>
                    {shop.street}, {shop.postcode} {shop.city}
                  </span>
                  {shop.hours ? <span className="checkout-hint">{shop.hours}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <Submit>{t("checkout.continue")}</Submit>
      </Form>
    </section>
  );
}
