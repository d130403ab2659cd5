// npm run demo:remove [-- --keep-orders 12,15 | --keep-orders none] [--dry-run]
// (in the container: node build/scripts/demo-remove.js …) — removes the demo shop that `npm start`
// seeded: its products, brands, categories, attributes, pictures, content, customers, orders, codes
// and certificates; keeps the settings, staff, the audit log and what the merchant added
// (README "Removing the demo"). Where any order exists it refuses unless told which to keep.
import { parseArgs } from "node:util";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { getEnv } from "~/env.server";
import { describeCounts, parseKeepOrders } from "~/lib/demo-removal";
import { removeDemo } from "~/services/demo-removal.server";
import { osUserName } from "./os-user";

// the services log JSON lines on stdout: the command prints its own
process.env.LOG_LEVEL ??= "warn";

const USAGE = "usage: npm run demo:remove -- [--keep-orders ID,ID… | --keep-orders none] [--dry-run]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { "keep-orders"?: string; "dry-run"?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { "keep-orders": { type: "string" }, "dry-run": { type: "boolean" }, help: { type: "boolean" } },
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${(error as Error).message.split("\n")[0]} — ${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const raw = values["keep-orders"];
const keepOrders = raw === undefined ? undefined : parseKeepOrders(raw);
if (keepOrders === null) fail(`--keep-orders takes order ids or numbers separated by commas (12,15), or "none" (got ${JSON.stringify(raw)})`);

const { db } = getConnection();
await migrateToLatest(db);
const result = await removeDemo(db, { keepOrders, dryRun: values["dry-run"], actor: `command:${osUserName()}`, imageDir: getEnv().IMAGE_DIR });
await closeConnection();
if (!result.ok) fail(result.message);
const kept = result.keptOrders.length ? `; orders kept: ${result.keptOrders.join(", ")}` : "";
console.log(`${result.dryRun ? "Would remove" : "Removed"}: ${describeCounts(result.counts)}${kept}.`);
