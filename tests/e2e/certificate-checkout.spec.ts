import { expect, test } from "@playwright/test";
import { guestContact, unique } from "./checkout-helpers";
import { url } from "./support";

// A gift certificate is delivered by e-mail, JavaScript off and on (the two projects): a cart
// of one certificate shows no free-shipping promise, and its checkout goes from the contact
// straight to the payment — no delivery address, no shipping step, no cash on delivery — and
// reaches the review with no shipping line.

const SI = "si.lumera.localhost";

test("a certificate alone: contact, payment without cash on delivery, review — no address, no shipping", async ({ page }) => {
  await page.goto(url(SI, "/darilni-boni.html"));
  await page.getByRole("radio", { name: "50,00 €" }).check();
  await page.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator("[data-gift-id]")).toHaveCount(1);
  await expect(page.locator('.cart-shipping[data-delivery="email"]')).toBeVisible();
  await expect(page.locator(".cart-summary")).not.toContainText("brezplačno dostavo");

  await page.locator(".cart-checkout").click();
  await guestContact(page, unique("e2e-gift"));
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // three steps: contact, payment, review
  await expect(page.locator(".checkout-progress li")).toHaveCount(3);
  await expect(page.locator(".checkout-stepof")).toHaveText(/2\D+3/);
  await expect(page.locator(".checkout-progress")).not.toContainText("Naslov");
  await expect(page.locator("input[name=method][value=cod]")).toHaveCount(0);
  await expect(page.locator("input[name=method][value=bank]")).toHaveCount(1);
  await expect(page.locator('[data-delivery="email"]')).toBeVisible();

  await page.locator("input[name=method][value=bank]").check();
  await page.locator(".checkout-card form button[type=submit]").click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.locator('[data-total="shipping"]')).toHaveCount(0);
  await expect(page.locator(".checkout-review")).toContainText("Po e-pošti (darilni boni)");
  await expect(page.locator("address")).toHaveCount(0);
  expect(await page.locator('[data-total="grand"]').textContent()).toContain("50,00");

  // the address page is not part of this checkout: it sends the shopper back to the open step
  await page.goto(url(SI, "/checkout/address"));
  await expect(page).toHaveURL(/\/checkout\/review$/);
});
