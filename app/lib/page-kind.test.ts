import { describe, expect, it } from "vitest";
import { cartPagePath, isPageAllowed, linkAllowed, localizedRedirectPath, pageMatchesPath } from "./page-kind";
import { PAGES } from "./route-table.js";

describe("shop-type restrictions (spec §2)", () => {
  it("a normal storefront allows every page", () => {
    for (const page of PAGES) expect(isPageAllowed("normal", page.id)).toBe(true);
  });

  it("one-brand allows home, checkout, checkout subpaths, cms subpaths and the catch-all", () => {
    const allowed = PAGES.filter((p) => isPageAllowed("one-brand", p.id)).map((p) => p.id);
    expect(allowed.sort()).toEqual([
      "catch-all",
      "checkout",
      "checkout-cart",
      "checkout-pay",
      "checkout-status",
      "checkout-step",
      "checkout-success",
      "cms",
      "home",
      // a version of the terms or privacy notice as an order accepted it: a CMS page kept
      "legal-text",
      // the token-link hop: a link from a mail opens on every shop type
      "open-link",
      // a phone order's mailed card-payment link, part of the checkout
      "pay-link",
      // the EU withdrawal function: every shop that sells offers it
      "withdrawal",
    ]);
  });

  it("other types allow home, checkout and cms only", () => {
    const allowed = PAGES.filter((p) => isPageAllowed("other", p.id)).map((p) => p.id);
    expect(allowed.sort()).toEqual([
      "checkout",
      "checkout-cart",
      "checkout-pay",
      "checkout-status",
      "checkout-step",
      "checkout-success",
      "cms",
      "home",
      // a version of the terms or privacy notice as an order accepted it: a CMS page kept
      "legal-text",
      "open-link",
      "pay-link",
      "withdrawal",
    ]);
  });

  it("an unknown page is never allowed on a restricted shop", () => {
    expect(isPageAllowed("one-brand", "nope")).toBe(false);
  });
});

describe("links a shop type may show (spec §2: anything else gives 404)", () => {
  it("a normal storefront keeps its cart page; the others keep the cart as the checkout's first step", () => {
    expect(cartPagePath("normal")).toBe("/cart");
    expect(cartPagePath("one-brand")).toBe("/checkout/cart");
    expect(cartPagePath("other")).toBe("/checkout/cart");
    expect(isPageAllowed("other", "checkout-cart")).toBe(true);
  });

  it("one-brand links home, checkout, cms and slugs, but no cart page, login, wishlist, brands, blog or search", () => {
    for (const path of ["/", "/checkout", "/checkout/cart", "/cms/about", "/face-care", "/face-care/creams?p=2"])
      expect(linkAllowed("one-brand", path), path).toBe(true);
    for (const path of [
      "/cart",
      "/login",
      "/wishlist",
      "/znamke",
      "/znamke/aurora",
      "/blog",
      "/blog/category/news",
      "/search/cream",
      "/profile",
      "/giftCertificate",
    ]) {
      expect(linkAllowed("one-brand", path), path).toBe(false);
    }
  });

  it("other links home, checkout and cms only: a category or product slug is a 404 there", () => {
    for (const path of ["/", "/checkout/cart", "/cms/about"]) expect(linkAllowed("other", path), path).toBe(true);
    for (const path of ["/face-care", "/some-product", "/cart", "/marke"]) expect(linkAllowed("other", path), path).toBe(false);
  });

  it("a normal storefront links everything", () => {
    for (const path of ["/cart", "/blog", "/marken/aurora", "/anything"]) expect(linkAllowed("normal", path)).toBe(true);
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
