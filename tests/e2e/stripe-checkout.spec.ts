import { expect, type Page, test } from "@playwright/test";
import { choose, fillAddress, guestContact, placeFromReview, shown, unique } from "./checkout-helpers";
import { type ApiProduct, port } from "./support";

// Paying by card through Stripe, with JavaScript off and on: the second web server
// of playwright.config.ts runs with PAYMENT_PROVIDER=stripe, its calls to Stripe answered by msw
// and Stripe's hosted page played by a stand-in (tests/support/stripe-mock.ts) whose "Pay"
// delivers the signed webhook and sends the browser back, as Stripe does. The shopper first
// goes back from Stripe's page (the order gives everything back), then pays; the success page
// shows the order paid, with the total the review showed.

const stripePort = Number(port) + 10;
const at = (host: string, path: string) => `http://${host}:${stripePort}${path}`;
const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

async function stockedProduct(page: Page, department: string, skip: number) {
  const list = await page.request.post(`http://127.0.0.1:${stripePort}/api/product/fetchWishlistProducts`, {
    data: { ids: Array.from({ length: 80 }, (_, i) => i + 1), department },
  });
  const { products } = (await list.json()) as { products: ApiProduct[] };
  const stocked = products.filter((p) => p.stock.inStock && p.salable !== false);
  // each project (JavaScript off, on) buys its own product
  return stocked[skip + (test.info().project.name === "js" ? 10 : 0)];
}

async function fillCart(page: Page, host: string, prefix: string, product: ApiProduct) {
  await page.goto(at(host, `${prefix}/${product.urlKey}`));
  await page.locator(".pv-cart-form button[type=submit]").click();
  await expect(page.locator(".header-cart .cart-count")).not.toHaveText("0");
  await page.goto(at(host, `${prefix}/cart`));
  return shown(page, "grand");
}

for (const [label, host, prefix, department, address] of [
  ["a guest in su (EUR)", SI, "", "su", { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" }],
  ["a guest in chu (HUF)", EU, "/hu", "chu", { street: "Andrássy út 12", postcode: "1061", city: "Budapest", country: "HU" }],
] as const) {
  test(`${label} pays by card on Stripe's Checkout after going back once`, async ({ page }) => {
    const product = await stockedProduct(page, department, department === "su" ? 0 : 1);
    const cartTotal = await fillCart(page, host, prefix, product);
    await page.locator(".cart-checkout").click();
    await guestContact(page, unique("e2e-stripe"));
    await fillAddress(page, address);
    await choose(page, "shipping", "delivery");
    await choose(page, "payment", "card");
    const grand = await placeFromReview(page, cartTotal);

    // Stripe's page, with the order's total in the order's currency
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort + 1}/c/pay/cs_test_`));
    await expect(page.locator("[data-amount]")).toHaveAttribute("data-amount", String(grand));
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(at(host, `${prefix}/checkout/payment?payment=cancelled`));
    await expect(page.locator(".checkout-notice")).toBeVisible();

    // the cart is still there: pay again, this time for real
    await page.locator(".checkout-card form button[type=submit]").click();
    expect(await placeFromReview(page, cartTotal)).toBe(grand);
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(at(host, `${prefix}/checkout/success`));
    await expect(page.locator("[data-order-number]")).toHaveText(new RegExp(`^${department.toUpperCase()}-\\d{4}-\\d{6}$`));
    expect(await shown(page, "grand")).toBe(grand);
    await expect(page.locator(".checkout-success")).toContainText(product.name);
  });
}
