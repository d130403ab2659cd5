import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { useHref } from "~/utils/shop";
import { JsonLd, useOrigin } from "./json-ld";

/**
 * The trail above a product or category: home first (added here), then `items` — unprefixed
 * paths like "/nega-obraza", prefixed for this storefront — the last being the current page,
 * which is not a link. Crawlers get the same trail as a schema.org BreadcrumbList, unless the
 * page states it in its own JSON-LD (`structuredData={false}`: the product page's @graph).
 */
export function Breadcrumbs({ items, structuredData = true }: { items: { name: string; path: string }[]; structuredData?: boolean }) {
  const t = useT();
  const href = useHref();
  const origin = useOrigin();
  const { pathname } = useLocation();
  const all = [{ name: t("product.breadcrumbs.home"), path: "/" }, ...items];
  // the last crumb is this page: its address is the one being shown (pages pass it prefixed or not)
  const trail = all.map((item, index) => ({ name: item.name, path: index === all.length - 1 ? pathname : href(item.path) }));
  return (
    <>
      {structuredData ? <JsonLd data={breadcrumbJsonLd(trail, origin)} /> : null}
      <nav className="breadcrumbs" aria-label={t("product.breadcrumbs.label")}>
        <ol>
          {all.map((item, index) => (
            <li key={`${item.path}-${index}`}>
              {index === all.length - 1 ? <span aria-current="page">{item.name}</span> : <Link to={href(item.path)}>{item.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
