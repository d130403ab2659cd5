import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex } from "./listing-index.server";

// The category trail of breadcrumbs (product and category pages): the category and its
// ancestors, root first, in the storefront language, from the category tree of the listing index.

export interface TrailItem {
  id: number;
  name: string;
  /** unprefixed page path, "/" + store_url */
  path: string;
}

export async function getCategoryTrail(db: DB, storefront: Storefront, categoryId: number): Promise<TrailItem[]> {
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) return [];
  const { categoryTree } = await getListingIndex(db);
  return (categoryTree.byId.get(categoryId)?.lineage ?? []).flatMap((id) => {
    const names = categoryTree.byId.get(id)?.names[storefront.iso];
    return names ? [{ id, name: names.name, path: `/${names.storeUrl}` }] : [];
  });
}
