import type { ReportCounts } from "./catalogue-report";

// A catalogue import from the back office (README "Import and export in the browser"): its
// limits, its states and how its progress reads. The job itself: app/services/catalogue-jobs.server.ts.

/** The largest catalogue file uploaded (BODY_LIMIT_ROUTES takes 1 MB more on /admin/catalogue, for the form around it). */
export const CATALOGUE_UPLOAD_BYTES = 50 * 1024 * 1024;

export type JobStatus = "checked" | "refused" | "running" | "done" | "failed";

export interface JobProgress {
  /** what the import is doing: the command's progress labels ("checking products", "writing products", …) */
  phase: string;
  done: number;
  total: number;
}

/** The report the command prints, stored with the job: counts, problems, and seconds per phase. */
export interface JobReport extends ReportCounts {
  seconds: Record<string, number>;
}

export interface CatalogueJob {
  id: number;
  status: JobStatus;
  fileName: string;
  staff: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** while running */
  progress: JobProgress | null;
  /** the dry run's report until the import has run, then the import's */
  report: JobReport | null;
  message: string | null;
}

/** The phase that follows one whose bar has finished but which reports no count of its own. */
export const RUNNING_PHASE_AFTER: Record<string, string> = {
  "checking products": "storing images and writing",
  "writing products": "updating the search index and committing",
};

/** "checking products: 450 of 1,000 (45%)", or the phase alone when it has no count. */
export function progressText(progress: JobProgress) {
  if (progress.total <= 0) return progress.phase;
  const percent = Math.floor((Math.min(progress.done, progress.total) / progress.total) * 100);
  return `${progress.phase}: ${progress.done.toLocaleString("en")} of ${progress.total.toLocaleString("en")} (${percent}%)`;
}

/**
 * The stored file's name without its extension, as the command's FILE: letters, digits, dot,
 * dash and underscore of the uploaded name ("Cenik jesen 2026.csv" → "Cenik-jesen-2026"), so its
 * side files sit beside it as FILE.brands.csv and FILE.categories.csv.
 */
export function jobFileBase(fileName: string) {
  const base = fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.(csv|json)$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return base || "catalogue";
}

/**
 * A browser upload has no folder of pictures beside it: a picture it names must be in the shop
 * already (IMAGE_DIR, by the name the file gives). Any other is a problem at its row, as a
 * missing picture file is for the command.
 */
export function missingPictureProblem(name: string) {
  return `image ${name} is not in the shop: an import from the browser uses only pictures the shop has (import new pictures with npm run catalogue:import)`;
}

export const STATUS_LABEL: Record<JobStatus, string> = {
  checked: "Dry run passed, waiting to be imported",
  refused: "Refused, nothing changed",
  running: "Importing",
  done: "Imported",
  failed: "Failed",
};
