// The frame of the two catalogue commands (catalogue-import.ts, catalogue-export.ts; README
// "Catalogue import and export"): which file format, reading and writing the files, progress on
// stderr, and the exit code. What the rows mean and how they are written is the app's
// (app/lib/catalogue-rows.ts, app/services/catalogue-write.server.ts), shared with the back office.
import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import { closeConnection, type DB, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Counts } from "~/lib/catalogue-rows";
import { CatalogueFileError, type CatalogueRows, type CatalogueSection, csvCells, csvSection, jsonSections } from "~/lib/catalogue-sections";
import { neutraliseCell } from "~/lib/csv-cell";
import { createProgress } from "~/lib/progress";
import type { CatalogueExport } from "~/services/catalogue-export.server";

type Format = "csv" | "json";

export function formatOf(file: string): Format {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".csv") return "csv";
  if (ext === ".json") return "json";
  throw new CatalogueFileError(`${file}: unknown extension "${ext || "(none)"}" (use .csv or .json)`);
}

/** FILE.brands.csv and FILE.categories.csv beside FILE.csv. */
function sideFiles(file: string) {
  const base = file.replace(/\.csv$/i, "");
  return { brands: `${base}.brands.csv`, categories: `${base}.categories.csv` };
}

/** Reads FILE (and its side files for CSV). Unreadable or malformed input: CatalogueFileError. */
export async function readCatalogueFile(file: string): Promise<CatalogueRows> {
  const format = formatOf(file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new CatalogueFileError(`${file}: no such file`);
  if (format === "json") return readJson(file);
  const side = sideFiles(file);
  const name = path.basename;
  return {
    products: await readCsv(file, ""),
    brands: existsSync(side.brands) ? await readCsv(side.brands, `${name(side.brands)} `) : null,
    categories: existsSync(side.categories) ? await readCsv(side.categories, `${name(side.categories)} `) : null,
  };
}

async function readCsv(file: string, label: string): Promise<CatalogueSection> {
  const records: string[][] = [];
  try {
    const parser = createReadStream(file).pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: false }));
    for await (const record of parser) records.push(record as string[]);
  } catch (error) {
    throw new CatalogueFileError(`${file}: not a readable CSV file (${(error as Error).message})`);
  }
  return csvSection(records, label);
}

async function readJson(file: string): Promise<CatalogueRows> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CatalogueFileError(`${file}: not a readable JSON file (${(error as Error).message})`);
  }
  try {
    return jsonSections(document);
  } catch (error) {
    if (error instanceof CatalogueFileError) throw new CatalogueFileError(`${file}: ${error.message}`);
    throw error;
  }
}

/** Writes an export to FILE: one JSON document, or FILE.csv with its brands and categories beside it. */
export async function writeCatalogueFile(file: string, exported: CatalogueExport) {
  const { products, brands, categories } = exported;
  if (formatOf(file) === "json") {
    await writeFile(file, `${JSON.stringify({ brands: brands.rows, categories: categories.rows, products: products.rows }, null, 1)}\n`);
    return;
  }
  const side = sideFiles(file);
  await writeCsv(side.brands, brands.columns, brands.rows.map(csvCells));
  await writeCsv(side.categories, categories.columns, categories.rows.map(csvCells));
  await writeCsv(file, products.columns, products.rows.map(csvCells));
}

async function writeCsv(file: string, columns: string[], rows: Record<string, string>[]) {
  const out = createWriteStream(file);
  // a name beginning with = (or +, -, @) is text, not a formula, in the merchant's spreadsheet; readCsv takes the ' away
  const csv = stringify({ header: true, columns, cast: { string: neutraliseCell } });
  csv.pipe(out);
  for (const row of rows) {
    if (!csv.write(row)) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
  await finished(out);
}

export function describeCounts(label: string, counts: Counts, dryRun = false) {
  const [create, update] = dryRun ? ["to create", "to update"] : ["created", "updated"];
  return `${label}: ${counts.created} ${create}, ${counts.updated} ${update}, ${counts.unchanged} unchanged`;
}

export const progressOnStderr = (label: string, total: number) => createProgress(label, total);

/**
 * The frame of both commands: `body` checks its arguments, then opens the database (migrated);
 * the connection is closed and the process ends with body's exit code. A bad argument or an
 * unreadable file (CatalogueFileError, or parseArgs' own TypeError) is one line on stderr and
 * exit code 1, anything else a crash.
 */
export async function runCatalogueCommand(body: (openDb: () => Promise<DB>) => Promise<number>) {
  let code = 0;
  const openDb = async () => {
    const { db } = getConnection();
    await migrateToLatest(db);
    return db;
  };
  try {
    code = await body(openDb);
  } catch (error) {
    if (!(error instanceof CatalogueFileError) && !(error instanceof TypeError && "code" in error)) throw error;
    console.error(error.message);
    code = 1;
  } finally {
    await closeConnection();
  }
  process.exit(code);
}
