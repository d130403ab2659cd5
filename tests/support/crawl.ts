import { request } from "./http";

// A crawler's walk of one storefront: from its home page, every same-host link (<a href>) and
// every form target (<form action>) found on the pages it visits. A link another host answers
// (a country switcher to another domain) is left to that host's own walk.

export interface CrawlTarget {
  /** the path as the page wrote it, resolved against the page */
  path: string;
  /** the page that linked to it */
  from: string;
  kind: "link" | "form-get" | "form-post";
}

export interface CrawlResult {
  /** pages fetched with GET, with their status */
  visited: Map<string, number>;
  /** form posts tried, with their status */
  posted: Map<string, number>;
  /** every target found, first sighting only */
  targets: CrawlTarget[];
}

const LINK = /<a\b[^>]*?\shref="([^"]*)"/gi;
const FORM = /<form\b[^>]*>/gi;

function attribute(tag: string, name: string) {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? m[1].replace(/&amp;/g, "&") : undefined;
}

/** Same-host targets of one HTML page, as paths with their query. */
export function pageTargets(html: string, pagePath: string, host: string): Omit<CrawlTarget, "from">[] {
  const base = new URL(pagePath, `http://${host}`);
  const resolve = (href: string) => {
    if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
    const url = new URL(href, base);
    if (url.host !== base.host) return null;
    return url.pathname + url.search;
  };
  const found: Omit<CrawlTarget, "from">[] = [];
  for (const m of html.matchAll(LINK)) {
    const path = resolve(m[1].replace(/&amp;/g, "&"));
    if (path) found.push({ path, kind: "link" });
  }
  for (const m of html.matchAll(FORM)) {
    const method = (attribute(m[0], "method") ?? "get").toLowerCase();
    const path = resolve(attribute(m[0], "action") ?? pagePath);
    if (path) found.push({ path, kind: method === "post" ? "form-post" : "form-get" });
  }
  return found;
}

/**
 * Walks `depth` levels of links from `home` on `host` (1: the home page's links; 2: also the
 * links of the pages those lead to). Form posts are sent empty: a route that exists answers a
 * form error, a redirect or 403 for a foreign origin, never 404 or 405.
 */
export async function crawl(baseUrl: string, host: string, home: string, depth: number): Promise<CrawlResult> {
  const visited = new Map<string, number>();
  const posted = new Map<string, number>();
  const seen = new Set<string>();
  const targets: CrawlTarget[] = [];
  let frontier = [home];
  for (let level = 0; level <= depth && frontier.length > 0; level++) {
    const next: string[] = [];
    for (const path of frontier) {
      if (visited.has(path)) continue;
      const res = await request(baseUrl, path, { host, headers: { accept: "text/html" } });
      visited.set(path, res.status);
      if (res.status !== 200 || !/^text\/html/.test(String(res.headers["content-type"]))) continue;
      for (const target of pageTargets(res.body, path, host)) {
        const key = `${target.kind} ${target.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        targets.push({ ...target, from: path });
        if (target.kind === "form-post") {
          const answer = await request(baseUrl, target.path, {
            host,
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
            body: "",
          });
          posted.set(target.path, answer.status);
        } else if (level < depth) next.push(target.path);
        else if (!visited.has(target.path)) {
          visited.set(target.path, (await request(baseUrl, target.path, { host, headers: { accept: "text/html" } })).status);
        }
      }
    }
    frontier = next;
  }
  return { visited, posted, targets };
}
