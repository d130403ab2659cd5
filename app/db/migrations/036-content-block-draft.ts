import type { Kysely } from "kysely";

// The home page's draft (README "Home page, footer and shops"): a block the back office saved
// but did not yet publish, one row per department and code, its JSON as content_block would
// hold it. The storefront never reads this table; publishing copies a row into content_block.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("content_block_draft")
    .addColumn("department", "text", (c) => c.notNull().references("storefront.department"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_block_draft_pk", ["department", "code"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("content_block_draft").ifExists().execute();
}
