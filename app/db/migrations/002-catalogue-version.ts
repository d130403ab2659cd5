import type { Kysely } from "kysely";

// A version number of the catalogue, raised by every write that changes what listings show
// (the seed today; imports and back-office edits later). In-process views of the catalogue
// (the listing index) compare it to know when to rebuild, on every instance alike.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("catalogue_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("catalogue_state").values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("catalogue_state").ifExists().execute();
}
