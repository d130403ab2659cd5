import { expect, test } from "@playwright/test";
import { port, url } from "./support";

// What a shopper sees after "Add to cart", with JavaScript off (the form's 303 back to the
// product page) and on (the JSON call): that it was added, how many the cart now holds, the way
// on to the cart and the checkout; when the line already holds the most an order takes (99),
// that nothing was added; and the free-shipping hint counting what the cart holds.

const SI = "si.lumera.localhost";

interface PricedProduct {
  urlKey: string;
  name: string;
  salable?: boolean;
  stock: { inStock: boolean };
  price: { isDiscounted: boolean; regularPrice: number; discountPrice: number | null };
}

const payable = (p: PricedProduct) => (p.price.isDiscounted && p.price.discountPrice !== null ? p.price.discountPrice : p.price.regularPrice);

/** "12,50 €" for 12.5 (Slovenian, euros). */
const euros = (amount: number) => `${(Math.round(amount * 100) / 100).toFixed(2).replace(".", ",")} €`;

test("adding to the cart says what was added, how many the cart holds, and leads on", async ({ page }) => {
  const list = await page.request.post(`http://127.0.0.1:${port}/api/product/fetchWishlistProducts`, {
    data: { ids: Array.from({ length: 80 }, (_, i) => i + 120), department: "su" },
  });
  const { products } = (await list.json()) as { products: PricedProduct[] };
  // in stock and under 20 €: two of it stay under the 60 € free-shipping threshold
  const product = products.find((p) => p.stock.inStock && p.salable !== false && payable(p) < 20);
  if (!product) throw new Error("no product in stock under 20 € among the demo products");
  const price = payable(product);

  await page.goto(url(SI, `/${product.urlKey}`));
  const shipping = page.locator(".pv-shipping");
  // no cart yet: the product alone counts
  await expect(shipping).toHaveText(`Do brezplačne dostave vam manjka še ${euros(60 - price)}`);

  const form = page.locator(".pv-cart-form");
  await form.locator("input[name=qty]").fill("2");
  await form.getByRole("button", { name: "Dodaj v košarico" }).click();
  const status = page.locator(".pv-cart-status").filter({ hasText: "Dodano v košarico." });
  await expect(status).toContainText("V košarici: 2.");
  await expect(page.locator(".header-cart .cart-count")).toHaveText("1");
  // the hint now counts the two in the cart
  await expect(shipping).toHaveText(`Do brezplačne dostave vam manjka še ${euros(60 - 2 * price)}`);

  // 98 more fill the line to 99 (97 of them fit)
  await form.locator("input[name=qty]").fill("98");
  await form.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page.locator(".pv-cart-status")).toContainText("V košarici: 99.");
  await expect(page.locator(".pv-cart-status")).toContainText("V košarici je že največja količina za eno naročilo (99).");

  // the line is full: adding 5 more adds nothing, and the page says so instead of "added"
  await form.locator("input[name=qty]").fill("5");
  await form.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page.locator(".pv-cart-status")).toHaveText(/^V košarici je že največja količina za eno naročilo \(99\)\. V košarici: 99\./);
  await expect(page.locator(".pv-cart-status")).not.toContainText("Dodano v košarico.");
  await expect(shipping).toHaveText("Brezplačna dostava");

  await expect(page.locator(".pv-cart-status").getByRole("link", { name: "Na blagajno" })).toBeVisible();
  await page.locator(".pv-cart-status").getByRole("link", { name: "Ogled košarice" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Košarica");
  await expect(page.locator(".cart-line input[type=number]")).toHaveValue("99");
});

test("a product link carrying a stale 'added' mark shows no notice to a shopper whose cart does not hold it", async ({ page }) => {
  const list = await page.request.post(`http://127.0.0.1:${port}/api/product/fetchWishlistProducts`, {
    data: { ids: [121, 122, 123, 124, 125], department: "su" },
  });
  const { products } = (await list.json()) as { products: PricedProduct[] };
  await page.goto(url(SI, `/${products[0].urlKey}?added=5`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(products[0].name);
  await expect(page.locator(".pv-added")).toHaveCount(0);
});
