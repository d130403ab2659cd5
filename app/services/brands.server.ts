import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";

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
    // the products a shopper can find here: regular products with a translation in this language
    db
      .selectFrom("product as p")
      .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", storefront.iso))
      .select((eb) => ["p.brand_id", eb.fn.countAll<number | string>().as("count")])
      .where("p.type", "=", "simple")
      .where("p.brand_id", "is not", null)
      .groupBy("p.brand_id")
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.brand_id, Number(row.count)]));
  return brands
    .map((b) => ({ id: b.id, name: b.name, urlKey: b.url_key, country: b.country, description: b.description ?? "", productCount: countOf.get(b.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, storefront.locale));
}
