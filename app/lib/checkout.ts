import { z } from "zod";
import { ADDRESS_COUNTRIES } from "./address-form";

// The checkout's pure rules: the steps and their order, the shape of the
// answers kept on the cart (cart.checkout, JSON), the order number, and how a line's quantity
// is taken from the product's warehouses. No database here: the services decide with these.

/** The steps a shopper answers, in order; "review" is where the order is placed. */
export const CHECKOUT_STEPS = ["contact", "address", "shipping", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const PAYMENT_METHODS = ["cod", "bank", "card", "wallet"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card and wallet go through the (test) payment page; the others are placed at once. */
export function paysOnline(method: PaymentMethod) {
  return method === "card" || method === "wallet";
}

export const deliveryAddressSchema = z.object({
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  street: z.string().min(1).max(120),
  postcode: z.string().min(1).max(12),
  city: z.string().min(1).max(80),
  country: z.enum(ADDRESS_COUNTRIES),
  phone: z.string().max(30).nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const shippingAnswerSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("delivery") }),
  z.object({ method: z.literal("pickup"), shop: z.string().min(1).max(200) }),
]);
export type ShippingAnswer = z.infer<typeof shippingAnswerSchema>;

/**
 * The company a buyer names for the invoice (README "Taxes and invoices"): its name, and its VAT
 * number with VIES's answer when one was given — "confirmed" makes a reverse-charge sale where the
 * number's country and the delivery's are another than the seller's; "unreachable" charges VAT.
 * A number VIES calls invalid is refused at the field and never kept.
 */
export const businessAnswerSchema = z.object({
  company: z.string().min(1).max(120),
  vatNumber: z.string().max(20).nullable(),
  check: z.enum(["confirmed", "unreachable"]).nullable(),
  checkedAt: z.string().max(40).nullable(),
});
export type BusinessAnswer = z.infer<typeof businessAnswerSchema>;

/** What cart.checkout holds. Each part is optional: a missing part is a step not answered. */
export const checkoutAnswersSchema = z.object({
  address: deliveryAddressSchema.optional(),
  shipping: shippingAnswerSchema.optional(),
  payment: z.object({ method: z.enum(PAYMENT_METHODS) }).optional(),
  business: businessAnswerSchema.optional(),
});
export type CheckoutAnswers = z.infer<typeof checkoutAnswersSchema>;

/** Reads cart.checkout: a missing, malformed or outdated value means nothing is answered. */
export function parseAnswers(raw: string | null | undefined): CheckoutAnswers {
  if (!raw) return {};
  try {
    const parsed = checkoutAnswersSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export interface StepFacts {
  /** the contact is known: a customer, or a guest who gave an e-mail */
  hasContact: boolean;
  answers: CheckoutAnswers;
  /** spec §6: the online wallet is not allowed for this cart */
  walletAllowed: boolean;
  /**
   * the cart holds something to deliver (products, service items). Gift certificates alone are
   * delivered by e-mail: no address, no shipping, and no cash on delivery (nobody to pay at a door)
   */
  needsDelivery: boolean;
  /** card and wallet have a provider to pay them (PAYMENT_PROVIDER is not "none") */
  onlinePayments: boolean;
  /** the storefront has a bank account for transfers to go to (issue 29: a new one has none yet) */
  bankTransfer: boolean;
}

/** The steps a cart goes through (the ones a cart without delivery skips are not shown). */
export function checkoutSteps(facts: Pick<StepFacts, "needsDelivery">): readonly CheckoutStep[] {
  return facts.needsDelivery ? CHECKOUT_STEPS : CHECKOUT_STEPS.filter((s) => s !== "address" && s !== "shipping");
}

/**
 * Whether a payment method may pay this cart: card and wallet only with a provider to take them,
 * wallet per spec §6, cash only on a delivery, a transfer only to an account the storefront has.
 */
export function paymentAllowed(method: PaymentMethod, facts: Pick<StepFacts, "walletAllowed" | "needsDelivery" | "onlinePayments" | "bankTransfer">) {
  if (paysOnline(method) && !facts.onlinePayments) return false;
  if (method === "bank") return facts.bankTransfer;
  if (method === "wallet") return facts.walletAllowed;
  if (method === "cod") return facts.needsDelivery;
  return true;
}

/** Whether a step is answered (review never is: it is where the order is placed). */
export function stepAnswered(step: CheckoutStep, facts: StepFacts): boolean {
  switch (step) {
    case "contact":
      return facts.hasContact;
    case "address":
      return !facts.needsDelivery || facts.answers.address !== undefined;
    case "shipping":
      return !facts.needsDelivery || facts.answers.shipping !== undefined;
    case "payment": {
      const method = facts.answers.payment?.method;
      // a wallet answer given before a restricted product came into the cart no longer counts,
      // nor cash on delivery once the cart holds nothing to deliver
      return method !== undefined && paymentAllowed(method, facts);
    }
    case "review":
      return false;
  }
}

/** The first step not answered yet: /checkout sends the shopper there. */
export function firstOpenStep(facts: StepFacts): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !stepAnswered(step, facts)) ?? "review";
}

/** A step can be opened once every step before it is answered. */
export function stepReachable(step: CheckoutStep, facts: StepFacts) {
  return CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(firstOpenStep(facts));
}

/**
 * The order number: the department in capitals, the year and the order's id, zero-padded to
 * six digits ("SU-2026-000042"). The id is unique, so the number is; it reveals no more than
 * the shop's order count, and it is never the key to an order (that is the session).
 */
export function orderNumber(department: string, year: number, id: number) {
  return `${department.toUpperCase()}-${year}-${String(id).padStart(6, "0")}`;
}

/** A well-formed order number (orderNumber's shape): "SU-2026-000123". */
export const ORDER_NUMBER = /^([A-Z]{2,12})-(\d{4})-(\d{6,12})$/;

/** The year and id of a well-formed order number (the id without its padding); null for anything else. */
export function orderNumberParts(number: string) {
  const match = ORDER_NUMBER.exec(number);
  return match ? { year: match[2], id: match[3].replace(/^0+(?=\d)/, "") } : null;
}

export interface WarehouseStock {
  code: string;
  /** delivery days from this warehouse */
  days: number;
  qty: number;
}

/**
 * How many pieces to take from each warehouse: the fastest warehouse first
 * (fewest days, then code for a stable order), never more than a warehouse holds. Null when
 * all of them together hold fewer than `wanted` (a shortage: no order).
 */
export function allocateStock(stock: readonly WarehouseStock[], wanted: number): { code: string; qty: number }[] | null {
  const sorted = [...stock].sort((a, b) => a.days - b.days || a.code.localeCompare(b.code));
  const plan: { code: string; qty: number }[] = [];
  let left = wanted;
  for (const w of sorted) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, w.qty));
    if (take > 0) plan.push({ code: w.code, qty: take });
    left -= take;
  }
  return left > 0 ? null : plan;
}

/** Shipping cost of an answer: pickup is free, delivery is free over the threshold. */
export function shippingCost(answer: ShippingAnswer | undefined, cheapestShippingPrice: number, freeShipping: boolean) {
  if (!answer || answer.method === "pickup" || freeShipping) return 0;
  return cheapestShippingPrice;
}
