import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";
import { rebuildSearchIndex } from "../search-index";

// The full-text index of product search (DESIGN.md "search"): per product and language its
// folded name (with brand and attributes), codes, brand and category names, and description.
// SQLite: an FTS5 table (unicode61, diacritics removed, prefix indexes for typing). PostgreSQL:
// a tsvector per row with a GIN index; category and brand names pass through unaccent. Built
// here for the catalogue already in the database; every catalogue write rebuilds it
// (app/db/search-index.ts).
export async function up(db: Kysely<any>) {
  if (isPostgres(db)) {
    await ensureExtension(db, "unaccent");
    await db.schema
      .createTable("product_search")
      .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("document", sql`tsvector`, (c) => c.notNull())
      .addPrimaryKeyConstraint("product_search_pk", ["product_id", "lang"])
      .execute();
    await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  } else {
    await sql`create virtual table product_fts using fts5(lang, name, extra, body, product_id unindexed, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
      db,
    );
  }
  await rebuildSearchIndex(db);
}

export async function down(db: Kysely<any>) {
  if (isPostgres(db)) await db.schema.dropTable("product_search").execute();
  else await sql`drop table product_fts`.execute(db);
}

/**
 * An extension lives in the database, not in a schema: it is put in `public` (never in a schema
 * a test run drops), once, even when two servers migrate at the same moment.
 */
async function ensureExtension(db: Kysely<any>, name: "unaccent") {
  try {
    await sql`create extension if not exists ${sql.raw(name)} with schema public`.execute(db);
  } catch (error) {
    // the other server created it between our check and our create
    const exists = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = ${name}`.execute(db);
    if (exists.rows[0]?.n !== 1) throw error;
  }
}
