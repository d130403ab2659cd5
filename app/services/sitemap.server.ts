import { gzipSync } from "node:zlib";
import type { DB } from "~/db/db.server";
import { isPageAllowed } from "~/lib/page-kind";
import { type PublicAddress, publicUrl } from "~/lib/public-url";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex, memoAsyncOnIndex } from "./listing-index.server";

// Crawler files (DESIGN.md "Crawlers"): one sitemap index per host naming
// each storefront's sitemaps — its pages (home, CMS, blog, brands), its categories, and its
// products in files of at most 50,000 URLs (the sitemaps.org limit). Only pages the storefront
// answers with 200 are listed: its language's slugs, its brand on a one-brand storefront, and
// only the page kinds its shop type allows (spec §2).

export const URLS_PER_FILE = 50_000;

export type SitemapKind = "pages" | "categories" | "products";

export interface SitemapFile {
  department: string;
  kind: SitemapKind;
  /** 1-based page of a product sitemap; 1 for the others */
  page: number;
}

export function sitemapFileName(file: SitemapFile) {
  return file.kind === "products" ? `products-${file.page}.xml` : `${file.kind}.xml`;
}

/** "products-3.xml" -> { kind: "products", page: 3 }; anything else -> null. */
export function parseSitemapFileName(name: string): Omit<SitemapFile, "department"> | null {
  if (name === "pages.xml") return { kind: "pages", page: 1 };
  if (name === "categories.xml") return { kind: "categories", page: 1 };
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: "products", page: Number(match[1]) } : null;
}

function productQuery(db: DB, storefront: Storefront) {
  return db
    .selectFrom("product_i18n as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .where("i.lang", "=", storefront.iso)
    .where("p.type", "=", "simple")
    .where("p.archived_at", "is", null)
    .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId));
}

/** The sitemaps a storefront has (the index lists them). */
export async function storefrontSitemaps(db: DB, storefront: Storefront): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [{ department: storefront.department, kind: "pages", page: 1 }];
  // the catch-all (categories and products) is open to normal and one-brand storefronts only
  if (!isPageAllowed(storefront.shopType, "catch-all")) return files;
  files.push({ department: storefront.department, kind: "categories", page: 1 });
  const row = await productQuery(db, storefront)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  const pages = Math.ceil(Number(row?.n ?? 0) / URLS_PER_FILE);
  for (let page = 1; page <= pages; page++) files.push({ department: storefront.department, kind: "products", page });
  return files;
}

/**
 * A product sitemap file (up to 50,000 URLs) gzipped, or null when the storefront has none:
 * built once per catalogue version, storefront and public address (a few hundred KB each)
 * rather than on every crawler request. The other files are small and built each time.
 */
export async function productSitemapGzip(
  db: DB,
  address: PublicAddress,
  storefront: Storefront,
  file: Omit<SitemapFile, "department">,
): Promise<Buffer | null> {
  const key = `sitemap:${storefront.department}:${file.page}:${address.scheme}:${address.port ?? ""}`;
  return memoAsyncOnIndex(await getListingIndex(db), key, () =>
    sitemapPaths(db, storefront, file).then((paths) => (paths ? gzipSync(urlsetXml(address, storefront, paths)) : null)),
  );
}

/** The unprefixed paths one sitemap file lists, or null when the storefront has no such file. */
export async function sitemapPaths(db: DB, storefront: Storefront, file: Omit<SitemapFile, "department">): Promise<string[] | null> {
  const catalogue = isPageAllowed(storefront.shopType, "catch-all");
  if (file.kind === "pages") return pagePaths(db, storefront);
  if (!catalogue) return null;
  if (file.kind === "categories") {
    const { categoryTree } = await getListingIndex(db);
    const paths: string[] = [];
    for (const node of categoryTree.byId.values()) {
      const names = node.names[storefront.iso];
      if (names) paths.push(`/${names.storeUrl}`);
    }
    return paths.sort();
  }
  const rows = await productQuery(db, storefront)
    .select("i.url_key")
    .orderBy("p.id")
    .limit(URLS_PER_FILE)
    .offset((file.page - 1) * URLS_PER_FILE)
    .execute();
  return rows.length === 0 ? null : rows.map((r) => `/${r.url_key}`);
}

async function pagePaths(db: DB, storefront: Storefront) {
  const lang = storefront.iso;
  const paths = ["/"];
  // drafts (published = 0) are no pages yet
  const cms = await db
    .selectFrom("cms_page_i18n as i")
    .innerJoin("cms_page as p", "p.id", "i.page_id")
    .select("i.url_key")
    .where("i.lang", "=", lang)
    .where("p.published", "=", 1)
    .orderBy("i.page_id")
    .execute();
  paths.push(...cms.map((c) => `/cms/${c.url_key}`));
  if (isPageAllowed(storefront.shopType, "blog")) {
    const [posts, categories] = await Promise.all([
      db
        .selectFrom("blog_post_i18n as i")
        .innerJoin("blog_post as p", "p.id", "i.post_id")
        .select("i.url_key")
        .where("i.lang", "=", lang)
        .where("p.published", "=", 1)
        .orderBy("i.post_id")
        .execute(),
      db.selectFrom("blog_category_i18n").select("url_key").where("lang", "=", lang).orderBy("category_id").execute(),
    ]);
    paths.push("/blog", ...categories.map((c) => `/blog/category/${c.url_key}`), ...posts.map((p) => `/blog/${p.url_key}`));
  }
  if (isPageAllowed(storefront.shopType, "brands")) {
    const brands = await db.selectFrom("brand").select("url_key").orderBy("name").execute();
    const name = storefront.localizedRoutes.brands;
    paths.push(`/${name}`, ...brands.map((b) => `/${name}/${b.url_key}`));
  }
  if (isPageAllowed(storefront.shopType, "gift-certificate")) paths.push(`/${storefront.localizedRoutes.giftCertificate}`);
  return paths;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export function xmlEscape(text: string) {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A <urlset> of absolute URLs on the storefront's configured domain: its prefix, the path (percent-encoded). */
export function urlsetXml(address: PublicAddress, storefront: Storefront, paths: string[]) {
  const lines = paths.map((path) => `<url><loc>${xmlEscape(publicUrl(storefront, path, address))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: SitemapFile[]) {
  const lines = files.map((f) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${f.department}/${sitemapFileName(f)}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</sitemapindex>\n`;
}

/** robots.txt of a host: personal and transactional pages stay out of indexes; the sitemap is named. */
export function robotsTxt(origin: string, storefronts: Storefront[]) {
  const privatePaths = ["/cart", "/checkout", "/profile", "/wishlist", "/login", "/verify", "/password-reset", "/forgotten-password", "/search", "/api/"];
  const prefixes = [null, ...new Set(storefronts.map((s) => s.prefix).filter((p): p is string => Boolean(p)))];
  const disallow = prefixes.flatMap((prefix) => privatePaths.map((path) => (prefix ? `/${prefix}${path}` : path)));
  return ["User-agent: *", ...disallow.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
