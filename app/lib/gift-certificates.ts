// Gift certificates redeemed on a cart (spec §3 giftCertificates, §9 grand total) as pure rules.

export type CertificateProblem = "unknown" | "voided" | "usedUp" | "expired" | "alreadyApplied";

export interface CertificateRule {
  balance: number;
  expiresAt: string | null;
  /** voided in the back office: refused as an expired one, its balance kept for the record */
  voidedAt?: string | null;
}

/** Why a certificate cannot be redeemed now (null: it can). */
export function certificateProblem(certificate: CertificateRule | null | undefined, now: Date, alreadyApplied = false): CertificateProblem | null {
  if (!certificate) return "unknown";
  if (alreadyApplied) return "alreadyApplied";
  if (certificate.voidedAt) return "voided";
  if (certificate.expiresAt !== null && Date.parse(certificate.expiresAt) < now.getTime()) return "expired";
  if (certificate.balance <= 0) return "usedUp";
  return null;
}

/**
 * What each redeemed certificate takes off, cents: balances are applied in order until the cart
 * total is covered; a certificate that is not needed takes 0 and keeps its balance.
 */
export function allocateCertificates(balances: readonly number[], cartTotal: number): number[] {
  let left = Math.max(0, cartTotal);
  return balances.map((balance) => {
    const amount = Math.min(left, Math.max(0, balance));
    left -= amount;
    return amount;
  });
}

/**
 * The points a customer can spend on a cart: what they hold and chose to spend, capped at what
 * the cart total still needs after the discount code (spec §5 points; a point is worth
 * `pointValue` cents, storefront configuration).
 */
export function spendablePoints(requested: number, available: number, remainingCents: number, pointValue: number) {
  if (pointValue <= 0 || requested <= 0 || available <= 0 || remainingCents <= 0) return 0;
  return Math.min(requested, available, Math.ceil(remainingCents / pointValue));
}
