import { expect, type Page, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { twoShoppers } from "./shoppers";
import { url } from "./support";

// README "Redirects and the sale message", in a browser with JavaScript off and on (the two
// projects): a manager adds a redirect and an anonymous shopper (through the page cache, within
// the 5 s version check) and a signed-in one asking for the old path land on the new one; a loop
// is refused at its field; pasted CSV lines are a dry run, then applied; a manager turns on the
// Italian sale message and both shoppers see it on home, then turns it off again (the seed's
// state, which content.spec.ts reads).

const SI = "si.lumera.localhost";
const IT = "it.lumera.localhost";

test("a manager's redirect takes a shopper from the old path to the new one; a loop is refused at the field; pasted lines are imported after a dry run", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  const old = `/e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const shoppers = await twoShoppers(browser, { js, host: SI, department: "su" });
  const manager = unique(`redirects-${testInfo.project.name}`);
  expect(staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`).status).toBe(0);
  await firstSignIn(page, manager);
  await page.getByRole("link", { name: "Redirects", exact: true }).click();
  await expect(page).toHaveURL(url(ADMIN, "/admin/redirects"));

  await page.locator("#f-department").selectOption("su");
  await page.getByLabel("Old path").fill(`${old}/`);
  await page.getByLabel("Leads to").fill("/cms/o-nas");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toContainText("The redirect is added.");
  await expect(page.getByRole("row").filter({ hasText: old })).toContainText("/cms/o-nas");

  // the page it leads to cannot lead back
  await page.getByLabel("Old path").fill("/cms/o-nas");
  await page.getByLabel("Leads to").fill(old);
  await page.getByRole("button", { name: "Add redirect" }).click();
  const to = page.getByLabel("Leads to");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#f-to-error")).toHaveText(
    `That makes a loop: /cms/o-nas → ${old} → /cms/o-nas. A shopper would be sent round it until the browser gives up.`,
  );
  await expect(page.getByRole("alert")).toContainText("That makes a loop");
  await expect(page.getByLabel("Old path")).toHaveValue("/cms/o-nas");

  // an anonymous shopper (no session: the full-page cache may answer) and a signed-in one follow the old path
  await shoppers.seeWithin(
    async (shop) => {
      await shop.goto(url(SI, old));
      return new URL(shop.url()).pathname;
    },
    (poll) => poll.toBe("/cms/o-nas"),
  );
  for (const { page: shop } of shoppers.shoppers) await expect(shop.getByRole("heading", { level: 1 })).toBeVisible();
  await shoppers.close();

  // many at once: a dry run, then applied as shown (the lines ride back with the Apply form)
  await page.getByRole("link", { name: "Import many from a CSV file" }).click();
  await page.getByLabel("Or paste the lines").fill(`from;to;status\r\n${old}-a;/cms/o-nas;302\r\n${old}-b;javascript:alert(1);301\r\n`);
  await page.getByLabel("Storefront of rows without one").selectOption("su");
  await page.getByRole("button", { name: "Dry run" }).click();
  await expect(page.locator("[data-import-counts]")).toHaveText("1 to add, 0 to change, 0 already so, 1 refused.");
  await expect(page.getByRole("row").filter({ hasText: `${old}-b` })).toContainText("Refused: to:");
  await page.getByRole("button", { name: "Apply: add 1, change 0" }).click();
  await expect(page.getByRole("status")).toContainText("1 added, 0 changed, 0 already so, 1 refused.");
  await expect(page.getByRole("row").filter({ hasText: `${old}-a` })).toContainText("302");
});

test("a manager turns the sale message on and a shopper sees it on home; off again, it is gone", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  const text = `Saldi ${testInfo.project.name} ${Date.now().toString(36)}`;
  const shoppers = await twoShoppers(browser, { js, host: IT, department: "cit" });
  const manager = unique(`sale-${testInfo.project.name}`);
  expect(staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`).status).toBe(0);
  await firstSignIn(page, manager);
  await page.getByRole("link", { name: "Sale message", exact: true }).click();
  await page.getByRole("form", { name: "Choose the storefront" }).getByRole("combobox").selectOption("cit");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { name: "The message of Lumera Italia" })).toBeVisible();
  await expect(page.getByText("Off: not shown.")).toBeVisible();

  // an end before its start is refused at the field
  await page.getByLabel("Show the message").check();
  await page.getByLabel("Text for phones").fill(text);
  await page.getByLabel("Text for larger screens").fill(`${text}: −20 % su tutto`);
  await page.getByLabel("First day (optional)").fill("2026-12-24");
  await page.getByLabel("Last day (optional)").fill("2026-12-01");
  await page.getByRole("button", { name: "Save sale message" }).click();
  await expect(page.getByLabel("Last day (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#f-to-error")).toHaveText("The last day is before the first: the message would never show.");

  await page.getByLabel("First day (optional)").fill("");
  await page.getByLabel("Last day (optional)").fill("");
  await page.getByRole("button", { name: "Save sale message" }).click();
  await expect(page.getByRole("status")).toContainText("The sale message of Lumera Italia is saved.");
  await expect(page.getByText("Shoppers see this message on the home page now.")).toBeVisible();

  const shown = async (shop: Page) => {
    await shop.goto(url(IT, "/"));
    return shop.locator(".home-sale-desktop").count();
  };
  await shoppers.seeWithin(shown, (poll) => poll.toBe(1));
  for (const { page: shop } of shoppers.shoppers) await expect(shop.locator(".home-sale-desktop")).toHaveText(`${text}: −20 % su tutto`);

  await page.getByLabel("Show the message").uncheck();
  await page.getByRole("button", { name: "Save sale message" }).click();
  await expect(page.getByText("Off: not shown.")).toBeVisible();
  await shoppers.seeWithin(shown, (poll) => poll.toBe(0));
  await shoppers.close();
});
