import type { DB } from "~/db/db.server";
import { parseBlock } from "~/lib/content-blocks";
import { HOME_EDIT_CODES, type HomeBlocks, type HomeEditCode } from "~/lib/home-content";
import type { Storefront } from "~/lib/storefront";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { blockContent, writeBlock } from "./content-block-write.server";
import { getBlocks } from "./content.server";

// The home page as the back office edits it (README "Home page, footer and shops"): each form
// saves its block as a draft (content_block_draft, migration 036), which only the back office's
// preview reads; publishing writes every drafted block through writeBlock, audited, and raises
// the catalogue version so the page cache follows within seconds. Discarding drops the draft.

export interface HomeEdit {
  /** what the editor shows and the preview renders: the live blocks with the draft's over them */
  blocks: HomeBlocks;
  /** the codes the draft holds */
  drafted: HomeEditCode[];
  draftedBy: string | null;
  draftedAt: string | null;
}

async function readDrafts(db: DB, department: string) {
  const rows = await db
    .selectFrom("content_block_draft")
    .select(["code", "content", "updated_by", "updated_at"])
    .where("department", "=", department)
    .orderBy("updated_at", "desc")
    .execute();
  return rows.filter((row): row is typeof row & { code: HomeEditCode } => (HOME_EDIT_CODES as readonly string[]).includes(row.code));
}

export async function getHomeEdit(db: DB, department: string): Promise<HomeEdit> {
  const [live, drafts] = await Promise.all([getBlocks(db, department, HOME_EDIT_CODES), readDrafts(db, department)]);
  const blocks: HomeBlocks = { ...live };
  for (const draft of drafts) {
    const block = parseBlock(draft.code, draft.content);
    // a block drafted as empty (an H1 cleared) is absent, as on the storefront
    if (block) Object.assign(blocks, { [draft.code]: block });
  }
  return { blocks, drafted: drafts.map((d) => d.code), draftedBy: drafts[0]?.updated_by ?? null, draftedAt: drafts[0]?.updated_at ?? null };
}

/** Keeps a block in the draft; a block the same as the live one leaves no draft behind. */
export async function saveHomeDraft<C extends HomeEditCode>(db: DB, department: string, code: C, value: NonNullable<HomeBlocks[C]>, actor: string) {
  const content = blockContent(code, value);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("content_block_draft").where("department", "=", department).where("code", "=", code).execute();
    const live = await trx.selectFrom("content_block").select(["content", "enabled"]).where("department", "=", department).where("code", "=", code).executeTakeFirst();
    if (live?.enabled === 1 && live.content === content) return;
    await trx
      .insertInto("content_block_draft")
      .values({ department, code, content, updated_by: actor, updated_at: new Date().toISOString() })
      .execute();
  });
}

/** Makes the draft live; false when there was none (nothing written, nothing marked). */
export async function publishHomeDraft(db: DB, department: string, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const drafts = await readDrafts(trx, department);
    if (drafts.length === 0) return false;
    const codes = drafts.map((d) => d.code);
    const live = await trx.selectFrom("content_block").select(["code", "content"]).where("department", "=", department).where("code", "in", codes).execute();
    const before = Object.fromEntries(live.map((row) => [row.code, JSON.parse(row.content) as unknown]));
    const after: Record<string, unknown> = {};
    for (const draft of drafts) {
      const value = JSON.parse(draft.content) as unknown;
      await writeBlock(trx, department, draft.code, value);
      after[draft.code] = value;
    }
    await trx.deleteFrom("content_block_draft").where("department", "=", department).execute();
    await recordAudit(trx, { actor, kind: "home.publish", subject: department, before, after });
    await markCatalogueChanged(trx);
    return true;
  });
}

/** Drops the draft; false when there was none. */
export async function discardHomeDraft(db: DB, department: string, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const drafts = await readDrafts(trx, department);
    if (drafts.length === 0) return false;
    await trx.deleteFrom("content_block_draft").where("department", "=", department).execute();
    const dropped = Object.fromEntries(drafts.map((d) => [d.code, JSON.parse(d.content) as unknown]));
    await recordAudit(trx, { actor, kind: "home.discard", subject: department, before: dropped, after: null });
    return true;
  });
}

/** The categories a storefront's home may show: those named in its language, by name. */
export async function shopCategories(db: DB, storefront: Pick<Storefront, "iso">) {
  return db
    .selectFrom("category_i18n")
    .select(["category_id as id", "name"])
    .where("lang", "=", storefront.iso)
    .orderBy("name")
    .orderBy("category_id")
    .execute();
}

/** The brands a storefront's home may show: all, or its own brand on a one-brand storefront (as getHomeContent reads them). */
export async function shopBrands(db: DB, storefront: Pick<Storefront, "brandId">) {
  return db
    .selectFrom("brand")
    .select(["id", "name"])
    .$if(storefront.brandId !== null, (q) => q.where("id", "=", storefront.brandId))
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** Product ids by SKU, of the products the shop sells (not archived). */
export async function sellingProductIds(db: DB, skus: readonly string[]) {
  if (skus.length === 0) return new Map<string, number>();
  const rows = await db.selectFrom("product").select(["id", "sku"]).where("sku", "in", [...skus]).where("archived_at", "is", null).execute();
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** The SKUs of products by id (a recommended product archived since still shows its SKU, to be taken out). */
export async function skusOf(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom("product").select(["id", "sku"]).where("id", "in", [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row.sku]));
}
