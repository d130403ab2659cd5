import { isUniqueViolation } from "~/db/dialect";
import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { rebuildSearchIndex } from "~/db/search-index";
import { cellText, formatPrice, LIST_SEPARATOR } from "~/lib/catalogue-file";
import { type CatalogueShop, planCatalogueImport } from "~/lib/catalogue-rows";
import {
  categoryField,
  changedFields,
  fieldErrors,
  formColumns,
  type FormVocabulary,
  PRODUCTS_PER_PAGE,
  productRowFromForm,
  type ArchivedFilter,
  type StockFilter,
  valueField,
} from "~/lib/product-admin";
import { searchWords } from "~/lib/search-term";
import { specialPriceActive } from "~/lib/special-price";
import { slugify } from "~/lib/text";
import { recordAudit } from "./audit-log.server";
import { loadCatalogueProducts, loadCatalogueShop } from "./catalogue-shop.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { applyCataloguePlan } from "./catalogue-write.server";
import { fullTextIds } from "./search.server";

// The back office's products (README "Products"): the list over the whole catalogue, and one
// product's form. A product is saved as the catalogue import saves a row — checked by its rules
// (app/lib/catalogue-rows.ts planCatalogueImport) against the shop and the products it could
// collide with, written by its write path (catalogue-write.server.ts applyCataloguePlan) — in one
// transaction with the audit row, the old URL's 301 and the catalogue version.

export interface ProductListFilter {
  q?: string;
  stock?: StockFilter;
  special?: boolean;
  /** archived products: left out (the default), only them, or all */
  archived?: ArchivedFilter;
  /** keyset paging, newest first: products with a smaller id than this */
  after?: number;
}

export interface ProductListItem {
  id: number;
  sku: string;
  name: string;
  brand: string | null;
  price: number;
  specialPrice: number | null;
  specialNow: boolean;
  stock: number;
  imageId: number | null;
  archived: boolean;
}

/** Search hits considered at most: a term matching more is narrowed by typing more. */
const MAX_HITS = 1000;

/**
 * One page of simple products, newest first. A term is looked up by SKU and EAN (their indexes)
 * and in the full-text index of the default language (names, SKU, EAN, brand, categories,
 * descriptions: migration 012); filters and paging are one query by primary key.
 */
export async function listProducts(db: DB, filter: ProductListFilter) {
  const language = await defaultLanguage(db);
  let ids: number[] | null = null;
  const term = (filter.q ?? "").trim();
  if (term) {
    const exact = await db
      .selectFrom("product")
      .select("id")
      .where((eb) => eb.or([eb("sku", "=", term), eb("ean", "=", term)]))
      .execute();
    // a word of one letter ("90 g") narrows nothing and, as a prefix, reads much of the index
    const words = searchWords(term)
      .filter((word) => word.length > 1)
      .map((word) => [word]);
    const found = words.length ? await fullTextIds(db, language, words, MAX_HITS) : [];
    ids = [...new Set([...exact.map((r) => r.id), ...found])];
    if (ids.length === 0) return { items: [], next: null };
  }
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom("product as p")
    .select("p.id")
    .where("p.type", "=", "simple")
    .$if(ids !== null, (q) => q.where("p.id", "in", ids!))
    .$if(filter.after !== undefined, (q) => q.where("p.id", "<", filter.after!))
    .$if((filter.archived ?? "") === "", (q) => q.where("p.archived_at", "is", null))
    .$if(filter.archived === "only", (q) => q.where("p.archived_at", "is not", null))
    .$if(filter.stock === "in" || filter.stock === "out", (q) => {
      const held = sql<boolean>`exists (select 1 from product_stock s where s.product_id = p.id and s.qty > 0)`;
      return q.where(filter.stock === "in" ? held : sql<boolean>`not ${held}`);
    })
    .$if(!!filter.special, (q) =>
      q
        .where("p.discount_price", "is not", null)
        .whereRef("p.discount_price", "<", "p.regular_price")
        // bounds are a whole UTC day ("2026-12-24") or an instant in UTC (app/lib/special-price.ts)
        .where((eb) => eb.or([eb("p.discount_from", "is", null), eb("p.discount_from", "<=", now)]))
        .where((eb) =>
          eb.or([
            eb("p.discount_to", "is", null),
            eb.and([eb(sql`length(p.discount_to)`, "=", 10), eb("p.discount_to", ">=", now.slice(0, 10))]),
            eb("p.discount_to", ">=", now),
          ]),
        ),
    )
    .orderBy("p.id", "desc")
    .limit(PRODUCTS_PER_PAGE + 1)
    .execute();
  const page = rows.slice(0, PRODUCTS_PER_PAGE).map((r) => r.id);
  const next = rows.length > PRODUCTS_PER_PAGE ? page[page.length - 1] : null;
  return { items: await listItems(db, page, language), next };
}

