import { hasControlCharacter } from "./shopper-text";

// A merchant gives or takes reward points by hand (the back office): a whole number of points,
// never zero, with a reason the customer is shown beside their orders' points. The balance may
// not go below zero, as spending points never takes it there (cart-extras: availablePoints).

export const MAX_ADJUSTMENT_REASON = 300;

export type PointAdjustmentProblem = "deltaInvalid" | "reasonRequired" | "reasonTooLong" | "reasonInvalid";

/** What is wrong with an adjustment, or null. `reason` is taken trimmed. */
export function pointAdjustmentProblem(delta: number, reason: string): PointAdjustmentProblem | null {
  if (!Number.isSafeInteger(delta) || delta === 0) return "deltaInvalid";
  const text = reason.trim();
  if (text.length === 0) return "reasonRequired";
  if (text.length > MAX_ADJUSTMENT_REASON) return "reasonTooLong";
  // shown on the customer's pages and in the merchant's terminal: one line of text
  if (hasControlCharacter(text)) return "reasonInvalid";
  return null;
}

/** The balance after an adjustment, or null when it would go below zero. */
export function adjustedBalance(balance: number, delta: number) {
  const after = balance + delta;
  return after < 0 ? null : after;
}
