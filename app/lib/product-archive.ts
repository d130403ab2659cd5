// Archiving a product (README "Archiving products"): the rules of the successor its URL moves
// to, pure so that the back office's form and the service share them.

export type SuccessorProblem = "unknown" | "self" | "archived";

export interface SuccessorCandidate {
  id: number;
  type: string;
  archivedAt: string | null;
}

/**
 * Why a product cannot be the successor of `productId`, or null when it can: it must be a
 * product on sale (a simple product, not archived) other than the product itself, so a
 * successor's URL never leads back to a 410 or round in a loop.
 */
export function successorProblem(productId: number, successor: SuccessorCandidate | null): SuccessorProblem | null {
  if (!successor || successor.type !== "simple") return "unknown";
  if (successor.id === productId) return "self";
  if (successor.archivedAt !== null) return "archived";
  return null;
}

export const SUCCESSOR_MESSAGES: Record<SuccessorProblem, string> = {
  unknown: "There is no product with that SKU.",
  self: "A product cannot be its own successor.",
  archived: "That product is archived itself: name one that is on sale.",
};
