import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";
import { rebuildSearchIndex } from "../search-index";
import { MESSAGES } from "~/i18next.server";
import type { Progress } from "~/lib/progress";
import { fold, slugify } from "~/lib/text";
import type { Database } from "../schema";
import { createRandom, insertMany } from "./bulk.server";
import * as content from "./content";
import { paragraphsToHtml, paragraphsToMarkdown } from "~/lib/content-markdown";
import { type CategorySeed, LANGUAGES, type Lang, type ProductTypeSeed } from "./content-types";
import { ensureImagePool, type PoolImage, SOURCE_SIZE } from "./images.server";
import { STOREFRONTS, type StorefrontSeed, storefrontSeedSchema } from "./storefronts";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { recordDemoFootprint } from "./demo-footprint";
import { OSS_SETTING } from "~/lib/vat";

// The demo shop: nine storefronts, a three-level category tree, brands,
// attributes, N generated products with stock, prices and images, the service items of spec §3,
// the advent calendar, content blocks (spec §9 ids), blog posts, CMS pages and redirects.

export const SERVICE_ITEMS = [
  { id: 39002, sku: "bltree1", price: 295, shape: "pot" as const, texts: "tree" as const },
  { id: 35511, sku: "darilno3", price: 400, shape: "box" as const, texts: "wrap" as const },
];
export const SERVICE_DEPARTMENTS = ["su", "chr"]; // spec §9: service items only for su and chr
export const ADVENT_CALENDAR = { id: 90025, sku: "wsLBX-AC25", price: 4990 };
export const GIFT_CARD = { id: 90001, sku: "GIFTCARD" };
const RESERVED_IDS = new Set([...SERVICE_ITEMS.map((s) => s.id), ADVENT_CALENDAR.id, GIFT_CARD.id]);
const BATCH = 2_000;

/**
 * Demo discount codes (README "Demo codes"): percentage, fixed amount with a
 * minimum order, per storefront, validity dates and a usage limit. Money in EUR cents.
 */
export const DEMO_DISCOUNT_CODES = [
  { code: "WELCOME10", department: null, kind: "percent", value: 10, min_order: 0, valid_from: null, valid_to: null, usage_limit: null, used_count: 0 },
  { code: "SAVE5", department: null, kind: "fixed", value: 500, min_order: 3000, valid_from: null, valid_to: null, usage_limit: null, used_count: 0 },
  { code: "SU20", department: "su", kind: "percent", value: 20, min_order: 0, valid_from: null, valid_to: null, usage_limit: null, used_count: 0 },
  {
    code: "EXPIRED10",
    department: null,
    kind: "percent",
    value: 10,
    min_order: 0,
    valid_from: "2020-01-01T00:00:00.000Z",
    valid_to: "2020-12-31T23:59:59.000Z",
    usage_limit: null,
    used_count: 0,
  },
  {
    code: "LATER10",
    department: null,
    kind: "percent",
    value: 10,
    min_order: 0,
    valid_from: "2099-01-01T00:00:00.000Z",
    valid_to: null,
    usage_limit: null,
    used_count: 0,
  },
  { code: "USEDUP", department: null, kind: "percent", value: 10, min_order: 0, valid_from: null, valid_to: null, usage_limit: 1, used_count: 1 },
] as const;

/** Demo gift certificates to redeem in the cart (balances reset by every seed). */
export const DEMO_GIFT_CERTIFICATES = [
  { code: "DEMO-GIFT-20", amount: 2000, balance: 2000, expires_at: null },
  { code: "DEMO-GIFT-50", amount: 5000, balance: 5000, expires_at: null },
  { code: "DEMO-GIFT-100", amount: 10000, balance: 10000, expires_at: null },
  { code: "DEMO-GIFT-USED", amount: 2000, balance: 0, expires_at: null },
  { code: "DEMO-GIFT-OLD", amount: 2000, balance: 2000, expires_at: "2021-01-01T00:00:00.000Z" },
  // for automated runs (tests/e2e): orders consume certificates, so each run's flows get their own
  ...Array.from({ length: 6 }, (_, i) => ({ code: `TEST-GIFT-${i + 1}`, amount: 1500, balance: 1500, expires_at: null })),
] as const;

