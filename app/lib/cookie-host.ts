import { normalizeHost } from "./storefront";

// Issue 29 §4: the shop's session cookies are Secure (app/utils/cookies.server.ts). Browsers keep
// Secure cookies over plain http only on this machine's own names (localhost, *.localhost and the
// loopback addresses); a merchant who tries their shop at http://their-domain/ before TLS loses
// the cart at every page. This decides which requests meet that, so the server can say so.

const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|::1)$/;

/**
 * Whether a browser drops the shop's cookies on this request: plain http (neither https nor a
 * trusted proxy's X-Forwarded-Proto https) to a host other than localhost, *.localhost or a
 * loopback address.
 */
export function dropsSecureCookies(host: string, protocol: string) {
  if (protocol === "https") return false;
  const name = normalizeHost(host);
  if (name === "" || name === "localhost" || name.endsWith(".localhost")) return false;
  return !LOOPBACK.test(name);
}

/** The warning's words: the host, and the fixes (README "Testing on your own domain before TLS"). */
export function secureCookieWarning(host: string) {
  const name = normalizeHost(host);
  return (
    `${name} is reached over plain http: browsers drop the shop's Secure cookies there, so the cart and sign-in are lost at every page. ` +
    `Serve it over https (the compose file's TLS, or a proxy that sends X-Forwarded-Proto with TRUST_PROXY), ` +
    `or try the shop at a *.localhost name (README "Testing on your own domain before TLS")`
  );
}
