import { type Page, expect, test } from "@playwright/test";
import { url } from "./support";

// At 390 px by keyboard, with JavaScript off and on: Tab reaches the menu button
// and the "Filter and sort" toggle, Space opens them; the filter panel is closed again after
// "Show products" and on another page of results, instead of pushing the products down.

test.use({ viewport: { width: 390, height: 844 } });

/** Presses Tab until the element with this id has the focus (at most `limit` times). */
async function tabTo(page: Page, id: string, limit: number) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
  }
  throw new Error(`#${id} not reached in ${limit} Tabs`);
}

test("the menu and the filters open by keyboard; the filters close after 'Show products' and on page 2", async ({ page, javaScriptEnabled }) => {
  await page.goto(url("si.lumera.localhost", "/nega-obraza-in-telesa"));
  const nav = page.locator(".category-nav");
  const filters = page.locator(".listing-sidebar");
  await expect(nav).toBeHidden();
  await expect(filters).toBeHidden();

  await tabTo(page, "menu-toggle", 10);
  // the focus is shown on the visible button
  await expect(page.locator(".menu-button")).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Space");
  await expect(nav).toBeVisible();
  await page.keyboard.press("Space");
  await expect(nav).toBeHidden();

  await tabTo(page, "filters-toggle", 40);
  await page.keyboard.press("Space");
  await expect(filters).toBeVisible();
  // choose a value and show the products, by keyboard
  await tabTo(page, "f-skin_type-1", 10);
  if (javaScriptEnabled) {
    // where the focus is at the end of each task that redraws the filters (a mutation observer's
    // callback runs right after it): never on the page's body, where a key pressed would be lost
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { focusSeen: string[] }).focusSeen = []);
      new MutationObserver(() => void seen.push(document.activeElement?.id || document.activeElement?.tagName || "")).observe(
        document.querySelector(".listing-sidebar")!,
        { childList: true, subtree: true },
      );
    });
  }
  await page.keyboard.press("Space");
  if (javaScriptEnabled) {
    // with JavaScript the choice applies at once; the panel is drawn anew and the focus stays on it
    await expect(page).toHaveURL(/skin_type=1/);
    await expect(page.locator(".selected-filters .chip").first()).toBeVisible();
    await expect(page.locator("#f-skin_type-1")).toBeFocused();
    await expect(page.locator("#f-skin_type-1")).toBeChecked();
    const seen = await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((id) => id !== "f-skin_type-1")).toEqual([]);
  }
  await page.locator(".filter-apply").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/skin_type=1/);
  await expect(page.locator(".selected-filters .chip").first()).toBeVisible();
  await expect(filters).toBeHidden();

  // the whole category again (more than one page), the panel opened, then page 2: closed
  await page.locator(".selected-filters .chip-clear").click();
  await expect(page).toHaveURL(/\/nega-obraza-in-telesa$/);
  await page.locator(".filters-toggle-button").click();
  await expect(filters).toBeVisible();
  await page.locator(".pagination").getByRole("link", { name: "Stran 2" }).click();
  await expect(page).toHaveURL(/\?p=2$/);
  await expect(filters).toBeHidden();
});
