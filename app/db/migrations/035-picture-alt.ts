import type { Kysely } from "kysely";

// A product picture's alt text as the merchant writes it, per storefront language (README
// "Pictures"): keyed by the product and the image — not by position, so reordering keeps it. A
// picture without one is described as before (the product's name, "picture n of m").
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("product_image_alt")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("image_id", "integer", (c) => c.notNull().references("image.id"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_image_alt_pk", ["product_id", "image_id", "lang"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("product_image_alt").execute();
}
