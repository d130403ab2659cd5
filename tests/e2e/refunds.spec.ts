import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { addProduct, checkoutAsGuest, unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { serverFiles, stockedProducts, url } from "./support";

// README "After the sale", in a browser with JavaScript off and on (the two projects): a manager
// refunds one of two lines of a bank-transfer order to the shopper's IBAN, downloads the SEPA
// file (pain.001) of the refunds to send and marks this one sent; the shopper is mailed.

test("a manager refunds one of two lines of a bank-transfer order to an IBAN, downloads the pain.001 and marks it sent", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const products = await stockedProducts(page.request, "su", testInfo.project.name === "js" ? 200 : 180);
  const buyer = unique("refund-buyer");
  await addProduct(page, products[0]);
  await addProduct(page, products[1]);
  const number = await checkoutAsGuest(page, buyer, "bank");

  const manager = unique(`refund-manager-${testInfo.project.name}`);
  const added = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  await firstSignIn(page, manager);
  await page.goto(url(ADMIN, `/admin/orders/${number}`));
  await page.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByRole("status")).toContainText(`${number} is paid.`);

  // the return: one unit of the first line, to the shopper's IBAN; a mistyped IBAN is refused first
  await page.getByRole("link", { name: "Return or refund…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return and refund");
  await page.locator('input[name^="qty-"]').first().fill("1");
  await page.getByLabel("IBAN").fill("SI56 2633 0001 2039 087");
  await page.getByLabel("Account holder").fill("Ana Novak");
  await page.getByRole("button", { name: "Check the amount" }).click();
  await expect(page.getByRole("status")).toContainText("This return refunds");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("did not pass the check");
  await page.getByLabel("IBAN").fill("SI56 2633 0001 2039 086");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Refunded");
  await expect(page.getByRole("region", { name: "Returns and refunds" })).toContainText("to send");
  await expect.poll(() => readOutbox(serverFiles().outboxDir).some((m) => m.to.includes(buyer) && m.subject === `Vračilo za naročilo ${number}`)).toBe(true);

  // the SEPA file of the refunds waiting, then this one marked sent
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Refunds" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refunds to send");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download the SEPA file/ }).click()]);
  const xml = readFileSync((await download.path())!, "utf8");
  expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">');
  expect(xml).toContain(`<EndToEndId>${number}-R`);
  expect(xml).toContain("<IBAN>SI56263300012039086</IBAN>");
  await page.getByLabel(`Refund of ${number} sent`).check();
  await page.getByRole("button", { name: "Mark sent" }).click();
  await expect(page.getByRole("status")).toContainText("1 marked sent.");
  await page.goto(url(ADMIN, `/admin/orders/${number}`));
  await expect(page.getByRole("region", { name: "Returns and refunds" })).toContainText("Bank transfer to Ana Novak, SI56 2633 0001 2039 086: sent");
});
