import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { isBlockCode, parseBlock } from "~/lib/content-blocks";
import { type HttpResponse, publicOrigin, request } from "../support/http";

// Content: home blocks, blog, CMS pages, the brand list and /api/cms/* — against the
// real server on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const IT = "it.lumera.localhost";
const AT = "at.lumera.localhost";
const AURORA = "aurora.localhost";

/** Text as React writes it into HTML. */
const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const count = (html: string, pattern: RegExp) => (html.match(new RegExp(pattern.source, "g")) ?? []).length;

/** The part of a page between a marker and the end of its section. */
function sectionOf(html: string, marker: string) {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

function metaContent(html: string, attribute: "name" | "property", key: string) {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1] ?? null;
}

const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;

// extra posts so that the blog has two pages (12 a page); older than every demo post
const EXTRA_POSTS = Array.from({ length: 14 }, (_, index) => 90_001 + index);

for (const server of inject("servers")) {
  describe(`content on ${server.name}`, () => {
    /** the configured origin of a storefront domain (canonical, og, hreflang, JSON-LD): never the request's Host */
    const at = (domain: string) => publicOrigin(server.baseUrl, domain);
    let db: DB;
    let close: () => Promise<void>;
    const get = (path: string, host = SI, headers: Record<string, string> = {}) => request(server.baseUrl, path, { host, headers });

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      await db.deleteFrom("blog_post_i18n").where("post_id", "in", EXTRA_POSTS).execute();
      await db.deleteFrom("blog_post").where("id", "in", EXTRA_POSTS).execute();
      await db
        .insertInto("blog_post")
        .values(EXTRA_POSTS.map((id, index) => ({ id, category_id: 1, image_id: null, published_at: `2019-01-${String(index + 1).padStart(2, "0")}` })))
        .execute();
      await db
        .insertInto("blog_post_i18n")
        .values(
          EXTRA_POSTS.map((id) => ({
            post_id: id,
            lang: "sl",
            title: `Arhivski zapis ${id}`,
            url_key: `arhiv-${id}`,
            excerpt: `Povzetek ${id}`,
            body: `<p>Besedilo ${id}</p>`,
          })),
        )
        .execute();
      // a content write raises the version (a /blog page cached before it, by a test running
      // beside this one, is rendered again after the version check: at most 5 s)
      await markCatalogueChanged(db);
      const cards = async () => (await get("/blog")).body.match(/class="blog-card"/g)?.length;
      for (const started = Date.now(); (await cards()) !== 12; await new Promise((resolve) => setTimeout(resolve, 250))) {
        if (Date.now() - started > 10_000) throw new Error("the blog did not show the posts written in 10 s");
      }
    }, 20_000);
    afterAll(async () => {
      await db.deleteFrom("blog_post_i18n").where("post_id", "in", EXTRA_POSTS).execute();
      await db.deleteFrom("blog_post").where("id", "in", EXTRA_POSTS).execute();
      await markCatalogueChanged(db);
      await close();
    });

    async function block<T>(department: string, code: string): Promise<T> {
      const row = await db
        .selectFrom("content_block")
        .select("content")
        .where("department", "=", department)
        .where("code", "=", code)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.content) as T;
    }

    async function storefrontName(department: string) {
      return (await db.selectFrom("storefront").select("name").where("department", "=", department).executeTakeFirstOrThrow()).name;
    }

    async function demoPosts(lang: string) {
      return db
        .selectFrom("blog_post as p")
        .innerJoin("blog_post_i18n as i", "i.post_id", "p.id")
        .select(["p.id", "p.image_id", "p.category_id", "i.title", "i.url_key", "i.excerpt", "i.lang"])
        .where("i.lang", "=", lang)
        .where("p.id", "not in", EXTRA_POSTS)
        .orderBy("p.published_at", "desc")
        .execute();
    }

    async function postSlug(postId: number, lang: string) {
      return (await db.selectFrom("blog_post_i18n").select("url_key").where("post_id", "=", postId).where("lang", "=", lang).executeTakeFirstOrThrow()).url_key;
    }

    async function blogCategory(id: number, lang: string) {
      return db.selectFrom("blog_category_i18n").select(["name", "url_key"]).where("category_id", "=", id).where("lang", "=", lang).executeTakeFirstOrThrow();
    }

    async function cmsPage(lang: string, key = "shipping") {
      return db
        .selectFrom("cms_page_i18n as i")
        .innerJoin("cms_page as p", "p.id", "i.page_id")
        .select(["i.title", "i.url_key", "i.meta_description"])
        .where("p.key", "=", key)
        .where("i.lang", "=", lang)
        .executeTakeFirstOrThrow();
    }

    const expectNotFound = (res: HttpResponse, path: string) => {
      expect(res.status).toBe(404);
      expect(res.body).toContain(`Page Not Found: ${path}`);
    };

    it("every stored content block has a schema for its code and fits it (app/lib/content-blocks.ts)", async () => {
      const rows = await db.selectFrom("content_block").select(["department", "code", "content"]).execute();
      expect(rows.length).toBeGreaterThan(100);
      const misfits = rows.filter((row) => !isBlockCode(row.code) || parseBlock(row.code, row.content) === null).map((r) => `${r.department} ${r.code}`);
      expect(misfits).toEqual([]);
    });

    describe("home", () => {
      it("shows the H1, the enabled sale message, banners, categories, brands and advantages of su", async () => {
        const res = await get("/");
        expect(res.status).toBe(200);
        const html = res.body;
        const h1 = await block<{ text: string }>("su", "index_h1");
        expect(html).toMatch(new RegExp(`<h1[^>]*>${esc(h1.text)}</h1>`));
        const sale = await block<{ content: { mobile: string; desktop: string } }>("su", "sale_message");
        expect(html).toContain(esc(sale.content.desktop));
        expect(html).toContain(esc(sale.content.mobile));

        const banners = await block<{ items: { title: string; href: string; imageId: number }[] }>("su", "index_banner");
        const bannerHtml = sectionOf(html, 'class="home-banners"');
        for (const banner of banners.items) {
          expect(bannerHtml).toContain(esc(banner.title));
          expect(bannerHtml).toContain(`href="${banner.href}"`);
        }
        // the first banner picture is the page's main picture: loaded at once, high priority
        const bannerImages = bannerHtml.match(/<img[^>]*>/g) ?? [];
        expect(bannerImages[0]).toContain('loading="eager"');
        expect(bannerImages[0]).toContain('fetchpriority="high"');
        expect(bannerImages[0]).toContain(`/images/${banners.items[0].imageId}/700.webp`);
        expect(bannerImages[1]).toContain('loading="lazy"');

        const categories = sectionOf(html, 'id="home-categories-title"');
        const roots = await db
          .selectFrom("category_i18n as i")
          .innerJoin("category as c", "c.id", "i.category_id")
          .select(["i.name", "i.store_url"])
          .where("c.level", "=", 1)
          .where("i.lang", "=", "sl")
          .orderBy("c.position")
          .execute();
        for (const root of roots) expect(categories).toContain(`href="/${root.store_url}"`);

        const brands = sectionOf(html, 'id="home-brands-title"');
        expect(brands).toContain('href="/znamke/aurora"');
        expect(brands).toContain('href="/znamke"');

        const advantages = await block<{ items: { title: string }[] }>("su", "index_main_advantages");
        for (const item of advantages.items) expect(html).toContain(esc(item.title));
        const description = await block<{ text: string }>("su", "index_shop_advantages_description");
        expect(html).toContain(esc(description.text));
        expect(html).toContain('href="https://www.instagram.com/lumera.shop"');
      });

      it("hides the sale message where it is disabled (cit)", async () => {
        const res = await get("/", IT);
        expect(res.status).toBe(200);
        const sale = await block<{ content: { desktop: string }; enabled: boolean }>("cit", "sale_message");
        expect(sale.enabled).toBe(false);
        expect(res.body).not.toContain("home-sale-message");
        expect(res.body).not.toContain(esc(sale.content.desktop));
      });

      it("preloads exactly the first three recommended pictures and loads those three eagerly (spec §9)", async () => {
        const html = (await get("/")).body;
        const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
        expect(preloads).toHaveLength(3);
        const grid = sectionOf(html, 'id="home-recommended-title"');
        const images = grid.match(/<img[^>]*>/g) ?? [];
        expect(images.length).toBeGreaterThan(3);
        images.slice(0, 3).forEach((img, index) => {
          expect(img).toContain('loading="eager"');
          const srcset = img.match(/srcset="([^"]*)"/i)?.[1];
          expect(preloads[index]).toContain(`imageSrcSet="${srcset}"`);
        });
        for (const img of images.slice(3)) expect(img).toContain('loading="lazy"');
        // the preloads come before every picture of the page
        expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf("<img"));
      });

      it("shows the recommended products of the block, in its order, in the storefront currency", async () => {
        const { productIds } = await block<{ productIds: number[] }>("su", "recommended_products");
        const names = await db
          .selectFrom("product_i18n")
          .select(["product_id", "url_key"])
          .where("lang", "=", "hu")
          .where("product_id", "in", productIds)
          .execute();
        const html = (await get("/hu/", EU)).body;
        const grid = sectionOf(html, 'id="home-recommended-title"');
        const slugOf = new Map(names.map((n) => [n.product_id, n.url_key]));
        const positions = productIds.slice(0, 3).map((id) => grid.indexOf(`href="/hu/${slugOf.get(id)}"`));
        expect(positions.every((p) => p > -1)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(grid).toContain("Ft");
      });

      it("has its own metadata: StoreHomeMeta title and description, canonical root, og tags", async () => {
        const html = (await get("/")).body;
        const meta = await block<{ title: string; description: string }>("su", "StoreHomeMeta");
        expect(title(html)).toBe(`${esc(meta.title)} | ${esc(await storefrontName("su"))}`);
        expect(metaContent(html, "name", "description")).toBe(esc(meta.description));
        expect(canonical(html)).toBe(`${at(SI)}/`);
        expect(metaContent(html, "property", "og:title")).toBe(esc(meta.title));
        expect(metaContent(html, "property", "og:url")).toBe(`${at(SI)}/`);
        expect(canonical((await get("/hu/", EU)).body)).toBe(`${at(EU)}/hu`);
      });

      it("links only to pages a one-brand storefront answers", async () => {
        const res = await get("/sl/", AURORA);
        expect(res.status).toBe(200);
        // brand pages are not answered there (spec §2 shop types): the brand is named, not linked
        const brands = sectionOf(res.body, 'id="home-brands-title"');
        expect(brands).toContain("Aurora");
        expect(brands).not.toContain("href=");
      });
    });

    describe("blog", () => {
      it("lists the posts newest first with picture, date, excerpt and category links, 12 a page", async () => {
        const posts = await demoPosts("sl");
        const res = await get("/blog");
        expect(res.status).toBe(200);
        const html = res.body;
        expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
        expect(count(html, /class="blog-card"/)).toBe(12);
        const first = html.indexOf(esc(posts[0].title));
        const second = html.indexOf(esc(posts[1].title));
        expect(first).toBeGreaterThan(-1);
        expect(second).toBeGreaterThan(first);
        expect(html).toContain(esc(posts[0].excerpt));
        expect(html).toContain(`href="/blog/${posts[0].url_key}"`);
        expect(html).toContain(`/images/${posts[0].image_id}/350.webp`);
        const category = await blogCategory(posts[0].category_id, "sl");
        expect(html).toContain(`href="/blog/category/${category.url_key}"`);
        // the date in the storefront's locale (sl-SI: "6. oktober 2026")
        expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2}\. [a-zčšž]+ \d{4}<\/time>/);
        expect(html).toContain('href="/blog?p=2"');
        expect(title(html)).toBe(`Blog | ${esc(await storefrontName("su"))}`);
        expect(canonical(html)).toBe(`${at(SI)}/blog`);
      });

      it("pages with p, reads a bad p as page 1 and a page past the end as the last", async () => {
        const second = await get("/blog?p=2");
        expect(second.status).toBe(200);
        expect(count(second.body, /class="blog-card"/)).toBe((await demoPosts("sl")).length + EXTRA_POSTS.length - 12);
        expect(second.body).toContain("Arhivski zapis 90001");
        expect(canonical(second.body)).toBe(`${at(SI)}/blog?p=2`);
        const newest = esc((await demoPosts("sl"))[0].title);
        for (const bad of ["abc", "0", "-1", "1.5", "%00", "99999999999999999999"]) {
          const res = await get(`/blog?p=${bad}`);
          expect(res.status, bad).toBe(200);
          expect(res.body, bad).toContain(newest);
        }
        const past = await get("/blog?p=40");
        expect(past.status).toBe(200);
        expect(past.body).toContain("Arhivski zapis 90001");
      });

      it("shows a post with its date, picture, paragraphs, category and other posts of the category", async () => {
        const [post] = await demoPosts("hu");
        const category = await blogCategory(post.category_id, "hu");
        const res = await get(`/hu/blog/${post.url_key}`, EU);
        expect(res.status).toBe(200);
        const html = res.body;
        expect(html).toMatch(new RegExp(`<h1[^>]*>${esc(post.title)}</h1>`));
        expect(html).toContain(`href="/hu/blog/category/${category.url_key}"`);
        expect(html).toContain("<time");
        const body = (await db.selectFrom("blog_post_i18n").select("body").where("post_id", "=", post.id).where("lang", "=", "hu").executeTakeFirstOrThrow())
          .body;
        // the post's HTML as saved (sanitised from its Markdown, lib/content-markdown.ts)
        expect(body).toMatch(/^<p>/);
        expect(html).toContain(body);
        expect(metaContent(html, "name", "description")).toBe(esc(post.excerpt));
        expect(metaContent(html, "property", "og:image")).toBe(`${at(EU)}/images/${post.image_id}/700.webp`);
        expect(canonical(html)).toBe(`${at(EU)}/hu/blog/${post.url_key}`);
        const siblings = (await demoPosts("hu")).filter((p) => p.category_id === post.category_id && p.id !== post.id);
        for (const sibling of siblings.slice(0, 3)) expect(html).toContain(`href="/hu/blog/${sibling.url_key}"`);
      });

      it("shows a category with its posts only", async () => {
        const posts = await demoPosts("sl");
        const category = await blogCategory(posts[0].category_id, "sl");
        const res = await get(`/blog/category/${category.url_key}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatch(new RegExp(`<h1[^>]*>${esc(category.name)}</h1>`));
        for (const post of posts) {
          if (post.category_id === posts[0].category_id) expect(res.body).toContain(`href="/blog/${post.url_key}"`);
          else expect(res.body).not.toContain(`href="/blog/${post.url_key}"`);
        }
        expect(canonical(res.body)).toBe(`${at(SI)}/blog/category/${category.url_key}`);
      });

      it("moves a post or category slug of another language to this language's slug (301)", async () => {
        const [post] = await demoPosts("en");
        const res = await get(`/blog/${post.url_key}`);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(`/blog/${await postSlug(post.id, "sl")}`);
        const hu = await get(`/hu/blog/${post.url_key}`, EU);
        expect(hu.status).toBe(301);
        expect(hu.headers.location).toBe(`/hu/blog/${await postSlug(post.id, "hu")}`);
        const category = await blogCategory(post.category_id, "de");
        const moved = await get(`/blog/category/${category.url_key}?p=1`, SI);
        expect(moved.status).toBe(301);
        expect(moved.headers.location).toBe(`/blog/category/${(await blogCategory(post.category_id, "sl")).url_key}?p=1`);
      });

      it.each([
        ["/blog/no-such-post", SI],
        ["/blog/category/no-such-topic", SI],
        ["/en/blog/no-such-post", EU],
        ["/blog/%00", SI],
        ["/blog/category/%00", SI],
        [`/blog/${"x".repeat(300)}`, SI],
        ["/sl/blog", AURORA],
        ["/hr/blog", AURORA],
      ])("answers %s on %s with 404", async (path, host) => {
        const res = await get(path, host);
        expect(res.status).toBe(404);
        if (!path.includes("%")) expectNotFound(res, path);
      });
    });

    describe("CMS pages", () => {
      it("has its own metadata and a side list of the language's other pages", async () => {
        const page = await cmsPage("sl");
        const res = await get(`/cms/${page.url_key}`);
        expect(res.status).toBe(200);
        expect(title(res.body)).toBe(`${esc(page.title)} | ${esc(await storefrontName("su"))}`);
        expect(metaContent(res.body, "name", "description")).toBe(esc(page.meta_description));
        expect(canonical(res.body)).toBe(`${at(SI)}/cms/${page.url_key}`);
        const others = await db.selectFrom("cms_page_i18n").select("url_key").where("lang", "=", "sl").execute();
        const side = sectionOf(
          res.body.replace('<nav class="cms-side"', '<section class="cms-side"').replace(/<\/nav>(?![\s\S]*cms-side)/, "</section>"),
          'class="cms-side"',
        );
        for (const other of others) expect(side).toContain(`href="/cms/${other.url_key}"`);
      });

      it("moves another language's slug to this language's slug (301)", async () => {
        const en = await cmsPage("en");
        const res = await get(`/cms/${en.url_key}`);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(`/cms/${(await cmsPage("sl")).url_key}`);
        const hu = await get(`/hu/cms/${en.url_key}`, EU);
        expect(hu.status).toBe(301);
        expect(hu.headers.location).toBe(`/hu/cms/${(await cmsPage("hu")).url_key}`);
        // an own slug stays put
        expect((await get(`/en/cms/${en.url_key}`, EU)).status).toBe(200);
      });

      it.each(["/cms/no-such-page", "/cms/%00", "/cms/a.b%20c"])("answers %s with 404", async (path) => {
        expect((await get(path)).status).toBe(404);
      });
    });

    describe("brand list", () => {
      it.each([
        { host: SI, path: "/znamke", base: "/znamke", lang: "sl" },
        { host: EU, path: "/hu/markak", base: "/hu/markak", lang: "hu" },
        { host: EU, path: "/en/brands", base: "/en/brands", lang: "en" },
        { host: AT, path: "/marken", base: "/marken", lang: "de" },
        { host: IT, path: "/marchi", base: "/marchi", lang: "it" },
      ])("lists every brand on $host$path, A to Z, with links, countries and counts", async ({ host, path, base, lang }) => {
        const res = await get(path, host);
        expect(res.status).toBe(200);
        const html = res.body;
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        const brands = await db.selectFrom("brand").select(["id", "name", "url_key"]).execute();
        for (const brand of brands) expect(html).toContain(`href="${base}/${brand.url_key}"`);
        const shown = [...html.matchAll(/class="brand-card-name"><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
        expect(shown).toHaveLength(brands.length);
        expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, lang)));
        expect(html).toContain('href="#brands-A"');
        expect(html).toContain('id="brands-A"');
        const aurora = brands.find((b) => b.url_key === "aurora")!;
        const description = await db
          .selectFrom("brand_i18n")
          .select("description")
          .where("brand_id", "=", aurora.id)
          .where("lang", "=", lang)
          .executeTakeFirstOrThrow();
        expect(html).toContain(esc(description.description));
        expect(canonical(html)).toBe(`${at(host)}${base}`);
      });

      it("counts the products of each brand", async () => {
        const aurora = await db.selectFrom("brand").select("id").where("url_key", "=", "aurora").executeTakeFirstOrThrow();
        const { total } = await db
          .selectFrom("product")
          .select((eb) => eb.fn.countAll<number | string>().as("total"))
          .where("brand_id", "=", aurora.id)
          .where("type", "=", "simple")
          .executeTakeFirstOrThrow();
        const html = (await get("/en/brands", EU)).body;
        const card = html.slice(html.indexOf('href="/en/brands/aurora"'));
        expect(card.slice(0, 600)).toContain(`${Number(total)} products`);
      });

      it.each([
        ["/brands", SI, "/znamke"],
        ["/marke", SI, "/znamke"],
        ["/hu/brands", EU, "/hu/markak"],
      ])("moves %s on %s to %s", async (path, host, location) => {
        const res = await get(path, host);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
      });
    });

    describe("GET /api/cms/*", () => {
      const api = (call: string, query: string, method = "GET") => request(server.baseUrl, `/api/cms/${call}${query}`, { method });

      it("fetchCategoryNavbar?id=19 (spec §9 navbar_categories) gives the whole tree, every node with urlKey and its childs", async () => {
        const res = await api("fetchCategoryNavbar", "?department=su&id=19");
        expect(res.status).toBe(200);
        expect(res.headers["cache-control"]).toBe("public, max-age=60");
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.categories.length).toBeGreaterThan(0);
        // the roots in the order the block names them
        expect(body.categories.map((c: { id: number }) => c.id)).toEqual((await block<{ categoryIds: number[] }>("su", "navbar_categories")).categoryIds);
        type Node = { id: number; name: string; urlKey: string; storeUrl: string; childs: Node[] };
        const all: Node[] = [];
        const walk = (nodes: Node[]) => nodes.forEach((n) => (all.push(n), walk(n.childs)));
        walk(body.categories);
        for (const node of all) for (const field of ["id", "name", "urlKey", "storeUrl", "childs"]) expect(node).toHaveProperty(field);
        // below the second level too: a second-level node with children carries them
        const second = body.categories.flatMap((c: Node) => c.childs);
        expect(second.some((c: Node) => c.childs.length > 0)).toBe(true);
        const rows = await db.selectFrom("category").select(["id", "parent_id"]).execute();
        for (const node of all)
          expect(node.childs.map((c) => c.id).sort()).toEqual(
            rows
              .filter((r) => r.parent_id === node.id)
              .map((r) => r.id)
              .sort(),
          );
        // without an id the same; another block's id is a clear 404
        expect((await api("fetchCategoryNavbar", "?department=su")).json().categories).toEqual(body.categories);
        const wrong = await api("fetchCategoryNavbar", "?department=su&id=6");
        expect(wrong.status).toBe(404);
        expect(wrong.json().errors[0]).toContain("19");
      });

      it("fetchCoreContent gives the layout blocks by title", async () => {
        const body = (await api("fetchCoreContent", "?department=chr")).json();
        expect(body.success).toBe(true);
        for (const key of [
          "CoreDefaultMeta",
          "StoreHomeMeta",
          "CustomFooter",
          "CoreFooterFooter",
          "StoreFooterInfo",
          "CoreAwards",
          "StoreShops",
          "CheckoutFooterMobileInfo",
        ]) {
          expect(body.content).toHaveProperty(key);
          expect(body.content[key]).not.toBeNull();
        }
        expect(body.content.CoreDefaultMeta).toHaveProperty("title");
        expect(body.content.CoreDefaultMeta).toHaveProperty("suffix");
        expect(body.content.StoreShops.shops[0]).toHaveProperty("position");
      });

      it("fetchSaleMessage gives content.mobile, content.desktop and enabled", async () => {
        const su = (await api("fetchSaleMessage", "?department=su")).json();
        expect(su.success).toBe(true);
        expect(typeof su.content.mobile).toBe("string");
        expect(typeof su.content.desktop).toBe("string");
        expect(su.enabled).toBe(true);
        expect((await api("fetchSaleMessage", "?department=cit&id=6")).json().enabled).toBe(false);
        expect((await api("fetchSaleMessage", "?department=cit&id=3")).status).toBe(404);
      });

      it("fetchFooterShops, fetchHeaderInfo, fetchCategorySearches and fetchProductSearches give their blocks", async () => {
        const shops = (await api("fetchFooterShops", "?department=su")).json();
        expect(shops.success).toBe(true);
        expect(shops.shops.length).toBeGreaterThan(0);
        expect(shops.shops[0]).toHaveProperty("city");
        // spec §3 "Items have position and row"; the hours in the storefront's language only
        shops.shops.forEach((shop: { position: number; row: number; hours: unknown }, index: number) => {
          expect(shop.position).toBe(index);
          expect(shop.row).toBe(0);
          expect(typeof shop.hours).toBe("string");
        });
        const chrShops = (await api("fetchFooterShops", "?department=chr&id=15")).json();
        expect(typeof chrShops.shops[0].hours).toBe("string");
        expect(chrShops.shops[0].hours).not.toBe(shops.shops[0].hours);
        const header = (await api("fetchHeaderInfo", "?department=su")).json();
        expect(header.content).toBe((await block<{ text: string }>("su", "header_info")).text);
        const categories = (await api("fetchCategorySearches", "?department=cen")).json();
        expect(categories.searches).toEqual((await block<{ terms: string[] }>("cen", "category_searches")).terms);
        const products = (await api("fetchProductSearches", "?department=cen&id=11")).json();
        expect(products.searches).toEqual((await block<{ terms: string[] }>("cen", "product_searches")).terms);
      });

      it("fetchRecommendedProducts gives cards with decimal prices in the storefront currency and 350 px pictures", async () => {
        const eur = (await api("fetchRecommendedProducts", "?department=su")).json();
        const huf = (await api("fetchRecommendedProducts", "?department=chu")).json();
        expect(eur.success).toBe(true);
        expect(eur.products.length).toBeGreaterThan(3);
        const card = eur.products[0];
        for (const field of ["id", "sku", "name", "manufacturer", "image", "urlKey", "rating", "category_ids", "salable", "stock", "price"])
          expect(card).toHaveProperty(field);
        expect(card.image).toMatch(/^\/images\/\d+\/350\.webp$/);
        const row = await db.selectFrom("product").select(["regular_price"]).where("id", "=", card.id).executeTakeFirstOrThrow();
        expect(card.price.regularPrice).toBe(row.regular_price / 100);
        const rate = (await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow()).currency_rate;
        const same = huf.products.find((p: { id: number }) => p.id === card.id);
        // whole forints
        expect(same.price.regularPrice).toBe(Math.round((row.regular_price * rate) / 100));
        // a one-brand storefront recommends its brand only
        const aurora = (await api("fetchRecommendedProducts", "?department=asi")).json();
        for (const product of aurora.products) expect(product.manufacturer).toBe("Aurora");
      });

      const CALLS = [
        "fetchCategoryNavbar",
        "fetchCoreContent",
        "fetchSaleMessage",
        "fetchFooterShops",
        "fetchHeaderInfo",
        "fetchCategorySearches",
        "fetchProductSearches",
        "fetchRecommendedProducts",
      ];
      const BAD_QUERIES: [string, string, number][] = [
        ["no department", "", 400],
        ["an empty department", "?department=", 400],
        ["an unknown department", "?department=xx", 400],
        ["a 200-character department", `?department=${"d".repeat(200)}`, 400],
        ["id 0", "?department=su&id=0", 400],
        ["a negative id", "?department=su&id=-4", 400],
        ["a decimal id", "?department=su&id=1.5", 400],
        ["a word for id", "?department=su&id=abc", 400],
        ["an empty id", "?department=su&id=", 400],
        ["a 40-digit id", `?department=su&id=${"9".repeat(40)}`, 400],
        ["a NUL byte department", "?department=%00", 400],
      ];
      const cases = CALLS.flatMap((call) => BAD_QUERIES.map(([label, query, status]) => [call, label, query, status] as const));

      it.each(cases)("%s answers %s with %i and the error shape", async (call, _label, query, status) => {
        const res = await api(call, query);
        expect(res.status).toBe(status);
        const body = res.json();
        expect(body.success).toBe(false);
        expect(body.errors.length).toBeGreaterThan(0);
      });

      it.each(CALLS)("%s answers POST, PUT and DELETE with 405", async (call) => {
        for (const method of ["POST", "PUT", "DELETE"]) {
          const res = await api(call, "?department=su", method);
          expect(res.status).toBe(405);
          expect(res.json().success).toBe(false);
        }
      });

      it.each(["fetchNothing", "constructor", "__proto__", "toString", "%00"])("answers the unknown call %s with 404", async (call) => {
        const res = await api(call, "?department=su");
        expect(res.status).toBe(404);
        expect(res.json().success).toBe(false);
      });
    });
  });
}
