import type { Kysely } from "kysely";
import { paragraphsToHtml, paragraphsToMarkdown } from "../../lib/content-markdown";

// CMS pages and blog posts edited in the back office (README "CMS pages and blog posts"):
// - cms_page_i18n.markdown / blog_post_i18n.markdown: the Markdown the staff write; `body` now
//   holds the sanitised HTML rendered from it on save (it held a JSON array of paragraphs). The
//   demo's paragraphs become Markdown that renders to the same <p> elements as before.
// - cms_page.published / blog_post.published: 0 for a draft, which no storefront page, list or
//   sitemap shows.
// - content_old_slug: a slug a page, post or category had in a language before it was changed,
//   so the old address still leads (301) to the current one.
// legal_text keeps the versions orders accepted as they were recorded (paragraphs as JSON); the
// versions recorded from now on hold HTML (legal-texts.server.ts reads both).
export async function up(db: Kysely<any>) {
  for (const table of ["cms_page_i18n", "blog_post_i18n"]) {
    await db.schema
      .alterTable(table)
      .addColumn("markdown", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  for (const table of ["cms_page", "blog_post"]) {
    await db.schema
      .alterTable(table)
      .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  const convert = async (table: "cms_page_i18n" | "blog_post_i18n", idColumn: "page_id" | "post_id") => {
    const rows = (await db.selectFrom(table).select([idColumn, "lang", "body"]).execute()) as { lang: string; body: string; [id: string]: unknown }[];
    for (const row of rows) {
      const paragraphs = JSON.parse(row.body) as string[];
      await db
        .updateTable(table)
        .set({ body: paragraphsToHtml(paragraphs), markdown: paragraphsToMarkdown(paragraphs) })
        .where(idColumn, "=", row[idColumn])
        .where("lang", "=", row.lang)
        .execute();
    }
  };
  await convert("cms_page_i18n", "page_id");
  await convert("blog_post_i18n", "post_id");
  await db.schema
    .createTable("content_old_slug")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("url_key", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_old_slug_pk", ["kind", "lang", "url_key"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("content_old_slug").ifExists().execute();
  for (const table of ["cms_page", "blog_post"]) await db.schema.alterTable(table).dropColumn("published").execute();
  for (const table of ["cms_page_i18n", "blog_post_i18n"]) await db.schema.alterTable(table).dropColumn("markdown").execute();
}
