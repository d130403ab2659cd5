import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { getDb } from "~/db/db.server";
import { toApiCart } from "~/lib/cart-json";
import { toApiProduct } from "~/lib/product-json";
import type { Storefront } from "~/lib/storefront";
import { getCart } from "~/services/cart.server";
import type { ApiUser } from "~/services/customers.server";
import { getCartRecommendations } from "~/services/recommendations.server";
import type { SessionToken } from "~/services/session-token";
import { bodyWithStorefront } from "./account-api.server";
import { API_NO_CACHE } from "~/lib/cache-headers";
import { apiError, parseValue } from "./api.server";
import { bearerToken, ensurePageSession, getApiSession, getPageSession, type RequestSession } from "./auth.server";
import { withCookies } from "./cookies.server";

// The frame of every spec §7 Cart call: the department's storefront, the caller's token (a
// bearer header, or the cookie of this shop's own pages — a cookie-borne call has passed the
// Origin check before Remix, app/same-origin.server.ts, as every form post has), and the
// answer { success, cart } with no-cache headers.

export interface CartCall<T> {
  storefront: Storefront;
  input: T;
  /** null: the caller has no token yet */
  current: RequestSession | null;
}

/**
 * Parses a cart call: JSON body with department, the call's own schema, the caller's token.
 * (`_context`: the routes' call sites predate the Origin check's move out of this frame.)
 */
export async function cartCall<T extends z.ZodTypeAny>(request: Request, _context: AppLoadContext, schema: T): Promise<CartCall<z.infer<T>>> {
  const { storefront, body } = await bodyWithStorefront(request);
  const input = parseValue(body, schema);
  return { storefront, input, current: await callerSession(request) };
}

/** Bearer first (spec §6); otherwise the page cookie (its Origin already checked). */
export async function callerSession(request: Request): Promise<RequestSession | null> {
  if (bearerToken(request)) {
    const current = await getApiSession(request);
    if (!current) throw apiError(401, ["token: the bearer token is not valid"]);
    return current;
  }
  return (await getPageSession(request)).current;
}

/** A call that needs an existing session (every change but an add). */
export function requireCaller(current: RequestSession | null) {
  if (!current) throw apiError(401, ["token: a guest or customer token is required"]);
  return current.session;
}

/**
 * The session an add runs under: the caller's, or (spec §4: a guest token on first need) a new
 * guest token, sent back as `token` and as the page cookies so this shop's pages keep it.
 */
export async function sessionForAdd(request: Request, current: RequestSession | null) {
  if (current) return { session: current.session, token: null as string | null, cookies: [] as string[] };
  const ensured = await ensurePageSession(request);
  return { session: ensured.session, token: ensured.issued, cookies: ensured.cookies };
}

/**
 * Spec §3 Cart as every cart call answers it: in the storefront's currency (named), with the
 * products the cart page recommends beside it.
 */
export async function apiCartOf(storefront: Storefront, session: SessionToken | null) {
  const db = getDb();
  const cart = await getCart(db, session, storefront);
  const recommended = await getCartRecommendations(db, storefront, new Set(cart.lines.map((l) => l.productId)));
  return toApiCart(cart, {
    currency: storefront.currencyCode,
    recommendedProducts: recommended.map((card) => toApiProduct(card, storefront.currencyRate, storefront.priceRounding)),
  });
}

/** spec §3 User: the user an API call answers with, with the cart the session has (in this department). */
export async function withCart(storefront: Storefront, session: SessionToken, user: ApiUser): Promise<ApiUser> {
  return { ...user, cart: await apiCartOf(storefront, session) };
}

/** { success: true, cart } with the owner's cart as it is now. */
export async function cartOk(storefront: Storefront, session: SessionToken | null, options: { cookies?: string[]; token?: string | null } = {}) {
  const body = { success: true, errors: [] as string[], cart: await apiCartOf(storefront, session), ...(options.token ? { token: options.token } : {}) };
  return Response.json(body, { headers: withCookies(options.cookies ?? [], API_NO_CACHE) });
}

/**
 * { success: false, errors, cart } — spec §8: a failed add-gift-certificate, add-discount-code or
 * add-spent-points answer is returned to the caller to show; the cart is as it was.
 */
export async function cartFailed(status: number, errors: string[], storefront: Storefront, session: SessionToken | null, headers: Record<string, string> = {}) {
  return Response.json({ success: false, errors, cart: await apiCartOf(storefront, session) }, { status, headers: { ...API_NO_CACHE, ...headers } });
}
