import { expect } from "vitest";
import { type HttpResponse, request, setCookies } from "./http";

// A token link (spec §2: ?auth_token=, ?guest_token=) opened the way a browser opens a link
// clicked on another site: the session cookies are SameSite=Strict, so the first request carries
// none (Sec-Fetch-Site: cross-site); the shop answers with its same-site hop, whose page sends the
// browser back to the link, and that navigation — started on this site — carries the cookie.

export interface OpenedLink {
  /** the request that arrived from the other site */
  first: HttpResponse;
  /** the hop page /open-link?to=… */
  hop: HttpResponse;
  /** the request the hop page started, where the link is decided */
  decided: HttpResponse;
}

/** The target of a page's `<meta http-equiv="refresh" content="0;url=…">`. */
export function refreshTarget(body: string) {
  const match = /<meta http-equiv="refresh" content="0;url=([^"]+)"/.exec(body);
  return match ? match[1].replace(/&amp;/g, "&") : null;
}

export async function openFromAnotherSite(baseUrl: string, host: string, path: string, cookie?: string): Promise<OpenedLink> {
  const first = await request(baseUrl, path, { host, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(first.status, first.body.slice(0, 300)).toBe(302);
  expect(String(first.headers.location)).toMatch(/^(\/[a-z]{2})?\/open-link\?to=/);
  // nothing is decided on a request that cannot show the browser's session
  expect(setCookies(first)).toEqual([]);
  const hop = await request(baseUrl, String(first.headers.location), { host, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(hop.status).toBe(200);
  expect(setCookies(hop)).toEqual([]);
  expect(hop.headers["cache-control"]).toContain("no-store");
  const target = refreshTarget(hop.body);
  expect(target, hop.body.slice(0, 500)).toBeTruthy();
  const decided = await request(baseUrl, target!, { host, headers: { "Sec-Fetch-Site": "same-origin", ...(cookie ? { Cookie: cookie } : {}) } });
  return { first, hop, decided };
}
