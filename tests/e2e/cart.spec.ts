import { expect, test } from "@playwright/test";
import { addFromProductPage, hundredths, stockedProducts, url } from "./support";

// The cart in a browser, with JavaScript off and on (the two projects): a shopper
// adds a product from its page, sees the cart with the line, the totals and the header count,
// changes the quantity with the Update button and removes the line; a HUF storefront shows
// its totals in forints.

test("a shopper adds a product, sees the cart, changes the quantity and removes it", async ({ page }) => {
  const product = (await stockedProducts(page.request, "su"))[0];
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
  const product = (await stockedProducts(page.request, "chu"))[0];
  await addFromProductPage(page, "eu.lumera.localhost", "/hu", product, 2, /Kosárba/);
  await page.goto(url("eu.lumera.localhost", "/hu/cart"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kosár");
  await expect(page.locator('[data-total="grand"]')).toContainText("Ft");
  await expect(page.locator(".cart-line-total")).toContainText("Ft");
  const unit = hundredths((await page.locator(".cart-line .price-current").textContent()) ?? "");
  // the unit price is rounded once per conversion: the total is within a few hundredths of 2 × unit
  expect(Math.abs(hundredths((await page.locator('[data-total="grand"]').textContent()) ?? "") - unit * 2)).toBeLessThanOrEqual(2);
});

test("the cart switches to one column below 753 px, not at 753 (spec §9)", async ({ page }) => {
  const product = (await stockedProducts(page.request, "su"))[1];
  await addFromProductPage(page, "si.lumera.localhost", "", product, 1, /Dodaj v košarico/);
  await page.setViewportSize({ width: 753, height: 900 });
  await page.goto(url("si.lumera.localhost", "/cart"));
  const top = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? -1;
  // desktop: the summary stands beside the lines
  expect(Math.abs((await top(".cart-summary")) - (await top(".cart-lines")))).toBeLessThan(40);
  await expect(page.locator(".menu-button")).toBeHidden();
  await page.setViewportSize({ width: 752, height: 900 });
  // mobile: the summary goes under the lines, and the menu button appears
  await expect.poll(async () => (await top(".cart-summary")) - (await top(".cart-lines"))).toBeGreaterThan(100);
  await expect(page.locator(".menu-button")).toBeVisible();
});
