import { emailSchema } from "./account-forms";
import { type AddressError, addressSchema } from "./address-form";
import { ADDRESS_ERROR_TEXT } from "./admin-words";
import { type DeliveryAddress } from "./checkout";
import { MAX_QTY } from "~/config/cart";
import type { MinorUnits } from "./money";

// An order taken by phone or mail in the back office (/admin/orders/new): what its form accepts
// and how its problems read. Pure: the route parses the post with readPhoneOrderForm, the service
// (phone-orders.server.ts) places the order through the shop's own checkout.

/** The form's rows of SKU and quantity. */
export const PHONE_ORDER_ROWS = 5;

/**
 * What staff may take payment by: bank transfer and cash on delivery are placed at once and paid
 * later; "card" awaits its payment through a link mailed to the shopper (pay-link.server.ts).
 */
export const PHONE_PAYMENTS = ["bank", "cod", "card"] as const;

/**
 * How long a phone order paid by a mailed card link holds its stock. A shop card order holds it
 * for PAYMENT_HOLD_MINUTES because the shopper is at the payment page; the shopper on the phone
 * pays when they read the mail, perhaps after a weekend: three days cover that without keeping
 * the last pieces from other shoppers for long. The mail names the deadline.
 */
export const PAY_LINK_HOURS = 72;
export type PhonePayment = (typeof PHONE_PAYMENTS)[number];

export interface PhoneOrderLine {
  /** the form row it came from (0-based), where its problem is shown */
  row: number;
  sku: string;
  qty: number;
}

export interface PhoneOrderInput {
  department: string;
  /** the registered customer found by e-mail, or null: a new contact (a guest order) */
  customerId: number | null;
  email: string;
  lines: PhoneOrderLine[];
  /** one of the customer's saved addresses, or the address typed (with the contact's name and phone) */
  address: { savedId: number } | DeliveryAddress;
  shipping: { method: "delivery" } | { method: "pickup"; shop: string };
  payment: PhonePayment;
  discountCode: string | null;
  idempotencyKey: string;
}

/** Why the service refuses an order; `field` names the form field it is about. */
export type PhoneOrderProblem =
  | { kind: "storefront" }
  | { kind: "customer" }
  | { kind: "unknownSku"; row: number; sku: string }
  | { kind: "outOfStock"; row: number; sku: string; available: number }
  | { kind: "savedAddress" }
  | { kind: "pickupShop" }
  | { kind: "discountCode"; reason: string }
  | { kind: "codNotAllowed" }
  | { kind: "cardNotOffered" }
  | { kind: "bankNotOffered" }
  | { kind: "refused"; reason: string; product?: string };

/** A priced order before it is placed ("Check prices"), in the storefront's currency (minor units). */
export interface PhoneQuote {
  currencyCode: string;
  lines: { sku: string; name: string; qty: number; unitPrice: MinorUnits; lineTotal: MinorUnits }[];
  subtotal: MinorUnits;
  codeDiscount: MinorUnits;
  shipping: MinorUnits;
  grandTotal: MinorUnits;
}

