import type { DB } from "~/db/db.server";
import { insertMany } from "~/db/seed/bulk.server";
import { rebuildSearchIndex } from "~/db/search-index";
import { linksAfter } from "~/lib/category-tree";
import { type BulkAction, type BulkPrices, BULK_MAX, lowestAfter, pricesAfter, pricesProblem } from "~/lib/product-bulk";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { archiveProducts } from "./product-archive.server";

// Bulk changes on the products list (README "Bulk changes"): a preview of what a change does to
// each selected product, and the change itself — all or nothing, in one transaction with one
// audit row naming the products and the catalogue version. A price of 0 or less or a special
// price not below the price for any product refuses the whole change, naming those products.

export interface BulkRow {
  id: number;
  sku: string;
  name: string;
  before: BulkPrices;
  after: BulkPrices;
  /** what the change does besides prices, in words ("added to Candles", "archived already") */
  note: string;
  problem: string | null;
}

export type BulkPlan = { ok: true; rows: BulkRow[]; changed: number } | { ok: false; message: string; rows: BulkRow[] };

async function defaultLanguage(db: DB) {
  const row = await db.selectFrom("storefront").select("iso").orderBy("is_default", "desc").orderBy("position").executeTakeFirst();
  return row?.iso ?? "sl";
}

/** What `action` does to each selected product; refused (ok false) when it cannot be done for all. */
export async function planBulk(db: DB, ids: readonly number[], action: BulkAction): Promise<BulkPlan & { links?: Map<number, number[]> }> {
  const unique = [...new Set(ids)].slice(0, BULK_MAX);
  if (unique.length === 0) return { ok: false, message: "Select at least one product.", rows: [] };
  const language = await defaultLanguage(db);
  const products = await db
    .selectFrom("product as p")
    .leftJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", language))
    .select(["p.id", "p.sku", "i.name", "p.regular_price", "p.discount_price", "p.discount_from", "p.discount_to", "p.archived_at"])
    .where("p.id", "in", unique)
    .where("p.type", "=", "simple")
    .orderBy("p.id", "desc")
    .execute();
  if (products.length === 0) return { ok: false, message: "None of the selected products is there any more.", rows: [] };

  let category: { id: number; name: string } | null = null;
  let paths: Map<number, string> | null = null;
  const linked = new Map<number, number[]>();
  if (action.kind === "category-add" || action.kind === "category-remove") {
    const row = await db
      .selectFrom("category as c")
      .leftJoin("category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", language))
      .select(["c.id", "i.name"])
      .where("c.id", "=", action.categoryId)
      .executeTakeFirst();
    if (!row) return { ok: false, message: "There is no such category.", rows: [] };
    category = { id: row.id, name: row.name ?? `#${row.id}` };
    paths = new Map((await db.selectFrom("category").select(["id", "path"]).execute()).map((c) => [c.id, c.path]));
    const links = await db
      .selectFrom("product_category")
      .select(["product_id", "category_id"])
      .where(
        "product_id",
        "in",
        products.map((p) => p.id),
      )
      .execute();
    for (const l of links) linked.set(l.product_id, [...(linked.get(l.product_id) ?? []), l.category_id]);
  }

  const wanted = new Map<number, number[]>();
  const rows = products.map((p): BulkRow => {
    const before: BulkPrices = { price: p.regular_price, special: p.discount_price, from: p.discount_from, to: p.discount_to };
    const after = pricesAfter(action, before);
    const problem = after === before ? null : pricesProblem(after);
    let note = "";
    if (action.kind === "archive") note = p.archived_at ? "archived already" : "archived";
    if (category && paths) {
      const now = linked.get(p.id) ?? [];
      const next = linksAfter(paths, now, action.kind === "category-add" ? { add: category.id } : { remove: category.id });
      const same = next.length === now.length && next.every((c) => now.includes(c));
      if (!same) wanted.set(p.id, next);
      if (action.kind === "category-add") note = same ? `in ${category.name} already` : `added to ${category.name}`;
      else note = same ? `not in ${category.name}` : `removed from ${category.name}`;
    }
    return { id: p.id, sku: p.sku, name: p.name ?? "", before, after, note, problem };
  });
  const refused = rows.filter((r) => r.problem !== null);
  if (refused.length) {
    const list = refused.map((r) => `${r.sku}: ${r.problem}`).join("; ");
    return { ok: false, message: `Nothing was changed: for ${refused.length} of the selected products ${list}.`, rows };
  }
  const changed = rows.filter((r) => !samePrices(r.before, r.after) || r.note === "archived" || wanted.has(r.id)).length;
  return { ok: true, rows, changed, links: wanted };
}

