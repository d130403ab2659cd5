import { type Kysely, type RawBuilder, sql } from "kysely";
import { isPostgres } from "./dialect";

// Keeps product search's full-text index (migration 012) current: every catalogue write
// (the seed, an import) calls rebuildSearchIndex in its transaction, before the catalogue
// version moves; an import that changed only some products refreshes just theirs. One
// statement per dialect, from product_i18n (folded name and description, app/lib/text.ts
// fold), product (SKU, EAN), brand and the product's categories.

export async function rebuildSearchIndex(db: Kysely<any>, productIds?: readonly number[]) {
  if (!productIds) return writeIndex(db, null);
  for (let i = 0; i < productIds.length; i += REFRESH_CHUNK) {
    const list = sql.join(productIds.slice(i, i + REFRESH_CHUNK).map((id) => sql`${id}`));
    await writeIndex(db, list);
  }
}

/** Products refreshed per statement: an IN list well under both dialects' parameter limits. */
const REFRESH_CHUNK = 5_000;

/** Deletes and writes the index rows of the listed products, or of every product (null). */
async function writeIndex(db: Kysely<any>, list: RawBuilder<unknown> | null) {
  const only = list ? sql`where i.product_id in (${list})` : sql``;
  if (isPostgres(db)) {
    await (list ? sql`delete from product_search where product_id in (${list})` : sql`delete from product_search`).execute(db);
    await sql`
      insert into product_search (product_id, lang, document)
      select i.product_id, i.lang,
        setweight(to_tsvector('simple', i.search_name), 'A')
        || setweight(to_tsvector('simple', public.unaccent(lower(
             p.sku || ' ' || coalesce(p.ean, '') || ' ' || coalesce(b.name, '') || ' ' ||
             coalesce((select string_agg(ci.name, ' ') from product_category pc
                       join category_i18n ci on ci.category_id = pc.category_id and ci.lang = i.lang
                       where pc.product_id = i.product_id), '')))), 'B')
        || setweight(to_tsvector('simple', i.search_text), 'C')
      from product_i18n i
      join product p on p.id = i.product_id
      left join brand b on b.id = p.brand_id
      ${only}`.execute(db);
    return;
  }
  // product_fts rows are keyed by product_i18n's rowid
  await (
    list ? sql`delete from product_fts where rowid in (select rowid from product_i18n where product_id in (${list}))` : sql`delete from product_fts`
  ).execute(db);
  await sql`
    insert into product_fts (rowid, lang, name, extra, body, product_id)
    select i.rowid, i.lang, i.search_name,
      p.sku || ' ' || coalesce(p.ean, '') || ' ' || coalesce(b.name, '') || ' ' ||
      coalesce((select group_concat(ci.name, ' ') from product_category pc
                join category_i18n ci on ci.category_id = pc.category_id and ci.lang = i.lang
                where pc.product_id = i.product_id), ''),
      i.search_text, i.product_id
    from product_i18n i
    join product p on p.id = i.product_id
    left join brand b on b.id = p.brand_id
    ${only}`.execute(db);
}
