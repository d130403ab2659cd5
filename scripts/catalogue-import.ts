// npm run catalogue:import -- FILE.csv | FILE.json [--dry-run] [--images DIR] — brings the
// merchant's catalogue file into the shop (DATABASE_URL / DATA_DIR), README "Catalogue import
// and export". The whole file is checked first: any bad row and nothing is written, every
// problem is printed (row, column, reason) and the exit code is 1. --dry-run checks and says
// what would change, writing nothing. A good file is one transaction; importing it again
// changes nothing.
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv } from "~/env.server";
import { outcomeLine, refusalLines, reportLines } from "~/lib/catalogue-report";
import { CatalogueFileError } from "~/lib/catalogue-sections";
import { writeCatalogueRows } from "~/services/catalogue-write.server";
import { formatOf, progressOnStderr, readCatalogueFile, runCatalogueCommand } from "./catalogue-command";

process.env.LOG_LEVEL ??= "warn";
const USAGE = "usage: npm run catalogue:import -- FILE.csv | FILE.json [--dry-run] [--images DIR]";

await runCatalogueCommand(async (openDb) => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "dry-run": { type: "boolean", default: false }, images: { type: "string" } },
  });
  if (positionals.length !== 1) throw new CatalogueFileError(USAGE);
  const [file] = positionals;
  formatOf(file);
  const dryRun = values["dry-run"];
  const db = await openDb();
  const started = Date.now();
  const rows = await readCatalogueFile(file);
  const read = (Date.now() - started) / 1000;
  const report = await writeCatalogueRows(db, rows, {
    dryRun,
    sourceDir: path.resolve(values.images ?? path.dirname(file)),
    imageDir: getEnv().IMAGE_DIR,
    progress: progressOnStderr,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!report.ok) {
    const refusal = refusalLines(file, report.problems);
    console.error(refusal.title);
    for (const line of refusal.problems) console.error(`  ${line}`);
    return 1;
  }
  const title = dryRun ? `Dry run of ${file}, nothing written:` : `Imported ${file} in ${seconds} s:`;
  console.log(title);
  for (const line of reportLines(report, dryRun)) console.log(`  ${line}`);
  const phases = Object.entries({ read, ...report.seconds }).map(([phase, time]) => `${phase} ${time.toFixed(1)} s`);
  console.log(`  time: ${phases.join(", ")}`);
  const outcome = outcomeLine(report, dryRun);
  if (outcome) console.log(`  ${outcome}`);
  return 0;
});
