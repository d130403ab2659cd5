import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { addProduct, checkoutAsGuest, shown, unique } from "./checkout-helpers";
import { type ApiProduct, serverFiles, stockedProducts, url } from "./support";

// Nothing of value before payment, the journey a merchant and two shoppers make: a shopper buys a product and a
// 20 € gift certificate by bank transfer → the outbox has the confirmation but no certificate
// code → the merchant runs `orders mark-paid` on this server's database → the code arrives by
// mail → another shopper redeems it in a cart and an order uses it up → a third cart is refused it.

const SI = "si.lumera.localhost";
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const server = serverFiles;

function orders(...args: string[]) {
  const { dataDir, databaseUrl, outboxDir } = server();
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/orders.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, OUTBOX_DIR: outboxDir },
    encoding: "utf8",
    timeout: 60_000,
  });
}

const mailsTo = (email: string) => readOutbox(server().outboxDir).filter((m) => m.to.includes(email));

/** A demo product sold in su, in stock, costing at least 20 € (so that a 20 € certificate is used up by one). */
async function productOver20(page: Page, skip: number) {
  const products = (await stockedProducts(page.request, "su", 200)) as (ApiProduct & { price: { regularPrice: number; discountPrice: number | null } })[];
  const found = products.filter((p) => (p.price.discountPrice ?? p.price.regularPrice) >= 20)[skip];
  if (!found) throw new Error("no product of 20 € or more in stock");
  return found;
}

test("a gift certificate bought by bank transfer: no code until the merchant runs orders mark-paid, then it arrives by mail and redeems once", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const skip = testInfo.project.name === "js" ? 3 : 0;

  // 1. a shopper buys a product and a 20 € gift certificate, paying by bank transfer
  const buyer = unique("desk-buyer");
  await addProduct(page, await productOver20(page, skip));
  await page.goto(url(SI, "/darilni-boni.html"));
  await page.getByRole("radio", { name: "20,00 €" }).check();
  await page.getByRole("button", { name: "Dodaj v košarico" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator("[data-gift-id]")).toHaveCount(1);
  const number = await checkoutAsGuest(page, buyer, "bank");
  expect(number).toMatch(/^SU-\d{4}-\d{6}$/);
  await expect(page.locator(".checkout-success")).toContainText("SI56 1910 0000 0123 438");

  // 2. the confirmation is in the outbox, but no certificate: nothing of value before payment
  await expect.poll(() => mailsTo(buyer).map((m) => m.subject)).toEqual([`Vaše naročilo ${number}`]);

  // 3. the merchant records the transfer at the order desk
  const paid = orders("mark-paid", number);
  expect(paid.stderr).toBe("");
  expect(paid.status).toBe(0);
  expect(paid.stdout).toContain(`${number}: placed → paid`);
  // a second run changes nothing and sends nothing
  const again = orders("mark-paid", number);
  expect(again.status).toBe(0);
  expect(again.stdout).toContain("already paid");

  // 4. the payment mail and the code arrive, once
  await expect
    .poll(() => mailsTo(buyer).map((m) => m.subject))
    .toEqual([
      `Vaše naročilo ${number}`,
      `Plačilo za naročilo ${number} je prejeto`,
      expect.stringMatching(/ vam pošilja darilni bon trgovine Lumera Slovenija za 20,00 €$/),
    ]);
  const code = /\b[0-9A-F]{12}\b/.exec(mailsTo(buyer)[2].text)?.[0];
  expect(code).toBeTruthy();

  // 5. another shopper redeems it: 20 € off, and an order uses it up
  await page.context().clearCookies({ name: "guest_token" });
  await addProduct(page, await productOver20(page, skip + 1));
  await page.goto(url(SI, "/cart"));
  await page.locator("#cart-certificate-code").fill(code!);
  await page.locator("#cart-certificate-code").press("Enter");
  await expect(page.locator(`[data-certificate="${code}"]`)).toBeVisible();
  expect(await shown(page, "certificates")).toBe(2000);
  expect(await shown(page, "grand")).toBe((await shown(page, "subtotal")) - 2000);
  await checkoutAsGuest(page, unique("desk-spender"), "cod");

  // 6. a third cart: the certificate is used up
  await page.context().clearCookies({ name: "guest_token" });
  await addProduct(page, await productOver20(page, skip + 2));
  await page.goto(url(SI, "/cart"));
  await page.locator("#cart-certificate-code").fill(code!);
  await page.locator("#cart-certificate-code").press("Enter");
  await expect(page.getByText("Ta darilni bon je že porabljen.")).toBeVisible();
  await expect(page.locator(`[data-certificate="${code}"]`)).toHaveCount(0);
});
