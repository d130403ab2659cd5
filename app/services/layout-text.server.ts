import type { DB } from "~/db/db.server";
import { parseBlock } from "~/lib/content-blocks";
import { LAYOUT_TEXT_BLOCKS, type LayoutTextField, type LayoutTexts } from "~/lib/layout-text";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { writeBlock } from "./content-block-write.server";

// The layout's texts as the back office edits them (README "Redirects and the sale message"): the
// `text` of three content blocks of a storefront, read by getLayoutContent (content.server.ts).

const FIELDS = Object.keys(LAYOUT_TEXT_BLOCKS) as LayoutTextField[];
const CODES = FIELDS.map((field) => LAYOUT_TEXT_BLOCKS[field].code);

async function readBlocks(db: DB, department: string) {
  const rows = await db
    .selectFrom("content_block")
    .select(["code", "content", "enabled"])
    .where("department", "=", department)
    .where("code", "in", CODES)
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/** The storefront's texts as stored; a block switched off or missing is empty. */
export async function getLayoutTexts(db: DB, department: string): Promise<LayoutTexts> {
  const rows = await readBlocks(db, department);
  const textOf = (field: LayoutTextField) => {
    const { code } = LAYOUT_TEXT_BLOCKS[field];
    const row = rows.get(code);
    return (row?.enabled === 1 ? parseBlock(code, row.content)?.text : undefined) ?? "";
  };
  return { headerInfo: textOf("headerInfo"), footerInfo: textOf("footerInfo"), customFooter: textOf("customFooter") };
}

/** Writes the texts that changed; false when none did (nothing written, nothing marked). */
export async function saveLayoutTexts(db: DB, department: string, texts: LayoutTexts, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await getLayoutTexts(trx, department);
    const changed = FIELDS.filter((field) => before[field] !== texts[field]);
    if (changed.length === 0) return false;
    const rows = await readBlocks(trx, department);
    for (const field of changed) {
      const { code } = LAYOUT_TEXT_BLOCKS[field];
      const row = rows.get(code);
      // the block's other fields are kept; an empty text is left out (the storefront's default shows)
      await writeBlock(trx, department, code, { ...(row ? parseBlock(code, row.content) : null), text: texts[field] || undefined });
    }
    const pick = (values: LayoutTexts) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(trx, { actor, kind: "layout.update", subject: department, before: pick(before), after: pick(texts) });
    await markCatalogueChanged(trx);
    return true;
  });
}
