import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { type ApiUser, type Customer, consumeLinkToken, loadUser, peekLinkToken } from "~/services/customers.server";
import { issueToken, looksLikeToken, lookupToken, startAuthSession } from "~/services/sessions.server";
import type { SessionToken, TokenType } from "~/services/session-token";
import { bearerTokenOf } from "~/lib/bearer-token";
import { publicOrigin } from "~/lib/public-url";
import { safeRedirect } from "~/lib/safe-redirect";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { isPageAllowed } from "~/lib/page-kind";
import type { LinkBase } from "~/services/accounts.server";
import { CONSENT_COOKIE, type Consent, formatConsent, parseConsent } from "~/lib/consent";
import { apiError } from "./api.server";
import { storefrontOf } from "./storefront-request.server";
import { NO_STORE } from "~/lib/cache-headers";

// The request side of sessions (spec §4, DESIGN.md "Sessions and safety"): the one place that
// reads and sets the token cookies, and the bearer header of the JSON API.

/** Spec §9: session cookies last 31556926 s. */
export const COOKIE_MAX_AGE = 31556926;

/** Spec §2 names the link parameters guest_token and auth_token; the cookies match them. */
export const COOKIE_NAMES: Record<TokenType, string> = { guest: "guest_token", auth: "auth_token" };

function cookie(name: string, value: string, maxAge: number) {
  // Secure cookies are accepted over plain http on localhost by browsers, which is how the
  // shop runs locally and in tests; behind the TLS proxy they are what we want anyway.
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

/** Set-Cookie headers that store a token and drop the other kind (spec §4: one token at a time). */
export function tokenCookies(type: TokenType, token: string) {
  const other: TokenType = type === "auth" ? "guest" : "auth";
  return [cookie(COOKIE_NAMES[type], token, COOKIE_MAX_AGE), cookie(COOKIE_NAMES[other], "", 0)];
}

/** Set-Cookie headers that clear both tokens (logout; a token that no longer resolves). */
export function clearTokenCookies() {
  return [cookie(COOKIE_NAMES.guest, "", 0), cookie(COOKIE_NAMES.auth, "", 0)];
}

export function withCookies(cookies: string[], headers: HeadersInit = {}) {
  const out = new Headers(headers);
  for (const c of cookies) out.append("Set-Cookie", c);
  return out;
}

function readCookies(request: Request) {
  const header = request.headers.get("Cookie") ?? "";
  const out: Record<string, string> = {};
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !(name in out)) out[name] = part.slice(index + 1).trim();
  }
  return out;
}

/** The shopper's consent choice (spec §3 consent cookie), or null when none was made. */
export function readConsent(request: Request): Consent | null {
  return parseConsent(readCookies(request)[CONSENT_COOKIE]);
}

/**
 * The consent cookie: a year like the session cookies, readable by no script (the page gets the
 * flags from the root loader), Lax so that the choice holds when arriving from another site.
 */