export interface SeedOptions {
  products: number;
  imageDir: string;
  log?: { info(data: object, message: string): void };
  /** advanced as product batches are written (npm run db:seed draws it on stderr: app/lib/progress.ts) */
  progress?: Progress;
}

export interface SeedSummary {
  storefronts: number;
  categories: number;
  products: number;
  seconds: number;
}

type DB = Kysely<Database>;
type Row = Record<string, unknown>;

/** Seeds the demo shop when the database has no storefronts yet (first start). */
export async function ensureDemoData(db: DB, options: SeedOptions): Promise<SeedSummary | null> {
  // several instances starting at once on one PostgreSQL database (compose.yaml's replicas): one
  // seeds while the others wait on an advisory lock, then find the shop there
  if (!isPostgres(db)) return seedWhenEmpty(db, options);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(conn);
    try {
      return await seedWhenEmpty(conn, options);
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(conn);
    }
  });
}

/** The advisory lock key of the first start's seeding ("lumera" in ASCII, shortened). */
const SEED_LOCK = 0x6c756d65;

async function seedWhenEmpty(db: DB, options: SeedOptions): Promise<SeedSummary | null> {
  // A shop with storefronts is left alone: it may be a merchant's own (npm run shop -- storefront
  // add), and issue 29 §2 says demo codes and certificates exist only in the demo. The demo seed
  // below writes them with the rest of the demo.
  const existing = await db.selectFrom("storefront").select("department").limit(1).execute();
  if (existing.length > 0) return null;
  return seedDemo(db, options);
}

const CLEAR_ORDER = [
  "redirect",
  "content_old_slug",
  "cms_page_i18n",
  "cms_page",
  "blog_post_i18n",
  "blog_post",
  "blog_category_i18n",
  "blog_category",
  "content_block",
  "service_item",
  "product_image_alt",
  "product_image",
  "stock_movement",
  "product_stock",
  "product_attribute_value",
  "product_category",
  "product_i18n",
  "product",
  "warehouse",
  "image",
  "attribute_value_i18n",
  "attribute_value",
  "attribute_i18n",
  "attribute",
  "storefront",
  "brand_i18n",
  "brand",
  "category_i18n",
  "category",
] as const;

/** Replaces the whole catalogue and content with a fresh demo shop of `products` products. */
export async function seedDemo(db: DB, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const pool = await ensureImagePool(options.imageDir);
  const summary = await db.transaction().execute(async (trx) => {
    // categories reference themselves: clear children before parents
    for (const table of CLEAR_ORDER) {
      if (table === "category") await trx.deleteFrom("category").where("level", ">", 1).execute();
      await trx.deleteFrom(table).execute();
    }
    const images = await seedImages(trx, pool);
    const brandIds = await seedBrands(trx);
    const storefronts = await seedStorefronts(trx, brandIds);
    const attributes = await seedAttributes(trx);
    const categories = await seedCategories(trx);
    await seedWarehouses(trx);
    const featured = await seedProducts(trx, options, { images, brandIds, attributes, categories });
    await seedSpecialProducts(trx, { images, brandIds, categories });
    await seedBlogAndCms(trx, images);
    await seedContentBlocks(trx, storefronts, { categories, brandIds, featured, images });
    await seedRedirects(trx, storefronts, categories);
    await seedDemoCodes(trx);
    // what the demo wrote, so that removing it later keeps everything the merchant adds (demo-footprint.ts)
    await recordDemoFootprint(trx);
    // the demo sells to seven member states: registered for the One-Stop Shop (README "Taxes and invoices")
    await trx
      .insertInto("setting")
      .values({ name: OSS_SETTING, value: "true", updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: "true" }))
      .execute();
    await rebuildSearchIndex(trx);
    await markCatalogueChanged(trx);
    return { storefronts: storefronts.length, categories: categories.all.length, products: options.products };
  });
  return { ...summary, seconds: (Date.now() - started) / 1000 };
}

