import { emailSchema } from "./account-forms";
import { type AddressError, addressSchema } from "./address-form";
import { ADDRESS_ERROR_TEXT } from "./admin-words";
import { cartTotals } from "./cart-totals";
import type { DeliveryAddress } from "./checkout";
import { type DiscountCodeRule, discountAmount } from "./discount-code";
import type { OrderStatus } from "./order-status";

// Changes staff make to an order before it is shipped (services/order-changes.server.ts), and
// how the back office's forms are read into them: the server's messages at each field, in
// English as the back office speaks.

/** An order may be changed until it is shipped (or cancelled). */
export function orderChangeable(status: OrderStatus) {
  return status === "awaiting_payment" || status === "placed" || status === "paid";
}

export type ChangeableShipping = { method: "delivery" } | { method: "pickup"; shop: string };

/** New quantities of the order's lines (0 removes one) and a product to add by SKU. */
export interface LinesChange {
  lines: { lineId: number; qty: number }[];
  add: { sku: string; qty: number } | null;
}

export type OrderChange =
  | { kind: "address"; address: DeliveryAddress }
  | { kind: "email"; email: string }
  | { kind: "shipping"; shipping: ChangeableShipping }
  | ({ kind: "lines" } & LinesChange);

/** The most units of one line an order change takes (as the cart's quantity field). */
export const MAX_LINE_QTY = 999;

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
    case "lines":
      return readLinesForm(fields);
    default:
      return { ok: false, errors: { form: "Choose what to change." } };
  }
}

const wholeNumber = (raw: string) => (/^\s*\d{1,4}\s*$/.test(raw) ? Number(raw) : Number.NaN);

/** The lines form: `qty-<line id>` for each line, `sku` and `addQty` for a product to add. */
function readLinesForm(fields: Record<string, string>): ChangeForm {
  const errors: Record<string, string> = {};
  const lines: LinesChange["lines"] = [];
  for (const [name, raw] of Object.entries(fields)) {
    const id = /^qty-(\d{1,9})$/.exec(name)?.[1];
    if (id === undefined) continue;
    const qty = wholeNumber(raw);
    if (!(qty >= 0 && qty <= MAX_LINE_QTY)) errors[name] = `Give a whole number from 0 to ${MAX_LINE_QTY}.`;
    else lines.push({ lineId: Number(id), qty });
  }
  const sku = text(fields.sku).trim();
  let add: LinesChange["add"] = null;
  if (sku !== "") {
    const qty = wholeNumber(text(fields.addQty) || "1");
    if (sku.length > 64) errors.sku = "No product has such a long SKU.";
    else if (!(qty >= 1 && qty <= MAX_LINE_QTY)) errors.addQty = `Give a whole number from 1 to ${MAX_LINE_QTY}.`;
    else add = { sku, qty };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, change: { kind: "lines", lines, add } };
}

/** An order line as its amounts are counted again (minor units of the order's currency). */
export interface RepricedLine {
  kind: "product" | "service" | "gift_certificate";
  unitPrice: number;
  regularPrice: number;
  qty: number;
}

export interface RepriceInput {
  lines: readonly RepricedLine[];
  /** the order's discount code in the order's currency (cart-extras localRule); null: none */
  code: Pick<DiscountCodeRule, "kind" | "value" | "minOrder"> | null;
  /** the storefront's price rounding (1, or 100 for whole forints) */
  step: number;
  /** what the order's spent points took off, and how many they were */
  pointsValue: number;
  pointsSpent: number;
  /** what gift certificates paid */
  giftCertificates: number;
  shipping: number;
  /** a guest earns no points */
  earnsPoints: boolean;
  rewardPointConversion: number;
  currencyRate: number;
}

export interface Repriced {
  subtotal: number;
  discount: number;
  codeDiscount: number;
  pointsValue: number;
  pointsSpent: number;
  giftCertificates: number;
  grandTotal: number;
  pointsEarned: number;
}

