import { expect, test } from "@playwright/test";
import { choose, fillAddress, fillCart, guestContact, placeFromReview, shown, stockedProduct, unique } from "./checkout-helpers";
import { url } from "./support";

// Money that looks local, with JavaScript off and on, at 390 and 1280 px: forint
// prices are whole forints wherever they show, the gift page offers forint amounts, and a bank
// transfer from the Hungarian storefront goes to a Hungarian forint account.

const EU = "eu.lumera.localhost";
const WHOLE_FORINTS = /^\d{1,3}( \d{3})*,00 Ft$/;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("forint prices are whole on the product page, its category and the cart", async ({ page }) => {
      const product = await stockedProduct(page.request, "chu", 20 + (width === 390 ? 0 : 1));
      await page.goto(url(EU, `/hu/${product.urlKey}`));
      for (const price of await page.locator(".product-view .price-current, .product-view .price-regular").allTextContents())
        expect(price.trim()).toMatch(WHOLE_FORINTS);
      await page.locator(".breadcrumbs a").last().click();
      await expect(page.locator(".product-grid")).toBeVisible();
      const prices = await page.locator(".product-grid .price-current").allTextContents();
      expect(prices.length).toBeGreaterThan(3);
      for (const price of prices) expect(price.trim()).toMatch(WHOLE_FORINTS);

      await fillCart(page, EU, "/hu", product, 3);
      for (const name of ["subtotal", "grand"]) expect((await shown(page, name)) % 100, name).toBe(0);
      await expect(page.locator(".cart-line-total").first()).toHaveText(/,00 Ft$/);
    });

    test("the gift page offers forint amounts, and the one chosen is what the cart charges", async ({ page }) => {
      await page.goto(url(EU, "/hu/giftCertificate"));
      await expect(page.locator(".gift-preset span")).toHaveText(["5 000,00 Ft", "10 000,00 Ft", "20 000,00 Ft", "50 000,00 Ft", "Más összeg"]);
      await expect(page.locator(".gift-card-amount")).toHaveText("10 000,00 Ft");
      await page.locator(".gift-preset", { hasText: "20 000,00 Ft" }).click();
      await page.locator(".gift-submit").click();
      await expect(page).toHaveURL(/\/hu\/cart$/);
      await expect(page.locator('[data-total="subtotal"]')).toHaveText("20 000,00 Ft");
    });
  });
}

test("a bank transfer from the Hungarian storefront: a Hungarian forint account, the order number as közlemény", async ({ page }) => {
  const product = await stockedProduct(page.request, "chu", 22);
  const cartTotal = await fillCart(page, EU, "/hu", product, 1);
  await page.goto(url(EU, "/hu/checkout"));
  await guestContact(page, unique("e2e-forint-bank"));
  await fillAddress(page, { street: "Andrássy út 12", postcode: "1061", city: "Budapest", country: "HU" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "bank");
  await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/hu\/checkout\/success$/);
  const number = (await page.locator("[data-order-number]").textContent()) ?? "";
  const bank = page.locator(".checkout-bank");
  await expect(bank).toContainText("HU42 1177 3016 1111 1018 0000 0000");
  await expect(bank).toContainText("Lumera Kft.");
  await expect(bank.locator("dd").last()).toHaveText(number);
  await expect(bank).not.toContainText("SI56");
});
