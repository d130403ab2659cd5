import { chromium } from "@playwright/test";
const [, , url, out, host] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", `--host-resolver-rules=MAP ${host} 127.0.0.1`] });
for (const [w, h, suffix, full] of [[1280, 900, "desktop", false], [390, 844, "mobile", false], [390, 844, "mobile2", "scroll"]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(url, { waitUntil: "networkidle" });
  if (full === "scroll") await page.evaluate(() => window.scrollTo(0, 700));
  if (process.argv[5]) { await page.click(`a[href="#picture-2"]`); await page.waitForTimeout(600); }
  await page.screenshot({ path: `${out}-${suffix}.png` });
  await page.close();
}
await browser.close();
