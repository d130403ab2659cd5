import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForLink } from "../support/outbox";
import { addFromProductPage, port, stockedProducts } from "./support";

// A sign-in link by e-mail (spec §2 token links), with JavaScript off and on: a registered
// shopper asks for one on the login page, opens it in a browser that already has a guest cart,
// is asked before being signed in, and lands on the profile with the cart kept.

const outbox = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `storefront-e2e-outbox-${port}`);

test("a shopper signs in with a link from the e-mail, keeping the cart of this browser", async ({ page }, testInfo) => {
  const email = `link-${testInfo.project.name}-${Date.now()}@example.com`;
  // an account, made through the form (then logged out)
  await page.goto("/login");
  const register = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await register.getByLabel("Ime", { exact: true }).fill("Lea");
  await register.getByLabel("Priimek").fill("Link");
  await register.getByLabel("E-poštni naslov").fill(email);
  await register.getByLabel("Geslo").fill("Zelena-jabolka-7");
  await register.getByRole("button", { name: "Ustvari račun" }).click();
  await expect(page).toHaveURL(/\/profile\?registered=1$/);
  await page.getByRole("button", { name: "Odjava", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?loggedOut=1$/);

  // a guest cart in this browser
  const product = (await stockedProducts(page.request, "su", 120))[0];
  await addFromProductPage(page, "si.lumera.localhost", "", product, 1, /Dodaj v košarico/);

  await page.goto("/login");
  const ask = page.locator("form").filter({ has: page.locator('input[name="intent"][value="link"]') });
  await ask.getByLabel("E-poštni naslov").fill(email);
  await ask.getByRole("button", { name: "Pošlji mi povezavo za prijavo" }).click();
  await expect(page.locator(".account-notice")).toContainText("Če za ta naslov obstaja račun");

  const { url } = await waitForLink(outbox, email, "auth_token=");
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { name: `Prijava kot ${email}?` })).toBeVisible();
  await page.locator(".account-link-confirm").getByRole("button", { name: "Prijava" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator(".header-actions")).toContainText("Lea");
  await expect(page.locator(".header-cart .cart-count")).toHaveText("1");
});
