import { createHash, randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import { PAY_LINK_HOURS } from "~/lib/phone-order";
import { type PublicAddress, publicUrl } from "~/lib/public-url";
import type { Storefront } from "~/lib/storefront";
import { cancelPayment, confirmPayment, paymentExpired } from "./order-lifecycle.server";
import { loadOrder, type OrderView } from "./orders.server";
import { endCardPayment, stripePaymentsEnabled, testPaymentsEnabled } from "./payments.server";
import { startPayLinkCheckout } from "./stripe.server";

// A card-payment link mailed to the shopper of an order taken by phone (/admin/orders/new):
// the order awaits its payment like a shop card order, holding its stock until its own
// payment_deadline (PAY_LINK_HOURS), and /pay/<token> lets whoever holds the mail pay it.
//
// The token is 32 random bytes (base64url), stored only as its SHA-256, like every token of the
// shop (DESIGN.md "Sessions and safety"). The page depends on no session and hands none out: a
// link opened from a mail arrives without our SameSite=Strict cookies, and the link is proof
// enough to pay an order — never to see an account. A GET changes nothing; paying is a POST.

export type PayLinkState = "open" | "paid" | "closed";

export const hashPayToken = (token: string) => createHash("sha256").update(token).digest("hex");

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new link for an order about to be placed: the token for the mail, its hash and deadline for the order. */
export function newPayLink(storefront: Pick<Storefront, "domain" | "prefix">, address: PublicAddress, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    tokenHash: hashPayToken(token),
    // the storefront's configured domain and prefix, never the Host of the request (DESIGN.md)
    url: publicUrl(storefront, `/pay/${token}`, address),
    deadline: new Date(now.getTime() + PAY_LINK_HOURS * 3600_000),
    hours: PAY_LINK_HOURS,
  };
}

/** The order a link pays, in the link's storefront, with its card session; null for an unknown or malformed token. */
async function findByToken(db: DB, token: string, department: string) {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("shop_order")
    .select(["id", "payment_ref"])
    .where("pay_token_hash", "=", hashPayToken(token))
    .where("department", "=", department)
    .executeTakeFirst();
  const order = row ? await loadOrder(db, row.id) : null;
  return order ? { order, paymentRef: row!.payment_ref } : null;
}

/** Where the order stands for its link: awaiting and in time, paid, or no longer payable. */
export function payLinkState(order: OrderView, now = new Date()): PayLinkState {
  if (order.paidAt !== null) return "paid";
  return order.status === "awaiting_payment" && !paymentExpired(order, now) ? "open" : "closed";
}

/**
 * The order of a link and its state, changing nothing (a GET: the sweep releases what ran out).
 * `confirming`: the shopper is back from Stripe's page of the order's current session, whose
 * payment its webhook has not confirmed yet.
 */
export async function getPayLinkOrder(db: DB, token: string, department: string, returnedFrom: string | null = null) {
  const found = await findByToken(db, token, department);
  if (!found) return null;
  const state = payLinkState(found.order);
  return { order: found.order, state, confirming: state === "open" && returnedFrom !== null && returnedFrom === found.paymentRef };
}

/** Where Stripe's page sends the shopper back: the link itself, on the storefront's own domain. */
export const payLinkReturn = (storefront: Pick<Storefront, "domain" | "prefix">, token: string, address: PublicAddress) => (type: "success" | "cancel") =>
  publicUrl(storefront, `/pay/${token}${type === "success" ? "?paid=1" : ""}`, address);

export type PayByLink =
  | { state: PayLinkState }
  /** pay on the provider's page */
  | { state: "open"; checkoutUrl: string }
  /** the provider could not be reached: nothing changed, try again */
  | { state: "open"; unavailable: true };

/**
 * The link's "Pay" (a POST). With the built-in test provider the payment succeeds at once, as
 * the test payment page's "Pay" does: confirmPayment marks the order paid, issues its value and
 * mails the confirmation — once, however often the button is pressed. With Stripe the shopper is
 * sent to a Checkout Session of the order (startPayLinkCheckout), and only its signed webhook
 * marks the order paid. An order past its deadline is released here rather than paid. null: no
 * such link.
 */
export async function payByLink(
  db: DB,
  token: string,
  storefront: Pick<Storefront, "department" | "domain" | "prefix">,
  address: PublicAddress,
): Promise<PayByLink | null> {
  const found = await findByToken(db, token, storefront.department);
  if (!found) return null;
  const { order, paymentRef } = found;
  const state = payLinkState(order);
  if (order.status === "awaiting_payment" && paymentExpired(order)) {
    // a session still open on Stripe's page is ended first (the sweep's rule)
    if (!(await endCardPayment(db, { id: order.id, paymentRef }))) return { state: payLinkState((await loadOrder(db, order.id)) ?? order) };
    await cancelPayment(db, order.id, "expiry");
    return { state: "closed" };
  }
  if (state !== "open") return { state };
  if (stripePaymentsEnabled()) {
    const started = await startPayLinkCheckout(db, order, paymentRef, payLinkReturn(storefront, token, address));
    if (started.ok) return { state: "open", checkoutUrl: started.url };
    return started.reason === "paid" ? { state: "paid" } : { state: "open", unavailable: true };
  }
  if (!testPaymentsEnabled()) return { state };
  // no session: the shopper's browser has none of ours to remember the order for
  await confirmPayment(db, order.id, null);
  const after = await loadOrder(db, order.id);
  return { state: after ? payLinkState(after) : "closed" };
}