/** The field a problem is shown at, and its words. */
export function problemText(problem: PhoneOrderProblem): { field: string; text: string } {
  switch (problem.kind) {
    case "storefront":
      return { field: "department", text: "Choose a storefront from the list." };
    case "customer":
      return { field: "email", text: "That customer was not found any more: find them again by e-mail." };
    case "unknownSku":
      return { field: `sku${problem.row}`, text: `No product with SKU ${problem.sku} is sold in this storefront.` };
    case "outOfStock":
      return {
        field: `qty${problem.row}`,
        text: problem.available > 0 ? `Only ${problem.available} of ${problem.sku} in stock.` : `${problem.sku} is out of stock.`,
      };
    case "savedAddress":
      return { field: "addressId", text: "Choose one of the customer's saved addresses, or type an address." };
    case "pickupShop":
      return { field: "shipping", text: "Choose a pick-up shop of this storefront." };
    case "discountCode":
      return { field: "discountCode", text: `The discount code cannot be used: ${problem.reason}.` };
    case "codNotAllowed":
      return { field: "payment", text: "Cash on delivery needs something to deliver." };
    case "cardNotOffered":
      return { field: "payment", text: "The shop takes no card payments (no payment provider is set up), so a card-payment link cannot be sent." };
    case "bankNotOffered":
      return { field: "payment", text: "This storefront has no bank account yet, so it cannot be paid by bank transfer." };
    case "refused":
      return {
        field: "form",
        text: problem.product ? `The order was refused (${problem.reason}): ${problem.product}.` : `The order was refused (${problem.reason}).`,
      };
  }
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

export type FieldErrors = Record<string, string>;

/**
 * The posted form as the service takes it, or the messages at their fields. Lines are rows of
 * SKU and quantity; a row left empty is no line; the same SKU twice is one line (quantities summed,
 * at most 99 like the cart).
 */
export function readPhoneOrderForm(fields: Record<string, string>): { ok: true; input: PhoneOrderInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const department = text(fields.department);
  if (!/^[a-z]{2,8}$/.test(department)) errors.department = "Choose a storefront from the list.";
  const email = emailSchema.safeParse(fields.email);
  if (!email.success) errors.email = "Give the shopper's e-mail address.";
  const customerId = /^[1-9]\d{0,9}$/.test(text(fields.customerId)) ? Number(text(fields.customerId)) : null;

  const lines: PhoneOrderLine[] = [];
  for (let row = 0; row < PHONE_ORDER_ROWS; row++) {
    const sku = text(fields[`sku${row}`]);
    const qtyText = text(fields[`qty${row}`]);
    if (sku === "" && qtyText === "") continue;
    if (!SKU.test(sku)) {
      errors[`sku${row}`] = sku === "" ? `Row ${row + 1}: give the SKU.` : `Row ${row + 1}: a SKU is letters, digits, dots, slashes and hyphens.`;
      continue;
    }
    const qty = qtyText === "" ? 1 : /^\d{1,3}$/.test(qtyText) ? Number(qtyText) : NaN;
    if (!(qty >= 1 && qty <= MAX_QTY)) {
      errors[`qty${row}`] = `Row ${row + 1}: a quantity is a whole number from 1 to ${MAX_QTY}.`;
      continue;
    }
    const same = lines.find((l) => l.sku.toLowerCase() === sku.toLowerCase());
    if (same) same.qty = Math.min(MAX_QTY, same.qty + qty);
    else lines.push({ row, sku, qty });
  }
  if (lines.length === 0 && !Object.keys(errors).some((k) => /^(sku|qty)\d$/.test(k))) errors.sku0 = "Add at least one product by its SKU.";

  let address: PhoneOrderInput["address"] | null = null;
  const addressId = text(fields.addressId);
  if (/^[1-9]\d{0,9}$/.test(addressId)) {
    address = { savedId: Number(addressId) };
  } else {
    const typed = addressSchema.safeParse({ ...fields, phone: fields.phone ?? "" });
    if (typed.success) address = typed.data;
    else
      for (const issue of typed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= ADDRESS_ERROR_TEXT[issue.message as AddressError] ?? "Check this field.";
      }
  }

  const shipping = text(fields.shipping);
  const shop = text(fields.shop);
  if (shipping !== "delivery" && !(shipping === "pickup" && shop !== "")) errors.shipping = "Choose home delivery or a pick-up shop.";
  const payment = PHONE_PAYMENTS.find((p) => p === fields.payment);
  if (!payment) errors.payment = "Choose how the shopper pays.";
  const discountCode = text(fields.discountCode);
  if (discountCode.length > 64) errors.discountCode = "A discount code is at most 64 characters.";
  const key = text(fields.idempotencyKey);
  if (!KEY.test(key)) errors.form = "The form is out of date: load the page again.";

  if (Object.keys(errors).length > 0 || !email.success || !address || !payment) return { ok: false, errors };
  return {
    ok: true,
    input: {
      department,
      customerId,
      email: email.data.toLowerCase(),
      lines,
      address,
      shipping: shipping === "pickup" ? { method: "pickup", shop } : { method: "delivery" },
      payment,
      discountCode: discountCode === "" ? null : discountCode,
      idempotencyKey: key,
    },
  };
}
