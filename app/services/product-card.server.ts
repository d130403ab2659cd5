import type { DB } from "~/db/db.server";
import { hasBit } from "~/lib/bitset";
import { type EuroCents, euroCents } from "~/lib/money";
import { specialPriceActive } from "~/lib/special-price";
import type { Storefront } from "~/lib/storefront";
import { getListingIndex } from "./listing-index.server";

// The product as lists show it (spec §3 Product): every listing (category, brand, search,
// recommended, wishlist, 404) builds its cards here, in a fixed number of queries whatever
// the count. Money is integer euro cents; the API converts at its edge.

export interface ProductPrice {
  isDiscounted: boolean;
  regularPrice: EuroCents;
  discountPrice: EuroCents | null;
  /** regular minus discount price, 0 when not discounted */
  discountAmount: EuroCents;
  /** the lowest price of the last 30 days (EU price indication rules) */
  smallestIn30Days: EuroCents;
}

export interface ProductStock {
  inStock: boolean;
  /** warehouses holding the product, fastest first: code, name and delivery days */
  warehouses: { code: string; name: string; days: number }[];
}

export interface ProductCard {
  id: number;
  sku: string;
  name: string;
  manufacturer: string | null;
  /** image id of the main picture (see app/lib/images.ts), null when it has none */
  image: number | null;
  /** the merchant's alt text of the main picture in the storefront's language, where there is one */
  imageAlt?: string;
  urlKey: string;
  rating: number;
  ratingCount: number;
  category_ids: number[];
  salable: boolean;
  stock: ProductStock;
  price: ProductPrice;
}

/** What a card in a list shows: the card without stock details, categories and SKU, which
 *  lists never display (smaller pages and loader data). */
export type CardSummary = Omit<ProductCard, "stock" | "category_ids"> & { stock: { inStock: boolean } };

export function toCardSummary(card: ProductCard): CardSummary {
  const { stock, category_ids: _categories, ...rest } = card;
  return { ...rest, stock: { inStock: stock.inStock } };
}

export { payablePrice } from "~/lib/money";

/** A product row's price columns (euro cents) as the product's price. */
export function toPrice(regular: number, discount: number | null, lowest30: number): ProductPrice {
  const isDiscounted = discount !== null && discount < regular;
  return {
    isDiscounted,
    regularPrice: euroCents(regular),
    discountPrice: isDiscounted ? euroCents(discount) : null,
    discountAmount: euroCents(isDiscounted ? regular - discount : 0),
    smallestIn30Days: euroCents(lowest30),
  };
}

/**
 * The warehouses holding each product (stock above 0), by code, sorted, in one read: what the
 * products' cards say of their stock (getProductCards), read alone. A product without stock has
 * an empty list. A stored product page is filled for a shopper only while this still says what
 * the page says (utils/personal-page.server.tsx).
 */
export async function warehousesHolding(db: DB, productIds: readonly number[]): Promise<Map<number, string[]>> {
  const holding = new Map<number, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return holding;
  const rows = await db
    .selectFrom("product_stock as s")
    .innerJoin("warehouse as w", "w.code", "s.warehouse_code")
    .select(["s.product_id", "w.code"])
    .where("s.product_id", "in", [...holding.keys()])
    .where("s.qty", ">", 0)
    .execute();
  for (const row of rows) holding.get(row.product_id)?.push(row.code);
  for (const codes of holding.values()) codes.sort();
  return holding;
}

interface SellableOptions {
  /** keep archived products: a cart that already holds one still shows it and checks it out */
  includeArchived?: boolean;
}

/** The ids worth asking for: each once, positive integers only. */
const uniqueIds = (ids: readonly number[]) => [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * The products of `ids` the storefront can sell, as one query to select from: a regular product
 * with a translation in the storefront's language, of the storefront's brand on a one-brand
 * storefront, not archived unless `includeArchived`. Cards and prices alike start here.
 */
function sellableProducts(db: DB, storefront: Storefront, ids: readonly number[], options: SellableOptions) {
  return db
    .selectFrom("product as p")
    .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", storefront.iso))
    .where("p.id", "in", ids)
    .where("p.type", "=", "simple")
    .$if(!options.includeArchived, (q) => q.where("p.archived_at", "is", null))
    .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId));
}

const PRICE_COLUMNS = ["p.regular_price", "p.discount_price", "p.discount_from", "p.discount_to", "p.lowest_price_30d"] as const;

