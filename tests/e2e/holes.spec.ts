import { expect, type Page, test } from "@playwright/test";
import { openDatabase } from "~/db/db.server";
import { createCustomer } from "../support/customers";
import { PASSWORD, unique } from "./checkout-helpers";
import { addFromProductPage, serverFiles, stockedProducts, url } from "./support";

// Personal pages from the page cache (issue 31, README "Performance"), in Chromium with JavaScript
// off and on (the two projects): a signed-in customer and a guest with a cart get category,
// product, brand, search, home and blog pages from the cache with their name, counts and hearts
// filled in (X-Cache: FILLED). With JavaScript the page hydrates from the state block the page
// carries, so React's first render is the page as served: any mismatch is reported by React
// (entry.client's onRecoverableError says it in the console) and fails the test, and so does a
// header that shows the anonymous copy once React has taken over.

const SI = "si.lumera.localhost";
const PAGES = ["/", "/nega-obraza-in-telesa", "/znamke/aurora", "/search/krema", "/blog"];

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** Opens a page as the shopper; with JavaScript, waits until React has hydrated it. */
async function open(page: Page, path: string, js: boolean) {
  const response = await page.goto(url(SI, path));
  expect(response?.headers()["x-cache"], path).toBe("FILLED");
  if (js) {
    await page.waitForFunction(() => "__remixRouter" in window, undefined, { timeout: 10_000 });
    await page.waitForLoadState("networkidle");
  }
}

async function expectHeader(page: Page, where: string, header: { account: string; cart: string; wishlist: string | null }) {
  await expect(page.locator(".header-actions [data-hole=account] .header-action-label"), where).toHaveText(header.account);
  await expect(page.locator(".header-cart .cart-count"), where).toHaveText(header.cart);
  if (header.wishlist === null) await expect(page.locator(".wishlist-count"), where).toHaveCount(0);
  else await expect(page.locator(".wishlist-count"), where).toHaveText(header.wishlist);
}

test("a signed-in customer gets the cached pages with their name, wishlist and hearts; nothing hydrates differently", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === "js";
  const errors = watchErrors(page);
  const email = unique("e2e-holes");
  const { db, close } = openDatabase(serverFiles().databaseUrl);
  try {
    await createCustomer(db, { email, password: PASSWORD, firstName: "Hana", lastName: "Luknja", department: "su" });
  } finally {
    await close();
  }
  await page.goto(url(SI, "/login"));
  const login = page.locator("form").filter({ has: page.locator('input[name="intent"][value="login"]') });
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(PASSWORD);
  await login.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/profile$/);

  const [product] = await stockedProducts(request, "su", js ? 40 : 20);
  // the heart, pressed on the product page: the page comes back (or stays) with it filled
  await open(page, `/${product.urlKey}`, js);
  await expect(page.locator("[data-hole=heart] button")).toHaveAttribute("aria-pressed", "false");
  await page.locator("[data-hole=heart] button").click();
  await expect(page.locator("[data-hole=heart] button")).toHaveAttribute("aria-pressed", "true");
  await expectHeader(page, "after the heart", { account: "Hana", cart: "0", wishlist: "1" });

  for (const path of [...PAGES, `/${product.urlKey}`]) {
    await open(page, path, js);
    await expectHeader(page, path, { account: "Hana", cart: "0", wishlist: "1" });
  }
  await expect(page.locator("[data-hole=heart] button")).toHaveAttribute("aria-pressed", "true");
  expect(errors).toEqual([]);
});

test("a guest with a cart gets the cached pages with their cart count and the product's cart note; nothing hydrates differently", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === "js";
  const errors = watchErrors(page);
  const [product] = await stockedProducts(request, "su", js ? 60 : 80);
  await addFromProductPage(page, SI, "", product, 2, /Dodaj v košarico/);

  for (const path of PAGES) {
    await open(page, path, js);
    await expectHeader(page, path, { account: "Prijava", cart: "1", wishlist: null });
  }
  // the product page says what the cart holds after an add without JavaScript (?added=)
  await open(page, `/${product.urlKey}?added=2`, js);
  await expect(page.locator("[data-hole=cart-note]")).toContainText("V košarici: 2.");
  await expectHeader(page, "the product", { account: "Prijava", cart: "1", wishlist: null });
  expect(errors).toEqual([]);
});
