import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { ProductCard } from "~/services/product-card.server";
import { useHref, useShop } from "~/utils/shop";
import { ProductGrid } from "./product-card";
import { SearchBox } from "./search-box";
import { QuietHeader } from "./quiet-header";

/**
 * The error page of spec §2/§8: a 404 shows the not-found page (heading, description, a search
 * box with the live dropdown on desktop, recommended products when the 404 carries them, see
 * `pageNotFound`); a 410 (an archived product, `pageGone`) the same page saying the product is
 * no longer sold; 429 shows "too many requests"; any other code a general message.
 */
export function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const href = useHref();
  const shop = useShop();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  const recommended: ProductCard[] = isRouteErrorResponse(error) && Array.isArray(error.data?.recommended) ? error.data.recommended : [];

  if (status === 404 || status === 410) {
    const gone = status === 410;
    return (
      <>
        <section className="error-page" aria-labelledby="error-title">
          <p className="error-code">{status}</p>
          <h1 id="error-title">{gone ? t("errors.goneTitle") : t("errors.notFoundTitle")}</h1>
          <p>{gone ? t("errors.goneDescription") : t("errors.notFoundDescription")}</p>
          {message ? <p className="error-detail">{message}</p> : null}
          {shop?.shopType === "normal" ? (
            // spec §2: the 404 search box is a desktop feature (hidden below 753 px)
            <SearchBox id="error-search" className="search-form error-search discovery-desktop-only" />
          ) : null}
          <p>
            <a className="button button-secondary" href={href("/")}>
              {t("errors.backHome")}
            </a>
          </p>
        </section>
        {recommended.length > 0 ? (
          <section className="discovery discovery-recommended" aria-labelledby="error-recommended-title">
            <h2 id="error-recommended-title">{t("discovery.notFound.recommended")}</h2>
            <ProductGrid products={recommended} eagerCount={0} />
          </section>
        ) : null}
      </>
    );
  }

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{t("errors.code", { code: status })}</p>
      <h1 id="error-title">{status === 429 ? t("errors.tooManyRequestsTitle") : t("errors.generalTitle")}</h1>
      <p>{status === 429 ? t("errors.tooManyRequests") : t("errors.general")}</p>
      <p>
        <a className="button button-secondary" href={href("/")}>
          {t("errors.backHome")}
        </a>
      </p>
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

/**
 * A layout's error boundary (STYLE.md): the layout's own loader failed (its navigation or
 * footer could not be read), so the page keeps the storefront's language and logo with a way
 * home, in the quiet header the checkout uses, instead of falling to the bare root page.
 */
export function LayoutErrorBoundary() {
  return (
    <>
      <QuietHeader />
      <main id="main" className="site-main">
        <RouteErrorBoundary />
      </main>
    </>
  );
}
