import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { publicOrigin, request } from "../support/http";

// Metadata for crawlers: every page type has a title with the storefront's
// suffix, a description, a canonical URL and og tags (spec §3 Default metadata); a product
// page lists hreflang alternates for exactly the storefronts that sell it, each answering 200
// on its host, with x-default; the JSON-LD documents parse and have the expected @type.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const AURORA = "aurora.localhost";

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

type Tag = Record<string, string>;

/** The <meta> and <link> tags of the page's head, attribute names lower-cased, values decoded. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags: { name: string; attrs: Tag }[] = [];
  for (const match of head.matchAll(/<(meta|link)\s([^>]*)>/g)) {
    const attrs: Tag = {};
    for (const [, key, value] of match[2].matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attrs[key.toLowerCase()] = decode(value);
    tags.push({ name: match[1], attrs });
  }
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
  const meta = (key: string) => tags.find((t) => t.name === "meta" && (t.attrs.name === key || t.attrs.property === key))?.attrs.content ?? null;
  const links = (rel: string) => tags.filter((t) => t.name === "link" && t.attrs.rel === rel).map((t) => t.attrs);
  return { title: title === undefined ? null : decode(title), meta, links };
}

/** Every application/ld+json document of the page, parsed (a parse error fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** @type values of the documents, @graph entries included. */
const typesOf = (docs: Record<string, unknown>[]) =>
  docs.flatMap((doc) => (Array.isArray(doc["@graph"]) ? (doc["@graph"] as { "@type": string }[]).map((g) => g["@type"]) : [doc["@type"] as string]));

interface StorefrontRow {
  department: string;
  locale: string;
  iso: string;
  name: string;
  domain: string;
  prefix: string | null;
  shop_type: string;
  brand_id: number | null;
  is_default: number | boolean;
  localized_routes: string;
  currency_code: string;
}

