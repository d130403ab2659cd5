import { type Cell, LIST_SEPARATOR, type RawRow } from "./catalogue-file";
import { restoreCell } from "./csv-cell";

// The catalogue as sections of rows, whatever brought it: a CSV file and its side files, a JSON
// document, later an upload or a product form (README "Catalogue import and export"). Each
// section says how a problem names its rows, so the merchant finds them as the spreadsheet
// numbers them. Pure: the command reads and writes the files (scripts/catalogue-command.ts).

/** Bad input as a whole (not a row): one line for the merchant, nothing changed. */
export class CatalogueFileError extends Error {}

export interface CatalogueSection {
  /** how a problem names the section's file: "" for the products of a CSV */
  label: string;
  header: string[];
  rows: RawRow[];
  /** how a problem names row i: "row 7" (CSV, header = 1) or "products[5]" (JSON) */
  rowName: (index: number) => string;
  /** how a problem about the columns names the header: "row 1" or "products" */
  headerName: string;
}

/** What an import writes: products, and the brands and categories they may name. */
export interface CatalogueRows {
  products: CatalogueSection;
  brands: CatalogueSection | null;
  categories: CatalogueSection | null;
}

/** A CSV file's records (header first) as a section; `label` names the file in problems ("x.brands.csv "). */
export function csvSection(records: string[][], label: string): CatalogueSection {
  const [header = [], ...body] = records;
  const columns = header.map((column) => column.trim());
  return {
    label,
    header: columns,
    // the ' the export put before a cell a spreadsheet would run comes off again (export then import is a no-op)
    rows: body.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[i] === undefined ? undefined : restoreCell(cells[i])]))),
    rowName: (index) => `row ${index + 2}`,
    headerName: `${label}row 1`,
  };
}

/** A JSON document { brands, categories, products } as sections; a document of another shape: CatalogueFileError. */
export function jsonSections(document: unknown): CatalogueRows {
  if (!isObject(document) || !Array.isArray(document.products)) {
    throw new CatalogueFileError(`expected a JSON object { "brands": [...], "categories": [...], "products": [...] }`);
  }
  const section = (key: string): CatalogueSection | null => {
    const list = document[key];
    if (list === undefined) return null;
    if (!Array.isArray(list) || !list.every(isObject)) throw new CatalogueFileError(`"${key}" must be a list of objects`);
    const rows = list as RawRow[];
    return { label: "", header: [...new Set(rows.flatMap((row) => Object.keys(row)))], rows, rowName: (index) => `${key}[${index}]`, headerName: key };
  };
  return { products: section("products")!, brands: section("brands"), categories: section("categories") };
}

/** An exported row as CSV cells: lists joined with "|", numbers as written. */
export function csvCells(row: Record<string, Cell>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([column, cell]) => [
      column,
      Array.isArray(cell) ? cell.join(LIST_SEPARATOR) : cell === null || cell === undefined ? "" : String(cell),
    ]),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
