import { randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { allocateStock, type DeliveryAddress, deliveryAddressSchema, orderNumber, type PaymentMethod, paysOnline } from "~/lib/checkout";
import { convertMinor, formatMinor, toMinor } from "~/lib/money";
import { type MoveOutcome, type OrderMove, orderMove, type OrderStatus } from "~/lib/order-status";
import type { Storefront } from "~/lib/storefront";
import { getEnv } from "~/env.server";
import { getLogger } from "~/logger.server";
import { type CartView, deleteCartContents } from "./cart.server";
import { getCheckoutState, isCartEmpty } from "./checkout.server";
import type { Customer } from "./customers.server";
import { sendMail } from "./mail.server";
import { addressLine, mailGreeting, sendStatusMail } from "./order-mail.server";
import type { SessionToken } from "./sessions.server";

// Placed orders (issue 5 §8, DESIGN.md "Sessions and safety"): one transaction recomputes the
// cart from the database (server prices), takes the stock with conditional updates, consumes
// gift certificates, points and the code's usage, and writes the order with its lines. The
// idempotency key of the review form makes a double submit the same order.
//
// Card and wallet: the order waits for the (test) payment page as awaiting_payment with the
// stock and the rest already taken; the cart stays as it is until the payment succeeds, so a
// cancelled or failed payment (which cancels the order and gives everything back) leaves the
// shopper at the payment step with the same cart, free to pay again or choose another method.
// The hold lasts PAYMENT_HOLD_MINUTES: an order still unpaid after it is cancelled the same way
// (releaseExpiredOrders), so an abandoned payment page does not keep the last pieces from others.
// Bank transfer and cash on delivery: the order is placed at once (cart emptied, confirmation
// mailed) but not paid.
//
// Nothing of value before payment (DESIGN.md "Sessions and safety"): the gift certificates an
// order bought are created and mailed, and the points it earns credited, by the one move that
// makes it paid (app/lib/order-status.ts) — the provider's confirmation (card, wallet), the
// merchant's mark-paid (bank) or mark-delivered (cash on delivery) at the order desk. Every
// status change goes through moveOrder: a conditional update on the status it read decides
// which of two racing processes moves the order, and each change is logged in order_event.
//
// An order's amounts are the cart's: minor units (hundredths) of the currency it was shown in
// (currency_code), so it shows exactly what the shopper saw (app/lib/money.ts). What it took
// from gift certificates is in each certificate's own currency (the one it was bought in), and
// a certificate it issues keeps the order's currency.

/** The demo shop's bank account for bank transfers (shown on the success page and in the mail). */
export const BANK_ACCOUNT = { holder: "Lumera d.o.o.", iban: "SI56 0201 0025 8146 397", bic: "LJBASI2X" };

export type { OrderStatus };

/** Who changed an order's status (order_event.actor): the desk logs "desk:<os user>". */
export type OrderActor = "shopper" | "payment" | "expiry" | `desk:${string}`;

export interface OrderLine {
  kind: "product" | "service" | "gift_certificate";
  productId: number | null;
  sku: string;
  name: string;
  qty: number;
  /** minor units of the order's currency, like every amount of an order */
  unitPrice: number;
  regularPrice: number;
  lineTotal: number;
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
  subtotal: number;
  discount: number;
  codeDiscount: number;
  discountCode: string | null;
  pointsSpent: number;
  pointsValue: number;
  giftCertificates: number;
  shipping: number;
  grandTotal: number;
  pointsEarned: number;
  createdAt: string;
  paidAt: string | null;
  lines: OrderLine[];
}

/** What the order took, to give it back when a payment is cancelled (shop_order.details). */
interface OrderDetails {
  cartId: number | null;
  stock: { productId: number; warehouse: string; qty: number }[];
  /** what was taken from each certificate's balance, minor units of the certificate's currency */
  certificates: { id: number; amount: number }[];
  discountCodeId: number | null;
  /**
   * gift certificates bought, issued once the order is paid for `price`, what was paid in the
   * order's currency (minor units); `amount` is the value chosen in euro cents (the only value
   * of orders placed before 007, then converted at the order's rate)
   */
  purchases: { amount: number; price?: number; recipientName: string | null; recipientEmail: string | null; message: string | null }[];
}

export type PlaceError = "empty" | "steps" | "outOfStock" | "certificate" | "points" | "discountCode" | "walletNotAllowed" | "codNotAllowed";

export type PlaceResult = { ok: true; order: { id: number; number: string; status: OrderStatus; paymentMethod: PaymentMethod } } | { ok: false; error: PlaceError; product?: string };

/** Thrown inside the transaction to roll it back with a reason the shopper can read. */
class Refused extends Error {
  constructor(
    readonly reason: PlaceError,
    readonly product?: string,
  ) {
    super(reason);
  }
}

export interface PlaceInput {
  session: SessionToken;
  customer: Customer | null;
  storefront: Storefront;
  idempotencyKey: string;
}

async function findByKey(db: DB, key: string) {
  return db.selectFrom("shop_order").select(["id", "number", "status", "payment_method", "session_token_id", "customer_id"]).where("idempotency_key", "=", key).executeTakeFirst();
}

function ownedBy(order: { session_token_id: number | null; customer_id: number | null }, session: SessionToken) {
  return order.session_token_id === session.id || (order.customer_id !== null && order.customer_id === session.customerId);
}

function summary(row: { id: number; number: string; status: string; payment_method: string }) {
  return { id: row.id, number: row.number, status: row.status as OrderStatus, paymentMethod: row.payment_method as PaymentMethod };
}

/** Takes `wanted` pieces of a product from its warehouses, fastest first; never below zero. */
async function takeStock(trx: DB, productId: number, wanted: number, name: string) {
  const taken: OrderDetails["stock"] = [];
  let left = wanted;
  // a concurrent order may take a warehouse's pieces between the read and the update: the
  // conditional update then changes nothing and the plan is made again from what is left
  for (let attempt = 0; attempt < 5 && left > 0; attempt++) {
    const rows = await trx
      .selectFrom("product_stock as s")
      .innerJoin("warehouse as w", "w.code", "s.warehouse_code")
      .select(["s.warehouse_code as code", "s.qty", "w.days"])
      .where("s.product_id", "=", productId)
      .where("s.qty", ">", 0)
      .execute();
    const plan = allocateStock(rows, left);
    if (!plan) throw new Refused("outOfStock", name);
    for (const part of plan) {
      const result = await trx
        .updateTable("product_stock")
        .set((eb) => ({ qty: eb("qty", "-", part.qty) }))
        .where("product_id", "=", productId)
        .where("warehouse_code", "=", part.code)
        .where("qty", ">=", part.qty)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        taken.push({ productId, warehouse: part.code, qty: part.qty });
        left -= part.qty;
      }
    }
  }
  if (left > 0) throw new Refused("outOfStock", name);
  return taken;
}

