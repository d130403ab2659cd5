import { parseVatSummary, type VatSummary } from "~/lib/vat";
import type { DB } from "~/db/db.server";
import { type DeliveryAddress, deliveryAddressSchema, type PaymentMethod } from "~/lib/checkout";
import { type EuroCents, type MinorUnits, minorUnits } from "~/lib/money";
import { type OrderStatus } from "~/lib/order-status";
import type { SessionToken } from "./session-token";
// Orders as they are read (spec §3 order-success data, the profile's history, the order desk):
// an order's view with its lines, the session's own orders, the customer's list. Placing an
// order is order-placement.server.ts, its moves from status to status order-lifecycle.server.ts,
// its mails order-mail.server.ts.
//
// An order's amounts are the cart's: minor units (hundredths) of the currency it was shown in
// (currency_code), so it shows exactly what the shopper saw (app/lib/money.ts). What it took
// from gift certificates is in each certificate's own currency (the one it was bought in), and
// a certificate it issues keeps the order's currency.

/**
 * Who changed an order's status (order_event.actor): the desk logs "desk:<os user>", the back
 * office "staff:<email>", the server's own jobs "system:<job>" (an unpaid transfer's reminder and cancel).
 */
export type OrderActor = "shopper" | "payment" | "expiry" | MerchantActor | SystemActor;
/** A background job of the server acting on an order on the shop's behalf. */
export type SystemActor = `system:${string}`;
/** The job that cancels a bank transfer that never arrived (unpaid-transfers.server.ts); its mail words the reason in the order's language. */
export const TRANSFER_EXPIRY_ACTOR: SystemActor = "system:transfer-expiry";
/** A merchant's hand on an order: at the order desk (the OS user) or in the back office (the staff member's e-mail). */
export type MerchantActor = `desk:${string}` | `staff:${string}`;
export interface OrderLine {
  kind: "product" | "service" | "gift_certificate";
  productId: number | null;
  sku: string;
  name: string;
  qty: number;
  /** minor units of the order's currency, like every amount of an order */
  unitPrice: MinorUnits;
  regularPrice: MinorUnits;
  lineTotal: MinorUnits;
}
export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  department: string;
  customerId: number | null;
  email: string;
  paymentMethod: PaymentMethod;
  /** "none": gift certificates alone, delivered by e-mail */
  shippingMethod: "delivery" | "pickup" | "none";
  pickupShop: string | null;
  /** null for gift certificates alone (delivered by e-mail) */
  address: DeliveryAddress | null;
  currencyCode: string;
  currencyRate: number;
  lang: string;
  subtotal: MinorUnits;
  discount: MinorUnits;
  codeDiscount: MinorUnits;
  discountCode: string | null;
  pointsSpent: number;
  pointsValue: MinorUnits;
  giftCertificates: MinorUnits;
  shipping: MinorUnits;
  grandTotal: MinorUnits;
  /** the VAT it holds per rate; null for orders placed before VAT was kept (040) */
  vat: VatSummary | null;
  /** the company named for the invoice at checkout, its VAT number and VIES's answer; null: a consumer */
  buyer: { company: string; vatNumber: string | null; vatCheck: string | null } | null;
  pointsEarned: number;
  createdAt: string;
  /** its own payment deadline (a mailed payment link, 023); null: the shop's hold after createdAt */
  paymentDeadline: string | null;
  paidAt: string | null;
  lines: OrderLine[];
}
/** What the order took, to give it back when a payment is cancelled (shop_order.details). */
export interface OrderDetails {
  cartId: number | null;
  stock: { productId: number; warehouse: string; qty: number }[];
  /** what was taken from each certificate's balance, minor units of the certificate's currency */
  certificates: { id: number; amount: MinorUnits }[];
  discountCodeId: number | null;
  /**
   * gift certificates bought, issued once the order is paid for `price`, what was paid in the
   * order's currency (minor units); `amount` is the value chosen in euro cents (the only value
   * of orders placed before 007, then converted at the order's rate)
   */
  purchases: { amount: EuroCents; price?: MinorUnits; recipientName: string | null; recipientEmail: string | null; message: string | null }[];
}
export function ownedBy(order: { session_token_id: number | null; customer_id: number | null }, session: SessionToken) {
  return order.session_token_id === session.id || (order.customer_id !== null && order.customer_id === session.customerId);
}
/** An order's view by its number (the back office's URLs name orders so); null: no such order. */
export async function loadOrderByNumber(db: DB, number: string): Promise<OrderView | null> {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  return row ? loadOrder(db, row.id) : null;
}

