import { expect, type Page, test } from "@playwright/test";
import { choose, fillAddress, guestContact, PASSWORD, placeFromReview, shown, stockedProduct, unique } from "./checkout-helpers";
import { hundredths, port, url } from "./support";

// "What it must show", end to end, JavaScript off and on (the two projects), in an EUR
// and a HUF storefront: two products, a changed quantity, a service item where the storefront
// offers one, a discount code and a gift certificate, checkout as a guest and as a customer,
// the test payment page's cancel path, the success page with the order number — and the order's
// total equals the cart's (plus shipping) to the cent.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

interface Journey {
  title: string;
  host: string;
  prefix: string;
  department: string;
  /** which demo products (see stockedProduct) this journey buys */
  skips: [number, number];
  serviceItem: boolean;
  /** a seeded 15 € certificate per project, consumed by the order */
  certificate: Record<string, string>;
  customer: boolean;
  payment: "cod" | "card";
  address: { street: string; postcode: string; city: string; country: string };
  numberPattern: RegExp;
}

const JOURNEYS: Journey[] = [
  {
    title: "EUR (su): a guest with tree planting, WELCOME10 and a gift certificate pays cash on delivery",
    host: SI,
    prefix: "",
    department: "su",
    skips: [5, 6],
    serviceItem: true,
    certificate: { "no-js": "TEST-GIFT-5", js: "TEST-GIFT-6" },
    customer: false,
    payment: "cod",
    address: { street: "Slovenska cesta 10", postcode: "1000", city: "Ljubljana", country: "SI" },
    numberPattern: /^SU-\d{4}-\d{6}$/,
  },
  {
    title: "HUF (chu): a customer with WELCOME10 and a gift certificate pays by card, cancelling once",
    host: EU,
    prefix: "/hu",
    department: "chu",
    skips: [7, 8],
    serviceItem: false,
    certificate: { "no-js": "TEST-GIFT-1", js: "TEST-GIFT-2" },
    customer: true,
    payment: "card",
    address: { street: "Váci utca 5", postcode: "1052", city: "Budapest", country: "HU" },
    numberPattern: /^CHU-\d{4}-\d{6}$/,
  },
];

async function addFromProductPage(page: Page, host: string, prefix: string, urlKey: string, expectedCount: string) {
  await page.goto(url(host, `${prefix}/${urlKey}`));
  await page.locator(".pv-cart-form button[type=submit]").click();
  await expect(page.locator(".header-cart .cart-count")).toHaveText(expectedCount);
}

for (const journey of JOURNEYS) {
  test(journey.title, async ({ page }, testInfo) => {
    const { host, prefix } = journey;
    const first = await stockedProduct(page.request, journey.department, journey.skips[0]);
    const second = await stockedProduct(page.request, journey.department, journey.skips[1]);
    let email = unique(`journey-${journey.department}`);
    if (journey.customer) {
      const registered = await page.request.post(`http://127.0.0.1:${port}/api/user/register`, {
        headers: { Host: host },
        data: { email, password: PASSWORD, firstName: "Réka", lastName: "Nagy", department: journey.department },
      });
      expect(registered.status()).toBe(201);
    }

    // two products from their pages
    await addFromProductPage(page, host, prefix, first.urlKey, "1");
    await addFromProductPage(page, host, prefix, second.urlKey, "2");
    await page.goto(url(host, `${prefix}/cart`));
    await expect(page.locator(".cart-line")).toHaveCount(2);

    // a changed quantity: the second product twice
    const line = page.locator(`.cart-line[data-product-id="${second.id}"]`);
    const unit = hundredths(await line.locator(".cart-line-total").textContent());
    await line.locator("input[name=qty]").fill("2");
    await line.locator(".cart-update").click();
    await expect(line.locator("input[name=qty]")).toHaveValue("2");
    // spec §9: the line total is the unit price times the quantity, to the hundredth in forints too
    await expect.poll(async () => hundredths(await line.locator(".cart-line-total").textContent())).toBe(unit * 2);

    if (journey.serviceItem) {
      await page.locator('[data-offer-id="39002"] button[type=submit]').click();
      await expect(page.locator('[data-service-id="39002"]')).toBeVisible();
    } else {
      await expect(page.locator(".cart-services")).toHaveCount(0);
    }

    await page.locator("#cart-discount-code").fill("welcome10");
    await page.locator("#cart-discount-code").press("Enter");
    await expect(page.locator('[data-code="WELCOME10"]')).toBeVisible();
    const certificate = journey.certificate[testInfo.project.name];
    await page.locator("#cart-certificate-code").fill(certificate);
    await page.locator("#cart-certificate-code").press("Enter");
    await expect(page.locator(`[data-certificate="${certificate}"]`)).toBeVisible();

    expect(await shown(page, "code")).toBeGreaterThan(0);
    expect(await shown(page, "certificates")).toBeGreaterThan(0);
    // every total shown is the sum of the amounts shown, in euros and in forints alike: the
    // subtotal of the lines (products and the service item), the grand total of the summary
    const lineTotals = await page.locator(".cart-list .cart-line-total").allTextContents();
    expect(await shown(page, "subtotal")).toBe(lineTotals.reduce((sum, text) => sum + hundredths(text), 0));
    const cartTotal = await shown(page, "grand");
    expect(cartTotal).toBe((await shown(page, "subtotal")) - (await shown(page, "code")) - (await shown(page, "certificates")));

    await page.locator(".cart-checkout").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/contact$`));
    if (testInfo.project.name === "js") {
      // begin_checkout waits in the analytics queue (no consent here), in EUR
      const queued = () =>
        page.evaluate(() => (window as unknown as { __analyticsQueue: () => { event: string; ecommerce?: { currency: string } }[] }).__analyticsQueue());
      await expect.poll(async () => (await queued()).filter((e) => e.event === "begin_checkout").map((e) => e.ecommerce?.currency)).toEqual(["EUR"]);
    }
    if (journey.customer) {
      await page.locator("#login-email").fill(email);
      await page.locator("#login-password").fill(PASSWORD);
      await page.locator("#login-password").press("Enter");
    } else {
      email = unique("journey-guest");
      await guestContact(page, email);
    }
    await fillAddress(page, journey.address, !journey.customer);
    await choose(page, "shipping", "delivery");
    await choose(page, "payment", journey.payment);
    const grand = await placeFromReview(page, cartTotal);

    if (journey.payment === "card") {
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/pay\\?order=`));
      expect(await shown(page, "pay")).toBe(grand);
      await page.locator("form[action$='/checkout/status/cancel'] button").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment\\?payment=cancelled$`));
      // with JavaScript the address changes before the payment step replaces the pay page: the
      // shopper reads the step's alert that the payment was cancelled, then goes on
      await expect(page.locator(".checkout-notice[role=alert]")).toBeVisible();
      await page.locator(".checkout-card form button[type=submit]").click();
      expect(await placeFromReview(page, cartTotal)).toBe(grand);
      await page.locator("form[action$='/checkout/status/success'] button").click();
    }

    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
    await expect(page.locator("[data-order-number]")).toHaveText(journey.numberPattern);
    expect(await shown(page, "grand")).toBe(grand);
    for (const product of [first, second]) await expect(page.locator(".checkout-success")).toContainText(product.name);
    // the cart is empty now, and the certificate's 15 € are spent
    await page.goto(url(host, `${prefix}/cart`));
    await expect(page.locator(".cart-line")).toHaveCount(0);
    await expect(page.locator(".header-cart .cart-count")).toHaveText("0");
  });
}
