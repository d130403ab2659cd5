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
  await page.getByRole("link", { name: "Change the order…" }).click();
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

test("a manager takes one of two lines off an unpaid order and adds another; the shopper is mailed the new total", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const products = await stockedProducts(page.request, "su", testInfo.project.name === "js" ? 215 : 225);
  const [kept, removed, added] = products;
  expect(added.sku).toBeTruthy();
  const buyer = unique("lines-buyer");
  await addProduct(page, kept);
  await addProduct(page, removed);
  const number = await checkoutAsGuest(page, buyer, "bank");

  const manager = unique(`lines-manager-${testInfo.project.name}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);
  await page.goto(url(ADMIN, `/admin/orders/${number}/edit`));
  const lines = page.getByRole("region", { name: "Lines", exact: true });
  // a quantity that is not a number is shown again at its field
  await lines.getByLabel(`Quantity of ${removed.sku}`).fill("none");
  await lines.getByRole("button", { name: "Save the lines" }).click();
  await expect(page.getByRole("alert")).toContainText("Give a whole number from 0 to 999.");
  await expect(lines.getByLabel(`Quantity of ${removed.sku}`)).toHaveValue("none");

  await lines.getByLabel(`Quantity of ${removed.sku}`).fill("0");
  await lines.getByLabel("Add a product (SKU)").fill(added.sku!);
  await lines.getByLabel("How many").fill("2");
  await lines.getByRole("button", { name: "Save the lines" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}\\?done=`));
  await expect(page.getByRole("status")).toContainText("Changed");
  const shown = page.getByRole("region", { name: "Lines", exact: true });
  await expect(shown).toContainText(kept.name);
  await expect(shown).toContainText(added.name);
  await expect(shown).not.toContainText(removed.name);
  await expect(page.locator(".admin-history")).toContainText("lines changed");
  await expect.poll(() => mailsTo(buyer).filter((m) => m.text.includes(`2 × ${added.name}`)).length).toBe(1);
});
