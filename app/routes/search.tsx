import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { ProductGrid } from "~/components/product-card";
import { toCardSummary } from "~/services/product-card.server";
import { getDb } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { searchPath } from "~/lib/search-dropdown";
import { normalizeSearchTerm, pageNumber } from "~/lib/search-term";
import { storefrontPath } from "~/lib/storefront";
import { safeDecode } from "~/lib/url";
import { getPopularSearches, searchCatalogue } from "~/services/search.server";
import { useHref } from "~/utils/shop";
import { requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["discovery", "listing"] } satisfies PageHandle;
// Spec §2 "/search and search/{term}": /search?q=term goes to /search/{term}; the results page
// lists matching categories and products, 48 a page; an exact SKU or EAN opens the product.

const PAGE_SIZE = 48;
const CATEGORY_LIMIT = 12;

export const meta = storeMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront, restPath } = await requirePage(request, context, "search");
  const url = new URL(request.url);
  const db = getDb();
  const t = await getFixedT(storefront.iso);
  // "/search/{term}": the raw segment, decoded here so a malformed escape is no 5xx
  const segment = restPath.replace(/^\/search\/?/, "");
  const term = normalizeSearchTerm(segment ? safeDecode(segment) : null);

  if (!segment) {
    // spec §2: submitting a non-empty term goes to search/{term} (the header form sends ?q=)
    const query = normalizeSearchTerm(url.searchParams.get("q"));
    if (query) throw redirect(storefrontPath(storefront, searchPath(query)), 302);
  }

  const page = pageNumber(url.searchParams.get("p"));
  const [result, popular] = await Promise.all([
    searchCatalogue(db, storefront, term, { page, pageSize: PAGE_SIZE, categoryLimit: CATEGORY_LIMIT }),
    getPopularSearches(db, storefront),
  ]);
  // spec §4: a single skuOrEan result goes straight to the product page
  if (result.resultType === "skuOrEan") throw redirect(storefrontPath(storefront, `/${result.products[0].urlKey}`), 302);

  const title = term ? t("discovery.search.titleTerm", { term }) : t("discovery.search.title");
  const canonicalPath = storefrontPath(storefront, term ? searchPath(term) : "/search");
  return withMessages(storefront, handle.i18n, {
    ...result,
    products: result.products.map(toCardSummary),
    popular,
    siteName: storefront.name,
    origin: siteOrigin(storefront, context),
    seo: {
      title,
      description: term ? t("discovery.search.description", { term, site: storefront.name }) : t("discovery.search.emptyLead"),
      canonicalPath: result.page > 1 ? `${canonicalPath}?p=${result.page}` : canonicalPath,
      // result pages are endless variations of the catalogue: crawlers follow, never index
      index: false,
    },
  });
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  const { term, products, categories, productCount, countCapped, page, pageCount, popular, correctedTerm, suggestion } = data;
  const pageHref = (n: number) => href(searchPath(term)) + (n > 1 ? `?p=${n}` : "");

  return (
    <div className="container page discovery discovery-search">
      <h1>{data.seo.title}</h1>
      {!term ? <p className="lead">{t("discovery.search.emptyLead")}</p> : null}
      {term && productCount > 0 ? (
        <p className="discovery-count" role="status">
          {countCapped ? t("discovery.search.resultCountCapped", { count: productCount }) : t("discovery.search.resultCount", { count: productCount })}
        </p>
      ) : null}
      {correctedTerm ? (
        // found for a corrected spelling: say so, so the shopper knows why these products
        <p className="discovery-corrected">{t("discovery.search.correctedTo", { term: correctedTerm })}</p>
      ) : null}

      {categories.length > 0 ? (
        <section className="discovery-categories" aria-labelledby="search-categories-title">
          <h2 id="search-categories-title">{t("discovery.search.categories")}</h2>
          <ul className="discovery-chips">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={href(`/${category.storeUrl}`)} className="discovery-chip">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {products.length > 0 ? (
        <section aria-labelledby="search-products-title">
          <h2 id="search-products-title" className="visually-hidden">
            {t("discovery.search.products")}
          </h2>
          <ProductGrid products={products} eagerCount={page === 1 ? 3 : 0} />
        </section>
      ) : null}

      {term && productCount === 0 ? (
        <section className="discovery-empty">
          <p className="discovery-empty-title">{t("discovery.search.noResults", { term })}</p>
          {suggestion ? (
            <p className="discovery-suggestion">
              {t("discovery.search.didYouMean")} <Link to={href(searchPath(suggestion))}>{suggestion}</Link>?
            </p>
          ) : null}
          {popular.length > 0 ? <p>{t("discovery.search.noResultsHint")}</p> : null}
        </section>
      ) : null}

      {(!term || productCount === 0) && popular.length > 0 ? (
        <section className="discovery-popular" aria-labelledby="search-popular-title">
          <h2 id="search-popular-title">{t("discovery.search.popular")}</h2>
          <ul className="discovery-chips">
            {popular.map((popularTerm) => (
              <li key={popularTerm}>
                <Link to={href(searchPath(popularTerm))} className="discovery-chip">
                  {popularTerm}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pageCount > 1 ? (
        <nav className="discovery-pagination" aria-label={t("discovery.search.pagination")}>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev" className="button button-secondary">
              ← {t("discovery.search.previous")}
            </Link>
          ) : (
            <span />
          )}
          <ol>
            {Array.from({ length: pageCount }, (_, index) => index + 1)
              .filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2)
              .map((n, index, shown) => (
                <li key={n}>
                  {index > 0 && n - shown[index - 1] > 1 ? (
                    <span className="discovery-gap" aria-hidden="true">
                      …
                    </span>
                  ) : null}
                  {n === page ? (
                    <span aria-current="page" className="discovery-page discovery-page-current">
                      {n}
                    </span>
                  ) : (
                    <Link to={pageHref(n)} className="discovery-page" aria-label={t("discovery.search.pageOf", { page: n, total: pageCount })}>
                      {n}
                    </Link>
                  )}
                </li>
              ))}
          </ol>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} rel="next" className="button button-secondary">
              {t("discovery.search.next")} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
