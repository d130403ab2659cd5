import { useEffect } from "react";
import { connectAnalytics, disconnectAnalytics } from "~/lib/analytics";
import { allowedThirdParties, type Consent, DELAYED_SCRIPTS_MS, PUSH_SDK_URL, tagManagerUrl, type ThirdPartyKeys, trustBadgeUrl } from "~/lib/consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
    OneSignalDeferred?: unknown[];
  }
}

const loaded = new Set<string>();

function loadScript(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * Third-party scripts behind consent (spec §5 gates, §7 Other, §9 delays):
 * nothing from another host loads before a choice. Functional consent loads the tag manager at
 * once, the push SDK and the trust badge 5 s later; statistics consent connects the analytics
 * queue to the tag manager's data layer, flushing the queued events in order.
 */
export function ThirdPartyScripts({ consent, keys }: { consent: Consent | null; keys: ThirdPartyKeys }) {
  const functional = consent?.functional ?? null;
  const statistics = consent?.statistics ?? null;
  const { gtm, oneSignal } = keys;
  const smindId = keys.smind?.id ?? null;
  const smindUrl = keys.smind?.url ?? null;

  useEffect(() => {
    const choice = functional === null || statistics === null ? null : { functional, statistics };
    const allowed = allowedThirdParties(choice, { gtm, oneSignal, smind: smindId && smindUrl ? { id: smindId, url: smindUrl } : null });
    if (allowed.tagManager && gtm) {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      loadScript(tagManagerUrl(gtm));
    }
    if (allowed.analytics) {
      connectAnalytics((event) => {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push(event);
      });
    } else {
      disconnectAnalytics();
    }
    if (!allowed.push && !allowed.trustBadge) return;
    const timer = window.setTimeout(() => {
      if (allowed.push && oneSignal) {
        window.OneSignalDeferred = window.OneSignalDeferred ?? [];
        window.OneSignalDeferred.push((sdk: { init: (options: { appId: string }) => unknown }) => sdk.init({ appId: oneSignal }));
        loadScript(PUSH_SDK_URL);
      }
      if (allowed.trustBadge && smindId && smindUrl) loadScript(trustBadgeUrl({ id: smindId, url: smindUrl }));
    }, DELAYED_SCRIPTS_MS);
    return () => window.clearTimeout(timer);
  }, [functional, statistics, gtm, oneSignal, smindId, smindUrl]);

  return null;
}