/**
 * The certificates' amounts actually applied, in cart order, up to the capped total — in each
 * certificate's own currency, as its balance is kept: a certificate used up is taken whole, a
 * part is converted back from the storefront currency at today's rate (never more than its balance).
 */
function certificateUse(cart: CartView, rate: number) {
  let left = cart.totals.giftCertificates;
  return cart.giftCertificates.flatMap((c) => {
    const amount = Math.min(left, c.amount);
    left -= amount;
    const own = amount >= c.balance ? c.ownBalance : Math.min(c.ownBalance, convertMinor(amount, rate, c.ownRate));
    return own > 0 ? [{ id: c.id, amount: own }] : [];
  });
}

/** The order's lines; a gift certificate being bought is named in the order's language. */
function orderLines(cart: CartView, giftCertificateName: string): OrderLine[] {
  return [
    ...cart.lines.map((l) => ({
      kind: "product" as const,
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitPrice: l.unitPrice,
      regularPrice: l.regularPrice,
      lineTotal: l.lineTotal,
    })),
    ...cart.serviceItems.map((s) => ({ kind: "service" as const, productId: s.productId, sku: s.sku, name: s.name, qty: s.qty, unitPrice: s.unitPrice, regularPrice: s.unitPrice, lineTotal: s.total })),
    ...cart.additionalItems.map((a) => ({ kind: "gift_certificate" as const, productId: null, sku: "gift-certificate", name: giftCertificateName, qty: 1, unitPrice: a.price, regularPrice: a.price, lineTotal: a.price })),
  ];
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/** Mails to send once the transaction has committed. */
type Outgoing = () => Promise<void>;

/**
 * Places the order of the session's cart (issue 5 §8). The same idempotency key again returns
 * the same order; a shortage names the product and changes nothing.
 */
export async function placeOrder(db: DB, input: PlaceInput): Promise<PlaceResult> {
  const { session, customer, storefront } = input;
  // stock held by payments abandoned long ago is free again before this order takes any
  await releaseExpiredOrders(db);
  const outgoing: Outgoing[] = [];
  let result: PlaceResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<PlaceResult> => {
      const existing = await findByKey(trx, input.idempotencyKey);
      if (existing) return ownedBy(existing, session) ? { ok: true, order: summary(existing) } : { ok: false, error: "steps" };
      const state = await getCheckoutState(trx, session, customer, storefront);
      const { cart, answers } = state;
      if (isCartEmpty(cart) || state.cartId === null) return { ok: false, error: "empty" };
      if (answers.payment?.method === "wallet" && !cart.walletAllowed) return { ok: false, error: "walletNotAllowed" };
      // gift certificates alone are delivered by e-mail: no address, no shipping, no cash at a door
      const delivered = state.facts.needsDelivery;
      if (answers.payment?.method === "cod" && !delivered) return { ok: false, error: "codNotAllowed" };
      if (!state.email || !answers.payment) return { ok: false, error: "steps" };
      if (delivered && (!answers.address || !answers.shipping)) return { ok: false, error: "steps" };
      const method = answers.payment.method;

      // an earlier order of this cart left at the payment page (back button, new review) is
      // replaced by this one: it gives back what it took before this one takes anything
      const abandoned = await trx.selectFrom("shop_order").select("id").where("session_token_id", "=", session.id).where("status", "=", "awaiting_payment").execute();
      for (const o of abandoned) await moveOrderIn(trx, o.id, "cancel", "shopper", { onlyFrom: "awaiting_payment", note: "replaced by a new order" });

      const stock: OrderDetails["stock"] = [];
      for (const line of cart.lines) stock.push(...(await takeStock(trx, line.productId, line.qty, line.name)));

      const certificates = certificateUse(cart, storefront.currencyRate);
      for (const c of certificates) {
        const used = await trx
          .updateTable("gift_certificate")
          .set((eb) => ({ balance: eb("balance", "-", c.amount) }))
          .where("id", "=", c.id)
          .where("balance", ">=", c.amount)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new Refused("certificate");
      }

      const pointsSpent = cart.totals.pointsValue > 0 && customer ? cart.spentPoints : 0;
      if (pointsSpent > 0 && customer) {
        const spent = await trx
          .updateTable("customer")
          .set((eb) => ({ reward_points: eb("reward_points", "-", pointsSpent) }))
          .where("id", "=", customer.id)
          .where("reward_points", ">=", pointsSpent)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw new Refused("points");
      }

      let discountCodeId: number | null = null;
      if (cart.discountCode && cart.totals.codeDiscount > 0) {
        const code = await trx
          .updateTable("discount_code")
          .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
          .where("code", "=", cart.discountCode.code.toUpperCase())
          .where((eb) => eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]))
          .returning("id")
          .executeTakeFirst();
        if (!code) throw new Refused("discountCode");
        discountCodeId = code.id;
      }

      const shipping = state.shipping;
      const details: OrderDetails = {
        cartId: state.cartId,
        stock,
        certificates,
        discountCodeId,
        purchases: cart.additionalItems.map((a) => ({ amount: a.amount, price: a.price, recipientName: a.recipientName, recipientEmail: a.recipientEmail, message: a.message })),
      };
      const now = new Date();
      const online = paysOnline(method);
      const inserted = await trx
        .insertInto("shop_order")
        .values({
          number: `new-${input.idempotencyKey}`,
          idempotency_key: input.idempotencyKey,
          department: storefront.department,
          customer_id: customer?.id ?? null,
          session_token_id: session.id,
          email: state.email,
          status: online ? "awaiting_payment" : "placed",
          payment_method: method,
          shipping_method: delivered && answers.shipping ? answers.shipping.method : "none",
          pickup_shop: delivered && answers.shipping?.method === "pickup" ? answers.shipping.shop : null,
          address: JSON.stringify(delivered ? answers.address : null),
          currency_code: storefront.currencyCode,
          currency_rate: storefront.currencyRate,
          lang: storefront.iso,
          subtotal: cart.totals.subtotal,
          discount: cart.totals.discount,
          code_discount: cart.totals.codeDiscount,
          discount_code: cart.discountCode?.code ?? null,
          points_spent: pointsSpent,
          points_value: cart.totals.pointsValue,
          gift_certificates: cart.totals.giftCertificates,
          shipping,
          // spec §9: grand total = cart total − gift certificates + the optional extra (shipping)
          grand_total: cart.totals.grandTotal + shipping,
          points_earned: customer ? cart.totals.points : 0,
          details: JSON.stringify(details),
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const number = orderNumber(storefront.department, now.getUTCFullYear(), inserted.id);
      await trx.updateTable("shop_order").set({ number }).where("id", "=", inserted.id).execute();
      const lines = orderLines(cart, (await getFixedT(storefront.iso))("cartExtras.gift.name"));
      if (lines.length > 0) {
        await trx
          .insertInto("shop_order_line")
          .values(
            lines.map((l, i) => ({
              order_id: inserted.id,
              kind: l.kind,
              product_id: l.productId,
              sku: l.sku,
              name: l.name,
              qty: l.qty,
              unit_price: l.unitPrice,
              regular_price: l.regularPrice,
              line_total: l.lineTotal,
              details: l.kind === "gift_certificate" ? JSON.stringify(details.purchases[i - cart.lines.length - cart.serviceItems.length] ?? null) : null,
            })),
          )
          .execute();
      }
      await logEvent(trx, inserted.id, null, online ? "awaiting_payment" : "placed", "shopper", null);
      // bank transfer and cash on delivery are placed, not paid: nothing is issued yet
      if (!online) outgoing.push(...(await finishCheckout(trx, inserted.id, session.id)));
      return { ok: true, order: { id: inserted.id, number, status: online ? "awaiting_payment" : "placed", paymentMethod: method } };
    });
  } catch (error) {
    // the same form submitted twice at once: the second insert meets the first's key
    if (!(error instanceof Refused) && !isUniqueViolation(error)) throw error;
    result = error instanceof Refused ? { ok: false, error: error.reason, product: error.product } : { ok: false, error: "steps" };
  }
  if (!result.ok) {
    // a twin request may have committed the order meanwhile (and emptied the cart this one
    // then found empty): the same key answers with that order
    const existing = await findByKey(db, input.idempotencyKey);
    if (existing && ownedBy(existing, session)) return { ok: true, order: summary(existing) };
    return result;
  }
  await sendAll(outgoing);
  return result;
}

