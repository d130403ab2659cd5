import { defineConfig, devices } from "@playwright/test";

// End-to-end tests in Debian's Chromium (no downloaded browsers), each flow twice: with
// JavaScript disabled and enabled. The server runs the production build on its own database.
const PORT = Number(process.env.E2E_PORT ?? 3111);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Every flow but the consent spec's starts from a shopper who has already answered the consent
// banner (rejecting all), so that the banner covers nothing the tests click. tests/e2e/consent.spec.ts
// starts without this cookie.
const SHOP_HOSTS = ["si", "hr", "eu", "at", "it", "cz"].map((code) => `${code}.lumera.localhost`).concat("aurora.localhost", "127.0.0.1");
export const ANSWERED_CONSENT = {
  cookies: SHOP_HOSTS.map((domain) => ({
    name: "consent",
    value: "functional:0,statistics:0",
    domain,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: true,
    sameSite: "Lax" as const,
  })),
  origins: [],
};

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://si.lumera.localhost:${PORT}`,
    storageState: ANSWERED_CONSENT,
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // tests tagged @js exercise what JavaScript adds on top of a working form or link
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false }, grepInvert: /@js/ },
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
  ],
  webServer: [
    {
      command: "node tests/e2e/start-server.mjs",
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { E2E_PORT: String(PORT) },
    },
    // the same shop paying cards through Stripe (msw), for tests/e2e/stripe-checkout.spec.ts;
    // its stand-in of Stripe's payment page listens on the port after it
    {
      command: "node tests/e2e/start-server.mjs",
      url: `http://127.0.0.1:${PORT + 10}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { E2E_PORT: String(PORT + 10), E2E_STRIPE: "1" },
    },
  ],
});
