import { describe, expect, it } from "vitest";
import {
  type CatalogueVocabulary,
  cellList,
  formatPrice,
  isInVariantCache,
  isSafeImageName,
  parseDateBound,
  parsePrice,
  productColumns,
  readProductRow,
  repeatedColumns,
  unknownColumns,
} from "./catalogue-file";

const vocabulary: CatalogueVocabulary = {
  languages: ["sl", "en"],
  warehouses: ["LJ", "ZG"],
  brands: new Set(["aurora"]),
  categories: new Set(["nega-obraza", "kreme"]),
  attributes: new Map([["color", new Set(["rdeča", "modra"])]]),
};
const columns = productColumns(vocabulary.languages, vocabulary.warehouses);
const has = new Set(columns);

function row(overrides: Record<string, string> = {}) {
  return {
    sku: "LM-1",
    ean: "3830000000017",
    brand: "aurora",
    categories: "kreme|nega-obraza",
    price: "12.90",
    special_price: "9.90",
    special_from: "2026-12-01",
    special_to: "2026-12-24",
    stock_LJ: "3",
    stock_ZG: "",
    name_sl: "Krema",
    description_sl: "Opis",
    url_key_sl: "krema",
    name_en: "Cream",
    description_en: "",
    url_key_en: "",
    attributes: "color:rdeča",
    images: "pool/jar-1.jpg|new/krema.png",
    ...overrides,
  };
}

describe("catalogue file cells", () => {
  it("prices are EUR with a dot, written with two decimals", () => {
    expect(parsePrice("12.90")).toBe(1290);
    expect(parsePrice("12.9")).toBe(1290);
    expect(parsePrice("12")).toBe(1200);
    expect(parsePrice("0.05")).toBe(5);
    for (const bad of ["12,90", "-1", "1.999", "", "abc", "1e3"]) expect(parsePrice(bad)).toBeNull();
    expect(formatPrice(1290)).toBe("12.90");
    expect(formatPrice(5)).toBe("0.05");
  });

  it("dates are whole days or instants with a zone; impossible dates are refused", () => {
    expect(parseDateBound("2026-12-24")).toBe("2026-12-24");
    expect(parseDateBound("2026-12-24T18:00:00+01:00")).toBe("2026-12-24T17:00:00.000Z");
    for (const bad of ["2026-02-30", "2026-13-01", "24.12.2026", "2026-12-24T18:00:00"]) expect(parseDateBound(bad)).toBeNull();
  });

  it("lists are split on | and JSON lists are taken as they are", () => {
    expect(cellList("a| b ||c")).toEqual(["a", "b", "c"]);
    expect(cellList(["a", "b"])).toEqual(["a", "b"]);
    expect(cellList(undefined)).toEqual([]);
  });

  it("headers: unknown and repeated columns are found", () => {
    expect(unknownColumns(["sku", "colour"], columns)).toEqual(["colour"]);
    expect(repeatedColumns(["sku", "price", "sku"])).toEqual(["sku"]);
  });

  it("image names must stay inside their folder", () => {
    expect(isSafeImageName("new/krema.png")).toBe(true);
    expect(isSafeImageName("../secret.jpg")).toBe(false);
    expect(isSafeImageName("/etc/x.jpg")).toBe(false);
    expect(isSafeImageName("notes.txt")).toBe(false);
    // one file, one name: no empty or "." segment, no control character
    expect(isSafeImageName("./cache/1/700.webp")).toBe(false);
    expect(isSafeImageName("new//krema.png")).toBe(false);
    expect(isSafeImageName("new/\u001b[2J.png")).toBe(false);
  });

  it("keeps imports out of the variant cache: IMAGE_DIR/cache/{id}/{width}.{format} is the image route's, served for a year", () => {
    expect(isInVariantCache("cache/1/700.webp")).toBe(true);
    expect(isInVariantCache("Cache/1/700.webp")).toBe(true);
    expect(isInVariantCache("pool/cache/jar.jpg")).toBe(false);
    expect(isInVariantCache("cached/jar.jpg")).toBe(false);
  });
});

describe("reading a product row", () => {
  it("reads a good row into euro cents, quantities and texts", () => {
    const { record, problems } = readProductRow(row(), "row 2", has, vocabulary);
    expect(problems).toEqual([]);
    expect(record).toMatchObject({
      sku: "LM-1",
      price: 1290,
      specialPrice: 990,
      specialFrom: "2026-12-01",
      specialTo: "2026-12-24",
      stock: { LJ: 3, ZG: 0 },
      categories: ["kreme", "nega-obraza"],
      attributes: [["color", "rdeča"]],
      images: ["pool/jar-1.jpg", "new/krema.png"],
    });
    expect(record.texts.sl).toEqual({ name: "Krema", description: "Opis", urlKey: "krema" });
    // an empty url key is made from the name later
    expect(record.texts.en.urlKey).toBeUndefined();
  });

  it("a column the file does not have leaves the field undefined (kept as it is)", () => {
    const { record } = readProductRow(row(), "row 2", new Set(["sku", "price", "name_sl", "name_en"]), vocabulary);
    expect(record.brand).toBeUndefined();
    expect(record.specialPrice).toBeUndefined();
    expect(record.stock).toEqual({});
  });

  it("names each bad cell with its row, column and reason", () => {
    const { problems } = readProductRow(
      row({
        price: "12,90",
        stock_LJ: "-2",
        stock_ZG: "1.5",
        brand: "nobody",
        categories: "kreme|nowhere",
        name_en: "",
        attributes: "color:zelena|size:xl|broken",
        special_from: "2026-02-30",
      }),
      "row 7",
      has,
      vocabulary,
    );
    expect(problems.map((p) => `${p.row} ${p.column}: ${p.reason}`)).toEqual([
      'row 7 brand: unknown brand "nobody"',
      'row 7 categories: unknown category "nowhere"',
      'row 7 price: bad price "12,90" (a positive amount in EUR with a dot: 12.90)',
      'row 7 special_from: bad date "2026-02-30" (2026-12-24 or 2026-12-24T18:00:00+01:00)',
      'row 7 stock_LJ: bad stock "-2" (a whole number, 0 or more)',
      'row 7 stock_ZG: bad stock "1.5" (a whole number, 0 or more)',
      "row 7 name_en: a name in language en is required",
      'row 7 attributes: unknown value "zelena" of attribute color',
      'row 7 attributes: unknown attribute "size"',
      'row 7 attributes: bad attribute "broken" (code:value)',
    ]);
  });

  it("a special price must be below the price, and its dates in order", () => {
    const above = readProductRow(row({ special_price: "12.90" }), "row 3", has, vocabulary).problems;
    expect(above).toEqual([{ row: "row 3", column: "special_price", reason: "special price 12.90 is not below the price 12.90" }]);
    const reversed = readProductRow(row({ special_from: "2026-12-24", special_to: "2026-12-01" }), "row 4", has, vocabulary).problems;
    expect(reversed).toEqual([{ row: "row 4", column: "special_from", reason: "special_from 2026-12-24 is after special_to 2026-12-01" }]);
  });

  it("JSON cells may be numbers and lists", () => {
    const { record, problems } = readProductRow({ ...row(), price: 12.9, stock_LJ: 4, categories: ["kreme"], images: [] }, "products[0]", has, vocabulary);
    expect(problems).toEqual([]);
    expect(record).toMatchObject({ price: 1290, stock: { LJ: 4, ZG: 0 }, categories: ["kreme"], images: [] });
  });
});
