import type { PublicAddress } from "~/lib/public-url";

// What server.ts hands every loader and action (getLoadContext).
export interface ShopLoadContext {
  /** the request's host as Express resolved it (X-Forwarded-Host only behind a trusted proxy) */
  host: string;
  clientIp: string;
  /** the scheme and port of the shop's absolute URLs (configured, or a trusted proxy's X-Forwarded-Proto) */
  publicAddress: PublicAddress;
  /** the nonce of this response's Content-Security-Policy */
  cspNonce: string;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
