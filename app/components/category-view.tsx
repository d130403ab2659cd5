import { Link } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import type { CategoryPageData } from "~/services/category.server";
import { useHref } from "~/utils/shop";
import { Breadcrumbs } from "./breadcrumbs";
import { ListingView } from "./listing/listing-view";

/** A category page (spec §2): trail, heading, subcategories, then the filterable listing. */
export function CategoryView({ data, basePath }: { data: CategoryPageData; basePath: string }) {
  const t = useT();
  const href = useHref();
  const header = (
    <>
      <Breadcrumbs items={data.trail.map((c) => ({ name: c.name, path: c.path }))} />
      <header className="listing-header">
        <h1>{data.name}</h1>
      </header>
      {data.childs.length > 0 ? (
        <nav className="subcategories" aria-label={t("listing.subcategories")}>
          <ul>
            {data.childs.map((child) => (
              <li key={child.id}>
                <Link to={href(`/${child.storeUrl}`)} className="subcategory">
                  {child.name} <span className="subcategory-count">{child.productCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
  return <ListingView basePath={basePath} scope={{ categoryIds: [data.id] }} listing={data.listing} header={header} />;
}
