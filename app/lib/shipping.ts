// Spec §9: "Default free-shipping threshold 60; free shipping holds when amount is not less
// than threshold." An amount and its threshold are in one unit: the default is euro cents, a
// cart measures in the storefront currency's minor units (app/lib/money.ts).

export const DEFAULT_FREE_SHIPPING_THRESHOLD = 6000;

/** `Amount`: the unit the amounts are counted in (the cart's totals: MinorUnits, app/lib/money.ts). */
export type FreeShipping<Amount extends number = number> = { free: true; missing: 0 } | { free: false; missing: Amount };

/** Whether an amount ships free, and if not, how many cents are missing to the threshold. */
export function freeShipping(amount: number, threshold: number = DEFAULT_FREE_SHIPPING_THRESHOLD): FreeShipping {
  const limit = Number.isFinite(threshold) && threshold >= 0 ? threshold : DEFAULT_FREE_SHIPPING_THRESHOLD;
  const value = Number.isFinite(amount) ? Math.max(0, amount) : 0;
  return value >= limit ? { free: true, missing: 0 } : { free: false, missing: limit - value };
}
