import type { SerializeFrom } from "@remix-run/node";
import type { ReactNode } from "react";
import { HomeAdvantages, HomeBanners, HomeBrands, HomeCategories, HomeShopAdvantages, HomeSocial } from "~/components/home-blocks";
import { ProductGrid } from "~/components/product-card";
import { PRELOADED_RECOMMENDED } from "~/lib/home-content";
import type { getHomePageData } from "~/services/home-page.server";
import { useT } from "~/utils/use-t";

export type HomePageData = SerializeFrom<typeof getHomePageData>;

/** The home page (spec §9 blocks), as the storefront shows it and the back office previews a draft of it. */
export function HomeView({ data, children }: { data: HomePageData; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="home">
      {children}
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
            <ProductGrid products={data.recommended} eagerCount={PRELOADED_RECOMMENDED} />
          </section>
        ) : null}
        {data.brands.length > 0 ? <HomeBrands brands={data.brands} brandsPath={data.brandsPath} linked={data.links.brands} /> : null}
        {data.shopAdvantages.length > 0 ? <HomeShopAdvantages items={data.shopAdvantages} description={data.shopAdvantagesDescription} /> : null}
        {data.socialNetworks.length > 0 ? <HomeSocial networks={data.socialNetworks} /> : null}
        {data.banners.length === 0 && data.categories.length === 0 && data.recommended.length === 0 ? (
          // a shop started empty (issue 29 §2): a sentence where the products will be, not a blank page
          <p className="home-empty">{t("content.home.empty")}</p>
        ) : null}
      </div>
    </div>
  );
}
