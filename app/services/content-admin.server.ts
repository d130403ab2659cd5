import type { DB } from "~/db/db.server";
import type { BlogCategoryForm, BlogPostForm, CmsPageForm, ContentLanguage } from "~/lib/content-form";
import { renderMarkdown } from "~/lib/content-markdown";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";

// The back office's CMS pages, blog posts and blog categories (README "CMS pages and blog
// posts"): one language's text at a time. A save renders the Markdown to sanitised HTML (what
// the storefront shows), keeps a changed slug in content_old_slug so the old address still
// leads to the item, writes its audit row and moves the catalogue version, in one transaction.

type Kind = "cms" | "blog-post" | "blog-category";
export type SaveAnswer = { ok: true; id: number; created: boolean } | { ok: false; field: "urlKey" | "categoryId"; message: string };

const SLUG_TAKEN = "Another one has this URL key in this language: choose another.";

/** The pages for the list: each with its title in `lang` (null where it has no text in it) and the languages it has. */
export async function listCmsPagesForAdmin(db: DB, lang: ContentLanguage) {
  const rows = await db
    .selectFrom("cms_page as p")
    .leftJoin("cms_page_i18n as i", "i.page_id", "p.id")
    .select(["p.id", "p.key", "p.published", "i.lang", "i.title", "i.url_key"])
    .orderBy("p.id")
    .execute();
  return groupTranslations(rows, lang);
}

export async function listBlogPostsForAdmin(db: DB, lang: ContentLanguage) {
  const rows = await db
    .selectFrom("blog_post as p")
    .leftJoin("blog_post_i18n as i", "i.post_id", "p.id")
    .select(["p.id", "p.published", "p.published_at", "i.lang", "i.title", "i.url_key"])
    .orderBy("p.published_at", "desc")
    .orderBy("p.id", "desc")
    .execute();
  return groupTranslations(rows, lang);
}

function groupTranslations<R extends { id: number; published: number; lang: string | null; title: string | null; url_key: string | null }>(
  rows: R[],
  lang: string,
) {
  const items = new Map<number, Omit<R, "lang" | "title" | "url_key"> & { title: string | null; urlKey: string | null; languages: string[] }>();
  for (const { lang: rowLang, title, url_key, ...item } of rows) {
    const entry = items.get(item.id) ?? { ...item, title: null, urlKey: null, languages: [] };
    if (rowLang) entry.languages.push(rowLang);
    if (rowLang === lang) Object.assign(entry, { title, urlKey: url_key });
    items.set(item.id, entry);
  }
  return [...items.values()];
}

/** One page with its text in `lang` (null when it has none yet), or null for no such page. */
export async function getCmsPageForAdmin(db: DB, id: number, lang: ContentLanguage) {
  const page = await db.selectFrom("cms_page").select(["id", "key", "published"]).where("id", "=", id).executeTakeFirst();
  if (!page) return null;
  const texts = await db.selectFrom("cms_page_i18n").select(["lang", "title", "url_key", "meta_description", "markdown"]).where("page_id", "=", id).execute();
  const own = texts.find((t) => t.lang === lang);
  return {
    ...page,
    languages: texts.map((t) => t.lang),
    text: own ? { title: own.title, urlKey: own.url_key, metaDescription: own.meta_description, markdown: own.markdown } : null,
  };
}

export async function getBlogPostForAdmin(db: DB, id: number, lang: ContentLanguage) {
  const post = await db.selectFrom("blog_post").select(["id", "category_id", "image_id", "published", "published_at"]).where("id", "=", id).executeTakeFirst();
  if (!post) return null;
  const texts = await db.selectFrom("blog_post_i18n").select(["lang", "title", "url_key", "excerpt", "markdown"]).where("post_id", "=", id).execute();
  const own = texts.find((t) => t.lang === lang);
  return {
    id: post.id,
    categoryId: post.category_id,
    imageId: post.image_id,
    published: post.published,
    publishedAt: post.published_at.slice(0, 10),
    languages: texts.map((t) => t.lang),
    text: own ? { title: own.title, urlKey: own.url_key, excerpt: own.excerpt, markdown: own.markdown } : null,
  };
}

/** Every category with its name and slug in `lang` (null where it has none), in the blog's order. */
export async function listBlogCategoriesForAdmin(db: DB, lang: ContentLanguage) {
  const rows = await db
    .selectFrom("blog_category as c")
    .leftJoin("blog_category_i18n as i", (join) => join.onRef("i.category_id", "=", "c.id").on("i.lang", "=", lang))
    .select(["c.id", "i.name", "i.url_key as urlKey"])
    .orderBy("c.position")
    .orderBy("c.id")
    .execute();
  return rows;
}

