import { describe, expect, it } from "vitest";
import { allocateStock, checkoutSteps, firstOpenStep, orderNumber, parseAnswers, paymentAllowed, shippingCost, stepAnswered, stepReachable } from "./checkout";

const address = { firstName: "Ana", lastName: "Novak", street: "Trubarjeva 1", postcode: "1000", city: "Ljubljana", country: "SI" as const, phone: null };

describe("checkout answers", () => {
  it("a missing or malformed cart.checkout value means nothing is answered", () => {
    expect(parseAnswers(null)).toEqual({});
    expect(parseAnswers("{not json")).toEqual({});
    expect(parseAnswers(JSON.stringify({ payment: { method: "bitcoin" } }))).toEqual({});
    expect(parseAnswers(JSON.stringify({ payment: { method: "cod" } }))).toEqual({ payment: { method: "cod" } });
  });

  it("/checkout goes to the first unanswered step, in order", () => {
    expect(firstOpenStep({ hasContact: false, answers: {}, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: true })).toBe(
      "contact",
    );
    expect(firstOpenStep({ hasContact: true, answers: {}, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: true })).toBe(
      "address",
    );
    expect(firstOpenStep({ hasContact: true, answers: { address }, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: true })).toBe(
      "shipping",
    );
    expect(
      firstOpenStep({
        hasContact: true,
        answers: { address, shipping: { method: "delivery" } },
        walletAllowed: true,
        needsDelivery: true,
        onlinePayments: true,
        bankTransfer: true,
      }),
    ).toBe("payment");
    expect(
      firstOpenStep({
        hasContact: true,
        answers: { address, shipping: { method: "delivery" }, payment: { method: "card" } },
        walletAllowed: true,
        needsDelivery: true,
        onlinePayments: true,
        bankTransfer: true,
      }),
    ).toBe("review");
  });

  it("spec §6: a wallet answer does not count once the cart holds a restricted SKU", () => {
    const answers = { address, shipping: { method: "delivery" as const }, payment: { method: "wallet" as const } };
    expect(stepAnswered("payment", { hasContact: true, answers, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: true })).toBe(
      true,
    );
    expect(stepAnswered("payment", { hasContact: true, answers, walletAllowed: false, needsDelivery: true, onlinePayments: true, bankTransfer: true })).toBe(
      false,
    );
  });

  it("gift certificates alone skip the address and shipping steps and cannot be paid on delivery", () => {
    const facts = { hasContact: true, answers: {}, walletAllowed: true, needsDelivery: false, onlinePayments: true, bankTransfer: true };
    expect(firstOpenStep(facts)).toBe("payment");
    expect(checkoutSteps(facts)).toEqual(["contact", "payment", "review"]);
    expect(paymentAllowed("cod", facts)).toBe(false);
    expect(paymentAllowed("bank", facts)).toBe(true);
    expect(stepAnswered("payment", { ...facts, answers: { payment: { method: "cod" } } })).toBe(false);
    expect(firstOpenStep({ ...facts, answers: { payment: { method: "bank" } } })).toBe("review");
    // a product in the cart brings the steps (and cash on delivery) back
    expect(firstOpenStep({ ...facts, needsDelivery: true, answers: { payment: { method: "bank" } } })).toBe("address");
    expect(paymentAllowed("cod", { ...facts, needsDelivery: true })).toBe(true);
  });

  it("without a payment provider (PAYMENT_PROVIDER=none) no card or wallet is offered, and an earlier card answer no longer counts", () => {
    const facts = { hasContact: true, answers: {}, walletAllowed: true, needsDelivery: true, onlinePayments: false, bankTransfer: true };
    expect(paymentAllowed("card", facts)).toBe(false);
    expect(paymentAllowed("wallet", facts)).toBe(false);
    expect(paymentAllowed("bank", facts)).toBe(true);
    expect(paymentAllowed("cod", facts)).toBe(true);
    const answers = { address, shipping: { method: "delivery" as const }, payment: { method: "card" as const } };
    expect(firstOpenStep({ ...facts, answers })).toBe("payment");
    expect(firstOpenStep({ ...facts, onlinePayments: true, bankTransfer: true, answers })).toBe("review");
  });

  it("a storefront without a bank account offers no bank transfer, and an earlier transfer answer no longer counts", () => {
    const facts = { hasContact: true, answers: {}, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: false };
    expect(paymentAllowed("bank", facts)).toBe(false);
    expect(paymentAllowed("card", facts)).toBe(true);
    expect(paymentAllowed("cod", facts)).toBe(true);
    const answers = { address, shipping: { method: "delivery" as const }, payment: { method: "bank" as const } };
    expect(firstOpenStep({ ...facts, answers })).toBe("payment");
  });

  it("a later step cannot be opened before the earlier ones are answered", () => {
    expect(
      stepReachable("review", { hasContact: true, answers: { address }, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: true }),
    ).toBe(false);
    expect(
      stepReachable("address", { hasContact: true, answers: { address }, walletAllowed: true, needsDelivery: true, onlinePayments: true, bankTransfer: true }),
    ).toBe(true);
  });
});

describe("order number", () => {
  it("is the department, the year and the zero-padded id", () => {
    expect(orderNumber("su", 2026, 42)).toBe("SU-2026-000042");
    expect(orderNumber("chu", 2027, 1234567)).toBe("CHU-2027-1234567");
  });
});

describe("stock allocation over warehouses", () => {
  const stock = [
    { code: "slow", days: 5, qty: 10 },
    { code: "fast", days: 1, qty: 2 },
    { code: "mid", days: 3, qty: 1 },
  ];
  it("takes from the fastest warehouse first", () => {
    expect(allocateStock(stock, 2)).toEqual([{ code: "fast", qty: 2 }]);
    expect(allocateStock(stock, 4)).toEqual([
      { code: "fast", qty: 2 },
      { code: "mid", qty: 1 },
      { code: "slow", qty: 1 },
    ]);
  });
  it("never below zero: a shortage is null", () => {
    expect(allocateStock(stock, 14)).toBeNull();
    expect(allocateStock([], 1)).toBeNull();
    expect(allocateStock([{ code: "x", days: 1, qty: -3 }], 1)).toBeNull();
  });
});

describe("shipping cost", () => {
  it("pickup is free; delivery costs the storefront's price unless shipping is free", () => {
    expect(shippingCost({ method: "pickup", shop: "A" }, 390, false)).toBe(0);
    expect(shippingCost({ method: "delivery" }, 390, false)).toBe(390);
    expect(shippingCost({ method: "delivery" }, 390, true)).toBe(0);
  });
});
