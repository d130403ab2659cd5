import { expect, test } from "@playwright/test";
import { choose, fillAddress, fillCart, guestContact, PASSWORD, placeFromReview, shown, stockedProduct, unique } from "./checkout-helpers";
import { port, url } from "./support";

// The checkout in a browser, with JavaScript off and on (the two projects): a guest in su
// (EUR) pays cash on delivery; a customer in chu (HUF) pays by card through the test payment
// page, cancelling first; bank transfer and online wallet once each. Every order's total on
// the success page equals what the review page showed, which equals the cart plus shipping.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

test("a guest in su checks out by cash on delivery and sees the order number and totals", async ({ page }) => {
  const product = await stockedProduct(page.request, "su", 0);
  const cartTotal = await fillCart(page, SI, "", product, 2);
  await page.locator(".cart-checkout").click();
  await guestContact(page, unique("e2e-cod"));
  await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "cod");
  const grand = await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hvala za vaše naročilo");
  await expect(page.locator("[data-order-number]")).toHaveText(/^SU-\d{4}-\d{6}$/);
  expect(await shown(page, "grand")).toBe(grand);
  await expect(page.locator(".checkout-success")).toContainText(product.name);
});

test("a bad address is refused with a message and the form keeps what was typed", async ({ page }) => {
  const product = await stockedProduct(page.request, "su", 1);
  await fillCart(page, SI, "", product, 1);
  await page.goto(url(SI, "/checkout"));
  await guestContact(page, unique("e2e-bad"));
  await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "12", city: "Ljubljana", country: "SI" });
  await expect(page.locator(".checkout-errors")).toContainText("poštno številko");
  await expect(page.locator("#addr-street")).toHaveValue("Trubarjeva cesta 1");
});

test("a customer in chu (HUF) pays by card: cancels on the test page first, then pays", async ({ page }) => {
  const email = unique("e2e-card");
  const reg = await page.request.post(`http://127.0.0.1:${port}/api/user/register`, {
    headers: { Host: EU },
    data: { email, password: PASSWORD, firstName: "Réka", lastName: "Nagy", department: "chu" },
  });
  expect(reg.status()).toBe(201);
  const product = await stockedProduct(page.request, "chu", 2);
  const cartTotal = await fillCart(page, EU, "/hu", product, 1);
  await expect(page.locator('[data-total="grand"]')).toContainText("Ft");
  await page.locator(".cart-checkout").click();
  await expect(page).toHaveURL(/\/hu\/checkout\/contact$/);
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(PASSWORD);
  await page.locator("#login-password").press("Enter");
  await fillAddress(page, { street: "Andrássy út 12", postcode: "1061", city: "Budapest", country: "HU" }, false);
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "card");
  const grand = await placeFromReview(page, cartTotal);

  await expect(page).toHaveURL(/\/hu\/checkout\/pay\?order=CHU-/);
  expect(await shown(page, "pay")).toBe(grand);
  await page.locator("form[action$='/checkout/status/cancel'] button").click();
  await expect(page).toHaveURL(/\/hu\/checkout\/payment\?payment=cancelled$/);
  await expect(page.locator(".checkout-notice")).toBeVisible();
  // the cart is still there; pay again
  await page.locator(".checkout-card form button[type=submit]").click();
  expect(await placeFromReview(page, cartTotal)).toBe(grand);
  await expect(page).toHaveURL(/\/hu\/checkout\/pay\?order=CHU-/);
  await page.locator("form[action$='/checkout/status/success'] button").click();
  await expect(page).toHaveURL(/\/hu\/checkout\/success$/);
  await expect(page.locator("[data-order-number]")).toHaveText(/^CHU-\d{4}-\d{6}$/);
  expect(await shown(page, "grand")).toBe(grand);
  const number = await page.locator("[data-order-number]").textContent();
  await page.goto(url(EU, "/hu/profile"));
  await expect(page.locator(`[data-order="${number}"]`)).toBeVisible();
});

test("bank transfer shows the account and the reference on the success page", async ({ page }) => {
  const product = await stockedProduct(page.request, "su", 3);
  const cartTotal = await fillCart(page, SI, "", product, 1);
  await page.goto(url(SI, "/checkout"));
  await guestContact(page, unique("e2e-bank"));
  await fillAddress(page, { street: "Gosposka ulica 3", postcode: "2000", city: "Maribor", country: "SI" });
  await choose(page, "shipping", "pickup");
  await choose(page, "payment", "bank");
  const grand = await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = (await page.locator("[data-order-number]").textContent()) ?? "";
  await expect(page.locator(".checkout-bank")).toContainText("SI56 1910 0000 0123 438");
  // the Slovenian reference model SI00 with the order's year and id
  const [, year, id] = /-(\d{4})-(\d+)$/.exec(number) ?? [];
  await expect(page.locator(".checkout-bank dd").last()).toHaveText(`SI00 ${year}-${id}`);
  expect(await shown(page, "grand")).toBe(grand);
});

test("the online wallet goes through the test payment page", async ({ page }) => {
  const product = await stockedProduct(page.request, "su", 4);
  const cartTotal = await fillCart(page, SI, "", product, 1);
  await page.goto(url(SI, "/checkout"));
  await guestContact(page, unique("e2e-wallet"));
  await fillAddress(page, { street: "Prešernova 5", postcode: "4000", city: "Kranj", country: "SI" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "wallet");
  const grand = await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/pay\?order=SU-/);
  await page.locator("form[action$='/checkout/status/success'] button").click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  expect(await shown(page, "grand")).toBe(grand);
});