/** Is `urlKey` another item's current slug of this kind in `lang`? */
async function slugTaken(trx: DB, kind: Kind, lang: string, urlKey: string, id: number | null) {
  const row =
    kind === "cms"
      ? await trx.selectFrom("cms_page_i18n").select("page_id as id").where("lang", "=", lang).where("url_key", "=", urlKey).executeTakeFirst()
      : kind === "blog-post"
        ? await trx.selectFrom("blog_post_i18n").select("post_id as id").where("lang", "=", lang).where("url_key", "=", urlKey).executeTakeFirst()
        : await trx.selectFrom("blog_category_i18n").select("category_id as id").where("lang", "=", lang).where("url_key", "=", urlKey).executeTakeFirst();
  return row !== undefined && row.id !== id;
}

/** A slug changed from `before` to `after`: the old one keeps leading here; the new one is no one's old slug any more. */
async function moveSlug(trx: DB, kind: Kind, lang: string, id: number, before: string | undefined, after: string) {
  await trx.deleteFrom("content_old_slug").where("kind", "=", kind).where("lang", "=", lang).where("url_key", "=", after).execute();
  if (before === undefined || before === after) return;
  await trx
    .insertInto("content_old_slug")
    .values({ kind, lang, url_key: before, item_id: id })
    .onConflict((oc) => oc.columns(["kind", "lang", "url_key"]).doUpdateSet({ item_id: id }))
    .execute();
}

async function nextId(trx: DB, table: "cms_page" | "blog_post" | "blog_category") {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Creates a page (id null) or saves one language's text of a page, and whether it is published. */
export async function saveCmsPage(db: DB, actor: string, id: number | null, lang: ContentLanguage, form: CmsPageForm): Promise<SaveAnswer | null> {
  return db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, "cms", lang, form.urlKey, id)) return { ok: false, field: "urlKey", message: SLUG_TAKEN } as const;
    const created = id === null;
    const pageId = id ?? (await nextId(trx, "cms_page"));
    const beforePage = created ? null : await trx.selectFrom("cms_page").select(["published"]).where("id", "=", pageId).executeTakeFirst();
    if (!created && !beforePage) return null;
    const before = created
      ? null
      : await trx
          .selectFrom("cms_page_i18n")
          .select(["title", "url_key", "meta_description", "markdown"])
          .where("page_id", "=", pageId)
          .where("lang", "=", lang)
          .executeTakeFirst();
    if (created)
      await trx
        .insertInto("cms_page")
        .values({ id: pageId, key: `page-${pageId}`, published: form.status ? 1 : 0 })
        .execute();
    else
      await trx
        .updateTable("cms_page")
        .set({ published: form.status ? 1 : 0 })
        .where("id", "=", pageId)
        .execute();
    const text = {
      title: form.title,
      url_key: form.urlKey,
      meta_description: form.metaDescription,
      markdown: form.markdown,
      body: renderMarkdown(form.markdown),
    };
    await trx
      .insertInto("cms_page_i18n")
      .values({ page_id: pageId, lang, ...text })
      .onConflict((oc) => oc.columns(["page_id", "lang"]).doUpdateSet(text))
      .execute();
    await moveSlug(trx, "cms", lang, pageId, before?.url_key, form.urlKey);
    await recordAudit(trx, {
      actor,
      kind: created ? "page.create" : "page.update",
      subject: `page:${pageId}`,
      before: before ? { lang, published: beforePage?.published === 1, ...before } : null,
      after: { lang, published: form.status, title: form.title, url_key: form.urlKey, meta_description: form.metaDescription, markdown: form.markdown },
    });
    await markCatalogueChanged(trx);
    return { ok: true, id: pageId, created } as const;
  });
}

