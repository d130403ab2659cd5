import type { PublicAddress } from "~/lib/public-url";
import type { Resolution } from "~/lib/storefront";

// What server.ts hands every loader and action (getLoadContext).
export interface ShopLoadContext {
  /** the request's host as Express resolved it (X-Forwarded-Host only behind a trusted proxy) */
  host: string;
  clientIp: string;
  /** the scheme and port of the shop's absolute URLs (configured, or a trusted proxy's X-Forwarded-Proto) */
  publicAddress: PublicAddress;
  /** the nonce of this response's Content-Security-Policy */
  cspNonce: string;
  /**
   * What this request has resolved, kept for the rest of it: the root, the layout and the page
   * loaders (and the page's messages) ask for the storefront; the first asks the database.
   */
  resolved: RequestScope;
}

/** Filled by the first loader that asks (utils/storefront-request.server.ts storefrontOf). */
export interface RequestScope {
  storefront?: { pathname: string; resolution: Promise<Resolution> };
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
