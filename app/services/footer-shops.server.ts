import type { DB } from "~/db/db.server";
import type { Block } from "~/lib/content-blocks";
import { footerShopsOf } from "~/lib/footer-shops";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { writeBlock } from "./content-block-write.server";
import { getBlocks } from "./content.server";

// The footer's link columns and the shops as the back office edits them (README "Home page,
// footer and shops"): live on save, as the header and footer texts are (layout-text.server.ts).

export async function getFooterEdit(db: DB, department: string) {
  const blocks = await getBlocks(db, department, ["CoreFooterFooter", "StoreShops"]);
  return { footer: blocks.CoreFooterFooter ?? null, shops: blocks.StoreShops ?? null };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the footer's columns; false when nothing changed. */
export async function saveFooterColumns(db: DB, department: string, footer: Block<"CoreFooterFooter">, actor: string) {
  return db.transaction().execute(async (trx) => {
    const before = (await getFooterEdit(trx, department)).footer;
    if (before && same(before.columns, footer.columns)) return false;
    await writeBlock(trx, department, "CoreFooterFooter", { ...before, columns: footer.columns });
    await recordAudit(trx, { actor, kind: "footer.update", subject: department, before: before?.columns ?? null, after: footer.columns });
    await markCatalogueChanged(trx);
    return true;
  });
}

/** Writes the shops, for checkout (StoreShops) and the footer (footer_shops); false when nothing changed. */
export async function saveShops(db: DB, department: string, shops: Block<"StoreShops">, actor: string) {
  return db.transaction().execute(async (trx) => {
    const before = (await getFooterEdit(trx, department)).shops;
    if (before && same(before.shops, shops.shops)) return false;
    await writeBlock(trx, department, "StoreShops", shops);
    await writeBlock(trx, department, "footer_shops", footerShopsOf(shops));
    await recordAudit(trx, { actor, kind: "shops.update", subject: department, before: before?.shops ?? null, after: shops.shops });
    await markCatalogueChanged(trx);
    return true;
  });
}
