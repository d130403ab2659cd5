import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";

export interface NavCategory {
  id: number;
  name: string;
  storeUrl: string;
  childs: NavCategory[];
}

/** The category navigation (spec §9 navbar_categories): the first two levels of the tree. */
export async function getCategoryNavbar(db: DB, storefront: Storefront): Promise<NavCategory[]> {
  const rows = await db
    .selectFrom("category as c")
    .innerJoin("category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", storefront.iso))
    .select(["c.id", "c.parent_id", "c.level", "i.name", "i.store_url"])
    .where("c.level", "<=", 2)
    .orderBy("c.level")
    .orderBy("c.position")
    .execute();
  const byId = new Map<number, NavCategory>();
  const roots: NavCategory[] = [];
  for (const row of rows) {
    const node: NavCategory = { id: row.id, name: row.name, storeUrl: row.store_url, childs: [] };
    byId.set(row.id, node);
    if (row.parent_id === null) roots.push(node);
    else byId.get(row.parent_id)?.childs.push(node);
  }
  return roots;
}

export type SlugMatch =
  | { type: "product"; id: number; name: string }
  | { type: "category"; id: number; name: string };

/** Spec §2: the catch-all resolves a product by urlKey, or a category by urlKey or storeUrl. */
export async function resolveSlug(db: DB, storefront: Storefront, slug: string): Promise<SlugMatch | null> {
  const clean = slug.replace(/^\/+|\/+$/g, "");
  if (!clean) return null;
  const [product, category] = await Promise.all([
    clean.includes("/")
      ? undefined
      : db
          .selectFrom("product_i18n as i")
          .innerJoin("product as p", "p.id", "i.product_id")
          .select(["p.id", "i.name"])
          .where("i.lang", "=", storefront.iso)
          .where("i.url_key", "=", clean)
          .where("p.type", "=", "simple")
          .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId))
          .executeTakeFirst(),
    db
      .selectFrom("category_i18n")
      .select(["category_id as id", "name"])
      .where("lang", "=", storefront.iso)
      .where((eb) => eb.or([eb("store_url", "=", clean), eb("url_key", "=", clean)]))
      .executeTakeFirst(),
  ]);
  if (product) return { type: "product", id: product.id, name: product.name };
  if (category) return { type: "category", id: category.id, name: category.name };
  return null;
}
