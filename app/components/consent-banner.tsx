import { useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { CONSENT_SETTINGS_PARAM, type Consent } from "~/lib/consent";

/**
 * The consent banner: accept all, reject all, or choose per purpose. A plain
 * form to POST /consent, so it works without JavaScript; with JavaScript a fetcher posts it and
 * the page stays. Shown until a choice is made, and again from the footer's settings link.
 */
export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const t = useT();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher();
  const reopened = searchParams.get(CONSENT_SETTINGS_PARAM) === "1";
  if ((consent !== null && !reopened) || fetcher.state !== "idle") return null;
  return (
    <fetcher.Form method="post" action="/consent" className="consent-banner" aria-labelledby="consent-title" preventScrollReset>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      <div className="consent-text">
        <h2 id="consent-title">{t("consent.title")}</h2>
        <p>{t("consent.text")}</p>
      </div>
      <fieldset className="consent-purposes">
        <legend className="visually-hidden">{t("consent.purposes")}</legend>
        <label>
          <input type="checkbox" checked disabled />
          <span>
            <strong>{t("consent.necessary")}</strong> {t("consent.necessaryText")}
          </span>
        </label>
        <label>
          <input type="checkbox" name="functional" defaultChecked={consent?.functional ?? false} />
          <span>
            <strong>{t("consent.functional")}</strong> {t("consent.functionalText")}
          </span>
        </label>
        <label>
          <input type="checkbox" name="statistics" defaultChecked={consent?.statistics ?? false} />
          <span>
            <strong>{t("consent.statistics")}</strong> {t("consent.statisticsText")}
          </span>
        </label>
      </fieldset>
      <div className="consent-actions">
        <button type="submit" name="intent" value="none" className="button button-secondary">
          {t("consent.rejectAll")}
        </button>
        <button type="submit" name="intent" value="save" className="button button-secondary">
          {t("consent.save")}
        </button>
        <button type="submit" name="intent" value="all" className="button">
          {t("consent.acceptAll")}
        </button>
      </div>
    </fetcher.Form>
  );
}