async function seedImages(db: DB, pool: PoolImage[]) {
  await insertMany(
    db,
    "image",
    pool.map((image) => ({ id: image.id, file: image.file, width: SOURCE_SIZE, height: SOURCE_SIZE })),
  );
  const byShape = new Map<string, number[]>();
  for (const image of pool) byShape.set(image.shape, [...(byShape.get(image.shape) ?? []), image.id]);
  return byShape;
}

async function seedBrands(db: DB) {
  const ids = new Map<string, number>();
  content.brands.forEach((brand, index) => ids.set(brand.key, index + 1));
  await insertMany(
    db,
    "brand",
    content.brands.map((b) => ({ id: ids.get(b.key), url_key: b.key, name: b.name, country: b.country })),
  );
  await insertMany(
    db,
    "brand_i18n",
    content.brands.flatMap((b) => LANGUAGES.map((lang) => ({ brand_id: ids.get(b.key), lang, description: b.description[lang] }))),
  );
  return ids;
}

async function seedStorefronts(db: DB, brandIds: Map<string, number>) {
  const storefronts = STOREFRONTS.map((raw) => storefrontSeedSchema.parse(raw));
  await insertMany(
    db,
    "storefront",
    storefronts.map((s, position) => ({
      department: s.department,
      position,
      is_default: s.isDefault ? 1 : 0,
      locale: s.locale,
      iso: s.iso,
      language_name: s.languageName,
      name: s.name,
      store_front: s.storeFront,
      domain: s.domain,
      prefix: s.prefix,
      currency_code: s.currencyCode,
      currency_rate: s.currencyRate,
      shop_type: s.shopType,
      brand_id: s.brandKey ? (brandIds.get(s.brandKey) ?? null) : null,
      cheapest_shipping_price: s.cheapestShippingPrice,
      free_shipping_threshold: s.freeShippingThreshold,
      reward_point_conversion: s.rewardPointConversion,
      point_value: s.pointValue,
      public_keys: JSON.stringify(s.publicKeys),
      localized_routes: JSON.stringify(s.localizedRoutes),
      price_rounding: s.priceRounding,
      gift_presets: JSON.stringify(s.giftPresets),
      bank_account: JSON.stringify(s.bankAccount),
      company: JSON.stringify(s.company),
      contact: s.contact ? JSON.stringify(s.contact) : null,
    })),
  );
  return storefronts;
}

interface AttributeIndex {
  /** attribute code -> value ids */
  valuesByCode: Map<string, number[]>;
}

async function seedAttributes(db: DB): Promise<AttributeIndex> {
  const valuesByCode = new Map<string, number[]>();
  const attributes: Row[] = [];
  const attributeNames: Row[] = [];
  const values: Row[] = [];
  const labels: Row[] = [];
  let valueId = 1;
  content.attributes.forEach((attribute, index) => {
    const id = index + 1;
    attributes.push({ id, code: attribute.code, position: index });
    for (const lang of LANGUAGES) attributeNames.push({ attribute_id: id, lang, name: attribute.name[lang] });
    const ids: number[] = [];
    attribute.values.forEach((value, position) => {
      values.push({ id: valueId, attribute_id: id, position });
      for (const lang of LANGUAGES) labels.push({ value_id: valueId, lang, label: value.label[lang] });
      ids.push(valueId++);
    });
    valuesByCode.set(attribute.code, ids);
  });
  await insertMany(db, "attribute", attributes);
  await insertMany(db, "attribute_i18n", attributeNames);
  await insertMany(db, "attribute_value", values);
  await insertMany(db, "attribute_value_i18n", labels);
  return { valuesByCode };
}

