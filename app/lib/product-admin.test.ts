import { describe, expect, it } from "vitest";
import { changedFields, fieldErrors, formColumns, productRowFromForm } from "./product-admin";

const vocabulary = {
  languages: ["sl", "en"],
  warehouses: ["LJ"],
  categoryKeys: new Map([
    [1, "nega"],
    [2, "kreme"],
    [3, "darila"],
  ]),
  values: new Map([
    [7, ["scent", "sivka"] as const],
    [8, ["scent", "vrtnica"] as const],
  ]),
};

describe("the product form as a catalogue row (README Products: the import's columns and rules)", () => {
  it("carries every product column but pictures and archiving, which the form keeps as they are", () => {
    expect(formColumns(["sl"], ["LJ"])).toEqual([
      "sku",
      "ean",
      "brand",
      "categories",
      "price",
      "special_price",
      "special_from",
      "special_to",
      "tax_class",
      "stock_LJ",
      "name_sl",
      "description_sl",
      "url_key_sl",
      "attributes",
    ]);
  });

  it("puts the main category first, then the ticked ones, and ticked attribute values as code:label", () => {
    const row = productRowFromForm(
      { sku: " LUM-1 ", price: "12.90", main_category: "kreme", category_1: "on", category_2: "on", value_8: "on", name_sl: "Krema" },
      vocabulary,
    );
    expect(row).toMatchObject({
      sku: "LUM-1",
      price: "12.90",
      categories: "kreme|nega",
      attributes: "scent:vrtnica",
      name_sl: "Krema",
      name_en: "",
      stock_LJ: "",
    });
    expect(row).not.toHaveProperty("images");
    expect(row).not.toHaveProperty("category_1");
  });

  it("shows the first problem of each column at its field, categories at the main category", () => {
    expect(
      fieldErrors([
        { row: "form", column: "price", reason: 'bad price "0" (a positive amount in EUR with a dot: 12.90)' },
        { row: "form", column: "price", reason: "second" },
        { row: "form", column: "categories", reason: 'unknown category "x"' },
      ]),
    ).toEqual({ price: 'Bad price "0" (a positive amount in EUR with a dot: 12.90).', main_category: 'Unknown category "x".' });
  });

  it("records only what changed, before and after", () => {
    expect(changedFields({ price: "1.00", name_sl: "A", sku: "X" }, { price: "2.00", name_sl: "A", sku: "X", ean: "" })).toEqual({
      before: { price: "1.00" },
      after: { price: "2.00" },
    });
  });
});
