import { isLocalePrefix } from "./route-table.js";
import { normalizeHost, resolveStorefront, type Storefront } from "./storefront";

// Spec §2: every storefront page first gets a redirect check (services/redirects.server.ts
// findRedirect), which matches the path without the storefront's prefix, without a trailing slash,
// percent-encoded as the browser sends it, and without the query. The back office's redirects room
// writes the rules; these are its checks, at the field: what an old path and a target may be, and
// that no rule sends a shopper round in a loop.

export const REDIRECT_STATUSES = [301, 302] as const;
/** The back office's list of redirects, a page. */
export const REDIRECTS_PER_PAGE = 50;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** One rule as the table keeps it (department, from_path, to_url, status). */
export interface RedirectRule {
  department: string;
  from: string;
  to: string;
  status: RedirectStatus;
}

/** What the loop check needs of a storefront: where its pages are answered. */
export type StorefrontPlace = Pick<Storefront, "department" | "domain" | "prefix" | "isDefault">;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const MAX_URL = 2000;
/** Only to read a path with the URL parser (percent-encoding, dot segments); never shown. */
const BASE = "http://shop.invalid";
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** The path as findRedirect looks it up: no trailing slash (but "/" itself). */
export function lookupPath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** An old path as typed → the path findRedirect will match, or why it never could be one. */
export function checkFromPath(input: string): Checked<string> {
  const text = input.trim();
  if (!text) return { ok: false, message: "Enter the old path, such as /old-page." };
  if (text.length > MAX_URL) return { ok: false, message: `The old path is too long: at most ${MAX_URL} characters.` };
  if (!text.startsWith("/") || text.startsWith("//") || text.includes("\\"))
    return { ok: false, message: "The old path must be a path on the storefront beginning with one /, such as /old-page, not an address." };
  if (SPACE_OR_CONTROL.test(text)) return { ok: false, message: "The old path may not hold spaces." };
  if (/[?#]/.test(text)) return { ok: false, message: "Leave out the ? or # part: redirects are matched on the path alone." };
  const path = lookupPath(new URL(text, BASE).pathname);
  const first = path.split("/")[1] ?? "";
  if (isLocalePrefix(first)) return { ok: false, message: `Leave out the language prefix /${first}: the path is matched after it.` };
  return { ok: true, value: path };
}

const TARGET_HINT = "Enter a path on the storefront beginning with one / (such as /new-page) or an address beginning with https:// or http://.";

/** A target as typed → what the redirect sends (a path of the same storefront, or an absolute http(s) address). */
export function checkTarget(input: string): Checked<string> {
  const text = input.trim();
  if (!text) return { ok: false, message: `Enter where the redirect leads. ${TARGET_HINT}` };
  if (text.length > MAX_URL) return { ok: false, message: `The target is too long: at most ${MAX_URL} characters.` };
  if (SPACE_OR_CONTROL.test(text)) return { ok: false, message: "The target may not hold spaces." };
  if (text.startsWith("/")) {
    // "//evil.example" and "/\evil.example" are another site to a browser, not a path
    if (text.startsWith("//") || text.includes("\\")) return { ok: false, message: `That leads to another site. ${TARGET_HINT}` };
    const url = new URL(text, BASE);
    if (url.origin !== BASE) return { ok: false, message: TARGET_HINT };
    return { ok: true, value: url.pathname + url.search + url.hash };
  }
  // only an absolute http(s) address: no javascript:, data:, mailto:, nor "http:evil.example"
  if (!/^https?:\/\/[^/]/i.test(text)) return { ok: false, message: TARGET_HINT };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `That is not an address. ${TARGET_HINT}` };
  }
  if (url.username || url.password) return { ok: false, message: "An address with a name or password in it (name@host) is not taken." };
  return { ok: true, value: url.href };
}

export function checkStatus(input: string | number | undefined): Checked<RedirectStatus> {
  const text = String(input ?? "").trim();
  if (text === "301" || text === "") return { ok: true, value: 301 };
  if (text === "302") return { ok: true, value: 302 };
  return { ok: false, message: "The status must be 301 (moved for good) or 302 (for a while)." };
}

/** A storefront page: its department and the path as findRedirect looks it up. */
export interface PageKey {
  department: string;
  path: string;
}

export const ruleKey = (department: string, path: string) => `${department}\0${path}`;

/**
 * Where a shopper sent to `location` by a redirect of `department` asks next: a path is the same
 * storefront's; an address on one of the shop's own domains is the storefront it resolves to;
 * any other address leaves the shop (null).
 */
export function landingOf(location: string, department: string, storefronts: readonly StorefrontPlace[]): PageKey | null {
  if (location.startsWith("/")) return { department, path: lookupPath(new URL(location, BASE).pathname) };
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return null;
  }
  const host = normalizeHost(url.host);
  if (!storefronts.some((s) => s.domain === host)) return null;
  const resolution = resolveStorefront(storefronts as Storefront[], url.host, url.pathname);
  if (!resolution.prefixValid) return null;
  return { department: resolution.storefront.department, path: lookupPath(resolution.restPath) };
}

/** A browser gives up after about 20 redirects in a row (Chromium and Firefox: 20). */
export const MAX_REDIRECT_HOPS = 20;

/**
 * What a shopper asking for `start` meets, following the rules (`lookup`: the target of a page's
 * redirect): the end, a loop (the pages in the order visited, the first repeated at the end), or
 * more redirects in a row than a browser follows.
 */
export function followRedirects(
  start: PageKey,
  lookup: (page: PageKey) => string | undefined,
  storefronts: readonly StorefrontPlace[],
): { kind: "ends" } | { kind: "loop"; pages: PageKey[] } | { kind: "tooLong" } {
  const pages = [start];
  const seen = new Set([ruleKey(start.department, start.path)]);
  let page = start;
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    const location = lookup(page);
    if (location === undefined) return { kind: "ends" };
    const next = landingOf(location, page.department, storefronts);
    if (!next) return { kind: "ends" };
    pages.push(next);
    const key = ruleKey(next.department, next.path);
    if (seen.has(key)) return { kind: "loop", pages };
    seen.add(key);
    page = next;
  }
  return { kind: "tooLong" };
}

/**
 * Why `rule` may not stand beside `others` (the rules of every storefront, without the one being
 * edited), or null: a loop through it, or a chain longer than a browser follows.
 */
export function loopProblem(rule: RedirectRule, others: ReadonlyMap<string, string>, storefronts: readonly StorefrontPlace[]): string | null {
  const own = ruleKey(rule.department, rule.from);
  const lookup = (page: PageKey) => {
    const key = ruleKey(page.department, page.path);
    return key === own ? rule.to : others.get(key);
  };
  const result = followRedirects({ department: rule.department, path: rule.from }, lookup, storefronts);
  if (result.kind === "ends") return null;
  if (result.kind === "tooLong") return `That makes more than ${MAX_REDIRECT_HOPS} redirects in a row: a browser gives up before the end.`;
  const shown = result.pages.map((p) => (p.department === rule.department ? p.path : `${p.path} (${p.department})`)).join(" → ");
  if (result.pages.length === 2) return `That redirect leads back to itself (${shown}).`;
  return `That makes a loop: ${shown}. A shopper would be sent round it until the browser gives up.`;
}

/** The rules as a lookup by department and old path, for loopProblem. */
export function rulesByPage(rules: readonly RedirectRule[]) {
  return new Map(rules.map((r) => [ruleKey(r.department, r.from), r.to]));
}
