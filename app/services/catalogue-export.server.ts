import type { DB } from "~/db/db.server";
import { brandColumns, type Cell, categoryColumns, formatPrice, productColumns } from "~/lib/catalogue-file";
import type { CatalogueShop } from "~/lib/catalogue-rows";
import type { Progress } from "~/lib/progress";
import { loadCatalogueShop } from "./catalogue-shop.server";

// The catalogue as the merchant's file holds it (README "Catalogue import and export"): every
// simple product, brand and category as rows of the file's columns, so that importing them again
// changes nothing. Numbers stay numbers and lists stay lists, as a JSON document has them; a CSV
// writer joins them (csvCells, app/lib/catalogue-sections.ts). Service items and the gift
// certificate are the shop's configuration and stay out.

export interface ExportedSection {
  columns: string[];
  rows: Record<string, Cell>[];
}

export interface CatalogueExport {
  products: ExportedSection;
  brands: ExportedSection;
  categories: ExportedSection;
}

/** Every simple product with its brands and categories, in the order export writes them. */
export async function exportCatalogueRows(db: DB, options: { progress?: (total: number) => Progress } = {}): Promise<CatalogueExport> {
  const shop = await loadCatalogueShop(db);
  const { languages, warehouses } = shop;
  const defaultLanguage = languages[0];
  const keyOf = (categoryId: number) => shop.categories.get(categoryId)?.texts.get(defaultLanguage)?.urlKey ?? String(categoryId);

  const [products, texts, links, values, stock, pictures] = await Promise.all([
    db
      .selectFrom("product")
      .select([
        "id",
        "sku",
        "ean",
        "brand_id",
        "main_category_id",
        "regular_price",
        "discount_price",
        "discount_from",
        "discount_to",
        "tax_class",
        "archived_at",
      ])
      .where("type", "=", "simple")
      .orderBy("id")
      .execute(),
    db.selectFrom("product_i18n").select(["product_id", "lang", "name", "description", "url_key"]).execute(),
    db.selectFrom("product_category").select(["product_id", "category_id"]).execute(),
    db.selectFrom("product_attribute_value").select(["product_id", "value_id"]).orderBy("product_id").orderBy("value_id").execute(),
    db.selectFrom("product_stock").select(["product_id", "warehouse_code", "qty"]).execute(),
    db
      .selectFrom("product_image")
      .innerJoin("image", "image.id", "product_image.image_id")
      .select(["product_id", "position", "file"])
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  const brandKey = new Map([...shop.brands].map(([key, b]) => [b.id, key]));
  const textsOf = groupBy(texts, (t) => t.product_id);
  const linksOf = groupBy(links, (l) => l.product_id);
  const valuesOf = groupBy(values, (v) => v.product_id);
  const stockOf = groupBy(stock, (s) => s.product_id);
  const picturesOf = groupBy(pictures, (p) => p.product_id);
  const progress = options.progress?.(products.length);

  const productRows = products.map((p) => {
    progress?.advance();
    const row: Record<string, Cell> = {
      sku: p.sku,
      ean: p.ean ?? "",
      brand: p.brand_id === null ? "" : (brandKey.get(p.brand_id) ?? ""),
      categories: exportedCategories(
        shop,
        p.main_category_id,
        (linksOf.get(p.id) ?? []).map((l) => l.category_id),
      ).map(keyOf),
      price: formatPrice(p.regular_price),
      special_price: p.discount_price === null ? "" : formatPrice(p.discount_price),
      special_from: p.discount_from ?? "",
      special_to: p.discount_to ?? "",
      tax_class: p.tax_class,
    };
    const qty = new Map((stockOf.get(p.id) ?? []).map((s) => [s.warehouse_code, s.qty]));
    for (const code of warehouses) row[`stock_${code}`] = qty.get(code) ?? 0;
    const byLang = new Map((textsOf.get(p.id) ?? []).map((t) => [t.lang, t]));
    for (const lang of languages) {
      row[`name_${lang}`] = byLang.get(lang)?.name ?? "";
      row[`description_${lang}`] = byLang.get(lang)?.description ?? "";
      row[`url_key_${lang}`] = byLang.get(lang)?.url_key ?? "";
    }
    row.attributes = (valuesOf.get(p.id) ?? []).map((v) => {
      const value = shop.valueLabels.get(v.value_id);
      return `${value?.code}:${value?.labels.get(defaultLanguage) ?? ""}`;
    });
    row.images = (picturesOf.get(p.id) ?? []).map((picture) => picture.file);
    row.archived = p.archived_at === null ? "false" : "true";
    return row;
  });

  const brandRows = [...shop.brands].map(([key, b]) => ({
    url_key: key,
    name: b.name,
    country: b.country,
    ...Object.fromEntries(languages.map((lang) => [`description_${lang}`, b.descriptions.get(lang) ?? ""])),
  }));
  const categoryRows = [...shop.categories.values()].map((c) => ({
    key: keyOf(c.id),
    parent: c.parentId === null ? "" : keyOf(c.parentId),
    position: c.position,
    ...Object.fromEntries(
      languages.flatMap((lang) => [
        [`name_${lang}`, c.texts.get(lang)?.name ?? ""],
        ...(lang === defaultLanguage ? [] : [[`url_key_${lang}`, c.texts.get(lang)?.urlKey ?? ""]]),
      ]),
    ),
  }));
  progress?.finish();
  return {
    products: { columns: productColumns(languages, warehouses), rows: productRows },
    brands: { columns: brandColumns(languages), rows: brandRows },
    categories: { columns: categoryColumns(languages), rows: categoryRows },
  };
}

/**
 * The categories a product row names: the main category first, then every other category it is
 * in that is not an ancestor of another (import adds the ancestors back, as the seed writes them).
 */
function exportedCategories(shop: CatalogueShop, mainId: number | null, ids: number[]) {
  const set = new Set(ids);
  const ancestors = new Set<number>();
  for (const id of set) {
    for (const part of (shop.categories.get(id)?.path ?? "").split("/").filter(Boolean).map(Number)) if (part !== id) ancestors.add(part);
  }
  const named = [...set].filter((id) => !ancestors.has(id) && id !== mainId).sort((a, b) => a - b);
  return mainId === null ? named : [mainId, ...named];
}

function groupBy<T>(items: T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
