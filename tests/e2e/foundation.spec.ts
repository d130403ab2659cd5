import { expect, test } from "@playwright/test";
import { url } from "./support";

// The storefronts in a browser, with JavaScript off and on (the two projects): they render
// in their languages, the layout's links work, errors show the 404 page.

test("a shopper reaches every storefront in its language", async ({ page }) => {
  const cases = [
    { host: "si.lumera.localhost", path: "/", lang: "sl" },
    { host: "eu.lumera.localhost", path: "/hu/", lang: "hu" },
    { host: "eu.lumera.localhost", path: "/en/", lang: "en" },
    { host: "cz.lumera.localhost", path: "/", lang: "cs" },
  ];
  for (const { host, path, lang } of cases) {
    const response = await page.goto(url(host, path));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("search").first()).toBeVisible();
  }
});

test("the header, navigation and footer lead to real pages", async ({ page }) => {
  await page.goto(url("si.lumera.localhost"));
  const nav = page.locator("nav.category-nav");
  const firstCategory = nav.getByRole("link").first();
  const name = (await firstCategory.textContent())?.trim() ?? "";
  await firstCategory.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  await page.goto(url("si.lumera.localhost"));
  const footerLink = page.locator("footer .footer-links a").first();
  const title = (await footerLink.textContent())?.trim() ?? "";
  await footerLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(page.url()).toContain("/cms/");
});

test("the search box submits without JavaScript to the search page", async ({ page }) => {
  await page.goto(url("eu.lumera.localhost", "/en/"));
  // the header box is an ARIA 1.2 combobox (a search input that controls the suggestions)
  const box = page.getByRole("combobox", { name: "Search the shop" });
  await box.fill("cream");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown page shows the 404 page with its message and a way home", async ({ page }) => {
  const response = await page.goto(url("hr.lumera.localhost", "/ne-postoji"));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /ne-postoji")).toBeVisible();
  await expect(page.getByRole("search").last()).toBeVisible();
  await page.locator(".error-page a.button").click();
  await expect(page).toHaveURL(url("hr.lumera.localhost", "/"));
});

test("a one-brand storefront hides the pages its shop type forbids", async ({ page }) => {
  const response = await page.goto(url("aurora.localhost", "/sl/cart"));
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "sl");
});

test.describe("mobile, 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens with the menu button, without JavaScript too", async ({ page }) => {
    await page.goto(url("si.lumera.localhost"));
    const nav = page.locator(".category-nav");
    await expect(nav).toBeHidden();
    await page.locator(".menu-button").click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link").first()).toBeVisible();
  });
});
