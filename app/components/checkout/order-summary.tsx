import { minorUnits } from "~/lib/money";
import { useT } from "~/utils/use-t";
import { Picture } from "../picture";
import { useFormatMinorUnits } from "~/utils/shop";
import type { CheckoutStepData } from "./types";
import { OrderTotalsList } from "./order-totals";

// The checkout's summary beside every step: the lines and the totals.

export function OrderSummary({ data }: { data: CheckoutStepData }) {
  const t = useT();
  const money = useFormatMinorUnits();
  const { cart } = data;
  const shippingKnown = data.needsDelivery && data.answers.shipping !== undefined;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("cart.summary")}</h2>
      <ul className="checkout-lines">
        {cart.lines.map((line) => (
          <li key={line.productId} className="checkout-line">
            {line.image !== null ? <Picture imageId={line.image} size="thumbnail" width={56} height={56} /> : <span className="checkout-line-noimage" />}
            <span className="checkout-line-name">
              {line.name}
              <span className="checkout-line-qty">{t("checkout.review.qty", { qty: line.qty })}</span>
            </span>
            <span className="checkout-line-total">{money(line.lineTotal)}</span>
          </li>
        ))}
        {cart.serviceItems.map((s) => (
          <li key={`s${s.productId}`} className="checkout-line checkout-line-extra">
            <span className="checkout-line-noimage" />
            <span className="checkout-line-name">
              {s.name}
              <span className="checkout-line-qty">{t("checkout.review.qty", { qty: s.qty })}</span>
            </span>
            <span className="checkout-line-total">{money(s.total)}</span>
          </li>
        ))}
        {cart.additionalItems.map((a) => (
          <li key={`a${a.id}`} className="checkout-line checkout-line-extra">
            <span className="checkout-line-noimage" />
            <span className="checkout-line-name">{t("checkout.giftCertificateLine")}</span>
            <span className="checkout-line-total">{money(a.price)}</span>
          </li>
        ))}
      </ul>
      <OrderTotalsList
        totals={{
          ...cart.totals,
          shipping: shippingKnown ? data.shipping : null,
          // a reverse-charge sale is paid without the VAT the prices hold (checkout.server.ts)
          grandTotal: minorUnits(cart.totals.grandTotal + (shippingKnown ? data.shipping : 0) - data.vat.removed),
          vat: data.vat,
        }}
      />
      <p className="checkout-tax">{t("cart.taxNote")}</p>
    </aside>
  );
}
