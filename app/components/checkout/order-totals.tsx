import type { MinorUnits } from "~/lib/money";
import type { VatSummary } from "~/lib/vat";
import { VatIncluded } from "../vat-included";
import { useT } from "~/utils/use-t";
import { useFormatMinorUnits, useFormatOrderMinorUnits } from "~/utils/shop";

// An order's totals (spec §9: subtotal, discounts, certificates, shipping, grand total) and the
// VAT they hold per rate, for the checkout's summary, the success page and the customer's order
// page.

export interface TotalsData {
  subtotal: MinorUnits;
  discount: MinorUnits;
  codeDiscount: MinorUnits;
  pointsValue: MinorUnits;
  giftCertificates: MinorUnits;
  shipping: MinorUnits | null;
  grandTotal: MinorUnits;
  /** the VAT the total holds, per rate; null for an order placed before VAT was kept */
  vat?: VatSummary | null;
}

/** `currencyCode`: an order's own currency, when it may not be this storefront's. */
export function OrderTotalsList({ totals, currencyCode }: { totals: TotalsData; currencyCode?: string }) {
  const t = useT();
  const shopAmount = useFormatMinorUnits();
  const orderAmount = useFormatOrderMinorUnits();
  const money = (minor: MinorUnits) => (currencyCode ? orderAmount(minor, currencyCode) : shopAmount(minor));
  return (
    <>
      <dl className="checkout-totals">
        <div>
          <dt>{t("checkout.totals.subtotal")}</dt>
          <dd data-total="subtotal">{money(totals.subtotal)}</dd>
        </div>
        {totals.codeDiscount > 0 ? (
          <div>
            <dt>{t("checkout.totals.code")}</dt>
            <dd data-total="code">−{money(totals.codeDiscount)}</dd>
          </div>
        ) : null}
        {totals.pointsValue > 0 ? (
          <div>
            <dt>{t("checkout.totals.points")}</dt>
            <dd data-total="points">−{money(totals.pointsValue)}</dd>
          </div>
        ) : null}
        {totals.giftCertificates > 0 ? (
          <div>
            <dt>{t("checkout.totals.certificates")}</dt>
            <dd data-total="certificates">−{money(totals.giftCertificates)}</dd>
          </div>
        ) : null}
        {totals.shipping !== null ? (
          <div>
            <dt>{t("checkout.totals.shipping")}</dt>
            <dd data-total="shipping">{totals.shipping > 0 ? money(totals.shipping) : t("checkout.free")}</dd>
          </div>
        ) : null}
        {totals.vat?.reverseCharge && totals.vat.removed > 0 ? (
          <div>
            <dt>{t("checkout.vat.removed")}</dt>
            <dd data-total="reverse-charge">−{money(totals.vat.removed)}</dd>
          </div>
        ) : null}
        <div className="checkout-grand">
          <dt>{t("checkout.totals.grand")}</dt>
          <dd data-total="grand">{money(totals.grandTotal)}</dd>
        </div>
      </dl>
      <VatIncluded vat={totals.vat} money={money} />
      {/* the products' own discounts are already in the subtotal: told, not subtracted again */}
      {totals.discount > 0 ? (
        <p className="totals-saved" data-total="discount">
          {t("checkout.totals.discount", { amount: money(totals.discount) })}
        </p>
      ) : null}
    </>
  );
}