interface CategoryNode {
  id: number;
  key: string;
  level: number;
  /** ancestors and self */
  lineage: number[];
  storeUrl: Record<Lang, string>;
  productTypes: string[];
}

interface CategoryIndex {
  all: CategoryNode[];
  leaves: CategoryNode[];
  byKey: Map<string, CategoryNode>;
}

async function seedCategories(db: DB): Promise<CategoryIndex> {
  const all: CategoryNode[] = [];
  const rows: Row[] = [];
  const names: Row[] = [];
  let nextId = 1;
  const walk = (seed: CategorySeed, parent: CategoryNode | null, position: number) => {
    const id = nextId++;
    const level = parent ? parent.level + 1 : 1;
    const storeUrl = Object.fromEntries(LANGUAGES.map((lang) => [lang, parent ? `${parent.storeUrl[lang]}/${seed.slug[lang]}` : seed.slug[lang]])) as Record<
      Lang,
      string
    >;
    const node: CategoryNode = { id, key: seed.key, level, lineage: [...(parent?.lineage ?? []), id], storeUrl, productTypes: seed.productTypes ?? [] };
    all.push(node);
    rows.push({ id, parent_id: parent?.id ?? null, level, position, path: `/${node.lineage.join("/")}/` });
    for (const lang of LANGUAGES) {
      names.push({ category_id: id, lang, name: seed.name[lang], url_key: seed.slug[lang], store_url: storeUrl[lang] });
    }
    seed.children?.forEach((child, index) => walk(child, node, index));
  };
  content.categories.forEach((root, index) => walk(root, null, index));
  await insertMany(db, "category", rows);
  await insertMany(db, "category_i18n", names);
  const leaves = all.filter((c) => c.productTypes.length > 0);
  return { all, leaves, byKey: new Map(all.map((c) => [c.key, c])) };
}

async function seedWarehouses(db: DB) {
  await insertMany(
    db,
    "warehouse",
    content.warehouses.map((w) => ({ code: w.code, days: w.days, names: JSON.stringify(w.name) })),
  );
}

function priceCents(random: ReturnType<typeof createRandom>, [min, max]: [number, number]) {
  const euros = min + random.next() * (max - min);
  const ending = random.pick([90, 95, 99, 49]);
  return Math.max(99, Math.floor(euros) * 100 + ending);
}

function eanFor(id: number) {
  const base = `383${String(id).padStart(9, "0")}`;
  const sum = [...base].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return base + ((10 - (sum % 10)) % 10);
}

function describe(lang: Lang, id: number, values: Record<string, string>) {
  const templates = content.descriptionTemplates[lang];
  const picked = [0, 1, 2].map((offset) => templates[(id + offset * 2) % templates.length]);
  return picked.map((template) => template.replace(/\{(\w+)\}/g, (_match: string, key: string) => values[key] ?? "")).join(" ");
}

interface ProductContext {
  images: Map<string, number[]>;
  brandIds: Map<string, number>;
  attributes: AttributeIndex;
  categories: CategoryIndex;
}

