import { useTranslation } from "react-i18next";
import { roundToHalf, starStates } from "~/lib/stars";

/**
 * Spec §9: the rating as 5 stars in half steps. Plain characters coloured by CSS (a half star
 * is half gold, half grey): a listing of 48 cards stays small, with no repeated SVG or ids.
 */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const rounded = roundToHalf(rating);
  return (
    <span className="stars" role="img" aria-label={t("product.card.rating", { rating: rounded.toString().replace(".", ",") })}>
      <span className="stars-row" aria-hidden="true">
        {starStates(rating).map((state, index) => (
          <span key={index} className={`star star-${state}`}>★</span>
        ))}
      </span>
      {count !== undefined && count > 0 ? <span className="stars-count">{`(${count})`}</span> : null}
    </span>
  );
}
