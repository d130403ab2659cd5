import Stripe from "stripe";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect";
import { getEnv } from "~/env.server";
import { getFixedT } from "~/i18next.server";
import { chargeLines, providerCurrency, UnchargeableOrder } from "~/lib/card-payment";
import type { Storefront } from "~/lib/storefront";
import { type PublicAddress, publicUrl } from "~/lib/public-url";
import { getLogger } from "~/logger.server";
import { getMetrics, type PaymentOutcome } from "~/metrics.server";
import { finishCheckout, moveOrderIn, orderPaymentDeadline, type Outgoing, paymentDeadline, paymentExpired, sendAll } from "./order-lifecycle.server";
import { loadOrder, type OrderView } from "./orders.server";

// Card and wallet payments through Stripe's hosted Checkout (PAYMENT_PROVIDER=stripe).
//
// Placing a card or wallet order creates a Checkout Session for it (a form post, then a redirect
// to Stripe: no JavaScript of ours is needed) with the order's own amounts and currency, its
// number as client reference and metadata, and one idempotency key per order attempt, so a
// repeated placement gets the same session. The shopper's return to success_url proves nothing:
// only Stripe's signed webhook marks an order paid, failed or expired (handleStripeWebhook), and
// each event is recorded once in payment_event, so a replay changes nothing. A payment that
// arrives for an order no longer waiting for it (its hold ran out, the shopper started over) is
// refunded rather than kept.

/** Stripe Checkout Sessions live at least 30 minutes (and at most 24 hours) after creation. */
const MIN_SESSION_MINUTES = 32;

let client: Stripe | undefined;
function stripe() {
  const key = getEnv().STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  client ??= new Stripe(key, { maxNetworkRetries: 2, timeout: 15_000, appInfo: { name: "lumera-storefront" } });
  return client;
}

const log = () => getLogger().child({ provider: "stripe" });

export type StartResult = { ok: true; url: string } | { ok: false; reason: "unchargeable" | "unavailable" };

/**
 * A hosted Checkout Session for an order awaiting its card or wallet payment; the URL to send
 * the shopper to. Success and cancel bring them back to /checkout/status/{type} on the
 * storefront's own domain (never the Host a request named).
 */
