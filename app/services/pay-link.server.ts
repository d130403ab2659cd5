import { createHash, randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import { PAY_LINK_HOURS } from "~/lib/phone-order";
import { type PublicAddress, publicUrl } from "~/lib/public-url";
import type { Storefront } from "~/lib/storefront";
import { cancelPayment, confirmPayment, paymentExpired } from "./order-lifecycle.server";
import { loadOrder, type OrderView } from "./orders.server";
import { testPaymentsEnabled } from "./payments.server";

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

/** The order a link pays, in the link's storefront; null for an unknown or malformed token. */
async function findByToken(db: DB, token: string, department: string) {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("shop_order")
    .select("id")
    .where("pay_token_hash", "=", hashPayToken(token))
    .where("department", "=", department)
    .executeTakeFirst();
  return row ? loadOrder(db, row.id) : null;
}

/** Where the order stands for its link: awaiting and in time, paid, or no longer payable. */
export function payLinkState(order: OrderView, now = new Date()): PayLinkState {
  if (order.paidAt !== null) return "paid";
  return order.status === "awaiting_payment" && !paymentExpired(order, now) ? "open" : "closed";
}

/** The order of a link and its state, changing nothing (a GET: the sweep releases what ran out). */
export async function getPayLinkOrder(db: DB, token: string, department: string) {
  const order = await findByToken(db, token, department);
  return order ? { order, state: payLinkState(order) } : null;
}

/**
 * The link's "Pay" (a POST). With the built-in test provider the payment succeeds at once, as
 * the test payment page's "Pay" does: confirmPayment marks the order paid, issues its value and
 * mails the confirmation — once, however often the button is pressed. An order past its deadline
 * is released here rather than paid. null: no such link.
 */
export async function payByLink(db: DB, token: string, department: string): Promise<PayLinkState | null> {
  const found = await getPayLinkOrder(db, token, department);
  if (!found) return null;
  const { order } = found;
  if (order.status === "awaiting_payment" && paymentExpired(order)) {
    await cancelPayment(db, order.id, "expiry");
    return "closed";
  }
  if (found.state !== "open" || !testPaymentsEnabled()) return found.state;
  // no session: the shopper's browser has none of ours to remember the order for
  await confirmPayment(db, order.id, null);
  const after = await loadOrder(db, order.id);
  return after ? payLinkState(after) : "closed";
}
