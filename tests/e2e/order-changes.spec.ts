import { expect, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { addProduct, checkoutAsGuest, unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { serverFiles, stockedProducts, url } from "./support";

// README "Changing an order before it ships", in a browser with JavaScript off and on: a guest's
// bank-transfer order; a support colleague corrects its delivery address from the order's page
// (a wrong postcode is shown at its field first), the order's page shows the new address and the
// change in its history, and the shopper is mailed where the order now goes.

const mailsTo = (email: string) => readOutbox(serverFiles().outboxDir).filter((m) => m.to.includes(email));

test("support corrects an order's delivery address before it ships; the shopper is mailed", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(page.request, "su", testInfo.project.name === "js" ? 160 : 110);
  const buyer = unique("change-buyer");
  await addProduct(page, product);
  const number = await checkoutAsGuest(page, buyer, "bank");

  const colleague = unique(`change-support-${testInfo.project.name}`);
  const added = staffCommand(["add", colleague, "--role", "support"], `${STAFF_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  await firstSignIn(page, colleague);
  await page.goto(url(ADMIN, `/admin/orders/${number}`));
  await page.getByRole("link", { name: "Change the address, e-mail or delivery" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Change ${number}`);

  const address = page.getByRole("region", { name: "Delivery address" });
  await address.getByLabel("Street and number").fill("Prešernova cesta 10");
  await address.getByLabel("Postcode").fill("12");
  await address.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByRole("alert")).toContainText("The postcode does not fit the country.");
  await expect(address.getByLabel("Street and number")).toHaveValue("Prešernova cesta 10");
  await address.getByLabel("Postcode").fill("1000");
  await address.getByRole("button", { name: "Save the address" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}\\?done=`));
  await expect(page.getByRole("status")).toContainText("Changed");
  await expect(page.getByRole("region", { name: "Delivery address" })).toContainText("Prešernova cesta 10");
  await expect(page.locator(".admin-history")).toContainText("delivery address changed");
  await expect.poll(() => mailsTo(buyer).filter((m) => m.text.includes("Prešernova cesta 10")).length).toBe(1);
});
