import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getDb } from "~/db/db.server";
import type { loader as storeLoader } from "~/routes/_store";
import { getHomeContent } from "~/services/content.server";
import { useHref } from "~/utils/shop";
import { requirePage } from "~/utils/storefront-request.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: data.meta.title ?? data.h1 }, { name: "description", content: data.meta.description ?? "" }]
    : [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "home");
  return getHomeContent(getDb(), storefront);
}

export default function Home() {
  const { h1, banners, advantages, advantagesDescription, saleMessage } = useLoaderData<typeof loader>();
  const store = useRouteLoaderData<typeof storeLoader>("layout-store");
  const { t } = useTranslation();
  const href = useHref();
  return (
    <div className="home">
      {saleMessage?.enabled ? (
        <p className="sale-message">
          <span className="sale-message-mobile">{saleMessage.content.mobile}</span>
          <span className="sale-message-desktop">{saleMessage.content.desktop}</span>
        </p>
      ) : null}
      <div className="container">
        <h1 className="home-title">{h1}</h1>
        {banners.length > 0 ? (
          <section className="banners" aria-label={t("home.featured")}>
            {banners.map((banner, index) => (
              <Link key={banner.href} to={href(banner.href)} className={`banner banner-${index % 3}`}>
                <span className="banner-title">{banner.title}</span>
                <span className="banner-subtitle">{banner.subtitle}</span>
                <span className="banner-cta">{banner.cta} →</span>
              </Link>
            ))}
          </section>
        ) : null}
        {advantages.length > 0 ? (
          <section className="advantages">
            {advantagesDescription ? <p className="advantages-description">{advantagesDescription}</p> : null}
            <ul className="advantage-list">
              {advantages.map((advantage) => (
                <li key={advantage.title} className={`advantage advantage-${advantage.icon}`}>
                  <strong>{advantage.title}</strong>
                  <span>{advantage.text}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {store?.navigation.length ? (
          <section className="home-categories" aria-labelledby="home-categories-title">
            <h2 id="home-categories-title">{t("home.featured")}</h2>
            <ul className="category-tiles">
              {store.navigation.map((category) => (
                <li key={category.id} className="category-tile">
                  <Link to={href(`/${category.storeUrl}`)} className="category-tile-link">{category.name}</Link>
                  <ul className="category-tile-children">
                    {category.childs.map((child) => (
                      <li key={child.id}><Link to={href(`/${child.storeUrl}`)}>{child.name}</Link></li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
