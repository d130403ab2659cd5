import { redirect } from "@remix-run/node";
import { imageUrl } from "~/lib/images";
import { DEFAULT_SORT, isFormQuery, listingSearch } from "~/lib/listing-query";
import type { Seo } from "~/lib/seo";
import type { Listing } from "~/services/listing.server";

// What category and brand page loaders share around a listing: the canonical redirect of a
// plain-form query and the page's metadata.

/** What the plain HTML filter form sent becomes the canonical, shareable URL (spec §2 query). */
export function redirectFormQuery(url: URL, listing: Listing) {
  if (isFormQuery(url.searchParams)) {
    throw redirect(url.pathname + listingSearch(listing.state, listing.filters.map((f) => f.attributeCode)));
  }
}

export function listingSeo(url: URL, listing: Listing, text: { title: string; pagedTitle: string; description: string }): Seo {
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
