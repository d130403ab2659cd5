import type { Kysely } from "kysely";

// A storefront's look and status (README "Logo, colour, and switching a storefront off"):
// - enabled: 0 switches the storefront off — its hosts answer a "closed" page (503) and it leaves
//   switchers, sitemaps and hreflang alternates; nothing of it is deleted. 1 by default.
// - logo: the stored logo's file name under IMAGE_DIR/logos ("<hash>.svg" or "<hash>.png"), null
//   for the text logo.
// - brand_colour: "#rrggbb", the header and buttons' accent; null for the shop's own.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("storefront")
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("storefront").addColumn("logo", "text").execute();
  await db.schema.alterTable("storefront").addColumn("brand_colour", "text").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("storefront").dropColumn("brand_colour").execute();
  await db.schema.alterTable("storefront").dropColumn("logo").execute();
  await db.schema.alterTable("storefront").dropColumn("enabled").execute();
}
