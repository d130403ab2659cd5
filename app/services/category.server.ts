import type { DB } from "~/db/db.server";
import { countIntersection } from "~/lib/bitset";
import { readListingQuery } from "~/lib/listing-query";
import type { Storefront } from "~/lib/storefront";
import { getCategoryTrail } from "./breadcrumbs.server";
import { getListingIndex } from "./listing-index.server";
import { getListing } from "./listing.server";

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
  const [rows, index] = await Promise.all([
    db
      .selectFrom("category as c")
      .innerJoin("category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", storefront.iso))
      .select(["c.id", "i.name", "i.url_key", "i.store_url"])
      .where("c.parent_id", "=", categoryId)
      .orderBy("c.position")
      .execute(),
    getListingIndex(db),
  ]);
  const brandSet = storefront.brandId !== null ? index.brands.get(storefront.brandId)?.set : undefined;
  return rows
    .map((row) => {
      const set = index.categories.get(row.id)?.set;
      const productCount = !set ? 0 : brandSet ? countIntersection(set, brandSet) : countIntersection(set, index.all);
      return { id: row.id, name: row.name, urlKey: row.url_key, storeUrl: row.store_url, productCount };
    })
    .filter((child) => child.productCount > 0);
}

export async function getCategoryPage(db: DB, storefront: Storefront, categoryId: number, query: URLSearchParams) {
  const [category, childs, trail, listing] = await Promise.all([
    db
      .selectFrom("category_i18n")
      .select(["name", "url_key", "store_url"])
      .where("category_id", "=", categoryId)
      .where("lang", "=", storefront.iso)
      .executeTakeFirstOrThrow(),
    getChildCategories(db, storefront, categoryId),
    getCategoryTrail(db, storefront, categoryId),
    getListing(db, storefront, { categoryIds: [categoryId] }, (known) => readListingQuery(query, known)),
  ]);
  return {
    id: categoryId,
    name: category.name,
    urlKey: category.url_key,
    storeUrl: category.store_url,
    childs,
    trail,
    listing,
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof getCategoryPage>>;

/** The active category as spec §3 names its fields, for GET /api/category/fetchCategory. */
export async function getCategoryApiData(db: DB, storefront: Storefront, categoryId: number, query: URLSearchParams) {
  const exists = await db.selectFrom("category_i18n").select("category_id").where("category_id", "=", categoryId).where("lang", "=", storefront.iso).executeTakeFirst();
  if (!exists) return null;
  const [page, index, descendants] = await Promise.all([
    getCategoryPage(db, storefront, categoryId, query),
    getListingIndex(db),
    db.selectFrom("category").select("id").where("path", "like", `%/${categoryId}/%`).orderBy("level").orderBy("position").execute(),
  ]);
  const base = index.categories.get(categoryId)?.set;
  const storefrontBrand = storefront.brandId;
  const manufacturerIds = base
    ? [...index.brands].filter(([brandId, brand]) => (storefrontBrand === null || brandId === storefrontBrand) && countIntersection(base, brand.set) > 0).map(([brandId]) => brandId).sort((a, b) => a - b)
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
    filters: listing.filters.map((f) => ({ attributeCode: f.attributeCode, name: f.name, values: f.values.map(({ id, value, productCount }) => ({ id, value, productCount })) })),
    selectedFiltersValues: Object.entries(listing.state.filters).map(([attributeCode, valueIds]) => ({ attributeCode, valueIds })),
    additionalProductFilters: { price: listing.price ? `${listing.price.low},${listing.price.high}` : null, priceRange: listing.priceRange },
    productCount: listing.productCount,
    page: listing.state.page,
    pageCount: listing.pageCount,
    orderBy: listing.state.sort,
    products: listing.products,
  };
}
