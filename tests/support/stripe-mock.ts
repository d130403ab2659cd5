import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { http, HttpResponse } from "msw";
import { mockOutside } from "./msw-server";
import { signedEvent } from "./stripe-events";

// Stripe, as far as the shop talks to it, for tests. Preloaded into the shop's
// own process (`node --import tsx --import ./tests/support/stripe-mock.ts server.ts`, see
// startServer's `stripe` option and tests/e2e/start-server.mjs): msw answers the shop's calls to
// api.stripe.com with the shapes of Stripe's API reference (Checkout Sessions create, retrieve,
// expire; refunds) and checks them as Stripe would; nothing of the shop is replaced.
//
// Stripe's hosted payment page is played by a small page on STRIPE_MOCK_PORT: "Pay" completes
// the session, delivers the signed checkout.session.completed webhook to
// STRIPE_MOCK_WEBHOOK_URL (when set) and sends the browser to the success URL, as Stripe does;
// "Back" follows the cancel URL. GET /__state shows the sessions and refunds to the tests; POST
// /__control {"down": true} makes the API unreachable and {"failRefunds": true} declines new
// refunds; POST /__expire/<id> lets a session run out; POST /__refunded/<payment intent> delivers
// the charge.refunded webhook of the payment's refunds so far, when the test says Stripe sends it.

interface MockSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  livemode: false;
  locale: string | null;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "paid" | "unpaid";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  url: string | null;
  line_items: { name: string; quantity: number; unit_amount: number; currency: string }[];
  idempotency_key: string | null;
  /** payment_intent_data[metadata]: Stripe puts it on the payment and its charge */
  payment_intent_metadata: Record<string, string>;
}

const port = Number(process.env.STRIPE_MOCK_PORT);
const webhookUrl = process.env.STRIPE_MOCK_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "";
const sessions = new Map<string, MockSession>();
const byIdempotencyKey = new Map<string, { body: string; id: string }>();
interface MockRefund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  idempotency_key: string | null;
  /** the request's form body, to compare a retry under the same key */
  body: string;
}
const refunds: MockRefund[] = [];
let down = false;
/** POST /__control {"failRefunds": true}: new refunds are declined (a retried key still gets its first answer) */
let failRefunds = false;
const publicRefund = (r: MockRefund) => {
  const { idempotency_key: _key, body: _body, ...rest } = r;
  return { object: "refund", status: "succeeded", ...rest };
};

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) back into objects. */
function decodeForm(body: string) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const stripeError = (status: number, message: string, code?: string) =>
  HttpResponse.json({ error: { type: status === 404 ? "invalid_request_error" : "invalid_request_error", message, ...(code ? { code } : {}) } }, { status });

function createSession(params: Record<string, any>, idempotencyKey: string | null) {
  if (params.mode !== "payment") return stripeError(400, "mode must be payment");
  const items = Object.values((params.line_items ?? {}) as Record<string, any>).map((item) => ({
    name: String(item.price_data?.product_data?.name ?? ""),
    quantity: Number(item.quantity),
    unit_amount: Number(item.price_data?.unit_amount),
    currency: String(item.price_data?.currency ?? ""),
  }));
  if (items.length === 0) return stripeError(400, "line_items is required");
  const currencies = new Set(items.map((i) => i.currency));
  if (currencies.size !== 1 || ![...currencies][0].match(/^[a-z]{3}$/)) return stripeError(400, "All line items must use the same lower-case currency");
  for (const i of items) {
    if (!Number.isSafeInteger(i.unit_amount) || i.unit_amount < 0) return stripeError(400, "Invalid integer: unit_amount");
    if (!Number.isSafeInteger(i.quantity) || i.quantity < 1) return stripeError(400, "Invalid integer: quantity");
    if (!i.name) return stripeError(400, "Missing required param: product_data[name]");
  }
  const currency = [...currencies][0];
  const total = items.reduce((s, i) => s + i.quantity * i.unit_amount, 0);
  // docs.stripe.com/currencies: HUF is charged in whole forints (amount divisible by 100)
  if (currency === "huf" && total % 100 !== 0) return stripeError(400, "Amounts in HUF must be divisible by 100");
  if (total < (currency === "huf" ? 17500 : currency === "czk" ? 1500 : 50))
    return stripeError(400, "Amount must be at least the minimum charge amount", "amount_too_small");
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = params.expires_at === undefined ? now + 24 * 3600 : Number(params.expires_at);
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) return stripeError(400, "expires_at must be between 30 minutes and 24 hours from now");
  for (const url of [params.success_url, params.cancel_url])
    if (typeof url !== "string" || !/^https?:\/\//.test(url)) return stripeError(400, "success_url and cancel_url must be absolute URLs");
  const id = randomId("cs_test_");
  const session: MockSession = {
    id,
    object: "checkout.session",
    amount_total: total,
    amount_subtotal: total,
    currency,
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    metadata: (params.metadata ?? {}) as Record<string, string>,
    expires_at: expiresAt,
    livemode: false,
    locale: params.locale ?? null,
    mode: "payment",
    payment_intent: null,
    payment_status: "unpaid",
    status: "open",
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    url: `http://127.0.0.1:${port}/c/pay/${id}`,
    line_items: items,
    idempotency_key: idempotencyKey,
    payment_intent_metadata: (params.payment_intent_data?.metadata ?? {}) as Record<string, string>,
  };
  sessions.set(id, session);
  return HttpResponse.json(publicSession(session));
}

