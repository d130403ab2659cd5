import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, scriptJson } from "./json-ld";

const product = {
  name: "Aurora Krema 50 ml",
  sku: "LM-000001",
  ean: "3830000000015",
  brand: "Aurora",
  description: "Nežna krema.",
  images: ["/images/3/700.jpg"],
  price: 12.9,
  currency: "EUR",
  inStock: true,
  rating: 4.3,
  ratingCount: 12,
  path: "/krema-1",
};

describe("productJsonLd", () => {
  it("describes the product with absolute URLs and a two-decimal price", () => {
    const doc = productJsonLd(
      product,
      [
        { name: "Domov", path: "/" },
        { name: "Krema", path: "/krema-1" },
      ],
      "http://si.lumera.localhost",
    );
    const [item, crumbs] = doc["@graph"] as any[];
    expect(item).toMatchObject({
      "@type": "Product",
      sku: "LM-000001",
      gtin13: "3830000000015",
      brand: { name: "Aurora" },
      image: ["http://si.lumera.localhost/images/3/700.jpg"],
      offers: { price: "12.90", priceCurrency: "EUR", availability: "https://schema.org/InStock", url: "http://si.lumera.localhost/krema-1" },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    });
    expect(crumbs.itemListElement.map((c: any) => [c.position, c.item])).toEqual([
      [1, "http://si.lumera.localhost/"],
      [2, "http://si.lumera.localhost/krema-1"],
    ]);
  });

  it("leaves out a rating nobody gave and says out of stock", () => {
    const doc = productJsonLd({ ...product, rating: 0, ratingCount: 0, inStock: false, ean: null }, [], "http://x");
    const [item] = doc["@graph"] as any[];
    expect(item.aggregateRating).toBeUndefined();
    expect(item.gtin13).toBeUndefined();
    expect(item.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});

describe("scriptJson", () => {
  it("cannot close the script element", () => {
    expect(scriptJson({ a: "</script><b>" })).not.toContain("</script>");
    expect(JSON.parse(scriptJson({ a: "</script>" }))).toEqual({ a: "</script>" });
  });
});

describe("organizationJsonLd and breadcrumbJsonLd", () => {
  it("names the seller's legal name, address, VAT number and contact from the shop settings", () => {
    const company = {
      legalName: "Gozdna d.o.o.",
      street: "Cesta 1",
      postcode: "1000",
      city: "Ljubljana",
      country: "SI",
      registrationNumber: null,
      vatNumber: "SI12345678",
    };
    const doc = organizationJsonLd(
      { name: "Gozdna", path: "/", logo: "/favicon.svg", sameAs: [], company, contact: { email: "info@gozdna.si", phone: null, hours: [] } },
      "https://gozdna.si",
    );
    expect(doc).toMatchObject({
      legalName: "Gozdna d.o.o.",
      address: { "@type": "PostalAddress", streetAddress: "Cesta 1", postalCode: "1000", addressLocality: "Ljubljana", addressCountry: "SI" },
      vatID: "SI12345678",
      email: "info@gozdna.si",
    });
    expect(doc).not.toHaveProperty("telephone");
  });
  it("describes the shop with absolute URLs and only web profiles as sameAs", () => {
    const doc = organizationJsonLd(
      { name: "Lumera", path: "/hu", logo: "/favicon.svg", sameAs: ["https://www.instagram.com/lumera", "javascript:alert(1)"] },
      "http://eu.lumera.localhost",
    );
    expect(doc).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Lumera",
      url: "http://eu.lumera.localhost/hu",
      logo: "http://eu.lumera.localhost/favicon.svg",
      sameAs: ["https://www.instagram.com/lumera"],
    });
  });
  it("numbers the trail from 1 with absolute items", () => {
    const doc = breadcrumbJsonLd(
      [
        { name: "Domov", path: "/" },
        { name: "Blog", path: "/blog" },
      ],
      "http://si.lumera.localhost",
    );
    expect(doc["@type"]).toBe("BreadcrumbList");
    expect(doc.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Domov", item: "http://si.lumera.localhost/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "http://si.lumera.localhost/blog" },
    ]);
  });
});
