import { rm } from "node:fs/promises";
import path from "node:path";
import type { DB } from "~/db/db.server";
import { rebuildSearchIndex } from "~/db/search-index";
import {
  DEMO_ATTRIBUTE_CODES,
  DEMO_BRAND_KEYS,
  DEMO_CMS_KEYS,
  DEMO_FOOTPRINT,
  DEMO_PICTURE_PREFIX,
  DEMO_SKU_PREFIX,
  DEMO_SPECIAL_PRODUCTS,
  type DemoFootprint,
  readDemoFootprint,
} from "~/db/seed/demo-footprint";
import { DEMO_DISCOUNT_CODES, DEMO_GIFT_CERTIFICATES } from "~/db/seed/seed.server";
import { type KeepOrders, ordersRefusal, REMOVAL_KINDS, type RemovalCounts } from "~/lib/demo-removal";
import { VARIANT_CACHE_DIR } from "~/lib/images";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";

// Removing the demo (issue 29 §2; README "Removing the demo"): the one service behind
// `npm run demo:remove` and the owner's room /admin/demo. It deletes what the demo seed wrote
// (its footprint, app/db/seed/demo-footprint.ts) and what people trying the demo left (customers,
// sessions, orders not kept), in ONE transaction, and keeps everything else: the storefront rows,
// settings, staff and the audit log, warehouses, the gift-card product that sells certificates,
// and every product, category, brand and picture the merchant added. The dry run does the same
// work and rolls it back, so what it announces is exactly what the real run does.

export interface DemoOrder {
  id: number;
  number: string;
  email: string;
  createdAt: string;
  status: string;
}

export interface DemoRemovalOptions {
  /** required where any order exists: which stay */
  keepOrders?: KeepOrders;
  dryRun?: boolean;
  /** the audit log's actor: a staff e-mail or "command:<os user>" */
  actor: string;
  imageDir: string;
}

export type DemoRemovalResult =
  { ok: true; dryRun: boolean; counts: RemovalCounts; keptOrders: string[] } | { ok: false; problem: "no-demo" | "orders" | "unknown-orders"; message: string };

class DryRun extends Error {
  constructor(readonly result: { counts: RemovalCounts; keptOrders: string[]; files: string[] }) {
    super("dry run");
  }
}

/** Whether the shop still holds the demo (the room and its start-page line show only then). */
export async function demoPresent(db: DB) {
  return (await readDemoFootprint(db)) !== null;
}

/** The shop's orders, oldest first, for the room's choice of which to keep (at most `limit`). */
export async function ordersForDemoRemoval(db: DB, limit = 500) {
  const [rows, total] = await Promise.all([
    db.selectFrom("shop_order").select(["id", "number", "email", "created_at", "status"]).orderBy("id").limit(limit).execute(),
    db
      .selectFrom("shop_order")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const orders: DemoOrder[] = rows.map((r) => ({ id: r.id, number: r.number, email: r.email, createdAt: r.created_at, status: r.status }));
  return { orders, total: Number(total.n) };
}

async function orderRange(db: DB) {
  const first = await db.selectFrom("shop_order").select("number").orderBy("id").limit(1).executeTakeFirst();
  if (!first) return null;
  const last = await db.selectFrom("shop_order").select("number").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom("shop_order")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { count: Number(n), first: first.number, last: last.number };
}

const deleted = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0);

/** Removes the demo (or, with dryRun, says what it would remove and changes nothing). */
export async function removeDemo(db: DB, options: DemoRemovalOptions): Promise<DemoRemovalResult> {
  const footprint = await readDemoFootprint(db);
  if (!footprint) return { ok: false, problem: "no-demo", message: "This shop holds no demo data: there is nothing to remove." };
  const orders = await orderRange(db);
  if (orders && !options.keepOrders) return { ok: false, problem: "orders", message: ordersRefusal(orders) };
  const keep = options.keepOrders?.kind === "ids" ? options.keepOrders.ids : [];
  if (keep.length) {
    const found = await db.selectFrom("shop_order").select("id").where("id", "in", keep).execute();
    const missing = keep.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) return { ok: false, problem: "unknown-orders", message: `No order has the id ${missing.join(", ")}: nothing was removed.` };
  }
  let outcome: { counts: RemovalCounts; keptOrders: string[]; files: string[] };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const result = await removeInTransaction(trx, footprint, keep);
      if (options.dryRun) throw new DryRun(result);
      await recordAudit(trx, {
        actor: options.actor,
        kind: "demo.remove",
        subject: "shop",
        before: null,
        after: { removed: result.counts, keptOrders: result.keptOrders },
      });
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return { ok: true, dryRun: true, counts: error.result.counts, keptOrders: error.result.keptOrders };
    throw error;
  }
  // files after the commit: a failed transaction leaves every picture in place
  await removeFiles(options.imageDir, outcome.files);
  return { ok: true, dryRun: false, counts: outcome.counts, keptOrders: outcome.keptOrders };
}

