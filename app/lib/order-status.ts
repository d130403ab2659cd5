import type { PaymentMethod } from "./checkout";

// An order's lifecycle (DESIGN.md "Sessions and safety": nothing of value before payment). The
// statuses and the one table of moves between them; the services apply a move inside a
// transaction with a conditional update on the status it read, so two processes applying moves
// at once cannot both win. No database here.
//
// - awaiting_payment: card or wallet, waiting for the payment provider (the stock, certificate
//   balances, points and the code's usage are held; PAYMENT_HOLD_MINUTES later it expires)
// - placed: bank transfer or cash on delivery, accepted but not paid
// - paid, shipped, delivered: paid (a cash-on-delivery order is paid when it is delivered)
// - cancelled: everything held was given back; nothing was earned
//
// "Value" — the gift certificates an order bought and the reward points it earns — is issued
// by the one move that makes the order paid, and by no other.

export const ORDER_STATUSES = ["awaiting_payment", "placed", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * - confirmPayment: the payment provider confirms a card or wallet payment (today the test payment page)
 * - markPaid: the merchant records a bank transfer
 * - ship, deliver: the merchant sends the parcel / records its delivery (cash collected, for COD)
 * - cancel: the shopper cancels or the payment fails, the payment hold expires, or the merchant cancels
 */
export const ORDER_MOVES = ["confirmPayment", "markPaid", "ship", "deliver", "cancel"] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** "delivery" | "pickup" | "none" (gift certificates alone: delivered by e-mail) */
  shippingMethod: string;
  /** paid_at is set */
  paid: boolean;
}

/** Why a move is refused; the desk words it for the merchant (scripts/orders.ts). */
export type RefusalReason =
  | "cancelled" // nothing moves a cancelled order
  | "delivered" // delivered is the end
  | "notPaid" // shipping before the payment (bank transfer, card, wallet)
  | "notShipped" // delivered before it was sent
  | "providerConfirms" // card and wallet payments are confirmed by the provider, not by the desk
  | "cashOnDelivery" // cash on delivery is paid when it is delivered: use deliver
  | "notOnline" // a provider confirmation for a bank or COD order
  | "noShipping" // an order of gift certificates alone is never shipped: paid is its end
  | "paidNoRefund"; // a paid order is not cancelled here (refunds are out of scope)

export type MoveOutcome =
  | {
      kind: "move";
      from: OrderStatus;
      to: OrderStatus;
      /** sets paid_at and issues the order's value (certificates bought, points earned) */
      pays: boolean;
      /** gives back the stock, certificate balances, points and code usage the order holds */
      releases: boolean;
      /** the mail the shopper gets */
      mail: "paid" | "shipped" | null;
    }
  | { kind: "already"; status: OrderStatus }
  | { kind: "forbidden"; reason: RefusalReason };

const move = (from: OrderStatus, to: OrderStatus, effects: { pays?: boolean; releases?: boolean; mail?: "paid" | "shipped" } = {}): MoveOutcome => ({
  kind: "move",
  from,
  to,
  pays: effects.pays ?? false,
  releases: effects.releases ?? false,
  mail: effects.mail ?? null,
});
const refuse = (reason: RefusalReason): MoveOutcome => ({ kind: "forbidden", reason });

/**
 * What a move does to an order in its present state: a move (from → to, with its effects),
 * "already" when the order is where the move would take it (a repeated move changes nothing),
 * or the reason it is refused.
 *
 * | from             | confirmPayment      | markPaid         | ship              | deliver                       | cancel                         |
 * |------------------|---------------------|------------------|-------------------|-------------------------------|--------------------------------|
 * | awaiting_payment | paid, value, (card) | refused          | refused           | refused                       | cancelled, gives back          |
 * | placed           | refused             | paid, value (bank)| shipped (COD)    | refused                       | cancelled, gives back          |
 * | paid             | already             | already          | shipped           | refused (not shipped)         | refused (no refunds here)      |
 * | shipped          | already / refused   | already / refused| already           | delivered (COD: paid, value)  | COD: cancelled (parcel refused)|
 * | delivered        | already             | already          | already           | already                       | refused                        |
 * | cancelled        | refused             | refused          | refused           | refused                       | already                        |
 *
 * Orders with shippingMethod "none" (gift certificates alone) are never shipped or delivered.
 */
export function orderMove(order: OrderFacts, action: OrderMove): MoveOutcome {
  const { status, paymentMethod } = order;
  const online = paymentMethod === "card" || paymentMethod === "wallet";
  const cod = paymentMethod === "cod";
  switch (action) {
    case "confirmPayment":
      if (order.paid) return { kind: "already", status };
      if (status === "cancelled") return refuse("cancelled");
      if (!online) return refuse("notOnline");
      return status === "awaiting_payment" ? move(status, "paid", { pays: true }) : refuse("notPaid");
    case "markPaid":
      if (order.paid) return { kind: "already", status };
      if (status === "cancelled") return refuse("cancelled");
      if (online) return refuse("providerConfirms");
      if (cod) return refuse("cashOnDelivery");
      return status === "placed" ? move(status, "paid", { pays: true, mail: "paid" }) : refuse("notPaid");
    case "ship":
      if (status === "cancelled") return refuse("cancelled");
      if (order.shippingMethod === "none") return refuse("noShipping");
      if (status === "shipped" || status === "delivered") return { kind: "already", status };
      // a bank transfer is sent once it has arrived; cash on delivery is paid at the door
      if (status === "paid" || (status === "placed" && cod)) return move(status, "shipped", { mail: "shipped" });
      return refuse("notPaid");
    case "deliver":
      if (status === "cancelled") return refuse("cancelled");
      if (order.shippingMethod === "none") return refuse("noShipping");
      if (status === "delivered") return { kind: "already", status };
      if (status !== "shipped") return refuse("notShipped");
      // cash on delivery: the courier (or the shop) collected the money, so this is the payment
      return cod && !order.paid ? move(status, "delivered", { pays: true, mail: "paid" }) : move(status, "delivered");
    case "cancel":
      if (status === "cancelled") return { kind: "already", status };
      if (status === "delivered") return refuse("delivered");
      if (order.paid) return refuse("paidNoRefund");
      if (status === "awaiting_payment" || status === "placed") return move(status, "cancelled", { releases: true });
      // a cash-on-delivery parcel refused at the door comes back unpaid: the order gives back
      // what it held (the goods return to stock) and earns nothing
      if (status === "shipped" && cod) return move(status, "cancelled", { releases: true });
      return refuse("paidNoRefund");
  }
}

/**
 * A paid order cancelled as a full refund (README "After the sale"; refunds.server.ts): not a
 * move of the table above, which the order desk and the shopper's payment share and which never
 * cancels a paid order, but the back office's return of everything left with the refund of the
 * rest of the payment. Paid or shipped (a parcel on its way comes back); a delivered order is
 * returned, not cancelled; nothing is given back by the move itself — the return restocks and
 * refunds, so `releases` is false.
 */
export function refundCancelMove(order: OrderFacts): MoveOutcome {
  if (order.status === "cancelled") return { kind: "already", status: order.status };
  if (!order.paid) return refuse("notPaid");
  if (order.status === "delivered") return refuse("delivered");
  return move(order.status, "cancelled");
}
