// Spec §9: ratings show as 5 stars, rounded to half steps.

export type StarState = "full" | "half" | "empty";

export function roundToHalf(rating: number) {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

export function starStates(rating: number): StarState[] {
  const rounded = roundToHalf(rating);
  return [1, 2, 3, 4, 5].map((n) => (rounded >= n ? "full" : rounded >= n - 0.5 ? "half" : "empty"));
}