/** Generates the products in batches; returns a few good ones for the home page. */
async function seedProducts(db: DB, options: SeedOptions, ctx: ProductContext) {
  const random = createRandom(20261122);
  const typeByKey = new Map(content.productTypes.map((t) => [t.key, t]));
  const slots = ctx.categories.leaves.flatMap((leaf) => leaf.productTypes.map((type) => ({ leaf, type: typeByKey.get(type) as ProductTypeSeed })));
  const attributeLabels = new Map<number, Record<Lang, string>>();
  content.attributes.forEach((attribute) => {
    const ids = ctx.attributes.valuesByCode.get(attribute.code) ?? [];
    attribute.values.forEach((value, index) => attributeLabels.set(ids[index], value.label));
  });
  const now = Date.now();
  const featured: number[] = [];
  let nextId = 1;
  for (let start = 0; start < options.products; start += BATCH) {
    const products: Row[] = [];
    const names: Row[] = [];
    const links: Row[] = [];
    const attributes: Row[] = [];
    const stock: Row[] = [];
    const pictures: Row[] = [];
    for (let n = start; n < Math.min(options.products, start + BATCH); n++) {
      while (RESERVED_IDS.has(nextId)) nextId++;
      const id = nextId++;
      const { leaf, type } = random.pick(slots);
      const brand = random.chance(0.12) ? content.brands.find((b) => b.key === "aurora")! : random.pick(content.brands);
      const line = random.pick(content.productLines);
      const size = random.pick(type.sizes);
      const regular = priceCents(random, type.priceRange);
      const discounted = random.chance(0.3);
      const discount = discounted ? Math.round((regular * (100 - random.int(10, 40))) / 100) - 1 : null;
      const lowest = discounted ? Math.min(regular, Math.round((regular * random.int(90, 100)) / 100)) : regular;
      const rating = random.chance(0.85) ? Math.round((3 + random.next() * 2) * 10) / 10 : 0;
      products.push({
        id,
        sku: `LM-${String(id).padStart(6, "0")}`,
        ean: eanFor(id),
        type: "simple",
        brand_id: ctx.brandIds.get(brand.key),
        main_category_id: leaf.id,
        regular_price: regular,
        discount_price: discount,
        lowest_price_30d: lowest,
        rating,
        rating_count: rating ? random.int(1, 240) : 0,
        position: random.int(1, 10_000),
        salable: 1,
        created_at: new Date(now - random.int(0, 365) * 86_400_000).toISOString(),
      });
      if (featured.length < 12 && discounted && rating >= 4) featured.push(id);

      const valueIds: number[] = [];
      for (const code of type.attributes) {
        const ids = ctx.attributes.valuesByCode.get(code) ?? [];
        if (ids.length) valueIds.push(random.pick(ids));
      }
      for (const valueId of new Set(valueIds)) attributes.push({ product_id: id, value_id: valueId });
      const position = random.int(1, 10_000);
      for (const categoryId of leaf.lineage) links.push({ category_id: categoryId, product_id: id, position });
      for (const warehouse of content.warehouses) {
        const inStock = random.chance(warehouse.days <= 1 ? 0.7 : warehouse.days <= 2 ? 0.45 : 0.8);
        stock.push({ product_id: id, warehouse_code: warehouse.code, qty: inStock ? random.int(1, 60) : 0 });
      }
      const shapeImages = ctx.images.get(type.shape) ?? [1];
      const count = random.int(1, Math.min(3, shapeImages.length));
      const first = random.int(0, shapeImages.length - 1);
      for (let i = 0; i < count; i++) pictures.push({ product_id: id, position: i, image_id: shapeImages[(first + i) % shapeImages.length] });

      for (const lang of LANGUAGES) {
        const name = `${brand.name} ${line} ${type.noun[lang]} ${size}`;
        const attributeText = valueIds
          .map((v) => attributeLabels.get(v)?.[lang])
          .filter(Boolean)
          .join(", ");
        const description = describe(lang, id, { name, brand: brand.name, line, noun: type.noun[lang], size, attributes: attributeText });
        names.push({
          product_id: id,
          lang,
          name,
          title: null,
          url_key: `${slugify(name)}-${id}`,
          description,
          search_name: fold(`${name} ${attributeText}`),
          search_text: fold(description),
        });
      }
    }
    await insertMany(db, "product", products);
    await insertMany(db, "product_i18n", names);
    await insertMany(db, "product_category", links);
    await insertMany(db, "product_attribute_value", attributes);
    await insertMany(db, "product_stock", stock);
    await insertMany(db, "product_image", pictures);
    options.log?.info({ seeded: Math.min(options.products, start + BATCH), of: options.products }, "seeding products");
    options.progress?.advance(products.length);
  }
  options.progress?.finish();
  return featured;
}

