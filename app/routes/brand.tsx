import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useT } from "~/utils/use-t";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ListingView } from "~/components/listing/listing-view";
import { getDb } from "~/db/db.server";
import { getBrandPage } from "~/services/brand-page.server";
import { listingPageData } from "~/utils/listing-page.server";
import { useShop } from "~/utils/shop";
import { pageNotFound, requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["listing", "content"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2 brand detail (/brands/{prop}, /brand/{prop} and the localized names; the gate has
// already moved a foreign name to this storefront's): the brand's products, filterable.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "brand");
  const url = new URL(request.url);
  const page = await getBrandPage(getDb(), storefront, params.prop ?? "", url.searchParams);
  if (!page) throw await pageNotFound(storefront, url.pathname);
  const { seo, listing, basePath } = await listingPageData(url, storefront, page.listing, page.name, "listing.brandMetaDescription");
  // filtered or later pages are not the same page elsewhere: only the plain first page has alternates
  if (seo.index !== false && !seo.canonicalPath.includes("?")) {
    seo.alternates = await getAlternates(getDb(), storefront, context.publicAddress, { kind: "brand", urlKey: page.urlKey });
  }
  return withMessages(storefront, handle.i18n, {
    page: { ...page, listing },
    seo,
    siteName: storefront.name,
    origin: siteOrigin(storefront, context),
    basePath,
  });
}

export default function BrandPage() {
  const { page, basePath } = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  const t = useT();
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
