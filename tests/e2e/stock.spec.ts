import { expect, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { url } from "./support";

// README "Stock", in a browser with JavaScript off and on: a manager makes a product of their own
// (5 in LJ), records a delivery and a count on its page (a count below zero is refused at its
// field first), sees both in the movements, sets a low-stock level above the figure and finds the
// product on the start page; the level is taken off again.

const LANGUAGES = ["sl", "hr", "hu", "en", "de", "it", "cs"];

test("a manager records a delivery and a count, sees the movements, and a low-stock level lists the product on the start page", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const manager = unique(`stock-manager-${testInfo.project.name}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);

  await page.goto(url(ADMIN, "/admin/products/new"));
  await page.getByLabel("SKU", { exact: true }).fill(`STOCK-${tag}`.toUpperCase());
  await page.getByLabel("Price (EUR)", { exact: true }).fill("9.90");
  await page.getByLabel("In warehouse LJ").fill("5");
  await page.getByLabel("Main category").selectOption({ index: 1 });
  for (const lang of LANGUAGES) await page.getByLabel(`Name (${lang})`, { exact: true }).fill(`Zaloga ${tag} ${lang}`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status")).toContainText("Created");
  const productPath = new URL(page.url()).pathname;
  const inStock = page.locator('[data-stock="LJ"]');
  await expect(inStock).toHaveText("5");

  // a delivery of 4
  await page.getByLabel("Delivery into LJ").fill("4");
  await page.getByLabel("Note (optional)").fill(`dobavnica ${tag}`);
  await page.getByRole("button", { name: "Record stock" }).click();
  await expect(page.getByRole("status")).toContainText("Stock recorded.");
  await expect(inStock).toHaveText("9");

  // a count below zero is refused at its field, then 7 on the shelf: two fewer than the figure
  await page.getByLabel("Count in LJ").fill("-1");
  await page.getByRole("button", { name: "Record stock" }).click();
  await expect(page.getByLabel("Count in LJ")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#f-count_LJ-error")).toContainText("0 or more");
  await expect(inStock).toHaveText("9");
  await page.getByLabel("Count in LJ").fill("7");
  await page.getByRole("button", { name: "Record stock" }).click();
  await expect(page.getByRole("status")).toContainText("Stock recorded.");
  await expect(inStock).toHaveText("7");

  const movements = page.getByRole("region", { name: "Stock movements" });
  const rows = movements.getByRole("row");
  await expect(rows).toHaveCount(4); // the head, the count, the delivery, the first count
  await expect(rows.nth(1)).toContainText("−2");
  await expect(rows.nth(1)).toContainText("Count");
  await expect(rows.nth(1)).toContainText(manager);
  await expect(rows.nth(2)).toContainText("+4");
  await expect(rows.nth(2)).toContainText(`Delivery — dobavnica ${tag}`);

  // a level above the figure: the product is low, on the start page
  await page.getByLabel("Low-stock level").fill("8");
  await page.getByRole("button", { name: "Set level" }).click();
  await expect(page.getByRole("status")).toContainText("Low-stock level saved.");
  await page.goto(url(ADMIN, "/admin"));
  const low = page.getByRole("region", { name: "Products low in stock" });
  await expect(low.getByRole("row").filter({ hasText: `STOCK-${tag}`.toUpperCase() })).toContainText("7");
  await low.getByRole("link", { name: `Zaloga ${tag} sl` }).click();
  await expect(page).toHaveURL(url(ADMIN, productPath));

  // taken off again: no other spec's start page lists it
  await page.getByLabel("Low-stock level").fill("");
  await page.getByRole("button", { name: "Set level" }).click();
  await expect(page.getByRole("status")).toContainText("Low-stock level saved.");
});
