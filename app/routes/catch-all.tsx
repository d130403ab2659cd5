import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryView } from "~/components/category-view";
import { ProductView } from "~/components/product-view";
import { getDb } from "~/db/db.server";
import { TrackEvent } from "~/components/track-event";
import { viewItemEvent, viewItemListEvent } from "~/lib/analytics-items";
import { safeDecode } from "~/lib/url";
import { resolveSlug } from "~/services/catalogue.server";
import { getCategoryPage } from "~/services/category.server";
import { getProductPage } from "~/services/product.server";
import { listingPageData } from "~/utils/listing-page.server";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { siteOrigin } from "~/utils/session.server";
import { withMessages } from "~/utils/messages.server";
import { productCartState } from "~/utils/product-cart.server";
import { payablePrice } from "~/services/product-card.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["listing", "product"] } satisfies PageHandle;
export function loader(args: LoaderFunctionArgs) {
  return withMessages(handle.i18n, pageLoader)(args);
}

export const meta = storeMeta;

// Spec §2: /{slug...} is a product (by urlKey) or a category (by urlKey or storeUrl) of the
// current storefront; nothing found is the 404 page.
async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront, restPath } = await requirePage(request, context, "catch-all");
  const url = new URL(request.url);
  const slug = safeDecode(restPath);
  const db = getDb();
  const match = slug === null ? null : await resolveSlug(db, storefront, slug);
  if (!match) throw await pageNotFound(storefront, url.pathname);
  const common = { siteName: storefront.name, origin: siteOrigin(storefront, context) };
  if (match.type === "product") {
    const [page, alternates] = await Promise.all([
      getProductPage(db, storefront, match.id, url.pathname),
      getAlternates(db, storefront, context.publicAddress, { kind: "product", id: match.id }),
    ]);
    if (!page) throw await pageNotFound(storefront, url.pathname);
    const cart = await productCartState(request, storefront, match.id, payablePrice(page.product.price));
    return { ...common, kind: "product" as const, page: { ...page, cart }, seo: { ...page.seo, type: "product" as const, alternates } };
  }

  const page = await getCategoryPage(db, storefront, match.id, url.searchParams);
  if (!page) throw await pageNotFound(storefront, url.pathname);
  const { seo, listing, basePath } = await listingPageData(url, storefront, page.listing, page.name, "listing.metaDescription");
  // filtered or later pages are not the same page elsewhere: only the plain first page has alternates
  if (seo.index !== false && !seo.canonicalPath.includes("?")) {
    seo.alternates = await getAlternates(db, storefront, context.publicAddress, { kind: "category", id: match.id });
  }
  return { ...common, kind: "category" as const, page: { ...page, listing }, seo, basePath };
}

export default function CatalogueEntry() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "product") {
    return (
      <>
        <TrackEvent eventKey={`item:${data.page.product.id}`} event={viewItemEvent(data.page.product)} />
        <ProductView data={data.page} />
      </>
    );
  }
  const { listing } = data.page;
  return (
    <>
      <TrackEvent eventKey={`list:${listing.products.map((p) => p.id).join(",")}`} event={viewItemListEvent(data.page.name, listing.products)} />
      <CategoryView data={data.page} basePath={data.basePath} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
