import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex, memoOnIndex, searchNames } from "./listing-index.server";

// The brand list (spec §2 /brands and its localized names): every brand with its country,
// short description in the storefront language and how many products this storefront sells.

export interface BrandListItem {
  id: number;
  name: string;
  urlKey: string;
  country: string;
  description: string;
  productCount: number;
}

export async function getBrandList(db: DB, storefront: Storefront): Promise<BrandListItem[]> {
  const [brands, counts] = await Promise.all([
    db
      .selectFrom("brand as b")
      .leftJoin("brand_i18n as i", (join) => join.onRef("i.brand_id", "=", "b.id").on("i.lang", "=", storefront.iso))
      .select(["b.id", "b.name", "b.url_key", "b.country", "i.description"])
      .$if(storefront.brandId !== null, (q) => q.where("b.id", "=", storefront.brandId))
      .execute(),
    brandProductCounts(db, storefront.iso),
  ]);
  return brands
    .map((b) => ({ id: b.id, name: b.name, urlKey: b.url_key, country: b.country, description: b.description ?? "", productCount: counts.get(b.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, storefront.locale));
}

/**
 * How many products of each brand a shopper can find in a language: regular products with a
 * translation in it. Counted once per catalogue version and language from the listing index
 * (its brand sets and the language's names), not by a count over every product per request.
 */
async function brandProductCounts(db: DB, language: string): Promise<Map<number, number>> {
  const index = await getListingIndex(db);
  const { names } = await searchNames(db, index, language);
  return memoOnIndex(index, `brand-counts:${language}`, () => {
    const counts = new Map<number, number>();
    for (const [brandId, brand] of index.brands) {
      let n = 0;
      for (const slot of brand.ordered) if (names[slot] !== "") n++;
      counts.set(brandId, n);
    }
    return counts;
  });
}
