import type { DB } from "~/db/db.server";
import type { Blocks } from "~/lib/content-blocks";
import { type HomeEditCode, PRELOADED_RECOMMENDED } from "~/lib/home-content";
import { imageSrcSet } from "~/lib/images";
import { isPageAllowed } from "~/lib/page-kind";
import type { Storefront } from "~/lib/storefront";
import { getHomeContent } from "./content.server";
import { toCardSummary } from "./product-card.server";

/**
 * What components/home-view.tsx draws: the home route's page and the back office's preview of a
 * draft (admin.content.home-preview.tsx), which passes its draft blocks to lay over the live ones.
 */
export async function getHomePageData(db: DB, storefront: Storefront, draft: Blocks<HomeEditCode> = {}) {
  const home = await getHomeContent(db, storefront, draft);
  const preloads = home.recommended.slice(0, PRELOADED_RECOMMENDED).flatMap((product) => (product.image === null ? [] : [imageSrcSet(product.image, "small")]));
  return {
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
    // the Organization's legal name, address and contact: the shop settings (README "Shop settings")
    company: storefront.company,
    contact: storefront.contact,
  };
}
