import { expect, test } from "@playwright/test";
import { stockedProducts, url } from "./support";

// At 390 px, with JavaScript off and on: once the wishlist holds a product, its
// count sits on the heart's corner, like the cart's, not over the heart; category and brand
// pages fit the screen (the filter button, the sort form and the second column of cards).

test.use({ viewport: { width: 390, height: 844 } });

test("the wishlist count sits beside the heart, not over it", async ({ page }) => {
  const product = (await stockedProducts(page.request, "su", 200))[0];
  await page.goto(url("si.lumera.localhost", `/${product.urlKey}`));
  await page.locator("button.wishlist-heart").click();
  const badge = page.locator(".site-header .wishlist-count");
  await expect(badge).toHaveText("1");
  const heart = await page.locator('.site-header a[href="/wishlist"] svg').boundingBox();
  const count = await badge.boundingBox();
  if (!heart || !count) throw new Error("the heart or its count is not laid out");
  // the count's middle lies past the heart's right edge (at most its corner is covered)
  expect(count.x + count.width / 2).toBeGreaterThan(heart.x + heart.width - 2);
  expect(count.y + count.height / 2).toBeLessThan(heart.y + 4);
});

for (const path of ["/nega-obraza-in-telesa", "/znamke/aurora"]) {
  test(`${path} fits the screen: nothing reaches past its right edge`, async ({ page }) => {
    await page.goto(url("si.lumera.localhost", path));
    await expect(page.locator(".product-grid")).toBeVisible();
    const past = await page.evaluate(() =>
      [...document.querySelectorAll(".listing-page *")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > document.documentElement.clientWidth + 0.5;
        })
        .map((el) => el.className),
    );
    expect(past).toEqual([]);
    for (const selector of [".filters-toggle-button", ".sort-select", ".product-grid > li:nth-child(2)"]) {
      const box = await page.locator(selector).boundingBox();
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(390);
    }
  });
}
