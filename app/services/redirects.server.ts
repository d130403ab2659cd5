import type { DB } from "~/db/db.server";

export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/**
 * Spec §2: every storefront page first gets a redirect check, which may send the visitor to
 * another internal or external URL. Paths are matched without the storefront prefix and
 * without a trailing slash.
 */
export async function findRedirect(db: DB, department: string, restPath: string): Promise<RedirectTarget | null> {
  const fromPath = restPath.length > 1 ? restPath.replace(/\/+$/, "") : restPath;
  const row = await db
    .selectFrom("redirect")
    .select(["to_url", "status"])
    .where("department", "=", department)
    .where("from_path", "=", fromPath)
    .executeTakeFirst();
  if (!row) return null;
  return { location: row.to_url, status: Number(row.status) === 302 ? 302 : 301 };
}
