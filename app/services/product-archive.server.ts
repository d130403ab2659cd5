import type { DB } from "~/db/db.server";
import { type SuccessorProblem, successorProblem } from "~/lib/product-archive";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";

// Archiving a product (README "Archiving products"): it leaves every listing, search, sitemap,
// recommendation and the wishlist, cannot be added to a cart, and its URL answers 410 or moves to
// its successor (301). Orders and carts already holding it keep it. Restoring undoes all that.

export interface ArchiveState {
  id: number;
  sku: string;
  name: string;
  archivedAt: string | null;
  successor: { id: number; sku: string } | null;
}

/** A product as the archive form shows it, or null. */
export async function getArchiveState(db: DB, productId: number): Promise<ArchiveState | null> {
  const row = await db
    .selectFrom("product as p")
    .leftJoin("product as s", "s.id", "p.successor_id")
    .select(["p.id", "p.sku", "p.type", "p.archived_at", "s.id as successor_id", "s.sku as successor_sku"])
    .where("p.id", "=", productId)
    .executeTakeFirst();
  if (!row || row.type !== "simple") return null;
  const names = await db.selectFrom("product_i18n").select(["lang", "name"]).where("product_id", "=", productId).execute();
  // the back office speaks English: the English name, else any
  const name = names.find((n) => n.lang === "en")?.name ?? names[0]?.name ?? row.sku;
  return {
    id: row.id,
    sku: row.sku,
    name,
    archivedAt: row.archived_at,
    successor: row.successor_id != null && row.successor_sku != null ? { id: row.successor_id, sku: row.successor_sku } : null,
  };
}

/** The id of the product a SKU names (exactly as written), or null. */
export async function productIdBySku(db: DB, sku: string) {
  const row = await db.selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirst();
  return row?.id ?? null;
}

export type ArchiveAnswer = { ok: true; changed: boolean } | { ok: false; problem: "unknownProduct" | SuccessorProblem };

/**
 * Archives a product, or changes the successor of an archived one; audited as `product.archive`.
 * Archiving again with the same successor changes nothing (and writes no audit row).
 */
export async function archiveProduct(db: DB, productId: number, options: { successorId: number | null }, actor: string): Promise<ArchiveAnswer> {
  return db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom("product").select(["id", "sku", "type", "archived_at", "successor_id"]).where("id", "=", productId).executeTakeFirst();
    if (!product || product.type !== "simple") return { ok: false, problem: "unknownProduct" } as const;
    if (options.successorId !== null) {
      const successor = await trx.selectFrom("product").select(["id", "type", "archived_at"]).where("id", "=", options.successorId).executeTakeFirst();
      const problem = successorProblem(productId, successor ? { id: successor.id, type: successor.type, archivedAt: successor.archived_at } : null);
      if (problem) return { ok: false, problem } as const;
    }
    if (product.archived_at !== null && product.successor_id === options.successorId) return { ok: true, changed: false } as const;
    const after = { archived_at: product.archived_at ?? new Date().toISOString(), successor_id: options.successorId };
    await trx.updateTable("product").set(after).where("id", "=", productId).execute();
    await recordAudit(trx, {
      actor,
      kind: "product.archive",
      subject: `product:${product.sku}`,
      before: { archivedAt: product.archived_at, successorId: product.successor_id },
      after: { archivedAt: after.archived_at, successorId: after.successor_id },
    });
    await markCatalogueChanged(trx);
    return { ok: true, changed: true } as const;
  });
}

/** Puts an archived product back on sale (its successor forgotten); audited as `product.restore`. */
export async function restoreProduct(
  db: DB,
  productId: number,
  actor: string,
): Promise<{ ok: true; changed: boolean } | { ok: false; problem: "unknownProduct" }> {
  return db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom("product").select(["id", "sku", "type", "archived_at", "successor_id"]).where("id", "=", productId).executeTakeFirst();
    if (!product || product.type !== "simple") return { ok: false, problem: "unknownProduct" } as const;
    if (product.archived_at === null) return { ok: true, changed: false } as const;
    await trx.updateTable("product").set({ archived_at: null, successor_id: null }).where("id", "=", productId).execute();
    await recordAudit(trx, {
      actor,
      kind: "product.restore",
      subject: `product:${product.sku}`,
      before: { archivedAt: product.archived_at, successorId: product.successor_id },
      after: { archivedAt: null, successorId: null },
    });
    await markCatalogueChanged(trx);
    return { ok: true, changed: true } as const;
  });
}

/**
 * Archives several products inside the caller's transaction (a bulk change on the products list,
 * product-bulk.server.ts, which writes one audit row for all): those already archived keep their
 * date and successor. Returns the ids it archived.
 */
export async function archiveProducts(trx: DB, productIds: readonly number[], at = new Date().toISOString()) {
  if (productIds.length === 0) return [];
  const open = await trx
    .selectFrom("product")
    .select("id")
    .where("id", "in", productIds)
    .where("type", "=", "simple")
    .where("archived_at", "is", null)
    .execute();
  const ids = open.map((r) => r.id);
  if (ids.length) await trx.updateTable("product").set({ archived_at: at, successor_id: null }).where("id", "in", ids).execute();
  return ids;
}
