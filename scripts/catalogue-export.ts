// npm run catalogue:export -- FILE.csv | FILE.json — writes every simple product of the shop
// (DATABASE_URL / DATA_DIR) to FILE, with its brands and categories: FILE.brands.csv and
// FILE.categories.csv beside a CSV, sections of the one JSON document (README "Catalogue import
// and export"). Progress on stderr; a bad FILE argument: one line, exit code 1.
import { parseArgs } from "node:util";
import { CatalogueFileError } from "~/lib/catalogue-sections";
import { exportCatalogueRows } from "~/services/catalogue-export.server";
import { formatOf, progressOnStderr, runCatalogueCommand, writeCatalogueFile } from "./catalogue-command";

process.env.LOG_LEVEL ??= "warn";
const USAGE = "usage: npm run catalogue:export -- FILE.csv | FILE.json";

await runCatalogueCommand(async (openDb) => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new CatalogueFileError(USAGE);
  const [file] = positionals;
  formatOf(file);
  const db = await openDb();
  const started = Date.now();
  const exported = await exportCatalogueRows(db, { progress: (total) => progressOnStderr("exporting products", total) });
  await writeCatalogueFile(file, exported);
  const counts = { products: exported.products.rows.length, brands: exported.brands.rows.length, categories: exported.categories.rows.length };
  console.log(
    `Exported ${counts.products} products, ${counts.brands} brands and ${counts.categories} categories to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
});