async function removeFiles(imageDir: string, files: string[]) {
  const root = path.resolve(imageDir);
  for (const entry of files) {
    const [id, file] = entry.split("\t");
    const original = path.resolve(root, file);
    // the file column is data, not trusted: only files inside the image folder
    if (original.startsWith(root + path.sep)) await rm(original, { force: true });
    await rm(path.join(root, VARIANT_CACHE_DIR, id), { recursive: true, force: true });
  }
}

async function removeInTransaction(trx: DB, fp: DemoFootprint, keep: number[]) {
  const counts = Object.fromEntries(REMOVAL_KINDS.map(([key]) => [key, 0])) as RemovalCounts;
  const keptOrders = keep.length
    ? (await trx.selectFrom("shop_order").select("number").where("id", "in", keep).orderBy("id").execute()).map((o) => o.number)
    : [];

  // orders: every one not kept, with what hangs on it (lines, events, returns and refunds cascade)
  const gone = () => {
    let query = trx.selectFrom("shop_order").select("id");
    if (keep.length) query = query.where("id", "not in", keep);
    return query;
  };
  await trx.updateTable("shop_order").set({ superseded_by: null }).where("superseded_by", "in", gone()).execute();
  await trx.deleteFrom("payment_event").where("order_id", "in", gone()).execute();
  await trx.deleteFrom("withdrawal").where("order_id", "in", gone()).execute();
  counts.mails += deleted(await trx.deleteFrom("mail_queue").where("order_id", "in", gone()).executeTakeFirst());
  await trx.updateTable("stock_movement").set({ order_id: null }).where("order_id", "in", gone()).execute();
  await trx.updateTable("bank_statement_entry").set({ order_id: null }).where("order_id", "in", gone()).execute();
  counts.giftCertificates += deleted(await trx.deleteFrom("gift_certificate").where("order_id", "in", gone()).executeTakeFirst());
  counts.orders = deleted(await (keep.length ? trx.deleteFrom("shop_order").where("id", "not in", keep) : trx.deleteFrom("shop_order")).executeTakeFirst());

  // customers: those of a kept order stay (with their addresses); every session goes, and with it
  // every cart and wishlist (they hold demo products)
  const customersGone = () =>
    trx
      .selectFrom("customer")
      .select("id")
      .where("id", "not in", trx.selectFrom("shop_order").select("customer_id").where("customer_id", "is not", null).$narrowType<{ customer_id: number }>());
  counts.mails += deleted(await trx.deleteFrom("mail_queue").where("to_address", "in", customersGone().clearSelect().select("email")).executeTakeFirst());
  await trx.deleteFrom("reward_point_adjustment").where("customer_id", "in", customersGone()).execute();
  counts.sessions = deleted(await trx.deleteFrom("session_token").executeTakeFirst());
  await trx.deleteFrom("wishlist_item").execute();
  await trx.deleteFrom("cart").execute();
  counts.customers = deleted(await trx.deleteFrom("customer").where("id", "in", customersGone()).executeTakeFirst());

  // the demo's codes and certificates (README "Demo codes"): a merchant's own stay
  counts.discountCodes = deleted(
    await trx
      .deleteFrom("discount_code")
      .where(
        "code",
        "in",
        DEMO_DISCOUNT_CODES.map((c) => c.code),
      )
      .executeTakeFirst(),
  );
  counts.giftCertificates += deleted(
    await trx
      .deleteFrom("gift_certificate")
      .where(
        "code",
        "in",
        DEMO_GIFT_CERTIFICATES.map((c) => c.code),
      )
      .executeTakeFirst(),
  );

  // content: the blocks of the codes the demo wrote, its pages, posts and redirects
  if (fp.contentCodes.length) {
    counts.contentBlocks = deleted(await trx.deleteFrom("content_block").where("code", "in", fp.contentCodes).executeTakeFirst());
    await trx.deleteFrom("content_block_draft").where("code", "in", fp.contentCodes).execute();
  }
  counts.redirects = deleted(await trx.deleteFrom("redirect").where("id", "<=", fp.redirect).executeTakeFirst());
  const pages = await trx.selectFrom("cms_page").select("id").where("id", "<=", fp.cmsPage).where("key", "in", DEMO_CMS_KEYS).execute();
  if (pages.length) {
    const ids = pages.map((p) => p.id);
    await trx.deleteFrom("content_old_slug").where("kind", "=", "cms").where("item_id", "in", ids).execute();
    counts.cmsPages = deleted(await trx.deleteFrom("cms_page").where("id", "in", ids).executeTakeFirst());
  }
  await trx.deleteFrom("content_old_slug").where("kind", "=", "blog-post").where("item_id", "<=", fp.blogPost).execute();
  counts.blogPosts = deleted(await trx.deleteFrom("blog_post").where("id", "<=", fp.blogPost).executeTakeFirst());
  // a merchant's post filed under a demo blog category keeps that category
  const blogCategoriesGone = () =>
    trx.selectFrom("blog_category").select("id").where("id", "<=", fp.blogCategory).where("id", "not in", trx.selectFrom("blog_post").select("category_id"));
  const blogCategoryIds = (await blogCategoriesGone().execute()).map((c) => c.id);
  if (blogCategoryIds.length) {
    await trx.deleteFrom("content_old_slug").where("kind", "=", "blog-category").where("item_id", "in", blogCategoryIds).execute();
    counts.blogCategories = deleted(await trx.deleteFrom("blog_category").where("id", "in", blogCategoryIds).executeTakeFirst());
  }

  // products: the generated ones (LM- SKUs) and the special ones; the gift-card product stays,
  // it is how a shop sells certificates
  const demoProducts = () =>
    trx
      .selectFrom("product")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("id", "<=", fp.product), eb("sku", "like", `${DEMO_SKU_PREFIX}%`)]),
          ...DEMO_SPECIAL_PRODUCTS.map((s) => eb.and([eb("id", "=", s.id), eb("sku", "=", s.sku)])),
        ]),
      );
  await trx.deleteFrom("stock_movement").where("product_id", "in", demoProducts()).execute();
  await trx.updateTable("product").set({ successor_id: null }).where("successor_id", "in", demoProducts()).execute();
  counts.products = deleted(await trx.deleteFrom("product").where("id", "in", demoProducts()).executeTakeFirst());
  // a kept order's lines keep their SKU, name and prices; the product they named is gone
  await trx
    .updateTable("shop_order_line")
    .set({ product_id: null })
    .where("product_id", "is not", null)
    .where("product_id", "not in", trx.selectFrom("product").select("id"))
    .execute();

  // brands: a merchant's product of a demo brand keeps no brand; a one-brand storefront whose
  // brand was the demo's sells every brand
  const demoBrands = () => trx.selectFrom("brand").select("id").where("id", "<=", fp.brand).where("url_key", "in", DEMO_BRAND_KEYS);
  await trx.updateTable("product").set({ brand_id: null }).where("brand_id", "in", demoBrands()).execute();
  await trx.updateTable("storefront").set({ brand_id: null, shop_type: "normal" }).where("brand_id", "in", demoBrands()).execute();
  counts.brands = deleted(await trx.deleteFrom("brand").where("id", "in", demoBrands()).executeTakeFirst());

  counts.categories = await removeDemoCategories(trx, fp.category);

  counts.attributes = deleted(await trx.deleteFrom("attribute").where("id", "<=", fp.attribute).where("code", "in", DEMO_ATTRIBUTE_CODES).executeTakeFirst());

  // pictures of the pool that nothing kept shows any more (the gift card's stays)
  const pictures = await trx
    .selectFrom("image")
    .select(["id", "file"])
    .where("id", "<=", fp.image)
    .where("file", "like", `${DEMO_PICTURE_PREFIX}%`)
    .where("id", "not in", trx.selectFrom("product_image").select("image_id"))
    .where("id", "not in", trx.selectFrom("product_image_alt").select("image_id"))
    .where("id", "not in", trx.selectFrom("blog_post").select("image_id").where("image_id", "is not", null).$narrowType<{ image_id: number }>())
    .execute();
  for (let start = 0; start < pictures.length; start += 1000) {
    const ids = pictures.slice(start, start + 1000).map((p) => p.id);
    counts.pictures += deleted(await trx.deleteFrom("image").where("id", "in", ids).executeTakeFirst());
  }

  await trx.deleteFrom("setting").where("name", "=", DEMO_FOOTPRINT).execute();
  await rebuildSearchIndex(trx);
  await markCatalogueChanged(trx);
  return { counts, keptOrders, files: pictures.map((p) => `${p.id}\t${p.file}`) };
}

