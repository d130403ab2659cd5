import type { PaymentMethod } from "./checkout";

// How a refund goes back (README "After the sale"), by the way the order was paid: a card or
// wallet payment through the card provider that took it (Stripe: its Checkout Session is the
// order's payment_ref), or at once with the built-in test provider, which moved no money; a bank
// transfer or cash on delivery by a transfer to the shopper's IBAN, which staff make.

export type RefundWay = "card" | "test" | "bank";

export function refundWayOf(paymentMethod: PaymentMethod, paymentRef: string | null): RefundWay {
  if (paymentMethod === "card" || paymentMethod === "wallet") return paymentRef ? "card" : "test";
  return "bank";
}

/** The longest reason for a lowered refund or a paid order's cancel (the shopper reads it). */
export const REFUND_REASON_MAX = 500;

/** A certificate the order bought, taken back with a return: disabled, or found (partly) spent. */
export interface RevokedCertificate {
  code: string;
  amount: number;
  /** what was left on it when it was disabled */
  balance: number;
  /** spent before the return: staff see it on the return (the refund may be lowered for it) */
  spent: number;
}

export interface RefundView {
  id: number;
  returnId: number;
  way: RefundWay | "certificate";
  status: string;
  amount: number;
  currencyCode: string;
  iban: string | null;
  accountName: string | null;
  certificateCode: string | null;
  providerRef: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface ReturnView {
  id: number;
  actor: string;
  createdAt: string;
  computed: number;
  amount: number;
  loweredReason: string | null;
  shipping: number;
  restock: boolean;
  pointsBack: number;
  pointsRevoked: number;
  certificatesRevoked: RevokedCertificate[];
  lines: { sku: string; name: string; qty: number; money: number }[];
}
