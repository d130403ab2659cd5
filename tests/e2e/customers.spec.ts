import os from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { waitForLink } from "../support/outbox";
import { port } from "./support";

// Customer accounts in a browser, with JavaScript off and on (the two projects): register, verify from
// the e-mail in the outbox, log out, log in, toggle the wishlist, recover the password from
// the e-mail link, log in with the new one; the old password and other sessions stop working.

const outbox = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `storefront-e2e-outbox-${port}`);
const FIRST_PASSWORD = "Zelena-jabolka-7";
const NEW_PASSWORD = "Modra-sliva-2026";

function uniqueEmail(project: string) {
  return `shopper-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="intent"][value="login"]') });
  await form.getByLabel("E-poštni naslov").fill(email);
  await form.getByLabel("Geslo").fill(password);
  await form.getByRole("button", { name: "Prijava" }).click();
}

test("a shopper registers, verifies, logs out and in, keeps a wishlist and recovers the password", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo.project.name);

  // register
  await page.goto("/login");
  const register = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await register.getByLabel("Ime", { exact: true }).fill("Ana");
  await register.getByLabel("Priimek").fill("Novak");
  await register.getByLabel("E-poštni naslov").fill(email);
  await register.getByLabel("Geslo").fill("password123");
  await register.getByRole("button", { name: "Ustvari račun" }).click();
  // the server's message for a common password, in the form
  await expect(page.locator(".account-errors")).toContainText("To geslo je preveč pogosto");
  await register.getByLabel("Geslo").fill(FIRST_PASSWORD);
  await register.getByRole("button", { name: "Ustvari račun" }).click();
  await expect(page).toHaveURL(/\/profile\?registered=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moj račun");
  await expect(page.locator(".account-notice")).toContainText(email);
  await expect(page.locator(".header-actions")).toContainText("Ana");

  // verify from the e-mail
  const verify = await waitForLink(outbox, email, "/verify?token=");
  await page.goto(verify.url.pathname + verify.url.search);
  await page.getByRole("button", { name: "Potrdi moj e-poštni naslov" }).click();
  await expect(page.locator(".account-notice")).toHaveText("Hvala, vaš e-poštni naslov je potrjen.");
  await page.goto("/profile");
  await expect(page.locator(".account-badge-ok")).toHaveText("Potrjen");

  // log out, log in
  await page.getByRole("button", { name: "Odjava", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
  await expect(page.locator(".account-notice")).toHaveText("Odjavljeni ste.");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  const form = page.locator("form").filter({ has: page.locator('input[name="intent"][value="login"]') });
  await form.getByLabel("E-poštni naslov").fill(email);
  await form.getByLabel("Geslo").fill(FIRST_PASSWORD);
  await form.getByRole("button", { name: "Prijava" }).click();
  await expect(page).toHaveURL(/\/profile$/); // back where the shopper wanted to go
  await expect(page.getByText("Pozdravljeni, Ana")).toBeVisible();

  // toggle the wishlist on a product page
  await page.goto("/");
  const card = page.locator("a[data-card-link]").first();
  const productName = (await card.locator(".product-card-name").textContent())?.trim() ?? "";
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
  const productPath = new URL(page.url()).pathname;
  const heart = page.locator("button.wishlist-heart");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".wishlist-count")).toHaveText("1");
  await page.goto("/wishlist");
  await expect(page.locator(".wishlist-item .product-card-name")).toHaveText([productName]);
  await page.getByRole("button", { name: `Odstrani ${productName} s seznama želja` }).click();
  await expect(page.locator(".wishlist-item")).toHaveCount(0);
  await expect(page.getByText("Vaš seznam želja je prazen.")).toBeVisible();

  // another device stays logged in until the password changes
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await other.newPage();
  // there the shopper logs in from a product page's header and comes back to that page
  await otherPage.goto(productPath);
  await otherPage.locator(".site-header").getByRole("link", { name: "Prijava" }).click();
  const otherForm = otherPage.locator("form").filter({ has: otherPage.locator('input[name="intent"][value="login"]') });
  await otherForm.getByLabel("E-poštni naslov").fill(email);
  await otherForm.getByLabel("Geslo").fill(FIRST_PASSWORD);
  await otherForm.getByRole("button", { name: "Prijava" }).click();
  await expect(otherPage).toHaveURL(new RegExp(`${productPath}$`));
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText(productName);
  await expect(otherPage.locator(".site-header").getByRole("link", { name: "Ana" })).toBeVisible();

  // recover the password from the e-mail link
  await page.goto("/profile");
  await page.getByRole("button", { name: "Odjava", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
  await page.getByRole("link", { name: "Ste pozabili geslo?" }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  // with JavaScript the URL changes before the new page replaces the login forms: use its form
  const recovery = page.locator("form").filter({ has: page.getByRole("button", { name: "Pošlji povezavo" }) });
  await recovery.getByLabel("E-poštni naslov").fill(email);
  await recovery.getByRole("button", { name: "Pošlji povezavo" }).click();
  await expect(page.locator(".account-notice")).toContainText("Če za ta naslov obstaja račun");
  const reset = await waitForLink(outbox, email, "/password-reset?token=");
  await page.goto(reset.url.pathname + reset.url.search);
  await page.getByLabel("Novo geslo", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Ponovite novo geslo").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Shrani novo geslo" }).click();
  await expect(page).toHaveURL(/\/profile\?passwordChanged=1$/);
  await expect(page.locator(".account-notice")).toContainText("Vse druge seje so končane.");

  // the other session has ended
  await otherPage.goto("/profile");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  // the old password fails, the new one works
  await logIn(otherPage, email, FIRST_PASSWORD);
  await expect(otherPage.locator(".account-errors")).toContainText("E-poštni naslov ali geslo ni pravilno.");
  await logIn(otherPage, email, NEW_PASSWORD);
  await expect(otherPage).toHaveURL(/\/profile$/);
  await other.close();
});

test("a guest's heart toggles at once and the wishlist survives login @js", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  await page.goto("/");
  await page.locator("a[data-card-link]").first().click();
  const heart = page.locator("button.wishlist-heart");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  // optimistic: filled at once, before the answer
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".wishlist-count")).toHaveText("1");
  const url = page.url();

  await page.goto("/login");
  const register = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await register.getByLabel("Ime", { exact: true }).fill("Bor");
  await register.getByLabel("Priimek").fill("Kos");
  await register.getByLabel("E-poštni naslov").fill(email);
  await register.getByLabel("Geslo").fill(FIRST_PASSWORD);
  await register.getByRole("button", { name: "Ustvari račun" }).click();
  await expect(page).toHaveURL(/\/profile\?registered=1$/);
  await page.goto(url);
  await expect(page.locator("button.wishlist-heart")).toHaveAttribute("aria-pressed", "true");
  await page.locator("button.wishlist-heart").click();
  await expect(page.locator("button.wishlist-heart")).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator(".wishlist-count")).toHaveCount(0);
});

test("a customer adds an address, sees it, makes another the default and deletes one", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail(`addresses-${testInfo.project.name}`);
  await page.goto("/login");
  const register = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await register.getByLabel("Ime", { exact: true }).fill("Ana");
  await register.getByLabel("Priimek").fill("Novak");
  await register.getByLabel("E-poštni naslov").fill(email);
  await register.getByLabel("Geslo").fill(FIRST_PASSWORD);
  await register.getByRole("button", { name: "Ustvari račun" }).click();
  await expect(page).toHaveURL(/\/profile\?registered=1$/);

  const book = page.locator("#addresses");
  await expect(book).toContainText("Shranjenih naslovov še nimate");
  const form = page.locator("#address-form");
  async function addAddress(street: string, postcode: string, city: string, country: string) {
    await form.getByLabel("Ime", { exact: true }).fill("Ana");
    await form.getByLabel("Priimek").fill("Novak");
    await form.getByLabel("Ulica in hišna številka").fill(street);
    await form.getByLabel("Poštna številka").fill(postcode);
    await form.getByLabel("Kraj").fill(city);
    await form.getByLabel("Država").selectOption({ label: country });
    await form.getByRole("button", { name: "Shrani naslov" }).click();
  }

  // a wrong postcode is refused in the form, with what was typed kept
  await addAddress("Slovenska cesta 1", "10000", "Ljubljana", "Slovenija");
  await expect(form.locator(".account-errors")).toContainText("Vnesite veljavno poštno številko za izbrano državo.");
  await expect(form.getByLabel("Ulica in hišna številka")).toHaveValue("Slovenska cesta 1");
  await form.getByLabel("Poštna številka").fill("1000");
  await form.getByRole("button", { name: "Shrani naslov" }).click();
  await expect(book.locator(".account-notice")).toHaveText("Naslov je shranjen.");
  const items = book.locator(".address-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("1000 Ljubljana");
  await expect(items.first()).toContainText("Privzeti naslov");
  // the form is empty again for the next one
  await expect(form.getByLabel("Ulica in hišna številka")).toHaveValue("");

  await addAddress("Ilica 12", "10000", "Zagreb", "Hrvaška");
  await expect(items).toHaveCount(2);
  const zagreb = items.filter({ hasText: "Ilica 12" });
  await expect(zagreb).toContainText("Hrvaška");
  await expect(zagreb).not.toContainText("Privzeti naslov");

  // make Zagreb the default: it moves first, with the mark
  await page.getByRole("button", { name: "Nastavi Ilica 12, Zagreb kot privzeti naslov" }).click();
  await expect(book.locator(".account-notice")).toHaveText("Privzeti naslov je spremenjen.");
  await expect(items.first()).toContainText("Ilica 12");
  await expect(items.first()).toContainText("Privzeti naslov");
  await expect(items.filter({ hasText: "Slovenska cesta 1" })).not.toContainText("Privzeti naslov");

  // delete it: Ljubljana is left, and is the default again
  await page.getByRole("button", { name: "Izbriši naslov Ilica 12, Zagreb" }).click();
  await expect(book.locator(".account-notice")).toHaveText("Naslov je izbrisan.");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Slovenska cesta 1");
  await expect(items.first()).toContainText("Privzeti naslov");
});
