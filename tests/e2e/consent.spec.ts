import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { stockedProducts, url } from "./support";

// Consent in a browser: nothing from another host before consent; accepting loads the tag manager
// at once and the push SDK and trust badge 5 s later, and the queued analytics events reach the
// data layer in order, in EUR; rejecting loads nothing. Without JavaScript the banner's form sets
// the cookie. Every request to another host is intercepted and recorded (nothing leaves).

const SI = "si.lumera.localhost";
const LOCAL = /^(([a-z]+\.)?lumera\.localhost|aurora\.localhost|127\.0\.0\.1|localhost)$/;

// this spec starts as a shopper who has not answered the banner yet
test.use({ storageState: { cookies: [], origins: [] } });

async function recordExternal(context: BrowserContext) {
  const external: string[] = [];
  await context.route("**/*", (route) => {
    const requested = route.request().url();
    if (LOCAL.test(new URL(requested).hostname)) return route.continue();
    external.push(requested);
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stand-in for a third-party script */" });
  });
  return external;
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies(url(SI))).find((c) => c.name === "consent")?.value ?? null;
}

/** A category page (view_item_list), then a product opened from it (view_item). */
async function browse(page: Page) {
  await page.goto(url(SI, "/nega-las"));
  await expect(page.locator(".product-card").first()).toBeVisible();
  await page.locator(".product-card a.product-card-link").first().click();
  await expect(page.locator(".pv-cart-form")).toBeVisible();
}

test("the banner is first in the tab order, and what Tab reaches meanwhile is not hidden under it (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = (await stockedProducts(page.request, "su"))[0];
  await page.goto(url(SI, `/${product.urlKey}`));
  const banner = page.locator(".consent-banner");
  await expect(banner).toBeVisible();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".consent-banner")))).toBe(true);
  // past the banner, through the page: each focused element stays above the banner's top edge
  const bannerTop = (await banner.boundingBox())!.y;
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    const box = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el.closest(".consent-banner") || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      return rect.height > 0 ? { bottom: rect.bottom } : null;
    });
    if (box) expect(box.bottom).toBeLessThanOrEqual(bannerTop + 1);
  }
});

test("the banner's form records the choice without JavaScript, and the footer link reopens it", async ({ page, context }) => {
  const external = await recordExternal(context);
  await page.goto(url(SI, "/"));
  const banner = page.getByRole("form", { name: "Piškotki in zasebnost" });
  await expect(banner).toBeVisible();
  await banner.getByRole("checkbox", { name: /Statistični/ }).check();
  await banner.getByRole("button", { name: "Shrani izbiro" }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toBe("functional:0,statistics:1");
  await expect(page).toHaveURL(url(SI, "/"));

  await page.getByRole("link", { name: "Nastavitve piškotkov" }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("checkbox", { name: /Statistični/ })).toBeChecked();
  await banner.getByRole("button", { name: "Zavrni vse" }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toBe("functional:0,statistics:0");
  await expect(page).toHaveURL(url(SI, "/"));
  // the choice holds on the next page
  await page.goto(url(SI, "/blog"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(external).toEqual([]);
});

test.describe("third parties @js", () => {
  test("nothing loads before consent; accepting loads the tag manager, flushes the queue, then push and trust after 5 s", async ({ page, context }) => {
    const external = await recordExternal(context);
    await browse(page);
    // with JavaScript the product page adds without leaving the page: add_to_cart is queued too
    await page.locator(".pv-cart-form button[type=submit]").click();
    await expect(page.getByText("Dodano v košarico.")).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(external, "nothing from another host before consent").toEqual([]);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? null)).toBeNull();

    await page.getByRole("button", { name: "Sprejmi vse" }).click();
    await expect.poll(() => external.some((u) => u.startsWith("https://www.googletagmanager.com/gtm.js?id=GTM-LUMSI01"))).toBe(true);
    expect(
      external.some((u) => u.includes("onesignal") || u.includes("trust.example.com")),
      "push and trust wait 5 s",
    ).toBe(false);

    const events = await page.evaluate(() =>
      ((window as { dataLayer?: { event?: string; ecommerce?: { currency: string; items: unknown[] } }[] }).dataLayer ?? []).filter((e) => e.ecommerce),
    );
    expect(events.map((e) => e.event)).toEqual(["view_item_list", "view_item", "add_to_cart"]);
    for (const e of events) expect(e.ecommerce?.currency).toBe("EUR");
    expect(await consentCookie(context)).toBe("functional:1,statistics:1");

    await expect
      .poll(() => external.filter((u) => u.startsWith("https://cdn.onesignal.com/") || u.startsWith("https://trust.example.com/")).length, { timeout: 10_000 })
      .toBe(2);
    expect(external.some((u) => u === "https://trust.example.com/badge.js?id=lumera-si")).toBe(true);
  });

  test("rejecting loads nothing, and events stay in the queue", async ({ page, context }) => {
    const external = await recordExternal(context);
    await browse(page);
    await page.getByRole("button", { name: "Zavrni vse" }).click();
    await expect(page.getByRole("form", { name: "Piškotki in zasebnost" })).toHaveCount(0);
    await page.waitForTimeout(6_000);
    expect(external).toEqual([]);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? null)).toBeNull();
    expect(await consentCookie(context)).toBe("functional:0,statistics:0");
  });
});
