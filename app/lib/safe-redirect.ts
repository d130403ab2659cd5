// DESIGN.md "Sessions and safety": one safeRedirect for every redirect target that comes from a
// request (a form's redirectTo, a query string, the path of a token link being cleaned up).
// What a browser does with a Location decides what is safe, not what the string looks like:
// it drops tabs and newlines, reads "\" as "/", resolves dot segments ("/.//x" is "//x") and
// takes "//x" as another host. So a target is kept only when it is, before and after being
// decoded and normalised, one "/" followed by anything but "/" or "\".

const BASE = "http://shop.invalid";

/** Raw or percent-decoded: C0 controls, DEL and the backslash (browsers read it as "/"). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\\]/;

/** One "/" then not another "/" or "\" (nor the end of a protocol-relative "//"). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Decoded until stable (at most 3 rounds, so "%252F" is seen as "/"); null when the target
 * itself is malformed. A later round may fail on a literal "%" ("/50%25-off"): that is kept.
 */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return round === 0 ? null : current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The path a browser would go to for `path` on this host (dot segments resolved). */
function resolved(path: string) {
  const url = new URL(path, BASE);
  return url.origin === BASE ? url.pathname + url.search + url.hash : null;
}

function staysOnSite(path: string) {
  if (!SITE_PATH.test(path) || FORBIDDEN_CHARS.test(path)) return false;
  const target = resolved(path);
  return target !== null && SITE_PATH.test(target);
}

/**
 * A redirect target from a request, kept only when it is a path of this site; anything else
 * (another host, a protocol-relative or backslash path, dot segments or percent-encodings that
 * become one, control characters) becomes `fallback`. The result is normalised as the browser
 * would (dot segments resolved, non-ASCII percent-encoded, which a Location header needs).
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!staysOnSite(to)) return fallback;
  const decoded = decodeFully(to);
  if (decoded === null || !staysOnSite(decoded)) return fallback;
  const target = resolved(to);
  return target !== null && staysOnSite(target) ? target : fallback;
}

/** What every Location of this site satisfies: one "/" and then not "/" or "\" (tests use it too). */
export function isSitePath(location: string) {
  return SITE_PATH.test(location) && !FORBIDDEN_CHARS.test(location);
}