export async function startStripeCheckout(db: DB, orderId: number, storefront: Storefront, address: PublicAddress): Promise<StartResult> {
  const order = await loadOrder(db, orderId);
  if (!order || order.status !== "awaiting_payment") return { ok: false, reason: "unchargeable" };
  const t = await getFixedT(order.lang);
  let params: Stripe.Checkout.SessionCreateParams;
  try {
    params = sessionParams(order, t("checkout.totals.shipping"), (type) => publicUrl(storefront, `/checkout/status/${type}`, address));
  } catch (error) {
    if (!(error instanceof UnchargeableOrder)) throw error;
    log().warn({ order: order.number, reason: error.message }, "order cannot be charged by card");
    return { ok: false, reason: "unchargeable" };
  }
  try {
    const session = await stripe().checkout.sessions.create(params, { idempotencyKey: `checkout-session-${order.number}` });
    await db.updateTable("shop_order").set({ payment_ref: session.id }).where("id", "=", order.id).where("payment_ref", "is", null).execute();
    // the shopper is sent only where the pages' CSP lets the form go (STRIPE_CHECKOUT_ORIGIN)
    if (!session.url || new URL(session.url).origin !== getEnv().STRIPE_CHECKOUT_ORIGIN)
      throw new Error(`Checkout Session ${session.id} is not on ${getEnv().STRIPE_CHECKOUT_ORIGIN}`);
    return { ok: true, url: session.url };
  } catch (error) {
    log().error({ err: error, order: order.number }, "Stripe did not create a Checkout Session");
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * A Checkout Session for an order paid by the link mailed to its shopper (an order taken by
 * phone, pay-link.server.ts), answered when its "Pay" is pressed. The order waits up to
 * PAY_LINK_HOURS, longer than a session may live (24 hours), so a link may need several
 * sessions, one after the other: an open one is used again; one that Stripe completed settles the
 * order; one that expired is followed by a new one. Each session ends no later than the order's
 * own deadline, and Stripe's page returns to the link (`returnUrl`), not to the checkout's
 * session-bound status page. "paid": the order was paid meanwhile.
 */
export async function startPayLinkCheckout(
  db: DB,
  order: OrderView,
  paymentRef: string | null,
  returnUrl: (type: "success" | "cancel") => string,
  now = new Date(),
): Promise<StartResult | { ok: false; reason: "paid" }> {
  if (paymentRef) {
    let earlier: Stripe.Checkout.Session;
    try {
      earlier = await stripe().checkout.sessions.retrieve(paymentRef);
    } catch (error) {
      log().error({ err: error, order: order.number }, "Stripe could not be asked about the link's Checkout Session");
      return { ok: false, reason: "unavailable" };
    }
    if (earlier.status === "open") return checkoutUrl(earlier, order.number);
    if (earlier.status === "complete")
      return (await settleCompleted(db, earlier)) === "paid" ? { ok: false, reason: "paid" } : { ok: false, reason: "unavailable" };
  }
  const t = await getFixedT(order.lang);
  let params: Stripe.Checkout.SessionCreateParams;
  try {
    params = { ...sessionParams(order, t("checkout.totals.shipping"), returnUrl), expires_at: linkSessionEnd(orderPaymentDeadline(order), now) };
  } catch (error) {
    if (!(error instanceof UnchargeableOrder)) throw error;
    log().warn({ order: order.number, reason: error.message }, "order cannot be charged by card");
    return { ok: false, reason: "unchargeable" };
  }
  try {
    // the same press twice (or two presses in the same ten minutes after the same session) is one session
    const key = `pay-link-${order.number}-${LINK_SLOT.floor(now)}-${paymentRef ?? "first"}`;
    const session = await stripe().checkout.sessions.create(params, { idempotencyKey: key });
    const recorded = await db
      .updateTable("shop_order")
      .set({ payment_ref: session.id })
      .where("id", "=", order.id)
      .where("status", "=", "awaiting_payment")
      .where((eb) => (paymentRef ? eb("payment_ref", "=", paymentRef) : eb("payment_ref", "is", null)))
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) === 0) {
      const current = await db.selectFrom("shop_order").select("payment_ref").where("id", "=", order.id).executeTakeFirst();
      if (current?.payment_ref !== session.id) {
        // another press recorded a session of its own first: this one must never be paid
        await stripe()
          .checkout.sessions.expire(session.id)
          .catch(() => undefined);
        return { ok: false, reason: "unavailable" };
      }
    }
    return checkoutUrl(session, order.number);
  } catch (error) {
    log().error({ err: error, order: order.number }, "Stripe did not create a Checkout Session for a payment link");
    return { ok: false, reason: "unavailable" };
  }
}

/** Sessions of a payment link are made in ten-minute slots: within one, the same parameters (and key). */
const LINK_SLOT = { ms: 10 * 60_000, floor: (at: Date) => Math.floor(at.getTime() / LINK_SLOT.ms) * LINK_SLOT.ms };

/**
 * When a link's Checkout Session ends (seconds): at the order's deadline, but no later than Stripe
 * allows (24 hours; 23 from the slot's start) and no sooner (30 minutes; 31 after the slot's end).
 * An order whose deadline is nearer than that is released by the sweep, which ends the session first.
 */
export function linkSessionEnd(deadline: Date, now: Date) {
  const slot = LINK_SLOT.floor(now);
  const earliest = slot + LINK_SLOT.ms + 31 * 60_000;
  const latest = slot + 23 * 3600_000;
  return Math.floor(Math.min(Math.max(deadline.getTime(), earliest), latest) / 1000);
}

/** The session's hosted page, where the pages' CSP lets the form go (STRIPE_CHECKOUT_ORIGIN). */
function checkoutUrl(session: Stripe.Checkout.Session, number: string): StartResult {
  if (session.url && new URL(session.url).origin === getEnv().STRIPE_CHECKOUT_ORIGIN) return { ok: true, url: session.url };
  log().error({ order: number, session: session.id }, `Checkout Session is not on ${getEnv().STRIPE_CHECKOUT_ORIGIN}`);
  return { ok: false, reason: "unavailable" };
}

