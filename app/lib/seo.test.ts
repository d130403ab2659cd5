import { describe, expect, it } from "vitest";
import { pageTitle, seoMeta, siteMeta } from "./seo";

const site = siteMeta("Lumera Slovenija", "http://si.lumera.localhost", {
  suffix: "| Lumera Slovenija",
  description: "Naravna kozmetika.",
  ogImage: "/og-image.jpg",
  favicon: "/favicon.svg",
});
const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageTitle (spec §3 Default metadata: title and suffix)", () => {
  it("puts the storefront's suffix after the page's title", () => {
    expect(pageTitle("Krema", site)).toBe("Krema | Lumera Slovenija");
  });
  it("leaves a title that already ends with the suffix, or is the shop's name, as it is", () => {
    expect(pageTitle("Lumera | Lumera Slovenija", site)).toBe("Lumera | Lumera Slovenija");
    expect(pageTitle("Lumera Slovenija", site)).toBe("Lumera Slovenija");
  });
  it("falls back to '| name' without a suffix block, and to the name for an empty title", () => {
    const bare = siteMeta("Lumera Italia", "http://it.lumera.localhost", null);
    expect(pageTitle("Crema", bare)).toBe("Crema | Lumera Italia");
    expect(pageTitle("  ", bare)).toBe("Lumera Italia");
  });
});

describe("seoMeta", () => {
  it("fills description and og:image from the storefront's defaults, overridden per page", () => {
    const plain = seoMeta({ title: "Prijava", canonicalPath: "/login", index: false }, site);
    expect(find(plain, "name", "description")?.content).toBe("Naravna kozmetika.");
    expect(find(plain, "property", "og:image")?.content).toBe("http://si.lumera.localhost/og-image.jpg");
    expect(find(plain, "name", "robots")?.content).toBe("noindex, follow");
    const own = seoMeta({ title: "Krema", description: "Nežna.", canonicalPath: "/krema", image: "/images/3/700.jpg", type: "product" }, site);
    expect(find(own, "name", "description")?.content).toBe("Nežna.");
    expect(find(own, "property", "og:image")?.content).toBe("http://si.lumera.localhost/images/3/700.jpg");
    expect(find(own, "property", "og:type")?.content).toBe("product");
    expect(find(own, "name", "robots")).toBeUndefined();
  });
  it("has canonical, og:url, twitter:card, the favicon and the alternates", () => {
    const tags = seoMeta({ title: "Krema", canonicalPath: "/krema", alternates: [{ hrefLang: "sl-SI", href: "http://si.lumera.localhost/krema" }] }, site);
    expect(find(tags, "rel", "canonical")?.href).toBe("http://si.lumera.localhost/krema");
    expect(find(tags, "property", "og:url")?.content).toBe("http://si.lumera.localhost/krema");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "rel", "icon")).toMatchObject({ href: "/favicon.svg", type: "image/svg+xml" });
    expect(find(tags, "rel", "alternate")).toMatchObject({ hrefLang: "sl-SI", href: "http://si.lumera.localhost/krema" });
    expect(tags[0]).toEqual({ title: "Krema | Lumera Slovenija" });
  });
  it("keeps an empty page description from blanking the default", () => {
    expect(find(seoMeta({ title: "X", description: " ", canonicalPath: "/x" }, site), "name", "description")?.content).toBe("Naravna kozmetika.");
  });
});

// README "Logo, colour, and switching a storefront off": the logo is og:image where a page has no picture of its own
describe("og:image from the storefront's logo", () => {
  const block = { ogImage: "/og-image.jpg" };
  it("is the logo's PNG (the one drawn from an SVG logo), before the shop-wide picture", () => {
    expect(siteMeta("Gozdna", "https://g.example", block, "0123456789abcdef0123456789abcdef.svg").image).toBe(
      "/images/logo/0123456789abcdef0123456789abcdef.png",
    );
    expect(siteMeta("Gozdna", "https://g.example", null, "0123456789abcdef0123456789abcdef.png").image).toBe(
      "/images/logo/0123456789abcdef0123456789abcdef.png",
    );
  });
  it("leaves the shop-wide picture where there is no logo", () => {
    expect(siteMeta("Gozdna", "https://g.example", block, null).image).toBe("/og-image.jpg");
  });
});
