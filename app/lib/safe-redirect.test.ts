import { describe, expect, it } from "vitest";
import { NASTY_TARGETS } from "../../tests/support/redirect-targets";
import { isSitePath, safeRedirect } from "./safe-redirect";

// DESIGN.md "Sessions and safety": one safeRedirect for every redirect target that comes from a
// request; it refuses //x, /\x, /.//x, %2F%2Fx and %5C encodings, backslashes, control
// characters (raw and percent-encoded, tabs and newlines) and absolute URLs to other hosts.

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/hu/wishlist", "/hu/wishlist"],
    ["/izdelek-1?x=1#a", "/izdelek-1?x=1#a"],
    ["/", "/"],
    ["/blog?p=2&cookie-settings=1", "/blog?p=2&cookie-settings=1"],
    ["/search/a%2Fb", "/search/a%2Fb"],
    ["/50%25-off", "/50%25-off"],
    // normalised as a browser would go there: dot segments resolved, non-ASCII encoded
    ["/a/./b/../c", "/a/c"],
    ["/iskanje/ščit", "/iskanje/%C5%A1%C4%8Dit"],
  ])("keeps the same-site path %s as %s", (path, expected) => {
    expect(safeRedirect(path)).toBe(expected);
  });

  it("has a table of at least 15 nasty targets", () => {
    expect(NASTY_TARGETS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(NASTY_TARGETS)("replaces %j with the fallback", (target) => {
    expect(safeRedirect(target, "/login")).toBe("/login");
  });

  it.each(["profile", "", undefined, 42, null, "/" + "x".repeat(2000)])("replaces %j (not a path, or too long) with the fallback", (value) => {
    expect(safeRedirect(value, "/login")).toBe("/login");
  });

  it("whatever it is given, answers a path of this site", () => {
    for (const target of NASTY_TARGETS) expect(isSitePath(safeRedirect(target)), target).toBe(true);
  });
});