/**
 * An unpaid order's amounts after its lines change, by the cart's own rules (cart-totals.ts,
 * discount-code.ts): each line at the price the order charged it; the code again on the new
 * product lines (gone below its minimum); the points and the certificates as they were, never
 * more than the goods now cost (what no longer fits goes back); the shipping as it was charged.
 */
export function repriceOrder(input: RepriceInput): Repriced {
  const products = input.lines.filter((l) => l.kind === "product");
  const productSubtotal = products.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const code = input.code && productSubtotal >= input.code.minOrder ? discountAmount(input.code, productSubtotal, input.step) : 0;
  const totals = cartTotals({
    items: products.map((l) => ({ unitPrice: l.unitPrice, discount: l.regularPrice - l.unitPrice, qty: l.qty })),
    serviceItems: input.lines.filter((l) => l.kind === "service").map((l) => ({ total: l.unitPrice * l.qty })),
    additionalItems: input.lines.filter((l) => l.kind === "gift_certificate").map((l) => ({ total: l.unitPrice * l.qty })),
    codeDiscount: code,
    pointsValue: input.pointsValue,
    giftCertificates: [{ amount: input.giftCertificates }],
    extra: input.shipping,
    rewardPointConversion: input.rewardPointConversion,
    currencyRate: input.currencyRate,
  });
  // the points keep their worth each: fewer of them when less of their value fits
  const pointsSpent =
    totals.pointsValue >= input.pointsValue || input.pointsValue === 0
      ? input.pointsSpent
      : Math.floor((input.pointsSpent * totals.pointsValue) / input.pointsValue);
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    codeDiscount: totals.codeDiscount,
    pointsValue: totals.pointsValue,
    pointsSpent,
    giftCertificates: totals.giftCertificates,
    grandTotal: totals.grandTotal,
    pointsEarned: input.earnsPoints ? totals.points : 0,
  };
}

type StockTaken = readonly { productId: number; warehouse: string; qty: number }[];

/**
 * `qty` pieces of a product an order holds, given back: from the warehouses it took them from,
 * the last taken first. Returns what goes back where and what the order still holds.
 */
export function giveBackStock(held: StockTaken, productId: number, qty: number) {
  let left = qty;
  const back: { warehouse: string; qty: number }[] = [];
  const kept = [...held].map((s) => ({ ...s }));
  for (let i = kept.length - 1; i >= 0 && left > 0; i--) {
    const s = kept[i];
    if (s.productId !== productId) continue;
    const n = Math.min(s.qty, left);
    back.push({ warehouse: s.warehouse, qty: n });
    s.qty -= n;
    left -= n;
  }
  return { back, held: kept.filter((s) => s.qty > 0) };
}

/** What each certificate still pays when the order's certificate part falls from `before` to `now`: in proportion, in its own currency. */
export function certificatesKept(taken: readonly { id: number; amount: number }[], before: number, now: number) {
  return taken.map((c) => {
    const kept = before > 0 ? Math.round((c.amount * now) / before) : c.amount;
    return { id: c.id, amount: kept, back: c.amount - kept };
  });
}

/** What the form says of a change the order refuses. */
export const CHANGE_PROBLEM_TEXT = {
  notFound: "No such order.",
  notChangeable: "The order was shipped or cancelled meanwhile: it cannot be changed any more.",
  pickupShop: "Choose one of this storefront's pick-up shops.",
  shippingPrice: "This would change what the order costs: a delivery change must keep its shipping price (a refund or a new order does the rest).",
  paid: "The order is paid: take items off it with “Return or refund…”, which refunds them.",
  awaitingPayment: "The shopper is paying this order's amount online: its lines cannot change now. Cancel it and take a new order instead.",
  unknownLine: "That line is not on this order (a colleague may have just changed it): look at the order again.",
  certificateLine: "A gift certificate bought cannot be changed here.",
  unknownSku: "This storefront sells no product with this SKU.",
  outOfStock: "Not enough of it in stock.",
  empty: "Every line would be gone: cancel the order instead.",
} as const;
