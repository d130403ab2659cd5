import { describe, expect, it } from "vitest";
import { checkFromPath, checkStatus, checkTarget, landingOf, loopProblem, MAX_REDIRECT_HOPS, rulesByPage, type StorefrontPlace } from "./redirect-rules";

// Spec §2: "Every page first gets a redirect check that may redirect the visitor to another
// internal or external URL." The back office refuses, at the field, a rule that could never be
// matched, a target that is not a path or an http(s) address, and a loop.

const storefronts: StorefrontPlace[] = [
  { department: "su", domain: "si.lumera.localhost", prefix: null, isDefault: true },
  { department: "chu", domain: "eu.lumera.localhost", prefix: "hu", isDefault: false },
  { department: "cen", domain: "eu.lumera.localhost", prefix: "en", isDefault: false },
];

describe("the old path (from)", () => {
  it("is kept as findRedirect looks it up: no trailing slash, percent-encoded, dot segments resolved", () => {
    expect(checkFromPath(" /old-page/ ")).toEqual({ ok: true, value: "/old-page" });
    expect(checkFromPath("/über")).toEqual({ ok: true, value: "/%C3%BCber" });
    expect(checkFromPath("/a/../b")).toEqual({ ok: true, value: "/b" });
    expect(checkFromPath("/")).toEqual({ ok: true, value: "/" });
  });

  it("refuses what is not a path of the storefront", () => {
    for (const bad of ["", "old-page", "https://shop.example/old", "//evil.example/x", "/\\evil", "/old page", "/old?x=1", "/old#top"]) {
      expect(checkFromPath(bad).ok, bad).toBe(false);
    }
  });

  it("refuses a language prefix: the path is matched after it", () => {
    expect(checkFromPath("/hu/old")).toEqual({ ok: false, message: expect.stringContaining("/hu") });
  });
});

describe("the target (to)", () => {
  it("takes a path of the storefront, with its query", () => {
    expect(checkTarget("/new-page?x=1")).toEqual({ ok: true, value: "/new-page?x=1" });
  });

  it("takes an absolute http or https address", () => {
    expect(checkTarget("https://www.instagram.com/lumera.shop")).toEqual({ ok: true, value: "https://www.instagram.com/lumera.shop" });
    expect(checkTarget("HTTP://Example.com")).toEqual({ ok: true, value: "http://example.com/" });
  });

  it("refuses scripts, other schemes, protocol-relative and credentialed addresses", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>",
      "mailto:a@b.example",
      "//evil.example",
      "/\\evil.example",
      "http:evil.example",
      "https://user:pw@evil.example",
      "new-page",
      "",
      "/a b",
    ]) {
      expect(checkTarget(bad).ok, bad).toBe(false);
    }
  });

  it("status is 301 or 302, 301 when empty", () => {
    expect(checkStatus("302")).toEqual({ ok: true, value: 302 });
    expect(checkStatus("")).toEqual({ ok: true, value: 301 });
    expect(checkStatus("307").ok).toBe(false);
  });
});

describe("loops", () => {
  const existing = rulesByPage([
    { department: "su", from: "/b", to: "/c", status: 301 },
    { department: "su", from: "/c", to: "/a?from=c", status: 301 },
    { department: "su", from: "/x", to: "/y", status: 301 },
  ]);

  it("refuses a redirect to itself, trailing slash or query aside", () => {
    expect(loopProblem({ department: "su", from: "/a", to: "/a/?utm=1", status: 301 }, new Map(), storefronts)).toMatch(/back to itself/);
  });

  it("refuses a → b → c → a, naming the way round", () => {
    expect(loopProblem({ department: "su", from: "/a", to: "/b", status: 301 }, existing, storefronts)).toBe(
      "That makes a loop: /a → /b → /c → /a. A shopper would be sent round it until the browser gives up.",
    );
  });

  it("follows an address on the shop's own domain to its storefront", () => {
    const cross = rulesByPage([{ department: "chu", from: "/old", to: "https://si.lumera.localhost/a", status: 301 }]);
    expect(landingOf("http://eu.lumera.localhost:3000/hu/old/", "su", storefronts)).toEqual({ department: "chu", path: "/old" });
    expect(loopProblem({ department: "su", from: "/a", to: "https://eu.lumera.localhost/hu/old", status: 301 }, cross, storefronts)).toMatch(
      /loop: \/a → \/old \(chu\) → \/a/,
    );
  });

  it("lets a chain end, on a page or another site; other storefronts' paths are theirs", () => {
    expect(loopProblem({ department: "su", from: "/a", to: "/x", status: 301 }, existing, storefronts)).toBeNull();
    expect(loopProblem({ department: "su", from: "/a", to: "https://elsewhere.example/a", status: 301 }, existing, storefronts)).toBeNull();
    expect(loopProblem({ department: "cen", from: "/a", to: "/b", status: 301 }, existing, storefronts)).toBeNull();
  });

  it("refuses a chain longer than a browser follows", () => {
    const chain = rulesByPage(
      Array.from({ length: MAX_REDIRECT_HOPS + 2 }, (_, i) => ({ department: "su", from: `/p${i}`, to: `/p${i + 1}`, status: 301 as const })),
    );
    expect(loopProblem({ department: "su", from: "/start", to: "/p0", status: 301 }, chain, storefronts)).toMatch(/more than 20 redirects/);
  });
});
