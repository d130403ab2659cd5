import { expect, test } from "@playwright/test";
import { fillCart, guestContact, stockedProduct, unique } from "./checkout-helpers";
import { url } from "./support";

// At 390 px, with JavaScript off and on: a form the server refuses comes back with
// the focus on the first field to fix, that field marked (aria-invalid) and its message right
// under it (aria-describedby), and what was typed kept — not only a summary far above "Continue".

test.use({ viewport: { width: 390, height: 844 } });

test("registration: the focus lands on the field to fix, with its message beside it", async ({ page }) => {
  await page.goto(url("si.lumera.localhost", "/login"));
  const form = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await form.getByLabel("Priimek").fill("Novak");
  await form.getByLabel("E-poštni naslov").fill("ana.novak@example.com");
  await form.getByLabel("Geslo").fill("password123");
  await form.getByRole("button", { name: "Ustvari račun" }).click();

  const first = form.getByLabel("Ime", { exact: true });
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  const describedBy = (await first.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`#${describedBy.split(" ")[0]}`)).toHaveText("Vnesite ime.");
  // the password is wrong too: marked, with its own message
  await expect(form.getByLabel("Geslo")).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator(".field-error")).toHaveCount(2);
  await expect(form.getByLabel("E-poštni naslov")).toHaveValue("ana.novak@example.com");
  await expect(form.getByLabel("Priimek")).toHaveValue("Novak");
});

test("checkout address: a bad postcode takes the focus and says why, everything else kept", async ({ page }) => {
  const product = await stockedProduct(page.request, "su", 7);
  await fillCart(page, "si.lumera.localhost", "", product, 1);
  await page.goto(url("si.lumera.localhost", "/checkout"));
  await guestContact(page, unique("form-errors"));
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.locator("#addr-first").fill("Ana");
  await page.locator("#addr-last").fill("Novak");
  await page.locator("#addr-street").fill("Slovenska cesta 1");
  await page.locator("#addr-postcode").fill("abc");
  await page.locator("#addr-city").fill("Ljubljana");
  await page.locator(".checkout-card form button[type=submit]").last().click();

  const postcode = page.locator("#addr-postcode");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toBeFocused();
  await expect(postcode).toBeInViewport();
  await expect(postcode).toHaveAttribute("aria-describedby", /addr-postcode-error/);
  await expect(page.locator("#addr-postcode-error")).toHaveText("Vnesite veljavno poštno številko za izbrano državo.");
  await expect(page.locator("#addr-street")).toHaveValue("Slovenska cesta 1");
  await expect(page.locator("#addr-city")).toHaveValue("Ljubljana");
  await expect(page.locator("#addr-street")).not.toHaveAttribute("aria-invalid", "true");
});

test("registration: a first name that is a sentence with a web address is refused at the field, in the shopper's language", async ({ page }) => {
  await page.goto(url("si.lumera.localhost", "/login"));
  const form = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await form.getByLabel("Ime", { exact: true }).fill("Vaš račun je zaklenjen, odklenite ga na https://lumera-pomoc.example/odkleni");
  await form.getByLabel("Priimek").fill("Novak");
  await form.getByLabel("E-poštni naslov").fill(unique("phishing-name"));
  await form.getByLabel("Geslo").fill("Zelena-jabolka-7");
  await form.getByRole("button", { name: "Ustvari račun" }).click();

  const first = form.getByLabel("Ime", { exact: true });
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toBeFocused();
  const describedBy = (await first.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`#${describedBy.split(" ")[0]}`)).toHaveText(/^Ime napišite s črkami\./);
  await expect(form.locator(".field-error")).toHaveCount(1);
  await expect(form.getByLabel("Priimek")).toHaveValue("Novak");
  await expect(page).toHaveURL(/\/login$/);
});
