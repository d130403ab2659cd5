import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";

/** The categories from the root down to `categoryId`, in the storefront language. */
export async function getCategoryTrail(db: DB, storefront: Storefront, categoryId: number): Promise<{ id: number; name: string; path: string }[]> {
  const category = await db.selectFrom("category").select("path").where("id", "=", categoryId).executeTakeFirst();
  if (!category) return [];
  const ids = category.path.split("/").filter(Boolean).map(Number);
  const rows = await db
    .selectFrom("category_i18n")
    .select(["category_id", "name", "store_url"])
    .where("lang", "=", storefront.iso)
    .where("category_id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.category_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, name: row.name, path: `/${row.store_url}` }] : [];
  });
}
