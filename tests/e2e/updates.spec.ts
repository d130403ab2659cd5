import { expect, test } from "@playwright/test";
import { url } from "./support";

// Issue 6 points 6 and 7 in a browser: the service worker shows the offline page when the
// network is gone, and an open tab notices a newly deployed build. Both need JavaScript.

const SI = "si.lumera.localhost";

test.describe("service worker @js", () => {
  test("a page visited before shows the offline page once the network is cut", async ({ page, context }) => {
    await page.goto(url(SI, "/"));
    // the worker registers after load and takes control of the page
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niste povezani");
    await expect(page.getByRole("link", { name: "Poskusi znova" })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole("link", { name: "Poskusi znova" }).click();
    await expect(page.locator("h1.home-h1")).toBeVisible();
  });
});

test.describe("new versions @js", () => {
  test("an open tab notices a deployed build and the next navigation loads it", async ({ page }) => {
    await page.goto(url(SI, "/"));
    await expect(page.locator(".update-notice")).toHaveCount(0);
    // the server now runs another build: the manifest the tab polls says so
    await page.route("**/builds/manifest.json", (route) => route.fulfill({ json: { buildId: "deployed-later", builtAt: new Date().toISOString() } }));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const notice = page.locator(".update-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Na voljo je nova različica trgovine.");
    // a marker on the old document: a full page load drops it, a client-side navigation keeps it
    await page.evaluate(() => ((window as unknown as { oldDocument: boolean }).oldDocument = true));
    await page.locator("a.home-brand").first().click();
    await expect(page).toHaveURL(/\/znamke\//);
    await expect.poll(() => page.evaluate(() => (window as unknown as { oldDocument?: boolean }).oldDocument ?? false)).toBe(false);
  });
});
