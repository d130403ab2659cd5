import { Link } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { type ListingState, listingSearch, pageWindow } from "~/lib/listing-query";

/** Real links to every page (spec §2 `p`), so crawlers and shoppers without JavaScript can page. */
export function Pagination({
  basePath,
  state,
  pageCount,
  attributeOrder,
}: {
  basePath: string;
  state: ListingState;
  pageCount: number;
  attributeOrder: string[];
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const to = (page: number) => basePath + listingSearch({ ...state, page }, attributeOrder);
  return (
    <nav className="pagination" aria-label={t("listing.pagination")}>
      {state.page > 1 ? (
        <Link to={to(state.page - 1)} rel="prev" className="pagination-step">
          ← {t("listing.previous")}
        </Link>
      ) : null}
      <ol className="pagination-pages">
        {pageWindow(state.page, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === state.page ? (
                // a <span> may not carry aria-label (ARIA in HTML): the page's name is hidden text beside the digit
                <span aria-current="page">
                  <span className="visually-hidden">{t("listing.page", { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <Link to={to(page)} aria-label={t("listing.page", { page })}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {state.page < pageCount ? (
        <Link to={to(state.page + 1)} rel="next" className="pagination-step">
          {t("listing.next")} →
        </Link>
      ) : null}
    </nav>
  );
}