/**
 * The demo's categories (ids 1..last) go; a merchant's category under one of them moves up to
 * its nearest kept ancestor (or the top), its path, level and URLs following. A merchant's
 * product simply loses its links to demo categories; its main category becomes its deepest kept one.
 */
async function removeDemoCategories(trx: DB, last: number) {
  if (last < 1) return 0;
  const isDemo = (id: number) => id <= last;
  const kept = await trx.selectFrom("category").select(["id", "path"]).where("id", ">", last).execute();
  const moved = kept.filter((c) => c.path.split("/").some((part) => part !== "" && isDemo(Number(part))));
  if (moved.length) {
    const texts = await trx.selectFrom("category_i18n").select(["category_id", "lang", "url_key"]).where("category_id", ">", last).execute();
    const slug = new Map(texts.map((t) => [`${t.category_id}:${t.lang}`, t.url_key]));
    for (const category of moved) {
      const lineage = category.path
        .split("/")
        .filter(Boolean)
        .map(Number)
        .filter((id) => !isDemo(id));
      await trx
        .updateTable("category")
        .set({ path: `/${lineage.join("/")}/`, level: lineage.length, parent_id: lineage.length > 1 ? lineage[lineage.length - 2] : null })
        .where("id", "=", category.id)
        .execute();
      for (const text of texts.filter((t) => t.category_id === category.id)) {
        const storeUrl = lineage.map((id) => slug.get(`${id}:${text.lang}`) ?? "").join("/");
        await trx.updateTable("category_i18n").set({ store_url: storeUrl }).where("category_id", "=", category.id).where("lang", "=", text.lang).execute();
      }
    }
  }
  await trx
    .updateTable("product")
    .set((eb) => ({
      main_category_id: eb
        .selectFrom("product_category as pc")
        .innerJoin("category as c", "c.id", "pc.category_id")
        .select("pc.category_id")
        .whereRef("pc.product_id", "=", "product.id")
        .where("pc.category_id", ">", last)
        .orderBy("c.level", "desc")
        .limit(1),
    }))
    .where("main_category_id", "<=", last)
    .execute();
  await trx.updateTable("category").set({ parent_id: null }).where("id", "<=", last).execute();
  const removed = deleted(await trx.deleteFrom("category").where("id", "<=", last).executeTakeFirst());
  return removed;
}
