import { expect, type Page, test } from "@playwright/test";
import { url } from "./support";

// Content, in a browser with JavaScript off and on (the two projects): from the home
// page's blocks into the catalogue, through the blog, and from the brand list to a brand.

const SI = "si.lumera.localhost";

/** Follows a link and answers the status of the document or data request it made. */
async function follow(page: Page, link: ReturnType<Page["locator"]>, expectedPath: RegExp) {
  const href = (await link.getAttribute("href")) ?? "";
  const pathname = href.split("?")[0];
  // without JavaScript the document itself; with it, Remix's data request for the route ("/x.data")
  const response = page.waitForResponse((res) => [pathname, `${pathname}.data`].includes(new URL(res.url()).pathname));
  await link.click();
  const status = (await response).status();
  await expect(page).toHaveURL(expectedPath);
  return status;
}

test("home shows its blocks: heading, sale message, banners, categories, recommended products", async ({ page }) => {
  const response = await page.goto(url(SI));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".home-sale-desktop")).toBeVisible();
  await expect(page.locator(".home-banner")).toHaveCount(3);
  await expect(page.locator(".home-category-tile").first()).toBeVisible();
  // a web-first assertion: without JavaScript the document may still be arriving
  await expect(page.locator(".home-recommended .product-card").nth(3)).toBeVisible();
  await expect(page.locator(".home-recommended img").first()).toHaveAttribute("loading", "eager");
  await expect(page.locator(".home-recommended img").nth(3)).toHaveAttribute("loading", "lazy");
});

test("the Italian home has no sale message (switched off there)", async ({ page }) => {
  await page.goto(url("it.lumera.localhost"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".home-sale-message")).toHaveCount(0);
});

test("a home banner and a category tile lead to their category pages", async ({ page }) => {
  await page.goto(url(SI));
  const banner = page.locator("a.home-banner").first();
  const bannerTitle = (await banner.locator(".home-banner-title").textContent())?.trim() ?? "";
  expect(bannerTitle).not.toBe("");
  expect(await follow(page, banner, /\/nega-obraza-in-telesa\//)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);

  await page.goto(url(SI));
  const tile = page.locator("a.home-category-tile").first();
  const name = (await tile.locator("span").first().textContent())?.trim() ?? "";
  expect(await follow(page, tile, /\/nega-obraza-in-telesa$/)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("home -> blog -> post -> its category", async ({ page }) => {
  await page.goto(url(SI));
  expect(await follow(page, page.locator("nav.category-nav").getByRole("link", { name: "Blog" }), /\/blog$/)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(page.locator(".blog-card").nth(1)).toBeVisible();

  const postLink = page.locator(".blog-card-title a").first();
  const postTitle = (await postLink.textContent())?.trim() ?? "";
  expect(await follow(page, postLink, /\/blog\/[^/]+$/)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle);
  await expect(page.locator(".blog-post time")).toBeVisible();

  const categoryLink = page.locator(".blog-crumbs a").nth(1);
  const categoryName = (await categoryLink.textContent())?.trim() ?? "";
  expect(await follow(page, categoryLink, /\/blog\/category\/[^/]+$/)).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
  await expect(page.locator(".blog-card-title a", { hasText: postTitle })).toBeVisible();
});

test("a post under another language's slug moves to this language's post", async ({ page }) => {
  const response = await page.goto(url(SI, "/blog/winter-skin-care"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/blog\/nega-koze-pozimi$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Nega kože pozimi");
});

test("the brand list jumps by letter and leads to a brand", async ({ page }) => {
  const response = await page.goto(url("eu.lumera.localhost", "/en/brands"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brands");
  await page.locator(".brand-letters a").first().click();
  await expect(page).toHaveURL(/#brands-/);
  const link = page.locator(".brand-card-name a").first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/en\/brands\/[a-z0-9-]+$/);
  expect(await follow(page, link, new RegExp(`${href}$`))).toBe(200);
});

test("a CMS page lists the other information pages beside it", async ({ page }) => {
  await page.goto(url(SI));
  const footerLink = page.locator("footer .footer-links a").first();
  await footerLink.click();
  await expect(page).toHaveURL(/\/cms\//);
  const side = page.locator("nav.cms-side");
  await expect(side.locator('[aria-current="page"]')).toHaveCount(1);
  const other = side.locator("a:not([aria-current])").first();
  const otherTitle = (await other.textContent())?.trim() ?? "";
  await other.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(otherTitle);
});

test.describe("mobile, 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home shows the short sale message and one banner a row", async ({ page }) => {
    await page.goto(url(SI));
    await expect(page.locator(".home-sale-mobile")).toBeVisible();
    await expect(page.locator(".home-sale-desktop")).toBeHidden();
    const [first, second] = await page.locator(".home-banner").evaluateAll((nodes) => nodes.slice(0, 2).map((n) => n.getBoundingClientRect().top));
    expect(second).toBeGreaterThan(first);
  });
});
