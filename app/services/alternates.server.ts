import type { DB } from "~/db/db.server";
import { pickAlternates } from "~/lib/alternates";
import { isPageAllowed } from "~/lib/page-kind";
import type { PublicAddress } from "~/lib/public-url";
import type { Alternate } from "~/lib/seo";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex } from "./listing-index.server";
import { listStorefronts } from "./storefronts.server";

// hreflang alternates: which storefronts show the same page, and where.
// "Shows" is decided as the sitemaps decide it (sitemap.server.ts): the shop type allows the
// page kind (spec §2), the storefront's language has the page's slug, and a one-brand
// storefront sells its own brand only. One query per page kind at most (the storefront list
// and the category tree are cached): never one per storefront.

export type AlternateTarget =
  | { kind: "home" }
  | { kind: "product"; id: number }
  | { kind: "category"; id: number }
  | { kind: "brands" }
  | { kind: "brand"; urlKey: string }
  | { kind: "blog" }
  | { kind: "blog-post"; id: number }
  | { kind: "blog-category"; id: number }
  | { kind: "cms"; urlKey: string; language: string }
  | { kind: "gift-certificate" };

type PathOn = (storefront: Storefront) => string | null;

/** url_key by language from rows of an i18n table. */
const byLanguage = (rows: { lang: string; url_key: string }[]) => new Map(rows.map((row) => [row.lang, row.url_key]));

async function pathsOf(db: DB, target: AlternateTarget): Promise<PathOn> {
  switch (target.kind) {
    case "home":
      return () => "/";
    case "product": {
      const rows = await db
        .selectFrom("product_i18n as i")
        .innerJoin("product as p", "p.id", "i.product_id")
        .select(["i.lang", "i.url_key", "p.brand_id"])
        .where("i.product_id", "=", target.id)
        .where("p.type", "=", "simple")
        .execute();
      const slugs = byLanguage(rows);
      const brandId = rows[0]?.brand_id ?? null;
      return (s) => {
        const slug = slugs.get(s.iso);
        if (!slug || !isPageAllowed(s.shopType, "catch-all")) return null;
        return s.brandId === null || s.brandId === brandId ? `/${slug}` : null;
      };
    }
    case "category": {
      const { categoryTree } = await getListingIndex(db);
      const names = categoryTree.byId.get(target.id)?.names ?? {};
      return (s) => (isPageAllowed(s.shopType, "catch-all") && names[s.iso] ? `/${names[s.iso].storeUrl}` : null);
    }
    case "brands":
      return (s) => (isPageAllowed(s.shopType, "brands") ? `/${s.localizedRoutes.brands}` : null);
    case "brand":
      return (s) => (isPageAllowed(s.shopType, "brand") ? `/${s.localizedRoutes.brands}/${target.urlKey}` : null);
    case "blog":
      return (s) => (isPageAllowed(s.shopType, "blog") ? "/blog" : null);
    case "blog-post": {
      const slugs = byLanguage(await db.selectFrom("blog_post_i18n").select(["lang", "url_key"]).where("post_id", "=", target.id).execute());
      return (s) => (isPageAllowed(s.shopType, "blog-post") && slugs.has(s.iso) ? `/blog/${slugs.get(s.iso)}` : null);
    }
    case "blog-category": {
      const slugs = byLanguage(await db.selectFrom("blog_category_i18n").select(["lang", "url_key"]).where("category_id", "=", target.id).execute());
      return (s) => (isPageAllowed(s.shopType, "blog-category") && slugs.has(s.iso) ? `/blog/category/${slugs.get(s.iso)}` : null);
    }
    case "gift-certificate":
      return (s) => (isPageAllowed(s.shopType, "gift-certificate") ? `/${s.localizedRoutes.giftCertificate}` : null);
    case "cms": {
      // the page is known by its slug in the current language: its siblings share its page_id
      const slugs = byLanguage(
        await db
          .selectFrom("cms_page_i18n as other")
          .innerJoin("cms_page_i18n as own", "own.page_id", "other.page_id")
          .select(["other.lang", "other.url_key"])
          .where("own.lang", "=", target.language)
          .where("own.url_key", "=", target.urlKey)
          .execute(),
      );
      return (s) => (isPageAllowed(s.shopType, "cms") && slugs.has(s.iso) ? `/cms/${slugs.get(s.iso)}` : null);
    }
  }
}

/**
 * The hreflang alternates of a page (self included, plus x-default), absolute on each
 * storefront's configured domain with the public scheme and port.
 */
export async function getAlternates(db: DB, current: Storefront, address: PublicAddress, target: AlternateTarget): Promise<Alternate[]> {
  const [storefronts, pathOn] = await Promise.all([listStorefronts(db), pathsOf(db, target)]);
  // a storefront switched off is no alternate of anything (its hosts answer "closed")
  return pickAlternates(
    storefronts.filter((s) => s.enabled),
    current,
    pathOn,
    address,
  );
}
