import { describe, expect, it } from "vitest";
import { beginCheckoutEvent, viewItemEvent, viewItemListEvent } from "./analytics-items";
import { euroCents, minorUnits } from "./money";

const cream = { sku: "LM-000001", name: "Krema", price: { isDiscounted: true, discountPrice: euroCents(1138), regularPrice: euroCents(1499) } };
const tea = { sku: "LM-000002", name: "Čaj", price: { isDiscounted: false, discountPrice: null, regularPrice: euroCents(499) } };

describe("catalogue and checkout analytics events", () => {
  // Spec §9: "Analytics currency always EUR"; the price paid is the discount price when there is one.
  it("view_item carries the payable price in euros", () => {
    expect(viewItemEvent(cream)).toEqual({
      event: "view_item",
      ecommerce: { currency: "EUR", value: 11.38, items: [{ item_id: "LM-000001", item_name: "Krema", price: 11.38, quantity: 1 }] },
    });
  });

  it("view_item_list names the list and keeps the order", () => {
    const event = viewItemListEvent("Nega las", [cream, tea]);
    expect(event.ecommerce?.item_list_name).toBe("Nega las");
    expect(event.ecommerce?.items.map((i) => [i.item_id, i.index])).toEqual([
      ["LM-000001", 0],
      ["LM-000002", 1],
    ]);
    expect(event.ecommerce?.value).toBe(16.37);
  });

  it("begin_checkout lists the lines with their quantities and the amount to pay", () => {
    const event = beginCheckoutEvent(
      [
        { ...cream, qty: 2 },
        { ...tea, qty: 1 },
      ],
      minorUnits(2775),
      1,
    );
    expect(event.event).toBe("begin_checkout");
    expect(event.ecommerce?.currency).toBe("EUR");
    expect(event.ecommerce?.value).toBe(27.75);
    // a forint cart's grand total (minor units of HUF) is reported in euros
    expect(beginCheckoutEvent([{ ...tea, qty: 1 }], minorUnits(1089199), 392.5).ecommerce?.value).toBe(27.75);
    expect(event.ecommerce?.items.map((i) => [i.item_id, i.quantity, i.price])).toEqual([
      ["LM-000001", 2, 11.38],
      ["LM-000002", 1, 4.99],
    ]);
  });
});