const samePrices = (a: BulkPrices, b: BulkPrices) => a.price === b.price && a.special === b.special && a.from === b.from && a.to === b.to;

/** Does the change for every selected product, or nothing (the plan's refusal). */
export async function applyBulk(db: DB, ids: readonly number[], action: BulkAction, actor: string): Promise<BulkPlan> {
  return db.transaction().execute(async (trx) => {
    const plan = await planBulk(trx, ids, action);
    if (!plan.ok || plan.changed === 0) return plan;
    const touched: number[] = [];
    if (action.kind === "archive") {
      touched.push(
        ...(await archiveProducts(
          trx,
          plan.rows.map((r) => r.id),
        )),
      );
    } else if (action.kind === "category-add" || action.kind === "category-remove") {
      const links = plan.links!;
      for (const [productId, categories] of links) {
        const positions = await trx.selectFrom("product_category").select(["category_id", "position"]).where("product_id", "=", productId).execute();
        const position = Math.max(0, ...positions.map((p) => p.position));
        await trx.deleteFrom("product_category").where("product_id", "=", productId).execute();
        await insertMany(
          trx,
          "product_category",
          categories.map((category_id) => ({
            category_id,
            product_id: productId,
            position: positions.find((p) => p.category_id === category_id)?.position ?? position,
          })),
        );
        // the main category is the first the product is in: it may have to be another one now
        const main = await trx.selectFrom("product").select("main_category_id").where("id", "=", productId).executeTakeFirst();
        if (main && (main.main_category_id === null || !categories.includes(main.main_category_id))) {
          const deepest = await deepestOf(trx, categories);
          await trx.updateTable("product").set({ main_category_id: deepest }).where("id", "=", productId).execute();
        }
        touched.push(productId);
      }
      // search rows hold the names of a product's categories
      await rebuildSearchIndex(trx, touched);
    } else {
      const lowest = new Map(
        (
          await trx
            .selectFrom("product")
            .select(["id", "lowest_price_30d"])
            .where(
              "id",
              "in",
              plan.rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => [r.id, r.lowest_price_30d]),
      );
      for (const row of plan.rows) {
        if (samePrices(row.before, row.after)) continue;
        await trx
          .updateTable("product")
          .set({
            regular_price: row.after.price,
            discount_price: row.after.special,
            discount_from: row.after.from,
            discount_to: row.after.to,
            lowest_price_30d: lowestAfter(lowest.get(row.id) ?? row.before.price, row.before, row.after),
          })
          .where("id", "=", row.id)
          .execute();
        touched.push(row.id);
      }
    }
    await recordAudit(trx, {
      actor,
      kind: "product.bulk",
      subject: `product:${touched.length === 1 ? touched[0] : "bulk"}`,
      before: { action, products: plan.rows.filter((r) => touched.includes(r.id)).map((r) => ({ id: r.id, sku: r.sku, ...r.before })) },
      after: { action, products: plan.rows.filter((r) => touched.includes(r.id)).map((r) => ({ id: r.id, sku: r.sku, ...r.after, note: r.note })) },
    });
    await markCatalogueChanged(trx);
    return { ...plan, changed: touched.length };
  });
}

/** Of a product's categories, the one deepest in the tree (its lineage ends there); null when none. */
async function deepestOf(trx: DB, categories: number[]) {
  if (categories.length === 0) return null;
  const rows = await trx.selectFrom("category").select(["id", "level"]).where("id", "in", categories).orderBy("level", "desc").orderBy("id").execute();
  return rows[0]?.id ?? null;
}
