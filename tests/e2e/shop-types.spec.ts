import { expect, test } from "@playwright/test";
import { addFromProductPage, stockedProducts, url } from "./support";

// Spec §2 shop types in the pages themselves: a one-brand storefront has no cart page, login,
// wishlist, brands or blog, so its header links to none of them; its cart is the checkout's
// first step (/checkout/cart), where the product page's form posts — with JavaScript off and on
// a shopper buys there. An "other" storefront has no catalogue to link to.

test("a one-brand storefront's shopper adds a product and checks out through the cart step", async ({ page }) => {
  const product = (await stockedProducts(page.request, "asi"))[0];
  await addFromProductPage(page, "aurora.localhost", "/sl", product, 2, /Dodaj v košarico/);

  const header = page.locator(".site-header");
  await expect(header.getByRole("link", { name: "Prijava" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: /Seznam želja/ })).toHaveCount(0);
  await expect(header.locator('a[href$="/blog"], a[href*="/znamke"]')).toHaveCount(0);

  await page.locator(".header-cart").click();
  await expect(page).toHaveURL(url("aurora.localhost", "/sl/checkout/cart"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Košarica");
  const line = page.locator(".cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("spinbutton")).toHaveValue("2");

  // the cart's own forms post to the cart step too
  await line.getByRole("spinbutton").fill("1");
  await line.getByRole("button", { name: "Posodobi" }).click();
  await expect(page).toHaveURL(url("aurora.localhost", "/sl/checkout/cart"));
  await expect(line.getByRole("spinbutton")).toHaveValue("1");

  await page.locator(".cart-checkout").click();
  await expect(page).toHaveURL(url("aurora.localhost", "/sl/checkout/contact"));
  await page.getByRole("link", { name: "Nazaj v košarico" }).click();
  await expect(page).toHaveURL(url("aurora.localhost", "/sl/checkout/cart"));
});

test("an 'other' storefront's header links to no category, cart page, login or blog", async ({ page }) => {
  await page.goto(url("aurora.localhost", "/hr/"));
  const header = page.locator(".site-header");
  await expect(header.locator(".category-nav-link")).toHaveCount(0);
  await expect(header.locator('a[href^="/hr/cart"], a[href^="/hr/login"], a[href^="/hr/blog"], a[href^="/hr/wishlist"]')).toHaveCount(0);
  await expect(header.locator(".header-cart")).toHaveAttribute("href", "/hr/checkout/cart");
  await page.locator(".header-cart").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Košarica");
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
});
