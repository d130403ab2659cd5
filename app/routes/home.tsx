import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { HomeAdvantages, HomeBanners, HomeBrands, HomeCategories, HomeShopAdvantages, HomeSocial } from "~/components/home-blocks";
import { ProductGrid } from "~/components/product-card";
import { toCardSummary } from "~/services/product-card.server";
import { getDb } from "~/db/db.server";
import { imageSrcSet } from "~/lib/images";
import { isPageAllowed } from "~/lib/page-kind";
import { storefrontPath } from "~/lib/storefront";
import { getHomeContent } from "~/services/content.server";
import { requirePage, siteOrigin } from "~/utils/storefront-request.server";
import { storeMeta } from "~/utils/page-meta";
import { JsonLd, useOrigin } from "~/components/json-ld";
import { organizationJsonLd } from "~/lib/json-ld";
import { useHref } from "~/utils/shop";
import { getAlternates } from "~/services/alternates.server";
import { withMessages } from "~/utils/messages.server";
import type { PageHandle } from "~/lib/messages";

export const handle = { i18n: ["content"] } satisfies PageHandle;
export const meta = storeMeta;

/** Spec §9: the first 3 recommended products preload their image. */
const PRELOADED = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "home");
  const origin = siteOrigin(storefront, context);
  const [home, alternates] = await Promise.all([
    getHomeContent(getDb(), storefront),
    getAlternates(getDb(), storefront, context.publicAddress, { kind: "home" }),
  ]);
  const preloads = home.recommended.slice(0, PRELOADED).flatMap((product) => (product.image === null ? [] : [imageSrcSet(product.image, "small")]));
  return withMessages(storefront, handle.i18n, {
    ...home,
    recommended: home.recommended.map(toCardSummary),
    preloads,
    brandsPath: storefront.localizedRoutes.brands,
    // spec §2 shop types: link only to pages this storefront answers
    links: {
      catalogue: isPageAllowed(storefront.shopType, "catch-all"),
      brands: isPageAllowed(storefront.shopType, "brand"),
    },
    siteName: storefront.name,
    logo: home.meta.logo,
    origin,
    seo: { title: home.meta.title, description: home.meta.description, image: home.meta.image, canonicalPath: storefrontPath(storefront, "/"), alternates },
  });
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const origin = useOrigin();
  const href = useHref();
  // spec §3: the shop as a schema.org Organization, its social profiles as sameAs
  const organization = organizationJsonLd(
    { name: data.siteName, path: href("/"), logo: data.logo, sameAs: data.socialNetworks.map((item) => item.url) },
    origin,
  );
  return (
    <div className="home">
      <JsonLd data={organization} />
      {/* React 18 hoists nothing into <head>: the preloads stand first in the body, still ahead of every image.
          The same 1x/2x set as the cards' <img>, without imagesizes: sizes go with width descriptors only. */}
      {data.preloads.map((srcSet) => (
        <link key={srcSet} rel="preload" as="image" imageSrcSet={srcSet} />
      ))}
      {data.saleMessage ? (
        <p className="home-sale-message" role="note">
          <span className="home-sale-mobile">{data.saleMessage.content.mobile}</span>
          <span className="home-sale-desktop">{data.saleMessage.content.desktop}</span>
        </p>
      ) : null}
      <div className="container">
        <h1 className="home-h1">{data.h1}</h1>
        {data.banners.length > 0 ? <HomeBanners banners={data.banners} linked={data.links.catalogue} /> : null}
        {data.mainAdvantages.length > 0 ? <HomeAdvantages items={data.mainAdvantages} /> : null}
        {data.categories.length > 0 ? <HomeCategories categories={data.categories} linked={data.links.catalogue} /> : null}
        {data.recommended.length > 0 && data.links.catalogue ? (
          <section className="home-section home-recommended" aria-labelledby="home-recommended-title">
            <h2 id="home-recommended-title">{t("content.home.recommendedTitle")}</h2>
            <ProductGrid products={data.recommended} eagerCount={PRELOADED} />
          </section>
        ) : null}
        {data.brands.length > 0 ? <HomeBrands brands={data.brands} brandsPath={data.brandsPath} linked={data.links.brands} /> : null}
        {data.shopAdvantages.length > 0 ? <HomeShopAdvantages items={data.shopAdvantages} description={data.shopAdvantagesDescription} /> : null}
        {data.socialNetworks.length > 0 ? <HomeSocial networks={data.socialNetworks} /> : null}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