async function seedSpecialProducts(db: DB, ctx: Omit<ProductContext, "attributes">) {
  const t = content.siteTexts;
  const created = new Date().toISOString();
  const base = {
    ean: null,
    brand_id: null,
    main_category_id: null,
    discount_price: null,
    rating: 0,
    rating_count: 0,
    position: 0,
    salable: 1,
    created_at: created,
  };
  const aurora = ctx.brandIds.get("aurora") ?? null;
  const adventCategory = ctx.categories.leaves[0];
  await insertMany(db, "product", [
    ...SERVICE_ITEMS.map((s) => ({ ...base, id: s.id, sku: s.sku, type: "service", regular_price: s.price, lowest_price_30d: s.price })),
    {
      ...base,
      id: ADVENT_CALENDAR.id,
      sku: ADVENT_CALENDAR.sku,
      type: "simple",
      brand_id: aurora,
      main_category_id: adventCategory.id,
      regular_price: ADVENT_CALENDAR.price,
      lowest_price_30d: ADVENT_CALENDAR.price,
      rating: 4.8,
      rating_count: 57,
      position: 1,
    },
    { ...base, id: GIFT_CARD.id, sku: GIFT_CARD.sku, type: "gift_certificate", regular_price: 0, lowest_price_30d: 0 },
  ]);
  const names: Row[] = [];
  for (const lang of LANGUAGES) {
    for (const s of SERVICE_ITEMS) {
      const name = t[`${s.texts}Name`][lang];
      const description = t[`${s.texts}Description`][lang];
      names.push({
        product_id: s.id,
        lang,
        name,
        title: t[`${s.texts}Title`][lang],
        url_key: `${slugify(name)}-${s.id}`,
        description,
        search_name: fold(name),
        search_text: fold(description),
      });
    }
    const advent = t.adventName[lang];
    names.push({
      product_id: ADVENT_CALENDAR.id,
      lang,
      name: advent,
      title: null,
      url_key: slugify(advent),
      description: t.adventDescription[lang],
      search_name: fold(advent),
      search_text: fold(t.adventDescription[lang]),
    });
    const gift = t.giftCertificateName[lang];
    names.push({
      product_id: GIFT_CARD.id,
      lang,
      name: gift,
      title: null,
      url_key: `${slugify(gift)}-${GIFT_CARD.id}`,
      description: gift,
      search_name: fold(gift),
      search_text: "",
    });
  }
  await insertMany(db, "product_i18n", names);
  await insertMany(
    db,
    "product_category",
    adventCategory.lineage.map((id) => ({ category_id: id, product_id: ADVENT_CALENDAR.id, position: 0 })),
  );
  await insertMany(
    db,
    "product_stock",
    content.warehouses.map((w, i) => ({ product_id: ADVENT_CALENDAR.id, warehouse_code: w.code, qty: i === 0 ? 25 : 0 })),
  );
  const picture = (shape: string) => ctx.images.get(shape)?.[0] ?? 1;
  await insertMany(db, "product_image", [
    ...SERVICE_ITEMS.map((s) => ({ product_id: s.id, position: 0, image_id: picture(s.shape) })),
    { product_id: ADVENT_CALENDAR.id, position: 0, image_id: picture("box") },
    { product_id: GIFT_CARD.id, position: 0, image_id: ctx.images.get("box")?.[2] ?? 1 },
  ]);
  await insertMany(
    db,
    "service_item",
    SERVICE_ITEMS.flatMap((s) => SERVICE_DEPARTMENTS.map((department) => ({ product_id: s.id, department }))),
  );
}

/** Upserts the demo codes by code: orders and issued certificates are never cleared. */
async function seedDemoCodes(db: DB) {
  const created = new Date().toISOString();
  for (const code of DEMO_DISCOUNT_CODES) {
    const { code: key, ...rest } = code;
    await db
      .insertInto("discount_code")
      .values({ code: key, ...rest, created_at: created })
      .onConflict((oc) => oc.column("code").doUpdateSet(rest))
      .execute();
  }
  for (const certificate of DEMO_GIFT_CERTIFICATES) {
    // demo certificates are euro certificates (DEMO_GIFT_CERTIFICATES holds euro cents)
    const { code, ...values } = certificate;
    const rest = { ...values, currency_code: "EUR" };
    await db
      .insertInto("gift_certificate")
      .values({ code, ...rest, order_id: null, recipient_email: null, created_at: created })
      .onConflict((oc) => oc.column("code").doUpdateSet(rest))
      .execute();
  }
}

