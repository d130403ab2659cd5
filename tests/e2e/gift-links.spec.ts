import { expect, test } from "@playwright/test";
import { url } from "./support";

// The gift-certificate page is reachable from where a shopper looks for it: the
// header's navigation, the footer and the cart's certificate box, with JavaScript off and on;
// a storefront that has no such page (one-brand) links to none.

test("the header, the footer and the cart lead to the gift-certificate page", async ({ page }) => {
  await page.goto(url("si.lumera.localhost", "/"));
  await page.locator(".category-nav").getByRole("link", { name: "Darilni boni" }).click();
  await expect(page).toHaveURL(url("si.lumera.localhost", "/darilni-boni.html"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darilni boni");

  await page.goto(url("si.lumera.localhost", "/blog"));
  await page.locator(".site-footer").getByRole("link", { name: "Darilni boni" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darilni boni");

  await page.goto(url("si.lumera.localhost", "/cart"));
  await page.getByRole("link", { name: "Podarite darilni bon" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darilni boni");

  // the Croatian storefront names its own page
  await page.goto(url("hr.lumera.localhost", "/"));
  await expect(page.locator(".category-nav").getByRole("link", { name: "Poklon-bonovi" })).toHaveAttribute("href", "/poklon-bonovi.html");
});

test("a one-brand storefront, which has no gift-certificate page, links to none", async ({ page }) => {
  await page.goto(url("aurora.localhost", "/sl/"));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('a[href*="giftCertificate"], a[href*="darilni-boni"]')).toHaveCount(0);
});
