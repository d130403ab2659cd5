import type { MinorUnits } from "~/lib/money";
import { formatRate, type VatSummary } from "~/lib/vat";
import { useT } from "~/utils/use-t";

/**
 * The VAT the prices hold, per rate, under a total (README "Taxes and invoices"): "Including VAT
 * 22 %  5,18 €" — told, not added, as shelf prices are gross. A reverse-charge order says why it
 * carries none. Nothing for an order placed before VAT was kept.
 */
export function VatIncluded({ vat, money }: { vat: VatSummary | null | undefined; money: (minor: MinorUnits) => string }) {
  const t = useT();
  if (!vat) return null;
  return (
    <>
      {vat.rows.length > 0 && !vat.reverseCharge ? (
        <dl className="vat-included">
          {vat.rows.map((row) => (
            <div key={row.rate}>
              <dt>{t("checkout.vat.included", { rate: formatRate(row.rate) })}</dt>
              <dd data-vat={row.rate}>{money(row.vat)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {vat.reverseCharge ? (
        <p className="vat-included" data-vat="reverse-charge">
          {t("checkout.vat.reverseCharge")}
        </p>
      ) : null}
    </>
  );
}
