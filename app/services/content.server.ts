import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";
import { byRowThenPosition } from "~/lib/content-order";
import { DEFAULT_FAVICON, type DefaultMetaBlock } from "~/lib/seo";
import { type Block, type BlockCode, type Blocks, parseBlock } from "~/lib/content-blocks";
import { saleMessageShows } from "~/lib/sale-message";
import { getLogger } from "~/logger.server";
import { getProductCards } from "./product-card.server";
import { getListingIndex, memoAsyncOnIndex } from "./listing-index.server";

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
  /** spec §3 Default metadata (CoreDefaultMeta): every page's meta falls back to it */
  defaultMeta: DefaultMetaBlock | null;
}

/** The enabled blocks of the codes asked for, each checked against its schema (lib/content-blocks.ts). */
export async function getBlocks<C extends BlockCode>(db: DB, department: string, codes: readonly C[]): Promise<Blocks<C>> {
  const rows = await db
    .selectFrom("content_block")
    .select(["code", "content"])
    .where("department", "=", department)
    .where("enabled", "=", 1)
    .where("code", "in", [...codes])
    .execute();
  const blocks: Blocks<C> = {};
  for (const row of rows) {
    const code = row.code as C;
    const block = parseBlock(code, row.content);
    if (block) blocks[code] = block;
    else getLogger().warn({ department, code }, "content block does not fit its schema: left out");
  }
  return blocks;
}

/**
 * The store layout's content (header line, footer columns, awards, social networks, default
 * metadata): read once per storefront and catalogue version — every content write is a
 * catalogue write that raises it (the seed) — not on every page view.
 */
export async function getLayoutContent(db: DB, storefront: Storefront): Promise<LayoutContent> {
  return memoAsyncOnIndex(await getListingIndex(db), `layout:${storefront.department}`, () => readLayoutContent(db, storefront));
}

async function readLayoutContent(db: DB, storefront: Storefront): Promise<LayoutContent> {
  const blocks = await getBlocks(db, storefront.department, [
    "header_info",
    "StoreFooterInfo",
    "CoreFooterFooter",
    "CustomFooter",
    "CoreAwards",
    "index_social_networks",
    "CoreDefaultMeta",
  ]);
  return {
    headerInfo: blocks.header_info?.text ?? null,
    footerInfo: blocks.StoreFooterInfo?.text ?? null,
    footerColumns: blocks.CoreFooterFooter?.columns ?? [],
    customFooter: blocks.CustomFooter?.text ?? null,
    awards: blocks.CoreAwards?.items ?? [],
    socialNetworks: byRowThenPosition(blocks.index_social_networks?.items ?? []),
    defaultMeta: defaultMetaOf(blocks),
  };
}

/** The CoreDefaultMeta block of a getBlocks answer, its own fields only. */
export function defaultMetaOf(blocks: Blocks<"CoreDefaultMeta">): DefaultMetaBlock | null {
  const block = blocks.CoreDefaultMeta;
  if (!block) return null;
  const { title, suffix, description, ogImage, favicon } = block;
  return Object.fromEntries(Object.entries({ title, suffix, description, ogImage, favicon }).filter(([, value]) => value !== undefined)) as DefaultMetaBlock;
}

export type Banner = NonNullable<Block<"index_banner">["items"]>[number];
export type Advantage = NonNullable<Block<"index_main_advantages">["items"]>[number];
export interface SaleMessage {
  content: { mobile: string; desktop: string };
  enabled: boolean;
}
export type DefaultMeta = DefaultMetaBlock;

const HOME_BLOCKS = [
  "index_h1",
  "sale_message",
  "index_banner",
  "index_categories",
  "index_brands",
  "index_main_advantages",
  "index_shop_advantages",
  "index_shop_advantages_description",
  "index_social_networks",
  "recommended_products",
  "StoreHomeMeta",
  "CoreDefaultMeta",
] as const;

/** How many recommended products home shows (as getRecommendedProducts). */
const RECOMMENDED_LIMIT = 12;

/**
 * Everything the home page shows: every block in one query, then the category names, brand
 * names and product cards the blocks point at, together.
 */
export async function getHomeContent(db: DB, storefront: Storefront, draft: Blocks<(typeof HOME_BLOCKS)[number]> = {}) {
  // a block switched off (enabled = 0) is simply absent: getBlocks reads enabled rows only;
  // the back office's preview lays its draft over them (home-content.server.ts), the storefront never
  const blocks = { ...(await getBlocks(db, storefront.department, HOME_BLOCKS)), ...draft };
  const categoryIds = blocks.index_categories?.categoryIds ?? [];
  const brandIds = blocks.index_brands?.brandIds ?? [];
  const productIds = (blocks.recommended_products?.productIds ?? []).slice(0, RECOMMENDED_LIMIT);

  const [categories, brands, recommended] = await Promise.all([
    categoryIds.length
      ? db
          .selectFrom("category_i18n")
          .select(["category_id as id", "name", "store_url as storeUrl"])
          .where("lang", "=", storefront.iso)
          .where("category_id", "in", categoryIds)
          .execute()
      : [],
    brandIds.length
      ? db
          .selectFrom("brand")
          .select(["id", "name", "url_key as urlKey"])
          .where("id", "in", brandIds)
          .$if(storefront.brandId !== null, (q) => q.where("id", "=", storefront.brandId))
          .execute()
      : [],
    getProductCards(db, storefront, productIds),
  ]);
  // the block's order is the operator's choice: keep it
  const inBlockOrder = <T extends { id: number }>(rows: T[], order: number[]) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return order.flatMap((id) => byId.get(id) ?? []);
  };

  const storeMeta = blocks.StoreHomeMeta ?? {};
  const defaultMeta = blocks.CoreDefaultMeta ?? {};
  const saleMessage = blocks.sale_message;
  return {
    h1: blocks.index_h1?.text ?? storefront.name,
    saleMessage: saleMessage && saleMessageShows(saleMessage) ? { content: saleMessage.content, enabled: true } : null,
    banners: byRowThenPosition(blocks.index_banner?.items ?? []),
    categories: inBlockOrder(categories, categoryIds),
    brands: inBlockOrder(brands, brandIds),
    mainAdvantages: byRowThenPosition(blocks.index_main_advantages?.items ?? []),
    shopAdvantages: byRowThenPosition(blocks.index_shop_advantages?.items ?? []),
    shopAdvantagesDescription: blocks.index_shop_advantages_description?.text ?? null,
    socialNetworks: byRowThenPosition(blocks.index_social_networks?.items ?? []),
    recommended,
    // spec §3 Default metadata: the home's own title and description, else the shop-wide ones
    meta: {
      title: storeMeta.title ?? (defaultMeta.title ? `${defaultMeta.title} ${defaultMeta.suffix ?? ""}`.trim() : storefront.name),
      description: storeMeta.description ?? defaultMeta.description ?? "",
      image: defaultMeta.ogImage ?? null,
      // the Organization's logo (JSON-LD): the storefront's icon
      logo: defaultMeta.favicon ?? DEFAULT_FAVICON,
    },
  };
}

