import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { type ApiUser, type Customer, consumeLinkToken, loadUser, peekLinkToken } from "~/services/customers.server";
import { issueToken, looksLikeToken, lookupToken, startAuthSession } from "~/services/sessions.server";
import type { SessionToken } from "~/services/session-token";
import { bearerTokenOf } from "~/lib/bearer-token";
import { safeRedirect } from "~/lib/safe-redirect";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { isPageAllowed } from "~/lib/page-kind";
import { NO_STORE } from "~/lib/cache-headers";
import { apiError } from "./api.server";
import { clearTokenCookies, COOKIE_NAMES, cookieToken, tokenCookies, withCookies } from "./cookies.server";
import { storefrontOf } from "./storefront-request.server";

// Who a request is (spec §4, DESIGN.md "Sessions and safety"): the session of a page (its token
// cookie) or of a JSON API call (its bearer header), the guards that need one, and the token
// links of spec §2. The cookies themselves are read and written in cookies.server.ts; the
// tokens are issued and checked in services/sessions.server.ts.

/** The token a JSON API call names in its `Authorization: Bearer` header (spec §6), else null. */
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

export interface PageSession {
  current: RequestSession | null;
  /** Set-Cookie headers that drop a cookie that no longer resolves */
  clear: string[];
}

/**
 * The user of a page request, read from the cookies. A cookie that no longer resolves
 * (logged out elsewhere, deleted) is cleared silently (spec §4): `clear` holds the headers.
 */
export function getPageSession(request: Request, context?: AppLoadContext): Promise<PageSession> {
  // kept for the loaders of one request (Remix hands each its own copy of the GET); an action
  // reads afresh, and so do the loaders after it, which see what it changed (a login, a logout)
  const loading = request.method === "GET" || request.method === "HEAD";
  if (!loading || !context?.resolved) return readPageSession(request);
  return (context.resolved.shopper ??= readPageSession(request));
}

async function readPageSession(request: Request): Promise<PageSession> {
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
 * The logged-in customer of a page (spec §6: logged in is a user that is not a guest); anyone
 * else is sent to the login page and brought back to `backTo` (an unprefixed path) afterwards.
 */
export async function requireCustomer(request: Request, context: AppLoadContext, storefront: Storefront, backTo: string) {
  const { current } = await getPageSession(request, context);
  if (!current || current.user.type !== "auth" || !current.customer) {
    const back = storefrontPath(storefront, backTo);
    throw redirect(storefrontPath(storefront, `/login?redirectTo=${encodeURIComponent(back)}`));
  }
  return { ...current, customer: current.customer };
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
