import { describe, expect, it } from "vitest";
import { linkSessionEnd } from "./stripe.server";

// When a payment link's Checkout Session ends: Stripe takes 30 minutes to 24 hours from the
// request; the shop wants the order's own deadline, and the same answer for every press in one
// ten-minute slot (the idempotency key's parameters must not change).

const HOUR = 3600_000;
const at = (iso: string) => new Date(iso);

describe("linkSessionEnd", () => {
  it("ends at the order's deadline when Stripe allows it", () => {
    const now = at("2026-11-27T10:04:00Z");
    expect(linkSessionEnd(at("2026-11-27T20:00:00Z"), now) * 1000).toBe(Date.parse("2026-11-27T20:00:00Z"));
  });

  it("ends 23 hours after the slot's start when the deadline is further away, and 41 minutes after it when nearer", () => {
    const now = at("2026-11-27T10:04:59Z");
    expect(linkSessionEnd(at("2026-11-30T10:00:00Z"), now) * 1000).toBe(Date.parse("2026-11-28T09:00:00Z"));
    expect(linkSessionEnd(at("2026-11-27T10:10:00Z"), now) * 1000).toBe(Date.parse("2026-11-27T10:41:00Z"));
  });

  it("is the same for every moment of a slot, and always within Stripe's 30 minutes to 24 hours", () => {
    const deadline = at("2026-11-30T00:00:00Z");
    const slot = Date.parse("2026-11-27T10:00:00Z");
    const ends = new Set([0, 1, 299_999, 599_999].map((ms) => linkSessionEnd(deadline, new Date(slot + ms))));
    expect(ends.size).toBe(1);
    for (let ms = 0; ms < 48 * HOUR; ms += 7 * 60_000 + 13_000) {
      const now = new Date(slot + ms);
      for (const hoursLeft of [0.1, 0.6, 5, 23.5, 40, 72]) {
        const end = linkSessionEnd(new Date(now.getTime() + hoursLeft * HOUR), now) * 1000;
        expect(end - now.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
        expect(end - now.getTime()).toBeLessThanOrEqual(24 * HOUR);
      }
    }
  });
});
