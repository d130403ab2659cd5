// npm run rates:sync [-- --force] — the ECB's daily euro reference rates for the storefronts that
// do not sell in euros (app/services/exchange-rates.server.ts). Prints old → new per
// currency; exit code 1 when the feed failed, a currency was missing, or a jump over 10 % was
// refused (apply it with --force).
import { parseArgs } from "node:util";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { getEnv } from "~/env.server";
import { describeChange, fetchEcbRates, RatesFeedError, syncRates } from "~/services/exchange-rates.server";

const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });
const { db } = getConnection();
let code = 0;
try {
  await migrateToLatest(db);
  const feed = await fetchEcbRates(getEnv().ECB_RATES_URL);
  const report = await syncRates(db, feed, { force: values.force });
  console.log(`ECB euro reference rates of ${report.date}:`);
  for (const change of report.changes) console.log(`  ${describeChange(change)}`);
  if (report.changes.length === 0) console.log("  every storefront sells in euros: nothing to update");
  code = report.ok ? 0 : 1;
} catch (error) {
  if (!(error instanceof RatesFeedError)) throw error;
  console.error(`Rates not updated: ${error.message}`);
  code = 1;
} finally {
  await closeConnection();
}
process.exit(code);
