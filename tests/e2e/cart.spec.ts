import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { port, url } from "./support";

// Issue 5 (first part) in a browser, with JavaScript off and on (the two projects): a shopper
// adds a product from its page, sees the cart with the line, the totals and the header count,
// changes the quantity with the Update button and removes the line; a HUF storefront shows
// its totals in forints.


interface ApiProduct {
  id: number;
  urlKey: string;
  name: string;
  salable?: boolean;
  stock: { inStock: boolean };
}

/** A product the storefront sells and has in stock, found through the JSON API. */
async function stockedProduct(request: APIRequestContext, department: string) {
  const list = await request.post(`http://127.0.0.1:${port}/api/product/fetchWishlistProducts`, {
    data: { ids: Array.from({ length: 80 }, (_, i) => i + 1), department },
  });
  const { products } = (await list.json()) as { products: ApiProduct[] };
  const product = products.find((p) => p.stock.inStock && p.salable !== false);
  if (!product) throw new Error("no product in stock in the demo data");
  return product;
}

/** "1 234,50 €" -> 123450 (hundredths of the shown currency). */
function hundredths(text: string) {
  const match = /(-?[\d\s\u00a0]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/[\s\u00a0]/g, "")) * 100 + Number(match[2]);
}

async function addFromProductPage(page: Page, host: string, prefix: string, product: ApiProduct, qty: number, button: RegExp) {
  await page.goto(url(host, `${prefix}/${product.urlKey}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await page.locator(".pv-cart-form input[name=qty]").fill(String(qty));
  await page.locator(".pv-cart-form").getByRole("button", { name: button }).click();
  // back on the product page, the header's cart shows the new line
  await expect(page.locator(".header-cart .cart-count")).toHaveText("1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
}

test("a shopper adds a product, sees the cart, changes the quantity and removes it", async ({ page }) => {
  const product = await stockedProduct(page.request, "su");
  await addFromProductPage(page, "si.lumera.localhost", "", product, 2, /Dodaj v košarico/);

  await page.locator(".header-cart").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Košarica");
  const line = page.locator(".cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("link", { name: product.name })).toBeVisible();
  await expect(line.locator("img")).toHaveCount(1);
  const qty = line.getByRole("spinbutton", { name: `Količina za ${product.name}` });
  await expect(qty).toHaveValue("2");

  const unit = hundredths((await line.locator(".price-current").textContent()) ?? "");
  expect(hundredths((await line.locator(".cart-line-total").textContent()) ?? "")).toBe(unit * 2);
  expect(hundredths((await page.locator('[data-total="grand"]').textContent()) ?? "")).toBe(unit * 2);
  expect(hundredths((await page.locator('[data-total="subtotal"]').textContent()) ?? "")).toBe(unit * 2);
  await expect(page.locator('[data-total="grand"]')).toContainText("€");
  await expect(page.locator(".cart-shipping")).toBeVisible();
  await expect(page.locator(".cart-points")).toContainText("zvestobe");

  await qty.fill("3");
  await line.getByRole("button", { name: "Posodobi" }).click();
  await expect(qty).toHaveValue("3");
  await expect.poll(async () => hundredths((await page.locator('[data-total="grand"]').textContent()) ?? "")).toBe(unit * 3);
  await expect(page.locator(".header-cart .cart-count")).toHaveText("1");

  await line.getByRole("button", { name: `Odstrani ${product.name} iz košarice` }).click();
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
  await expect(page.locator(".header-cart .cart-count")).toHaveText("0");
  await expect(page.getByRole("link", { name: "Nadaljuj z nakupovanjem" })).toBeVisible();
});

test("a HUF storefront shows the cart totals in forints", async ({ page }) => {
  const product = await stockedProduct(page.request, "chu");
  await addFromProductPage(page, "eu.lumera.localhost", "/hu", product, 2, /Kosárba/);
  await page.goto(url("eu.lumera.localhost", "/hu/cart"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kosár");
  await expect(page.locator('[data-total="grand"]')).toContainText("Ft");
  await expect(page.locator(".cart-line-total")).toContainText("Ft");
  const unit = hundredths((await page.locator(".cart-line .price-current").textContent()) ?? "");
  // the unit price is rounded once per conversion: the total is within a few hundredths of 2 × unit
  expect(Math.abs(hundredths((await page.locator('[data-total="grand"]').textContent()) ?? "") - unit * 2)).toBeLessThanOrEqual(2);
});
