import type { DB } from "~/db/db.server";

// The catalogue version (table catalogue_state): the one number every instance watches to know
// that the catalogue or the content changed. Its listing index, the caches kept per version
// (layout content, redirects, sitemaps) and the full-page cache move on within the version check
// (at most 5 s, listing-index.server.ts; at once on the instance that made the change). Every
// write of catalogue or content marks it, inside the write's own transaction, or pages go stale
// on every instance.

export async function readCatalogueVersion(db: DB) {
  const row = await db.selectFrom("catalogue_state").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * When this process last changed the catalogue or content (0: never). For the next 5 s its
 * listing index checks the version far more often than every 5 s, so a merchant's edit shows on
 * the instance that took it at once, not up to 5 s later (listing-index.server.ts); the other
 * instances follow within the usual check.
 */
const CHANGED_KEY = Symbol.for("storefront.catalogueChangedHereAt");
// on globalThis, as the database connection is: server.ts and the app's build are two module graphs in one process
const changed = globalThis as typeof globalThis & { [CHANGED_KEY]?: number };
export const lastChangedHere = () => changed[CHANGED_KEY] ?? 0;

/** The catalogue or content changed: pass `trx`, the transaction that made the change. */
export async function markCatalogueChanged(trx: DB) {
  changed[CHANGED_KEY] = Date.now();
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
