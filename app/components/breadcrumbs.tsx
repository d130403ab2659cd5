import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHref } from "~/utils/shop";

/**
 * The trail above a product or category: home first (added here), then `items` — unprefixed
 * paths like "/nega-obraza", prefixed for this storefront — the last being the current page,
 * which is not a link.
 */
export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  const { t } = useTranslation();
  const href = useHref();
  const all = [{ name: t("product.breadcrumbs.home"), path: "/" }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={t("product.breadcrumbs.label")}>
      <ol>
        {all.map((item, index) => (
          <li key={`${item.path}-${index}`}>
            {index === all.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={href(item.path)}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
