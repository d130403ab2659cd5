// Starts the production server for Playwright on a fresh SQLite database.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));
const port = process.env.E2E_PORT ?? "3111";
const outboxDir = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `storefront-e2e-outbox-${port}`);
// where this run's database and outbox are, for specs that run the merchant's commands against
// them (tests/e2e/order-desk.spec.ts runs `orders mark-paid`): one file per port
writeFileSync(
  path.join(os.tmpdir(), `storefront-e2e-server-${port}.json`),
  JSON.stringify({ dataDir, databaseUrl: process.env.DATABASE_URL || path.join(dataDir, "shop.sqlite"), outboxDir }),
);
// E2E_STRIPE=1: the second server, paying cards through Stripe's hosted Checkout played by msw
// and a stand-in payment page in its own process (tests/support/stripe-mock.ts)
const stripe = process.env.E2E_STRIPE === "1";
const stripeEnv = stripe
  ? {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_lumeraTestKey0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_lumeraTestSecret0123456789",
      STRIPE_MOCK_PORT: String(Number(port) + 1),
      STRIPE_CHECKOUT_ORIGIN: `http://127.0.0.1:${Number(port) + 1}`,
      STRIPE_MOCK_WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/stripe`,
    }
  : {};
// VIES answers from tests/support/vies-mock.ts (the checkout's company details); Stripe's from stripe-mock.ts when asked for
const mocks = ["./tests/support/vies-mock.ts", ...(stripe ? ["./tests/support/stripe-mock.ts"] : [])];
const child = spawn(process.execPath, ["--import", "tsx", ...mocks.flatMap((file) => ["--import", file]), "server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    IMAGE_DIR: path.join(root, ".cache", "images"),
    SEED_PRODUCTS: "400",
    LOG_LEVEL: "warn",
    // e-mails (no SMTP_URL) land here, where tests/e2e/customers.spec.ts reads them
    OUTBOX_DIR: outboxDir,
    // the demo as `npm start` serves it: the test payment page named (production's default is none)
    PAYMENT_PROVIDER: "test",
    // the unpaid-transfer jobs every second instead of every 15 minutes: tests/e2e/unpaid-transfer.spec.ts
    // moves an order's time back and waits for the server's own jobs, not for the clock
    BANK_TRANSFER_JOBS_SECONDS: "1",
    ...stripeEnv,
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
