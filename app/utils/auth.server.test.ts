import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { getPageSession } from "./auth.server";

// The shopper is read once per request (the load context keeps it): the root, the layout and
// the page loaders each ask, and Remix hands each loader its own copy of the GET request.

const context = () => ({ host: "si.lumera.localhost", clientIp: "127.0.0.1", cspNonce: "n", resolved: {} }) as unknown as AppLoadContext;
const page = (method = "GET") => new Request("http://si.lumera.localhost/", { method });

describe("getPageSession", () => {
  it("answers every loader of one request with the same read", () => {
    const ctx = context();
    const first = getPageSession(page(), ctx);
    expect(getPageSession(page(), ctx)).toBe(first);
    expect(getPageSession(page("HEAD"), ctx)).toBe(first);
  });

  it("reads again for an action, whose changes the loaders after it must see", () => {
    const ctx = context();
    const action = getPageSession(page("POST"), ctx);
    expect(getPageSession(page("POST"), ctx)).not.toBe(action);
    expect(ctx.resolved.shopper).toBeUndefined();
  });

  it("a request of its own (another context) reads its own", async () => {
    expect(getPageSession(page(), context())).not.toBe(getPageSession(page(), context()));
    expect(await getPageSession(page(), context())).toEqual({ current: null, clear: [] });
  });
});
