import { describe, expect, inject, it } from "vitest";
import { request } from "../support/http";

// "what it must show": in every normal storefront, in its language and currency, a
// shopper gets from home to a category, filters and sorts it, opens a product, and searches by
// word and by exact SKU — all as plain HTML (what a browser without JavaScript receives).

const NORMAL_STOREFRONTS = [
  { department: "su", host: "si.lumera.localhost", prefix: "", lang: "sl", price: /\d,\d{2} €/ },
  { department: "chr", host: "hr.lumera.localhost", prefix: "", lang: "hr", price: /\d,\d{2} €/ },
  { department: "chu", host: "eu.lumera.localhost", prefix: "/hu", lang: "hu", price: /\d{1,3}(?: \d{3})*,\d{2} Ft/ },
  { department: "cen", host: "eu.lumera.localhost", prefix: "/en", lang: "en", price: /\d,\d{2} €/ },
  { department: "cde", host: "at.lumera.localhost", prefix: "", lang: "de", price: /\d,\d{2} €/ },
  { department: "cit", host: "it.lumera.localhost", prefix: "", lang: "it", price: /\d,\d{2} €/ },
  { department: "ccz", host: "cz.lumera.localhost", prefix: "", lang: "cs", price: /\d{1,3}(?: \d{3})*,\d{2} Kč/ },
];

const server = inject("servers")[0];

describe.each(NORMAL_STOREFRONTS)("a shopper on $department ($lang)", ({ department, host, prefix, lang, price }) => {
  const get = (path: string) => request(server.baseUrl, path, { host });

  it("goes from home to a filtered, sorted category page, a product, and search results", async () => {
    const home = await get(prefix || "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<html lang="${lang}"`);
    // the picture crawlers show for the page exists
    const ogImage = /<meta property="og:image" content="https?:\/\/[^/"]+(\/[^"]+)"/.exec(home.body)?.[1];
    expect(ogImage).toBeDefined();
    const picture = await get(ogImage!);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\//);

    const navbar = (await get(`/api/cms/fetchCategoryNavbar?department=${department}`)).json();
    const root = navbar.categories[0];
    expect(home.body).toContain(`href="${prefix}/${root.storeUrl}"`);

    const category = await get(`${prefix}/${root.storeUrl}`);
    expect(category.status).toBe(200);
    expect(category.body).toMatch(price);
    const checkbox = /name="([a-z_]+)" value="(\d+)"/.exec(category.body);
    expect(checkbox).not.toBeNull();
    const filtered = await get(`${prefix}/${root.storeUrl}?${checkbox![1]}=${checkbox![2]}&price=5,0&orderBy=price_desc&p=1`);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toMatch(/class="product-card"/);

    const api = (await get(`/api/category/fetchCategory?id=${root.id}&department=${department}`)).json();
    const product = api.category.products[0];
    const page = await get(`${prefix}/${product.urlKey}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(product.name.replace(/&/g, "&amp;"));
    expect(page.body).toMatch(price);
    expect(page.body).toContain(`action="${prefix}/cart"`);

    // a brand name is the same word in every language
    const search = await get(`${prefix}/search/aurora`);
    expect(search.status).toBe(200);
    expect(search.body).toMatch(/class="product-card"/);
    const sku = await get(`${prefix}/search/${product.sku}`);
    expect(sku.status).toBe(302);
    expect(sku.headers.location).toBe(`${prefix}/${product.urlKey}`);
  });
});
