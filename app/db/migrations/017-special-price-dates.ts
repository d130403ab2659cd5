import type { Kysely } from "kysely";

// A special price with dates (the catalogue import's special_from / special_to): the product's
// discount_price holds only between discount_from and discount_to (ISO-8601 text, either may be
// null: open-ended). Before and after, the shopper pays the regular price (app/lib/special-price.ts).
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("product").addColumn("discount_from", "text").execute();
  await db.schema.alterTable("product").addColumn("discount_to", "text").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("product").dropColumn("discount_to").execute();
  await db.schema.alterTable("product").dropColumn("discount_from").execute();
}
