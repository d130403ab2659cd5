import { type APIRequestContext, expect, test } from "@playwright/test";
import { port, url } from "./support";

// Product pages in a browser, with JavaScript off and on (the two projects): a shopper
// opens a product, sees its name, price, rating and stock, looks through its pictures, finds
// the add-to-cart form and moves on through the recommendations and the breadcrumbs.

interface ApiProduct {
  id: number;
  urlKey: string;
  name: string;
  rating: number;
  stock: { inStock: boolean };
  images: unknown[];
  breadcrumbs: { name: string; path: string }[];
}

/**
 * A product with several pictures, a rating and stock, found through the JSON API (which
 * selects the storefront by department, so the test runner's resolver, which does not know
 * *.localhost names, can call it on 127.0.0.1).
 */
async function pictureRichProduct(request: APIRequestContext, department: string, prefix = "") {
  const api = (path: string) => `http://127.0.0.1:${port}${path}`;
  const list = await request.post(api("/api/product/fetchWishlistProducts"), {
    data: { ids: Array.from({ length: 80 }, (_, i) => i + 1), department },
  });
  const { products } = (await list.json()) as { products: ApiProduct[] };
  for (const candidate of products.filter((p) => p.rating > 0 && p.stock.inStock)) {
    const res = await request.get(api(`/api/product/fetchProduct?urlKey=${encodeURIComponent(candidate.urlKey)}&department=${department}`));
    const { product } = (await res.json()) as { product: ApiProduct };
    if (product.images.length >= 2) return { ...product, path: `${prefix}/${product.urlKey}` };
  }
  throw new Error("no product with several pictures in the demo data");
}

test("a shopper sees a product's name, price, rating, stock and buy forms", async ({ page }) => {
  const product = await pictureRichProduct(page.request, "su");
  const response = await page.goto(url("si.lumera.localhost", product.path));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.locator(".pv-price .price-current")).toHaveText(/^\d{1,3}(?: \d{3})*,\d{2} €$/);
  await expect(page.locator(".pv-summary").getByRole("img", { name: /Ocena \d(,5)? od 5/ })).toBeVisible();
  await expect(page.locator(".pv-stock")).toContainText("Na zalogi");
  await expect(page.locator(".pv-warehouses li").first()).toContainText(/dostava v \d+ delovn/);

  const cartForm = page.locator('form[action="/cart"]');
  await expect(cartForm.getByRole("spinbutton", { name: "Količina" })).toHaveValue("1");
  await expect(cartForm.getByRole("button", { name: "Dodaj v košarico" })).toBeEnabled();
  await expect(page.locator('form[action="/wishlist"]').getByRole("button", { name: "Dodaj med priljubljene" })).toBeVisible();
});

test.describe("the gallery", () => {
  // tall enough for the whole picture: the test looks at which picture shows, not the page scroll
  test.use({ viewport: { width: 1280, height: 1200 } });

  test("the thumbnails show the other pictures, mark the chosen one and leave the page where it is", async ({ page }) => {
    const product = await pictureRichProduct(page.request, "su");
    await page.goto(url("si.lumera.localhost", product.path));
    await page.evaluate(() => window.scrollTo(0, 120));
    const second = page.locator("#picture-2 img");
    const thumbs = page.locator(".pv-thumb");
    await expect(second).not.toBeInViewport({ ratio: 0.5 });
    await expect(thumbs.nth(0)).toHaveCSS("border-top-color", "rgb(47, 107, 79)");
    await thumbs.nth(1).click();
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole("radio", { name: "Prikaži sliko 2" })).toBeChecked();
    await expect(thumbs.nth(1)).toHaveCSS("border-top-color", "rgb(47, 107, 79)");
    await expect(thumbs.nth(0)).not.toHaveCSS("border-top-color", "rgb(47, 107, 79)");
    // the page did not jump to the gallery
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    await thumbs.nth(0).click();
    await expect(page.locator("#picture-1 img")).toBeInViewport({ ratio: 0.9 });
    // by keyboard: the arrow keys choose among the pictures
    await page.getByRole("radio", { name: "Prikaži sliko 1" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Prikaži sliko 2" })).toBeChecked();
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });

  test("@js a picture chosen before the scripts have run stays chosen once they have", async ({ page }) => {
    const product = await pictureRichProduct(page.request, "su");
    // the page's scripts wait until the shopper has clicked a thumbnail
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/build/**/*.js", async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(url("si.lumera.localhost", product.path), { waitUntil: "domcontentloaded" });
    await page.locator(".pv-thumb").nth(1).click();
    const second = page.locator("#picture-2 img");
    await expect(second).toBeInViewport({ ratio: 0.9 });
    release();
    await page.waitForFunction(() => "__remixRouter" in window);
    await expect(page.locator(".pv-gallery-live")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Prikaži sliko 2" })).toBeChecked();
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await expect(page.locator(".pv-thumb").nth(1)).toHaveCSS("border-top-color", "rgb(47, 107, 79)");
  });
});

test("recommended products and breadcrumbs lead on", async ({ page }) => {
  const product = await pictureRichProduct(page.request, "su");
  await page.goto(url("si.lumera.localhost", product.path));
  const recommended = page.locator(".pv-recommended");
  await expect(recommended.getByRole("heading", { level: 2 })).toHaveText("Morda vam bo všeč tudi");
  await expect(recommended.locator(".product-card")).toHaveCount(8);
  const next = recommended.locator(".product-card-name").first();
  const nextName = (await next.textContent())?.trim() ?? "";
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);

  await page.goto(url("si.lumera.localhost", product.path));
  const crumbs = page.getByRole("navigation", { name: "Drobtinice" });
  await expect(crumbs.getByRole("link", { name: "Domov" })).toHaveAttribute("href", "/");
  const category = product.breadcrumbs.at(-1)!;
  await crumbs.getByRole("link", { name: category.name }).click();
  await expect(page).toHaveURL(url("si.lumera.localhost", category.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
});

test("the Hungarian storefront shows forints and keeps its prefix", async ({ page }) => {
  const product = await pictureRichProduct(page.request, "chu", "/hu");
  await page.goto(url("eu.lumera.localhost", product.path));
  await expect(page.locator("html")).toHaveAttribute("lang", "hu");
  await expect(page.locator(".pv-price .price-current")).toHaveText(/^\d{1,3}(?: \d{3})*,\d{2} Ft$/);
  await expect(page.locator('form[action="/hu/cart"]').getByRole("button", { name: "Kosárba" })).toBeVisible();
});
