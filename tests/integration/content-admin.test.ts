import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { legalVersion } from "~/services/legal-texts.server";
import { request } from "../support/http";
import { createPostgresSchema } from "../support/server";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// CMS pages and blog posts in the back office (README "CMS pages and blog posts"): a manager
// writes one in Markdown, previews it without saving, saves it as a draft (not on the storefront,
// not in the sitemap) and publishes it; the storefront shows the sanitised HTML within 10 s; a
// changed URL key keeps the old address leading on; a taken key is refused at its field; support
// accounts are refused everything; every save is in the audit log.

// the Czech storefront (no locale prefix): the other content tests read the Slovenian and
// Hungarian blog and pages while this file runs beside them
const CZ = "cz.lumera.localhost";
/** The rendered preview of an editor page (the form above it holds the Markdown as typed). */
const previewOf = (html: string) => html.match(/data-preview="true">([\s\S]*?)<\/div>/)?.[1] ?? "";
const ATTACK = 'Hello **bold** <script>alert("x")</script> <img src="/images/1/a.webp" onerror="alert(2)"> [click](javascript:alert(3))';

for (const server of inject("servers")) {
  describe(`CMS pages and blog posts in the back office, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: { email: string; cookie: string };
    let support: { cookie: string };
    const base = server.baseUrl;
    const seen: { label: string; html: string }[] = [];
    const stamp = Date.now().toString(36);
    const shop = (p: string) => request(base, p, { host: CZ });
    /** Polls the storefront until `check` holds (the page cache moves on within 5 s of a save). */
    async function eventually(p: string, check: (res: Awaited<ReturnType<typeof shop>>) => boolean) {
      const started = Date.now();
      for (;;) {
        const res = await shop(p);
        if (check(res)) return res;
        if (Date.now() - started > 10_000) throw new Error(`${p}: still ${res.status} after 10 s`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    const audits = (kind: string, subject: string) =>
      db.selectFrom("audit_log").select(["actor", "after"]).where("kind", "=", kind).where("subject", "=", subject).execute();

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const boss = await createStaff(db, "manager", "content");
      manager = { email: boss.email, cookie: (await signIn(base, db, boss.email)).cookie };
      const helper = await createStaff(db, "support", "content");
      support = { cookie: (await signIn(base, db, helper.email)).cookie };
    });
    afterAll(async () => {
      // what this file made goes again, for the tests that count the demo's pages and posts
      const pages = (await db.selectFrom("cms_page_i18n").select("page_id").where("url_key", "like", `%-${stamp}%`).execute()).map((r) => r.page_id);
      const posts = (await db.selectFrom("blog_post_i18n").select("post_id").where("url_key", "like", `%-${stamp}%`).execute()).map((r) => r.post_id);
      const categories = (await db.selectFrom("blog_category_i18n").select("category_id").where("url_key", "like", `%-${stamp}`).execute()).map(
        (r) => r.category_id,
      );
      await db.deleteFrom("content_old_slug").where("url_key", "like", `%-${stamp}%`).execute();
      if (posts.length) {
        await db.deleteFrom("blog_post_i18n").where("post_id", "in", posts).execute();
        await db.deleteFrom("blog_post").where("id", "in", posts).execute();
      }
      if (categories.length) {
        await db.deleteFrom("blog_category_i18n").where("category_id", "in", categories).execute();
        await db.deleteFrom("blog_category").where("id", "in", categories).execute();
      }
      if (pages.length) {
        await db.deleteFrom("cms_page_i18n").where("page_id", "in", pages).execute();
        await db.deleteFrom("cms_page").where("id", "in", pages).execute();
      }
      await markCatalogueChanged(db);
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    it("refuses a support account every page and every action (403), and changes nothing", async () => {
      const page = await db.selectFrom("cms_page_i18n").select(["page_id", "title"]).where("lang", "=", "sl").orderBy("page_id").executeTakeFirstOrThrow();
      for (const p of [
        "/admin/pages",
        "/admin/pages/new",
        `/admin/pages/${page.page_id}`,
        "/admin/blog",
        "/admin/blog/new",
        "/admin/blog/1",
        "/admin/blog/categories",
      ])
        expect((await get(base, p, support.cookie)).status, p).toBe(403);
      const fields = { intent: "save", title: "Taken over", urlKey: `taken-${stamp}`, metaDescription: "", markdown: "x", status: "published" };
      expect((await post(base, `/admin/pages/${page.page_id}?lang=sl`, fields, support.cookie)).status).toBe(403);
      expect((await post(base, "/admin/pages/new", fields, support.cookie)).status).toBe(403);
      expect((await post(base, "/admin/blog/new", { ...fields, excerpt: "x", categoryId: "1", publishedAt: "2026-01-01" }, support.cookie)).status).toBe(403);
      expect((await post(base, "/admin/blog/categories", { intent: "add", name: "x", urlKey: `x-${stamp}` }, support.cookie)).status).toBe(403);
      const after = await db.selectFrom("cms_page_i18n").select("title").where("page_id", "=", page.page_id).where("lang", "=", "sl").executeTakeFirstOrThrow();
      expect(after.title).toBe(page.title);
      expect(await db.selectFrom("cms_page_i18n").select("page_id").where("url_key", "=", `taken-${stamp}`).execute()).toEqual([]);
      // and the navigation does not offer the rooms
      expect((await get(base, "/admin", support.cookie)).body).not.toContain('href="/admin/pages"');
    });

    it("a CMS page: previewed without saving, saved as a draft that no shopper sees, published, and shown sanitised on the storefront", async () => {
      const list = await get(base, "/admin/pages", manager.cookie);
      expect(list.status).toBe(200);
      expect(list.body).toContain("Splošni pogoji poslovanja");
      seen.push({ label: "pages list", html: list.body });
      const slug = `dostava-${stamp}`;
      const fields = { title: `Dostava ${stamp}`, urlKey: slug, metaDescription: "Kako dostavljamo.", markdown: `## Roki\n\n${ATTACK}`, status: "draft" };

      const preview = await post(base, "/admin/pages/new?lang=cs", { ...fields, intent: "preview" }, manager.cookie);
      expect(preview.status).toBe(200);
      expect(preview.body).toContain("Preview (not saved)");
      expect(previewOf(preview.body)).toContain("<h2>Roki</h2>");
      expect(previewOf(preview.body)).toContain("<strong>bold</strong>");
      expect(previewOf(preview.body)).not.toMatch(/alert\(|onerror|javascript:/);
      expect(await db.selectFrom("cms_page_i18n").select("page_id").where("url_key", "=", slug).execute()).toEqual([]);
      seen.push({ label: "page preview", html: preview.body });

      const created = await post(base, "/admin/pages/new?lang=cs", { ...fields, intent: "save" }, manager.cookie);
      expect(created.status).toBe(302);
      const id = Number(created.headers.location!.match(/^\/admin\/pages\/(\d+)\?lang=cs&done=/)![1]);
      const row = await db.selectFrom("cms_page_i18n").selectAll().where("page_id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ lang: "cs", url_key: slug, markdown: fields.markdown });
      expect(row.body).toContain("<strong>bold</strong>");
      expect(row.body).not.toMatch(/script|alert|onerror|javascript/);
      const editor = await get(base, created.headers.location!, manager.cookie);
      expect(editor.body).toContain("Created:");
      seen.push({ label: "page editor", html: editor.body });
      // a draft: no page, no link in the side list, not in the sitemap
      expect((await shop(`/cms/${slug}`)).status).toBe(404);
      expect((await shop("/sitemaps/ccz/pages.xml")).body).not.toContain(slug);

      expect((await post(base, `/admin/pages/${id}?lang=cs`, { ...fields, status: "published", intent: "save" }, manager.cookie)).status).toBe(302);
      const shown = await eventually(`/cms/${slug}`, (res) => res.status === 200);
      expect(shown.body).toContain(`<h1>Dostava ${stamp}</h1>`);
      expect(shown.body).toContain("<strong>bold</strong>");
      expect(shown.body).not.toMatch(/alert\(|onerror|javascript:alert/);
      await eventually("/sitemaps/ccz/pages.xml", (res) => res.body.includes(`/cms/${slug}`));
      expect(await audits("page.create", `page:${id}`)).toHaveLength(1);
      const [update] = await audits("page.update", `page:${id}`);
      expect(update.actor).toBe(manager.email);
      expect(JSON.parse(update.after!)).toMatchObject({ published: true, url_key: slug });

      // a changed URL key: the old address leads to the new one
      const renamed = `${slug}-nova`;
      expect((await post(base, `/admin/pages/${id}?lang=cs`, { ...fields, urlKey: renamed, status: "published", intent: "save" }, manager.cookie)).status).toBe(
        302,
      );
      const moved = await eventually(`/cms/${slug}`, (res) => res.status === 301);
      expect(moved.headers.location).toBe(`/cms/${renamed}`);
      expect((await shop(`/cms/${renamed}`)).status).toBe(200);
    });

    it("refuses a URL key another page has in the language, at its field, and changes nothing; unknown pages and requests are 4xx", async () => {
      const terms = await db
        .selectFrom("cms_page as p")
        .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
        .select(["p.id", "i.url_key", "i.title"])
        .where("p.key", "=", "terms")
        .where("i.lang", "=", "sl")
        .executeTakeFirstOrThrow();
      const shipping = await db
        .selectFrom("cms_page as p")
        .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
        .select(["p.id", "i.url_key", "i.title", "i.markdown"])
        .where("p.key", "=", "shipping")
        .where("i.lang", "=", "sl")
        .executeTakeFirstOrThrow();
      const fields = { intent: "save", title: "Changed", urlKey: terms.url_key, metaDescription: "", markdown: "Changed.", status: "published" };
      const refused = await post(base, `/admin/pages/${shipping.id}?lang=sl`, fields, manager.cookie);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatch(/id="f-urlKey"[^>]*aria-invalid="true"/);
      expect(refused.body).toContain("Another one has this URL key in this language");
      seen.push({ label: "page refused", html: refused.body });
      const bad = await post(base, `/admin/pages/${shipping.id}?lang=sl`, { ...fields, urlKey: "a/b", title: "" }, manager.cookie);
      expect(bad.status).toBe(400);
      expect(bad.body).toContain("Give a title.");
      const after = await db
        .selectFrom("cms_page_i18n")
        .select(["title", "url_key", "markdown"])
        .where("page_id", "=", shipping.id)
        .where("lang", "=", "sl")
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ title: shipping.title, url_key: shipping.url_key, markdown: shipping.markdown });

      expect((await get(base, "/admin/pages/999999", manager.cookie)).status).toBe(404);
      expect((await get(base, "/admin/pages/abc", manager.cookie)).status).toBe(404);
      expect((await post(base, "/admin/pages/999999?lang=sl", { ...fields, urlKey: `nobody-${stamp}` }, manager.cookie)).status).toBe(404);
      expect((await post(base, `/admin/pages/${shipping.id}`, { ...fields, intent: "delete" }, manager.cookie)).status).toBe(400);
      expect((await post(base, "/admin/blog/categories", { intent: "rename", id: "999999", name: "x", urlKey: `x-${stamp}` }, manager.cookie)).status).toBe(
        404,
      );
      expect((await post(base, "/admin/blog/categories", { intent: "rename", id: "-1", name: "x", urlKey: "x" }, manager.cookie)).status).toBe(400);
    });

    it("a blog post: category and date, draft hidden from the blog, published shown sanitised, a changed key leading on; categories added and renamed", async () => {
      const categories = await get(base, "/admin/blog/categories?lang=cs", manager.cookie);
      expect(categories.status).toBe(200);
      seen.push({ label: "blog categories", html: categories.body });
      const catSlug = `novice-${stamp}`;
      const added = await post(base, "/admin/blog/categories?lang=cs", { intent: "add", name: "Novice", urlKey: catSlug }, manager.cookie);
      expect(added.status).toBe(302);
      const category = await db
        .selectFrom("blog_category_i18n")
        .select("category_id")
        .where("lang", "=", "cs")
        .where("url_key", "=", catSlug)
        .executeTakeFirstOrThrow();
      const taken = await db
        .selectFrom("blog_category_i18n")
        .select("url_key")
        .where("lang", "=", "cs")
        .where("category_id", "!=", category.category_id)
        .executeTakeFirstOrThrow();
      const clash = await post(
        base,
        "/admin/blog/categories?lang=cs",
        { intent: "rename", id: String(category.category_id), name: "Novice", urlKey: taken.url_key },
        manager.cookie,
      );
      expect(clash.status).toBe(400);
      expect(clash.body).toMatch(new RegExp(`id="f-urlKey-${category.category_id}"[^>]*aria-invalid="true"`));
      seen.push({ label: "blog category refused", html: clash.body });
      expect(
        (
          await post(
            base,
            "/admin/blog/categories?lang=cs",
            { intent: "rename", id: String(category.category_id), name: "Novice in dogodki", urlKey: catSlug },
            manager.cookie,
          )
        ).status,
      ).toBe(302);
      expect(await audits("blog.category-update", `blog-category:${category.category_id}`)).toHaveLength(1);

      const slug = `zapis-${stamp}`;
      const fields = {
        title: `Zapis ${stamp}`,
        urlKey: slug,
        excerpt: "Kratko.",
        markdown: `Prvi odstavek.\n\n${ATTACK}`,
        status: "draft",
        categoryId: String(category.category_id),
        publishedAt: "2026-11-20",
      };
      const preview = await post(base, "/admin/blog/new?lang=cs", { ...fields, intent: "preview" }, manager.cookie);
      expect(preview.status).toBe(200);
      expect(previewOf(preview.body)).toContain("<p>Prvi odstavek.</p>");
      seen.push({ label: "blog post preview", html: preview.body });
      const forged = await post(base, "/admin/blog/new?lang=cs", { ...fields, categoryId: "999999", intent: "save" }, manager.cookie);
      expect(forged.status).toBe(400);
      expect(forged.body).toContain("Choose one of the categories.");
      seen.push({ label: "blog post refused", html: forged.body });
      const created = await post(base, "/admin/blog/new?lang=cs", { ...fields, intent: "save" }, manager.cookie);
      expect(created.status).toBe(302);
      const id = Number(created.headers.location!.match(/^\/admin\/blog\/(\d+)\?/)![1]);
      seen.push({ label: "blog post editor", html: (await get(base, created.headers.location!, manager.cookie)).body });
      seen.push({ label: "blog list", html: (await get(base, "/admin/blog", manager.cookie)).body });
      expect((await shop(`/blog/${slug}`)).status).toBe(404);

      expect((await post(base, `/admin/blog/${id}?lang=cs`, { ...fields, status: "published", intent: "save" }, manager.cookie)).status).toBe(302);
      const shown = await eventually(`/blog/${slug}`, (res) => res.status === 200);
      expect(shown.body).toContain("<p>Prvi odstavek.</p>");
      expect(shown.body).toContain("<strong>bold</strong>");
      expect(shown.body).not.toMatch(/alert\(|onerror|javascript:alert/);
      expect(shown.body).toContain(`href="/blog/category/${catSlug}"`);
      expect((await shop(`/blog/category/${catSlug}`)).body).toContain(`Zapis ${stamp}`);
      expect(await audits("blog.create", `blog:${id}`)).toHaveLength(1);
      expect(await audits("blog.update", `blog:${id}`)).toHaveLength(1);

      const renamed = `${slug}-2`;
      expect((await post(base, `/admin/blog/${id}?lang=cs`, { ...fields, urlKey: renamed, status: "published", intent: "save" }, manager.cookie)).status).toBe(
        302,
      );
      const moved = await eventually(`/blog/${slug}`, (res) => res.status === 301);
      expect(moved.headers.location).toBe(`/blog/${renamed}`);
    });

    it("shows a version of the terms an order accepted before the pages were Markdown as the paragraphs it was", async () => {
      const paragraphs = ["Stari pogoji & prvi odstavek.", `Drugi odstavek ${stamp}.`];
      const body = JSON.stringify(paragraphs);
      const version = legalVersion("terms", "sl", "Stari pogoji", body);
      await db
        .insertInto("legal_text")
        .values({ kind: "terms", lang: "sl", version, title: "Stari pogoji", body, created_at: "2026-01-01T00:00:00.000Z" })
        .onConflict((oc) => oc.column("version").doNothing())
        .execute();
      const shown = await request(base, `/legal/${version}`, { host: "si.lumera.localhost" });
      expect(shown.status).toBe(200);
      expect(shown.body).toContain("<p>Stari pogoji &amp; prvi odstavek.</p>");
      expect(shown.body).toContain(`<p>Drugi odstavek ${stamp}.</p>`);
    });
  });
}

