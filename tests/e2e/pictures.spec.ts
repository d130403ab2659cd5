import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { url } from "./support";

// README "Pictures", in a browser with JavaScript off and on: a manager makes a product of their
// own, uploads a picture to it (a PNG made here with sharp, chosen from a folder as a person
// would), gives it an alt text, and an anonymous shopper sees it on the product page within 10 s;
// a text file named .jpg is refused with the message at the field.

const SI = "si.lumera.localhost";
const LANGUAGES = ["sl", "hr", "hu", "en", "de", "it", "cs"];

test("a manager uploads a picture to a product; a shopper sees it; a text file is refused at the field", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const folder = mkdtempSync(path.join(os.tmpdir(), "pictures-e2e-"));
  try {
    const picture = path.join(folder, "vaza.png");
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 190 } } })
      .png()
      .toFile(picture);
    const fake = path.join(folder, "not-a-picture.jpg");
    writeFileSync(fake, "These are words, not a picture.\n");

    const manager = unique(`pictures-manager-${testInfo.project.name}`);
    const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
    expect(made.status, made.stderr).toBe(0);
    await firstSignIn(page, manager);

    // a product of this test's own
    await page.goto(url(ADMIN, "/admin/products/new"));
    await page.getByLabel("SKU", { exact: true }).fill(`PIC-${tag}`.toUpperCase());
    await page.getByLabel("Price (EUR)", { exact: true }).fill("12.00");
    await page.getByLabel("In warehouse LJ").fill("2");
    await page.getByLabel("Main category").selectOption({ index: 1 });
    for (const lang of LANGUAGES) await page.getByLabel(`Name (${lang})`, { exact: true }).fill(`Vaza ${tag} ${lang}`);
    await page.getByLabel("URL key (sl)").fill(`vaza-${tag}`);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("status")).toContainText("Created");
    await expect(page.getByText("This product has no pictures yet.")).toBeVisible();

    // a text file named .jpg: refused at the field, nothing added
    await page.getByLabel("Add pictures").setInputFiles(fake);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.locator("#f-pictures-error")).toContainText("That file is not a picture");
    await expect(page.getByLabel("Add pictures")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This product has no pictures yet.")).toBeVisible();

    // the picture
    await page.getByLabel("Add pictures").setInputFiles(picture);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toContainText("Picture added");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Vaza ${tag} sl`);
    const src = await page.locator("#pictures li img").first().getAttribute("src");
    const imageId = /\/images\/(\d+)\//.exec(src ?? "")?.[1];
    expect(imageId, src ?? "").toBeTruthy();

    // its alt text in Slovenian
    const alt = `Modra vaza ${tag}`;
    await page.getByLabel("Alt text (sl)").fill(alt);
    await page.getByRole("button", { name: "Save alt text" }).click();
    await expect(page.getByRole("status")).toContainText("Alt text saved");
    await expect(page.getByLabel("Alt text (sl)")).toHaveValue(alt);

    // an anonymous shopper, in a browser of their own
    const shopper = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
    const shop = await shopper.newPage();
    await expect
      .poll(
        async () => {
          await shop.goto(url(SI, `/vaza-${tag}`));
          return shop
            .locator(`.pv-gallery img[src*="/images/${imageId}/"]`)
            .getAttribute("alt", { timeout: 1_000 })
            .catch(() => null);
        },
        { timeout: 10_000, intervals: [250] },
      )
      .toBe(alt);
    await expect(shop.getByRole("img", { name: alt })).toBeVisible();
    await shopper.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
