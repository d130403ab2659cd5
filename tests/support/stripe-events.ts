import { randomBytes } from "node:crypto";
import Stripe from "stripe";

// Webhook events as Stripe delivers them (an event object around the Checkout Session), signed
// with the endpoint's secret by the package's own test helper.

export const TEST_WEBHOOK_SECRET = "whsec_lumeraTestSecret0123456789";
export const TEST_SECRET_KEY = "sk_test_lumeraTestKey0123456789";

export function signedEvent(type: string, object: unknown, secret = TEST_WEBHOOK_SECRET, id = `evt_${randomBytes(12).toString("hex")}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
