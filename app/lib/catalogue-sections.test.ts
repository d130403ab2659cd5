import { describe, expect, it } from "vitest";
import { CatalogueFileError, csvCells, csvSection, jsonSections } from "./catalogue-sections";

// README "Catalogue import and export": rows numbered as a spreadsheet shows them (the header is
// row 1; JSON names products[i]), and export then import gives every value back unchanged.

describe("the file as sections of rows", () => {
  it("a CSV's rows are numbered as the spreadsheet shows them, and the ' the export put before a formula comes off", () => {
    const section = csvSection(
      [
        [" sku", "name_sl "],
        ["LM-1", "'=SUM(1)"],
        ["LM-2", "''=kept one"],
      ],
      "shop.brands.csv ",
    );
    expect(section.header).toEqual(["sku", "name_sl"]);
    expect(section.rows).toEqual([
      { sku: "LM-1", name_sl: "=SUM(1)" },
      { sku: "LM-2", name_sl: "'=kept one" },
    ]);
    expect(section.rowName(0)).toBe("row 2");
    expect(section.headerName).toBe("shop.brands.csv row 1");
  });

  it("a JSON document names its rows products[i]; its header is every key any row has", () => {
    const rows = jsonSections({
      products: [
        { sku: "LM-1", price: 12.9 },
        { sku: "LM-2", images: ["a.jpg"] },
      ],
      categories: [],
    });
    expect(rows.products.header).toEqual(["sku", "price", "images"]);
    expect(rows.products.rowName(1)).toBe("products[1]");
    expect(rows.products.headerName).toBe("products");
    expect(rows.categories?.rows).toEqual([]);
    expect(rows.brands).toBeNull();
  });

  it("a JSON document of another shape is refused as a whole", () => {
    expect(() => jsonSections([])).toThrow(CatalogueFileError);
    expect(() => jsonSections([])).toThrow(/expected a JSON object/);
    expect(() => jsonSections({ products: [], brands: [1] })).toThrow('"brands" must be a list of objects');
  });

  it("an exported row as CSV cells: lists joined with |, numbers as written", () => {
    expect(csvCells({ sku: "LM-1", stock_LJ: 4, categories: ["kreme", "nega"], images: [], ean: "" })).toEqual({
      sku: "LM-1",
      stock_LJ: "4",
      categories: "kreme|nega",
      images: "",
      ean: "",
    });
  });
});