const publicSession = (s: MockSession) => {
  const { line_items: _items, idempotency_key: _key, payment_intent_metadata: _metadata, ...rest } = s;
  return rest;
};

const api = "https://api.stripe.com/v1";
mockOutside(
  http.all(`${api}/*`, () => (down ? HttpResponse.error() : undefined)),
  http.post(`${api}/checkout/sessions`, async ({ request }) => {
    const body = await request.text();
    const key = request.headers.get("idempotency-key");
    if (key && byIdempotencyKey.has(key)) {
      const seen = byIdempotencyKey.get(key)!;
      // Stripe answers a retried request with its first answer, and refuses other parameters under the same key
      if (seen.body !== body)
        return stripeError(400, "Keys for idempotent requests can only be used with the same parameters they were first used with.", "idempotency_error");
      return HttpResponse.json(publicSession(sessions.get(seen.id)!));
    }
    const answer = createSession(decodeForm(body), key);
    const created = (await answer.clone().json()) as { id?: string };
    if (key && created.id) byIdempotencyKey.set(key, { body, id: created.id });
    return answer;
  }),
  http.get(`${api}/checkout/sessions/:id`, ({ params }) => {
    const s = sessions.get(String(params.id));
    return s ? HttpResponse.json(publicSession(s)) : stripeError(404, `No such checkout.session: '${String(params.id)}'`, "resource_missing");
  }),
  http.post(`${api}/checkout/sessions/:id/expire`, ({ params }) => {
    const s = sessions.get(String(params.id));
    if (!s) return stripeError(404, `No such checkout.session: '${String(params.id)}'`, "resource_missing");
    if (s.status !== "open") return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    s.status = "expired";
    s.url = null;
    return HttpResponse.json(publicSession(s));
  }),
  http.post(`${api}/refunds`, async ({ request }) => {
    const body = await request.text();
    const params = decodeForm(body);
    const key = request.headers.get("idempotency-key");
    const earlier = key ? refunds.find((r) => r.idempotency_key === key) : undefined;
    if (earlier) {
      // a retried request gets the first answer; other parameters under the same key are refused
      if (earlier.body !== body)
        return stripeError(400, "Keys for idempotent requests can only be used with the same parameters they were first used with.", "idempotency_error");
      return HttpResponse.json(publicRefund(earlier));
    }
    if (failRefunds) return stripeError(402, "Your card was declined.", "card_declined");
    const paid = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent && s.payment_status === "paid");
    if (!paid) return stripeError(400, `No such payment_intent: '${String(params.payment_intent)}'`, "resource_missing");
    // docs.stripe.com/api/refunds/create: `amount` a positive integer, at most what is left of the charge (default: all of it)
    const refunded = refunds.filter((r) => r.payment_intent === paid.payment_intent).reduce((s, r) => s + r.amount, 0);
    const left = paid.amount_total - refunded;
    if (left === 0) return stripeError(400, "Charge has already been refunded.", "charge_already_refunded");
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount < 1 || String(params.amount ?? amount) !== String(amount)) return stripeError(400, "Invalid integer: amount");
    if (amount > left) return stripeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, "amount_too_large");
    if (paid.currency === "huf" && amount % 100 !== 0) return stripeError(400, "Amounts in HUF must be divisible by 100");
    const refund = {
      id: randomId("re_"),
      payment_intent: paid.payment_intent!,
      amount,
      currency: paid.currency,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      idempotency_key: key,
      body,
    };
    refunds.push(refund);
    return HttpResponse.json(publicRefund(refund));
  }),
);

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const withSession = (url: string, id: string) => url.replace("{CHECKOUT_SESSION_ID}", id);

