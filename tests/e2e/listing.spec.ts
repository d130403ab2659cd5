import { expect, type Page, test } from "@playwright/test";
import { url } from "./support";

// Category pages, with JavaScript off and on (the two projects): filter by an
// attribute and a price range, sort, page and open a product; with JavaScript the counts
// refresh in place and the URL follows.

const count = async (page: Page) => Number((await page.locator("#listing-count").textContent())?.match(/\d+/)?.[0]);

async function openFirstCategory(page: Page, host = "si.lumera.localhost", path = "/") {
  await page.goto(url(host, path));
  await page.locator("nav.category-nav .category-nav-link").first().click();
  await expect(page.locator("#listing-count")).toBeVisible();
}

test("a shopper filters a category by an attribute and a price range, sorts, pages and opens a product", async ({ page, javaScriptEnabled }) => {
  await openFirstCategory(page);
  const all = await count(page);
  expect(all).toBeGreaterThan(48);
  const categoryPath = new URL(page.url()).pathname;

  // an attribute filter
  const option = page.locator(".filter-group").first().locator("input[type=checkbox]:not([disabled])").first();
  const label = page.locator(`label[for="${await option.getAttribute("id")}"]`);
  const expected = Number(await label.locator(".filter-count").textContent());
  await option.check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: /Prikaži izdelke/ }).click();
  await expect(page).toHaveURL(/\?skin_type=\d+$/);
  await expect.poll(() => count(page)).toBe(expected);
  await expect(page.locator(".chip").first()).toBeVisible();

  // a price range: from 10 € up
  await page.getByLabel("Od", { exact: true }).fill("10");
  if (javaScriptEnabled) await page.getByLabel("Od", { exact: true }).press("Enter");
  else await page.getByRole("button", { name: /Prikaži izdelke/ }).click();
  await expect(page).toHaveURL(/price=10,0/);
  const ranged = await count(page);
  expect(ranged).toBeLessThan(expected);
  const prices = await page.locator(".product-card .price-current").allTextContents();
  for (const text of prices) expect(Number(text.replace(/[^\d,]/g, "").replace(",", "."))).toBeGreaterThanOrEqual(10);

  // sort by price, high to low
  await page.getByLabel("Razvrsti po").selectOption("price_desc");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Razvrsti", exact: true }).click();
  await expect(page).toHaveURL(/orderBy=price_desc/);
  // with JavaScript the address changes in the same transition as the list, but the list's DOM may
  // commit a moment later: wait for it (the assertion itself is unchanged)
  const pricesNow = () =>
    page
      .locator(".product-card .price-current")
      .allTextContents()
      .then((texts) => texts.map((t) => Number(t.replace(/[^\d,]/g, "").replace(",", "."))));
  await expect
    .poll(async () => {
      const sorted = await pricesNow();
      return sorted.length > 1 && sorted.every((p, i) => i === 0 || sorted[i - 1] >= p);
    })
    .toBe(true);
  const sorted = await pricesNow();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

  // remove the attribute filter through its chip, then page
  await page.locator(".chip", { hasText: /Tip kože/ }).click();
  await expect(page).not.toHaveURL(/skin_type/);
  await page.goto(url("si.lumera.localhost", categoryPath));
  await page.locator(".pagination").getByRole("link", { name: "Stran 2" }).click();
  await expect(page).toHaveURL(/\?p=2$/);
  // the digit is what is seen, "Stran 2" what a screen reader reads
  await expect(page.locator(".pagination [aria-current=page] [aria-hidden=true]")).toHaveText("2");
  await expect(page.locator(".pagination [aria-current=page] .visually-hidden")).toHaveText("Stran 2");

  // open a product
  const card = page.locator(".product-card").first();
  const name = (await card.locator(".product-card-name").textContent())?.trim() ?? "";
  await card.locator(".product-card-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("ticking a value refreshes the other counts (in place with JavaScript) and the URL stays shareable", async ({ page, javaScriptEnabled }) => {
  await openFirstCategory(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const scentCounts = page.locator(".filter-group").nth(1).locator(".filter-count");
  const before = await scentCounts.allTextContents();
  await page.locator(".filter-group").first().locator("input[type=checkbox]:not([disabled])").first().check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: /Prikaži izdelke/ }).click();
  await expect.poll(() => scentCounts.allTextContents()).not.toEqual(before);
  await expect(page).toHaveURL(/\?skin_type=\d+$/);
  // with JavaScript no full page load happened; without it the form loaded the new page
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed ?? false)).toBe(javaScriptEnabled);
  // the shareable URL gives the same page to someone else
  const shared = page.url();
  const expectedCount = await count(page);
  const other = await page.context().newPage();
  await other.goto(shared);
  expect(await count(other)).toBe(expectedCount);
});

test("a Hungarian shopper sees forint prices on a category page", async ({ page }) => {
  await openFirstCategory(page, "eu.lumera.localhost", "/hu/");
  await expect(page.locator(".product-card .price-current").first()).toHaveText(/^\d{1,3}(?: \d{3})*,\d{2} Ft$/);
});

test("a brand page lists the brand's products with filters", async ({ page }) => {
  await page.goto(url("si.lumera.localhost", "/znamke/aurora"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurora");
  const brands = await page.locator(".product-card-brand").allTextContents();
  expect(new Set(brands)).toEqual(new Set(["Aurora"]));
  await expect(page.locator(".filter-group").first()).toBeVisible();
});
