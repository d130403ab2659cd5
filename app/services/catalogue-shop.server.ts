import type { DB } from "~/db/db.server";
import type { CatalogueShop, ExistingProduct, ExistingProducts } from "~/lib/catalogue-rows";
import { CatalogueFileError } from "~/lib/catalogue-sections";

// The shop as the catalogue file speaks of it, read in bulk (one query per table): for checking
// an import (catalogue-write.server.ts) and for writing an export (catalogue-export.server.ts).

/** Storefront languages (the default first), warehouses, brands, categories, attribute values, pictures. */
export async function loadCatalogueShop(db: DB): Promise<CatalogueShop> {
  const [storefronts, warehouses, brands, brandTexts, categories, categoryTexts, attributes, values, labels, images] = await Promise.all([
    db.selectFrom("storefront").select(["iso", "is_default"]).orderBy("is_default", "desc").orderBy("position").execute(),
    db.selectFrom("warehouse").select("code").orderBy("days").orderBy("code").execute(),
    db.selectFrom("brand").select(["id", "url_key", "name", "country"]).orderBy("id").execute(),
    db.selectFrom("brand_i18n").select(["brand_id", "lang", "description"]).execute(),
    db.selectFrom("category").select(["id", "parent_id", "level", "position", "path"]).orderBy("level").orderBy("position").orderBy("id").execute(),
    db.selectFrom("category_i18n").select(["category_id", "lang", "name", "url_key", "store_url"]).execute(),
    db.selectFrom("attribute").select(["id", "code"]).execute(),
    db.selectFrom("attribute_value").select(["id", "attribute_id"]).execute(),
    db.selectFrom("attribute_value_i18n").select(["value_id", "lang", "label"]).execute(),
    db.selectFrom("image").select(["id", "file"]).execute(),
  ]);
  if (storefronts.length === 0) throw new CatalogueFileError("the database has no shop yet (start the server or run npm run db:seed first)");
  const languages = [...new Set(storefronts.map((s) => s.iso))];
  const defaultLanguage = languages[0];

  const brandMap: CatalogueShop["brands"] = new Map();
  const brandById = new Map<number, string>();
  for (const b of brands) {
    brandMap.set(b.url_key, { id: b.id, name: b.name, country: b.country, descriptions: new Map() });
    brandById.set(b.id, b.url_key);
  }
  for (const t of brandTexts) brandMap.get(brandById.get(t.brand_id) ?? "")?.descriptions.set(t.lang, t.description);

  const categoryMap: CatalogueShop["categories"] = new Map();
  for (const c of categories) categoryMap.set(c.id, { id: c.id, parentId: c.parent_id, level: c.level, position: c.position, path: c.path, texts: new Map() });
  const categoryByKey = new Map<string, number>();
  for (const t of categoryTexts) {
    categoryMap.get(t.category_id)?.texts.set(t.lang, { name: t.name, urlKey: t.url_key, storeUrl: t.store_url });
    if (t.lang === defaultLanguage) categoryByKey.set(t.url_key, t.category_id);
  }

  const codeOf = new Map(attributes.map((a) => [a.id, a.code]));
  const valueLabels: CatalogueShop["valueLabels"] = new Map(values.map((v) => [v.id, { code: codeOf.get(v.attribute_id) ?? "", labels: new Map() }]));
  for (const l of labels) valueLabels.get(l.value_id)?.labels.set(l.lang, l.label);
  const attributeValues: CatalogueShop["attributeValues"] = new Map(attributes.map((a) => [a.code, new Map()]));
  for (const [id, value] of valueLabels) attributeValues.get(value.code)?.set(value.labels.get(defaultLanguage) ?? "", id);

  return {
    languages,
    warehouses: warehouses.map((w) => w.code),
    brands: brandMap,
    categories: categoryMap,
    categoryByKey,
    attributeValues,
    valueLabels,
    images: new Map(images.map((i) => [i.file, i.id])),
  };
}

/**
 * Every product (simple or not: a row may not name a service item's SKU) with what a row may
 * change; `only` narrows it to the listed product ids (one product's form in the back office).
 */
export async function loadCatalogueProducts(db: DB, only?: readonly number[]): Promise<ExistingProducts> {
  if (only?.length === 0) return { bySku: new Map(), urlKeys: new Map(), maxId: 0 };
  const ids = only ? [...only] : null;
  const [products, texts, links, values, stock, pictures] = await Promise.all([
    db
      .selectFrom("product")
      .select([
        "id",
        "sku",
        "type",
        "ean",
        "brand_id",
        "main_category_id",
        "regular_price",
        "discount_price",
        "discount_from",
        "discount_to",
        "tax_class",
        "lowest_price_30d",
        "position",
        "archived_at",
        "successor_id",
      ])
      .$if(ids !== null, (q) => q.where("id", "in", ids!))
      .execute(),
    db
      .selectFrom("product_i18n")
      .select(["product_id", "lang", "name", "description", "url_key", "search_name", "search_text"])
      .$if(ids !== null, (q) => q.where("product_id", "in", ids!))
      .execute(),
    db
      .selectFrom("product_category")
      .select(["product_id", "category_id", "position"])
      .$if(ids !== null, (q) => q.where("product_id", "in", ids!))
      .execute(),
    db
      .selectFrom("product_attribute_value")
      .select(["product_id", "value_id"])
      .$if(ids !== null, (q) => q.where("product_id", "in", ids!))
      .execute(),
    db
      .selectFrom("product_stock")
      .select(["product_id", "warehouse_code", "qty"])
      .$if(ids !== null, (q) => q.where("product_id", "in", ids!))
      .execute(),
    db
      .selectFrom("product_image")
      .select(["product_id", "position", "image_id"])
      .$if(ids !== null, (q) => q.where("product_id", "in", ids!))
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  const byId = new Map<number, ExistingProduct>();
  const bySku = new Map<string, ExistingProduct>();
  for (const { id, sku, type, ...row } of products) {
    const product: ExistingProduct = { id, type, row, texts: new Map(), categories: new Map(), values: [], stock: new Map(), images: [] };
    byId.set(id, product);
    bySku.set(sku, product);
  }
  /** lang\0url key -> the SKU using it */
  const urlKeys = new Map<string, string>();
  const skuOf = new Map(products.map((p) => [p.id, p.sku]));
  for (const t of texts) {
    byId.get(t.product_id)?.texts.set(t.lang, t);
    urlKeys.set(`${t.lang}\0${t.url_key}`, skuOf.get(t.product_id) ?? "");
  }
  for (const l of links) byId.get(l.product_id)?.categories.set(l.category_id, l.position);
  for (const v of values) byId.get(v.product_id)?.values.push(v.value_id);
  for (const s of stock) byId.get(s.product_id)?.stock.set(s.warehouse_code, s.qty);
  for (const p of pictures) byId.get(p.product_id)?.images.push(p.image_id);
  const maxId = products.reduce((max, p) => Math.max(max, p.id), 0);
  return { bySku, urlKeys, maxId };
}
