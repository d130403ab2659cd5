import { expect, test } from "@playwright/test";
import { addFromProductPage, hundredths, stockedProducts, url } from "./support";

// The cart's extras in a browser, JavaScript off and on (the two projects): in su a
// shopper adds a product, adds tree planting, applies WELCOME10, redeems a gift certificate and
// sees the totals add up; a HUF storefront (chu) offers no service items; a gift certificate
// bought on the gift-certificate page lands in the cart. Redeeming does not consume a
// certificate (orders do), and each run's server starts on a fresh database.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

test("in su: a product, tree planting, WELCOME10 and a gift certificate — the totals add up", async ({ page }) => {
  const product = (await stockedProducts(page.request, "su"))[0];
  await addFromProductPage(page, SI, "", product, 2, /Dodaj v košarico/);
  await page.goto(url(SI, "/cart"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Košarica");
  const productsTotal = hundredths(await page.locator(".cart-line .cart-line-total").first().textContent());

  // spec §3: tree planting is offered in su, with its picture, title, description and price
  const tree = page.locator('[data-offer-id="39002"]');
  await expect(tree.locator("img")).toHaveCount(1);
  await expect(tree.locator(".cart-service-price")).toHaveText(/2,95/);
  await tree.getByRole("button", { name: /Dodaj/ }).click();
  await expect(page.locator('[data-service-id="39002"]')).toBeVisible();
  await expect(page.locator(".header-cart .cart-count")).toHaveText("2");
  await expect(tree.getByRole("button", { name: /Odstrani/ })).toBeVisible();

  await page.getByRole("textbox", { name: "Vnesite kodo za popust" }).fill("  welcome10 ");
  await page.getByRole("button", { name: "Uporabi" }).click();
  await expect(page.locator('[data-code="WELCOME10"]')).toBeVisible();

  await page.getByRole("textbox", { name: "Vnesite kodo darilnega bona" }).fill("test-gift-3");
  await page.getByRole("button", { name: "Unovči" }).click();
  await expect(page.locator('[data-certificate="TEST-GIFT-3"]')).toBeVisible();

  const amount = async (name: string) => hundredths(await page.locator(`[data-total="${name}"]`).textContent());
  const subtotal = productsTotal + 295;
  expect(await amount("subtotal")).toBe(subtotal);
  const code = Math.round(productsTotal / 10);
  expect(await amount("code")).toBe(code);
  expect(await amount("total")).toBe(subtotal - code);
  const certificate = Math.min(1500, subtotal - code);
  expect(await amount("certificates")).toBe(certificate);
  expect(await amount("grand")).toBe(subtotal - code - certificate);

  // a wrong code: a clear message, the applied one stays
  await page.getByRole("button", { name: "Odstrani kodo za popust WELCOME10" }).click();
  await page.getByRole("textbox", { name: "Vnesite kodo za popust" }).fill("EXPIRED10");
  await page.getByRole("button", { name: "Uporabi" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ta koda za popust je potekla.");
  await expect(page.locator("[data-total=code]")).toHaveCount(0);
});

test("in chu (HUF) the cart offers no service items", async ({ page }) => {
  const product = (await stockedProducts(page.request, "chu"))[0];
  await addFromProductPage(page, EU, "/hu", product, 1, /Kosárba/);
  await page.goto(url(EU, "/hu/cart"));
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect(page.locator(".cart-services")).toHaveCount(0);
  await expect(page.locator("[data-total=grand]")).toHaveText(/Ft/);
});

test("a gift certificate bought on the gift-certificate page lands in the cart", async ({ page }) => {
  await page.goto(url(SI, "/darilni-boni.html"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darilni boni");
  await page.getByRole("radio", { name: "100,00 €" }).check();
  await page.getByLabel("Ime prejemnika").fill("Maja");
  await page.getByLabel("E-naslov prejemnika").fill("maja@example.com");
  await page.getByLabel("Osebno sporočilo").fill("Vse najboljše!");
  await page.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.locator("[data-gift-id]");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Darilni bon");
  await expect(line).toContainText("Za Maja");
  await expect(line.locator(".cart-line-total")).toHaveText(/100,00/);
  await expect(page.locator(".header-cart .cart-count")).toHaveText("1");

  // a custom amount typed in the storefront currency
  await page.goto(url(SI, "/darilni-boni.html"));
  await page.getByLabel(/Vaš znesek v EUR/).fill("12,50");
  await page.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page.locator("[data-gift-id]")).toHaveCount(2);
  await expect(page.locator("[data-gift-id]").nth(1).locator(".cart-line-total")).toHaveText(/12,50/);
});

test("a refused gift-certificate amount is said on the gift page, at the field, with everything typed kept", async ({ page }) => {
  await page.goto(url(SI, "/darilni-boni.html"));
  await page.getByRole("radio", { name: "Drug znesek" }).check();
  const amount = page.getByLabel(/Vaš znesek v EUR/);
  // below the smallest certificate (the browser's own pattern allows it: the server refuses it)
  await amount.fill("3");
  await page.getByLabel("Ime prejemnika").fill("Maja");
  await page.getByLabel("E-naslov prejemnika").fill("maja@example.com");
  await page.getByLabel("Osebno sporočilo").fill("Vse najboljše za rojstni dan!");
  await page.getByRole("button", { name: "Dodaj v košarico" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darilni boni");
  await expect(page.getByRole("alert")).toContainText("Izberite znesek od");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveAttribute("aria-describedby", /gift-error/);
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue("3");
  await expect(page.getByRole("radio", { name: "Drug znesek" })).toBeChecked();
  await expect(page.getByLabel("Ime prejemnika")).toHaveValue("Maja");
  await expect(page.getByLabel("E-naslov prejemnika")).toHaveValue("maja@example.com");
  await expect(page.getByLabel("Osebno sporočilo")).toHaveValue("Vse najboljše za rojstni dan!");
  await expect(page.locator(".header-cart .cart-count")).toHaveText("0");

  // corrected, it lands in the cart with what was typed
  await amount.fill("25");
  await page.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator("[data-gift-id]")).toContainText("Za Maja");
  await expect(page.locator("[data-gift-id] .cart-line-total")).toHaveText(/25,00/);
});
