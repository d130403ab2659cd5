import { expect, type Page, test } from "@playwright/test";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { unique } from "./checkout-helpers";
import { twoShoppers } from "./shoppers";
import { port, stockedProducts, url } from "./support";

// README "Archiving products", in a browser with JavaScript off and on (the two projects): a
// manager archives a product on /admin/products/:id/archive; within 10 s the category page of an
// anonymous shopper (it may come from the full-page cache) and of a signed-in one no longer lists
// it, and its URL answers 410 with the not-found page's search; restored, it is back.

const SI = "si.lumera.localhost";

test("a manager archives a product: the shopper's category page drops it within 10 s and its URL answers 410; restored, it is back", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  // near the end of the demo's ids, which the buying specs seldom reach, a different one per project
  const stocked = await stockedProducts(page.request, "su", 381);
  const product = stocked.at(js ? -2 : -1)!;
  const detail = await (await page.request.get(`http://127.0.0.1:${port}/api/product/fetchProduct?urlKey=${product.urlKey}&department=su`)).json();
  const category = detail.product.breadcrumbs.at(-1).path as string;
  const price = (detail.product.price.discountPrice ?? detail.product.price.regularPrice) as number;
  // a narrow price filter keeps the product on the category's first page
  const categoryPage = url(SI, `${category}?price=${Math.floor(price)},${Math.ceil(price) + 1}`);

  const shoppers = await twoShoppers(browser, { js, host: SI, department: "su" });
  const listed = async (shop: Page) => {
    await shop.goto(categoryPage);
    return shop.locator(`main a[href="/${product.urlKey}"]`).count();
  };
  const status = async (shop: Page) => (await shop.goto(url(SI, `/${product.urlKey}`)))?.status();
  await shoppers.seeWithin(listed, (poll) => poll.toBeGreaterThan(0), 30_000);

  const manager = unique(`archive-manager-${testInfo.project.name}`);
  const added = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(added.status, added.stderr + added.stdout).toBe(0);
  await firstSignIn(page, manager);
  await page.goto(url(ADMIN, `/admin/products/${product.id}/archive`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Archive");
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("its URL answers 410 Gone");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Archived");

  await shoppers.seeWithin(listed, (poll) => poll.toBe(0));
  for (const { page: shopper } of shoppers.shoppers) {
    expect(await status(shopper)).toBe(410);
    await expect(shopper.getByRole("heading", { level: 1, name: "Tega izdelka ne prodajamo več" })).toBeVisible();
    await expect(shopper.locator("#error-search")).toBeVisible();
  }

  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("status")).toContainText("is on sale again");
  await shoppers.seeWithin(status, (poll) => poll.toBe(200));
  await shoppers.seeWithin(listed, (poll) => poll.toBeGreaterThan(0));
  await shoppers.close();
});