async function sendAll(outgoing: Outgoing[]) {
  for (const send of outgoing) {
    try {
      await send();
    } catch (error) {
      getLogger().error({ err: error }, "order mail failed");
    }
  }
}

const orderDetails = async (trx: DB, orderId: number) =>
  JSON.parse((await trx.selectFrom("shop_order").select("details").where("id", "=", orderId).executeTakeFirstOrThrow()).details) as OrderDetails;

/**
 * The checkout is over (bank/COD at placement, card/wallet once paid): the cart is emptied, the
 * session remembers the order for the success page (spec §3) and the confirmation is mailed.
 * Returns the mails to send after the commit.
 */
async function finishCheckout(trx: DB, orderId: number, sessionTokenId: number | null): Promise<Outgoing[]> {
  const order = await loadOrder(trx, orderId);
  if (!order) return [];
  const details = await orderDetails(trx, orderId);
  if (details.cartId !== null) await emptyCart(trx, details.cartId);
  if (sessionTokenId !== null) await trx.updateTable("session_token").set({ last_order_id: orderId }).where("id", "=", sessionTokenId).execute();
  return [() => sendOrderMail(order)];
}

/**
 * The order is paid: its earned points are credited and the gift certificates it bought are
 * created and mailed (to the recipient, else the buyer) — once: the conditional stamp of
 * value_issued_at decides, so a repeated or racing payment issues nothing more. Returns the
 * mails to send after the commit.
 */