// migration 030 on a database at 027: the paragraphs become Markdown and the very HTML they showed
const targets: { name: string; url: () => Promise<{ url: string; drop?: () => Promise<void> }> }[] = [
  { name: "sqlite", url: async () => ({ url: path.join(mkdtempSync(path.join(os.tmpdir(), "content-030-")), "shop.sqlite") }) },
];
if (process.env.TEST_DATABASE_URL) {
  const base = process.env.TEST_DATABASE_URL;
  targets.push({ name: "postgres", url: () => createPostgresSchema(base) });
}
for (const target of targets) {
  it(`030 turns the paragraph bodies into Markdown and the same HTML, every page and post published, on ${target.name}`, async () => {
    const { url, drop } = await target.url();
    const connection = openDatabase(url);
    try {
      const db = connection.db as unknown as Kysely<any>;
      await migrateToLatest(db, "027-accepted-texts");
      const paragraphs = ["Dostava v 2 dneh & brezplačno nad 50 €.", "# ni naslov, *ni poudarek*"];
      await db.insertInto("cms_page").values({ id: 1, key: "shipping" }).execute();
      await db
        .insertInto("cms_page_i18n")
        .values({ page_id: 1, lang: "sl", title: "Dostava", url_key: "dostava", meta_description: "", body: JSON.stringify(paragraphs) })
        .execute();
      await db.insertInto("blog_category").values({ id: 1, position: 0 }).execute();
      await db.insertInto("blog_post").values({ id: 1, category_id: 1, image_id: null, published_at: "2026-01-01" }).execute();
      await db
        .insertInto("blog_post_i18n")
        .values({ post_id: 1, lang: "sl", title: "Zapis", url_key: "zapis", excerpt: "", body: JSON.stringify(["Besedilo."]) })
        .execute();
      await migrateToLatest(db);
      const page = await db.selectFrom("cms_page_i18n").select(["body", "markdown"]).executeTakeFirstOrThrow();
      expect(page.body).toBe("<p>Dostava v 2 dneh &amp; brezplačno nad 50 €.</p>\n<p># ni naslov, *ni poudarek*</p>");
      expect(page.markdown).toContain("\\# ni naslov, \\*ni poudarek\\*");
      expect((await db.selectFrom("blog_post_i18n").select("body").executeTakeFirstOrThrow()).body).toBe("<p>Besedilo.</p>");
      expect((await db.selectFrom("cms_page").select("published").executeTakeFirstOrThrow()).published).toBe(1);
      expect((await db.selectFrom("blog_post").select("published").executeTakeFirstOrThrow()).published).toBe(1);
    } finally {
      await connection.close();
      await drop?.();
    }
  });
}
