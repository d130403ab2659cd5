import { useTranslation } from "react-i18next";
import type { ProductPrice } from "~/services/product-card.server";
import { useMoney } from "~/utils/shop";

/** A price with its discount: the old price struck through and the amount saved. */
export function PriceTag({ price, detailed = false }: { price: ProductPrice; detailed?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!price.isDiscounted || price.discountPrice === null) {
    return (
      <p className="price">
        <span className="price-current">{money(price.regularPrice)}</span>
      </p>
    );
  }
  return (
    <div className="price price-discounted">
      <p className="price-line">
        <span className="price-current">{money(price.discountPrice)}</span>{" "}
        <del className="price-regular" aria-label={t("product.card.regularPrice")}>{money(price.regularPrice)}</del>
      </p>
      {detailed ? (
        <>
          <p className="price-saving">{t("product.card.youSave", { amount: money(price.discountAmount) })}</p>
          <p className="price-lowest">{t("product.card.lowest30", { amount: money(price.smallestIn30Days) })}</p>
        </>
      ) : null}
    </div>
  );
}
