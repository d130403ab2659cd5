import { describe, expect, it } from "vitest";
import type { PaymentMethod } from "./checkout";
import { type OrderFacts, type OrderMove, orderMove, type OrderStatus, refundCancelMove } from "./order-status";

// DESIGN.md "Sessions and safety": "Nothing of value before payment: bought gift certificates are
// issued and reward points credited only when the order is paid (provider webhook, or the
// merchant's record of a bank transfer or a cash delivery); cancel and expiry give everything back."

const order = (status: OrderStatus, paymentMethod: PaymentMethod, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paymentMethod,
  shippingMethod: "delivery",
  paid: status === "paid" || status === "delivered" || (status === "shipped" && paymentMethod !== "cod"),
  ...extra,
});

describe("orderMove: value is issued only by the move that makes the order paid", () => {
  it("card/wallet: paid when the provider confirms the payment, issuing the value, once", () => {
    for (const method of ["card", "wallet"] as const) {
      expect(orderMove(order("awaiting_payment", method), "confirmPayment")).toEqual({
        kind: "move",
        from: "awaiting_payment",
        to: "paid",
        pays: true,
        releases: false,
        mail: null,
      });
      expect(orderMove(order("paid", method), "confirmPayment")).toEqual({ kind: "already", status: "paid" });
      // the merchant does not record a card payment: the provider does
      expect(orderMove(order("awaiting_payment", method), "markPaid")).toEqual({ kind: "forbidden", reason: "providerConfirms" });
      expect(orderMove(order("awaiting_payment", method), "ship")).toEqual({ kind: "forbidden", reason: "notPaid" });
    }
  });

  it("bank transfer: placed is not paid; the merchant's mark-paid pays, issues the value and mails; again changes nothing", () => {
    expect(orderMove(order("placed", "bank"), "markPaid")).toEqual({ kind: "move", from: "placed", to: "paid", pays: true, releases: false, mail: "paid" });
    expect(orderMove(order("paid", "bank"), "markPaid")).toEqual({ kind: "already", status: "paid" });
    expect(orderMove(order("shipped", "bank"), "markPaid")).toEqual({ kind: "already", status: "shipped" });
    // "We send the goods once the payment has arrived"
    expect(orderMove(order("placed", "bank"), "ship")).toEqual({ kind: "forbidden", reason: "notPaid" });
    expect(orderMove(order("placed", "bank"), "confirmPayment")).toEqual({ kind: "forbidden", reason: "notOnline" });
  });

  it("cash on delivery: shipped unpaid, and the delivery is the payment (value issued then)", () => {
    expect(orderMove(order("placed", "cod"), "markPaid")).toEqual({ kind: "forbidden", reason: "cashOnDelivery" });
    expect(orderMove(order("placed", "cod"), "ship")).toEqual({ kind: "move", from: "placed", to: "shipped", pays: false, releases: false, mail: "shipped" });
    expect(orderMove(order("placed", "cod"), "deliver")).toEqual({ kind: "forbidden", reason: "notShipped" });
    expect(orderMove(order("shipped", "cod"), "deliver")).toEqual({
      kind: "move",
      from: "shipped",
      to: "delivered",
      pays: true,
      releases: false,
      mail: "paid",
    });
    expect(orderMove(order("delivered", "cod"), "deliver")).toEqual({ kind: "already", status: "delivered" });
    expect(orderMove(order("delivered", "cod"), "markPaid")).toEqual({ kind: "already", status: "delivered" });
  });

  it("paid orders ship and are delivered without paying twice", () => {
    expect(orderMove(order("paid", "card"), "ship")).toEqual({ kind: "move", from: "paid", to: "shipped", pays: false, releases: false, mail: "shipped" });
    expect(orderMove(order("shipped", "card"), "ship")).toEqual({ kind: "already", status: "shipped" });
    expect(orderMove(order("paid", "bank"), "deliver")).toEqual({ kind: "forbidden", reason: "notShipped" });
    expect(orderMove(order("shipped", "bank"), "deliver")).toEqual({
      kind: "move",
      from: "shipped",
      to: "delivered",
      pays: false,
      releases: false,
      mail: null,
    });
  });

  it("cancel and expiry give everything back before payment; a paid order is not cancelled (no refunds here)", () => {
    for (const [status, method] of [
      ["awaiting_payment", "card"],
      ["placed", "bank"],
      ["placed", "cod"],
    ] as const) {
      expect(orderMove(order(status, method), "cancel")).toEqual({ kind: "move", from: status, to: "cancelled", pays: false, releases: true, mail: null });
    }
    // a cash-on-delivery parcel refused at the door: nothing was paid, the goods come back
    expect(orderMove(order("shipped", "cod"), "cancel")).toEqual({ kind: "move", from: "shipped", to: "cancelled", pays: false, releases: true, mail: null });
    expect(orderMove(order("paid", "bank"), "cancel")).toEqual({ kind: "forbidden", reason: "paidNoRefund" });
    expect(orderMove(order("shipped", "card"), "cancel")).toEqual({ kind: "forbidden", reason: "paidNoRefund" });
    expect(orderMove(order("delivered", "cod"), "cancel")).toEqual({ kind: "forbidden", reason: "delivered" });
    expect(orderMove(order("cancelled", "bank"), "cancel")).toEqual({ kind: "already", status: "cancelled" });
  });

  it("nothing moves a cancelled order", () => {
    const moves: OrderMove[] = ["confirmPayment", "markPaid", "ship", "deliver"];
    for (const m of moves)
      expect(orderMove(order("cancelled", m === "confirmPayment" ? "card" : "bank"), m)).toEqual({ kind: "forbidden", reason: "cancelled" });
  });

  it("an order of gift certificates alone (shipping 'none') ends at paid: never shipped or delivered", () => {
    const none = { shippingMethod: "none" };
    expect(orderMove(order("paid", "bank", none), "ship")).toEqual({ kind: "forbidden", reason: "noShipping" });
    expect(orderMove(order("paid", "card", none), "deliver")).toEqual({ kind: "forbidden", reason: "noShipping" });
    expect(orderMove(order("placed", "bank", none), "markPaid").kind).toBe("move");
  });
});

describe("refundCancelMove", () => {
  it("cancels a paid or shipped order (the return refunds and restocks), never a delivered or unpaid one", () => {
    const facts = (status: OrderStatus, paid: boolean) => ({ status, paymentMethod: "bank" as const, shippingMethod: "delivery", paid });
    expect(refundCancelMove(facts("paid", true))).toEqual({ kind: "move", from: "paid", to: "cancelled", pays: false, releases: false, mail: null });
    expect(refundCancelMove(facts("shipped", true))).toMatchObject({ kind: "move", from: "shipped" });
    expect(refundCancelMove(facts("delivered", true))).toEqual({ kind: "forbidden", reason: "delivered" });
    expect(refundCancelMove(facts("placed", false))).toEqual({ kind: "forbidden", reason: "notPaid" });
    expect(refundCancelMove(facts("cancelled", true))).toEqual({ kind: "already", status: "cancelled" });
  });
});
