import { describe, expect, it } from "vitest";
import type { RawRow } from "./catalogue-file";
import {
  type CatalogueShop,
  describeProblems,
  type ExistingProduct,
  type ExistingProducts,
  lowestPrice,
  planCatalogueImport,
  searchIndexScope,
} from "./catalogue-rows";
import type { CatalogueRows, CatalogueSection } from "./catalogue-sections";

// README "Catalogue import and export": what an import checks and what it would write, with the
// shop and its products given as the write service loads them.

function shop(): CatalogueShop {
  const texts = (sl: string, en: string, slUrl: string, enUrl: string) =>
    new Map([
      ["sl", { name: sl, urlKey: sl, storeUrl: slUrl }],
      ["en", { name: en, urlKey: en, storeUrl: enUrl }],
    ]);
  return {
    languages: ["sl", "en"],
    warehouses: ["LJ"],
    brands: new Map([
      [
        "aurora",
        {
          id: 1,
          name: "Aurora",
          country: "SI",
          descriptions: new Map([
            ["sl", ""],
            ["en", ""],
          ]),
        },
      ],
    ]),
    categories: new Map([
      [1, { id: 1, parentId: null, level: 1, position: 0, path: "/1/", texts: texts("nega", "care", "nega", "care") }],
      [2, { id: 2, parentId: 1, level: 2, position: 0, path: "/1/2/", texts: texts("kreme", "creams", "nega/kreme", "care/creams") }],
    ]),
    categoryByKey: new Map([
      ["nega", 1],
      ["kreme", 2],
    ]),
    attributeValues: new Map([["color", new Map([["rdeča", 10]])]]),
    valueLabels: new Map([
      [
        10,
        {
          code: "color",
          labels: new Map([
            ["sl", "rdeča"],
            ["en", "red"],
          ]),
        },
      ],
    ]),
    images: new Map([["pool/jar-1.jpg", 7]]),
  };
}

function product(id: number, sku: string, type = "simple"): ExistingProduct & { sku: string } {
  const text = (name: string, urlKey: string) => ({ name, description: "", url_key: urlKey, search_name: `${name} rdeca`.toLowerCase(), search_text: "" });
  return {
    sku,
    id,
    type,
    row: {
      ean: null,
      brand_id: 1,
      main_category_id: 2,
      regular_price: 1290,
      discount_price: null,
      discount_from: null,
      discount_to: null,
      tax_class: "standard",
      lowest_price_30d: 1290,
      position: 0,
      archived_at: null,
      successor_id: null,
    },
    texts: new Map([
      ["sl", text(`Krema ${sku}`, `krema-${sku.toLowerCase()}`)],
      ["en", text(`Cream ${sku}`, `cream-${sku.toLowerCase()}`)],
    ]),
    categories: new Map([
      [1, 0],
      [2, 0],
    ]),
    values: [10],
    stock: new Map([["LJ", 3]]),
    images: [7],
  };
}

function existing(...products: (ExistingProduct & { sku: string })[]): ExistingProducts {
  const urlKeys = new Map<string, string>();
  const bySku = new Map<string, ExistingProduct>();
  for (const p of products) {
    bySku.set(p.sku, p);
    for (const [lang, t] of p.texts) urlKeys.set(`${lang}\0${t.url_key}`, p.sku);
  }
  return { bySku, urlKeys, maxId: Math.max(0, ...products.map((p) => p.id)) };
}

/** The product row of LM-5 as the export writes it. */
function row(overrides: RawRow = {}): RawRow {
  return {
    sku: "LM-5",
    brand: "aurora",
    categories: "kreme",
    price: "12.90",
    stock_LJ: "3",
    name_sl: "Krema LM-5",
    url_key_sl: "krema-lm-5",
    name_en: "Cream LM-5",
    url_key_en: "cream-lm-5",
    attributes: "color:rdeča",
    images: "pool/jar-1.jpg",
    ...overrides,
  };
}

