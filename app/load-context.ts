import type { RenderedHole } from "~/components/holes";
import type { PublicAddress } from "~/lib/public-url";
import type { Resolution } from "~/lib/storefront";
import type { PageSession } from "~/utils/auth.server";
import type { StaffSession } from "~/services/staff-auth.server";

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
   * loaders ask for the storefront and the shopper; the first to ask reads the database.
   */
  resolved: RequestScope;
  /** a render for the page cache: the page's holes are noted here, in order (components/holes.tsx) */
  holes?: RenderedHole[];
  /**
   * how a rendered document is compressed for this client (what it takes, brotli first), null:
   * not at all. A render for the page cache is not compressed by the renderer (the cache does it).
   */
  documentEncoding?: "br" | "gzip" | null;
}

/** Filled by the first loader that asks (utils/storefront-request.server.ts storefrontOf). */
export interface RequestScope {
  storefront?: { pathname: string; resolution: Promise<Resolution> };
  /** the shopper of the request's loaders (utils/auth.server.ts getPageSession) */
  shopper?: Promise<PageSession>;
  /** the staff member of a back-office page's loaders (utils/staff-auth.server.ts) */
  staff?: Promise<StaffSession | null>;
  /**
   * The action of this request finished a sign-in: the loaders that render its answer still
   * see the request's old cookie (routes/admin.sign-in.setup.tsx shows the recovery codes).
   */
  staffSignedIn?: boolean;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
