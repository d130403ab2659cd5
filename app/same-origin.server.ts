import type { NextFunction, Request, Response } from "express";
import { bearerTokenOf } from "~/lib/bearer-token";
import { RESOURCES } from "~/lib/route-table.js";

// DESIGN.md "Sessions and safety": a state change sent from another site is refused. The one
// Origin check of the shop, run by Express before Remix on every request that is not a GET or
// HEAD: every route's action is behind it, whatever path spelling reaches it, because the route
// is found the way Remix finds it (the build's route table, the same matcher). The only requests
// it lets through unchecked are JSON API calls that carry no cookie of ours: every API call but
// the cart's knows its caller by the bearer token alone, and a cart call that names a bearer
// token is not cookie-borne either (spec §6).

/** What the browser (or a client) says about where a request comes from, and where it went. */
export interface RequestSite {
  /** the Origin header; missing for old clients and tools, "null" when the browser hides it */
  origin: string | undefined;
  /** Fetch Metadata's Sec-Fetch-Site: cross-site, same-site, same-origin or none */
  fetchSite: string | undefined;
  /** the host the request was made to, as Express sees it (a trusted proxy's X-Forwarded-Host, else Host), without port */
  hostname: string;
  /** the same with its port, as Remix reads it before a page's action (X-Forwarded-Host, else Host) */
  host: string | undefined;
}

/**
 * Whether a request comes from another site. A page's action is also guarded by Remix, which
 * compares the Origin's port too and aborts with a 500 of its own: `comparePort` answers that
 * case here as the 403 it is. The JSON API's cart calls are compared by hostname alone.
 */
export function isCrossSite({ origin, fetchSite, hostname, host }: RequestSite, comparePort: boolean) {
  // where the browser says where the request started, that decides
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  // a missing Origin (old clients, curl) is allowed
  if (!origin) return false;
  // a hidden origin (privacy settings) is accepted only when Fetch Metadata vouches for it
  if (origin === "null") return fetchSite !== "same-origin";
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  if (url.hostname.toLowerCase() !== hostname.toLowerCase()) return true;
  return comparePort && url.host !== host;
}

const CHECKED_API_ANSWER = { success: false, errors: ["origin: cross-site requests are refused"] };

/**
 * The path whose route Remix runs: its request URL is built from the host and `originalUrl`
 * (@remix-run/express), and a single-fetch call names its route's path with ".data" appended
 * ("/_root.data" for "/"). (A `?_data=` call picks a route among those the path itself
 * matches: the path's own route decides here, as only route modules have actions, never the root
 * or the layouts — tests/integration/origin-check.test.ts holds every action to it.)
 */
export function remixPathname(originalUrl: string) {
  let url: URL;
  try {
    url = new URL(`http://remix.invalid${originalUrl}`);
  } catch {
    return null;
  }
  if (url.searchParams.has("_data") || !url.pathname.endsWith(".data")) return url.pathname;
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
}

/**
 * Express middleware: refuses a cross-site request with 403 before it reaches Remix — a form post
 * as plain text, a cookie-borne cart call in the API's error shape.
 * `routeOf` names the route id a path reaches (app/lib/route-label.ts over the build's routes).
 */
export function refuseCrossSite(routeOf: (pathname: string) => string, resources: readonly { id: string; path: string; pageCookie?: boolean }[] = RESOURCES) {
  const api = new Set(resources.filter((r) => r.path.startsWith("api/")).map((r) => r.id));
  const cookieApi = new Set(resources.filter((r) => r.pageCookie).map((r) => r.id));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const pathname = remixPathname(req.originalUrl);
    // a path no URL can be made of does not reach Remix either (the adapter throws); checked all the same
    const route = pathname === null ? null : routeOf(pathname);
    const isApi = route !== null && api.has(route);
    if (isApi && (!cookieApi.has(route) || bearerTokenOf(req.headers.authorization) !== null)) return next();

    const site: RequestSite = {
      origin: req.headers.origin,
      fetchSite: req.get("sec-fetch-site"),
      hostname: req.hostname ?? "",
      host: req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host"),
    };
    if (!isCrossSite(site, !isApi)) {
      // Remix would take "null" for a foreign origin (throwIfPotentialCSRFAttack): vouched for, it goes
      if (site.origin === "null") delete req.headers.origin;
      return next();
    }
    res.status(403).set("Cache-Control", "no-store");
    if (isApi) res.json(CHECKED_API_ANSWER);
    else res.type("text/plain").send("Forbidden: cross-site form post");
  };
}
