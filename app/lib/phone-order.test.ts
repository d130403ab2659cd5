import { describe, expect, it } from "vitest";
import { problemText, readPhoneOrderForm } from "./phone-order";

// The form of an order taken by phone or mail: rows of SKU and quantity (an empty row is no
// line, the same SKU twice is one line capped at 99 like the cart), a typed or a saved address,
// and each problem at its field.

const KEY = "k".repeat(24);
const filled = {
  idempotencyKey: KEY,
  department: "su",
  email: " Ana@Example.com ",
  firstName: "Ana",
  lastName: "Novak",
  phone: "",
  street: "Trubarjeva cesta 1",
  postcode: "1000",
  city: "Ljubljana",
  country: "SI",
  shipping: "delivery",
  payment: "bank",
  sku0: "ABC-1",
  qty0: "2",
};

describe("readPhoneOrderForm", () => {
  it("reads a typed address, skips empty rows and sums the same SKU (at most 99)", () => {
    const read = readPhoneOrderForm({ ...filled, sku2: "abc-1", qty2: "98", sku3: "X.2", qty3: "" });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input.email).toBe("ana@example.com");
    expect(read.input.lines).toEqual([
      { row: 0, sku: "ABC-1", qty: 99 },
      { row: 3, sku: "X.2", qty: 1 },
    ]);
    expect(read.input.address).toMatchObject({ firstName: "Ana", postcode: "1000", country: "SI", phone: null });
    expect(read.input.customerId).toBeNull();
  });

  it("takes a saved address by its id instead of the typed one", () => {
    const read = readPhoneOrderForm({ ...filled, street: "", addressId: "7", customerId: "3" });
    expect(read.ok && read.input.address).toEqual({ savedId: 7 });
    expect(read.ok && read.input.customerId).toBe(3);
  });

  it("puts each problem at its field: a bad SKU, a quantity outside 1–99, no product at all, a postcode, a payment", () => {
    const read = readPhoneOrderForm({ ...filled, sku0: "<b>", sku1: "OK-1", qty1: "100", postcode: "12", payment: "wallet" });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(["payment", "postcode", "qty1", "sku0"]);
    const none = readPhoneOrderForm({ ...filled, sku0: "", qty0: "" });
    expect(!none.ok && none.errors.sku0).toBe("Add at least one product by its SKU.");
    // a card is paid through a link mailed to the shopper
    const card = readPhoneOrderForm({ ...filled, payment: "card" });
    expect(card.ok && card.input.payment).toBe("card");
    const stale = readPhoneOrderForm({ ...filled, idempotencyKey: "" });
    expect(!stale.ok && stale.errors.form).toMatch(/out of date/);
  });
});

describe("problemText", () => {
  it("names the row of an unknown SKU and what is left of a short one", () => {
    expect(problemText({ kind: "unknownSku", row: 2, sku: "NOPE" })).toEqual({ field: "sku2", text: "No product with SKU NOPE is sold in this storefront." });
    expect(problemText({ kind: "outOfStock", row: 1, sku: "A", available: 3 }).text).toBe("Only 3 of A in stock.");
    expect(problemText({ kind: "outOfStock", row: 1, sku: "A", available: 0 })).toEqual({ field: "qty1", text: "A is out of stock." });
  });
});
