import type { DB } from "~/db/db.server";
import { BLOG_PAGE_SIZE, pageCount } from "~/lib/blog-pagination";

// The blog (spec §2: /blog, /blog/{prop}, /blog/category/{prop}): posts and categories have
// one slug per language; a slug of another language leads to this language's slug.

export interface BlogCategory {
  id: number;
  name: string;
  urlKey: string;
}

export interface BlogPostSummary {
  id: number;
  title: string;
  urlKey: string;
  excerpt: string;
  /** ISO date, formatted for the storefront locale when shown */
  publishedAt: string;
  imageId: number | null;
  category: { name: string; urlKey: string };
}

export interface BlogPost extends BlogPostSummary {
  /** sanitised when saved (lib/content-markdown.ts) */
  html: string;
}

/** A slug lookup: this language's item, the slug it has in this language, or nothing. */
export type SlugLookup<T> = { found: T } | { movedTo: string } | null;

function summaries(db: DB, language: string) {
  return db
    .selectFrom("blog_post as p")
    .innerJoin("blog_post_i18n as i", (join) => join.onRef("i.post_id", "=", "p.id").on("i.lang", "=", language))
    .innerJoin("blog_category_i18n as c", (join) => join.onRef("c.category_id", "=", "p.category_id").on("c.lang", "=", language))
    .select([
      "p.id",
      "i.title",
      "i.url_key",
      "i.excerpt",
      "p.published_at",
      "p.image_id",
      "p.category_id",
      "c.name as category_name",
      "c.url_key as category_url_key",
    ])
    .where("p.published", "=", 1);
}

type SummaryRow = {
  id: number;
  title: string;
  url_key: string;
  excerpt: string;
  published_at: string;
  image_id: number | null;
  category_name: string;
  category_url_key: string;
};

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    urlKey: row.url_key,
    excerpt: row.excerpt,
    publishedAt: row.published_at,
    imageId: row.image_id,
    category: { name: row.category_name, urlKey: row.category_url_key },
  };
}

export async function getBlogCategories(db: DB, language: string): Promise<BlogCategory[]> {
  return db
    .selectFrom("blog_category as c")
    .innerJoin("blog_category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", language))
    .select(["c.id", "i.name", "i.url_key as urlKey"])
    .orderBy("c.position")
    .execute();
}

/** One page of posts, newest first, of the whole blog or of one category. */
export async function getBlogPostPage(db: DB, language: string, options: { page: number; categoryId?: number }) {
  const { categoryId } = options;
  const count = db
    .selectFrom("blog_post as p")
    .innerJoin("blog_post_i18n as i", (join) => join.onRef("i.post_id", "=", "p.id").on("i.lang", "=", language))
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("p.published", "=", 1)
    .$if(categoryId !== undefined, (q) => q.where("p.category_id", "=", categoryId!))
    .executeTakeFirstOrThrow();
  const pageOf = (page: number) =>
    summaries(db, language)
      .$if(categoryId !== undefined, (q) => q.where("p.category_id", "=", categoryId!))
      .orderBy("p.published_at", "desc")
      .orderBy("p.id", "desc")
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE)
      .execute();
  const [counted, rows] = await Promise.all([count, pageOf(options.page)]);
  const total = Number(counted.total);
  const pages = pageCount(total);
  // a page past the end (a stale link) shows the last page rather than nothing
  const page = Math.min(options.page, pages);
  const posts = page === options.page ? rows : await pageOf(page);
  return { posts: posts.map(toSummary), total, page, pageCount: pages };
}

/** A post by its slug in `language`, or where the slug is another language's, this one's slug. */
export async function findBlogPost(db: DB, language: string, slug: string): Promise<SlugLookup<{ post: BlogPost; related: BlogPostSummary[] }>> {
  const row = await summaries(db, language).select("i.body").where("i.url_key", "=", slug).executeTakeFirst();
  if (!row) {
    const moved = await db
      .selectFrom("blog_post_i18n as other")
      .innerJoin("blog_post_i18n as own", (join) => join.onRef("own.post_id", "=", "other.post_id").on("own.lang", "=", language))
      .innerJoin("blog_post as p", "p.id", "other.post_id")
      .select("own.url_key")
      .where("p.published", "=", 1)
      .where("other.url_key", "=", slug)
      .where("other.lang", "!=", language)
      .executeTakeFirst();
    if (moved) return { movedTo: moved.url_key };
    const old = await oldSlugTarget(db, "blog-post", language, slug);
    return old ? { movedTo: old } : null;
  }
  const related = await summaries(db, language)
    .where("p.category_id", "=", row.category_id)
    .where("p.id", "!=", row.id)
    .orderBy("p.published_at", "desc")
    .limit(3)
    .execute();
  return { found: { post: { ...toSummary(row), html: row.body }, related: related.map(toSummary) } };
}

/** A blog category by its slug in `language`, or this language's slug of another language's one. */
export async function findBlogCategory(db: DB, language: string, slug: string): Promise<SlugLookup<BlogCategory>> {
  const rows = await db
    .selectFrom("blog_category_i18n as other")
    .innerJoin("blog_category_i18n as own", (join) => join.onRef("own.category_id", "=", "other.category_id").on("own.lang", "=", language))
    .select(["own.category_id as id", "own.name", "own.url_key as urlKey", "other.lang"])
    .where("other.url_key", "=", slug)
    .execute();
  // the same slug may be used by several languages: this language's own row wins
  const own = rows.find((row) => row.lang === language);
  if (own) return { found: { id: own.id, name: own.name, urlKey: own.urlKey } };
  if (rows[0]) return { movedTo: rows[0].urlKey };
  const old = await oldSlugTarget(db, "blog-category", language, slug);
  return old ? { movedTo: old } : null;
}

/**
 * This language's current slug of the post or category that once had `slug` (content_old_slug:
 * a slug changed in the back office keeps leading to the item), the language's own old slug
 * first; null when none did, or the item has no slug in this language.
 */
async function oldSlugTarget(db: DB, kind: "blog-post" | "blog-category", language: string, slug: string) {
  const current =
    kind === "blog-post"
      ? db
          .selectFrom("content_old_slug as o")
          .innerJoin("blog_post_i18n as own", (join) => join.onRef("own.post_id", "=", "o.item_id").on("own.lang", "=", language))
          .innerJoin("blog_post as p", "p.id", "o.item_id")
          .where("p.published", "=", 1)
      : db
          .selectFrom("content_old_slug as o")
          .innerJoin("blog_category_i18n as own", (join) => join.onRef("own.category_id", "=", "o.item_id").on("own.lang", "=", language));
  const row = await current
    .select("own.url_key")
    .where("o.kind", "=", kind)
    .where("o.url_key", "=", slug)
    .orderBy((eb) => eb.case().when("o.lang", "=", language).then(0).else(1).end())
    .executeTakeFirst();
  return row && row.url_key !== slug ? row.url_key : null;
}
