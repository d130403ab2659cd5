import { expect, type Page, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { url } from "./support";

// README "Home page, footer and shops", in a browser with JavaScript off and on: a manager
// changes a storefront's home heading and first banner, which wait in the draft (the shopper
// does not see them), previews the home page with them, publishes, and an anonymous shopper
// sees them on that storefront's home page within 10 s — the other storefronts unchanged.

// each run its own storefront (the Austrian with JavaScript off, the Italian with it on), so the
// two runs do not meet, and no other browser test reads these home pages' words
const STOREFRONTS = {
  "no-js": { department: "cde", name: "Lumera Österreich", host: "at.lumera.localhost" },
  js: { department: "cit", name: "Lumera Italia", host: "it.lumera.localhost" },
} as const;

async function signedInManager(page: Page, project: string) {
  const manager = unique(`home-manager-${project}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);
}

async function homeHeading(page: Page, host: string) {
  const res = await page.goto(url(host, "/"));
  return res?.status() === 200 ? await page.locator("h1.home-h1").textContent() : `status ${res?.status()}`;
}

test("a manager changes the home heading and a banner, previews and publishes them; a shopper sees them on that storefront only", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { department, name, host } = STOREFRONTS[testInfo.project.name as keyof typeof STOREFRONTS] ?? STOREFRONTS.js;
  const heading = `Neue Überschrift ${testInfo.project.name} ${Date.now().toString(36)}`;
  const bannerTitle = `Frühling ${testInfo.project.name} ${Date.now().toString(36)}`;
  const shopper = await page.context().browser()!.newPage();
  const otherBefore = await homeHeading(shopper, "si.lumera.localhost");

  await signedInManager(page, testInfo.project.name);
  await page.goto(url(ADMIN, "/admin"));
  await page.getByRole("link", { name: "Home page", exact: true }).click();
  await page.getByRole("combobox", { name: "Storefront" }).selectOption(department);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Home page of ${name}`);

  await page.getByLabel("Heading", { exact: true }).fill(heading);
  await page.getByRole("button", { name: "Save the heading" }).click();
  await expect(page.getByRole("status")).toContainText("Saved to the draft.");

  const banner = page.getByRole("group", { name: "Banner 1" });
  await banner.getByLabel("Title", { exact: true }).fill(bannerTitle);
  await banner.getByLabel("Link", { exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save the banners" }).click();
  // refused at its field, what was typed kept
  await expect(page.getByRole("group", { name: "Banner 1" }).getByText("That link is not taken.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Banner 1" }).getByLabel("Title", { exact: true })).toHaveValue(bannerTitle);
  await page.getByRole("group", { name: "Banner 1" }).getByLabel("Link", { exact: true }).fill("/");
  await page.getByRole("button", { name: "Save the banners" }).click();
  await expect(page.getByRole("status")).toContainText("Saved to the draft.");
  await expect(page.getByText(/Not live yet: Heading, Banners|Not live yet: Banners, Heading/)).toBeVisible();

  // the draft is not the storefront's
  expect(await homeHeading(shopper, host)).not.toBe(heading);

  await page.getByRole("link", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(preview.getByText(bannerTitle)).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("is live with the draft's changes.");

  await expect.poll(() => homeHeading(shopper, host), { timeout: 10_000 }).toBe(heading);
  await expect(shopper.locator(".home-banner-title").first()).toHaveText(bannerTitle);
  // the other storefronts keep their own
  expect(await homeHeading(shopper, "si.lumera.localhost")).toBe(otherBefore);
  await shopper.close();
});