async function issueOrderValue(trx: DB, order: OrderView, details: OrderDetails): Promise<Outgoing[]> {
  const orderId = order.id;
  const claimed = await trx.updateTable("shop_order").set({ value_issued_at: new Date().toISOString() }).where("id", "=", orderId).where("value_issued_at", "is", null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return [];
  if (order.customerId !== null && order.pointsEarned > 0) {
    await trx.updateTable("customer").set((eb) => ({ reward_points: eb("reward_points", "+", order.pointsEarned) })).where("id", "=", order.customerId).execute();
  }
  const mails: Outgoing[] = [];
  const now = new Date();
  for (const p of details.purchases) {
    const code = randomBytes(6).toString("hex").toUpperCase();
    // issued for exactly what was paid, in the currency it was paid in (it keeps that currency)
    const value = p.price ?? toMinor(p.amount, order.currencyRate);
    await trx
      .insertInto("gift_certificate")
      .values({
        code,
        amount: value,
        balance: value,
        currency_code: order.currencyCode,
        order_id: orderId,
        recipient_email: p.recipientEmail ?? order.email,
        expires_at: new Date(now.getTime() + 365 * 24 * 3600_000).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    mails.push(() => sendCertificateMail(order, p.recipientEmail ?? order.email, code, value, p.message));
  }
  return mails;
}

async function emptyCart(trx: DB, cartId: number) {
  await deleteCartContents(trx, cartId);
  await trx.updateTable("cart").set({ discount_code_id: null, spent_points: 0, checkout: null, updated_at: new Date().toISOString() }).where("id", "=", cartId).execute();
}

/** A status change logged in order_event (from null: the order's first status). */
async function logEvent(trx: DB, orderId: number, from: OrderStatus | null, to: OrderStatus, actor: OrderActor, note: string | null) {
  await trx.insertInto("order_event").values({ order_id: orderId, from_status: from, to_status: to, actor, note, created_at: new Date().toISOString() }).execute();
}

export interface MoveResult {
  /** null: no such order */
  outcome: MoveOutcome | null;
  /** the order's status after the call */
  status: OrderStatus | null;
  /** this call changed the status (an outcome "move" outside `onlyFrom` is not applied) */
  moved: boolean;
}

/**
 * Applies a move of app/lib/order-status.ts inside the caller's transaction: the status is
 * changed only where it still is what was read (a racing process that moved it first makes this
 * one re-read and usually find "already"), the change is logged, and its effects follow — give
 * back what the order holds, issue its value, the shopper's mail. `onlyFrom` limits the move to
 * orders in that status (the shopper's own cancel touches only an order awaiting its payment).
 */
async function moveOrderIn(
  trx: DB,
  orderId: number,
  action: OrderMove,
  actor: OrderActor,
  options: { onlyFrom?: OrderStatus; note?: string | null } = {},
): Promise<MoveResult & { mails: Outgoing[] }> {
  // take the order's write lock before reading it (PostgreSQL: the row lock, like SELECT … FOR
  // UPDATE; SQLite: the database's write lock, so a racing process waits instead of failing on a
  // stale read): the process that comes second then reads the first one's result
  await trx.updateTable("shop_order").set((eb) => ({ status: eb.ref("status") })).where("id", "=", orderId).execute();
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await trx.selectFrom("shop_order").select(["status", "payment_method", "shipping_method", "paid_at"]).where("id", "=", orderId).executeTakeFirst();
    if (!row) return { outcome: null, status: null, moved: false, mails: [] };
    const outcome = orderMove({ status: row.status, paymentMethod: row.payment_method as PaymentMethod, shippingMethod: row.shipping_method, paid: row.paid_at !== null }, action);
    if (outcome.kind !== "move" || (options.onlyFrom && outcome.from !== options.onlyFrom)) return { outcome, status: row.status, moved: false, mails: [] };
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable("shop_order")
      .set(outcome.pays ? { status: outcome.to, paid_at: now } : { status: outcome.to })
      .where("id", "=", orderId)
      .where("status", "=", outcome.from)
      .$if(outcome.pays, (q) => q.where("paid_at", "is", null))
      .returning(["details", "customer_id", "points_spent"])
      .executeTakeFirst();
    if (!moved) continue;
    await logEvent(trx, orderId, outcome.from, outcome.to, actor, options.note ?? null);
    if (outcome.releases) await giveBack(trx, moved);
    // the order as the move left it, read once for the value it issues and the shopper's mail
    const order = outcome.pays || outcome.mail ? await loadOrder(trx, orderId) : null;
    const mails: Outgoing[] = order && outcome.pays ? await issueOrderValue(trx, order, JSON.parse(moved.details) as OrderDetails) : [];
    const kind = outcome.mail;
    if (order && kind) mails.unshift(() => sendStatusMail(order, kind));
    return { outcome, status: outcome.to, moved: true, mails };
  }
  throw new Error(`order ${orderId} kept changing while being moved`);
}

/** moveOrderIn in its own transaction, the mails sent after the commit. */
async function moveOrder(db: DB, orderId: number, action: OrderMove, actor: OrderActor, options: { onlyFrom?: OrderStatus; note?: string | null } = {}): Promise<MoveResult> {
  const { mails, ...result } = await db.transaction().execute((trx) => moveOrderIn(trx, orderId, action, actor, options));
  await sendAll(mails);
  return result;
}

/**
 * The payment provider confirms a card or wallet payment (today: the test payment page's
 * "Pay"): the order is paid, its value issued, the cart emptied and the confirmation mailed —
 * once. False when the order was not awaiting its payment.
 */
export async function confirmPayment(db: DB, orderId: number, session: SessionToken) {
  const outgoing: Outgoing[] = [];
  const paid = await db.transaction().execute(async (trx) => {
    const moved = await moveOrderIn(trx, orderId, "confirmPayment", "payment", { onlyFrom: "awaiting_payment" });
    if (!moved.moved) return false;
    outgoing.push(...(await finishCheckout(trx, orderId, session.id)), ...moved.mails);
    return true;
  });
  await sendAll(outgoing);
  return paid;
}

/**
 * A payment cancelled by the shopper, failed, or out of time: an order still awaiting its
 * payment is cancelled (once) and gives back what it took — stock, certificate balances, points
 * and the code's usage. The cart was never emptied. False when it was not awaiting payment.
 */
export async function cancelPayment(db: DB, orderId: number, actor: "shopper" | "payment" | "expiry") {
  const result = await moveOrder(db, orderId, "cancel", actor, { onlyFrom: "awaiting_payment", note: actor === "expiry" ? "payment hold expired" : null });
  return result.moved;
}

/**
 * The order desk (scripts/orders.ts): a merchant's move of the order with this number. The
 * outcome says whether it moved, was already there (nothing changed) or is refused; null: no
 * such order.
 */
export async function moveOrderByNumber(db: DB, number: string, action: OrderMove, actor: `desk:${string}`): Promise<MoveResult> {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { outcome: null, status: null, moved: false };
  return moveOrder(db, row.id, action, actor);
}

/** When an order placed at `createdAt` (ISO) stops holding what it took for its payment. */
export function paymentDeadline(createdAt: string, holdMinutes = getEnv().PAYMENT_HOLD_MINUTES) {
  return new Date(Date.parse(createdAt) + holdMinutes * 60_000);
}

/** Whether an order awaiting payment has outlived its hold (its payment is no longer taken). */
export function paymentExpired(order: { status: OrderStatus; createdAt: string }, now = new Date()) {
  return order.status === "awaiting_payment" && paymentDeadline(order.createdAt) <= now;
}

/**
 * Cancels the orders whose payment hold has passed, giving back what they took (each in its own
 * transaction, conditional on the status: several processes may sweep at once). Called before
 * an order is placed, by the payment pages, and every minute by the server. Returns how many.
 */
export async function releaseExpiredOrders(db: DB, now = new Date(), holdMinutes = getEnv().PAYMENT_HOLD_MINUTES) {
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000).toISOString();
  const expired = await db.selectFrom("shop_order").select("id").where("status", "=", "awaiting_payment").where("created_at", "<=", cutoff).orderBy("created_at").limit(200).execute();
  let released = 0;
  for (const order of expired) if (await cancelPayment(db, order.id, "expiry")) released++;
  return released;
}

/** Gives back what a cancelled order held: stock, certificate balances, points spent and the code's usage. */
async function giveBack(trx: DB, row: { details: string; customer_id: number | null; points_spent: number }) {
  const details = JSON.parse(row.details) as OrderDetails;
  for (const s of details.stock) {
    await trx.updateTable("product_stock").set((eb) => ({ qty: eb("qty", "+", s.qty) })).where("product_id", "=", s.productId).where("warehouse_code", "=", s.warehouse).execute();
  }
  for (const c of details.certificates) {
    await trx.updateTable("gift_certificate").set((eb) => ({ balance: eb("balance", "+", c.amount) })).where("id", "=", c.id).execute();
  }
  if (row.customer_id !== null && row.points_spent > 0) {
    await trx.updateTable("customer").set((eb) => ({ reward_points: eb("reward_points", "+", row.points_spent) })).where("id", "=", row.customer_id).execute();
  }
  if (details.discountCodeId !== null) {
    await trx.updateTable("discount_code").set((eb) => ({ used_count: eb("used_count", "-", 1) })).where("id", "=", details.discountCodeId).where("used_count", ">", 0).execute();
  }
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
    subtotal: row.subtotal,
    discount: row.discount,
    codeDiscount: row.code_discount,
    discountCode: row.discount_code,
    pointsSpent: row.points_spent,
    pointsValue: row.points_value,
    giftCertificates: row.gift_certificates,
    shipping: row.shipping,
    grandTotal: row.grand_total,
    pointsEarned: row.points_earned,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    lines: lines.map((l) => ({
      kind: l.kind as OrderLine["kind"],
      productId: l.product_id,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitPrice: l.unit_price,
      regularPrice: l.regular_price,
      lineTotal: l.line_total,
    })),
  };
}

