import { Link, useLocation } from "@remix-run/react";
import { type ReactNode, useCallback, useState } from "react";
import { useT } from "~/utils/use-t";
import { listingSearch, toggleFilterValue } from "~/lib/listing-query";
import { formatNumber } from "~/lib/money";
import type { ListingPage, ListingScope } from "~/services/listing.server";
import { ProductGrid } from "../product-card";
import { FilterPanel, SortSelect } from "./filter-panel";
import { Pagination } from "./pagination";

interface Props {
  /** the page's own path, prefix included, without a query */
  basePath: string;
  scope: ListingScope;
  listing: ListingPage;
  /** heading, breadcrumbs, subcategories: what stands above the filters and products */
  header: ReactNode;
}

/** A filterable, sortable, paged list of products: category and brand pages. */
export function ListingView({ basePath, scope, listing, header }: Props) {
  const t = useT();
  const [liveCount, setLiveCount] = useState<number | null>(null);
  const location = useLocation();
  const [closed, setClosed] = useState(0);
  const close = useCallback(() => setClosed((n) => n + 1), []);
  const onLiveCount = useCallback((count: number | null) => setLiveCount(count), []);
  const { state, filters } = listing;
  const attributeOrder = filters.map((f) => f.attributeCode);
  const link = (next: typeof state) => basePath + listingSearch(next, attributeOrder);
  const chips = filters.flatMap((filter) =>
    filter.values
      .filter((v) => v.selected)
      .map((v) => ({
        key: `${filter.attributeCode}-${v.id}`,
        name: `${filter.name}: ${v.value}`,
        to: link(toggleFilterValue(state, filter.attributeCode, v.id)),
      })),
  );
  if (state.price) {
    // the query holds amounts in the storefront currency already: format, do not convert
    const amount = (value: number) => (value ? `${formatNumber(value)} ${t("system_currency")}` : "");
    const range = [amount(state.price.low), amount(state.price.high)];
    chips.push({ key: "price", name: t("listing.priceChip", { range: range.join(" – ") }), to: link({ ...state, price: null, page: 1 }) });
  }
  const count = liveCount ?? listing.productCount;

  return (
    <div className="container listing-page">
      {header}
      <div className="listing-layout">
        {/* Without JavaScript a checkbox and its label open the panel in CSS (in the tab order,
            Space toggles it); every filter choice reloads the page, closed. With JavaScript the
            page stays: the panel closes on "Show products" and on another page of results,
            not while the shopper is choosing. */}
        <input key={`${location.pathname}|${state.page}|${closed}`} type="checkbox" id="filters-toggle" className="filters-toggle css-toggle" />
        <label htmlFor="filters-toggle" className="filters-toggle-button button button-secondary">
          {t("listing.showFilters")}
        </label>
        <aside className="listing-sidebar" aria-label={t("listing.filters")}>
          <FilterPanel
            basePath={basePath}
            scope={scope}
            filters={filters}
            state={state}
            priceRange={listing.priceRange}
            productCount={listing.productCount}
            onLiveCount={onLiveCount}
            onApply={close}
          />
        </aside>
        <section className="listing-results" aria-labelledby="listing-count">
          <div className="listing-toolbar">
            {/* the results' heading (between the page's h1 and the cards' h3): the product count */}
            <h2 id="listing-count" className="listing-count" aria-live="polite">
              {t("listing.productCount", { count })}
            </h2>
            <SortSelect sort={state.sort} />
          </div>
          {chips.length > 0 ? (
            <div className="selected-filters">
              <h2 className="visually-hidden">{t("listing.selected")}</h2>
              <ul>
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link to={chip.to} className="chip" aria-label={t("listing.remove", { name: chip.name })} preventScrollReset>
                      {chip.name} <span aria-hidden="true">×</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={basePath + listingSearch({ filters: {}, price: null, sort: state.sort, page: 1 })} className="chip-clear" preventScrollReset>
                {t("listing.clearAll")}
              </Link>
            </div>
          ) : null}
          {listing.products.length > 0 ? (
            <ProductGrid products={listing.products} />
          ) : (
            <div className="listing-empty">
              <p>
                <strong>{chips.length > 0 ? t("listing.empty") : t("listing.emptyCategory")}</strong>
              </p>
              {chips.length > 0 ? <p>{t("listing.emptyHint")}</p> : null}
            </div>
          )}
          <Pagination basePath={basePath} state={state} pageCount={listing.pageCount} attributeOrder={attributeOrder} />
        </section>
      </div>
    </div>
  );
}
