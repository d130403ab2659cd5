import type { DB } from "~/db/db.server";
import type { Seo } from "~/lib/seo";
import type { Storefront } from "~/lib/storefront";

// Category pages (spec §2, §4): being built in issue 3.
export async function getCategoryPage(db: DB, storefront: Storefront, categoryId: number, _query: URLSearchParams, basePath: string) {
  const row = await db
    .selectFrom("category_i18n")
    .select(["name"])
    .where("category_id", "=", categoryId)
    .where("lang", "=", storefront.iso)
    .executeTakeFirstOrThrow();
  const seo: Seo = { title: row.name, description: row.name, canonicalPath: basePath };
  return { id: categoryId, name: row.name, seo };
}

export type CategoryPageData = Awaited<ReturnType<typeof getCategoryPage>>;