/** An order by its number, only for the session that placed it (never by a guessable id alone). */
export async function getOwnOrder(db: DB, number: string, session: SessionToken) {
  const row = await db.selectFrom("shop_order").select(["id", "session_token_id", "customer_id"]).where("number", "=", number).executeTakeFirst();
  if (!row || !ownedBy(row, session)) return null;
  return loadOrder(db, row.id);
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
  createdAt: string;
  status: OrderStatus;
  /** minor units of currencyCode */
  grandTotal: number;
  currencyCode: string;
}

/** The profile's order history: the customer's orders, newest first. */
export async function listCustomerOrders(db: DB, customerId: number, limit = 50): Promise<OrderListItem[]> {
  const rows = await db
    .selectFrom("shop_order")
    .select(["number", "created_at", "status", "grand_total", "currency_code"])
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ number: r.number, createdAt: r.created_at, status: r.status as OrderStatus, grandTotal: r.grand_total, currencyCode: r.currency_code }));
}

/** How an order travels, in words: home delivery, pickup in a shop, or by e-mail (certificates alone). */
export function deliveryName(order: Pick<OrderView, "shippingMethod" | "pickupShop">, t: (key: string) => string) {
  if (order.shippingMethod === "pickup") return `${t("checkout.shipping.pickup")} — ${order.pickupShop}`;
  return t(order.shippingMethod === "none" ? "checkout.shipping.byEmail" : "checkout.shipping.delivery");
}

