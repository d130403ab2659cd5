// Spec §9: "Default reward-point conversion 1; points = floor(conversion times amount)".
// The amount is what the shopper pays for merchandise, in EUR (a decimal amount), so that a point
// is worth the same in every storefront: its spending value is configured in euro cents too.

export const DEFAULT_REWARD_POINT_CONVERSION = 1;

/** Reward points earned for an amount: floor(conversion × amount); never negative. */
export function rewardPoints(amount: number, conversion: number = DEFAULT_REWARD_POINT_CONVERSION) {
  if (!Number.isFinite(amount) || !Number.isFinite(conversion) || amount <= 0 || conversion <= 0) return 0;
  // A tiny epsilon keeps binary fractions honest: 1.1 × 10 is 11.000000000000002 but 0.7 × 30 is 20.999999999999996.
  return Math.floor(conversion * amount + 1e-9);
}
