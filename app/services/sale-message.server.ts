import type { DB } from "~/db/db.server";
import { parseBlock } from "~/lib/content-blocks";
import type { SaleMessageForm } from "~/lib/sale-message";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { writeBlock } from "./content-block-write.server";

// The sale message as the back office edits it (README "Redirects and the sale message"): the
// storefront's content_block "sale_message" row, its JSON as the storefront reads it
// (content.server.ts getHomeContent, getSaleMessage), with the days it runs between.

export interface SaleMessageEdit {
  mobile: string;
  desktop: string;
  enabled: boolean;
  from: string | null;
  to: string | null;
}

const EMPTY: SaleMessageEdit = { mobile: "", desktop: "", enabled: false, from: null, to: null };

async function readRow(db: DB, department: string) {
  return db
    .selectFrom("content_block")
    .select(["content", "enabled"])
    .where("department", "=", department)
    .where("code", "=", "sale_message")
    .executeTakeFirst();
}

/** The storefront's sale message as stored (a missing or unreadable block: empty and off). */
export async function getSaleMessageEdit(db: DB, department: string): Promise<SaleMessageEdit> {
  const row = await readRow(db, department);
  const block = row ? parseBlock("sale_message", row.content) : null;
  if (!row || !block) return EMPTY;
  return {
    mobile: block.content.mobile,
    desktop: block.content.desktop,
    enabled: row.enabled === 1 && block.enabled,
    from: block.from ?? null,
    to: block.to ?? null,
  };
}

/** Writes the form's sale message; false when nothing changed (nothing written, nothing marked). */
export async function saveSaleMessage(db: DB, department: string, edit: SaleMessageForm, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await readRow(trx, department);
    const stored = row ? parseBlock("sale_message", row.content) : null;
    const before = await getSaleMessageEdit(trx, department);
    const after: SaleMessageEdit = { mobile: edit.mobile, desktop: edit.desktop, enabled: edit.enabled, from: edit.from, to: edit.to };
    if (row && stored && JSON.stringify(before) === JSON.stringify(after)) return false;
    // fields the editor does not show (the content API answers a block as it is stored) are kept
    await writeBlock(trx, department, "sale_message", {
      ...stored,
      content: { ...stored?.content, mobile: after.mobile, desktop: after.desktop },
      enabled: after.enabled,
      from: after.from,
      to: after.to,
    });
    await recordAudit(trx, { actor, kind: "sale-message.update", subject: department, before: row ? before : null, after });
    await markCatalogueChanged(trx);
    return true;
  });
}