export async function loadOrder(db: DB, id: number): Promise<OrderView | null> {
  const row = await db.selectFrom("shop_order").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom("shop_order_line").selectAll().where("order_id", "=", id).orderBy("id").execute();
  const address = deliveryAddressSchema.safeParse(JSON.parse(row.address));
  return {
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    department: row.department,
    customerId: row.customer_id,
    email: row.email,
    paymentMethod: row.payment_method as PaymentMethod,
    shippingMethod: row.shipping_method as OrderView["shippingMethod"],
    pickupShop: row.pickup_shop,
    address: address.success ? address.data : null,
    currencyCode: row.currency_code,
    currencyRate: Number(row.currency_rate),
    lang: row.lang,
    subtotal: minorUnits(row.subtotal),
    discount: minorUnits(row.discount),
    codeDiscount: minorUnits(row.code_discount),
    discountCode: row.discount_code,
    pointsSpent: row.points_spent,
    pointsValue: minorUnits(row.points_value),
    giftCertificates: minorUnits(row.gift_certificates),
    shipping: minorUnits(row.shipping),
    grandTotal: minorUnits(row.grand_total),
    vat: parseVatSummary(row.vat),
    buyer: row.buyer_company ? { company: row.buyer_company, vatNumber: row.buyer_vat_number, vatCheck: row.vat_check } : null,
    pointsEarned: row.points_earned,
    createdAt: row.created_at,
    paymentDeadline: row.payment_deadline,
    paidAt: row.paid_at,
    lines: lines.map((l) => ({
      kind: l.kind as OrderLine["kind"],
      productId: l.product_id,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitPrice: minorUnits(l.unit_price),
      regularPrice: minorUnits(l.regular_price),
      lineTotal: minorUnits(l.line_total),
    })),
  };
}
/** The ids of an order's lines, in the order loadOrder lists them (the back office's forms name lines by id). */
export async function orderLineIds(db: DB, orderId: number) {
  return (await db.selectFrom("shop_order_line").select("id").where("order_id", "=", orderId).orderBy("id").execute()).map((r) => r.id);
}
/** An order by its number, only for the session that placed it (never by a guessable id alone). */
export async function getOwnOrder(db: DB, number: string, session: SessionToken) {
  const row = await db.selectFrom("shop_order").select(["id", "session_token_id", "customer_id"]).where("number", "=", number).executeTakeFirst();
  if (!row || !ownedBy(row, session)) return null;
  return loadOrder(db, row.id);
}
/** An order by its card provider's payment reference (a Checkout Session id), only for the session that placed it. */
export async function getOwnOrderByPaymentRef(db: DB, paymentRef: string, session: SessionToken) {
  const row = await db.selectFrom("shop_order").select(["id", "session_token_id", "customer_id"]).where("payment_ref", "=", paymentRef).executeTakeFirst();
  if (!row || !ownedBy(row, session)) return null;
  return loadOrder(db, row.id);
}
/**
 * A customer's own order of a storefront, by its number, for its page: the order, or the
 * number of the order that took it over (a payment attempt: its page is that order's history),
 * or null — unknown, someone else's, or another storefront's, all alike.
 */
export async function findCustomerOrder(
  db: DB,
  owner: { customerId: number; department: string },
  number: string,
): Promise<{ order: OrderView } | { supersededBy: string } | null> {
  const row = await db
    .selectFrom("shop_order as o")
    .leftJoin("shop_order as later", "later.id", "o.superseded_by")
    .select(["o.id", "later.number as supersededBy"])
    .where("o.number", "=", number)
    .where("o.customer_id", "=", owner.customerId)
    .where("o.department", "=", owner.department)
    .executeTakeFirst();
  if (!row) return null;
  if (row.supersededBy) return { supersededBy: row.supersededBy };
  const order = await loadOrder(db, row.id);
  return order ? { order } : null;
}
/** spec §3: the success page's order is the one the session holds. */
export async function getSuccessOrder(db: DB, session: SessionToken) {
  const row = await db.selectFrom("session_token").select("last_order_id").where("id", "=", session.id).executeTakeFirst();
  return row?.last_order_id ? loadOrder(db, row.last_order_id) : null;
}
/** spec §2 "converting a successful order": true for exactly one request per order. */
export async function claimConversion(db: DB, orderId: number) {
  const result = await db
    .updateTable("shop_order")
    .set({ conversion_reported_at: new Date().toISOString() })
    .where("id", "=", orderId)
    .where("conversion_reported_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
export interface OrderListItem {
  number: string;
  /** the storefront it was placed in: its page is there */
  department: string;
  createdAt: string;
  status: OrderStatus;
  /** in currencyCode */
  grandTotal: MinorUnits;
  currencyCode: string;
}
/**
 * The profile's order history: the customer's orders, newest first. A payment attempt that a
 * later order of the same cart took over is part of that order's history, not listed here.
 */
export async function listCustomerOrders(db: DB, customerId: number, limit = 50): Promise<OrderListItem[]> {
  const rows = await db
    .selectFrom("shop_order")
    .select(["number", "department", "created_at", "status", "grand_total", "currency_code"])
    .where("customer_id", "=", customerId)
    .where("superseded_by", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    number: r.number,
    department: r.department,
    createdAt: r.created_at,
    status: r.status as OrderStatus,
    grandTotal: minorUnits(r.grand_total),
    currencyCode: r.currency_code,
  }));
}
