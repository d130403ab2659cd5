import type { DB } from "~/db/db.server";
import { BLOCK_SCHEMAS, type BlockCode, SPEC_BLOCK_IDS } from "~/lib/content-blocks";

// The one way the back office writes a content block (README "Home page, footer and shops"):
// checked against its code's schema first (lib/content-blocks.ts) — the storefront would leave
// out a block that does not fit, so an editor's mistake never reaches the table — then updated
// in place, or inserted with its spec §9 id. Switched on: a block saved is meant to show.
// The caller audits and marks the catalogue changed, in its own transaction.

export class BlockSchemaError extends Error {}

/** The block's JSON as content_block keeps it, or a BlockSchemaError when it does not fit its schema. */
export function blockContent(code: BlockCode, value: unknown): string {
  const parsed = BLOCK_SCHEMAS[code].safeParse(value);
  if (!parsed.success) throw new BlockSchemaError(`content block ${code} does not fit its schema: ${parsed.error.issues[0]?.message ?? ""}`);
  return JSON.stringify(value);
}

export async function writeBlock(db: DB, department: string, code: BlockCode, value: unknown) {
  const content = blockContent(code, value);
  const updated = await db
    .updateTable("content_block")
    .set({ content, enabled: 1 })
    .where("department", "=", department)
    .where("code", "=", code)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto("content_block")
    .values({ department, code, block_id: SPEC_BLOCK_IDS[code] ?? null, enabled: 1, content })
    .execute();
}
