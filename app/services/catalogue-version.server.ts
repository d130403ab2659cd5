import type { DB } from "~/db/db.server";

// The catalogue version (table catalogue_state): the one number every instance watches to know
// that the catalogue or the content changed. Its listing index, the caches kept per version
// (layout content, redirects, sitemaps) and the full-page cache move on within the version check
// (at most 5 s, listing-index.server.ts). Every write of catalogue or content marks it, inside the
// write's own transaction, or pages go stale on every instance.

export async function readCatalogueVersion(db: DB) {
  const row = await db.selectFrom("catalogue_state").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** The catalogue or content changed: pass `trx`, the transaction that made the change. */
export async function markCatalogueChanged(trx: DB) {
  await trx
    .updateTable("catalogue_state")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/**
 * Raises the version from `seen` to the next one, once: of several instances noticing the same
 * change (a dated special price starting), only the first moves it.
 */
export async function raiseCatalogueVersionFrom(db: DB, seen: number) {
  await db
    .updateTable("catalogue_state")
    .set({ version: seen + 1 })
    .where("id", "=", 1)
    .where("version", "=", seen)
    .execute();
}
