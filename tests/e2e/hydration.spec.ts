import { expect, test } from "@playwright/test";
import { stockedProducts, url } from "./support";

// Every page type loads its route module in the browser and hydrates without a script error. A
// route module that uses a server-only value at its top level (a schema from a *.server module,
// which the browser bundle leaves empty) fails to load there: Remix reloads the page, the shop
// still works as without JavaScript, and only this shows it.

const SI = "si.lumera.localhost";
const PAGES = [
  "/",
  "/nega-obraza-in-telesa",
  "/znamke",
  "/znamke/aurora",
  "/blog",
  "/cms/dostava",
  "/darilni-boni.html",
  "/search?q=krema",
  "/login",
  "/forgotten-password",
  "/cart",
  "/wishlist",
];

test("every page type hydrates without a script error @js", async ({ page, request }) => {
  test.setTimeout(60_000);
  const [product] = await stockedProducts(request, "su");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /route module/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of [...PAGES, `/${product.urlKey}`]) {
    await page.goto(url(SI, path));
    // hydrated: React has taken the page over (Remix's router is on window once it has)
    const hydrated = await page
      .waitForFunction(() => "__remixRouter" in window, undefined, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!hydrated) errors.push(`${path}: not hydrated within 10 s`);
    else await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});
