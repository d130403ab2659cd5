import { expect, test } from "@playwright/test";
import { MISSING_MARK } from "~/lib/messages";
import { url } from "./support";

// A page sends only its own messages (app/lib/messages.ts). With JavaScript, navigating from
// one kind of page to another inside the browser must bring the next page's messages along:
// no text a page did not get, and no hydration mismatch on the way.

const SI = "si.lumera.localhost";

test("@js client-side navigation across kinds of page: every page has its words, nothing hydrates differently", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  const shows = async (heading: RegExp | string) => {
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
  };

  await page.goto(url(SI));
  await page.locator("a.home-category-tile").first().click();
  await shows(/./);
  await page.locator(".product-card-link").first().click();
  await expect(page.locator(".pv-summary")).toBeVisible();
  expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
  await page.locator("nav.category-nav").getByRole("link", { name: "Blog" }).click();
  await shows("Blog");
  await page.locator(".header-cart").click();
  await shows("Košarica");
  await page.goBack();
  await shows("Blog");
  expect(problems).toEqual([]);
});

test("@js the shell's messages come once, as a file of their own, and are kept from page to page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/build/i18n/")) fetched.push(request.url());
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  await page.goto(url(SI));
  await page.locator("a.home-category-tile").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.locator(".product-card-link").first().click();
  await expect(page.locator(".pv-summary")).toBeVisible();
  // the header's words, from the file, on the third page
  await expect(page.locator(".header-cart")).toContainText("Košarica");
  expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
  expect(fetched).toHaveLength(1);
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test("@js a page whose messages file cannot be had stays as the server sent it, its words and forms whole", async ({ page }) => {
  await page.route("**/build/i18n/**", (route) => route.abort());
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto(url(SI));
  await expect(page.locator(".header-cart")).toContainText("Košarica");
  expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
  expect(problems.some((problem) => problem.startsWith("messages:"))).toBe(true);
  // not hydrated (Remix's router never started): a link is followed as a plain link, and the next page has its words
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
  await page.locator("a.home-category-tile").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
});
