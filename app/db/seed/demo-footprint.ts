import type { Kysely } from "kysely";
import type { Database } from "../schema";
import * as content from "./content";

// What the demo wrote (issue 29 §2 "remove the demo"): the highest id of each kind the demo seed
// wrote, and the codes of its content blocks, kept in the `setting` row DEMO_FOOTPRINT. Every id
// the back office, the import or an upload hands out later is above it (they take the highest
// id + 1), so a row is the demo's when its id is within the footprint AND it carries the demo's
// signature (a `LM-` SKU, a brand key, attribute code or page key of app/db/seed/content.ts, a
// picture of the pool): a merchant's row reusing a freed id is still told apart. seedDemo records
// it as it finishes; migration 038 records it for a shop seeded before, from the same signatures.

export const DEMO_FOOTPRINT = "demo.footprint";

/** The special products of the demo (seed.server.ts SERVICE_ITEMS, ADVENT_CALENDAR, GIFT_CARD), by id and SKU. */
export const DEMO_SPECIAL_PRODUCTS = [
  { id: 39002, sku: "bltree1" },
  { id: 35511, sku: "darilno3" },
  { id: 90025, sku: "wsLBX-AC25" },
] as const;

export interface DemoFootprint {
  product: number;
  brand: number;
  category: number;
  attribute: number;
  image: number;
  blogCategory: number;
  blogPost: number;
  cmsPage: number;
  redirect: number;
  /** the content blocks' codes the demo wrote (every storefront's home page, header and footer) */
  contentCodes: string[];
}

export const DEMO_BRAND_KEYS = content.brands.map((b) => b.key);
export const DEMO_ATTRIBUTE_CODES = content.attributes.map((a) => a.code);
export const DEMO_CMS_KEYS = content.cmsPages.map((p) => p.key);
export const DEMO_REDIRECT_PATHS = ["/info", "/instagram", "/sale", "/o-nas"];
/** The pool of generated pictures (images.server.ts): files under IMAGE_DIR/pool. */
export const DEMO_PICTURE_PREFIX = "pool/";
export const DEMO_SKU_PREFIX = "LM-";

function countCategories(nodes: typeof content.categories): number {
  return nodes.reduce((sum, node) => sum + 1 + countCategories(node.children ?? []), 0);
}

type AnyDb = Kysely<Database>;

const top = (row: { max: unknown } | undefined) => Number(row?.max ?? 0);

/**
 * The demo's footprint in `db` as it is now, from its signatures; null when nothing of the demo is
 * there (a shop started empty, or one whose demo was removed).
 */
export async function measureDemoFootprint(db: AnyDb): Promise<DemoFootprint | null> {
  const product = top(
    await db
      .selectFrom("product")
      .select((eb) => eb.fn.max("id").as("max"))
      .where((eb) =>
        eb.or([eb("sku", "like", `${DEMO_SKU_PREFIX}%`), ...DEMO_SPECIAL_PRODUCTS.map((s) => eb.and([eb("id", "=", s.id), eb("sku", "=", s.sku)]))]),
      )
      .executeTakeFirst(),
  );
  if (product === 0) return null;
  const brand = top(
    await db
      .selectFrom("brand")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("url_key", "in", DEMO_BRAND_KEYS)
      .executeTakeFirst(),
  );
  const attribute = top(
    await db
      .selectFrom("attribute")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("code", "in", DEMO_ATTRIBUTE_CODES)
      .executeTakeFirst(),
  );
  const image = top(
    await db
      .selectFrom("image")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("file", "like", `${DEMO_PICTURE_PREFIX}%`)
      .executeTakeFirst(),
  );
  const cmsPage = top(
    await db
      .selectFrom("cms_page")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("key", "in", DEMO_CMS_KEYS)
      .executeTakeFirst(),
  );
  const redirect = top(
    await db
      .selectFrom("redirect")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("from_path", "in", DEMO_REDIRECT_PATHS)
      .executeTakeFirst(),
  );
  // categories and blog rows carry no key of their own: the seed numbers them 1..n in order
  const within = async (table: "category" | "blog_category" | "blog_post", count: number) =>
    Math.min(
      count,
      top(
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max("id").as("max"))
          .executeTakeFirst(),
      ),
    );
  const codes = await db.selectFrom("content_block").select("code").distinct().orderBy("code").execute();
  return {
    product,
    brand,
    category: await within("category", countCategories(content.categories)),
    attribute,
    image,
    blogCategory: await within("blog_category", content.blogCategories.length),
    blogPost: await within("blog_post", content.blogPosts.length),
    cmsPage,
    redirect,
    contentCodes: codes.map((c) => c.code),
  };
}

/** Records the footprint measured now (the end of seedDemo, migration 038); nothing when there is no demo. */
export async function recordDemoFootprint(db: AnyDb) {
  const footprint = await measureDemoFootprint(db);
  if (!footprint) return null;
  const value = JSON.stringify(footprint);
  const updated_at = new Date().toISOString();
  await db
    .insertInto("setting")
    .values({ name: DEMO_FOOTPRINT, value, updated_at })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at }))
    .execute();
  return footprint;
}

/** The recorded footprint, or null: the shop holds no demo (never had one, or it was removed). */
export async function readDemoFootprint(db: AnyDb): Promise<DemoFootprint | null> {
  const row = await db.selectFrom("setting").select("value").where("name", "=", DEMO_FOOTPRINT).executeTakeFirst();
  if (!row) return null;
  const parsed = JSON.parse(row.value) as Partial<DemoFootprint>;
  const n = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
  return {
    product: n(parsed.product),
    brand: n(parsed.brand),
    category: n(parsed.category),
    attribute: n(parsed.attribute),
    image: n(parsed.image),
    blogCategory: n(parsed.blogCategory),
    blogPost: n(parsed.blogPost),
    cmsPage: n(parsed.cmsPage),
    redirect: n(parsed.redirect),
    contentCodes: Array.isArray(parsed.contentCodes) ? parsed.contentCodes.filter((c): c is string => typeof c === "string") : [],
  };
}