async function seedBlogAndCms(db: DB, images: Map<string, number[]>) {
  const categoryIds = new Map(content.blogCategories.map((c, i) => [c.key, i + 1]));
  await insertMany(
    db,
    "blog_category",
    content.blogCategories.map((c, i) => ({ id: i + 1, position: i })),
  );
  await insertMany(
    db,
    "blog_category_i18n",
    content.blogCategories.flatMap((c, i) => LANGUAGES.map((lang) => ({ category_id: i + 1, lang, name: c.name[lang], url_key: c.slug[lang] }))),
  );
  const pictures = [...images.values()].flat();
  await insertMany(
    db,
    "blog_post",
    content.blogPosts.map((p, i) => ({
      id: i + 1,
      category_id: categoryIds.get(p.category),
      image_id: pictures[(i * 7) % pictures.length],
      published_at: p.date,
    })),
  );
  await insertMany(
    db,
    "blog_post_i18n",
    content.blogPosts.flatMap((p, i) =>
      LANGUAGES.map((lang) => ({
        post_id: i + 1,
        lang,
        title: p.title[lang],
        url_key: p.slug[lang],
        excerpt: p.excerpt[lang],
        ...markdownBody(p.body[lang]),
      })),
    ),
  );
  await insertMany(
    db,
    "cms_page",
    content.cmsPages.map((p, i) => ({ id: i + 1, key: p.key })),
  );
  await insertMany(
    db,
    "cms_page_i18n",
    content.cmsPages.flatMap((p, i) =>
      LANGUAGES.map((lang) => ({
        page_id: i + 1,
        lang,
        title: p.title[lang],
        url_key: p.slug[lang],
        meta_description: p.metaDescription[lang],
        ...markdownBody(p.body[lang]),
      })),
    ),
  );
}

/** The demo's paragraphs as the back office keeps a body: Markdown and the HTML it renders to. */
function markdownBody(paragraphs: string[]) {
  return { markdown: paragraphsToMarkdown(paragraphs), body: paragraphsToHtml(paragraphs) };
}

function cmsHref(key: string, lang: Lang) {
  const page = content.cmsPages.find((p) => p.key === key);
  return page ? `/cms/${page.slug[lang]}` : "/";
}