for (const server of inject("servers")) {
  describe(`metadata on ${server.name}`, () => {
    /** the configured origin of a storefront domain (canonical, og, hreflang, JSON-LD): never the request's Host */
    const at = (domain: string) => publicOrigin(server.baseUrl, domain);
    let db: DB;
    let close: () => Promise<void>;
    let storefronts: StorefrontRow[];
    const get = (path: string, host = SI) => request(server.baseUrl, path, { host });
    const su = () => storefronts.find((s) => s.department === "su")!;

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      storefronts = (await db.selectFrom("storefront").selectAll().orderBy("position").execute()) as unknown as StorefrontRow[];
    });
    afterAll(async () => close());

    /** One product of a brand (or of another brand), with its slugs per language. */
    async function productOf(brand: "aurora" | "other") {
      const aurora = await db.selectFrom("brand").select("id").where("url_key", "=", "aurora").executeTakeFirstOrThrow();
      const product = await db
        .selectFrom("product")
        .select(["id", "brand_id"])
        .where("type", "=", "simple")
        .where("brand_id", brand === "aurora" ? "=" : "!=", aurora.id)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const slugs = await db.selectFrom("product_i18n").select(["lang", "url_key"]).where("product_id", "=", product.id).execute();
      return { ...product, slugs: new Map(slugs.map((s) => [s.lang, s.url_key])) };
    }

    /** The public pages of the si storefront, one of each kind, found in its data. */
    async function publicPages() {
      const [category, brand, post, blogCategory, cms, product] = await Promise.all([
        db.selectFrom("category_i18n").select("store_url").where("lang", "=", "sl").orderBy("category_id").executeTakeFirstOrThrow(),
        db.selectFrom("brand").select("url_key").orderBy("id").executeTakeFirstOrThrow(),
        db.selectFrom("blog_post_i18n").select("url_key").where("lang", "=", "sl").orderBy("post_id").executeTakeFirstOrThrow(),
        db.selectFrom("blog_category_i18n").select("url_key").where("lang", "=", "sl").orderBy("category_id").executeTakeFirstOrThrow(),
        db.selectFrom("cms_page_i18n").select("url_key").where("lang", "=", "sl").orderBy("page_id").executeTakeFirstOrThrow(),
        productOf("other"),
      ]);
      const brands = JSON.parse(su().localized_routes).brands as string;
      return {
        home: "/",
        category: `/${category.store_url}`,
        product: `/${product.slugs.get("sl")}`,
        "brand list": `/${brands}`,
        brand: `/${brands}/${brand.url_key}`,
        blog: "/blog",
        "blog post": `/blog/${post.url_key}`,
        "blog category": `/blog/category/${blogCategory.url_key}`,
        cms: `/cms/${cms.url_key}`,
        "gift certificates": `/${JSON.parse(su().localized_routes).giftCertificate as string}`,
      };
    }

    function expectFullMetadata(html: string, path: string, indexed: boolean) {
      const head = headTags(html);
      const suffix = `| ${su().name}`;
      expect(head.title, path).toMatch(new RegExp(`^.+ ${suffix.replace(/\|/g, "\\|")}$`));
      expect(head.meta("description")?.trim().length, path).toBeGreaterThan(10);
      const canonical = head.links("canonical");
      expect(canonical, path).toHaveLength(1);
      expect(canonical[0].href, path).toBe(`${at(SI)}${path}`);
      expect(head.meta("og:url")).toBe(canonical[0].href);
      expect(head.meta("og:title")?.length, path).toBeGreaterThan(0);
      expect(head.meta("og:description"), path).toBe(head.meta("description"));
      expect(head.meta("og:image")?.startsWith(`${at(SI)}/`), path).toBe(true);
      expect(head.meta("og:type"), path).toMatch(/^(website|product|article)$/);
      expect(head.meta("twitter:card"), path).toBe("summary_large_image");
      expect(
        head.links("icon").map((l) => l.href),
        path,
      ).toEqual(["/favicon.svg"]);
      if (indexed) expect(head.meta("robots"), path).toBeNull();
      else expect(head.meta("robots"), path).toMatch(/noindex/);
      return head;
    }

    it("every public page type has title with the suffix, description, canonical and og tags", async () => {
      for (const [kind, path] of Object.entries(await publicPages())) {
        const res = await get(path);
        expect(res.status, `${kind} ${path}`).toBe(200);
        const head = expectFullMetadata(res.body, path, true);
        expect(head.meta("og:type"), kind).toBe(kind === "product" ? "product" : kind === "blog post" ? "article" : "website");
      }
    });

    it("private pages (search, login, wishlist, cart, password recovery, verify) are described, canonical and noindex", async () => {
      // password reset and verification without their link token answer 400 (spec §5), described all the same
      const statuses: Record<string, number> = { "/password-reset": 400, "/verify": 400 };
      for (const path of ["/search", "/search/krema", "/login", "/wishlist", "/cart", "/forgotten-password", "/password-reset", "/verify"]) {
        const res = await get(path);
        expect(res.status, path).toBe(statuses[path] ?? 200);
        expectFullMetadata(res.body, path, false);
      }
    });

    it("the 404 page has the not-found title, a description, canonical and noindex", async () => {
      for (const path of ["/no-such-page-anywhere", "/blog/no-such-post", "/cms/no-such-page", "/hr/login", "/znamke/no-such-brand"]) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        const head = headTags(res.body);
        expect(head.title, path).toMatch(/^.+ \| Lumera Slovenija$/);
        expect(head.meta("description")?.length, path).toBeGreaterThan(10);
        expect(head.links("canonical")[0]?.href, path).toBe(`${at(SI)}${path}`);
        expect(head.meta("og:title"), path).not.toBeNull();
        expect(head.meta("robots"), path).toMatch(/noindex/);
      }
    });

    it("the storefront's own suffix and language on another host and prefix", async () => {
      const res = await get("/hu/", EU);
      const head = headTags(res.body);
      const hu = storefronts.find((s) => s.department === "chu")!;
      expect(head.title).toMatch(new RegExp(`\\| ${hu.name}$`));
      expect(head.links("canonical")[0].href).toBe(`${at(EU)}/hu`);
      expect(head.meta("og:image")).toBe(`${at(EU)}/og-image.jpg`);
    });

    /** The storefronts that sell a product (spec §2 shop types, its language, its brand). */
    function sellersOf(product: { brand_id: number | null; slugs: Map<string, string> }) {
      return storefronts.filter((s) => s.shop_type !== "other" && product.slugs.has(s.iso) && (s.brand_id === null || s.brand_id === product.brand_id));
    }

    const alternatesOf = (html: string) =>
      headTags(html)
        .links("alternate")
        .filter((l) => l.hreflang);

    it("a product page lists hreflang alternates for exactly the storefronts that sell it, each answering 200", async () => {
      for (const brand of ["aurora", "other"] as const) {
        const product = await productOf(brand);
        const res = await get(`/${product.slugs.get("sl")}`);
        expect(res.status).toBe(200);
        const alternates = alternatesOf(res.body);
        const sellers = sellersOf(product);
        // one per locale: the two sl-SI storefronts (si and the Aurora one) share one entry
        const locales = [...new Set(sellers.map((s) => s.locale))].sort();
        expect(
          alternates
            .filter((a) => a.hreflang !== "x-default")
            .map((a) => a.hreflang)
            .sort(),
        ).toEqual(locales);
        expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
        // the page names itself, and x-default is the default storefront's page
        expect(alternates.find((a) => a.hreflang === "sl-SI")?.href).toBe(`${at(SI)}/${encodeURI(product.slugs.get("sl")!)}`);
        expect(alternates.find((a) => a.hreflang === "x-default")?.href).toBe(`${at(SI)}/${encodeURI(product.slugs.get("sl")!)}`);
        for (const alternate of alternates) {
          const url = new URL(alternate.href);
          const seller = sellers.find((s) => s.domain === url.hostname && (s.prefix === null || url.pathname.startsWith(`/${s.prefix}/`)));
          expect(seller, alternate.href).toBeDefined();
          expect(seller!.locale === alternate.hreflang || alternate.hreflang === "x-default").toBe(true);
          const page = await get(url.pathname, url.hostname);
          expect(page.status, alternate.href).toBe(200);
          expect(headTags(page.body).links("canonical")[0].href).toBe(alternate.href);
        }
      }
    });

    it("on the one-brand storefront the product's sl-SI alternate is that storefront's own page; it is absent for another brand", async () => {
      const product = await productOf("aurora");
      const res = await get(`/sl/${product.slugs.get("sl")}`, AURORA);
      expect(res.status).toBe(200);
      const alternates = alternatesOf(res.body);
      expect(alternates.find((a) => a.hreflang === "sl-SI")?.href).toBe(`${at(AURORA)}/sl/${encodeURI(product.slugs.get("sl")!)}`);
      // the default storefront sells it too: it stays the x-default
      expect(alternates.find((a) => a.hreflang === "x-default")?.href).toBe(`${at(SI)}/${encodeURI(product.slugs.get("sl")!)}`);

      const other = await productOf("other");
      const page = await get(`/${other.slugs.get("sl")}`);
      expect(alternatesOf(page.body).some((a) => a.href.includes(AURORA))).toBe(false);
    });

    it("every alternate has the configured port (the server's own on plain http), not the one the Host names", async () => {
      const res = await request(server.baseUrl, "/", { host: `${SI}:8123` });
      const alternates = alternatesOf(res.body);
      expect(alternates.length).toBeGreaterThan(1);
      for (const alternate of alternates) expect(new URL(alternate.href).port).toBe(new URL(server.baseUrl).port);
    });

    it("category, brand list, brand, blog and CMS pages have alternates with x-default, each answering 200", async () => {
      const pages = await publicPages();
      for (const kind of ["home", "category", "brand list", "brand", "blog", "blog post", "blog category", "cms"] as const) {
        const alternates = alternatesOf((await get(pages[kind])).body);
        expect(alternates.length, kind).toBeGreaterThan(2);
        expect(
          alternates.some((a) => a.hreflang === "x-default"),
          kind,
        ).toBe(true);
        expect(alternates.find((a) => a.hreflang === "sl-SI")?.href, kind).toBe(`${at(SI)}${pages[kind]}`);
        for (const alternate of alternates) {
          const url = new URL(alternate.href);
          expect((await get(url.pathname, url.hostname)).status, `${kind}: ${alternate.href}`).toBe(200);
        }
      }
    });

    it("filtered and paged listings have no alternates", async () => {
      const pages = await publicPages();
      const paged = await get(`${pages.category}?p=2`);
      expect(alternatesOf(paged.body)).toEqual([]);
    });

    it("JSON-LD parses: Organization on home, BreadcrumbList on category, brand and blog post, Product on product pages", async () => {
      const pages = await publicPages();
      const home = jsonLd((await get("/")).body);
      expect(typesOf(home)).toContain("Organization");
      const organization = home.find((d) => d["@type"] === "Organization")!;
      expect(organization.url).toBe(`${at(SI)}/`);
      expect(String(organization.logo).startsWith(`${at(SI)}/`)).toBe(true);
      expect((organization.sameAs as string[]).length).toBeGreaterThan(0);
      for (const kind of ["category", "brand", "blog post"] as const) {
        const docs = jsonLd((await get(pages[kind])).body);
        expect(typesOf(docs), kind).toContain("BreadcrumbList");
        const list = docs.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { position: number; item: string }[] };
        expect(list.itemListElement[0]).toMatchObject({ position: 1, item: `${at(SI)}/` });
        expect(list.itemListElement.at(-1)!.item).toBe(`${at(SI)}${pages[kind]}`);
      }
      expect(typesOf(jsonLd((await get(pages.product)).body)).sort()).toEqual(["BreadcrumbList", "Product"]);
    });

    it("the product's offer is in the storefront currency with its availability", async () => {
      const product = await productOf("other");
      for (const [host, path, department] of [
        [SI, `/${product.slugs.get("sl")}`, "su"],
        [EU, `/hu/${product.slugs.get("hu")}`, "chu"],
      ] as const) {
        const docs = jsonLd((await get(path, host)).body);
        const graph = docs.flatMap((d) => (d["@graph"] as Record<string, unknown>[]) ?? []);
        const item = graph.find((g) => g["@type"] === "Product") as { offers: { price: string; priceCurrency: string; availability: string; url: string } };
        const currency = storefronts.find((s) => s.department === department)!.currency_code;
        expect(item.offers.priceCurrency).toBe(currency);
        expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
        expect(Number(item.offers.price)).toBeGreaterThan(0);
        expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
        expect(item.offers.url).toBe(`${at(host)}${encodeURI(path)}`);
      }
    });
  });
}
