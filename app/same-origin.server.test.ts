import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { isCrossSite, refuseCrossSite, remixPathname, type RequestSite } from "./same-origin.server";

// DESIGN.md "Sessions and safety": a state change sent from another site is refused.

const SI = "si.lumera.localhost";
const site = (over: Partial<RequestSite>): RequestSite => ({ origin: undefined, fetchSite: undefined, hostname: SI, host: SI, ...over });

describe("isCrossSite", () => {
  it("Fetch Metadata saying cross-site or same-site refuses, whatever the Origin", () => {
    for (const fetchSite of ["cross-site", "same-site"]) {
      expect(isCrossSite(site({ fetchSite }), true)).toBe(true);
      expect(isCrossSite(site({ fetchSite, origin: `http://${SI}` }), false)).toBe(true);
    }
  });

  it("a missing Origin is allowed (old clients, curl)", () => {
    expect(isCrossSite(site({}), true)).toBe(false);
    expect(isCrossSite(site({ fetchSite: "none" }), true)).toBe(false);
  });

  it('a hidden Origin ("null") is allowed only when Fetch Metadata says same-origin', () => {
    expect(isCrossSite(site({ origin: "null", fetchSite: "same-origin" }), true)).toBe(false);
    expect(isCrossSite(site({ origin: "null" }), true)).toBe(true);
    expect(isCrossSite(site({ origin: "null", fetchSite: "none" }), true)).toBe(true);
  });

  it("the Origin's hostname must be the request's (case aside); a malformed Origin refuses", () => {
    expect(isCrossSite(site({ origin: `http://${SI}` }), true)).toBe(false);
    expect(isCrossSite(site({ origin: `https://SI.LUMERA.LOCALHOST` }), false)).toBe(false);
    expect(isCrossSite(site({ origin: "http://evil.example" }), false)).toBe(true);
    expect(isCrossSite(site({ origin: `http://${SI}.evil.example` }), false)).toBe(true);
    expect(isCrossSite(site({ origin: "not a url" }), false)).toBe(true);
    expect(isCrossSite(site({ origin: `http://${SI}`, hostname: "" }), false)).toBe(true);
  });

  it("the port counts where Remix compares it (a page's action), not for the API's cart calls", () => {
    const otherPort = site({ origin: `http://${SI}:8080`, host: `${SI}:3000` });
    expect(isCrossSite(otherPort, true)).toBe(true);
    expect(isCrossSite(otherPort, false)).toBe(false);
    expect(isCrossSite(site({ origin: `http://${SI}:3000`, host: `${SI}:3000` }), true)).toBe(false);
    expect(isCrossSite(site({ origin: `http://${SI}`, host: undefined }), true)).toBe(true);
  });
});

describe("remixPathname", () => {
  it("is the path Remix routes: dot segments resolved, single-fetch suffixes dropped", () => {
    expect(remixPathname("/login?x=1")).toBe("/login");
    expect(remixPathname("/api/../login")).toBe("/login");
    expect(remixPathname("/login.data")).toBe("/login");
    expect(remixPathname("/_root.data")).toBe("/");
    expect(remixPathname("/login.data?_data=routes/login")).toBe("/login.data");
    expect(remixPathname("//evil.example/x")).toBe("//evil.example/x");
  });
});

describe("refuseCrossSite", () => {
  const resources = [
    { id: "api-user-login", path: "api/user/login" },
    { id: "api-cart-add", path: "api/cart/add", pageCookie: true },
    { id: "robots", path: "robots.txt" },
  ];
  const routeOf = (pathname: string) => (pathname === "/api/user/login" ? "api-user-login" : pathname === "/api/cart/add" ? "api-cart-add" : "login:login");
  const middleware = refuseCrossSite(routeOf, resources);

  function run(method: string, url: string, headers: Record<string, string>) {
    const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
    const res = {
      status: (code: number) => ((answer.status = code), res),
      set: (name: string, value: string) => ((answer.headers[name] = value), res),
      type: () => res,
      json: (body: unknown) => ((answer.body = body), res),
      send: (body: unknown) => ((answer.body = body), res),
    };
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const req = { method, originalUrl: url, headers: lower, hostname: SI, get: (name: string) => lower[name.toLowerCase()] };
    const next = vi.fn();
    middleware(req as unknown as Request, res as unknown as Response, next as NextFunction);
    return { answer, next, req };
  }
  const evil = { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site", Host: SI };

  it("refuses a form post from another site with a plain-text 403, and lets reads through", () => {
    const { answer, next } = run("POST", "/login", evil);
    expect(next).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ status: 403, body: "Forbidden: cross-site form post", headers: { "Cache-Control": "no-store" } });
    for (const method of ["GET", "HEAD"]) expect(run(method, "/login", evil).next).toHaveBeenCalled();
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) expect(run(method, "/login", evil).answer.status).toBe(403);
  });

  it("refuses a cookie-borne cart call in the API's error shape; a bearer call and the bearer-only API are not checked", () => {
    const { answer } = run("POST", "/api/cart/add", evil);
    expect(answer).toMatchObject({ status: 403, body: { success: false, errors: ["origin: cross-site requests are refused"] } });
    expect(run("POST", "/api/cart/add", { ...evil, Authorization: "Bearer abc" }).next).toHaveBeenCalled();
    expect(run("POST", "/api/cart/add", { ...evil, Authorization: "Basic abc" }).answer.status).toBe(403);
    expect(run("POST", "/api/user/login", evil).next).toHaveBeenCalled();
  });

  it('lets this site\'s own post through, and hides a vouched-for "null" Origin from Remix', () => {
    expect(run("POST", "/login", { Origin: `http://${SI}`, Host: SI }).next).toHaveBeenCalled();
    const hidden = run("POST", "/login", { Origin: "null", "Sec-Fetch-Site": "same-origin", Host: SI });
    expect(hidden.next).toHaveBeenCalled();
    expect(hidden.req.headers.origin).toBeUndefined();
  });
});
