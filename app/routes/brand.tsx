import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ListingView } from "~/components/listing/listing-view";
import { getDb } from "~/db/db.server";
import { seoMeta } from "~/lib/seo";
import { getBrandPage } from "~/services/brand-page.server";
import { listingPageData } from "~/utils/listing-page.server";
import { useShop } from "~/utils/shop";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo, data.siteName, data.origin) : []);

// Spec §2 brand detail (/brands/{prop}, /brand/{prop} and the localized names; the gate has
// already moved a foreign name to this storefront's): the brand's products, filterable.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "brand");
  const url = new URL(request.url);
  const page = await getBrandPage(getDb(), storefront, params.prop ?? "", url.searchParams);
  if (!page) throw await pageNotFound(storefront, url.pathname);
  const { seo, listing, basePath } = await listingPageData(url, storefront, page.listing, page.name, "listing.brandMetaDescription");
  return { page: { ...page, listing }, seo, siteName: storefront.name, origin: url.origin, basePath };
}

export default function BrandPage() {
  const { page, basePath } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const shop = useShop();
  const country = new Intl.DisplayNames([i18n.language], { type: "region" }).of(page.country) ?? page.country;
  const header = (
    <>
      <Breadcrumbs
        items={[
          { name: t("header.brands"), path: `/${shop?.localizedRoutes.brands ?? "brands"}` },
          { name: page.name, path: basePath },
        ]}
      />
      <header className="listing-header">
        <h1>{page.name}</h1>
        <span className="brand-country">{country}</span>
      </header>
      {page.description ? <p className="listing-intro">{page.description}</p> : null}
    </>
  );
  return <ListingView basePath={basePath} scope={{ manufacturerIds: [page.id] }} listing={page.listing} header={header} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
