// Spec §9: ratings show as 5 stars, rounded to half steps.

export function roundToHalf(rating: number) {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** How many half stars of the ten are filled: what the five stars show (4.3 -> 9, i.e. 4½). */
export function halfStars(rating: number) {
  return roundToHalf(rating) * 2;
}
