import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

// Keeps product search's full-text index (migration 012) current: every catalogue write
// (the seed, an import) calls rebuildSearchIndex in its transaction, before the catalogue
// version moves; an import that changed only some products refreshes just theirs. One statement per dialect, from product_i18n (folded name and description,
// app/lib/text.ts fold), product (SKU, EAN), brand and the product's categories.

export async function rebuildSearchIndex(db: Kysely<any>, productIds?: readonly number[]) {
  if (productIds) {
    for (let i = 0; i < productIds.length; i += REFRESH_CHUNK) await refreshProducts(db, productIds.slice(i, i + REFRESH_CHUNK));
    return;
  }
  if (isPostgres(db)) {
    await sql`delete from product_search`.execute(db);
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
      left join brand b on b.id = p.brand_id`.execute(db);
  } else {
    await sql`delete from product_fts`.execute(db);
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
      left join brand b on b.id = p.brand_id`.execute(db);
  }
}

/** Products refreshed per statement: an IN list well under both dialects' parameter limits. */
const REFRESH_CHUNK = 5_000;

/** The index rows of some products only (an import that changed a few of many), the same statements narrowed. */
async function refreshProducts(db: Kysely<any>, ids: readonly number[]) {
  const list = sql.join(ids.map((id) => sql`${id}`));
  if (isPostgres(db)) {
    await sql`delete from product_search where product_id in (${list})`.execute(db);
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
      where i.product_id in (${list})`.execute(db);
  } else {
    // product_fts rows are keyed by product_i18n's rowid (the full rebuild above)
    await sql`delete from product_fts where rowid in (select rowid from product_i18n where product_id in (${list}))`.execute(db);
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
      where i.product_id in (${list})`.execute(db);
  }
}
