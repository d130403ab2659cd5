import { parseCookie, stringifyCookie, stringifySetCookie } from "cookie";
import type { TokenType } from "~/services/session-token";
import { CONSENT_COOKIE, type Consent, formatConsent, parseConsent } from "~/lib/consent";

// Every cookie of the shop, read and written here on the `cookie` package (DESIGN.md stack: no
// hand-written cookie parsing; STYLE.md: one place that sets cookies): the session tokens of
// spec §4 and the consent choice of spec §3.

/** Spec §9: session cookies last 31556926 s. */
export const COOKIE_MAX_AGE = 31556926;

/** Spec §2 names the link parameters guest_token and auth_token; the cookies match them. */
export const COOKIE_NAMES: Record<TokenType, string> = { guest: "guest_token", auth: "auth_token" };

/**
 * Values are written as they are: tokens are base64url, and the consent value
 * ("functional:1,statistics:0") is what browsers have held since the banner shipped.
 */
const AS_IS = (value: string) => value;

function setCookie(name: string, value: string, maxAge: number, sameSite: "strict" | "lax") {
  // Secure cookies are accepted over plain http on localhost by browsers, which is how the
  // shop runs locally and in tests; behind the TLS proxy they are what we want anyway.
  return stringifySetCookie({ name, value, maxAge, path: "/", httpOnly: true, secure: true, sameSite }, { encode: AS_IS });
}

/** The cookies a `Cookie` header carries; the first of two with one name counts. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string | undefined> {
  return parseCookie(header ?? "");
}

function readCookies(request: Request) {
  return parseCookieHeader(request.headers.get("Cookie"));
}

/** Set-Cookie headers that store a token and drop the other kind (spec §4: one token at a time). */
export function tokenCookies(type: TokenType, token: string) {
  const other: TokenType = type === "auth" ? "guest" : "auth";
  return [setCookie(COOKIE_NAMES[type], token, COOKIE_MAX_AGE, "strict"), setCookie(COOKIE_NAMES[other], "", 0, "strict")];
}

/** Set-Cookie headers that clear both tokens (logout; a token that no longer resolves). */
export function clearTokenCookies() {
  return [setCookie(COOKIE_NAMES.guest, "", 0, "strict"), setCookie(COOKIE_NAMES.auth, "", 0, "strict")];
}

/** Response headers with the given Set-Cookie lines appended. */
export function withCookies(cookies: string[], headers: HeadersInit = {}) {
  const out = new Headers(headers);
  for (const c of cookies) out.append("Set-Cookie", c);
  return out;
}

/** The token a page request carries: the auth cookie wins over the guest one. */
export function cookieToken(request: Request): { type: TokenType; token: string } | null {
  const cookies = readCookies(request);
  const auth = cookies[COOKIE_NAMES.auth];
  if (auth) return { type: "auth", token: auth };
  const guest = cookies[COOKIE_NAMES.guest];
  if (guest) return { type: "guest", token: guest };
  return null;
}

/** Whether a `Cookie` header carries a session token (the page cache serves only visitors without one). */
export function carriesSessionCookie(header: string | null | undefined) {
  const cookies = parseCookieHeader(header);
  return Boolean(cookies[COOKIE_NAMES.auth] || cookies[COOKIE_NAMES.guest]);
}

/** The shopper's consent choice (spec §3 consent cookie), or null when none was made. */
export function readConsent(request: Request): Consent | null {
  return parseConsent(readCookies(request)[CONSENT_COOKIE]);
}

/** The consent choice a `Cookie` header carries (the page cache keys pages by it). */
export function consentOfHeader(header: string | null | undefined): Consent | null {
  return parseConsent(parseCookieHeader(header)[CONSENT_COOKIE]);
}

/**
 * The consent cookie: a year like the session cookies, readable by no script (the page gets the
 * flags from the root loader), Lax so that the choice holds when arriving from another site.
 */
export function consentCookie(consent: Consent) {
  return setCookie(CONSENT_COOKIE, formatConsent(consent), COOKIE_MAX_AGE, "lax");
}

/** A `Cookie` request header that carries only a consent value (the page cache renders with it). */
export function consentCookieHeader(value: string) {
  return stringifyCookie({ [CONSENT_COOKIE]: value }, { encode: AS_IS });
}

/**
 * The back office's session cookie (DESIGN.md "Sessions and safety"): `__Host-` (Secure, path /,
 * no Domain: the admin host alone, never a storefront's), HttpOnly, SameSite=Strict. No
 * Max-Age: it ends with the browser as well as with the session's own 30 idle minutes.
 */
export const STAFF_COOKIE = "__Host-staff";

export function staffCookie(token: string) {
  return stringifySetCookie({ name: STAFF_COOKIE, value: token, path: "/", httpOnly: true, secure: true, sameSite: "strict" }, { encode: AS_IS });
}

export function clearStaffCookie() {
  return setCookie(STAFF_COOKIE, "", 0, "strict");
}

export function staffCookieToken(request: Request) {
  return readCookies(request)[STAFF_COOKIE] ?? null;
}