/** A product row's price today: its special price counts only within its dates. */
function priceOfRow(row: {
  regular_price: number;
  discount_price: number | null;
  discount_from: string | null;
  discount_to: string | null;
  lowest_price_30d: number;
}) {
  return toPrice(row.regular_price, specialPriceActive(row.discount_from, row.discount_to) ? row.discount_price : null, row.lowest_price_30d);
}

/**
 * The prices of the products of `ids` the storefront can sell, as their cards give them, in one
 * query and without their stock, names or pictures: what a cart's total needs (the free-shipping
 * hint of a product page). A product the storefront cannot sell is left out, as a card is.
 */
export async function getProductPrices(
  db: DB,
  storefront: Storefront,
  ids: readonly number[],
  options: SellableOptions = {},
): Promise<Map<number, ProductPrice>> {
  const unique = uniqueIds(ids);
  if (unique.length === 0) return new Map();
  const rows = await sellableProducts(db, storefront, unique, options)
    .select(["p.id", ...PRICE_COLUMNS])
    .execute();
  return new Map(rows.map((row) => [row.id, priceOfRow(row)]));
}

/**
 * Cards for the given product ids, in the order given, in the storefront's language. Ids the
 * storefront cannot sell (another brand on a one-brand storefront, no translation, not a
 * regular product, archived) are left out (see sellableProducts).
 */
export async function getProductCards(db: DB, storefront: Storefront, ids: readonly number[], options: SellableOptions = {}): Promise<ProductCard[]> {
  const unique = uniqueIds(ids);
  if (unique.length === 0) return [];
  const [rows, stock, index] = await Promise.all([
    sellableProducts(db, storefront, unique, options)
      .leftJoin("brand as b", "b.id", "p.brand_id")
      // the main picture rides along (position 0), instead of a query of its own
      .leftJoin("product_image as pi", (join) => join.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 0))
      .leftJoin("product_image_alt as pa", (join) =>
        join.onRef("pa.product_id", "=", "p.id").onRef("pa.image_id", "=", "pi.image_id").on("pa.lang", "=", storefront.iso),
      )
      .select([
        "pi.image_id",
        "pa.alt as image_alt",
        "p.id",
        "p.sku",
        "i.name",
        "i.url_key",
        "b.name as manufacturer",
        "p.rating",
        "p.rating_count",
        "p.salable",
        ...PRICE_COLUMNS,
      ])
      .execute(),
    db
      .selectFrom("product_stock as s")
      .innerJoin("warehouse as w", "w.code", "s.warehouse_code")
      .select(["s.product_id", "w.code", "w.days", "w.names"])
      .where("s.product_id", "in", unique)
      .where("s.qty", ">", 0)
      .orderBy("w.days")
      .execute(),
    // category membership is catalogue data the listing index holds: no query of its own
    getListingIndex(db),
  ]);

  const warehousesOf = new Map<number, ProductStock["warehouses"]>();
  for (const row of stock) {
    const names = JSON.parse(row.names) as Record<string, string>;
    const list = warehousesOf.get(row.product_id) ?? [];
    list.push({ code: row.code, name: names[storefront.iso] ?? names.en ?? row.code, days: row.days });
    warehousesOf.set(row.product_id, list);
  }
  const categoriesOf = (id: number) => {
    const position = index.positionOf.get(id);
    if (position === undefined) return [];
    const ids: number[] = [];
    for (const [categoryId, category] of index.categories) if (hasBit(category.set, position)) ids.push(categoryId);
    return ids.sort((a, b) => a - b);
  };

  const byId = new Map(
    rows.map((row): [number, ProductCard] => {
      const warehouses = warehousesOf.get(row.id) ?? [];
      return [
        row.id,
        {
          id: row.id,
          sku: row.sku,
          name: row.name,
          manufacturer: row.manufacturer,
          image: row.image_id ?? null,
          ...(row.image_alt ? { imageAlt: row.image_alt } : {}),
          urlKey: row.url_key,
          rating: row.rating,
          ratingCount: row.rating_count,
          category_ids: categoriesOf(row.id),
          salable: row.salable === 1 && warehouses.length > 0,
          stock: { inStock: warehouses.length > 0, warehouses },
          price: priceOfRow(row),
        },
      ];
    }),
  );
  return unique.flatMap((id) => byId.get(id) ?? []);
}
