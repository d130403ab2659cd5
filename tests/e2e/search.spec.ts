import { expect, type Page, test } from "@playwright/test";
import { port } from "./support";

// Search, in a browser with JavaScript off and on (the two projects): the header box
// submits to the results page, an exact SKU opens the product, the live dropdown (JS only)
// appears after a second of quiet or at once on paste, and the 404 page recommends products.

const url = (path = "/", host = "si.lumera.localhost") => `http://${host}:${port}${path}`;
const headerBox = (page: Page) => page.locator("#header-search");
const dropdown = (page: Page) => page.locator("#header-search-listbox");

test("a shopper searches from the header, sees results and opens one", async ({ page }) => {
  await page.goto(url());
  await headerBox(page).fill("čistilni gel");
  await headerBox(page).press("Enter");
  await expect(page).toHaveURL(url("/search/%C4%8Distilni%20gel"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezultati iskanja za »čistilni gel«");
  await expect(page.getByText(/Najden[a-z]* \d+ izdel/)).toBeVisible();
  const first = page.locator(".product-card-link").first();
  const name = (await first.locator(".product-card-name").textContent())?.trim() ?? "";
  expect(name.toLowerCase()).toContain("čistilni gel");
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(url(href!));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("accents do not matter: cistilni finds the čistilni products", async ({ page }) => {
  await page.goto(url("/search/cistilni"));
  await expect(page.locator(".product-card-name").first()).toContainText("čistilni");
});

test("an exact SKU goes straight to its product page", async ({ page }) => {
  await page.goto(url("/en/", "eu.lumera.localhost"));
  await headerBox(page).fill("LM-000123");
  await headerBox(page).press("Enter");
  await expect(page).toHaveURL(/\/en\/[a-z0-9-]+-123$/);
});

test("nothing found shows a message and popular searches that work", async ({ page }) => {
  await page.goto(url("/search/zzqxyy"));
  await expect(page.getByText("Za »zzqxyy« nismo našli nobenega izdelka.")).toBeVisible();
  await page.getByRole("link", { name: "krema za roke" }).click();
  await expect(page).toHaveURL(url("/search/krema%20za%20roke"));
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("the 404 page shows recommended products and a working search box", async ({ page }) => {
  const response = await page.goto(url("/cms/ne-obstaja"));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /cms/ne-obstaja")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Morda vam bo všeč" })).toBeVisible();
  await expect(page.locator(".discovery-recommended .product-card")).toHaveCount(8);
  const box = page.locator("#error-search");
  await expect(box).toBeVisible();
  await box.fill("sveča");
  await box.press("Enter");
  await expect(page).toHaveURL(url("/search/sve%C4%8Da"));
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("the 404 page's search box is desktop only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url("/cms/ne-obstaja"));
  await expect(page.locator("#error-search")).toBeHidden();
  await expect(page.locator(".discovery-recommended .product-card").first()).toBeVisible();
});

// The dropdown is what JavaScript adds (without it the form submits, tested above): the
// "@js" tag keeps these in the js project only (playwright.config.ts).
test.describe("live dropdown @js", () => {
  test("appears after a second without typing, not before", async ({ page }) => {
    await page.goto(url());
    await headerBox(page).pressSequentially("krema", { delay: 20 });
    await page.waitForTimeout(300);
    await expect(dropdown(page)).toBeHidden();
    await expect(dropdown(page)).toBeVisible({ timeout: 2200 });
    await expect(dropdown(page).getByRole("option").first()).toContainText(/krema/i);
    await expect(dropdown(page).getByRole("option").last()).toContainText("Prikaži vse rezultate za »krema«");
    // prices in the storefront currency, formatted as spec §9 says
    await expect(dropdown(page).locator(".discovery-option-price").first()).toHaveText(/^(\d{1,3}( \d{3})*,\d{2} € ?)+/);
  });

  test("shows HUF prices on the Hungarian storefront", async ({ page }) => {
    await page.goto(url("/hu/", "eu.lumera.localhost"));
    await headerBox(page).pressSequentially("arckrém", { delay: 20 });
    await expect(dropdown(page)).toBeVisible({ timeout: 2500 });
    await expect(dropdown(page).locator(".discovery-option-price").first()).toContainText("Ft");
  });

  test("a paste asks at once", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(url());
    await page.evaluate(() => navigator.clipboard.writeText("krema za roke"));
    await headerBox(page).focus();
    const pastedAt = Date.now();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(headerBox(page)).toHaveValue("krema za roke");
    await expect(dropdown(page)).toBeVisible({ timeout: 900 });
    expect(Date.now() - pastedAt).toBeLessThan(1000);
  });

  test("arrow keys and Enter open the chosen product", async ({ page }) => {
    await page.goto(url());
    await headerBox(page).pressSequentially("krema", { delay: 20 });
    await expect(dropdown(page)).toBeVisible({ timeout: 2500 });
    await headerBox(page).press("ArrowDown");
    await headerBox(page).press("ArrowDown");
    const second = dropdown(page).getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(headerBox(page)).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
    const href = await second.locator("a").getAttribute("href");
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL(url(href!));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Escape, a click outside and an emptied box close it", async ({ page }) => {
    await page.goto(url());
    await headerBox(page).pressSequentially("krema", { delay: 20 });
    await expect(dropdown(page)).toBeVisible({ timeout: 2500 });
    await headerBox(page).press("Escape");
    await expect(dropdown(page)).toBeHidden();
    await headerBox(page).press("ArrowDown");
    await expect(dropdown(page)).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(dropdown(page)).toBeHidden();
    await headerBox(page).fill("");
    await headerBox(page).focus();
    await expect(dropdown(page)).toBeHidden();
  });

  test("an older term answering late does not replace a newer one", async ({ page }) => {
    // the first term's answer is held back until after the second term has answered
    await page.route("**/api/product_search/searchProducts", async (route) => {
      const body = route.request().postDataJSON() as { search: string };
      if (body.search === "krema") await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });
    await page.goto(url());
    await headerBox(page).pressSequentially("krema", { delay: 20 });
    await page.waitForTimeout(1300);
    await headerBox(page).fill("sveča");
    await expect(dropdown(page).getByRole("option").last()).toContainText("»sveča«", { timeout: 2500 });
    await page.waitForTimeout(2000);
    await expect(dropdown(page).getByRole("option").last()).toContainText("»sveča«");
    await expect(dropdown(page).getByRole("option").first()).toContainText(/sveč/i);
  });

  test("typing a SKU opens the product without Enter", async ({ page }) => {
    await page.goto(url());
    await headerBox(page).pressSequentially("LM-000123", { delay: 20 });
    await expect(page).toHaveURL(/\/[a-z0-9-]+-123$/, { timeout: 4000 });
  });

  test("the 404 page's box has the live dropdown too", async ({ page }) => {
    await page.goto(url("/cms/ne-obstaja"));
    await page.locator("#error-search").pressSequentially("sveča", { delay: 20 });
    await expect(page.locator("#error-search-listbox")).toBeVisible({ timeout: 2500 });
    await page.locator("#error-search-listbox").getByRole("option").last().click();
    await expect(page).toHaveURL(url("/search/sve%C4%8Da"));
  });
});
