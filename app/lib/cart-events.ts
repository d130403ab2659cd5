import type { AnalyticsEvent, AnalyticsItem } from "./analytics";
import { toEuros } from "./money";

// spec §4 Cart analytics: "an add-to-cart event fires on add"; "a remove-from-cart event fires
// when items vanish after a modify or delete". The JSON cart's amounts are in the storefront's
// currency; analytics reports euros (spec §9: "Analytics currency always EUR"), so each price
// is converted back with the storefront's rate.

/** The part of a JSON cart line (app/lib/cart-json.ts) the events read. */
export interface EventCartLine {
  product_id: number;
  qty: number;
  sku: string;
  attributes: { name: string };
  price: { price: number };
}

function item(line: EventCartLine, quantity: number, rate: number): AnalyticsItem {
  return { item_id: line.sku, item_name: line.attributes.name, price: toEuros(line.price.price, rate), quantity };
}

function event(name: "add_to_cart" | "remove_from_cart", items: AnalyticsItem[]): AnalyticsEvent {
  const value = Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;
  return { event: name, ecommerce: { currency: "EUR", value, items } };
}

/**
 * What vanished between the cart before and the server's cart after a modify or delete: lines
 * gone (their whole quantity) and lines that shrank (the difference), priced as they were.
 */
export function removedItems(before: readonly EventCartLine[], after: readonly EventCartLine[], rate: number): AnalyticsItem[] {
  const now = new Map(after.map((line) => [line.product_id, line.qty]));
  return before.flatMap((line) => {
    const gone = line.qty - (now.get(line.product_id) ?? 0);
    return gone > 0 ? [item(line, gone, rate)] : [];
  });
}

/** remove_from_cart for what vanished, or null when nothing did. */
export function removeFromCartEvent(before: readonly EventCartLine[], after: readonly EventCartLine[], rate: number): AnalyticsEvent | null {
  const items = removedItems(before, after, rate);
  return items.length > 0 ? event("remove_from_cart", items) : null;
}

/** add_to_cart for the products an add asked for, described by the server's cart after it. */
export function addToCartEvent(added: readonly { product_id: number; qty: number }[], after: readonly EventCartLine[], rate: number): AnalyticsEvent | null {
  const lines = new Map(after.map((line) => [line.product_id, line]));
  const items = added.flatMap((a) => {
    const line = lines.get(a.product_id);
    return line ? [item(line, a.qty, rate)] : [];
  });
  return items.length > 0 ? event("add_to_cart", items) : null;
}