export function consentCookie(consent: Consent) {
  return `${CONSENT_COOKIE}=${formatConsent(consent)}; Max-Age=${COOKIE_MAX_AGE}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** The token a page request carries: the auth cookie wins over the guest one. */
export function cookieToken(request: Request): { type: TokenType; token: string } | null {
  const cookies = readCookies(request);
  if (cookies[COOKIE_NAMES.auth]) return { type: "auth", token: cookies[COOKIE_NAMES.auth] };
  if (cookies[COOKIE_NAMES.guest]) return { type: "guest", token: cookies[COOKIE_NAMES.guest] };
  return null;
}

export function bearerToken(request: Request) {
  return bearerTokenOf(request.headers.get("Authorization"));
}

export interface RequestSession {
  session: SessionToken;
  token: string;
  user: ApiUser;
  customer: Customer | null;
}

async function resolveToken(token: string | null): Promise<RequestSession | null> {
  if (!token) return null;
  const db = getDb();
  const session = await lookupToken(db, token);
  if (!session) return null;
  const loaded = await loadUser(db, session);
  return loaded ? { session, token, ...loaded } : null;
}

/**
 * The user of a page request, read from the cookies. A cookie that no longer resolves
 * (logged out elsewhere, deleted) is cleared silently (spec §4): `clear` holds the headers.
 */
export async function getPageSession(request: Request): Promise<{ current: RequestSession | null; clear: string[] }> {
  const carried = cookieToken(request);
  if (!carried) return { current: null, clear: [] };
  const current = await resolveToken(carried.token);
  return { current, clear: current ? [] : clearTokenCookies() };
}

/** The user of a JSON API call, from `Authorization: Bearer` (spec §6). */
export async function getApiSession(request: Request) {
  return resolveToken(bearerToken(request));
}

/** An API call that needs a user: without one, 401 with the one error shape. */
export async function requireApiSession(request: Request) {
  const current = await getApiSession(request);
  if (!current) throw apiError(401, ["token: a valid bearer token is required"]);
  return current;
}

/**
 * The guest token of a form post that needs one (spec §4: issued on first need). An existing
 * session is used as it is; otherwise a guest token is created and its cookies returned.
 */
export async function ensurePageSession(request: Request): Promise<{ session: SessionToken; cookies: string[]; issued: string | null }> {
  const { current } = await getPageSession(request);
  if (current) return { session: current.session, cookies: [], issued: null };
  const { token, id } = await issueToken(getDb(), "guest", null);
  return { session: { id, type: "guest", customerId: null, guestEmail: null }, cookies: tokenCookies("guest", token), issued: token };
}

/**
 * The origin of a storefront's absolute URLs (canonical, og, JSON-LD): its configured domain
 * with the public scheme and port, whatever Host the request named (DESIGN.md).
 */
export function siteOrigin(storefront: Pick<Storefront, "domain">, context: AppLoadContext) {
  return publicOrigin(storefront.domain, context.publicAddress);
}

/** Where the links of a storefront's e-mails lead (verification, password reset). */
export function mailLinks(storefront: Storefront, context: AppLoadContext): LinkBase {
  return { storefront, address: context.publicAddress };
}

export function clientIp(context: AppLoadContext) {
  return context.clientIp || "unknown";
}

/** The query flag of a token link's own URL once the hop page has sent the browser back to it. */
export const LINK_HOP = "link_hop";

/**
 * Whether a request can show which session its browser has. The session cookies are
 * SameSite=Strict: a navigation that starts on another site (web mail, chat, a forum) arrives
 * without them, looking exactly like a browser that has none. A request that carries a session
 * cookie, or that Fetch Metadata says this site started (Sec-Fetch-Site: same-origin), shows it.
 * A browser that sends no Fetch Metadata at all is believed once it has been through the hop.
 */
function browserStateKnown(request: Request, hopped: boolean) {
  if (cookieToken(request)) return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "same-origin" || (site === null && hopped);
}

/**
 * Token links (spec §2): `?auth_token=` carries a sign-in link token (15 minutes, once),
 * `?guest_token=` a guest's session token (a link to a guest's cart). Null when the request
 * carries neither (no query on ordinary page views). Otherwise the answer is a redirect:
 * - a request that cannot show the browser's session (see browserStateKnown) goes through a
 *   same-site hop (/open-link), whose page sends the browser back to the link; that navigation
 *   carries the Strict cookies, and the link is decided there (DESIGN.md: a token link never
 *   replaces or creates a session before the shop knows whether the browser has one);
 * - a browser with a live session keeps it: a valid sign-in link is offered on the login page,
 *   where the shopper decides; a guest link is left unused;
 * - a browser without one is signed in by a sign-in link, and is asked "continue with this
 *   cart?" before a guest link (a live credential of whoever sent it) becomes its session.
 * The address is cleaned of the token either way; an invalid token is simply dropped.
 */
export async function tokenLinkRedirect(request: Request, context: AppLoadContext): Promise<Response | null> {
  const url = new URL(request.url);
  const authLink = url.searchParams.get(COOKIE_NAMES.auth);
  const guestLink = url.searchParams.get(COOKIE_NAMES.guest);
  if (authLink === null && guestLink === null) return null;
  const hopped = url.searchParams.has(LINK_HOP);
  const { storefront } = await storefrontOf(request, context);
  if (!browserStateKnown(request, hopped)) {
    url.searchParams.set(LINK_HOP, "1");
    const back = safeRedirect(url.pathname + url.search, "/");
    return redirect(storefrontPath(storefront, `/open-link?to=${encodeURIComponent(back)}`), { headers: NO_STORE });
  }
  for (const name of [COOKIE_NAMES.auth, COOKIE_NAMES.guest, LINK_HOP]) url.searchParams.delete(name);
  // the path is the request's own: "//evil.example/?guest_token=x" must not send the browser
  // to another host (DESIGN.md: one safeRedirect for every target that comes from a request)
  const clean = safeRedirect(url.pathname + url.search + url.hash, "/");
  const db = getDb();
  const carried = cookieToken(request);
  if (carried && (await lookupToken(db, carried.token))) {
    if (looksLikeToken(authLink) && (await peekLinkToken(db, authLink, "login")) !== null && isPageAllowed(storefront.shopType, "login")) {
      const ask = storefrontPath(storefront, `/login?link=${encodeURIComponent(authLink)}&redirectTo=${encodeURIComponent(clean)}`);
      return redirect(ask, { headers: NO_STORE });
    }
    return redirect(clean, { headers: NO_STORE });
  }
  // no session, or a cookie that no longer resolves (cleared with the answer)
  const clear = carried ? clearTokenCookies() : [];
  if (looksLikeToken(authLink)) {
    const customerId = await consumeLinkToken(db, authLink, "login");
    if (customerId !== null) {
      const { token } = await startAuthSession(db, customerId, null);
      return redirect(clean, { headers: withCookies(tokenCookies("auth", token), NO_STORE) });
    }
  } else if (await isGuestLink(guestLink)) {
    const ask = storefrontPath(storefront, `/open-link?cart=${encodeURIComponent(guestLink ?? "")}&redirectTo=${encodeURIComponent(clean)}`);
    return redirect(ask, { headers: withCookies(clear, NO_STORE) });
  }
  return redirect(clean, { headers: withCookies(clear, NO_STORE) });
}

/** Whether a guest link's token is a live guest session (a customer's token never is one). */
export async function isGuestLink(token: string | null): Promise<boolean> {
  return looksLikeToken(token) && (await lookupToken(getDb(), token))?.type === "guest";
}

/**
 * The shopper answered "continue with this cart" (/open-link): the cookies that make the guest
 * link this browser's session, or none when the browser has a live session of its own (a link
 * never replaces one) or the link is no longer a guest session.
 */
export async function takeGuestLink(request: Request, token: string): Promise<string[]> {
  const carried = cookieToken(request);
  if (carried && (await lookupToken(getDb(), carried.token))) return [];
  return (await isGuestLink(token)) ? tokenCookies("guest", token) : [];
}
