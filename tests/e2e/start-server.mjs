// Starts the production server for Playwright on a fresh SQLite database.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.E2E_PORT ?? "3111",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    IMAGE_DIR: path.join(root, ".cache", "images"),
    SEED_PRODUCTS: "400",
    LOG_LEVEL: "warn",
    // e-mails (no SMTP_URL) land here, where tests/e2e/customers.spec.ts reads them
    OUTBOX_DIR: process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `storefront-e2e-outbox-${process.env.E2E_PORT ?? "3111"}`),
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
