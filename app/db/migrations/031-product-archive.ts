import type { Kysely } from "kysely";

// A product the merchant no longer sells but whose orders remain (README "Archiving products"):
// - product.archived_at: when it was archived (an ISO instant), NULL while it is sold. Archived
//   products leave every listing, search, sitemap and recommendation; their URL answers 410.
// - product.successor_id: the product its URL now moves to (301), NULL for none.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("product").addColumn("archived_at", "text").execute();
  await db.schema.alterTable("product").addColumn("successor_id", "integer").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("product").dropColumn("successor_id").execute();
  await db.schema.alterTable("product").dropColumn("archived_at").execute();
}
