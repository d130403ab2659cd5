import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

// The port the Playwright web server listens on (playwright.config.ts), and a storefront URL on it.
export const port = process.env.E2E_PORT ?? "3111";

/** Where tests/e2e/start-server.mjs put this run's database and outbox (of the server on `at`, the first by default). */
export const serverFiles = (at: string | number = port) =>
  JSON.parse(readFileSync(path.join(os.tmpdir(), `storefront-e2e-server-${at}.json`), "utf8")) as { dataDir: string; databaseUrl: string; outboxDir: string };

export const url = (host: string, path = "/") => `http://${host}:${port}${path}`;

export interface ApiProduct {
  id: number;
  urlKey: string;
  name: string;
  sku?: string;
  salable?: boolean;
  stock: { inStock: boolean };
}

/**
 * The demo products a storefront sells and has in stock among the 80 ids from `firstId`, through
 * the JSON API of the server on `at` (the first by default; specs that buy take their own range,
 * so they do not share stock).
 */
export async function stockedProducts(request: APIRequestContext, department: string, firstId = 1, at: string | number = port) {
  const list = await request.post(`http://127.0.0.1:${at}/api/product/fetchWishlistProducts`, {
    data: { ids: Array.from({ length: 80 }, (_, i) => i + firstId), department },
  });
  const { products } = (await list.json()) as { products: ApiProduct[] };
  const stocked = products.filter((p) => p.stock.inStock && p.salable !== false);
  if (stocked.length === 0) throw new Error("no product in stock in the demo data");
  return stocked;
}

/** "1 234,50 €" -> 123450 (hundredths of the shown currency). */
export function hundredths(text: string | null) {
  const match = /(-?[\d\s\u00a0.]+),(\d{2})/.exec(text ?? "");
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/[\s\u00a0.]/g, "")) * 100 + Number(match[2]);
}

/** Adds a product through its page's form; the shopper stays on (or returns to) the product page with one line in the cart. */
export async function addFromProductPage(page: Page, host: string, prefix: string, product: ApiProduct, qty: number, button: RegExp) {
  await page.goto(url(host, `${prefix}/${product.urlKey}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await page.locator(".pv-cart-form input[name=qty]").fill(String(qty));
  await page.locator(".pv-cart-form").getByRole("button", { name: button }).click();
  // back on the product page, the header's cart shows the new line
  await expect(page.locator(".header-cart .cart-count")).toHaveText("1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
}
