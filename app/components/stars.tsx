import { useTranslation } from "react-i18next";
import { roundToHalf, starStates } from "~/lib/stars";

/** Spec §9: the rating as 5 stars in half steps. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const rounded = roundToHalf(rating);
  return (
    <span className="stars" role="img" aria-label={t("product.card.rating", { rating: rounded.toString().replace(".", ",") })}>
      {starStates(rating).map((state, index) => (
        <svg key={index} className={`star star-${state}`} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <defs>
            <linearGradient id={`half-${index}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={state === "full" ? "currentColor" : state === "half" ? `url(#half-${index})` : "none"}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
      {count !== undefined && count > 0 ? <span className="stars-count">({count})</span> : null}
    </span>
  );
}
