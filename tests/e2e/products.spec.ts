import { expect, type Page, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { twoShoppers } from "./shoppers";
import { url } from "./support";

// README "Products", in a browser with JavaScript off and on: a manager makes a product of their
// own (so no other spec's product changes under it), finds it in the list by its SKU, changes its
// price and name (a price with a comma is refused at its field first), and an anonymous shopper
// and a signed-in one, who both had the product page open before, see the new name and price on
// it within 10 s (the anonymous one's page may come from the page cache until the catalogue
// version moves).

const SI = "si.lumera.localhost";
const LANGUAGES = ["sl", "hr", "hu", "en", "de", "it", "cs"];

test("a manager changes a product's price and name; a shopper sees them on the product page", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sku = `E2E-${tag}`.toUpperCase();
  const manager = unique(`products-manager-${testInfo.project.name}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);

  // a product of this test's own
  await page.goto(url(ADMIN, "/admin/products"));
  await page.getByRole("link", { name: "New product" }).click();
  await page.getByLabel("SKU", { exact: true }).fill(sku);
  await page.getByLabel("Price (EUR)", { exact: true }).fill("21.50");
  await page.getByLabel("In warehouse LJ").fill("5");
  await page.getByLabel("Main category").selectOption({ index: 1 });
  for (const lang of LANGUAGES) await page.getByLabel(`Name (${lang})`, { exact: true }).fill(`Sveča ${tag} ${lang}`);
  await page.getByLabel("URL key (sl)").fill(`sveca-${tag}`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status")).toContainText("Created");

  // two shoppers look at it first: the anonymous one's page is now in the page cache
  const shoppers = await twoShoppers(browser, { js: testInfo.project.name === "js", host: SI, department: "su" });
  const productPage = async (shop: Page) => {
    await shop.goto(url(SI, `/sveca-${tag}`));
    return `${await shop.getByRole("heading", { level: 1 }).textContent()} ${await shop.locator("main").textContent()}`;
  };
  await shoppers.seeWithin(productPage, (poll) => poll.toMatch(new RegExp(`Sveča ${tag} sl[\\s\\S]*21,50`)), 30_000);

  // found in the list by its SKU
  await page.getByRole("link", { name: "← Products" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(sku);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: sku });
  await expect(row).toContainText("€21.50");
  await row.getByRole("link", { name: `Sveča ${tag} sl` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sveča ${tag} sl`);

  // a comma is refused at the field, then the price and name are saved
  await page.getByLabel("Price (EUR)", { exact: true }).fill("37,45");
  await page.getByLabel("Name (sl)", { exact: true }).fill(`Dišeča sveča ${tag}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#f-price-error")).toContainText('Bad price "37,45"');
  await expect(page.getByLabel("Name (sl)", { exact: true })).toHaveValue(`Dišeča sveča ${tag}`);
  await page.getByLabel("Price (EUR)", { exact: true }).fill("37.45");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dišeča sveča ${tag}`);

  // both shoppers see the change within 10 s
  await shoppers.seeWithin(productPage, (poll) => poll.toMatch(new RegExp(`Dišeča sveča ${tag}[\\s\\S]*37,45`)));
  await shoppers.close();
});