async function seedContentBlocks(
  db: DB,
  storefronts: StorefrontSeed[],
  ctx: { categories: CategoryIndex; brandIds: Map<string, number>; featured: number[]; images: Map<string, number[]> },
) {
  const t = content.siteTexts;
  const rows: Row[] = [];
  const roots = ctx.categories.all.filter((c) => c.level === 1).map((c) => c.id);
  for (const s of storefronts) {
    const lang = s.iso as Lang;
    const messages = MESSAGES[lang];
    const cmsTitle = (key: string) => content.cmsPages.find((p) => p.key === key)?.title[lang] ?? key;
    const blocks: [string, number | null, unknown][] = [
      ["recommended_products", 5, { productIds: ctx.featured }],
      ["sale_message", 6, { content: { mobile: t.saleMobile[lang], desktop: t.saleDesktop[lang] }, enabled: s.department !== "cit" }],
      [
        "index_banner",
        7,
        {
          items: content.banners.map((b, position) => ({
            title: b.title[lang],
            subtitle: b.subtitle[lang],
            cta: b.cta[lang],
            href: `/${ctx.categories.byKey.get(b.category)?.storeUrl[lang] ?? ""}`,
            imageId: ctx.images.get("jar")?.[position] ?? 1,
            position,
            row: 0,
          })),
        },
      ],
      ["index_brands", 8, { brandIds: s.brandKey ? [ctx.brandIds.get(s.brandKey)] : [...ctx.brandIds.values()] }],
      [
        "index_social_networks",
        9,
        {
          items: [
            { network: "Instagram", url: "https://www.instagram.com/lumera.shop", position: 0, row: 0 },
            { network: "Facebook", url: "https://www.facebook.com/lumera.shop", position: 1, row: 0 },
            { network: "Pinterest", url: "https://www.pinterest.com/lumerashop", position: 2, row: 0 },
          ],
        },
      ],
      ["index_categories", 10, { categoryIds: roots }],
      ["product_searches", 11, { terms: t.popularProductSearches[lang] }],
      ["category_searches", 12, { terms: t.popularCategorySearches[lang] }],
      [
        "index_main_advantages",
        13,
        { items: content.advantages.map((a, position) => ({ icon: a.icon, title: a.title[lang], text: a.text[lang], position, row: 0 })) },
      ],
      ["index_shop_advantages", 14, { items: content.advantages.map((a, position) => ({ icon: a.icon, title: a.title[lang], position, row: 1 })) }],
      ["footer_shops", 15, { shops: content.storeShops[s.department] ?? [] }],
      ["header_info", 16, { text: t.headerInfo[lang] }],
      ["index_shop_advantages_description", 17, { text: t.advantagesDescription[lang] }],
      ["index_h1", 18, { text: t.homeH1[lang] }],
      ["navbar_categories", 19, { categoryIds: roots }],
      ["CheckoutFooterMobileInfo", null, { text: t.checkoutFooterInfo[lang] }],
      [
        "StoreShops",
        null,
        { shops: (content.storeShops[s.department] ?? []).map((shop, position) => ({ ...shop, hours: shop.hours[lang], position, row: 0 })) },
      ],
      ["StoreFooterInfo", null, { text: t.footerInfo[lang] }],
      ["CoreAwards", null, { items: [t.awards[lang]] }],
      [
        "CoreFooterFooter",
        null,
        {
          columns: [
            {
              title: messages.footer.customerService,
              links: ["shipping", "returns", "contact"].map((key) => ({ label: cmsTitle(key), href: cmsHref(key, lang) })),
            },
            { title: messages.footer.about, links: ["about", "terms", "privacy"].map((key) => ({ label: cmsTitle(key), href: cmsHref(key, lang) })) },
          ],
        },
      ],
      [
        "CoreDefaultMeta",
        null,
        { title: t.metaTitle[lang], suffix: `| ${s.name}`, description: t.metaDescription[lang], ogImage: "/og-image.jpg", favicon: "/favicon.svg" },
      ],
      ["StoreHomeMeta", null, { title: t.homeMetaTitle[lang], description: t.homeMetaDescription[lang] }],
      ["CustomFooter", null, { text: t.customFooter[lang] }],
    ];
    for (const [code, blockId, value] of blocks) {
      rows.push({ department: s.department, code, block_id: blockId, enabled: 1, content: JSON.stringify(value) });
    }
  }
  await insertMany(db, "content_block", rows);
}

async function seedRedirects(db: DB, storefronts: StorefrontSeed[], categories: CategoryIndex) {
  const rows: Row[] = [];
  const firstRoot = categories.all.find((c) => c.level === 1);
  for (const s of storefronts) {
    const lang = s.iso as Lang;
    rows.push({ department: s.department, from_path: "/info", to_url: cmsHref("about", lang), status: 301 });
    rows.push({ department: s.department, from_path: "/instagram", to_url: "https://www.instagram.com/lumera.shop", status: 302 });
    if (firstRoot) rows.push({ department: s.department, from_path: "/sale", to_url: `/${firstRoot.storeUrl[lang]}`, status: 302 });
  }
  rows.push({ department: "su", from_path: "/o-nas", to_url: cmsHref("about", "sl"), status: 301 });
  await insertMany(db, "redirect", rows);
}
