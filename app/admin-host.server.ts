import type { NextFunction, Request, Response } from "express";
import { remixPathname } from "./same-origin.server";

// DESIGN.md "Layers": the back office answers on its own host (ADMIN_HOST) and nowhere else, and
// no shop page answers there. Decided by Express before anything else looks at the request —
// the page cache, the storefront lookup, Remix — so that the shop's cookies, service worker and
// cached pages never share the back office's origin.

/** /admin, /admin/…, and the single-fetch data of those pages (/admin.data, /admin/orders.data), in any letter case. */
export const isAdminPath = (pathname: string) => /^\/admin(?:\/|\.data$|$)/i.test(pathname);

/** Whether a route id (app/lib/route-table.js) is the back office's layout or one of its pages. */
export const isAdminRoute = (routeId: string) => routeId === "admin" || routeId.startsWith("admin-");

/** A path percent-decoded as the router decodes it before matching; as it is when it cannot be. */
function decoded(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Whether a raw request target (req.originalUrl) may lead to the back office once parsed: it
 * spells "admin" in some letter case ("/ADMIN", "/api/../admin", "/admin.data", "/sl/admin"),
 * holds a "%" ("/%61dmin" decodes to "/admin"), or a tab or line break (the URL parser drops
 * them, "/ad\tmin" is "/admin"; Node's HTTP parser refuses them today). Every other shop request
 * — nearly all of them — is let through without parsing its URL.
 */
export const mayNameAdmin = (rawUrl: string) => /admin|%|[\t\n\r]/i.test(rawUrl);

/** Whether a request target leads to the back office on a storefront's host (where it is a 404), however it is spelled. */
export function namesAdminArea(rawUrl: string) {
  if (!mayNameAdmin(rawUrl)) return false;
  // the path as Remix will route it (dot segments resolved, ".data" and "?_data" calls,
  // percent-encoding decoded, any letter case): where it leads decides, not how it is spelled
  const pathname = remixPathname(rawUrl);
  return pathname !== null && isAdminPath(decoded(pathname));
}

/** What the admin host serves besides its pages: the app's scripts and styles and the route manifest its client asks for (Remix's lazy route discovery), pictures, health and metrics. */
const ADMIN_HOST_EXTRAS = /^\/(?:build\/|images\/|__manifest$|healthz$|readyz$|metrics$|favicon\.svg$)/;

export const ADMIN_EXPRESS_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * Express middleware: on the admin host `/` leads to the back office, its pages and the extras
 * above answer, and everything else is a 404; a state change there must say it comes from the
 * back office itself (an Origin header, or the browser's Sec-Fetch-Site: same-origin) — the
 * Origin check that follows (same-origin.server.ts) lets a missing Origin through for the shop's
 * older clients, the back office has none. On every other host /admin is a 404.
 * `res.locals.admin` tells the later middleware (page cache, CSP) which side a request is on.
 */
export function splitAdminHost(adminHost: string, routeOf: (pathname: string) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const onAdmin = (req.hostname ?? "").toLowerCase() === adminHost;
    res.locals.admin = onAdmin;
    if (!onAdmin) {
      if (namesAdminArea(req.originalUrl)) return void res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
      return next();
    }
    // the path as Remix will route it, as above: the route it reaches decides
    const pathname = remixPathname(req.originalUrl);
    // Express's own answers here carry the back office's headers; Remix's answers get them from
    // entry.server.tsx (set there once: Express's and Remix's would both be sent)
    const refuse = (status: number, text: string) => void res.status(status).set(ADMIN_EXPRESS_HEADERS).type("text/plain").send(text);
    if (req.path === "/" && (req.method === "GET" || req.method === "HEAD")) return void res.set(ADMIN_EXPRESS_HEADERS).redirect(302, "/admin");
    const reachesAdmin = pathname !== null && isAdminRoute(routeOf(pathname));
    if (!reachesAdmin && !ADMIN_HOST_EXTRAS.test(req.path)) return refuse(404, "Not Found");
    if (req.method !== "GET" && req.method !== "HEAD" && !req.headers.origin && req.get("sec-fetch-site") !== "same-origin") {
      return refuse(403, "Forbidden: a change to the back office must come from its own pages");
    }
    next();
  };
}
