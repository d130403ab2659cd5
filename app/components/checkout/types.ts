import type { CheckoutAnswers, CheckoutStep } from "~/lib/checkout";
import type { MinorUnits } from "~/lib/money";
import type { VatSummary } from "~/lib/vat";
import type { FieldErrors } from "~/lib/form";
import type { Address } from "~/services/addresses.server";
import type { CartView } from "~/services/cart-store.server";

// What the checkout pages receive from their routes (spec §5: errors come from the server as
// message keys with their values).

/** A message key with its values, as the server sends it (spec §5: errors come from the server). */
export interface CheckoutError {
  key: string;
  params?: Record<string, string>;
}

/**
 * A refused step: the messages above its forms and, for the form of `intent` that was refused,
 * the keys at its fields (account.errors) and the text typed (components/form-field.tsx).
 */
export interface CheckoutActionResult {
  errors: CheckoutError[];
  intent?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
}

export interface CheckoutStepData {
  step: CheckoutStep;
  done: Record<CheckoutStep, boolean>;
  cart: CartView;
  answers: CheckoutAnswers;
  shipping: MinorUnits;
  /** the VAT the order holds as it stands (services/checkout.server.ts CheckoutState.vat) */
  vat: VatSummary;
  /** products or services to deliver; gift certificates alone go by e-mail (no address, shipping or COD) */
  needsDelivery: boolean;
  /** card and wallet are offered (a payment provider is configured) */
  onlinePayments: boolean;
  /** the storefront has a bank account: bank transfer is offered */
  bankTransfer: boolean;
  email: string | null;
  customer: { firstName: string; lastName: string; email: string } | null;
  addresses: Address[];
  shops: { name: string; street: string; postcode: string; city: string; phone: string; hours: string }[];
  countries: string[];
  shippingPrice: MinorUnits;
  notice: "cancelled" | "failed" | "expired" | "unavailable" | null;
  idempotencyKey: string | null;
  /** the terms and privacy notice the review's order is placed under (their CMS pages), on the review step */
  legalPages: { title: string; urlKey: string }[];
}
