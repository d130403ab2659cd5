import type { Kysely } from "kysely";

// A storefront's company and contact details (issue 29 §1, README "Shop settings"): who sells —
// legal name, address, registration and VAT numbers — and how shoppers reach the shop, as JSON
// the back office's settings form writes (app/lib/storefront-settings.ts). Null until set: the
// back office's first-run checklist asks for them.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("storefront").addColumn("company", "text").execute();
  await db.schema.alterTable("storefront").addColumn("contact", "text").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("storefront").dropColumn("contact").execute();
  await db.schema.alterTable("storefront").dropColumn("company").execute();
}
