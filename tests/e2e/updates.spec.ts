import { expect, test } from "@playwright/test";
import { url } from "./support";

// Offline use and new versions in a browser: the service worker shows the offline page when the
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

  test("a cart call goes to the network without waking the worker; a built asset goes through it", async ({ page }) => {
    await page.goto(url(SI, "/"));
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // every request but a GET goes to the network by the worker's static route, without waking
    // it: a cart edit sent (keepalive) as the page is left was lost about once in fifteen while a
    // stopped worker was woken for it. Chromium tells which route a request took.
    const routes = await page.evaluate(async () => {
      // an entry is written once the body has arrived
      await (await fetch(`/api/cart/recalcCart?probe=${Date.now()}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).text();
      const asset = performance.getEntriesByType("resource").find((e) => /\/build\/.*\.js$/.test(e.name))?.name ?? "";
      await (await fetch(`${asset}?probe=${Date.now()}`)).text();
      const source = (pattern: RegExp) => {
        const entry = performance.getEntriesByType("resource").find((e) => pattern.test(e.name));
        return (entry as (PerformanceEntry & { workerMatchedSourceType?: string }) | undefined)?.workerMatchedSourceType;
      };
      return { post: source(/recalcCart\?probe/), asset: source(/\.js\?probe/) };
    });
    expect(routes.post).toBe("network");
    // built assets still come from the worker's cache (no static route matched them)
    expect(routes.asset).toBe("");
  });
});

test.describe("new versions @js", () => {
  test("an open tab notices a deployed build and the next navigation loads it", async ({ page }) => {
    await page.goto(url(SI, "/"));
    await expect(page.locator(".update-notice")).toHaveCount(0);
    // the server now runs another build: the manifest the tab polls says so
    await page.route("**/builds/manifest.json", (route) => route.fulfill({ json: { buildId: "deployed-later", builtAt: new Date().toISOString() } }));
    // the tab asks again when it becomes visible; until the page has hydrated nobody listens,
    // so the event is repeated until the notice shows
    const notice = page.locator(".update-notice");
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
        return notice.count();
      })
      .toBe(1);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Na voljo je nova različica trgovine.");
    // a marker on the old document: a full page load drops it, a client-side navigation keeps it
    await page.evaluate(() => ((window as unknown as { oldDocument: boolean }).oldDocument = true));
    await page.locator("a.home-brand").first().click();
    await expect(page).toHaveURL(/\/znamke\//);
    await page.waitForLoadState("load");
    // asked while the new document replaces the old one, the page answers nothing: ask again
    await expect.poll(() => page.evaluate(() => (window as unknown as { oldDocument?: boolean }).oldDocument ?? false).catch(() => "navigating")).toBe(false);
  });
});

test.describe("navigation @js", () => {
  // spec §2: "Navigation scrolls to the top, or to the hash anchor."
  test("a client-side navigation starts at the top, or at the hash anchor", async ({ page }) => {
    await page.goto(url(SI, "/"));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Kategorije" }).getByRole("link", { name: "Nega las", exact: true }).dispatchEvent("click");
    await expect(page).toHaveURL(/\/nega-las$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/blog#main"));
    await expect(page).toHaveURL(/\/blog#main$/);
    // the anchor's element is brought into view
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById("main")?.getBoundingClientRect().top ?? Number.NaN;
          return Math.abs(top) < 5;
        }),
      )
      .toBe(true);
  });
});
