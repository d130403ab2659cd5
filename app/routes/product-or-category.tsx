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
import { pageGone, pageNotFound, requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { redirect } from "@remix-run/node";
import { storefrontPath } from "~/lib/storefront";
import { storeMeta } from "~/utils/page-meta";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import { productCartState, productCartStateOf } from "~/utils/product-cart.server";
import { payablePrice } from "~/services/product-card.server";
import type { PageHandle } from "~/lib/messages";
import type { Storefront } from "~/lib/storefront";

export const handle = { i18n: ["listing", "product"] } satisfies PageHandle;
export const meta = storeMeta;

// Spec §2: /{slug...} is a product (by urlKey) or a category (by urlKey or storeUrl) of the
// current storefront; nothing found is the 404 page. The loader finds which, and hands over.
export async function loader(args: LoaderFunctionArgs) {
  const { storefront, restPath } = await requirePage(args.request, args.context, "catch-all");
  const slug = safeDecode(restPath);
  const match = slug === null ? null : await resolveSlug(getDb(), storefront, slug);
  if (!match) throw await pageNotFound(storefront, new URL(args.request.url).pathname);
  // an archived product: moved to its successor for good, or gone (README "Archiving products")
  if (match.type === "archived") {
    if (match.successorPath) throw redirect(storefrontPath(storefront, match.successorPath), 301);
    throw await pageGone(storefront);
  }
  const page = match.type === "product" ? await productPage(args, storefront, match.id) : await categoryPage(args, storefront, match.id);
  return withMessages(storefront, handle.i18n, page);
}

/** The product page: the product, its alternates in other storefronts, what the cart holds of it. */
async function productPage({ request, context }: LoaderFunctionArgs, storefront: Storefront, productId: number) {
  const db = getDb();
  const url = new URL(request.url);
  const [page, alternates] = await Promise.all([
    getProductPage(db, storefront, productId, url.pathname),
    getAlternates(db, storefront, context.publicAddress, { kind: "product", id: productId }),
  ]);
  if (!page) throw await pageNotFound(storefront, url.pathname);
  const price = payablePrice(page.product.price);
  const cart = await productCartState(request, context, storefront, productId, price);
  // the hint for a visitor without a cart (the product alone): what the cached page's hole holds
  const { shipping: shippingAlone } = await productCartStateOf(null, storefront, productId, price, null);
  return {
    siteName: storefront.name,
    origin: siteOrigin(storefront, context),
    kind: "product" as const,
    page: { ...page, cart, shippingAlone, payableCents: price },
    seo: { ...page.seo, type: "product" as const, alternates },
  };
}

/** The category page: its listing, filtered and sorted as the URL says. */
async function categoryPage({ request, context }: LoaderFunctionArgs, storefront: Storefront, categoryId: number) {
  const db = getDb();
  const url = new URL(request.url);
  const page = await getCategoryPage(db, storefront, categoryId, url.searchParams);
  if (!page) throw await pageNotFound(storefront, url.pathname);
  const { seo, listing, basePath } = await listingPageData(url, storefront, page.listing, page.name, "listing.metaDescription");
  // filtered or later pages are not the same page elsewhere: only the plain first page has alternates
  if (seo.index !== false && !seo.canonicalPath.includes("?")) {
    seo.alternates = await getAlternates(db, storefront, context.publicAddress, { kind: "category", id: categoryId });
  }
  return { siteName: storefront.name, origin: siteOrigin(storefront, context), kind: "category" as const, page: { ...page, listing }, seo, basePath };
}

export default function ProductOrCategoryPage() {
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
