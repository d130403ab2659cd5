import { expect, type Page, test } from "@playwright/test";
import { choose, fillAddress, guestContact, placeFromReview, shown, unique } from "./checkout-helpers";
import { openDatabase } from "~/db/db.server";
import { addStaff } from "~/services/staff.server";
import { readOutbox } from "../support/outbox";
import { ADMIN, firstSignIn, STAFF_PASSWORD } from "./staff-helpers";
import { type ApiProduct, port, serverFiles } from "./support";

// Paying by card through Stripe, with JavaScript off and on: the second web server
// of playwright.config.ts runs with PAYMENT_PROVIDER=stripe, its calls to Stripe answered by msw
// and Stripe's hosted page played by a stand-in (tests/support/stripe-mock.ts) whose "Pay"
// delivers the signed webhook and sends the browser back, as Stripe does. The shopper first
// goes back from Stripe's page (the order gives everything back), then pays; the success page
// shows the order paid, with the total the review showed. An order taken by phone with Card is
// paid the same way from the link mailed to the shopper.

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

test("a card order taken by phone is paid by its mailed link on Stripe's Checkout, after going back once", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const adminUrl = (path: string) => at(ADMIN, path);
  const files = serverFiles(stripePort);
  const product = await stockedProduct(page, "su", 4);
  const manager = unique(`pl-manager-${testInfo.project.name}`);
  const { db, close } = openDatabase(files.databaseUrl);
  const sku = await db
    .selectFrom("product")
    .select("sku")
    .where("id", "=", product.id)
    .executeTakeFirstOrThrow()
    .then(async (row) => {
      const added = await addStaff(db, { email: manager, role: "manager", password: STAFF_PASSWORD }, "command:e2e");
      expect(added.ok).toBe(true);
      return row.sku;
    })
    .finally(() => close());

  // the order, taken in the back office with Card: the shopper is mailed a link
  await firstSignIn(page, manager, adminUrl);
  await page.goto(adminUrl("/admin/orders/new"));
  const caller = unique("pl-caller");
  await page.getByRole("combobox", { name: "Storefront" }).selectOption("su");
  await page.getByLabel("E-mail", { exact: true }).fill(caller);
  await page.getByLabel("First name").fill("Janez");
  await page.getByLabel("Last name").fill("Kranjc");
  await page.getByLabel("SKU, row 1").fill(sku);
  await page.getByLabel("Street and number").fill("Slovenska cesta 5");
  await page.getByLabel("Postcode").fill("1000");
  await page.getByLabel("City").fill("Ljubljana");
  await page.getByLabel("Card (a payment link is mailed to the shopper)").check();
  await page.getByRole("button", { name: "Check prices" }).click();
  await expect(page.getByRole("heading", { name: "Prices" })).toBeVisible();
  await page.getByRole("button", { name: "Place the order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Order SU-\d{4}-\d{6}/);
  await expect.poll(() => readOutbox(files.outboxDir).filter((m) => m.to.includes(caller)).length).toBe(1);
  const mail = readOutbox(files.outboxDir).find((m) => m.to.includes(caller))!;
  const link = /https?:\/\/\S+\/pay\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  expect(new URL(link).host).toBe(`${SI}:${stripePort}`);

  // the shopper opens it (no cookie of the shop), goes to Stripe's page and back, then pays
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.locator("[data-pay-link]")).toHaveAttribute("data-pay-link", "open");
  const total = await page.locator('[data-total="pay"]').textContent();
  await page.locator(".checkout-submit").click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort + 1}/c/pay/cs_test_`));
  const stripePage = page.url();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.locator("[data-pay-link]")).toHaveAttribute("data-pay-link", "open");
  await page.locator(".checkout-submit").click();
  // the same Checkout Session, not a second one
  await expect(page).toHaveURL(stripePage);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`^${link}\\?paid=1&session_id=cs_test_`));
  // the webhook came before Stripe's page sent the browser back; else the page refreshes until it has
  await expect(page.locator("[data-pay-link]")).toHaveAttribute("data-pay-link", "paid", { timeout: 15_000 });
  await expect(page.locator(".checkout-submit")).toHaveCount(0);
  expect(total).toBeTruthy();
  await expect.poll(() => readOutbox(files.outboxDir).filter((m) => m.to.includes(caller)).length).toBe(2);
});
