import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHref, useShop } from "~/utils/shop";

/**
 * The error page of spec §2/§8: a 404 shows the not-found page (heading, description, a search
 * box); 429 shows "too many requests"; any other code shows the code and a general message.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const href = useHref();
  const shop = useShop();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;

  if (status === 404) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <p className="error-code">404</p>
        <h1 id="error-title">{t("errors.notFoundTitle")}</h1>
        <p>{t("errors.notFoundDescription")}</p>
        {message ? <p className="error-detail">{message}</p> : null}
        {shop?.shopType === "normal" ? (
          <form method="get" action={href("/search")} role="search" className="search-form error-search">
            <label className="visually-hidden" htmlFor="error-search">{t("header.searchLabel")}</label>
            <input id="error-search" type="search" name="q" placeholder={t("header.searchPlaceholder")} />
            <button type="submit" className="button">{t("header.searchButton")}</button>
          </form>
        ) : null}
        <p><a className="button button-secondary" href={href("/")}>{t("errors.backHome")}</a></p>
      </section>
    );
  }

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{t("errors.code", { code: status })}</p>
      <h1 id="error-title">{status === 429 ? t("errors.tooManyRequestsTitle") : t("errors.generalTitle")}</h1>
      <p>{status === 429 ? t("errors.tooManyRequests") : t("errors.general")}</p>
      <p><a className="button button-secondary" href={href("/")}>{t("errors.backHome")}</a></p>
    </section>
  );
}

/** The one error boundary every route exports (STYLE.md): it renders inside the route's layout. */
export function RouteErrorBoundary() {
  return (
    <div className="container">
      <ErrorPage />
    </div>
  );
}
