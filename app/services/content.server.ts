import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";

// Content blocks (spec §3, §9): per department, by code (the §9 names and the §3 titles).

export interface LinkItem {
  label: string;
  href: string;
}

export interface LayoutContent {
  headerInfo: string | null;
  footerInfo: string | null;
  footerColumns: { title: string; links: LinkItem[] }[];
  customFooter: string | null;
  awards: string[];
  socialNetworks: { network: string; url: string }[];
}

type Blocks = Record<string, unknown>;

export async function getBlocks(db: DB, department: string, codes: string[]): Promise<Blocks> {
  const rows = await db
    .selectFrom("content_block")
    .select(["code", "content"])
    .where("department", "=", department)
    .where("enabled", "=", 1)
    .where("code", "in", codes)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, JSON.parse(row.content)]));
}

export async function getLayoutContent(db: DB, storefront: Storefront): Promise<LayoutContent> {
  const blocks = await getBlocks(db, storefront.department, [
    "header_info", "StoreFooterInfo", "CoreFooterFooter", "CustomFooter", "CoreAwards", "index_social_networks",
  ]);
  const text = (code: string) => ((blocks[code] as { text?: string } | undefined)?.text ?? null);
  return {
    headerInfo: text("header_info"),
    footerInfo: text("StoreFooterInfo"),
    footerColumns: (blocks.CoreFooterFooter as { columns?: LayoutContent["footerColumns"] } | undefined)?.columns ?? [],
    customFooter: text("CustomFooter"),
    awards: (blocks.CoreAwards as { items?: string[] } | undefined)?.items ?? [],
    socialNetworks: (blocks.index_social_networks as { items?: LayoutContent["socialNetworks"] } | undefined)?.items ?? [],
  };
}

export async function getHomeContent(db: DB, storefront: Storefront) {
  const blocks = await getBlocks(db, storefront.department, [
    "index_h1", "index_banner", "index_main_advantages", "sale_message", "index_shop_advantages_description", "StoreHomeMeta",
  ]);
  return {
    h1: (blocks.index_h1 as { text?: string } | undefined)?.text ?? storefront.name,
    banners: (blocks.index_banner as { items?: { title: string; subtitle: string; cta: string; href: string; imageId: number }[] } | undefined)?.items ?? [],
    advantages: (blocks.index_main_advantages as { items?: { icon: string; title: string; text: string }[] } | undefined)?.items ?? [],
    advantagesDescription: (blocks.index_shop_advantages_description as { text?: string } | undefined)?.text ?? null,
    saleMessage: (blocks.sale_message as { content: { mobile: string; desktop: string }; enabled: boolean } | undefined) ?? null,
    meta: (blocks.StoreHomeMeta as { title?: string; description?: string } | undefined) ?? {},
  };
}

export async function getCmsPage(db: DB, language: string, urlKey: string) {
  const row = await db
    .selectFrom("cms_page_i18n")
    .select(["title", "meta_description", "body", "url_key"])
    .where("lang", "=", language)
    .where("url_key", "=", urlKey)
    .executeTakeFirst();
  if (!row) return null;
  return { title: row.title, metaDescription: row.meta_description, urlKey: row.url_key, paragraphs: JSON.parse(row.body) as string[] };
}
