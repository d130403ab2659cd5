import { expect, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { violations } from "./axe";
import { url } from "./support";

// README "Categories and brands" and "Bulk changes", in a browser with JavaScript off and on: a
// manager creates a category, renames and re-keys it, and a shopper finds it at its new URL while
// the old one answers 301; a bulk change of +10 % on a product of the test's own is previewed
// (nothing changed), applied, and the product's page shows the new price within 10 s.

const SI = "si.lumera.localhost";
const LANGUAGES = ["sl", "hr", "hu", "en", "de", "it", "cs"];

test("a manager creates, renames and re-keys a category; the old URL moves to the new one", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const manager = unique(`categories-manager-${testInfo.project.name}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);

  await page.goto(url(ADMIN, "/admin"));
  await page.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await page.getByLabel("Parent").selectOption({ index: 1 });
  for (const lang of LANGUAGES) await page.getByLabel(`Name (${lang})`, { exact: true }).fill(`Kategorija ${tag} ${lang}`);
  await page.getByLabel("URL key (sl)").fill(`kategorija-${tag}`);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByRole("status")).toContainText("The category is created.");
  const oldPath = (await page.getByText(/^sl: \//).textContent())!.slice("sl: ".length);
  expect(oldPath).toMatch(new RegExp(`/kategorija-${tag}$`));

  await page.getByLabel("Name (sl)", { exact: true }).fill(`Nova kategorija ${tag}`);
  await page.getByLabel("URL key (sl)").fill(`nova-${tag}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  const newPath = (await page.getByText(/^sl: \//).textContent())!.slice("sl: ".length);
  expect(newPath).toBe(oldPath.replace(`kategorija-${tag}`, `nova-${tag}`));

  // an anonymous shopper, in a browser of their own: the new URL, and the old one moved there (301)
  const shopper = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
  const shop = await shopper.newPage();
  await expect
    .poll(
      async () => {
        await shop.goto(url(SI, newPath));
        return shop.getByRole("heading", { level: 1 }).textContent();
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(`Nova kategorija ${tag}`);
  await expect
    .poll(
      async () => {
        const res = await shop.goto(url(SI, oldPath));
        return (await res?.request().redirectedFrom()?.response())?.status();
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(301);
  expect(new URL(shop.url()).pathname).toBe(newPath);
  await shopper.close();
});

test("a bulk change of +10 % is previewed, then applied; the product's page shows the new price", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sku = `BULK-${tag}`.toUpperCase();
  const manager = unique(`bulk-manager-${testInfo.project.name}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);

  // a product of this test's own
  await page.goto(url(ADMIN, "/admin/products/new"));
  await page.getByLabel("SKU", { exact: true }).fill(sku);
  await page.getByLabel("Price (EUR)", { exact: true }).fill("21.50");
  await page.getByLabel("In warehouse LJ").fill("5");
  await page.getByLabel("Main category").selectOption({ index: 1 });
  for (const lang of LANGUAGES) await page.getByLabel(`Name (${lang})`, { exact: true }).fill(`Bulk ${tag} ${lang}`);
  await page.getByLabel("URL key (sl)").fill(`bulk-${tag}`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status")).toContainText("Created");

  await page.goto(url(ADMIN, `/admin/products?q=${encodeURIComponent(sku)}`));
  await page.getByRole("checkbox", { name: `Select ${sku}` }).check();
  await page.getByLabel("With the selected products").selectOption("price-percent");
  await page.getByLabel("Percentage or amount (EUR)").fill("10");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview of the bulk change" });
  await expect(preview.getByRole("row").filter({ hasText: sku })).toContainText("€21.50 → €23.65");
  // nothing changed yet
  await expect(page.getByRole("region", { name: "Products" }).getByRole("row").filter({ hasText: sku })).toContainText("€21.50");
  await page.getByRole("button", { name: "Apply to 1 product" }).click();
  await expect(page.getByRole("status")).toContainText("done for 1 product");
  await expect(page.getByRole("region", { name: "Products" }).getByRole("row").filter({ hasText: sku })).toContainText("€23.65");

  const shopper = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
  const shop = await shopper.newPage();
  await expect
    .poll(
      async () => {
        await shop.goto(url(SI, `/bulk-${tag}`));
        return shop.locator("main").textContent();
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toContain("23,65");
  await shopper.close();
});

test.describe("axe", () => {
  test.use({ bypassCSP: true });
  test("@js the categories, brands and products rooms have no axe violation at 1280 and 390 px", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const manager = unique(`categories-axe-${testInfo.project.name}`);
    const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
    expect(made.status, made.stderr).toBe(0);
    await firstSignIn(page, manager);
    const found: string[] = [];
    await page.goto(url(ADMIN, "/admin/categories"));
    const category = await page.getByRole("navigation", { name: "Category tree" }).getByRole("link").first().getAttribute("href");
    await page.goto(url(ADMIN, "/admin/brands"));
    const brand = await page.getByRole("region", { name: "Brands" }).getByRole("link").first().getAttribute("href");
    for (const path of ["/admin/categories", category!, "/admin/brands", brand!, "/admin/products?archived=all"]) {
      await page.goto(url(ADMIN, path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found.push(...(await violations(page, path)));
    }
    // the bulk preview
    await page.goto(url(ADMIN, "/admin/products"));
    await page.getByLabel("Select all on this page").check();
    await page.getByLabel("With the selected products").selectOption("price-percent");
    await page.getByLabel("Percentage or amount (EUR)").fill("1");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("heading", { name: /^Preview/ })).toBeVisible();
    found.push(...(await violations(page, "bulk preview")));
    expect(found).toEqual([]);
  });
});
