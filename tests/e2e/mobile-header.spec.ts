import { expect, test } from "@playwright/test";
import { stockedProducts, url } from "./support";

// The header at 390 px, with JavaScript off and on (issue 15 §2): once the wishlist holds a
// product, its count sits on the heart's corner, like the cart's, not over the heart.

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
