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
const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
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
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