/** The confirmation e-mail (issue 5 §8) in the order's language and currency. */
export async function sendOrderMail(order: OrderView) {
  const t = await getFixedT(order.lang);
  const money = (minor: number) => formatMinor(minor, t("system_currency"));
  const a = order.address;
  const lineName = (l: OrderLine) => (l.kind === "gift_certificate" ? t("checkout.giftCertificateLine") : l.name);
  const text = [
    mailGreeting(order, t),
    "",
    t("checkout.mail.intro", { number: order.number }),
    "",
    ...order.lines.map((l) => `${l.qty} × ${lineName(l)} — ${money(l.lineTotal)}`),
    "",
    `${t("checkout.totals.subtotal")}: ${money(order.subtotal)}`,
    ...(order.codeDiscount > 0 ? [`${t("checkout.totals.code")}: −${money(order.codeDiscount)}`] : []),
    ...(order.pointsValue > 0 ? [`${t("checkout.totals.points")}: −${money(order.pointsValue)}`] : []),
    ...(order.giftCertificates > 0 ? [`${t("checkout.totals.certificates")}: −${money(order.giftCertificates)}`] : []),
    `${t("checkout.totals.shipping")}: ${order.shipping > 0 ? money(order.shipping) : t("checkout.free")}`,
    `${t("checkout.totals.grand")}: ${money(order.grandTotal)}`,
    "",
    `${t("checkout.mail.delivery")}: ${deliveryName(order, t)}`,
    ...(a ? [addressLine(a)] : []),
    `${t("checkout.mail.payment")}: ${t(`checkout.payment.${order.paymentMethod}`)}`,
    ...(order.paymentMethod === "bank"
      ? ["", t("checkout.bank.instructions", { amount: money(order.grandTotal), reference: order.number }), `${BANK_ACCOUNT.holder}, IBAN ${BANK_ACCOUNT.iban}, BIC ${BANK_ACCOUNT.bic}`]
      : []),
    "",
    t("checkout.mail.thanks"),
  ].join("\n");
  await sendMail({ to: order.email, subject: t("checkout.mail.subject", { number: order.number }), text });
}

/** The certificate's mail names the amount paid for it (minor units of the order's currency). */
async function sendCertificateMail(order: OrderView, to: string, code: string, price: number, message: string | null) {
  const t = await getFixedT(order.lang);
  const money = formatMinor(price, t("system_currency"));
  const text = [t("checkout.mail.certificateText", { amount: money }), "", code, ...(message ? ["", message] : []), "", t("checkout.mail.thanks")].join("\n");
  await sendMail({ to, subject: t("checkout.mail.certificateSubject", { amount: money }), text });
}
