import { expect, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { violations } from "./axe";
import { addProduct, unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { hundredths, serverFiles, stockedProducts, url } from "./support";

// Discount codes and gift certificates made in the back office (README "Discount codes and gift
// certificates"), in a browser with JavaScript off and on (the two projects): a manager makes a
// code for the Slovenian storefront and a shopper's cart takes it off; a manager issues a gift
// certificate, it arrives by mail with its code, and a cart redeems it.

const SI = "si.lumera.localhost";

// axe is inlined by Playwright: the back office's CSP (nonces) would refuse it
test.use({ bypassCSP: true });

test("a manager makes a discount code and issues a gift certificate; a shopper's cart takes off both", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const js = testInfo.project.name === "js";
  const manager = unique(`codes-manager-${testInfo.project.name}`);
  expect(staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`).status).toBe(0);
  await firstSignIn(page, manager);

  // the code: 15 % in su, for each customer once
  const code = `E2E${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await page.goto(url(ADMIN, "/admin/codes"));
  await page.getByRole("link", { name: "New code" }).click();
  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("a percentage of the products").check();
  await page.getByLabel("Percentage or amount").fill("15");
  // an end before the start is refused at its field, with what was typed kept
  await page.getByLabel("Valid from (optional)").fill("2030-06-10");
  await page.getByLabel("Valid to, the whole day (optional)").fill("2030-06-01");
  await page.getByLabel("Uses per customer (optional)").fill("1");
  await page.getByLabel("Lumera Slovenija (su)").check();
  await page.getByRole("button", { name: "Make the code" }).click();
  await expect(page.locator("#f-validTo-error")).toHaveText("The end comes before the start.");
  await expect(page.getByLabel("Percentage or amount")).toHaveValue("15");
  // the room passes axe at 1280 and 390 px (axe itself needs JavaScript)
  const found: string[] = [];
  const axe = async (label: string) => {
    if (!js) return;
    found.push(...(await violations(page, label)));
    await page.setViewportSize({ width: 1280, height: 720 });
  };
  await axe("refused code form");
  await page.getByLabel("Valid from (optional)").fill("");
  await page.getByLabel("Valid to, the whole day (optional)").fill("");
  await page.getByRole("button", { name: "Make the code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Discount code ${code}`);
  await expect(page.getByRole("status")).toHaveText(`Saved ${code}.`);

  // the certificate: 20 € from the Slovenian storefront, to a recipient
  const recipient = unique(`codes-gift-${testInfo.project.name}`);
  await page.getByRole("navigation").getByRole("link", { name: "Gift certificates" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gift certificates");
  await page.getByLabel("Amount", { exact: true }).fill("20,00");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("The mail comes from (its language and shop)").selectOption("su");
  await page.getByLabel("Recipient's name (optional)").fill("Maja Kos");
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel("Message (optional)").fill("Hvala, ker ste počakali");
  await page.getByRole("button", { name: "Issue and mail it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Gift certificate [0-9A-F]{12}/);
  await expect(page.locator("[data-certificate]")).toContainText("20,00 EUR of 20,00 EUR");
  const mail = () => readOutbox(serverFiles().outboxDir).find((m) => m.to.includes(recipient));
  await expect.poll(() => mail()?.text ?? "", { timeout: 10_000 }).toContain("Hvala, ker ste počakali");
  const certificate = /\b[0-9A-F]{12}\b/.exec(mail()!.text)![0];
  await expect(page.getByRole("heading", { level: 1 })).toContainText(certificate);
  await axe("certificate page");
  await page.goto(url(ADMIN, "/admin/certificates"));
  await axe("certificates page");
  await page.goto(url(ADMIN, "/admin/codes"));
  await axe("codes list");
  expect(found).toEqual([]);

  // a shopper in su: the code takes 15 % off the products, the certificate up to 20 €
  const [product] = await stockedProducts(page.request, "su", js ? 360 : 380);
  await addProduct(page, product);
  await page.goto(url(SI, "/cart"));
  const products = hundredths(await page.locator(".cart-line .cart-line-total").first().textContent());
  await page.getByRole("textbox", { name: "Vnesite kodo za popust" }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Uporabi" }).click();
  await expect(page.locator(`[data-code="${code}"]`)).toBeVisible();
  const amount = async (name: string) => hundredths(await page.locator(`[data-total="${name}"]`).textContent());
  await expect.poll(() => amount("code")).toBe(Math.round((products * 15) / 100));
  await page.getByRole("textbox", { name: "Vnesite kodo darilnega bona" }).fill(certificate.toLowerCase());
  await page.getByRole("button", { name: "Unovči" }).click();
  await expect(page.locator(`[data-certificate="${certificate}"]`)).toBeVisible();
  const total = await amount("total");
  expect(await amount("certificates")).toBe(Math.min(2000, total));
  expect(await amount("grand")).toBe(total - Math.min(2000, total));
});
