import { redirect } from "@remix-run/node";
import { getFixedT } from "~/i18next.server";
import { imageUrl } from "~/lib/images";
import { safeRedirect } from "~/lib/safe-redirect";
import { DEFAULT_SORT, isFormQuery, listingSearch } from "~/lib/listing-query";
import type { Seo } from "~/lib/seo";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { type Listing, toListingPage } from "~/services/listing.server";

// What category and brand page loaders share around a listing: the canonical redirect of a
// plain-form query, the page's metadata, and the listing as the browser receives it.

/** What the plain HTML filter form sent becomes the canonical, shareable URL (spec §2 query). */
function redirectFormQuery(url: URL, storefront: Storefront, listing: Listing) {
  if (isFormQuery(url.searchParams)) {
    // the path is the request's: "//slug" would be another host to the browser (open redirect)
    const target =
      url.pathname +
      listingSearch(
        listing.state,
        listing.filters.map((f) => f.attributeCode),
      );
    throw redirect(safeRedirect(target, storefrontPath(storefront, "/")));
  }
}

function listingSeo(url: URL, listing: Listing, text: { title: string; pagedTitle: string; description: string }): Seo {
  const { state } = listing;
  const filtered = Object.keys(state.filters).length > 0 || state.price !== null || state.sort !== DEFAULT_SORT;
  const firstImage = listing.products.find((p) => p.image !== null)?.image;
  return {
    title: state.page > 1 ? text.pagedTitle : text.title,
    description: text.description,
    canonicalPath: url.pathname + (state.page > 1 && !filtered ? `?p=${state.page}` : ""),
    image: firstImage ? imageUrl(firstImage, 700) : null,
    // filtered and re-sorted lists are the same products again: keep them out of the index
    index: !filtered,
  };
}

/**
 * The listing part of a category or brand page's loader data: redirects a plain-form query to
 * its canonical URL (thrown), then metadata and the slim listing.
 */
export async function listingPageData(
  url: URL,
  storefront: Storefront,
  listing: Listing,
  name: string,
  descriptionKey: "listing.metaDescription" | "listing.brandMetaDescription",
) {
  redirectFormQuery(url, storefront, listing);
  const t = await getFixedT(storefront.iso);
  const seo = listingSeo(url, listing, {
    title: name,
    pagedTitle: t("listing.pageTitle", { name, page: listing.state.page }),
    // the return period the shop states is its withdrawal period, from its settings (issue 29 §1)
    description: t(descriptionKey, { name, shop: storefront.name, days: storefront.withdrawalDays }),
  });
  return { seo, listing: toListingPage(listing), basePath: url.pathname };
}
