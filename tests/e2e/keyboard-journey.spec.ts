import { type Page, expect, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { url } from "./support";

// Issue 15's keyboard-only journey at 390 px, with JavaScript off and on: open the menu, open a
// category, open the filters, apply one, open a product, add it to the cart, go to the checkout
// from the add notice and place the order — Tab, Shift+Tab, Enter, Space, arrows and typing only.

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(90_000);

/** Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 250) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached in ${limit} Tabs`);
}

test("menu, category, filter, product, cart and checkout by keyboard alone", async ({ page }) => {
  await page.goto(url("si.lumera.localhost", "/"));

  // the menu, then the first category in it
  await tabTo(page, "#menu-toggle");
  await page.keyboard.press("Space");
  await expect(page.locator(".category-nav")).toBeVisible();
  await tabTo(page, ".category-nav a.category-nav-link");
  await page.keyboard.press("Enter");
  await expect(page.locator(".listing-page")).toBeVisible();

  // the filters: open, tick the first value, show the products
  await tabTo(page, "#filters-toggle");
  await page.keyboard.press("Space");
  await expect(page.locator(".listing-sidebar")).toBeVisible();
  await tabTo(page, ".filter-value input[type=checkbox]");
  await page.keyboard.press("Space");
  await tabTo(page, ".filter-apply");
  await page.keyboard.press("Enter");
  await expect(page.locator(".selected-filters .chip").first()).toBeVisible();
  await expect(page.locator(".listing-sidebar")).toBeHidden();

  // a product in stock from the results
  await tabTo(page, ".product-card:has(.stock-in) a[data-card-link]");
  await page.keyboard.press("Enter");
  await expect(page.locator(".pv-cart-form")).toBeVisible();
  await tabTo(page, ".pv-cart-form button[type=submit]");
  await page.keyboard.press("Enter");
  await expect(page.locator(".pv-cart-status")).toContainText("Dodano v košarico.");
  await tabTo(page, ".pv-added-links a.button");
  await page.keyboard.press("Enter");

  // the checkout: contact, address, shipping, payment, review
  await expect(page).toHaveURL(/\/checkout\/contact$/);
  await tabTo(page, "#guest-email");
  await page.keyboard.type(unique("keyboard"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/address$/);
  for (const [id, text] of [
    ["#addr-first", "Ana"],
    ["#addr-last", "Novak"],
    ["#addr-street", "Trubarjeva cesta 1"],
    ["#addr-postcode", "1000"],
    ["#addr-city", "Ljubljana"],
  ]) {
    await tabTo(page, id, 30);
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await tabTo(page, ".checkout-card form button[type=submit]", 60);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // cash on delivery, chosen with the arrows in the radio group
  await tabTo(page, "input[name=method]", 60);
  for (let i = 0; i < 6 && !(await page.locator("input[name=method][value=cod]").isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(page.locator("input[name=method][value=cod]")).toBeChecked();
  await tabTo(page, ".checkout-card form button[type=submit]", 60);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await tabTo(page, ".checkout-place-button", 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hvala za vaše naročilo");
});
