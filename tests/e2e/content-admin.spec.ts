import { expect, type Page, test } from "@playwright/test";
import { unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { twoShoppers } from "./shoppers";
import { url } from "./support";

// README "CMS pages and blog posts", in a browser with JavaScript off and on: a manager writes a
// page and a blog post in Markdown, previews it (the rendered text below the form, nothing
// saved), publishes it, and an anonymous shopper and a signed-in one see it on the storefront
// within 10 s — the Markdown's script shown harmless.

// the Czech storefront: the other browser tests read the Slovenian blog and pages
const CZ = "cz.lumera.localhost";
const SCRIPT = '<script>document.title = "hacked"</script><img src="/images/1/x.webp" onerror="document.title = \'hacked\'">';

async function signedInManager(page: Page, project: string) {
  const manager = unique(`content-manager-${project}`);
  const made = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
  expect(made.status, made.stderr).toBe(0);
  await firstSignIn(page, manager);
}

async function writeAndPreview(page: Page, title: string, slug: string, markdown: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("URL key").fill(slug);
  await page.getByLabel("Text (Markdown)").fill(markdown);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview (not saved)" });
  await expect(preview.getByRole("heading", { name: "Opening hours" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("every day");
  await expect(preview.locator("script")).toHaveCount(0);
  // what was typed is still in the form after the preview
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
}

/** Two shoppers of the Czech storefront (anonymous and signed in), made before the change they are to see. */
const czechShoppers = (page: Page, js: boolean) => twoShoppers(page.context().browser()!, { js, host: CZ, department: "ccz" });

/** The storefront page as both shoppers see it, polled until it shows `title` (10 s at most). */
async function shoppersSee(shoppers: Awaited<ReturnType<typeof czechShoppers>>, path: string, title: string) {
  await shoppers.seeWithin(
    async (shopper) => {
      const res = await shopper.goto(url(CZ, path));
      return res?.status() === 200 ? await shopper.getByRole("heading", { level: 1 }).textContent() : `status ${res?.status()}`;
    },
    (poll) => poll.toBe(title),
  );
}

test("a manager writes a CMS page in Markdown, previews and publishes it; a shopper sees it, its script harmless", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signedInManager(page, testInfo.project.name);
  const shoppers = await czechShoppers(page, testInfo.project.name === "js");
  await page.goto(url(ADMIN, "/admin"));
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages");
  await page.getByRole("navigation", { name: "Titles in" }).getByRole("link", { name: "Czech" }).click();
  await expect(page.getByRole("columnheader", { name: "Title (Czech)" })).toBeVisible();
  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New page");

  const title = `Odpiralni čas ${testInfo.project.name}`;
  const slug = `odpiralni-cas-${testInfo.project.name}-${Date.now().toString(36)}`;
  await writeAndPreview(page, title, slug, `## Opening hours\n\nWe are open **every day**.\n\n${SCRIPT}`);
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText(`Created: “${title}” (Czech), published.`);

  await shoppersSee(shoppers, `/cms/${slug}`, title);
  for (const { page: shopper } of shoppers.shoppers) {
    await expect(shopper.locator(".cms-page strong")).toHaveText("every day");
    await expect(shopper.locator(".cms-page script")).toHaveCount(0);
    await expect(shopper.locator(".cms-page [onerror]")).toHaveCount(0);
    expect(await shopper.title()).not.toBe("hacked");
  }
  await shoppers.close();
});

test("a manager writes a blog post in Markdown, previews and publishes it; a shopper sees it on the blog", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signedInManager(page, testInfo.project.name);
  const shoppers = await czechShoppers(page, testInfo.project.name === "js");
  await page.goto(url(ADMIN, "/admin/blog?lang=cs"));
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New blog post");

  const title = `Novi zapis ${testInfo.project.name}`;
  const slug = `novi-zapis-${testInfo.project.name}-${Date.now().toString(36)}`;
  await page.getByLabel("Lead (shown in the blog's list and above the text)").fill("Kratek uvod.");
  await page.getByLabel("Category").selectOption({ index: 1 });
  await writeAndPreview(page, title, slug, `## Opening hours\n\nWe are open **every day**.\n\n${SCRIPT}`);
  // a draft first: saved, not on the storefront
  await page.getByRole("radio", { name: "Draft: not on the storefront" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("a draft");
  for (const { page: shopper } of shoppers.shoppers) expect((await shopper.goto(url(CZ, `/blog/${slug}`)))?.status()).toBe(404);

  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("published");
  await shoppersSee(shoppers, `/blog/${slug}`, title);
  for (const { page: shopper } of shoppers.shoppers) {
    await expect(shopper.locator(".blog-post-body strong")).toHaveText("every day");
    await expect(shopper.locator(".blog-post-body script")).toHaveCount(0);
    expect(await shopper.title()).not.toBe("hacked");
  }
  await shoppers.close();
});
