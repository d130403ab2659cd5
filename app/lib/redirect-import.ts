import { parse as parseCsv } from "csv-parse/sync";
import { restoreCell } from "./csv-cell";
import {
  type Checked,
  checkFromPath,
  checkStatus,
  checkTarget,
  loopProblem,
  type RedirectRule,
  type RedirectStatus,
  ruleKey,
  type StorefrontPlace,
} from "./redirect-rules";

// Many redirects at once (README "Redirects and the sale message"): a CSV file with the columns
// from, to, status and, optionally, storefront (its department code). A dry run shows each row's
// fate — added, changed, already so, or refused with its reason — and applying does exactly the
// same plan against the rules as they are then: the same file twice changes nothing.

/** The file goes back with the "Apply" form, inside the 1 MB every request may carry. */
export const MAX_IMPORT_BYTES = 512 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** The text as parseRedirectCsv reads it (and the dry run sends back): one kind of line end. */
export const importText = (text: string) => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

export interface ImportRow {
  line: number;
  from: string;
  to: string;
  status: string;
  storefront: string;
}

/** CSV: the first line names the columns; `;`, `,` or a TAB between them, whichever the header line has most of. */
export function parseRedirectCsv(text: string): Checked<ImportRow[]> {
  // one kind of line end: the dry run sends the text back through a form as it was read
  const clean = importText(text);
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(clean)) return { ok: false, message: "The file holds control characters: is it a CSV text file?" };
  if (!clean.trim()) return { ok: false, message: "The file is empty: it needs a first line naming the columns from, to and status." };
  const header = clean.split(/\r?\n/, 1)[0];
  const delimiter = [";", ",", "\t"].map((d) => ({ d, n: header.split(d).length })).sort((a, b) => b.n - a.n)[0].d;
  let rows: string[][];
  try {
    rows = parseCsv(clean, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    return { ok: false, message: `The CSV file cannot be read: ${(error as Error).message}.` };
  }
  const names = (rows[0] ?? []).map((n) => n.toLowerCase().trim());
  const at = (name: string) => names.indexOf(name);
  const missing = ["from", "to"].filter((name) => at(name) === -1);
  if (missing.length)
    return { ok: false, message: `The first line must name the columns from, to and status (storefront may follow); missing: ${missing.join(", ")}.` };
  if (rows.length - 1 > MAX_IMPORT_ROWS) return { ok: false, message: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows: split it.` };
  const cell = (row: string[], name: string) => (at(name) === -1 ? "" : restoreCell(row[at(name)] ?? ""));
  return {
    ok: true,
    value: rows.slice(1).map((row, i) => ({
      line: i + 2,
      from: cell(row, "from"),
      to: cell(row, "to"),
      status: cell(row, "status"),
      storefront: cell(row, "storefront"),
    })),
  };
}

export type ImportOutcome = "add" | "change" | "same" | "refused";

export interface PlannedRow {
  line: number;
  /** as the file has it (a refused row's cells may be anything) */
  from: string;
  to: string;
  department: string;
  outcome: ImportOutcome;
  reason?: string;
  /** the rule the row writes (add, change) or holds already (same) */
  rule?: RedirectRule;
  /** a changed rule: its id and what it was */
  id?: number;
  before?: { to: string; status: RedirectStatus };
}

export type ExistingRule = RedirectRule & { id: number };

/**
 * Each row in file order against the shop's rules and the rows above it: a row that cannot be a
 * rule, names a storefront the shop does not have, repeats an old path of a row above, or would
 * make a loop is refused; the rest are added or change the rule of their old path.
 */
export function planRedirectImport(
  rows: readonly ImportRow[],
  existing: readonly ExistingRule[],
  storefronts: readonly StorefrontPlace[],
  defaultDepartment: string | null,
): PlannedRow[] {
  const current = new Map(existing.map((r) => [ruleKey(r.department, r.from), r]));
  const targets = new Map(existing.map((r) => [ruleKey(r.department, r.from), r.to]));
  const inFile = new Map<string, number>();
  const departments = new Set(storefronts.map((s) => s.department));
  return rows.map((row) => {
    const named = row.storefront.trim().toLowerCase();
    const department = named || defaultDepartment || "";
    const refused = (reason: string): PlannedRow => ({ line: row.line, from: row.from, to: row.to, department, outcome: "refused", reason });
    if (!department) return refused("No storefront: fill in the storefront column or choose one for rows without it.");
    if (!departments.has(department)) return refused(`There is no storefront "${department}".`);
    const from = checkFromPath(row.from);
    if (!from.ok) return refused(`from: ${from.message}`);
    const to = checkTarget(row.to);
    if (!to.ok) return refused(`to: ${to.message}`);
    const status = checkStatus(row.status);
    if (!status.ok) return refused(`status: ${status.message}`);
    const key = ruleKey(department, from.value);
    const earlier = inFile.get(key);
    if (earlier !== undefined) return refused(`Line ${earlier} has the same old path for this storefront.`);
    inFile.set(key, row.line);
    const rule: RedirectRule = { department, from: from.value, to: to.value, status: status.value };
    const loop = loopProblem(rule, targets, storefronts);
    if (loop) return refused(loop);
    const before = current.get(key);
    targets.set(key, rule.to);
    const planned = { line: row.line, from: row.from, to: row.to, department, rule };
    if (!before) return { ...planned, outcome: "add" };
    if (before.to === rule.to && before.status === rule.status) return { ...planned, outcome: "same" };
    return { ...planned, outcome: "change", id: before.id, before: { to: before.to, status: before.status } };
  });
}

/** How many rows of each outcome. */
export function importCounts(plan: readonly PlannedRow[]): Record<ImportOutcome, number> {
  const counts = { add: 0, change: 0, same: 0, refused: 0 };
  for (const row of plan) counts[row.outcome] += 1;
  return counts;
}
