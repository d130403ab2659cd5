import { getEnv } from "~/env.server";

// Who confirms card and wallet payments (DESIGN.md stack "payments"): the built-in
// test payment page is the demo's default; once PAYMENT_PROVIDER names a real provider, the
// shopper's own POST must never mark an order paid, so the test page is switched off.

/** Whether the built-in test payment page (/checkout/pay, /checkout/status/*) may take payments. */
export function testPaymentsEnabled() {
  return getEnv().PAYMENT_PROVIDER === "test";
}
