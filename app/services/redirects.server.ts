import type { DB } from "~/db/db.server";
import { getListingIndex, memoAsyncOnIndex } from "./listing-index.server";

export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/**
 * Spec §2: every storefront page first gets a redirect check, which may send the visitor to
 * another internal or external URL. Paths are matched without the storefront prefix and
 * without a trailing slash. The redirects are read once per catalogue version (they are written
 * with the catalogue, which raises it), not with a query on every page view.
 */
export async function findRedirect(db: DB, department: string, restPath: string): Promise<RedirectTarget | null> {
  const fromPath = restPath.length > 1 ? restPath.replace(/\/+$/, "") : restPath;
  return (await redirectMap(db)).get(`${department}\0${fromPath}`) ?? null;
}

async function redirectMap(db: DB): Promise<Map<string, RedirectTarget>> {
  return memoAsyncOnIndex(await getListingIndex(db), "redirects", async () => {
    const rows = await db.selectFrom("redirect").select(["department", "from_path", "to_url", "status"]).execute();
    return new Map(
      rows.map((row) => [`${row.department}\0${row.from_path}`, { location: row.to_url, status: Number(row.status) === 302 ? 302 : 301 } as RedirectTarget]),
    );
  });
}
