import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { url } from "./support";

// Staff in the browser tests: the back office's first sign-in, through its own pages.

export const ADMIN = "admin.lumera.localhost";
export const STAFF_PASSWORD = "Modra-sliva-42-staff";

/** The code an authenticator app shows now for the secret the set-up page wrote out. */
export const totpCode = (secret: string) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, "")) }).generate();

/**
 * The first sign-in: password, the authenticator set up from the page's secret, the recovery
 * codes, Continue. `adminUrl` names the admin host of the server the test uses.
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
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on and continue" }).click();
  await expect(page.getByRole("heading", { name: "Your second factor is on" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What waits" })).toBeVisible();
}