export type HomeContent = Awaited<ReturnType<typeof getHomeContent>>;

/** The §3 layout blocks by title, as the content API's fetchCoreContent gives them. */
export const CORE_CONTENT_TITLES = [
  "CoreDefaultMeta",
  "StoreHomeMeta",
  "CustomFooter",
  "CoreFooterFooter",
  "StoreFooterInfo",
  "CoreAwards",
  "StoreShops",
  "CheckoutFooterMobileInfo",
] as const;

export async function getCoreContent(db: DB, storefront: Storefront) {
  const blocks = await getBlocks(db, storefront.department, CORE_CONTENT_TITLES);
  return Object.fromEntries(CORE_CONTENT_TITLES.map((title) => [title, blocks[title] ?? null]));
}

/** Spec §3 sale message: `{ content: { mobile, desktop }, enabled }`; a missing block is disabled, and so is one outside its days. */
export async function getSaleMessage(db: DB, storefront: Storefront): Promise<SaleMessage> {
  const rows = await db
    .selectFrom("content_block")
    .select(["content", "enabled"])
    .where("department", "=", storefront.department)
    .where("code", "=", "sale_message")
    .executeTakeFirst();
  if (!rows) return { content: { mobile: "", desktop: "" }, enabled: false };
  const value = parseBlock("sale_message", rows.content);
  if (!value) return { content: { mobile: "", desktop: "" }, enabled: false };
  return { content: value.content, enabled: rows.enabled === 1 && saleMessageShows(value) };
}

/** One block (or null), for the content API calls that return a single block. */
export async function getBlock<C extends BlockCode>(db: DB, storefront: Storefront, code: C): Promise<Block<C> | null> {
  const blocks = await getBlocks(db, storefront.department, [code]);
  return blocks[code] ?? null;
}

export interface CmsPage {
  title: string;
  metaDescription: string;
  urlKey: string;
  /** sanitised when saved (lib/content-markdown.ts) */
  html: string;
}

/** A published CMS page by its slug in `language`; a draft is no page. */
export async function getCmsPage(db: DB, language: string, urlKey: string): Promise<CmsPage | null> {
  const row = await db
    .selectFrom("cms_page_i18n as i")
    .innerJoin("cms_page as p", "p.id", "i.page_id")
    .select(["i.title", "i.meta_description", "i.body", "i.url_key"])
    .where("i.lang", "=", language)
    .where("i.url_key", "=", urlKey)
    .where("p.published", "=", 1)
    .executeTakeFirst();
  if (!row) return null;
  return { title: row.title, metaDescription: row.meta_description, urlKey: row.url_key, html: row.body };
}

/** The published CMS pages of one language (title and slug), for the side list of a CMS page. */
export async function getCmsPageList(db: DB, language: string) {
  return db
    .selectFrom("cms_page_i18n as i")
    .innerJoin("cms_page as p", "p.id", "i.page_id")
    .select(["i.title", "i.url_key as urlKey"])
    .where("i.lang", "=", language)
    .where("p.published", "=", 1)
    .orderBy("p.id")
    .execute();
}

/**
 * Spec §2 (localized pages redirect): the slug of the same CMS page in `language` when
 * `urlKey` is that page's slug in another language, or a slug it had before it was changed
 * (content_old_slug), else null.
 */
export async function localizedCmsSlug(db: DB, language: string, urlKey: string): Promise<string | null> {
  const rows = await db
    .selectFrom("cms_page_i18n as other")
    .innerJoin("cms_page_i18n as own", (join) => join.onRef("own.page_id", "=", "other.page_id").on("own.lang", "=", language))
    .select(["own.url_key", "other.lang"])
    .where("other.url_key", "=", urlKey)
    .execute();
  // the slug is this language's own (several languages may share one): nothing to move
  if (rows.some((row) => row.lang === language)) return null;
  if (rows.length > 0) return rows[0].url_key;
  const old = await db
    .selectFrom("content_old_slug as o")
    .innerJoin("cms_page_i18n as own", (join) => join.onRef("own.page_id", "=", "o.item_id").on("own.lang", "=", language))
    .select("own.url_key")
    .where("o.kind", "=", "cms")
    .where("o.url_key", "=", urlKey)
    .orderBy((eb) => eb.case().when("o.lang", "=", language).then(0).else(1).end())
    .executeTakeFirst();
  return old && old.url_key !== urlKey ? old.url_key : null;
}
