import { describe, expect, it } from "vitest";
import { addToCartEvent, type EventCartLine, removedItems, removeFromCartEvent } from "./cart-events";

const line = (product_id: number, qty: number, price: number): EventCartLine => ({
  product_id,
  qty,
  sku: `SKU${product_id}`,
  attributes: { name: `Product ${product_id}` },
  price: { price },
});

describe("remove_from_cart (spec §4: fires when items vanish after a modify or delete)", () => {
  it("a line that vanished counts with its whole quantity, a line that shrank with the difference", () => {
    const before = [line(1, 2, 10), line(2, 5, 4.5), line(3, 1, 7)];
    const after = [line(2, 3, 4.5), line(3, 1, 7)];
    expect(removedItems(before, after, 1)).toEqual([
      { item_id: "SKU1", item_name: "Product 1", price: 10, quantity: 2 },
      { item_id: "SKU2", item_name: "Product 2", price: 4.5, quantity: 2 },
    ]);
  });

  it("spec §9: analytics currency is always EUR — forints are converted back by the rate", () => {
    const event = removeFromCartEvent([line(1, 2, 3925)], [], 392.5);
    expect(event).toEqual({
      event: "remove_from_cart",
      ecommerce: { currency: "EUR", value: 20, items: [{ item_id: "SKU1", item_name: "Product 1", price: 10, quantity: 2 }] },
    });
  });

  it("nothing vanished (a quantity grew, or nothing changed): no event", () => {
    expect(removeFromCartEvent([line(1, 1, 5)], [line(1, 3, 5)], 1)).toBeNull();
    expect(removeFromCartEvent([], [line(1, 3, 5)], 1)).toBeNull();
  });
});

describe("add_to_cart (spec §4: fires on add)", () => {
  it("names the added quantity, priced from the server's cart, in EUR", () => {
    const event = addToCartEvent([{ product_id: 2, qty: 3 }], [line(1, 1, 5), line(2, 4, 25.5)], 25.5 / 10.2);
    expect(event).toEqual({
      event: "add_to_cart",
      ecommerce: { currency: "EUR", value: 30.6, items: [{ item_id: "SKU2", item_name: "Product 2", price: 10.2, quantity: 3 }] },
    });
  });

  it("a product missing from the server's cart is not reported", () => {
    expect(addToCartEvent([{ product_id: 9, qty: 1 }], [line(1, 1, 5)], 1)).toBeNull();
  });
});
