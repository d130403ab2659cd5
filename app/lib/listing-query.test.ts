import { describe, expect, it } from "vitest";
import {
  listingSearch,
  normalizePriceSelection,
  parseFilterParams,
  parsePage,
  parsePriceParam,
  parseSort,
  priceFromParams,
  priceSelectionFits,
  toggleFilterValue,
  isFormQuery,
  pageWindow,
  readListingQuery,
} from "./listing-query";

describe("page number (spec §2: missing, non-numeric or below 1 means 1)", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["abc", 1],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["2", 2],
    [" 7 ", 7],
    ["1e3", 1],
    ["99999999999999999999", 1],
  ])("%j -> %i", (value, expected) => expect(parsePage(value)).toBe(expected));
});

describe("sort (spec §4: order parameters are accepted only for known sort options)", () => {
  it("defaults to position asc", () => expect(parseSort(null)).toBe("position_asc"));
  it.each(["price_asc", "price-desc", "PRICE,DESC", "name_asc", "new_desc"])("accepts %s", (value) => {
    expect(parseSort(value)).not.toBe("position_asc");
  });
  it.each(["price", "name_desc", "new_asc", "id_asc", "'; drop table", "position_desc"])("falls back for %s", (value) => {
    expect(parseSort(value)).toBe("position_asc");
  });
});

describe("price filter (spec §4 Query to filter)", () => {
  const range = { min: 5, max: 80 };
  it("reads min,max", () => expect(parsePriceParam("10,40")).toEqual({ low: 10, high: 40 }));
  it.each(["10", "a,b", "10,20,30", "-1,5", "1e12,5"])("rejects %s", (value) => expect(parsePriceParam(value)).toBeNull());
  it("is ignored when low exceeds high (both nonzero)", () => {
    expect(normalizePriceSelection({ low: 50, high: 20 }, range)).toBeNull();
  });
  it("keeps low > high when high is 0 (no upper bound)", () => {
    expect(normalizePriceSelection({ low: 50, high: 0 }, range)).toEqual({ low: 50, high: 0 });
  });
  it("is ignored when it equals the full range", () => {
    expect(normalizePriceSelection({ low: 5, high: 80 }, range)).toBeNull();
  });
  it("is ignored when low equals high", () => {
    expect(normalizePriceSelection({ low: 30, high: 30 }, range)).toBeNull();
  });
  it("turns a bound equal to the range limit into 0", () => {
    expect(normalizePriceSelection({ low: 5, high: 40 }, range)).toEqual({ low: 0, high: 40 });
    expect(normalizePriceSelection({ low: 20, high: 80 }, range)).toEqual({ low: 20, high: 0 });
  });
  it("reads the two fields of a plain HTML form", () => {
    expect(priceFromParams(new URLSearchParams("price_from=10&price_to="))).toEqual({ low: 10, high: 0 });
    expect(priceFromParams(new URLSearchParams("price=3,9"))).toEqual({ low: 3, high: 9 });
  });
  it("spec §4 Category filters: a selection outside the new range is dropped", () => {
    expect(priceSelectionFits({ low: 90, high: 120 }, range)).toBe(false);
    expect(priceSelectionFits({ low: 0, high: 4 }, range)).toBe(false);
    expect(priceSelectionFits({ low: 60, high: 0 }, range)).toBe(true);
    expect(priceSelectionFits({ low: 1, high: 6 }, range)).toBe(true);
  });
});

describe("filter parameters (spec §2, §4: ids kept only if they exist in the category's filters)", () => {
  const known = new Map([
    ["skin_type", new Set([1, 2, 3])],
    ["scent", new Set([10, 11])],
  ]);
  it("keeps known codes and ids, comma lists and repeated parameters alike", () => {
    const params = new URLSearchParams("skin_type=3,1,99&scent=11&scent=10&p=2&orderBy=price_asc&color=5&skin_type=x,2");
    expect(parseFilterParams(params, known)).toEqual({ skin_type: [1, 2, 3], scent: [10, 11] });
  });
  it("ignores junk", () => {
    const params = new URLSearchParams("skin_type=-1,1.5,,%00&SCENT=10&__proto__=1&constructor=2");
    expect(parseFilterParams(params, known)).toEqual({});
  });
});

describe("shareable URL", () => {
  it("writes filters as comma lists in attribute order, then price, sort and page", () => {
    const search = listingSearch({ filters: { scent: [11, 10], skin_type: [2] }, price: { low: 0, high: 40 }, sort: "price_desc", page: 3 }, [
      "skin_type",
      "scent",
    ]);
    expect(search).toBe("?skin_type=2&scent=10,11&price=0,40&orderBy=price_desc&p=3");
  });
  it("is empty for the default selection", () => {
    expect(listingSearch({ filters: { scent: [] }, price: null, sort: "position_asc", page: 1 })).toBe("");
  });
  it("toggling a value goes back to page 1", () => {
    const next = toggleFilterValue({ filters: { scent: [10] }, price: null, sort: "position_asc", page: 4 }, "scent", 10);
    expect(next).toEqual({ filters: { scent: [] }, price: null, sort: "position_asc", page: 1 });
  });
});

describe("plain-form queries are redirected to the canonical form", () => {
  it.each([
    ["price_from=1&price_to=", true],
    ["scent=1&scent=2", true],
    ["orderBy=position_asc", true],
    ["scent=", true],
    ["scent=1,2&price=0,40&orderBy=price_desc&p=2", false],
    ["utm_source=news", false],
    ["", false],
  ])("%s -> %s", (query, expected) => expect(isFormQuery(new URLSearchParams(query))).toBe(expected));
});

describe("pagination window", () => {
  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe("reading the whole query", () => {
  it("combines the rules", () => {
    const known = new Map([["scent", new Set([10, 11])]]);
    expect(readListingQuery(new URLSearchParams("scent=10&p=0&orderBy=bogus&price=1,2"), known)).toEqual({
      filters: { scent: [10] },
      price: { low: 1, high: 2 },
      sort: "position_asc",
      page: 1,
    });
  });
});
