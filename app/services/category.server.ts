import type { DB } from "~/db/db.server";
import { countIntersection } from "~/lib/bitset";
import { readListingQuery } from "~/lib/listing-query";
import type { Storefront } from "~/lib/storefront";
import { getCategoryTrail } from "./breadcrumbs.server";
import { getListingIndex } from "./listing-index.server";
import { getListing, type ListingPage } from "./listing.server";

// Category pages (spec §2, §3 Category, §4 Query to filter): the category, its subcategories,
// its trail, and the filtered, sorted page of products the query asks for.

export interface CategoryLink {
  id: number;
  name: string;
  urlKey: string;
  storeUrl: string;
  productCount: number;
}

/** Subcategories with the number of products this storefront sells in each. */
async function getChildCategories(db: DB, storefront: Storefront, categoryId: number): Promise<CategoryLink[]> {
  const index = await getListingIndex(db);
  const brandSet = storefront.brandId !== null ? index.brands.get(storefront.brandId)?.set : undefined;
  return (index.categoryTree.children.get(categoryId) ?? []).flatMap((id) => {
    const names = index.categoryTree.byId.get(id)?.names[storefront.iso];
    const set = index.categories.get(id)?.set;
    if (!names || !set) return [];
    const productCount = countIntersection(set, brandSet ?? index.all);
    return productCount > 0 ? [{ id, name: names.name, urlKey: names.urlKey, storeUrl: names.storeUrl, productCount }] : [];
  });
}

/** A category page's data; null when the category has no name in the storefront's language. */
export async function getCategoryPage(db: DB, storefront: Storefront, categoryId: number, query: URLSearchParams) {
  const index = await getListingIndex(db);
  const names = index.categoryTree.byId.get(categoryId)?.names[storefront.iso];
  if (!names) return null;
  const [childs, trail, listing] = await Promise.all([
    getChildCategories(db, storefront, categoryId),
    getCategoryTrail(db, storefront, categoryId),
    getListing(db, storefront, { categoryIds: [categoryId] }, (known) => readListingQuery(query, known)),
  ]);
  return { id: categoryId, name: names.name, urlKey: names.urlKey, storeUrl: names.storeUrl, childs, trail, listing };
}

export type CategoryPageData = Omit<NonNullable<Awaited<ReturnType<typeof getCategoryPage>>>, "listing"> & { listing: ListingPage };

/** The active category as spec §3 names its fields, for GET /api/category/fetchCategory. */
export async function getCategoryApiData(db: DB, storefront: Storefront, categoryId: number, query: URLSearchParams) {
  const [page, index] = await Promise.all([getCategoryPage(db, storefront, categoryId, query), getListingIndex(db)]);
  if (!page) return null;
  const descendants = [...index.categoryTree.byId.values()].filter((c) => c.lineage.includes(categoryId));
  const base = index.categories.get(categoryId)?.set;
  const storefrontBrand = storefront.brandId;
  const manufacturerIds = base
    ? [...index.brands]
        .filter(([brandId, brand]) => (storefrontBrand === null || brandId === storefrontBrand) && countIntersection(base, brand.set) > 0)
        .map(([brandId]) => brandId)
        .sort((a, b) => a - b)
    : [];
  const { listing } = page;
  return {
    id: page.id,
    name: page.name,
    urlKey: page.urlKey,
    storeUrl: page.storeUrl,
    childs: page.childs,
    categoriesIds: descendants.map((row) => row.id),
    productIds: [] as number[],
    manufacturerIds,
    filters: listing.filters.map((f) => ({
      attributeCode: f.attributeCode,
      name: f.name,
      values: f.values.map(({ id, value, productCount }) => ({ id, value, productCount })),
    })),
    selectedFiltersValues: Object.entries(listing.state.filters).map(([attributeCode, valueIds]) => ({ attributeCode, valueIds })),
    additionalProductFilters: { price: listing.price ? `${listing.price.low},${listing.price.high}` : null, priceRange: listing.priceRange },
    productCount: listing.productCount,
    page: listing.state.page,
    pageCount: listing.pageCount,
    orderBy: listing.state.sort,
    products: listing.products,
  };
}
