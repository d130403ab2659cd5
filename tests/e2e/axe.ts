import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

// axe-core run in the page at the two widths the shop is checked at (desktop, and 390 px below
// the 753 px breakpoint). Specs that use it set `test.use({ bypassCSP: true })`: the script is
// inlined by Playwright, and the page's own CSP (nonces) would refuse it.

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
export const AXE_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The violations axe finds on the page at both widths, one readable line per rule and width. */
export async function violations(page: Page, label: string) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const found: string[] = [];
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    const result = await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ["violations"],
      }),
    );
    for (const v of result.violations)
      found.push(`${label} at ${size.width} px: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  return found;
}
