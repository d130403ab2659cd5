import { describe, expect, it } from "vitest";
import { AUTH_IDLE_DAYS, AUTH_MAX_DAYS, authTokenExpiresAt, GUEST_IDLE_DAYS, isTokenExpired, needsTouch } from "./token-expiry";

// DESIGN.md "Sessions and safety": "guest tokens after 30 days unused, auth tokens after 90 days
// unused and 1 year at most" — with a use recorded at most once a day.

const now = new Date("2026-06-30T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe("isTokenExpired", () => {
  it("has the lifetimes of the rule", () => {
    expect([GUEST_IDLE_DAYS, AUTH_IDLE_DAYS, AUTH_MAX_DAYS]).toEqual([30, 90, 365]);
  });

  it("a guest token: valid up to 30 days unused (plus the day a use may go unrecorded), then expired", () => {
    expect(isTokenExpired({ type: "guest", createdAt: daysAgo(400), lastSeenAt: daysAgo(29) }, now)).toBe(false);
    expect(isTokenExpired({ type: "guest", createdAt: daysAgo(400), lastSeenAt: daysAgo(30.9) }, now)).toBe(false);
    expect(isTokenExpired({ type: "guest", createdAt: daysAgo(31.1), lastSeenAt: daysAgo(31.1) }, now)).toBe(true);
  });

  it("an auth token: valid up to 90 days unused, and never past a year from its creation", () => {
    expect(isTokenExpired({ type: "auth", createdAt: daysAgo(100), lastSeenAt: daysAgo(89) }, now)).toBe(false);
    expect(isTokenExpired({ type: "auth", createdAt: daysAgo(100), lastSeenAt: daysAgo(91.1) }, now)).toBe(true);
    expect(isTokenExpired({ type: "auth", createdAt: daysAgo(364), lastSeenAt: daysAgo(0) }, now)).toBe(false);
    expect(isTokenExpired({ type: "auth", createdAt: daysAgo(365.1), lastSeenAt: daysAgo(0) }, now)).toBe(true);
  });
});

describe("needsTouch", () => {
  it("records a use at most once a day", () => {
    expect(needsTouch(daysAgo(0.5), now)).toBe(false);
    expect(needsTouch(daysAgo(1.01), now)).toBe(true);
  });
});

describe("authTokenExpiresAt", () => {
  it("is the first moment isTokenExpired says expired, if the token is not used again", () => {
    const token = { createdAt: daysAgo(10), lastSeenAt: daysAgo(2) };
    const at = authTokenExpiresAt(token);
    expect(at).toBe(new Date(Date.parse(token.lastSeenAt) + 91 * 86_400_000).toISOString());
    expect(isTokenExpired({ type: "auth", ...token }, new Date(Date.parse(at) - 1))).toBe(false);
    expect(isTokenExpired({ type: "auth", ...token }, new Date(Date.parse(at) + 1))).toBe(true);
  });

  it("is a year after it was made at most, however recently it was used", () => {
    expect(authTokenExpiresAt({ createdAt: daysAgo(360), lastSeenAt: daysAgo(0) })).toBe(daysAgo(360 - 365));
  });
});
