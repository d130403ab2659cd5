import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";

// The category trail of breadcrumbs (product and category pages): the category and its
// ancestors, root first, in the storefront language. One query: `category.path` ("/1/4/12/")
// of the category starts with the path of each of its ancestors.

export interface TrailItem {
  id: number;
  name: string;
  /** unprefixed page path, "/" + store_url */
  path: string;
}

export async function getCategoryTrail(db: DB, storefront: Storefront, categoryId: number): Promise<TrailItem[]> {
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) return [];
  const rows = await db
    .selectFrom("category as self")
    .innerJoin("category as c", (join) => join.on(sql<boolean>`self.path like c.path || '%'`))
    .innerJoin("category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", storefront.iso))
    .select(["c.id", "c.level", "i.name", "i.store_url"])
    .where("self.id", "=", categoryId)
    .orderBy("c.level")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, path: `/${row.store_url}` }));
}