function csv(rows: RawRow[], label = ""): CatalogueSection {
  return { label, header: Object.keys(rows[0]), rows, rowName: (i) => `row ${i + 2}`, headerName: `${label}row 1` };
}

const files = (products: RawRow[], more: Partial<CatalogueRows> = {}): CatalogueRows => ({ products: csv(products), brands: null, categories: null, ...more });
const noNewImages = { locateImage: (name: string) => ({ problem: `image file not found: /import/${name}` }) };
const problemsOf = (plan: { problems: { row: string; column: string; reason: string }[] }) => plan.problems.map((p) => `${p.row} ${p.column}: ${p.reason}`);

describe("planning an import", () => {
  it("a row equal to the product in the shop changes nothing (importing the same file twice changes nothing the second time)", () => {
    const plan = planCatalogueImport(files([row()]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(plan)).toEqual([]);
    expect(plan.productCounts).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(plan.products).toEqual([]);
    expect(plan.changed).toBe(false);
  });

  it("a new product is placed in its categories and every ancestor, its url key made from the name, its lowest price what the shopper pays", () => {
    const plan = planCatalogueImport(
      files([row({ sku: "NEW-1", name_sl: "Nova krema", url_key_sl: "", name_en: "New cream", url_key_en: "", price: "9.90", images: "" })]),
      shop(),
      existing(product(5, "LM-5")),
      noNewImages,
    );
    expect(problemsOf(plan)).toEqual([]);
    expect(plan.productCounts).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const [write] = plan.products;
    expect(write).toMatchObject({ id: 6, isNew: true, searchable: true });
    expect(write.product).toMatchObject({ sku: "NEW-1", type: "simple", main_category_id: 2, regular_price: 990, lowest_price_30d: 990 });
    expect(write.texts.map((t) => t.url_key)).toEqual(["nova-krema", "new-cream"]);
    expect(write.categories?.map((c) => c.category_id).sort()).toEqual([1, 2]);
  });

  it("a changed price alone updates the product and leaves the search index as it is", () => {
    const plan = planCatalogueImport(files([row({ price: "15.00" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(plan.productCounts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(plan.products[0]).toMatchObject({ id: 5, isNew: false, searchable: false, texts: [] });
    expect(searchIndexScope(plan)).toEqual([]);
    const renamed = planCatalogueImport(files([row({ name_en: "Better cream" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(searchIndexScope(renamed)).toEqual([5]);
  });

  it("the archived column archives and restores (README 'Archiving products'); an empty cell or no column keeps the product as it is", () => {
    const now = "2026-11-27T10:00:00.000Z";
    const archive = planCatalogueImport(files([row({ archived: "true" })]), shop(), existing(product(5, "LM-5")), { ...noNewImages, now });
    expect(problemsOf(archive)).toEqual([]);
    expect(archive.products[0].product).toMatchObject({ archived_at: now, successor_id: null });

    const archivedBefore = product(5, "LM-5");
    archivedBefore.row = { ...archivedBefore.row, archived_at: "2026-11-01T08:00:00.000Z", successor_id: 9 };
    // archived again: the date and the successor stay, nothing changes
    expect(planCatalogueImport(files([row({ archived: "TRUE" })]), shop(), existing(archivedBefore), noNewImages).changed).toBe(false);
    expect(planCatalogueImport(files([row({ archived: "" })]), shop(), existing(archivedBefore), noNewImages).changed).toBe(false);
    expect(planCatalogueImport(files([row()]), shop(), existing(archivedBefore), noNewImages).changed).toBe(false);
    const restore = planCatalogueImport(files([row({ archived: "false" })]), shop(), existing(archivedBefore), noNewImages);
    expect(restore.products[0].product).toMatchObject({ archived_at: null, successor_id: null });

    const bad = planCatalogueImport(files([row({ archived: "yes" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(bad)).toEqual(['row 2 archived: bad value "yes" (true, false or empty)']);
  });

  it("the tax_class column sets the product's VAT class (README 'Tax classes'); empty or absent keeps it, a new product is standard", () => {
    const reduced = planCatalogueImport(files([row({ tax_class: "reduced" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(reduced)).toEqual([]);
    expect(reduced.products[0].product).toMatchObject({ tax_class: "reduced" });
    const anyCase = planCatalogueImport(files([row({ tax_class: " Zero " })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(anyCase.products[0].product).toMatchObject({ tax_class: "zero" });

    const reducedBefore = product(5, "LM-5");
    reducedBefore.row = { ...reducedBefore.row, tax_class: "reduced" };
    expect(planCatalogueImport(files([row({ tax_class: "" })]), shop(), existing(reducedBefore), noNewImages).changed).toBe(false);
    expect(planCatalogueImport(files([row()]), shop(), existing(reducedBefore), noNewImages).changed).toBe(false);

    const created = planCatalogueImport(
      files([row({ sku: "NEW-2", url_key_sl: "", url_key_en: "", name_sl: "Nova", name_en: "New", images: "" })]),
      shop(),
      existing(),
      noNewImages,
    );
    expect(created.products[0].product).toMatchObject({ sku: "NEW-2", tax_class: "standard" });

    const bad = planCatalogueImport(files([row({ tax_class: "luxury" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(bad)).toEqual(['row 2 tax_class: bad tax class "luxury" (standard, reduced, super_reduced, zero or empty)']);
    expect(bad.products).toEqual([]);
  });

  it("a changed url key is named with the old and the new key, for the redirect from the old URL", () => {
    const plan = planCatalogueImport(files([row({ url_key_en: "calm-cream" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(plan.products[0].renamed).toEqual(["en"]);
    expect(plan.products[0].urlMoves).toEqual([{ lang: "en", from: "cream-lm-5", to: "calm-cream" }]);
    expect(planCatalogueImport(files([row({ name_en: "Calm cream" })]), shop(), existing(product(5, "LM-5")), noNewImages).products[0].urlMoves).toEqual([]);
  });

  it("a changed brand or category rebuilds the whole search index (its names are in every row of its products)", () => {
    const brands = csv([{ url_key: "aurora", name: "Aurora Nova", country: "SI" }], "x.brands.csv ");
    const plan = planCatalogueImport(files([row()], { brands }), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(plan.brandCounts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(searchIndexScope(plan)).toBeUndefined();
  });

  it("any problem and nothing is written: a good change beside a bad row is not planned either", () => {
    const plan = planCatalogueImport(files([row({ price: "99.99" }), row({ sku: "LM-6", price: "12,90" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(plan)).toContain('row 3 price: bad price "12,90" (a positive amount in EUR with a dot: 12.90)');
    expect(plan.products).toEqual([]);
  });

  it("refuses a SKU used twice, a service item's SKU, a url key used twice or taken by a product the file does not name", () => {
    const shopProducts = existing(product(5, "LM-5"), product(8, "LM-8"), product(9, "TREE", "service"));
    const plan = planCatalogueImport(
      files([
        row(),
        row({ url_key_en: "cream-lm-8" }),
        row({ sku: "TREE", url_key_sl: "tree", url_key_en: "tree" }),
        row({ sku: "NEW-2", url_key_sl: "krema-lm-5", url_key_en: "new-2" }),
      ]),
      shop(),
      shopProducts,
      noNewImages,
    );
    expect(problemsOf(plan)).toEqual([
      "row 3 sku: SKU LM-5 appears twice (first on row 2)",
      "row 4 sku: SKU TREE is a service product, which import does not change",
      'row 5 url_key_sl: url key "krema-lm-5" is also used on row 2',
    ]);
    const taken = planCatalogueImport(files([row({ sku: "NEW-3", url_key_en: "cream-lm-8", url_key_sl: "new-3" })]), shop(), shopProducts, noNewImages);
    expect(problemsOf(taken)).toEqual(['row 2 url_key_en: url key "cream-lm-8" is used by product LM-8']);
  });

  it("a new picture is read from where the caller finds it; one it cannot read is the row's problem", () => {
    const found = planCatalogueImport(files([row({ images: "new/krema.png" })]), shop(), existing(product(5, "LM-5")), {
      locateImage: (name) => ({ source: `/import/${name}` }),
    });
    expect(found.newImages).toEqual([{ name: "new/krema.png", source: "/import/new/krema.png" }]);
    expect(found.products[0].images).toEqual(["new/krema.png"]);
    const missing = planCatalogueImport(files([row({ images: "new/krema.png" })]), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(missing)).toEqual(["row 2 images: image file not found: /import/new/krema.png"]);
  });

  it("a category keeps its parent: moving one is refused, a new one under a known parent is created", () => {
    const moved = csv([{ key: "kreme", parent: "", position: "0", name_sl: "kreme", name_en: "creams", url_key_en: "creams" }], "x.categories.csv ");
    expect(problemsOf(planCatalogueImport(files([row()], { categories: moved }), shop(), existing(product(5, "LM-5")), noNewImages))).toEqual([
      "x.categories.csv row 2 parent: moving a category to another parent is not supported by import",
    ]);
    const added = csv([{ key: "mila", parent: "nega", position: "1", name_sl: "Mila", name_en: "Soaps", url_key_en: "" }], "x.categories.csv ");
    const plan = planCatalogueImport(files([row({ categories: "mila" })], { categories: added }), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(plan)).toEqual([]);
    expect(plan.categories[0]).toMatchObject({ id: 3, isNew: true, row: { parent_id: 1, level: 2, path: "/1/3/" } });
    expect(plan.categories[0].texts.map((t) => t.store_url)).toEqual(["nega/mila", "care/soaps"]);
  });

  it('an empty section (a JSON file\'s "brands": []) is no problem and writes nothing; a brand row without its columns still is', () => {
    const empty: CatalogueSection = { label: "brands", header: [], rows: [], rowName: (i) => `[${i}]`, headerName: "brands" };
    const plan = planCatalogueImport(files([row()], { brands: empty }), shop(), existing(product(5, "LM-5")), noNewImages);
    expect(problemsOf(plan)).toEqual([]);
    expect(plan.changed).toBe(false);
    const named = csv([{ url_key: "nova" }], "x.brands.csv ");
    expect(problemsOf(planCatalogueImport(files([row()], { brands: named }), shop(), existing(product(5, "LM-5")), noNewImages))).toContain(
      "x.brands.csv row 1 name: required column missing",
    );
  });
});

describe("the lowest price of the last 30 days", () => {
  it("a new product starts at what the shopper pays; a changed paid price keeps the smaller of the old lowest price and the new price", () => {
    expect(lowestPrice(undefined, 990)).toBe(990);
    const known = product(5, "LM-5");
    known.row.lowest_price_30d = 1100;
    expect(lowestPrice(known, 1290)).toBe(1100); // paid price unchanged: kept as it is
    expect(lowestPrice(known, 1500)).toBe(1100);
    expect(lowestPrice(known, 900)).toBe(900);
  });
});

describe("the problems as the command prints them", () => {
  it("by file as first met, then by row as the spreadsheet numbers them", () => {
    const lines = describeProblems([
      { row: "row 12", column: "price", reason: "b" },
      { row: "x.brands.csv row 3", column: "name", reason: "c" },
      { row: "row 4", column: "sku", reason: "a" },
      { row: "row 4", column: "ean", reason: "a2" },
    ]);
    expect(lines).toEqual(["row 4, column sku: a", "row 4, column ean: a2", "row 12, column price: b", "x.brands.csv row 3, column name: c"]);
    expect(
      describeProblems([
        { row: "products[10]", column: "sku", reason: "y" },
        { row: "products[2]", column: "sku", reason: "x" },
      ]),
    ).toEqual(["products[2], column sku: x", "products[10], column sku: y"]);
  });
});
