import { describe, expect, it } from "vitest";
import { isPageAllowed, localizedRedirectPath, pageMatchesPath } from "./page-kind";
import { PAGES } from "./route-table.js";

describe("shop-type restrictions (spec §2)", () => {
  it("a normal storefront allows every page", () => {
    for (const page of PAGES) expect(isPageAllowed("normal", page.id)).toBe(true);
  });

  it("one-brand allows home, checkout, checkout subpaths, cms subpaths and the catch-all", () => {
    const allowed = PAGES.filter((p) => isPageAllowed("one-brand", p.id)).map((p) => p.id);
    expect(allowed.sort()).toEqual(["catch-all", "checkout", "checkout-status", "checkout-step", "checkout-success", "cms", "home"]);
  });

  it("other types allow home, checkout and cms only", () => {
    const allowed = PAGES.filter((p) => isPageAllowed("other", p.id)).map((p) => p.id);
    expect(allowed.sort()).toEqual(["checkout", "checkout-status", "checkout-step", "checkout-success", "cms", "home"]);
  });

  it("an unknown page is never allowed on a restricted shop", () => {
    expect(isPageAllowed("one-brand", "nope")).toBe(false);
  });
});

describe("localized route names (spec §2)", () => {
  it("moves a page under another storefront's name to this storefront's", () => {
    expect(localizedRedirectPath("/brands", "brands", "znamke")).toBe("/znamke");
    expect(localizedRedirectPath("/marke/aurora", "brands", "marken")).toBe("/marken/aurora");
    expect(localizedRedirectPath("/darilni-boni.html", "giftCertificate", "poklon-bonovi.html")).toBe("/poklon-bonovi.html");
  });

  it("leaves the storefront's own name alone", () => {
    expect(localizedRedirectPath("/znamke/aurora", "brands", "znamke")).toBeNull();
  });
});

describe("pageMatchesPath", () => {
  it("takes a page's own names after the prefix, and nothing else in their place", () => {
    expect(pageMatchesPath("cart", "/cart")).toBe(true);
    expect(pageMatchesPath("cart", "/xx/cart")).toBe(false);
    expect(pageMatchesPath("brand", "/marke/aurora")).toBe(true);
    expect(pageMatchesPath("brand", "/women/marke")).toBe(false);
    expect(pageMatchesPath("checkout-step", "/checkout/shipping")).toBe(true);
    expect(pageMatchesPath("home", "/")).toBe(true);
    expect(pageMatchesPath("home", "/xx")).toBe(false);
    expect(pageMatchesPath("catch-all", "/women/shoes")).toBe(true);
  });
});
