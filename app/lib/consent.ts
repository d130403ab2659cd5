// Consent (spec §3 "Consent cookie: flags functional and statistics", §5 "Consent gates",
// the banner). Pure: the cookie's value, and what each flag lets load.

export interface Consent {
  functional: boolean;
  statistics: boolean;
}

export const CONSENT_COOKIE = "consent";

/** The footer's "cookie settings" link opens the banner again with this query parameter. */
export const CONSENT_SETTINGS_PARAM = "cookie-settings";

/** The cookie value: "functional:1,statistics:0" (readable, no JSON quoting in a cookie). */
export function formatConsent(consent: Consent) {
  return `functional:${consent.functional ? 1 : 0},statistics:${consent.statistics ? 1 : 0}`;
}

/** A cookie value back to flags; anything else is no choice made yet (null). */
export function parseConsent(value: string | null | undefined): Consent | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value ?? "");
  } catch {
    return null; // a forged cookie ("%E0%A4%A") is no choice, not an error
  }
  const match = /^functional:([01]),statistics:([01])$/.exec(decoded.trim());
  return match ? { functional: match[1] === "1", statistics: match[2] === "1" } : null;
}

export interface ThirdPartyKeys {
  gtm: string | null;
  oneSignal: string | null;
  smind: { id: string; url: string } | null;
}

/** Spec §9: "Push and trust banner scripts delayed 5 s" (after consent). */
export const DELAYED_SCRIPTS_MS = 5_000;

/**
 * Spec §5: "functional flag needed for push notifications, trust banner and tag manager;
 * statistics flag needed for the analytics loader and pushing events." A storefront without a
 * key loads nothing for it.
 */
export function allowedThirdParties(consent: Consent | null, keys: ThirdPartyKeys) {
  const functional = consent?.functional === true;
  return {
    tagManager: functional && Boolean(keys.gtm),
    push: functional && Boolean(keys.oneSignal),
    trustBadge: functional && Boolean(keys.smind),
    analytics: consent?.statistics === true,
  };
}

export function tagManagerUrl(id: string) {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

export const PUSH_SDK_URL = "https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js";

export function trustBadgeUrl(smind: { id: string; url: string }) {
  const url = new URL(smind.url);
  url.searchParams.set("id", smind.id);
  return url.toString();
}

/**
 * What the Content-Security-Policy must allow for the third parties of the configured
 * storefronts: the tag manager and push SDK hosts, each trust badge's origin, and
 * where the tag manager reports to.
 */
export function thirdPartyCsp(keys: ThirdPartyKeys[]) {
  const badgeOrigins = [...new Set(keys.flatMap((k) => (k.smind ? [new URL(k.smind.url).origin] : [])))];
  return {
    script: ["https://www.googletagmanager.com", "https://cdn.onesignal.com", ...badgeOrigins],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com", "https://onesignal.com", ...badgeOrigins],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com", ...badgeOrigins],
  };
}
