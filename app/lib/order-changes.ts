import { emailSchema } from "./account-forms";
import { type AddressError, addressSchema } from "./address-form";
import { ADDRESS_ERROR_TEXT } from "./admin-words";
import type { DeliveryAddress } from "./checkout";
import type { OrderStatus } from "./order-status";

// Changes staff make to an order before it is shipped (services/order-changes.server.ts), and
// how the back office's forms are read into them: the server's messages at each field, in
// English as the back office speaks.

/** An order may be changed until it is shipped (or cancelled). */
export function orderChangeable(status: OrderStatus) {
  return status === "awaiting_payment" || status === "placed" || status === "paid";
}

export type ChangeableShipping = { method: "delivery" } | { method: "pickup"; shop: string };

export type OrderChange = { kind: "address"; address: DeliveryAddress } | { kind: "email"; email: string } | { kind: "shipping"; shipping: ChangeableShipping };

export const CHANGE_INTENTS = ["address", "email", "shipping"] as const;

export type ChangeForm = { ok: true; change: OrderChange } | { ok: false; errors: Record<string, string> };

const text = (value: string | undefined) => (typeof value === "string" ? value : "");

/** A posted change form (its `intent` names which), or the messages at its fields. */
export function readChangeForm(fields: Record<string, string>): ChangeForm {
  switch (fields.intent) {
    case "address": {
      const typed = addressSchema.safeParse({ ...fields, phone: fields.phone ?? "" });
      if (typed.success) return { ok: true, change: { kind: "address", address: typed.data } };
      const errors: Record<string, string> = {};
      for (const issue of typed.error.issues) errors[String(issue.path[0])] ??= ADDRESS_ERROR_TEXT[issue.message as AddressError] ?? "Check this field.";
      return { ok: false, errors };
    }
    case "email": {
      const email = emailSchema.safeParse(fields.email);
      return email.success
        ? { ok: true, change: { kind: "email", email: email.data } }
        : { ok: false, errors: { email: "Give an e-mail address such as name@example.com." } };
    }
    case "shipping": {
      const method = text(fields.shipping);
      const shop = text(fields.shop).trim();
      if (method === "delivery") return { ok: true, change: { kind: "shipping", shipping: { method: "delivery" } } };
      if (method === "pickup" && shop !== "" && shop.length <= 200) return { ok: true, change: { kind: "shipping", shipping: { method: "pickup", shop } } };
      return { ok: false, errors: { shipping: "Choose home delivery or a pick-up shop." } };
    }
    default:
      return { ok: false, errors: { form: "Choose what to change." } };
  }
}

/** What the form says of a change the order refuses. */
export const CHANGE_PROBLEM_TEXT = {
  notFound: "No such order.",
  notChangeable: "The order was shipped or cancelled meanwhile: it cannot be changed any more.",
  pickupShop: "Choose one of this storefront's pick-up shops.",
  shippingPrice: "This would change what the order costs: a delivery change must keep its shipping price (a refund or a new order does the rest).",
} as const;
