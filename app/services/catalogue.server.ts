import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex } from "./listing-index.server";

/** spec §3 Category as the navigation shows it: id, name, urlKey, storeUrl, childs. */
export interface NavCategory {
  id: number;
  name: string;
  urlKey: string;
  storeUrl: string;
  childs: NavCategory[];
}

/**
 * The category navigation (spec §9 navbar_categories): the tree from the listing index
 * (catalogue data, rebuilt when the catalogue version moves), `depth` levels deep — the
 * header shows two, the JSON API the whole tree. `rootIds` (the navbar_categories block's
 * categoryIds) picks and orders the top level; without it every root category is shown.
 */
export async function getCategoryNavbar(db: DB, storefront: Storefront, options: { depth?: number; rootIds?: readonly number[] } = {}): Promise<NavCategory[]> {
  const { categoryTree: tree } = await getListingIndex(db);
  const depth = options.depth ?? 2;
  const node = (id: number, level: number): NavCategory[] => {
    const names = tree.byId.get(id)?.names[storefront.iso];
    if (!names) return [];
    const childs = level < depth ? (tree.children.get(id) ?? []).flatMap((child) => node(child, level + 1)) : [];
    return [{ id, name: names.name, urlKey: names.urlKey, storeUrl: names.storeUrl, childs }];
  };
  const roots = tree.children.get(null) ?? [];
  const shown = options.rootIds ? options.rootIds.filter((id) => roots.includes(id)) : roots;
  return shown.flatMap((id) => node(id, 1));
}

export type SlugMatch =
  | { type: "product"; id: number; name: string }
  | { type: "category"; id: number; name: string }
  /** an archived product's URL: 301 to its successor's URL in this storefront, or null (410) */
  | { type: "archived"; id: number; name: string; successorPath: string | null };

/**
 * Spec §2: the catch-all resolves a product by urlKey, or a category by urlKey or storeUrl. The
 * URL of an archived product is still known (README "Archiving products"): it moves to its
 * successor when that is sold here, else it is gone.
 */
export async function resolveSlug(db: DB, storefront: Storefront, slug: string): Promise<SlugMatch | null> {
  const clean = slug.replace(/^\/+|\/+$/g, "");
  if (!clean) return null;
  const [product, category] = await Promise.all([
    clean.includes("/")
      ? undefined
      : db
          .selectFrom("product_i18n as i")
          .innerJoin("product as p", "p.id", "i.product_id")
          .leftJoin("product as s", "s.id", "p.successor_id")
          .leftJoin("product_i18n as si", (join) => join.onRef("si.product_id", "=", "s.id").on("si.lang", "=", storefront.iso))
          .select([
            "p.id",
            "i.name",
            "p.archived_at",
            "si.url_key as successor_url_key",
            "s.archived_at as successor_archived_at",
            "s.brand_id as successor_brand_id",
          ])
          .where("i.lang", "=", storefront.iso)
          .where("i.url_key", "=", clean)
          .where("p.type", "=", "simple")
          .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId))
          .executeTakeFirst(),
    getListingIndex(db).then(({ categoryTree }) => {
      const id = categoryTree.bySlug.get(`${storefront.iso}\0${clean}`);
      const name = id === undefined ? undefined : categoryTree.byId.get(id)?.names[storefront.iso]?.name;
      return id === undefined || name === undefined ? undefined : { id, name };
    }),
  ]);
  if (product && product.archived_at !== null) {
    const successorSold =
      product.successor_url_key != null &&
      product.successor_archived_at === null &&
      (storefront.brandId === null || product.successor_brand_id === storefront.brandId);
    return { type: "archived", id: product.id, name: product.name, successorPath: successorSold ? `/${product.successor_url_key}` : null };
  }
  if (product) return { type: "product", id: product.id, name: product.name };
  if (category) return { type: "category", id: category.id, name: category.name };
  return null;
}
