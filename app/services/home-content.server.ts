import type { DB } from "~/db/db.server";
import { parseBlock } from "~/lib/content-blocks";
import {
  ADVANTAGE_FIELDS,
  arrangeRows,
  BANNER_FIELDS,
  type FieldErrors,
  formRows,
  HOME_EDIT_CODES,
  type HomeBlocks,
  type HomeEditCode,
  isBlank,
  parseAdvantages,
  parseBanners,
  parseChosenIds,
  parseDescription,
  parseH1,
  parseRecommended,
  parseSocialNetworks,
  type Row,
  readRows,
  rowName,
  SOCIAL_FIELDS,
} from "~/lib/home-content";
import type { Storefront } from "~/lib/storefront";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { blockContent, writeBlock } from "./content-block-write.server";
import { getBlocks } from "./content.server";
import { storeUploadedPicture } from "./picture-upload.server";

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

/** Keeps a block in the draft; a block the same as the live one leaves no draft behind (false). */
export async function saveHomeDraft<C extends HomeEditCode>(db: DB, department: string, code: C, value: NonNullable<HomeBlocks[C]>, actor: string) {
  const content = blockContent(code, value);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("content_block_draft").where("department", "=", department).where("code", "=", code).execute();
    const live = await trx
      .selectFrom("content_block")
      .select(["content", "enabled"])
      .where("department", "=", department)
      .where("code", "=", code)
      .executeTakeFirst();
    if (live?.enabled === 1 && live.content === content) return false;
    await trx.insertInto("content_block_draft").values({ department, code, content, updated_by: actor, updated_at: new Date().toISOString() }).execute();
    return true;
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
  const rows = await db
    .selectFrom("product")
    .select(["id", "sku"])
    .where("sku", "in", [...skus])
    .where("archived_at", "is", null)
    .execute();
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** The SKUs of products by id (a recommended product archived since still shows its SKU, to be taken out). */
export async function skusOf(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom("product")
    .select(["id", "sku"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.sku]));
}

export const HOME_SECTIONS = ["h1", "banner", "main", "category", "product", "brand", "shop", "social"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
export const isHomeSection = (value: string | undefined): value is HomeSection => (HOME_SECTIONS as readonly (string | undefined)[]).includes(value);

/** drafted: whether the draft holds the block now (false: the form was the live block as it is). */
export type SectionAnswer = { ok: true; drafted: boolean } | { ok: false; errors: FieldErrors; rows: Row[]; description?: string };

/**
 * One form of the home page editor into the draft: its rows arranged by the button pressed,
 * checked at their fields (categories, brands and SKUs against the shop's; a banner's new
 * picture read by sharp), then saved. Nothing is saved when a field is refused.
 */
export async function saveHomeSection(
  db: DB,
  imageDir: string,
  storefront: Storefront,
  section: HomeSection,
  form: FormData,
  actor: string,
): Promise<SectionAnswer> {
  const { department } = storefront;
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const refuse = (parsed: { errors: FieldErrors; rows: Row[] }, description?: string): SectionAnswer => ({
    ok: false,
    errors: parsed.errors,
    rows: parsed.rows,
    description,
  });
  switch (section) {
    case "h1": {
      const parsed = parseH1(fields.text ?? "");
      if (!parsed.ok) return refuse(parsed);
      return { ok: true, drafted: await saveHomeDraft(db, department, "index_h1", parsed.value, actor) };
    }
    case "banner": {
      const chosen = (at: string) => {
        const file = form.get(rowName("banner", Number(at), "picture"));
        return file instanceof File && file.size > 0 ? file : null;
      };
      const rows = arrangeRows(readRows(fields, "banner", BANNER_FIELDS), "banner", fields.move).filter((row) => !isBlank(row, ["imageId"]) || chosen(row.at));
      const parsed = parseBanners(rows);
      if (!parsed.ok) return refuse(parsed);
      const items = parsed.value.items ?? [];
      for (const [index, row] of rows.entries()) {
        const file = chosen(row.at);
        if (!file) continue;
        const stored = await storeUploadedPicture(db, imageDir, file);
        if (!stored.ok) return refuse({ errors: { [rowName("banner", index, "picture")]: stored.message }, rows });
        items[index].imageId = stored.id;
      }
      return { ok: true, drafted: await saveHomeDraft(db, department, "index_banner", { items }, actor) };
    }
    case "main":
    case "shop": {
      const parsed = parseAdvantages(section, formRows(fields, section, ADVANTAGE_FIELDS));
      const description = section === "shop" ? parseDescription(fields.description ?? "") : null;
      if (!parsed.ok || (description && !description.ok)) {
        const errors = { ...(parsed.ok ? {} : parsed.errors), ...(description && !description.ok ? description.errors : {}) };
        return refuse({ errors, rows: parsed.rows }, fields.description);
      }
      const items = await saveHomeDraft(db, department, section === "main" ? "index_main_advantages" : "index_shop_advantages", parsed.value, actor);
      const text = description?.ok ? await saveHomeDraft(db, department, "index_shop_advantages_description", description.value, actor) : false;
      return { ok: true, drafted: items || text };
    }
    case "category":
    case "brand": {
      const options = section === "category" ? await shopCategories(db, storefront) : await shopBrands(db, storefront);
      const known = new Set(options.map((option) => option.id));
      const parsed = parseChosenIds(section, formRows(fields, section, ["id"]), known, section === "category" ? "categories" : "brands");
      if (!parsed.ok) return refuse(parsed);
      const drafted =
        section === "category"
          ? await saveHomeDraft(db, department, "index_categories", { categoryIds: parsed.value }, actor)
          : await saveHomeDraft(db, department, "index_brands", { brandIds: parsed.value }, actor);
      return { ok: true, drafted };
    }
    case "product": {
      const rows = formRows(fields, "product", ["sku"]);
      const ids = await sellingProductIds(
        db,
        rows.map((row) => row.sku),
      );
      const parsed = parseRecommended(rows, (sku) => ids.get(sku) ?? null);
      if (!parsed.ok) return refuse(parsed);
      return { ok: true, drafted: await saveHomeDraft(db, department, "recommended_products", parsed.value, actor) };
    }
    case "social": {
      const parsed = parseSocialNetworks(formRows(fields, "social", SOCIAL_FIELDS));
      if (!parsed.ok) return refuse(parsed);
      return { ok: true, drafted: await saveHomeDraft(db, department, "index_social_networks", parsed.value, actor) };
    }
  }
}
