import type { ProductCard } from "~/services/product-card.server";
import { imageUrl } from "./images";
import { type EuroCents, toMinor } from "./money";

// Spec §3 Product as the JSON API shows it: prices as decimal amounts in the storefront's
// currency (euro cents converted by its rate), the picture as the URL of a 350 px WebP.

export function toApiProduct(card: ProductCard, rate: number, step = 1) {
  const minor = (cents: EuroCents) => toMinor(cents, rate, step);
  const money = (cents: EuroCents) => minor(cents) / 100;
  const { regularPrice, discountPrice } = card.price;
  return {
    id: card.id,
    sku: card.sku,
    name: card.name,
    manufacturer: card.manufacturer,
    image: card.image === null ? null : imageUrl(card.image, 350),
    urlKey: card.urlKey,
    rating: card.rating,
    ratingCount: card.ratingCount,
    category_ids: card.category_ids,
    salable: card.salable,
    stock: { inStock: card.stock.inStock, warehouses: card.stock.warehouses.map((w) => ({ code: w.code, days: w.days })) },
    price: {
      isDiscounted: card.price.isDiscounted,
      regularPrice: money(regularPrice),
      discountPrice: discountPrice === null ? null : money(discountPrice),
      // the difference of the two prices as shown (each rounded once), not rounded on its own
      discountAmount: card.price.isDiscounted && discountPrice !== null ? (minor(regularPrice) - minor(discountPrice)) / 100 : money(card.price.discountAmount),
      smallestIn30Days: money(card.price.smallestIn30Days),
    },
  };
}
