import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { serverFiles, url } from "./support";

// The back office in a browser: accounts made by `npm run staff` on the Playwright server's
// database, and the first sign-in through the pages (password, then the second factor set up
// from the page's secret).

export const ADMIN = "admin.lumera.localhost";
export const STAFF_PASSWORD = "Modra-sliva-42-staff";
const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** `npm run staff -- <args>` on this run's database and outbox (of the server on `at`, the first by default), `input` on its standard input. */
export function staffCommand(args: string[], input = "", at?: string | number) {
  const { dataDir, databaseUrl, outboxDir } = serverFiles(at);
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, OUTBOX_DIR: outboxDir },
    encoding: "utf8",
    input,
    timeout: 60_000,
  });
}

/** The code an authenticator app shows for `secret` now. */
export const totp = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, "")) }).generate();

/**
 * The first sign-in: password, the authenticator set up from the page's secret, the recovery
 * codes, Continue. `adminUrl` names the admin host of the server the test uses (the first by default).
 */
export async function firstSignIn(page: Page, email: string, adminUrl = (path: string) => url(ADMIN, path)) {
  await page.goto(adminUrl("/"));
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code for ${email}` })).toBeVisible();
  const secret = (await page.locator(".admin-secret").textContent())!;
  await page.getByLabel("Code from the app").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on and continue" }).click();
  await expect(page.getByRole("heading", { name: "Your second factor is on" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What waits" })).toBeVisible();
}
