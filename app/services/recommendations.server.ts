import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";
import { getBlocks } from "./content.server";
import { nearestInPrice } from "./listing.server";
import { getProductCards, payablePrice, type ProductCard } from "./product-card.server";
import { isPageAllowed } from "~/lib/page-kind";

// Recommended products (spec §9 block recommended_products, id 5): the storefront's chosen
// products, as home, the 404 page and the content API show them.

async function blockProductIds(db: DB, storefront: Storefront) {
  const blocks = await getBlocks(db, storefront.department, ["recommended_products"]);
  return blocks.recommended_products?.productIds ?? [];
}

export async function getRecommendedProducts(db: DB, storefront: Storefront, limit = 12): Promise<ProductCard[]> {
  const ids = await blockProductIds(db, storefront);
  const cards = await getProductCards(db, storefront, ids.slice(0, limit));
  return cards;
}

/**
 * What the cart suggests (the cart page and spec §3 Cart.recommendedProducts): a few of the
 * storefront's recommended products that are in stock and not in the cart yet — none where the
 * shop type has no product pages to lead to (spec §2).
 */
export async function getCartRecommendations(db: DB, storefront: Storefront, inCart: ReadonlySet<number>, limit = 4): Promise<ProductCard[]> {
  if (!isPageAllowed(storefront.shopType, "catch-all")) return [];
  const recommended = await getRecommendedProducts(db, storefront, limit * 2);
  return recommended.filter((p) => !inCart.has(p.id) && p.stock.inStock).slice(0, limit);
}

export interface RecommendationRequest {
  /** products named by the caller, shown first in this order */
  ids?: readonly number[];
  /** the category to recommend from; without one, the storefront's recommended_products block */
  categoryId?: number | null;
  /** euro cents: products closest to this price come first */
  priceCents?: number | null;
  /** the product being viewed, never recommended to itself */
  excludeId?: number | null;
  limit?: number;
}

/**
 * Spec §7 fetchRecommendedProducts: the given ids first, then products of the category (or of
 * the recommended_products block) closest in price, in stock first, without the viewed product.
 */
export async function getRecommendedFor(db: DB, storefront: Storefront, request: RecommendationRequest): Promise<ProductCard[]> {
  const limit = request.limit ?? 12;
  const exclude = request.excludeId ?? null;
  const given = [...new Set(request.ids ?? [])].filter((id) => id !== exclude);
  const price = request.priceCents ?? null;

  const [givenCards, candidates] = await Promise.all([
    getProductCards(db, storefront, given.slice(0, limit)),
    request.categoryId
      ? categoryCandidates(db, storefront, request.categoryId, price, exclude, limit + given.length)
      : blockCandidates(db, storefront, price, exclude),
  ]);
  const taken = new Set(givenCards.map((card) => card.id));
  const rest = candidates.filter((card) => !taken.has(card.id));
  return [...givenCards, ...rest].slice(0, limit);
}

/**
 * The category's products nearest in price (from the listing index), then in stock first:
 * stock comes from the database with the cards. Twice the wanted number are read, so
 * that out-of-stock neighbours can give way to products a little further in price.
 */
async function categoryCandidates(db: DB, storefront: Storefront, categoryId: number, price: number | null, exclude: number | null, limit: number) {
  const ids = await nearestInPrice(db, storefront, categoryId, price, exclude, Math.min(limit * 2, 200));
  const cards = await getProductCards(db, storefront, ids);
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => Number(b.card.stock.inStock) - Number(a.card.stock.inStock) || a.index - b.index)
    .map(({ card }) => card)
    .slice(0, limit);
}

async function blockCandidates(db: DB, storefront: Storefront, price: number | null, exclude: number | null) {
  const ids = (await blockProductIds(db, storefront)).filter((id) => id !== exclude);
  const cards = await getProductCards(db, storefront, ids.slice(0, 200));
  const distance = (card: ProductCard) => (price === null ? 0 : Math.abs(payablePrice(card.price) - price));
  // stable sort: the block's own order breaks ties
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => Number(b.card.stock.inStock) - Number(a.card.stock.inStock) || distance(a.card) - distance(b.card) || a.index - b.index)
    .map(({ card }) => card);
}