async function listItems(db: DB, ids: number[], language: string): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const [products, stock, images] = await Promise.all([
    db
      .selectFrom("product as p")
      .leftJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", language))
      .leftJoin("brand as b", "b.id", "p.brand_id")
      .select(["p.id", "p.sku", "i.name", "b.name as brand", "p.regular_price", "p.discount_price", "p.discount_from", "p.discount_to", "p.archived_at"])
      .where("p.id", "in", ids)
      .execute(),
    db
      .selectFrom("product_stock")
      .select(["product_id", (eb) => eb.fn.sum<number>("qty").as("qty")])
      .where("product_id", "in", ids)
      .groupBy("product_id")
      .execute(),
    db.selectFrom("product_image").select(["product_id", "image_id"]).where("product_id", "in", ids).where("position", "=", 0).execute(),
  ]);
  const qty = new Map(stock.map((s) => [s.product_id, Number(s.qty)]));
  const image = new Map(images.map((i) => [i.product_id, i.image_id]));
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.map((id) => {
    const p = byId.get(id)!;
    return {
      id,
      sku: p.sku,
      name: p.name ?? "",
      brand: p.brand,
      price: p.regular_price,
      specialPrice: p.discount_price,
      specialNow: p.discount_price !== null && p.discount_price < p.regular_price && specialPriceActive(p.discount_from, p.discount_to),
      stock: qty.get(id) ?? 0,
      imageId: image.get(id) ?? null,
      archived: p.archived_at !== null,
    };
  });
}

async function defaultLanguage(db: DB) {
  const row = await db.selectFrom("storefront").select("iso").orderBy("is_default", "desc").orderBy("position").executeTakeFirst();
  return row?.iso ?? "sl";
}

