import type { WithdrawalStatus } from "./withdrawal";
import type { PaymentMethod } from "./checkout";
import { formatMinor, type MinorUnits } from "./money";
import type { OrderStatus, RefusalReason } from "./order-status";

// How the back office names what it shows (issue 26 §1: English, every label in plain words).

export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting card payment",
  placed: "Placed, not paid",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, string> = {
  received: "Received",
  goods_back: "Goods back",
  refunded: "Refunded",
  refused: "Refused",
};

export const PAYMENT_LABEL: Record<PaymentMethod, string> = {
  bank: "Bank transfer",
  cod: "Cash on delivery",
  card: "Card",
  wallet: "Wallet",
};

export const SHIPPING_LABEL: Record<string, string> = {
  delivery: "Delivery to an address",
  pickup: "Pick-up in a shop",
  none: "Nothing to ship (e-mailed)",
};

/** An amount with its currency's code: the back office lists orders of every storefront side by side. */
export const money = (minor: MinorUnits | number, currencyCode: string) => formatMinor(minor as MinorUnits, currencyCode);

/** Why a move is refused, in the back office's words (the order desk words them for its commands, scripts/orders.ts). */
export const REFUSAL_TEXT: Record<RefusalReason, string> = {
  cancelled: "the order is cancelled",
  delivered: "the order was delivered",
  notPaid: "the order is not paid yet",
  notShipped: "the order has not been shipped yet: mark it shipped first",
  providerConfirms: "card and wallet payments are confirmed by the payment provider, not by hand",
  cashOnDelivery: "cash on delivery is paid when it is delivered: mark it delivered",
  notOnline: "only card and wallet payments are confirmed by the payment provider",
  noShipping: "the order has nothing to ship (gift certificates only, sent by e-mail): paid is its end",
  paidNoRefund: "the order is paid; a paid order is not cancelled here",
};
