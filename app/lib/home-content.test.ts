import { describe, expect, it } from "vitest";
import { BLOCK_SCHEMAS } from "./content-blocks";
import {
  arrangeRows,
  blockRows,
  checkHttpsAddress,
  checkLink,
  formRows,
  parseAdvantages,
  parseBanners,
  parseChosenIds,
  parseH1,
  parseRecommended,
  parseSocialNetworks,
} from "./home-content";

describe("a link a shopper follows (banners, the footer)", () => {
  it("takes a path of the storefront or an https address", () => {
    expect(checkLink(" /sale?from=banner ")).toEqual({ ok: true, value: "/sale?from=banner" });
    expect(checkLink("https://www.example.com/spring")).toEqual({ ok: true, value: "https://www.example.com/spring" });
  });

  it("refuses javascript:, data:, http:, another site spelt as a path, and nothing", () => {
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "http://example.com/",
      "//evil.example/x",
      "/\\evil.example",
      "",
      "sale",
    ]) {
      expect(checkLink(link).ok, link).toBe(false);
    }
    expect(checkLink("//evil.example/x")).toMatchObject({ message: expect.stringContaining("That leads to another site.") });
  });

  it("a social network's page is an https address, never a path", () => {
    expect(checkHttpsAddress("https://www.instagram.com/lumera.shop").ok).toBe(true);
    expect(checkHttpsAddress("/instagram").ok).toBe(false);
    expect(checkHttpsAddress("javascript:alert(1)").ok).toBe(false);
  });
});

describe("a form's rows", () => {
  const rows = [{ title: "A" }, { title: "B" }, { title: "C" }];

  it("move up, move down and remove by the button pressed; another group's button or none leaves them", () => {
    expect(arrangeRows(rows, "banner", "banner:1:up").map((r) => r.title)).toEqual(["B", "A", "C"]);
    expect(arrangeRows(rows, "banner", "banner:1:down").map((r) => r.title)).toEqual(["A", "C", "B"]);
    expect(arrangeRows(rows, "banner", "banner:0:remove").map((r) => r.title)).toEqual(["B", "C"]);
    expect(arrangeRows(rows, "banner", "banner:0:up")).toEqual(rows);
    expect(arrangeRows(rows, "banner", "social:1:up")).toEqual(rows);
    expect(arrangeRows(rows, "column.0.link", "column.0.link:2:up").map((r) => r.title)).toEqual(["A", "C", "B"]);
    expect(arrangeRows(rows, "banner", undefined)).toEqual(rows);
  });

  it("are read by their count, blank rows dropped", () => {
    const fields = { "social.count": "3", "social.0.network": "Instagram", "social.0.url": "https://i.example", "social.2.network": "", "social.2.url": " " };
    expect(formRows(fields, "social", ["network", "url"])).toEqual([{ network: "Instagram", url: "https://i.example", at: "0" }]);
  });
});

describe("the forms as blocks", () => {
  it("an H1 is required, on one line", () => {
    expect(parseH1("  Natural \n cosmetics ")).toMatchObject({ ok: true, value: { text: "Natural cosmetics" } });
    expect(parseH1(" ")).toMatchObject({ ok: false, errors: { text: "Enter the heading." } });
  });

  it("banners in the form's order, each fitting the storefront's schema; a missing title or a bad link at its field", () => {
    const parsed = parseBanners([
      { title: "Spring", subtitle: "", cta: "Shop", href: "/sale", imageId: "12", at: "0" },
      { title: "Far", subtitle: "S", cta: "", href: "https://example.com/x", imageId: "", at: "1" },
    ]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.items).toEqual([
      { title: "Spring", subtitle: "", cta: "Shop", href: "/sale", imageId: 12, position: 0, row: 0 },
      { title: "Far", subtitle: "S", cta: "", href: "https://example.com/x", imageId: null, position: 1, row: 0 },
    ]);
    expect(BLOCK_SCHEMAS.index_banner.safeParse(parsed.value).success).toBe(true);
    const refused = parseBanners([{ title: "", subtitle: "", cta: "", href: "javascript:alert(1)", imageId: "", at: "0" }]);
    expect(refused).toMatchObject({
      ok: false,
      errors: { "banner.0.title": "Enter the banner's title.", "banner.0.href": expect.stringContaining("not taken") },
    });
  });

  it("advantages take an icon of the storefront's set; networks one of the list", () => {
    expect(parseAdvantages("main", [{ icon: "truck", title: "Fast", text: "", at: "0" }])).toMatchObject({
      ok: true,
      value: { items: [{ icon: "truck", title: "Fast", position: 0, row: 0 }] },
    });
    expect(parseAdvantages("shop", [{ icon: "skull", title: "X", text: "", at: "0" }])).toMatchObject({
      ok: false,
      errors: { "shop.0.icon": expect.any(String) },
    });
    expect(parseSocialNetworks([{ network: "Myspace", url: "https://myspace.example", at: "0" }])).toMatchObject({
      ok: false,
      errors: { "social.0.network": expect.any(String) },
    });
  });

  it("categories and brands of the shop, once each; recommended products by SKU of products the shop sells", () => {
    const known = new Set([1, 2, 3]);
    expect(parseChosenIds("category", [{ id: "3" }, { id: "1" }], known, "categories")).toMatchObject({ ok: true, value: [3, 1] });
    expect(parseChosenIds("category", [{ id: "3" }, { id: "3" }, { id: "9" }], known, "categories")).toMatchObject({
      ok: false,
      errors: { "category.1.id": expect.stringContaining("chosen already"), "category.2.id": "Choose one of the shop's categories." },
    });
    const ids = new Map([["LM-1", 11]]);
    expect(parseRecommended([{ sku: "LM-1" }], (sku) => ids.get(sku) ?? null)).toMatchObject({ ok: true, value: { productIds: [11] } });
    expect(parseRecommended([{ sku: "nope" }], (sku) => ids.get(sku) ?? null)).toMatchObject({
      ok: false,
      errors: { "product.0.sku": "No product the shop sells has the SKU nope (unknown or archived)." },
    });
  });

  it("a block shows as the form's rows in the order the storefront shows its items", () => {
    const rows = blockRows({
      index_h1: { text: "Hello" },
      index_banner: {
        items: [
          { title: "Second", subtitle: "", cta: "", href: "/b", imageId: null, position: 1, row: 0 },
          { title: "First", subtitle: "", cta: "", href: "/a", imageId: 4, position: 0, row: 0 },
        ],
      },
      index_categories: { categoryIds: [5, 2] },
    });
    expect(rows.h1).toBe("Hello");
    expect(rows.banner.map((b) => [b.title, b.imageId])).toEqual([
      ["First", "4"],
      ["Second", ""],
    ]);
    expect(rows.category).toEqual([{ id: "5" }, { id: "2" }]);
    expect(rows.social).toEqual([]);
  });
});