/** What the form offers: languages, warehouses, brands, categories (with their path of names) and attribute values. */
export function formOptions(shop: CatalogueShop) {
  const lang = shop.languages[0];
  const nameOf = (id: number) => shop.categories.get(id)?.texts.get(lang)?.name ?? "";
  const categories = [...shop.categories.values()]
    .map((c) => ({
      id: c.id,
      key: c.texts.get(lang)?.urlKey ?? "",
      label: c.path.split("/").filter(Boolean).map(Number).map(nameOf).join(" › "),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const attributes = [...shop.attributeValues].map(([code, values]) => ({
    code,
    values: [...values].map(([label, id]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label)),
  }));
  return {
    languages: shop.languages,
    warehouses: shop.warehouses,
    brands: [...shop.brands].map(([key, b]) => ({ key, name: b.name })).sort((a, b) => a.name.localeCompare(b.name)),
    categories,
    attributes,
  };
}

export type ProductFormOptions = ReturnType<typeof formOptions>;

function vocabularyOf(shop: CatalogueShop): FormVocabulary {
  const lang = shop.languages[0];
  return {
    languages: shop.languages,
    warehouses: shop.warehouses,
    categoryKeys: new Map([...shop.categories.values()].map((c) => [c.id, c.texts.get(lang)?.urlKey ?? ""])),
    values: new Map([...shop.valueLabels].map(([id, v]) => [id, [v.code, v.labels.get(lang) ?? ""] as const])),
  };
}

export async function productFormOptions(db: DB) {
  return formOptions(await loadCatalogueShop(db));
}

/**
 * A simple product as the form shows it: the catalogue row's columns (prices as "12.90"), the
 * main category, a checkbox field per further category and attribute value; null when there is
 * no such simple product.
 */
export async function productFormValues(db: DB, id: number, shop?: CatalogueShop) {
  shop ??= await loadCatalogueShop(db);
  const head = await db.selectFrom("product").select(["sku", "type"]).where("id", "=", id).executeTakeFirst();
  if (!head || head.type !== "simple") return null;
  const product = (await loadCatalogueProducts(db, [id])).bySku.get(head.sku)!;
  const lang = shop.languages[0];
  const keyOf = (categoryId: number | null) => (categoryId === null ? "" : (shop.categories.get(categoryId)?.texts.get(lang)?.urlKey ?? ""));
  const brandKey = [...shop.brands].find(([, b]) => b.id === product.row.brand_id)?.[0] ?? "";
  const values: Record<string, string> = {
    sku: head.sku,
    ean: product.row.ean ?? "",
    brand: brandKey,
    price: formatPrice(product.row.regular_price),
    special_price: product.row.discount_price === null ? "" : formatPrice(product.row.discount_price),
    special_from: product.row.discount_from ?? "",
    special_to: product.row.discount_to ?? "",
    tax_class: product.row.tax_class,
  };
  for (const code of shop.warehouses) values[`stock_${code}`] = String(product.stock.get(code) ?? 0);
  for (const language of shop.languages) {
    const text = product.texts.get(language);
    values[`name_${language}`] = text?.name ?? "";
    values[`description_${language}`] = text?.description ?? "";
    values[`url_key_${language}`] = text?.url_key ?? "";
  }
  const main = product.row.main_category_id;
  // the product is in every ancestor of its categories too (the import places it there): the
  // form ticks only the most specific ones, as the export lists them
  const linked = [...product.categories.keys()];
  const isAncestor = (c: number) => linked.some((d) => d !== c && (shop.categories.get(d)?.path ?? "").includes(`/${c}/`));
  const further = linked.filter((c) => c !== main && !isAncestor(c)).sort((a, b) => a - b);
  values.main_category = keyOf(main);
  values.categories = [keyOf(main), ...further.map(keyOf)].filter(Boolean).join(LIST_SEPARATOR);
  for (const c of further) values[categoryField(c)] = "on";
  const vocabulary = vocabularyOf(shop);
  values.attributes = product.values
    .map((v) => vocabulary.values.get(v))
    .filter((v) => v !== undefined)
    .map(([code, label]) => `${code}:${label}`)
    .sort()
    .join(LIST_SEPARATOR);
  for (const v of product.values) values[valueField(v)] = "on";
  return { values, images: product.images, imageFiles: shopImageFiles(shop, product.images) };
}

function shopImageFiles(shop: CatalogueShop, ids: number[]) {
  const files = new Map([...shop.images].map(([file, imageId]) => [imageId, file]));
  return ids.map((imageId) => ({ id: imageId, file: files.get(imageId) ?? "" }));
}

export type ProductSave = { ok: true; id: number; changed: boolean } | { ok: false; errors: Record<string, string> };

/**
 * Creates (id null) or changes a simple product from the posted form, as the import would write
 * a file holding this one row: any problem and nothing is written (the errors are by field). A
 * renamed URL key leaves a 301 from the old URL, as the import's write does (catalogue-write.server.ts).
 */
export async function saveProduct(db: DB, input: { id: number | null; fields: Record<string, string>; actor: string }): Promise<ProductSave> {
  try {
    return await writeProduct(db, input);
  } catch (error) {
    // a colleague's save took the same SKU or URL key between the check and the write
    if (isUniqueViolation(error)) return { ok: false, errors: { sku: "Another product took this SKU or URL key a moment ago: check them and save again." } };
    throw error;
  }
}

async function writeProduct(db: DB, input: { id: number | null; fields: Record<string, string>; actor: string }): Promise<ProductSave> {
  return db.transaction().execute(async (trx) => {
    const shop = await loadCatalogueShop(trx);
    // a new product's figures are its first count; later ones change by movements only
    const withStock = { stock: input.id === null };
    const row = productRowFromForm(input.fields, vocabularyOf(shop), withStock);
    const sku = cellText(row.sku);
    const current = input.id === null ? null : await productFormValues(trx, input.id, shop);
    if (input.id !== null && !current) return { ok: false as const, errors: { sku: "There is no such product." } };

    // the SKU is the import's key: here it must be free unless it is this product's own
    const owner = sku ? await trx.selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirst() : undefined;
    if (owner && owner.id !== input.id) return { ok: false as const, errors: { sku: `SKU ${sku} is used by another product.` } };

    const existing = await loadCatalogueProducts(trx, input.id === null ? [] : [input.id]);
    if (current && current.values.sku !== sku && sku) {
      // a new SKU for this product: the check knows it by the SKU the form gives it
      const product = existing.bySku.get(current.values.sku)!;
      existing.bySku.delete(current.values.sku);
      existing.bySku.set(sku, product);
      for (const [key, holder] of existing.urlKeys) if (holder === current.values.sku) existing.urlKeys.set(key, sku);
    }
    for (const [key, holder] of await urlKeyHolders(trx, shop.languages, row, input.id)) existing.urlKeys.set(key, holder);
    existing.maxId = Number(
      (
        await trx
          .selectFrom("product")
          .select((eb) => eb.fn.max("id").as("max"))
          .executeTakeFirst()
      )?.max ?? 0,
    );

    const plan = planCatalogueImport(
      {
        products: {
          label: "",
          header: formColumns(shop.languages, shop.warehouses, withStock),
          rows: [row],
          rowName: () => "form",
          headerName: "form",
        },
        brands: null,
        categories: null,
      },
      shop,
      existing,
      { locateImage: () => ({ problem: "pictures are not changed by this form" }) },
    );
    if (plan.problems.length > 0) return { ok: false as const, errors: fieldErrors(plan.problems) };

    const write = plan.products[0];
    const id = write?.id ?? input.id!;
    await applyCataloguePlan(trx, plan, [], { stockCause: { reason: "count", actor: input.actor, note: "a new product's first figures" } });
    const skuChanged = current !== null && current.values.sku !== sku;
    if (skuChanged) {
      await trx.updateTable("product").set({ sku }).where("id", "=", id).execute();
      await rebuildSearchIndex(trx, [id]);
      await markCatalogueChanged(trx);
    }
    const after = (await productFormValues(trx, id, shop))!;
    const columns = [...formColumns(shop.languages, shop.warehouses, withStock)];
    const pick = (values: Record<string, string>) => Object.fromEntries(columns.map((c) => [c, values[c] ?? ""]));
    if (!current) {
      await recordAudit(trx, { actor: input.actor, kind: "product.create", subject: `product:${id}`, before: null, after: pick(after.values) });
      return { ok: true as const, id, changed: true };
    }
    const diff = changedFields(pick(current.values), pick(after.values));
    if (Object.keys(diff.after).length === 0) return { ok: true as const, id, changed: false };
    await recordAudit(trx, { actor: input.actor, kind: "product.update", subject: `product:${id}`, ...diff });
    return { ok: true as const, id, changed: true };
  });
}

/**
 * Who holds the URL keys this row may end up with (as typed, or made from the name or SKU when
 * left empty), other than the product itself: `lang\0url key -> SKU`, as the import's check reads it.
 */
async function urlKeyHolders(db: DB, languages: readonly string[], row: Record<string, unknown>, self: number | null) {
  const sku = cellText(row.sku as string);
  const holders = new Map<string, string>();
  for (const lang of languages) {
    const keys = [cellText(row[`url_key_${lang}`] as string), slugify(cellText(row[`name_${lang}`] as string)), sku.toLowerCase()].filter(Boolean);
    const rows = await db
      .selectFrom("product_i18n as i")
      .innerJoin("product as p", "p.id", "i.product_id")
      .select(["i.url_key", "p.sku"])
      .where("i.lang", "=", lang)
      .where("i.url_key", "in", keys)
      .$if(self !== null, (q) => q.where("i.product_id", "!=", self!))
      .execute();
    for (const r of rows) holders.set(`${lang}\0${r.url_key}`, r.sku);
  }
  return holders;
}
