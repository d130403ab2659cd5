import type { DB } from "~/db/db.server";
import { excerpt } from "~/lib/excerpt";
import { imageUrl } from "~/lib/images";
import { convertCents } from "~/lib/money";
import { toApiProduct } from "~/lib/product-json";
import { rewardPoints } from "~/lib/rewards";
import type { Seo } from "~/lib/seo";
import type { Storefront } from "~/lib/storefront";
import { getCategoryTrail, type TrailItem } from "./breadcrumbs.server";
import { getProductCards, payablePrice, type ProductCard, toCardSummary } from "./product-card.server";
import { getRecommendedFor } from "./recommendations.server";

// Product pages (spec §2, §3) and the product JSON API (spec §7): one product with its
// pictures, attributes, category trail and recommendations, in the storefront language.

export const RECOMMENDED_ON_PAGE = 8;

export interface ProductImage {
  id: number;
  width: number;
  height: number;
  /** the merchant's alt text in the storefront's language (README "Pictures"), null for none */
  alt: string | null;
}

export interface ProductAttribute {
  code: string;
  name: string;
  value: string;
}

export interface ProductDetail {
  product: ProductCard;
  description: string;
  ean: string | null;
  brandUrlKey: string | null;
  mainCategoryId: number | null;
  images: ProductImage[];
  attributes: ProductAttribute[];
  breadcrumbs: TrailItem[];
}

/** The product id a urlKey names on this storefront (its language, its brand), or null. */
export async function findProductIdByUrlKey(db: DB, storefront: Storefront, urlKey: string) {
  const row = await db
    .selectFrom("product_i18n as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .select("p.id")
    .where("i.lang", "=", storefront.iso)
    .where("i.url_key", "=", urlKey)
    .where("p.type", "=", "simple")
    .$if(storefront.brandId !== null, (q) => q.where("p.brand_id", "=", storefront.brandId))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The product and its own rows (one round of parallel queries); the trail comes after. */
async function loadProduct(db: DB, storefront: Storefront, productId: number): Promise<Omit<ProductDetail, "breadcrumbs"> | null> {
  const [cards, row, images, attributes] = await Promise.all([
    getProductCards(db, storefront, [productId]),
    db
      .selectFrom("product as p")
      .innerJoin("product_i18n as i", (join) => join.onRef("i.product_id", "=", "p.id").on("i.lang", "=", storefront.iso))
      .leftJoin("brand as b", "b.id", "p.brand_id")
      .select(["i.description", "p.ean", "p.main_category_id", "b.url_key as brand_url_key"])
      .where("p.id", "=", productId)
      .executeTakeFirst(),
    db
      .selectFrom("product_image as pi")
      .innerJoin("image as im", "im.id", "pi.image_id")
      .leftJoin("product_image_alt as pa", (join) =>
        join.onRef("pa.product_id", "=", "pi.product_id").onRef("pa.image_id", "=", "pi.image_id").on("pa.lang", "=", storefront.iso),
      )
      .select(["im.id", "im.width", "im.height", "pa.alt"])
      .where("pi.product_id", "=", productId)
      .orderBy("pi.position")
      .execute(),
    db
      .selectFrom("product_attribute_value as pav")
      .innerJoin("attribute_value as v", "v.id", "pav.value_id")
      .innerJoin("attribute as a", "a.id", "v.attribute_id")
      .innerJoin("attribute_i18n as an", (join) => join.onRef("an.attribute_id", "=", "a.id").on("an.lang", "=", storefront.iso))
      .innerJoin("attribute_value_i18n as vl", (join) => join.onRef("vl.value_id", "=", "v.id").on("vl.lang", "=", storefront.iso))
      .select(["a.code", "an.name", "vl.label"])
      .where("pav.product_id", "=", productId)
      .orderBy("a.position")
      .orderBy("v.position")
      .execute(),
  ]);
  const product = cards[0];
  if (!product || !row) return null;
  return {
    product,
    description: row.description,
    ean: row.ean,
    brandUrlKey: row.brand_url_key,
    mainCategoryId: row.main_category_id,
    images,
    attributes: attributes.map((a) => ({ code: a.code, name: a.name, value: a.label })),
  };
}

const trailOf = (db: DB, storefront: Storefront, categoryId: number | null) =>
  categoryId ? getCategoryTrail(db, storefront, categoryId) : Promise.resolve([]);

/** Everything the API tells about one product; null when the storefront cannot sell it. */
export async function getProductDetail(db: DB, storefront: Storefront, productId: number): Promise<ProductDetail | null> {
  const base = await loadProduct(db, storefront, productId);
  if (!base) return null;
  return { ...base, breadcrumbs: await trailOf(db, storefront, base.mainCategoryId) };
}

export async function getProductPage(db: DB, storefront: Storefront, productId: number, basePath: string) {
  const base = await loadProduct(db, storefront, productId);
  if (!base) return null;
  const { product } = base;
  const payable = payablePrice(product.price);
  // the trail and the recommendations need only the first round: fetch them together
  const [breadcrumbs, recommended] = await Promise.all([
    trailOf(db, storefront, base.mainCategoryId),
    getRecommendedFor(db, storefront, { categoryId: base.mainCategoryId, priceCents: payable, excludeId: product.id, limit: RECOMMENDED_ON_PAGE }),
  ]);
  const detail: ProductDetail = { ...base, breadcrumbs };
  const mainImage = detail.images[0]?.id ?? product.image;
  const seo: Seo = {
    title: product.name,
    description: excerpt(detail.description || product.name),
    canonicalPath: basePath,
    image: mainImage !== null ? imageUrl(mainImage, 700, "jpg") : null,
  };
  return {
    ...detail,
    path: basePath,
    brandPath: detail.brandUrlKey ? `/${storefront.localizedRoutes.brands}/${detail.brandUrlKey}` : null,
    // spec §9 points on the euro amount: a point is worth the same in every storefront
    rewardPoints: rewardPoints(payable / 100, storefront.rewardPointConversion),
    currencyCode: storefront.currencyCode,
    priceInCurrency: convertCents(payable, storefront.currencyRate, storefront.priceRounding),
    recommended: recommended.map(toCardSummary),
    seo,
  };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof getProductPage>>>;

/** A product card as the JSON API sends it (spec §3 Product): prices in the storefront currency, image as a URL. */
export function apiProduct(card: ProductCard, storefront: Storefront) {
  return toApiProduct(card, storefront.currencyRate, storefront.priceRounding);
}

/** fetchProduct's product: the card plus description, pictures, attributes and breadcrumbs. */
export function apiProductDetail(detail: ProductDetail, storefront: Storefront) {
  return {
    ...apiProduct(detail.product, storefront),
    description: detail.description,
    ean: detail.ean,
    images: detail.images.map((image) => ({
      id: image.id,
      url: imageUrl(image.id, 700, "webp"),
      large: imageUrl(image.id, 1400, "webp"),
      thumbnail: imageUrl(image.id, 175, "webp"),
    })),
    attributes: detail.attributes,
    breadcrumbs: detail.breadcrumbs.map((crumb) => ({ id: crumb.id, name: crumb.name, path: crumb.path })),
  };
}
