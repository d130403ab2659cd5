import { runCommand } from "./commands";

// Runs the order desk (scripts/orders.ts, built) as a merchant would, as its own process against a
// test server's database and outbox.

export type { CommandRun as DeskRun } from "./commands";
import type { CommandRun as DeskRun } from "./commands";

export function runOrders(
  server: { databaseUrl: string; dataDir: string; outboxDir?: string },
  args: string[],
  env: Record<string, string> = {},
): Promise<DeskRun> {
  return runCommand("orders", args, {
    NODE_ENV: "production",
    DATABASE_URL: server.databaseUrl,
    DATA_DIR: server.dataDir,
    ...(server.outboxDir ? { OUTBOX_DIR: server.outboxDir } : {}),
    ...env,
  });
}
