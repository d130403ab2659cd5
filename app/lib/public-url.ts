import { type Storefront, storefrontPath } from "./storefront";

// Absolute URLs of the shop (DESIGN.md "Sessions and safety"): mail links, canonical, og:url,
// og:image, hreflang, sitemaps, robots.txt and JSON-LD are built from the storefront's
// configured domain (+ prefix) and a configured public scheme and port, never from the Host
// header: a request naming another host must not put that host into a password-reset mail
// or a crawler's canonical URL.

export type PublicScheme = "http" | "https";

/** How the shop is reached from outside: the scheme and port (null: the scheme's default) of its URLs. */
export interface PublicAddress {
  scheme: PublicScheme;
  port: number | null;
}

/** The configuration the address is made from (PUBLIC_SCHEME, PUBLIC_PORT in env.server.ts). */
export type PublicAddressConfig = PublicAddress;

/** What the server knows of a request that it did not take from the client's claims. */
export interface RequestFacts {
  /** X-Forwarded-Proto, present only when it came from a trusted proxy (server.ts drops it otherwise) */
  forwardedProto: string | null;
  /** the port this server accepted the connection on */
  listeningPort: number | null;
}

const DEFAULT_PORTS: Record<PublicScheme, number> = { http: 80, https: 443 };

/**
 * The public scheme is the configured one, or a trusted proxy's X-Forwarded-Proto (the proxy
 * knows whether the shopper came over TLS). The port is the configured one; without it, plain
 * http served directly keeps the port the server listens on (so `npm start` links to
 * http://si.lumera.localhost:3000/), while https and anything a proxy forwards use the
 * scheme's default port (the proxy answers on 80/443, not on ours).
 */
export function publicAddress(config: PublicAddressConfig, request: RequestFacts): PublicAddress {
  const forwarded = request.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  const proxied = forwarded === "http" || forwarded === "https";
  const scheme: PublicScheme = proxied ? forwarded : config.scheme;
  const port = config.port ?? (scheme === "http" && !proxied ? request.listeningPort : null);
  return { scheme, port: port === null || port === 0 || port === DEFAULT_PORTS[scheme] ? null : port };
}

/** "scheme://domain[:port]" of a storefront domain. */
export function publicOrigin(domain: string, address: PublicAddress) {
  return `${address.scheme}://${domain}${address.port === null ? "" : `:${address.port}`}`;
}

/** The absolute URL of an unprefixed path on a storefront: its origin, its prefix, the path (encoded). */
export function publicUrl(storefront: Pick<Storefront, "domain" | "prefix">, path: string, address: PublicAddress) {
  return publicOrigin(storefront.domain, address) + encodeURI(storefrontPath(storefront, path));
}
