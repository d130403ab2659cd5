import { useTranslation } from "react-i18next";
import { roundToHalf, starStates } from "~/lib/stars";

/** The rating as text for assistive technology: "Rated 4,5 out of 5". */
export function ratingValue(rating: number) {
  return roundToHalf(rating).toString().replace(".", ",");
}

/**
 * Spec §9: the rating as 5 stars in half steps. Plain characters coloured by CSS (a half star
 * is half gold, half grey): a listing of 48 cards stays small, with no repeated SVG or ids.
 * `label` is the translated rating text; lists translate it once for all their cards.
 */
export function StarsView({ rating, count, label }: { rating: number; count?: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars-row" aria-hidden="true">
        {starStates(rating).map((state, index) => (
          <span key={index} className={`star star-${state}`}>★</span>
        ))}
      </span>
      {count !== undefined && count > 0 ? <span className="stars-count">{`(${count})`}</span> : null}
    </span>
  );
}

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  return <StarsView rating={rating} count={count} label={t("product.card.rating", { rating: ratingValue(rating) })} />;
}
