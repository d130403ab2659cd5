import { describe, expect, inject, it } from "vitest";
import { request } from "../support/http";

// The JSON API as a client of spec §7 uses it: each call made only with what earlier answers
// returned — the storefront from fetchStoreFrontLocales, a category from the navigation, the
// filters fetchCategory gave back as they are, a product from the listing, a guest token, the
// cart's own lines. No id is taken from the database or written in here, only the spec's block
// id (§9 navbar_categories 19), the host and the department codes.

type Json = any;

interface Locale {
  department: string;
  domain: string;
  prefix: string | null;
  currencyCode: string;
  currencyRate: number;
  cheapestShippingPrice: number;
  shopType: string;
}

interface Navigation {
  id: number;
  urlKey: string;
  storeUrl: string;
  childs: Navigation[];
}

for (const server of inject("servers")) {
  describe(`a client of the JSON API on ${server.name}`, () => {
    const call = async (path: string, options: { method?: string; body?: unknown; bearer?: string; host?: string } = {}) => {
      const text = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = {};
      if (text !== undefined) Object.assign(headers, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) });
      if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
      const res = await request(server.baseUrl, path, {
        host: options.host ?? "si.lumera.localhost",
        method: options.method ?? (text ? "POST" : "GET"),
        headers,
        body: text,
      });
      expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      const json: Json = res.json();
      expect(json.success, path).toBe(true);
      return json;
    };

    /** The walk of one client through one storefront, from the host it was opened on. */
    async function shopAs(host: string, path: string) {
      // 1. which storefront is this, and which others are there
      const locales = await call(`/api/fetchStoreFrontLocales?host=${encodeURIComponent(host)}&path=${encodeURIComponent(path)}`);
      const shop: Locale = locales.selectedLocale;
      expect(locales.locales.length).toBe(9);
      expect(locales.locales.map((l: Locale) => l.department)).toContain(shop.department);
      const department = shop.department;
      const asked = { host: shop.domain };

      // 2. the navigation, by the spec's block id
      const nav = await call(`/api/cms/fetchCategoryNavbar?id=19&department=${department}`, asked);
      const leaves: Navigation[] = [];
      const walk = (nodes: Navigation[]) => nodes.forEach((n) => (n.childs.length ? walk(n.childs) : leaves.push(n)));
      walk(nav.categories);
      expect(leaves.length).toBeGreaterThan(0);

      // 3. a category of the navigation with products
      let category: Json = null;
      for (const leaf of [...nav.categories, ...leaves]) {
        const answer = await call(`/api/category/fetchCategory?id=${leaf.id}&department=${department}`, asked);
        expect(answer.currency).toBe(shop.currencyCode);
        if (answer.category.productCount > 1 && answer.category.filters.length > 0) {
          category = answer.category;
          break;
        }
      }
      expect(category, "a category with products and filters").not.toBeNull();

      // 4. the filters as fetchCategory returned them, with one value chosen
      const filter = category.filters.find((f: Json) => f.values.some((v: Json) => v.productCount > 0));
      const value = filter.values.find((v: Json) => v.productCount > 0);
      const updated = await call("/api/category/updateCategoryFilters", {
        ...asked,
        body: {
          department,
          categoryIds: category.categoriesIds,
          productIds: category.productIds,
          manufacturerIds: category.manufacturerIds,
          selectedFilters: [{ attributeCode: filter.attributeCode, valueIds: [value.id] }],
          availableFilters: category.filters,
          additionalProductFilters: category.additionalProductFilters,
        },
      });
      expect(updated.productCount).toBe(value.productCount);
      expect(updated.filters.map((f: Json) => f.attributeCode).sort()).toEqual(category.filters.map((f: Json) => f.attributeCode).sort());
      for (const f of updated.filters) for (const v of f.valueIds) expect(Object.keys(v).sort()).toEqual(["id", "productCount", "value"]);
      expect(updated.currency).toBe(shop.currencyCode);

      // 5. a product of the listing, by its urlKey
      const listed = category.products.find((p: Json) => p.salable && p.stock.inStock);
      expect(listed, "a product in stock in the category").toBeDefined();
      const { product, currency } = await call(`/api/product/fetchProduct?urlKey=${encodeURIComponent(listed.urlKey)}&department=${department}`, asked);
      expect(currency).toBe(shop.currencyCode);
      expect(product.id).toBe(listed.id);
      expect(product.price.regularPrice).toBe(listed.price.regularPrice);
      for (const field of ["id", "sku", "name", "manufacturer", "image", "urlKey", "rating", "salable", "stock", "price"])
        expect(product).toHaveProperty(field);

      // 6. a guest token, then the cart calls with what the answers gave
      const guest = await call(`/api/user/fetchGuestToken?department=${department}`, asked);
      const bearer: string = guest.token;
      const added = await call("/api/cart/addCartItems", { ...asked, bearer, body: { department, items: [{ product_id: product.id, qty: 2 }] } });
      const line = added.cart.items.find((i: Json) => i.product_id === product.id);
      expect(line.qty).toBe(2);
      expect(added.cart.currency).toBe(shop.currencyCode);
      const unit = product.price.isDiscounted ? product.price.discountPrice : product.price.regularPrice;
      expect(line.price.price).toBeCloseTo(unit, 2);
      expect(added.cart.total).toBeCloseTo(line.price.subTotal, 2);
      // the cart recommends what the cart page recommends: products not in it
      expect(added.cart.recommendedProducts.length).toBeGreaterThan(0);
      for (const p of added.cart.recommendedProducts) expect(p.id).not.toBe(product.id);

      const modified = await call("/api/cart/modifyCartItems", {
        ...asked,
        bearer,
        body: { department, updateItems: [{ product_id: line.product_id, qty: 1 }], deleteItems: [] },
      });
      expect(modified.cart.items.find((i: Json) => i.product_id === product.id).qty).toBe(1);
      const recalculated = await call("/api/cart/recalcCart", { ...asked, bearer, body: { department } });
      expect(recalculated.cart.total).toBeCloseTo(unit, 2);

      // 7. the user the token names carries that cart
      const me = await call(`/api/user/fetchUser?department=${department}`, { ...asked, bearer });
      expect(me.user.type).toBe("guest");
      expect(me.user.cart.items.map((i: Json) => i.product_id)).toEqual([product.id]);
      expect(me.user.cart.total).toBe(recalculated.cart.total);
      return { shop, unit };
    }

    it("a euro storefront: locales → navigation → category → filters → product → cart", async () => {
      const { shop } = await shopAs("si.lumera.localhost", "/");
      expect(shop.currencyCode).toBe("EUR");
      expect(shop.cheapestShippingPrice).toBeLessThan(20);
    });

    it("the forint storefront: every amount in forints, as its pages show them", async () => {
      const { shop, unit } = await shopAs("eu.lumera.localhost", "/hu/");
      expect(shop.department).toBe("chu");
      expect(shop.currencyCode).toBe("HUF");
      // shipping and prices alike in forints (a few euros are a thousand forints and more)
      expect(shop.cheapestShippingPrice).toBeGreaterThan(1000);
      expect(unit).toBeGreaterThan(100);
    });
  });
}
