import { spawn } from "node:child_process";
import { ROOT } from "./server";

// Runs the order desk (scripts/orders.ts) as a merchant would, as its own process against a
// test server's database and outbox.

export interface DeskRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runOrders(
  server: { databaseUrl: string; dataDir: string; outboxDir?: string },
  args: string[],
  env: Record<string, string> = {},
): Promise<DeskRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/orders.ts", ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: server.dataDir,
        ...(server.outboxDir ? { OUTBOX_DIR: server.outboxDir } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
