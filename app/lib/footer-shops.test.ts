import { describe, expect, it } from "vitest";
import { BLOCK_SCHEMAS } from "./content-blocks";
import { footerShopsOf, parseColumns, parseShops, readColumns } from "./footer-shops";

describe("the footer's link columns", () => {
  it("are read with their links, empty links and columns dropped, and fit CoreFooterFooter", () => {
    const columns = readColumns({
      "column.count": "2",
      "column.0.title": "Service",
      "column.0.link.count": "3",
      "column.0.link.0.label": "Contact",
      "column.0.link.0.href": "/cms/contact",
      "column.0.link.1.label": "",
      "column.0.link.1.href": "",
      "column.0.link.2.label": "Blog",
      "column.0.link.2.href": "https://blog.example.com",
      "column.1.title": "",
      "column.1.link.count": "1",
    });
    const parsed = parseColumns(columns);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toEqual({
      columns: [
        {
          title: "Service",
          links: [
            { label: "Contact", href: "/cms/contact" },
            { label: "Blog", href: "https://blog.example.com/" },
          ],
        },
      ],
    });
    expect(BLOCK_SCHEMAS.CoreFooterFooter.safeParse(parsed.value).success).toBe(true);
  });

  it("refuses a link to javascript: and a column without a title, at their fields", () => {
    const parsed = parseColumns([{ title: "", links: [{ label: "x", href: "javascript:alert(1)" }] }]);
    expect(parsed).toMatchObject({
      ok: false,
      errors: { "column.0.title": "Enter the column's title.", "column.0.link.0.href": expect.stringContaining("not taken") },
    });
  });
});

describe("the shops", () => {
  const shop = { name: "Lumera Praha", street: "Vinohradská 54", postcode: "120 00", city: "Praha 2", phone: "", hours: "Po–Pá 10–19", at: "0" };

  it("take each field within its length and fit StoreShops; footer_shops follows them", () => {
    const parsed = parseShops([shop]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(BLOCK_SCHEMAS.StoreShops.safeParse(parsed.value).success).toBe(true);
    expect(parsed.value.shops[0]).toMatchObject({ name: "Lumera Praha", position: 0, row: 0 });
    expect(BLOCK_SCHEMAS.footer_shops.safeParse(footerShopsOf(parsed.value)).success).toBe(true);
  });

  it("refuse a missing city and a name too long, at their fields", () => {
    expect(parseShops([{ ...shop, city: "", name: "x".repeat(101) }])).toMatchObject({
      ok: false,
      errors: { "shop.0.city": "Enter the shop's city.", "shop.0.name": "The shop's name is too long: at most 100 characters." },
    });
  });
});
