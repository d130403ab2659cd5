import type { DB } from "~/db/db.server";
import type { Storefront } from "~/lib/storefront";
import { getBlocks } from "./content.server";
import { getProductCards, type ProductCard } from "./product-card.server";

// Recommended products (spec §9 block recommended_products, id 5): the storefront's chosen
// products, as home, the 404 page and the content API show them.

export async function getRecommendedProducts(db: DB, storefront: Storefront, limit = 12): Promise<ProductCard[]> {
  const blocks = await getBlocks(db, storefront.department, ["recommended_products"]);
  const ids = (blocks.recommended_products as { productIds?: number[] } | undefined)?.productIds ?? [];
  const cards = await getProductCards(db, storefront, ids.slice(0, limit));
  return cards;
}
