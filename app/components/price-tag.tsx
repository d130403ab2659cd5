import { useT } from "~/utils/use-t";
import { type EuroCents, minorUnits } from "~/lib/money";
import type { ProductPrice } from "~/services/product-card.server";
import { useEuroCentsToMinorUnits, useFormatEuroCents, useFormatMinorUnits } from "~/utils/shop";

/** A price, and when discounted the old price struck through (lists pass their formatter once). */
export function PriceView({ price, money, regularLabel }: { price: ProductPrice; money: (cents: EuroCents) => string; regularLabel: string }) {
  if (!price.isDiscounted || price.discountPrice === null) {
    return (
      <p className="price">
        <span className="price-current">{money(price.regularPrice)}</span>
      </p>
    );
  }
  return (
    <p className="price price-discounted price-line">
      <span className="price-current">{money(price.discountPrice)}</span>{" "}
      {/* named by hidden text: a <del> may not carry aria-label (ARIA in HTML), and a screen reader reads its content */}
      <del className="price-regular">
        <span className="visually-hidden">{regularLabel} </span>
        {money(price.regularPrice)}
      </del>
    </p>
  );
}

/** A price with its discount: the old price struck through, and on a product page the amount saved and the 30-day low. */
export function PriceTag({ price, detailed = false }: { price: ProductPrice; detailed?: boolean }) {
  const t = useT();
  const money = useFormatEuroCents();
  const amount = useFormatMinorUnits();
  const toMinor = useEuroCentsToMinorUnits();
  const current = <PriceView price={price} money={money} regularLabel={t("product.card.regularPrice")} />;
  if (!detailed || !price.isDiscounted || price.discountPrice === null) return current;
  return (
    <div className="price price-discounted">
      {current}
      <p className="price-saving">{t("product.card.youSave", { amount: amount(minorUnits(toMinor(price.regularPrice) - toMinor(price.discountPrice))) })}</p>
      <p className="price-lowest">{t("product.card.lowest30", { amount: money(price.smallestIn30Days) })}</p>
    </div>
  );
}
