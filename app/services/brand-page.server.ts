import type { DB } from "~/db/db.server";
import { readListingQuery } from "~/lib/listing-query";
import type { Storefront } from "~/lib/storefront";
import { getListing } from "./listing.server";

// Brand detail pages (spec §2 /brands/{prop}): the brand and its products, with the same
// filters and sort as a category page.

export async function getBrandPage(db: DB, storefront: Storefront, urlKey: string, query: URLSearchParams) {
  const brand = await db
    .selectFrom("brand as b")
    .leftJoin("brand_i18n as i", (join) => join.onRef("i.brand_id", "=", "b.id").on("i.lang", "=", storefront.iso))
    .select(["b.id", "b.name", "b.url_key", "b.country", "i.description"])
    .where("b.url_key", "=", urlKey)
    .executeTakeFirst();
  if (!brand) return null;
  const listing = await getListing(db, storefront, { manufacturerIds: [brand.id] }, (known) => readListingQuery(query, known));
  return { id: brand.id, name: brand.name, urlKey: brand.url_key, country: brand.country, description: brand.description ?? "", listing };
}

export type BrandPageData = NonNullable<Awaited<ReturnType<typeof getBrandPage>>>;