/** The Checkout Session's parameters: everything in them comes from the order, so a repeated request is the same one. */
export function sessionParams(order: OrderView, shippingName: string, returnUrl: (type: "success" | "cancel") => string): Stripe.Checkout.SessionCreateParams {
  const currency = providerCurrency(order.currencyCode).code;
  const lines = chargeLines(order, shippingName);
  const holdMinutes = Math.max(getEnv().PAYMENT_HOLD_MINUTES, MIN_SESSION_MINUTES);
  return {
    mode: "payment",
    line_items: lines.map((l) => ({ quantity: l.quantity, price_data: { currency, unit_amount: l.unitAmount, product_data: { name: l.name.slice(0, 250) } } })),
    client_reference_id: order.number,
    metadata: { order_number: order.number, department: order.department },
    payment_intent_data: { metadata: { order_number: order.number } },
    customer_email: order.email,
    locale: order.lang as Stripe.Checkout.SessionCreateParams.Locale,
    expires_at: Math.floor(paymentDeadline(order.createdAt, holdMinutes).getTime() / 1000),
    success_url: withSessionId(returnUrl("success")),
    cancel_url: withSessionId(returnUrl("cancel")),
  };
}

/** Stripe fills in the session's id where the return URL names {CHECKOUT_SESSION_ID}. */
const withSessionId = (url: string) => `${url}${url.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;

/**
 * Ends an order's Checkout Session before the order lets go of what it holds (the shopper
 * cancelled, started over, or the hold ran out): "closed" when no payment can follow any more,
 * "paid" when Stripe took the payment meanwhile (the order is settled as paid now), "unreachable"
 * when Stripe could not be asked — then the order keeps waiting and is tried again later.
 */
export async function closeStripeCheckout(db: DB, order: { id: number; paymentRef: string | null }): Promise<"closed" | "paid" | "unreachable"> {
  if (!order.paymentRef) return "closed";
  try {
    const session = await stripe().checkout.sessions.expire(order.paymentRef);
    return session.status === "complete" ? settleCompleted(db, session) : "closed";
  } catch (error) {
    // only an open session can be expired: ask what became of it
    try {
      const session = await stripe().checkout.sessions.retrieve(order.paymentRef);
      if (session.status === "expired") return "closed";
      if (session.status === "complete") return settleCompleted(db, session);
    } catch (again) {
      log().warn({ err: again, session: order.paymentRef }, "Stripe could not be asked about a Checkout Session");
      return "unreachable";
    }
    log().warn({ err: error, session: order.paymentRef }, "Checkout Session could not be expired");
    return "unreachable";
  }
}

async function settleCompleted(db: DB, session: Stripe.Checkout.Session) {
  if (session.payment_status !== "paid") return "unreachable";
  await settle(db, { id: `retrieved:${session.id}`, type: "checkout.session.completed" }, session, "paid");
  return "paid";
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

/**
 * POST /webhooks/stripe (server.ts hands over the raw body): the signature is checked with the
 * endpoint's secret over the exact bytes Stripe sent; a bad or missing one is a 400 and changes
 * nothing. Every other answer is a 200 (Stripe retries anything else for days), including an
 * event for an order the shop does not know, which is logged.
 */
export async function handleStripeWebhook(db: DB, body: Buffer | string, signature: string | undefined): Promise<WebhookAnswer> {
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(body, signature ?? "", getEnv().STRIPE_WEBHOOK_SECRET ?? "");
  } catch (error) {
    count("rejected");
    log().warn({ reason: (error as Error).message }, "webhook refused: bad signature");
    return { status: 400, body: "Bad signature" };
  }
  if (event.type === "charge.refunded") {
    const result = await confirmRefunds(db, event.id, event.data.object);
    count(result);
    return { status: 200, body: result };
  }
  const outcome = eventOutcome(event);
  if (!outcome) {
    count("ignored");
    return { status: 200, body: "Ignored" };
  }
  const result = await settle(db, event, event.data.object as Stripe.Checkout.Session, outcome);
  return { status: result === "retry" ? 500 : 200, body: result };
}

type Settlement = "paid" | "failed" | "expired";

/** What a Checkout Session event means for its order; null: nothing. */
function eventOutcome(event: Stripe.Event): Settlement | null {
  switch (event.type) {
    case "checkout.session.completed":
      // a delayed method (a bank debit) completes unpaid: its async_payment_* event follows
      return event.data.object.payment_status === "paid" ? "paid" : null;
    case "checkout.session.async_payment_succeeded":
      return "paid";
    case "checkout.session.async_payment_failed":
      return "failed";
    case "checkout.session.expired":
      return "expired";
    default:
      return null;
  }
}

/**
 * Applies one event to its order, once. The event's id is recorded in the same transaction as
 * the order's move, so of two deliveries of it (a replay, or both at once) one applies and the
 * other finds it recorded; two different events for one order meet in the order's conditional
 * move, so it is paid once. A payment for an order that stopped waiting is refunded.
 */
async function settle(db: DB, event: { id: string; type: string }, session: Stripe.Checkout.Session, outcome: Settlement) {
  const order = await findSessionOrder(db, session);
  if (!order) {
    count("unknown");
    log().warn(
      { event: event.id, type: event.type, session: session.id, reference: session.client_reference_id },
      "webhook for an order this shop does not know: nothing changed",
    );
    return "unknown order";
  }
  if (outcome === "paid" && (session.currency !== order.currency.toLowerCase() || session.amount_total !== order.grandTotal)) {
    count("rejected");
    log().error(
      { event: event.id, order: order.number, charged: session.amount_total, currency: session.currency, total: order.grandTotal },
      "a payment that is not the order's total: the order is left as it is for the merchant to look at",
    );
    return "amount mismatch";
  }
  const outgoing: Outgoing[] = [];
  let applied: PaymentOutcome;
  try {
    applied = await db.transaction().execute(async (trx) => {
      const seen = await trx.selectFrom("payment_event").select("id").where("id", "=", event.id).executeTakeFirst();
      if (seen) return "replayed";
      let result: PaymentOutcome;
      if (outcome === "paid") {
        const moved = await moveOrderIn(trx, order.id, "confirmPayment", "payment", { onlyFrom: "awaiting_payment" });
        if (moved.moved) outgoing.push(...(await finishCheckout(trx, order.id, order.sessionTokenId)), ...moved.mails);
        result = moved.moved ? "paid" : moved.status === "cancelled" ? "refunded" : "ignored";
      } else if (outcome === "expired" && order.linkStillPays) {
        // a session of a payment link ran out before the order's own deadline: the link starts another
        result = "ignored";
      } else {
        const moved = await moveOrderIn(trx, order.id, "cancel", outcome === "failed" ? "payment" : "expiry", {
          onlyFrom: "awaiting_payment",
          note: outcome === "expired" ? "card payment session expired" : null,
        });
        outgoing.push(...moved.mails);
        result = moved.moved ? outcome : "ignored";
      }
      await trx
        .insertInto("payment_event")
        .values({ id: event.id, provider: "stripe", type: event.type, order_id: order.id, outcome: result, received_at: new Date().toISOString() })
        .execute();
      return result;
    });
  } catch (error) {
    // the same event delivered twice at once: the second meets the first's record
    if (!isUniqueViolation(error)) throw error;
    applied = "replayed";
    // rolled back with the transaction: nothing of this delivery to send
    outgoing.length = 0;
  }
  // committed with the event: Stripe's answer does not wait for SMTP (the queue retries)
  void sendAll(db, outgoing);
  if (applied === "refunded" && !(await refund(db, event.id, session, order.number))) return "retry";
  count(applied);
  log().info({ event: event.id, type: event.type, order: order.number, outcome: applied }, "card payment event");
  return applied;
}

/**
 * charge.refunded: the staff refunds of the charge's order that Stripe reports made are
 * confirmed — by their refund ids where the event lists them, else as far as the charge's
 * refunded amount reaches, oldest first. Recorded once in payment_event with the change, so a
 * replay changes nothing more.
 */
async function confirmRefunds(db: DB, eventId: string, charge: Stripe.Charge): Promise<PaymentOutcome> {
  const number = charge.metadata?.order_number ?? null;
  const order = number ? await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst() : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const seen = await trx.selectFrom("payment_event").select("id").where("id", "=", eventId).executeTakeFirst();
      if (seen) return "replayed";
      let confirmed = 0;
      if (order) {
        const listed = new Set((charge.refunds?.data ?? []).filter((r) => r.status === "succeeded").map((r) => r.id));
        const sent = await trx
          .selectFrom("order_refund")
          .select(["id", "amount", "provider_ref", "status"])
          .where("order_id", "=", order.id)
          .where("way", "=", "card")
          .where("status", "in", ["sent", "confirmed"])
          .orderBy("id")
          .execute();
        let reach = charge.amount_refunded;
        for (const r of sent) {
          const made = listed.size > 0 ? r.provider_ref !== null && listed.has(r.provider_ref) : reach >= r.amount;
          reach -= r.amount;
          if (!made || r.status === "confirmed") continue;
          await trx.updateTable("order_refund").set({ status: "confirmed", updated_at: new Date().toISOString() }).where("id", "=", r.id).execute();
          confirmed++;
        }
      }
      const outcome: PaymentOutcome = order ? (confirmed > 0 ? "refund_confirmed" : "ignored") : "unknown";
      await trx
        .insertInto("payment_event")
        .values({ id: eventId, provider: "stripe", type: "charge.refunded", order_id: order?.id ?? null, outcome, received_at: new Date().toISOString() })
        .execute();
      return outcome;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return "replayed";
  }
}

/** The money Stripe took for an order that no longer waits for it goes back. False: try again later. */
async function refund(db: DB, eventId: string, session: Stripe.Checkout.Session, number: string) {
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  try {
    if (!paymentIntent) throw new Error("the session names no payment to refund");
    await stripe().refunds.create({ payment_intent: paymentIntent, metadata: { order_number: number } }, { idempotencyKey: `refund-${session.id}` });
    log().warn({ order: number, session: session.id }, "payment refunded: the order had stopped waiting for it");
    return true;
  } catch (error) {
    // forget the event, so that Stripe's next delivery of it tries the refund again
    await db.deleteFrom("payment_event").where("id", "=", eventId).execute();
    log().error({ err: error, order: number, session: session.id }, "refund failed: Stripe will deliver the event again");
    return false;
  }
}

/**
 * The payment intent of an order paid through a Checkout Session (its payment_ref): the session
 * is asked for it, since the order does not keep it.
 */
export async function stripePaymentIntent(paymentRef: string | null) {
  if (!paymentRef) throw new Error("the order names no Checkout Session");
  const session = await stripe().checkout.sessions.retrieve(paymentRef);
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error("the Checkout Session names no payment");
  return intent;
}

/**
 * A partial or full refund of a card payment (README "After the sale"): `key` names the shop's
 * refund, so asking again after a lost answer is the same refund, never a second one.
 */
export async function createStripeRefund(refund: { paymentIntent: string; amount: number; number: string; key: string }) {
  return stripe().refunds.create(
    { payment_intent: refund.paymentIntent, amount: refund.amount, metadata: { order_number: refund.number, refund: refund.key } },
    { idempotencyKey: refund.key },
  );
}

/** The order a Checkout Session was made for: its number is the client reference, and the session must be the order's own. */
async function findSessionOrder(db: DB, session: Stripe.Checkout.Session) {
  const number = session.client_reference_id;
  if (!number || number.length > 40) return null;
  const row = await db
    .selectFrom("shop_order")
    .select([
      "id",
      "number",
      "status",
      "created_at",
      "payment_ref",
      "payment_deadline",
      "pay_token_hash",
      "session_token_id",
      "currency_code",
      "grand_total",
      "payment_method",
    ])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row || (row.payment_method !== "card" && row.payment_method !== "wallet")) return null;
  // the reference is stored right after Stripe made the session; a crash in between leaves it empty
  if (row.payment_ref !== null && row.payment_ref !== session.id) return null;
  return {
    id: row.id,
    number: row.number,
    sessionTokenId: row.session_token_id,
    currency: row.currency_code,
    grandTotal: row.grand_total,
    // an order paid by a mailed link outlives its sessions until its own deadline
    linkStillPays:
      row.pay_token_hash !== null &&
      row.status === "awaiting_payment" &&
      !paymentExpired({ status: row.status, createdAt: row.created_at, paymentDeadline: row.payment_deadline }),
  };
}

/** payment_webhook_events_total (GET /metrics): what each event did. */
const count = (outcome: PaymentOutcome) => getMetrics().paymentCallbacks.inc({ outcome });
