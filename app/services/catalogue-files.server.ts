import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import { CatalogueFileError, type CatalogueRows, type CatalogueSection, csvCells, jsonSections, csvSection } from "~/lib/catalogue-sections";
import { neutraliseCell } from "~/lib/csv-cell";
import type { CatalogueExport, ExportedSection } from "./catalogue-export.server";

// Catalogue files on disk (README "Catalogue import and export"), read and written the same way
// by the commands (scripts/catalogue-command.ts) and the back office's upload and download
// (/admin/catalogue): a CSV of products with FILE.brands.csv and FILE.categories.csv beside it,
// or one JSON document.

export type CatalogueFormat = "csv" | "json";

export function formatOf(file: string): CatalogueFormat {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".csv") return "csv";
  if (ext === ".json") return "json";
  throw new CatalogueFileError(`${file}: unknown extension "${ext || "(none)"}" (use .csv or .json)`);
}

/** FILE.brands.csv and FILE.categories.csv beside FILE.csv. */
export function sideFiles(file: string) {
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
    const out = createWriteStream(file);
    await writeCatalogueJson(out, exported);
    out.end();
    await finished(out);
    return;
  }
  const side = sideFiles(file);
  for (const [target, section] of [
    [side.brands, brands],
    [side.categories, categories],
    [file, products],
  ] as const) {
    const out = createWriteStream(target);
    await writeCatalogueCsv(out, section);
    out.end();
    await finished(out);
  }
}

/** One section as CSV into `out` (left open), waiting whenever `out` is full. */
export async function writeCatalogueCsv(out: Writable, section: ExportedSection) {
  // a name beginning with = (or +, -, @) is text, not a formula, in the merchant's spreadsheet; readCsv takes the ' away
  const csv = stringify({ header: true, columns: section.columns, cast: { string: neutraliseCell } });
  csv.pipe(out, { end: false });
  for (const row of section.rows) {
    if (!csv.write(csvCells(row))) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
  await finished(csv);
}

/** The export as one JSON document into `out` (left open), a row at a time, as the command has always written it. */
export async function writeCatalogueJson(out: Writable, exported: CatalogueExport) {
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise((resolve) => out.once("drain", resolve));
  };
  const sections = [
    ["brands", exported.brands.rows],
    ["categories", exported.categories.rows],
    ["products", exported.products.rows],
  ] as const;
  await write("{");
  for (const [index, [key, rows]] of sections.entries()) {
    await write(`${index ? "," : ""}\n "${key}": [`);
    for (const [i, row] of rows.entries()) await write(`${i ? "," : ""}\n  ${JSON.stringify(row, null, 1).replace(/\n/g, "\n  ")}`);
    await write(rows.length ? "\n ]" : "]");
  }
  await write("\n}\n");
}
