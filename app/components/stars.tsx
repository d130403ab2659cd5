import { useT } from "~/utils/use-t";
import { halfStars, roundToHalf } from "~/lib/stars";

/** The rating as text for assistive technology: "Rated 4,5 out of 5". */
export function ratingValue(rating: number) {
  return roundToHalf(rating).toString().replace(".", ",");
}

/**
 * Spec §9: the rating as 5 stars in half steps: five characters filled by CSS to the rounded
 * rating (`stars-fill-N` = N half stars, a gold-to-grey gradient clipped to the text). Two
 * elements per rating, so a listing of 48 cards stays light to render and to download.
 * `label` is the translated rating text; lists translate it once for all their cards.
 */
export function StarsView({ rating, count, label }: { rating: number; count?: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className={`stars-row stars-fill-${halfStars(rating)}`} aria-hidden="true">
        ★★★★★
      </span>
      {count !== undefined && count > 0 ? <span className="stars-count">{`(${count})`}</span> : null}
    </span>
  );
}

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const t = useT();
  return <StarsView rating={rating} count={count} label={t("product.card.rating", { rating: ratingValue(rating) })} />;
}
