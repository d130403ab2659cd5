import { expect, type Page, test } from "@playwright/test";
import { choose, fillAddress, fillCart, PASSWORD, placeFromReview, shown, unique } from "./checkout-helpers";
import { port, stockedProducts, url } from "./support";

// A customer's order page in a browser, with JavaScript off and on (the two
// projects): an order placed by cash on delivery is opened from the profile, with its lines and
// totals as the checkout showed them; a card payment cancelled on the test payment page and then
// paid is one order in the profile, the cancelled payment in its history; at 390 px the page
// fits the screen.

const SI = "si.lumera.localhost";

async function customer(page: Page) {
  const email = unique("e2e-order-page");
  const registered = await page.request.post(`http://127.0.0.1:${port}/api/user/register`, {
    headers: { Host: SI },
    data: { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department: "su" },
  });
  expect(registered.status()).toBe(201);
  await page.goto(url(SI, "/login"));
  const form = page.locator("form").filter({ has: page.locator('input[name="intent"][value="login"]') });
  await form.getByLabel("E-poštni naslov").fill(email);
  await form.getByLabel("Geslo").fill(PASSWORD);
  await form.getByRole("button", { name: "Prijava" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The demo product this test buys (each project its own, away from the other specs' range). */
async function product(page: Page, project: string, index: number) {
  const products = await stockedProducts(page.request, "su", 300);
  const found = products[index * 2 + (project === "js" ? 1 : 0)];
  if (!found) throw new Error("not enough products in stock in the demo data");
  return found;
}

/** From the cart to the review page as a logged-in customer, delivered to Ljubljana. */
async function checkout(page: Page, payment: string) {
  await page.locator(".cart-checkout").click();
  await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" }, false);
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", payment);
}

test("a customer opens an order from the profile and sees its lines and totals", async ({ page }, testInfo) => {
  await customer(page);
  const bought = await product(page, testInfo.project.name, 0);
  const cartTotal = await fillCart(page, SI, "", bought, 2);
  await checkout(page, "cod");
  const grand = await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = ((await page.locator("[data-order-number]").textContent()) ?? "").trim();

  await page.goto(url(SI, "/profile"));
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${number}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Naročilo ${number}`);
  const line = page.locator(".order-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(bought.name);
  await expect(line).toContainText("Količina: 2");
  expect(await shown(page, "subtotal")).toBe(cartTotal);
  expect(await shown(page, "grand")).toBe(grand);
  await expect(page.locator("[data-status]")).toHaveText("Prejeto");
  await expect(page.locator(".order-facts address")).toContainText("Trubarjeva cesta 1");
  // back to the profile by the trail
  await page.getByRole("navigation", { name: "Drobtinice" }).getByRole("link", { name: "Moj račun" }).click();
  await expect(page).toHaveURL(/\/profile#profile-orders$/);
});

test("a card payment cancelled on the test page, then paid: one order in the profile, the cancelled payment in its history", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await customer(page);
  const cartTotal = await fillCart(page, SI, "", await product(page, testInfo.project.name, 1), 1);
  await checkout(page, "card");
  const grand = await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/pay\?order=SU-/);
  const attempt = new URL(page.url()).searchParams.get("order");
  await page.locator("form[action$='/checkout/status/cancel'] button").click();
  await expect(page).toHaveURL(/\/checkout\/payment\?payment=cancelled$/);
  // the cart is still there: pay again, by card
  await page.locator(".checkout-card form button[type=submit]").click();
  expect(await placeFromReview(page, cartTotal)).toBe(grand);
  await expect(page).toHaveURL(/\/checkout\/pay\?order=SU-/);
  await page.locator("form[action$='/checkout/status/success'] button").click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = ((await page.locator("[data-order-number]").textContent()) ?? "").trim();
  expect(number).not.toBe(attempt);

  await page.goto(url(SI, "/profile"));
  await expect(page.locator("[data-order]")).toHaveCount(1);
  await expect(page.locator("[data-order]")).toHaveAttribute("data-order", number);
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Naročilo ${number}`);
  const attempts = page.locator("[data-attempt]");
  await expect(attempts).toHaveCount(1);
  await expect(attempts).toHaveAttribute("data-attempt", attempt ?? "");
  await expect(attempts).toContainText("Plačilo ste preklicali");
  await expect(attempts).toContainText("Plačilna kartica");
  await expect(page.locator("[data-event]")).toHaveText([/Naročilo oddano/, /Plačilo prejeto/]);
  await expect(page.locator("[data-payment]")).toHaveText(/^Plačano /);

  // at 390 px the page fits the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const past = await page.evaluate(() =>
    [...document.querySelectorAll(".order-page *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > document.documentElement.clientWidth + 0.5;
      })
      .map((el) => el.className || el.tagName),
  );
  expect(past).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
