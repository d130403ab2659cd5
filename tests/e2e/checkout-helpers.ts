import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type ApiProduct, hundredths, stockedProducts, url } from "./support";

// What the checkout specs share: demo products through the JSON API, amounts read from the
// pages (data-total attributes), and the checkout steps as a shopper fills them.

export const PASSWORD = "Zelena-jabolka-7";

/** A product the storefront sells and has in stock, skipping `skip` of them (each test its own). */
export async function stockedProduct(request: APIRequestContext, department: string, skip: number) {
  const product = (await stockedProducts(request, department, 100))[skip];
  if (!product) throw new Error("no product in stock in the demo data");
  return product;
}

export const shown = async (page: Page, name: string) => hundredths(await page.locator(`[data-total="${name}"]`).first().textContent());

/** Puts one of a product in the cart through its page's form, on the Slovenian storefront. */
export async function addProduct(page: Page, product: ApiProduct) {
  await page.goto(url("si.lumera.localhost", `/${product.urlKey}`));
  await page.locator(".pv-cart-form button[type=submit]").click();
  await expect(page.locator(".header-cart .cart-count")).not.toHaveText("0");
}

/** Adds a product through its page's form and returns the cart's grand total. */
export async function fillCart(page: Page, host: string, prefix: string, product: ApiProduct, qty: number) {
  await page.goto(url(host, `${prefix}/${product.urlKey}`));
  await page.locator(".pv-cart-form input[name=qty]").fill(String(qty));
  await page.locator(".pv-cart-form button[type=submit]").click();
  await expect(page.locator(".header-cart .cart-count")).not.toHaveText("0");
  await page.goto(url(host, `${prefix}/cart`));
  await expect(page.locator(".cart-line")).toHaveCount(1);
  return shown(page, "grand");
}

export async function fillAddress(page: Page, address: { street: string; postcode: string; city: string; country: string }, names = true) {
  await expect(page).toHaveURL(/\/checkout\/address$/);
  if (names) {
    await page.locator("#addr-first").fill("Ana");
    await page.locator("#addr-last").fill("Novak");
  }
  await page.locator("#addr-street").fill(address.street);
  await page.locator("#addr-postcode").fill(address.postcode);
  await page.locator("#addr-city").fill(address.city);
  await page.locator("#addr-country").selectOption(address.country);
  await page.locator(".checkout-card form button[type=submit]").last().click();
}

export async function choose(page: Page, step: "shipping" | "payment", value: string) {
  await expect(page).toHaveURL(new RegExp(`/checkout/${step}`));
  await page.locator(`input[name=method][value=${value}]`).check();
  await page.locator(".checkout-card form button[type=submit]").click();
}

/** On the review page: checks it against the cart, places the order, returns the review total. */
export async function placeFromReview(page: Page, cartTotal: number) {
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const grand = await shown(page, "grand");
  const shipping = (await page.locator('[data-total="shipping"]').textContent())?.match(/\d/) ? await shown(page, "shipping") : 0;
  expect(grand).toBe(cartTotal + shipping);
  await page.locator(".checkout-place button[type=submit]").click();
  return grand;
}

export async function guestContact(page: Page, email: string) {
  await expect(page).toHaveURL(/\/checkout\/contact$/);
  await page.locator("#guest-email").fill(email);
  await page.locator("#guest-email").press("Enter");
}

export const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** From the cart page of the Slovenian storefront: a guest's order by bank transfer or cash on delivery, delivered; its number. */
export async function checkoutAsGuest(page: Page, email: string, payment: "bank" | "cod") {
  await page.goto(url("si.lumera.localhost", "/cart"));
  const cartTotal = await shown(page, "grand");
  await page.locator(".cart-checkout").click();
  await guestContact(page, email);
  await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", payment);
  await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/success$/);
  return (await page.locator("[data-order-number]").textContent())!.trim();
}
