import { expect, test } from "@playwright/test";
import { choose, fillAddress, fillCart, guestContact, placeFromReview, shown, stockedProduct, unique } from "./checkout-helpers";
import { hundredths } from "./support";

// VAT by destination in a browser, with JavaScript off and on (README "Taxes and invoices"): the
// cart tells the VAT its total holds at the storefront's rate; once the shopper gives an address
// in Croatia the checkout tells Croatia's (the demo is registered for the One-Stop Shop), with
// shipping, and the success page says the same. (Every figure against a hand calculation, for
// four countries: tests/integration/vat.test.ts.)

const SI = "si.lumera.localhost";

/** The VAT a gross amount holds at a rate in percent, to the cent. */
const vatIn = (gross: number, percent: number) => Math.round((gross * percent) / (100 + percent));

test("the cart tells Slovenia's VAT; an address in Croatia makes it Croatia's, up to the success page", async ({ page }) => {
  const product = await stockedProduct(page.request, "su", 7);
  const cartTotal = await fillCart(page, SI, "", product, 1);
  const cartVat = page.locator('.cart-summary [data-vat="2200"]');
  await expect(page.locator(".cart-summary .vat-included dt")).toHaveText(["Vključen DDV 22 %"]);
  expect(hundredths(await cartVat.textContent())).toBe(vatIn(cartTotal, 22));

  await page.locator(".cart-checkout").click();
  await guestContact(page, unique("e2e-vat"));
  await fillAddress(page, { street: "Ilica 10", postcode: "10000", city: "Zagreb", country: "HR" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "cod");
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const grand = await shown(page, "grand");
  const summary = page.locator(".checkout-summary .vat-included");
  await expect(summary.locator("dt")).toHaveText(["Vključen DDV 25 %"]);
  const reviewVat = hundredths(await summary.locator('[data-vat="2500"]').textContent());
  expect(reviewVat).toBe(vatIn(grand, 25));

  await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(/\/checkout\/success$/);
  expect(hundredths(await page.locator('.vat-included [data-vat="2500"]').textContent())).toBe(reviewVat);
});

test("a company's VAT number: refused when VIES does not know it, a reverse-charge order when it confirms it", async ({ page }) => {
  // VIES answers from tests/support/vies-mock.ts: HR33392005961 is registered, HR12345678903 is not
  const product = await stockedProduct(page.request, "su", 7);
  await fillCart(page, SI, "", product, 1);
  await page.locator(".cart-checkout").click();
  await guestContact(page, unique("e2e-b2b"));
  await fillAddress(page, { street: "Ilica 10", postcode: "10000", city: "Zagreb", country: "HR" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "cod");
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const gross = await shown(page, "grand");
  const croatianVat = hundredths(await page.locator('.checkout-summary [data-vat="2500"]').textContent());

  await page.getByLabel("Ime podjetja").fill("Čajna kuća d.o.o.");
  await page.getByLabel("ID za DDV").fill("HR12345678903");
  await page.getByRole("button", { name: "Shrani podatke podjetja" }).click();
  await expect(page.locator("#business-vat-error")).toHaveText(/VIES te številke za DDV ne pozna/);
  await expect(page.getByLabel("ID za DDV")).toHaveValue("HR12345678903");
  await expect(page.getByLabel("ID za DDV")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("ID za DDV").fill("HR 33392005961");
  await page.getByRole("button", { name: "Shrani podatke podjetja" }).click();
  await expect(page.locator('[data-vies="confirmed"]')).toHaveText("VIES je potrdil ID za DDV HR33392005961.");
  // the VAT the prices held is taken off, and the summary says why
  expect(await shown(page, "reverse-charge")).toBe(croatianVat);
  expect(await shown(page, "grand")).toBe(gross - croatianVat);
  await expect(page.locator('.checkout-summary [data-vat="reverse-charge"]')).toBeVisible();

  await page.locator(".checkout-place button[type=submit]").click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  expect(await shown(page, "grand")).toBe(gross - croatianVat);
  await expect(page.locator('[data-vat="reverse-charge"]')).toBeVisible();
});
