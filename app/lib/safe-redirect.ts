/**
 * A `redirectTo` from a form or query string, kept only when it is a path of this site
 * ("/x", not "//evil.example" or "https://…" or "/\evil"): anything else becomes `fallback`,
 * so a link cannot send a shopper off-site after login (open redirect).
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  return to;
}
