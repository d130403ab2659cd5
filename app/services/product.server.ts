import type { DB } from "~/db/db.server";
import type { Seo } from "~/lib/seo";
import type { Storefront } from "~/lib/storefront";
import { getProductCards } from "./product-card.server";

// Product pages (spec §2, §3): being built in issue 3.
export async function getProductPage(db: DB, storefront: Storefront, productId: number, basePath: string) {
  const [card] = await getProductCards(db, storefront, [productId]);
  if (!card) return null;
  const seo: Seo = { title: card.name, description: card.name, canonicalPath: basePath };
  return { product: card, seo };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof getProductPage>>>;
