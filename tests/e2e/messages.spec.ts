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

test("@js the messages come as files of their own, each fetched once and kept from page to page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/build/i18n/")) fetched.push(new URL(request.url()).pathname);
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
  // a second page of each kind: its words are already here
  await page.goBack();
  await page.locator(".product-card-link").nth(1).click();
  await expect(page.locator(".pv-summary")).toBeVisible();
  // the header's words, from the shell's file, on the fourth page
  await expect(page.locator(".header-cart")).toContainText("Košarica");
  expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
  // the shell's, the home page's, and the one a category and a product page share (listing+product):
  // each once, the first two preloaded by the first page and taken up before it hydrated
  expect(fetched.filter((path) => path.includes("/shell."))).toHaveLength(1);
  expect(fetched.filter((path) => path.includes("/listing+product."))).toHaveLength(1);
  expect(fetched).toHaveLength(3);
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
  expect(problems).toEqual([]);
});

// what a shopper meets when a file cannot be fetched (the network gone); the service worker, which
// would answer from its cache or ask the network past the test's routes, is kept out
test.describe("without the messages files", () => {
  test.use({ serviceWorkers: "block" });

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

  test("@js a page whose messages file cannot be fetched on the way is loaded as a document instead, with its words", async ({ page }) => {
    await page.goto(url(SI));
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    // the network goes as the shopper moves on: the category's words cannot be had
    await page.route("**/build/i18n/**", (route) => route.abort());
    const tile = page.locator("a.home-category-tile").first();
    const href = (await tile.getAttribute("href"))!;
    await tile.click();
    await expect(page).toHaveURL(url(SI, href));
    await expect(page.locator("h1.home-h1")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("body").innerText()).not.toContain(MISSING_MARK);
    // a new document, from the server, left as it came (its files cannot be had either)
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
  });
});
