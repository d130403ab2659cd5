import { describe, expect, it } from "vitest";
import { attemptOutcome, attemptOwners, attemptsBefore, historyEvent, paymentState, REPLACED_NOTE, type StatusChange } from "./order-history";

// The order page: "A cancelled card attempt shows as a separate 'Cancelled' order: show attempts as
// the order's history, not as orders of their own."

const cancel = (actor: string, note: string | null = null, fromStatus: StatusChange["fromStatus"] = "awaiting_payment"): StatusChange => ({
  fromStatus,
  toStatus: "cancelled",
  actor,
  note,
});

describe("attemptOutcome: only a payment cancelled, failed or run out while awaiting it makes an attempt", () => {
  it("names what ended the attempt", () => {
    expect(attemptOutcome(cancel("shopper"))).toBe("cancelled");
    expect(attemptOutcome(cancel("payment"))).toBe("failed");
    expect(attemptOutcome(cancel("expiry", "payment hold expired"))).toBe("expired");
    expect(attemptOutcome(cancel("shopper", REPLACED_NOTE))).toBe("replaced");
  });

  it("the merchant's cancel, or a placed order's, ends an order of its own", () => {
    expect(attemptOutcome(cancel("desk:ana"))).toBeNull();
    expect(attemptOutcome(cancel("desk:ana", null, "placed"))).toBeNull();
    expect(attemptOutcome({ fromStatus: "awaiting_payment", toStatus: "paid", actor: "payment", note: null })).toBeNull();
  });
});

describe("historyEvent", () => {
  it("words each status change of the order", () => {
    expect(historyEvent({ fromStatus: null, toStatus: "awaiting_payment", actor: "shopper", note: null })).toBe("placed");
    expect(historyEvent({ fromStatus: null, toStatus: "placed", actor: "shopper", note: null })).toBe("placed");
    expect(historyEvent({ fromStatus: "placed", toStatus: "paid", actor: "desk:ana", note: null })).toBe("paid");
    expect(historyEvent({ fromStatus: "paid", toStatus: "shipped", actor: "desk:ana", note: null })).toBe("shipped");
    expect(historyEvent({ fromStatus: "shipped", toStatus: "delivered", actor: "desk:ana", note: null })).toBe("delivered");
    expect(historyEvent(cancel("payment"))).toBe("failed");
    expect(historyEvent(cancel("desk:ana", null, "placed"))).toBe("cancelledByShop");
    // staff changed the order's address, e-mail or delivery without moving it on
    expect(historyEvent({ fromStatus: "paid", toStatus: "paid", actor: "staff:ana@lumera.example", note: "delivery address changed" })).toBe("changed");
  });
});

describe("attemptsBefore: a new order takes the cart's attempts since its last finished order", () => {
  it("takes the run of attempts, newest first, up to an order that was not one", () => {
    expect(
      attemptsBefore([
        { id: 9, attempt: true },
        { id: 8, attempt: true },
        { id: 7, attempt: false },
        { id: 6, attempt: true },
      ]),
    ).toEqual([9, 8]);
  });

  it("takes nothing right after a finished order, or for a new cart", () => {
    expect(attemptsBefore([{ id: 7, attempt: false }])).toEqual([]);
    expect(attemptsBefore([])).toEqual([]);
  });
});

describe("attemptOwners: the same rule over orders already placed", () => {
  it("gives each run of attempts to the order that followed it, and leaves an attempt nothing followed alone", () => {
    const owners = attemptOwners([
      { id: 1, cart: "a", attempt: true },
      { id: 2, cart: "b", attempt: true },
      { id: 3, cart: "a", attempt: true },
      { id: 4, cart: "a", attempt: false },
      { id: 5, cart: "a", attempt: true },
      { id: 6, cart: null, attempt: true },
      { id: 7, cart: "b", attempt: false },
      { id: 8, cart: "c", attempt: true },
      { id: 9, cart: "c", attempt: true },
    ]);
    expect(Object.fromEntries(owners)).toEqual({ 1: 4, 3: 4, 2: 7, 8: 9 });
  });
});

describe("paymentState", () => {
  it("says where the payment stands", () => {
    const at = "2026-05-03T10:00:00.000Z";
    expect(paymentState({ status: "paid", paymentMethod: "card", paidAt: at })).toBe("paid");
    expect(paymentState({ status: "delivered", paymentMethod: "cod", paidAt: at })).toBe("paid");
    expect(paymentState({ status: "awaiting_payment", paymentMethod: "wallet", paidAt: null })).toBe("awaitingPayment");
    expect(paymentState({ status: "placed", paymentMethod: "bank", paidAt: null })).toBe("awaitingTransfer");
    expect(paymentState({ status: "shipped", paymentMethod: "cod", paidAt: null })).toBe("onDelivery");
    expect(paymentState({ status: "cancelled", paymentMethod: "bank", paidAt: null })).toBe("notPaid");
  });
});
