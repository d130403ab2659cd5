import { describe, expect, it } from "vitest";
import { allowedThirdParties, formatConsent, parseConsent, trustBadgeUrl } from "./consent";

const keys = { gtm: "GTM-1", oneSignal: "app-1", smind: { id: "shop", url: "https://trust.example.com/badge.js" } };

describe("consent cookie", () => {
  // Spec §3: "Consent cookie: flags functional and statistics."
  it("round-trips both flags", () => {
    for (const consent of [
      { functional: true, statistics: true },
      { functional: true, statistics: false },
      { functional: false, statistics: true },
      { functional: false, statistics: false },
    ])
      expect(parseConsent(formatConsent(consent))).toEqual(consent);
  });
  it("reads anything else as no choice yet", () => {
    for (const value of [undefined, null, "", "yes", "functional:2,statistics:0", "functional:1"]) expect(parseConsent(value)).toBeNull();
  });
});

describe("consent gates", () => {
  // Spec §5: "functional flag needed for push notifications, trust banner and tag manager;
  // statistics flag needed for the analytics loader and pushing events."
  it("loads nothing before a choice", () => {
    expect(allowedThirdParties(null, keys)).toEqual({ tagManager: false, push: false, trustBadge: false, analytics: false });
  });
  it("functional opens the tag manager, push and trust badge; statistics the analytics", () => {
    expect(allowedThirdParties({ functional: true, statistics: false }, keys)).toEqual({ tagManager: true, push: true, trustBadge: true, analytics: false });
    expect(allowedThirdParties({ functional: false, statistics: true }, keys)).toEqual({ tagManager: false, push: false, trustBadge: false, analytics: true });
  });
  it("a storefront without a key loads nothing for it", () => {
    expect(allowedThirdParties({ functional: true, statistics: true }, { gtm: null, oneSignal: null, smind: null })).toEqual({
      tagManager: false,
      push: false,
      trustBadge: false,
      analytics: true,
    });
  });
  it("names the trust badge by the storefront's id", () => {
    expect(trustBadgeUrl(keys.smind)).toBe("https://trust.example.com/badge.js?id=shop");
  });
});
