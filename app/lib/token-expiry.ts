// Session tokens expire on the server (DESIGN.md "Sessions and safety"): a guest token after
// 30 days unused, an auth token after 90 days unused and a year at most, whatever the cookie's
// own lifetime (spec §9: 31556926 s) says. A stolen or forgotten token stops working by itself.

const DAY_MS = 24 * 60 * 60 * 1000;

export const GUEST_IDLE_DAYS = 30;
export const AUTH_IDLE_DAYS = 90;
export const AUTH_MAX_DAYS = 365;

/**
 * A token's use is recorded (last_seen_at) at most once a day: recording every page view would
 * write to the database on every request (DESIGN.md: never on a plain page view). So the true
 * last use is up to a day after the recorded one, and a token counts as unused for N days only
 * when its record is N + 1 days old: it never expires before N days without use.
 */
export const TOUCH_INTERVAL_MS = DAY_MS;

export type TokenKind = "guest" | "auth";

/** The oldest `last_seen_at` (and, for auth tokens, `created_at`) still valid at `now` (ISO strings). */
export function expiryCutoffs(now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  return {
    guestLastSeen: before(GUEST_IDLE_DAYS * DAY_MS + TOUCH_INTERVAL_MS),
    authLastSeen: before(AUTH_IDLE_DAYS * DAY_MS + TOUCH_INTERVAL_MS),
    authCreated: before(AUTH_MAX_DAYS * DAY_MS),
  };
}

/** Has the token expired at `now`? Timestamps are the stored ISO strings. */
export function isTokenExpired(token: { type: TokenKind; createdAt: string; lastSeenAt: string }, now: Date) {
  const cutoffs = expiryCutoffs(now);
  if (token.type === "guest") return token.lastSeenAt < cutoffs.guestLastSeen;
  return token.lastSeenAt < cutoffs.authLastSeen || token.createdAt < cutoffs.authCreated;
}

/** Is the recorded use old enough to be written again (at most once a day)? */
export function needsTouch(lastSeenAt: string, now: Date) {
  return lastSeenAt < new Date(now.getTime() - TOUCH_INTERVAL_MS).toISOString();
}

/** When an auth token stops working if it is not used again: 90 days (and a day) after its recorded use, a year after it was made at most. */
export function authTokenExpiresAt(token: { createdAt: string; lastSeenAt: string }) {
  const idle = Date.parse(token.lastSeenAt) + AUTH_IDLE_DAYS * DAY_MS + TOUCH_INTERVAL_MS;
  const max = Date.parse(token.createdAt) + AUTH_MAX_DAYS * DAY_MS;
  return new Date(Math.min(idle, max)).toISOString();
}
