import type { AnalyticsEvent, AnalyticsItem } from "./analytics";
import { type EuroCents, type MinorUnits, payablePrice, toEuros } from "./money";

// Catalogue analytics events: view_item on a product page, view_item_list on
// a listing. Prices are euro cents inside the shop, so euros are exact here (spec §9: always EUR).

interface ItemSource {
  sku: string;
  name: string;
  price: { isDiscounted: boolean; discountPrice: EuroCents | null; regularPrice: EuroCents };
}

export function analyticsItem(product: ItemSource, quantity = 1, index?: number): AnalyticsItem {
  return { item_id: product.sku, item_name: product.name, price: payablePrice(product.price) / 100, quantity, ...(index === undefined ? {} : { index }) };
}

export function viewItemEvent(product: ItemSource): AnalyticsEvent {
  const item = analyticsItem(product);
  return { event: "view_item", ecommerce: { currency: "EUR", value: item.price, items: [item] } };
}

export function viewItemListEvent(listName: string, products: readonly ItemSource[]): AnalyticsEvent {
  const items = products.map((p, index) => analyticsItem(p, 1, index));
  const value = Math.round(items.reduce((sum, i) => sum + i.price * 100, 0)) / 100;
  return { event: "view_item_list", ecommerce: { currency: "EUR", value, item_list_name: listName, items } };
}

/**
 * begin_checkout: the cart's products as the checkout opens, valued at what is to pay (the
 * cart's grand total, minor units of the storefront currency, back in euros).
 */
export function beginCheckoutEvent(lines: readonly (ItemSource & { qty: number })[], grandTotal: MinorUnits, rate: number): AnalyticsEvent {
  return {
    event: "begin_checkout",
    ecommerce: { currency: "EUR", value: toEuros(grandTotal / 100, rate), items: lines.map((line, index) => analyticsItem(line, line.qty, index)) },
  };
}
