import type { RowProblem } from "./catalogue-file";
import { type Counts, describeProblems } from "./catalogue-rows";

// What an import says it did (or, dry, would do), in the same words whether the command prints it
// (scripts/catalogue-import.ts) or the back office shows it (/admin/catalogue/jobs/:id).

/** The part of an import's report the words are made of (CatalogueWriteReport, stored as a job's JSON). */
export interface ReportCounts {
  ok: boolean;
  problems: RowProblem[];
  products: Counts;
  brands: Counts;
  categories: Counts;
  images: number;
  version: number | null;
  changed: boolean;
}

export function describeCounts(label: string, counts: Counts, dryRun = false) {
  const [create, update] = dryRun ? ["to create", "to update"] : ["created", "updated"];
  return `${label}: ${counts.created} ${create}, ${counts.updated} ${update}, ${counts.unchanged} unchanged`;
}

/** The lines under the report's title: counts of products, brands and categories, new images, and whether anything changed. */
export function reportLines(report: ReportCounts, dryRun: boolean) {
  const lines = [
    describeCounts("products", report.products, dryRun),
    describeCounts("brands", report.brands, dryRun),
    describeCounts("categories", report.categories, dryRun),
  ];
  if (report.images) lines.push(`new images: ${report.images}`);
  return lines;
}

/** The closing line: nothing changed, or the catalogue version now; null for a dry run that would change something. */
export function outcomeLine(report: ReportCounts, dryRun: boolean) {
  if (!report.changed) return "nothing changed";
  return dryRun || report.version === null ? null : `catalogue version now ${report.version}`;
}

/** The refusal's title and its problems, one a line, by file and row as the command prints them. */
export function refusalLines(file: string, problems: RowProblem[]) {
  return {
    title: `${file} refused, nothing changed (${problems.length} problem${problems.length === 1 ? "" : "s"}):`,
    problems: describeProblems(problems),
  };
}
