import type { RawRow, RowProblem } from "./catalogue-file";
import { LIST_SEPARATOR, productColumns } from "./catalogue-file";

// The back office's product form (README "Products"): its fields are the catalogue file's
// columns (README "Catalogue import and export"), so a product is checked and written by the
// import's own rules (app/lib/catalogue-rows.ts) as a file of one row. Pure: the service fills in
// the shop's categories and attribute values.

export const PRODUCTS_PER_PAGE = 50;

export const STOCK_FILTERS = ["", "in", "out"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The products list's archived filter: active products only (""), archived only, or all. */
export const ARCHIVED_FILTERS = ["", "only", "all"] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/**
 * The columns the form carries: every product column but pictures (kept as they are) and
 * `archived` (archiving has its own page, /admin/products/:id/archive, with its successor). The
 * stock figures only when a product is made: afterwards a figure changes by a delivery or a count
 * (README "Stock"), never by typing over one a sale may have changed meanwhile.
 */
export function formColumns(languages: readonly string[], warehouses: readonly string[], options: { stock?: boolean } = {}) {
  const stock = options.stock ?? true;
  return productColumns(languages, warehouses).filter((column) => column !== "images" && column !== "archived" && (stock || !column.startsWith("stock_")));
}

/** Form field of a further category (a checkbox), by category id. */
export const categoryField = (id: number) => `category_${id}`;
/** Form field of an attribute value (a checkbox), by value id. */
export const valueField = (id: number) => `value_${id}`;

export interface FormVocabulary {
  languages: readonly string[];
  warehouses: readonly string[];
  /** category id -> its key (url key in the default language) */
  categoryKeys: ReadonlyMap<number, string>;
  /** attribute value id -> [attribute code, label in the default language] */
  values: ReadonlyMap<number, readonly [string, string]>;
}

/**
 * The posted form as a catalogue row: the main category first, then the ticked ones; ticked
 * attribute values as `code:label`. Fields the form does not know are left out (the row's
 * header is formColumns, so the import's checks see every column).
 */
export function productRowFromForm(fields: Readonly<Record<string, string>>, vocabulary: FormVocabulary, options: { stock?: boolean } = {}): RawRow {
  const row: RawRow = {};
  for (const column of formColumns(vocabulary.languages, vocabulary.warehouses, options)) row[column] = (fields[column] ?? "").trim();
  const main = (fields.main_category ?? "").trim();
  const further = [...vocabulary.categoryKeys].filter(([id, key]) => fields[categoryField(id)] && key !== main).map(([, key]) => key);
  row.categories = [...(main ? [main] : []), ...further].join(LIST_SEPARATOR);
  row.attributes = [...vocabulary.values]
    .filter(([id]) => fields[valueField(id)])
    .map(([, [code, label]]) => `${code}:${label}`)
    .join(LIST_SEPARATOR);
  return row;
}

/** Problems of the one-row check at their fields: the first reason per column (categories at the main category's field). */
export function fieldErrors(problems: readonly RowProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { column, reason } of problems) {
    const field = column === "categories" ? "main_category" : column;
    errors[field] ??= sentence(reason);
  }
  return errors;
}

const sentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;

/** What an edit changed, for the audit log: the fields that differ, before and after. */
export function changedFields(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => (before[key] ?? "") !== (after[key] ?? ""));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? ""])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? ""])),
  };
}