// the hosted payment page's stand-in
if (port > 0)
  createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    const pay = /^\/c\/pay\/(cs_test_\w+)(\/pay)?$/.exec(url.pathname);
    const session = pay ? sessions.get(pay[1]) : undefined;
    if (url.pathname === "/__state")
      return void res.setHeader("Content-Type", "application/json").end(JSON.stringify({ sessions: [...sessions.values()], refunds }));
    if (url.pathname === "/__control" && req.method === "POST") {
      const control = JSON.parse((await readBody(req)) || "{}") as { down?: boolean; failRefunds?: boolean };
      down = Boolean(control.down);
      failRefunds = Boolean(control.failRefunds);
      return void res.end("ok");
    }
    const lapse = /^\/__expire\/(cs_test_\w+)$/.exec(url.pathname);
    if (lapse && req.method === "POST") {
      // the session's time ran out, as Stripe's clock would have it (the test delivers the event)
      const s = sessions.get(lapse[1]);
      if (!s || s.status !== "open") return void res.writeHead(409).end("not open");
      s.status = "expired";
      s.url = null;
      return void res.setHeader("Content-Type", "application/json").end(JSON.stringify(publicSession(s)));
    }
    const refunded = /^\/__refunded\/(pi_\w+)$/.exec(url.pathname);
    if (refunded && req.method === "POST") {
      // the charge of a paid session as the event carries it: since API version 2022-11-15 its
      // `refunds` are not expanded, so the shop reads the amount refunded; the answer is the shop's
      const paid = [...sessions.values()].find((s) => s.payment_intent === refunded[1] && s.payment_status === "paid");
      if (!paid || !webhookUrl) return void res.writeHead(404).end("No such payment_intent, or no webhook URL");
      const amountRefunded = refunds.filter((r) => r.payment_intent === paid.payment_intent).reduce((s, r) => s + r.amount, 0);
      const charge = {
        id: `ch_${paid.payment_intent!.slice(3)}`,
        object: "charge",
        payment_intent: paid.payment_intent,
        amount: paid.amount_total,
        amount_captured: paid.amount_total,
        amount_refunded: amountRefunded,
        refunded: amountRefunded === paid.amount_total,
        currency: paid.currency,
        metadata: paid.payment_intent_metadata,
        paid: true,
        status: "succeeded",
        livemode: false,
      };
      const event = signedEvent("charge.refunded", charge, webhookSecret);
      const answer = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
        body: event.payload,
      });
      return void res.writeHead(answer.status, { "Content-Type": "text/plain" }).end(await answer.text());
    }
    if (!pay || !session) return void res.writeHead(404).end("No such session");
    if (!pay[2]) {
      const amount = (session.amount_total / 100).toFixed(2);
      const rows = session.line_items.map((i) => `<li>${i.quantity} × ${escapeHtml(i.name)} — ${(i.unit_amount / 100).toFixed(2)}</li>`).join("");
      const open = session.status === "open";
      return void res.setHeader("Content-Type", "text/html; charset=utf-8").end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test)</title></head><body>
<a href="${escapeHtml(withSession(session.cancel_url, session.id))}">Back</a>
<h1>Pay Lumera</h1><ul>${rows}</ul><p>Total <strong data-amount="${session.amount_total}">${amount} ${session.currency.toUpperCase()}</strong></p>
${open ? `<form method="post" action="/c/pay/${session.id}/pay"><button type="submit">Pay</button></form>` : `<p>This session is ${session.status}.</p>`}
</body></html>`,
      );
    }
    if (req.method !== "POST" || session.status !== "open") return void res.writeHead(409).end(`This session is ${session.status}`);
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = randomId("pi_");
    session.url = null;
    if (webhookUrl) {
      const { payload, signature } = signedEvent("checkout.session.completed", publicSession(session), webhookSecret);
      await fetch(webhookUrl, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
    }
    res.writeHead(303, { Location: withSession(session.success_url, session.id) }).end();
  }).listen(port, "127.0.0.1");