/** Creates a post (id null) or saves one language's text of a post, its category, date and whether it is published. */
export async function saveBlogPost(db: DB, actor: string, id: number | null, lang: ContentLanguage, form: BlogPostForm): Promise<SaveAnswer | null> {
  return db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom("blog_category").select("id").where("id", "=", form.categoryId).executeTakeFirst();
    if (!category) return { ok: false, field: "categoryId", message: "Choose one of the categories." } as const;
    if (await slugTaken(trx, "blog-post", lang, form.urlKey, id)) return { ok: false, field: "urlKey", message: SLUG_TAKEN } as const;
    const created = id === null;
    const postId = id ?? (await nextId(trx, "blog_post"));
    const beforePost = created
      ? null
      : await trx.selectFrom("blog_post").select(["published", "published_at", "category_id"]).where("id", "=", postId).executeTakeFirst();
    if (!created && !beforePost) return null;
    const before = created
      ? null
      : await trx
          .selectFrom("blog_post_i18n")
          .select(["title", "url_key", "excerpt", "markdown"])
          .where("post_id", "=", postId)
          .where("lang", "=", lang)
          .executeTakeFirst();
    const post = { category_id: form.categoryId, published: form.status ? 1 : 0, published_at: form.publishedAt };
    if (created)
      await trx
        .insertInto("blog_post")
        .values({ id: postId, image_id: null, ...post })
        .execute();
    else await trx.updateTable("blog_post").set(post).where("id", "=", postId).execute();
    const text = { title: form.title, url_key: form.urlKey, excerpt: form.excerpt, markdown: form.markdown, body: renderMarkdown(form.markdown) };
    await trx
      .insertInto("blog_post_i18n")
      .values({ post_id: postId, lang, ...text })
      .onConflict((oc) => oc.columns(["post_id", "lang"]).doUpdateSet(text))
      .execute();
    await moveSlug(trx, "blog-post", lang, postId, before?.url_key, form.urlKey);
    await recordAudit(trx, {
      actor,
      kind: created ? "blog.create" : "blog.update",
      subject: `blog:${postId}`,
      before: beforePost ? { lang, ...beforePost, published: beforePost.published === 1, ...before } : null,
      after: { lang, ...post, published: form.status, title: form.title, url_key: form.urlKey, excerpt: form.excerpt, markdown: form.markdown },
    });
    await markCatalogueChanged(trx);
    return { ok: true, id: postId, created } as const;
  });
}

/**
 * Sets a blog post's cover picture (an image stored by picture-upload.server.ts), or takes it
 * away (null): null when there is no such post, false when it already was so.
 */
export async function setBlogPostCover(db: DB, actor: string, id: number, imageId: number | null): Promise<boolean | null> {
  return db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom("blog_post").select("image_id").where("id", "=", id).executeTakeFirst();
    if (!post) return null;
    if (post.image_id === imageId) return false;
    await trx.updateTable("blog_post").set({ image_id: imageId }).where("id", "=", id).execute();
    await recordAudit(trx, { actor, kind: "blog.cover", subject: `blog:${id}`, before: { image_id: post.image_id }, after: { image_id: imageId } });
    await markCatalogueChanged(trx);
    return true;
  });
}

/** Adds a category (id null) with its name in `lang`, or names (renames) one in `lang`. */
export async function saveBlogCategory(db: DB, actor: string, id: number | null, lang: ContentLanguage, form: BlogCategoryForm): Promise<SaveAnswer | null> {
  return db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, "blog-category", lang, form.urlKey, id)) return { ok: false, field: "urlKey", message: SLUG_TAKEN } as const;
    const created = id === null;
    const categoryId = id ?? (await nextId(trx, "blog_category"));
    if (!created && !(await trx.selectFrom("blog_category").select("id").where("id", "=", categoryId).executeTakeFirst())) return null;
    const before = created
      ? null
      : await trx
          .selectFrom("blog_category_i18n")
          .select(["name", "url_key"])
          .where("category_id", "=", categoryId)
          .where("lang", "=", lang)
          .executeTakeFirst();
    if (created) await trx.insertInto("blog_category").values({ id: categoryId, position: categoryId }).execute();
    const text = { name: form.name, url_key: form.urlKey };
    await trx
      .insertInto("blog_category_i18n")
      .values({ category_id: categoryId, lang, ...text })
      .onConflict((oc) => oc.columns(["category_id", "lang"]).doUpdateSet(text))
      .execute();
    await moveSlug(trx, "blog-category", lang, categoryId, before?.url_key, form.urlKey);
    await recordAudit(trx, {
      actor,
      kind: created ? "blog.category-create" : "blog.category-update",
      subject: `blog-category:${categoryId}`,
      before: before ? { lang, ...before } : null,
      after: { lang, ...text },
    });
    await markCatalogueChanged(trx);
    return { ok: true, id: categoryId, created } as const;
  });
}
