import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import {
  MaxPartSizeExceededError,
  NodeOnDiskFile,
  unstable_composeUploadHandlers,
  unstable_createFileUploadHandler,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect";
import { getEnv } from "~/env.server";
import {
  CATALOGUE_UPLOAD_BYTES,
  type CatalogueJob,
  type JobProgress,
  type JobReport,
  jobFileBase,
  missingPictureProblem,
  RUNNING_PHASE_AFTER,
} from "~/lib/catalogue-job";
import { CatalogueFileError } from "~/lib/catalogue-sections";
import type { Progress } from "~/lib/progress";
import { recordAudit } from "./audit-log.server";
import { formatOf, readCatalogueFile } from "./catalogue-files.server";
import { writeCatalogueRows } from "./catalogue-write.server";

// The back office's catalogue import (README "Import and export in the browser"): an uploaded
// file is stored under DATA_DIR/catalogue-uploads/<job>/ and dry-run at once (the command's
// checks, nothing written); "Import" then runs it in this server process as a background job,
// one at a time across every instance (catalogue_job.running_lock is unique), its progress and
// report kept in its row for the job page. A running job writes a heartbeat; one whose heartbeat
// stopped (its process ended) is marked failed, never left running.

/** How often a running job writes its progress and heartbeat. */
const HEARTBEAT_MS = 2_000;
/** A running job with no heartbeat for this long belongs to a process that stopped. */
export const STALE_MS = 60_000;
/** A checked file nobody imports is dropped after a day (its folder removed). */
const CHECKED_KEPT_MS = 24 * 60 * 60 * 1000;

/** The jobs this process runs, with their progress as it is this moment (the row follows every HEARTBEAT_MS). */
const running = new Map<number, JobProgress>();
/** Their runs, for a test or a shutdown that waits. */
const runs = new Map<number, Promise<void>>();

export const uploadRoot = () => path.join(getEnv().DATA_DIR, "catalogue-uploads");

/** The folder a job's files are kept in. */
const jobDir = (filePath: string) => path.dirname(filePath);

export type UploadResult = { ok: true; jobId: number } | { ok: false; status: 400 | 413; message: string };

/**
 * Reads a multipart upload (`file`: products CSV or JSON; optional `brands` and `categories`
 * CSV), streamed to files on disk, never whole in memory, and dry-runs it into a new job:
 * checked (ready to import) or refused (with the problems). A file that is not a catalogue file
 * at all is no job: a message for the form.
 */
export async function receiveCatalogueUpload(db: DB, request: Request, actor: string): Promise<UploadResult> {
  const incoming = path.join(uploadRoot(), `incoming-${randomUUID()}`);
  const fields = ["file", "brands", "categories"];
  // the names the browser gave the files (stored under the field's name: a browser's name is no path)
  const names = new Map<string, string>();
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(
        unstable_createFileUploadHandler({
          directory: incoming,
          avoidFileConflicts: false,
          maxPartSize: CATALOGUE_UPLOAD_BYTES,
          filter: ({ name, filename }) => {
            if (!fields.includes(name)) return false;
            names.set(name, filename);
            return true;
          },
          file: ({ name }) => name,
        }),
        // the form's few words (intent); a file part of another name is dropped (100 bytes at most)
        unstable_createMemoryUploadHandler({ maxPartSize: 100 }),
      ),
    );
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    if (error instanceof MaxPartSizeExceededError) return { ok: false, status: 413, message: "The file is larger than 50 MB: import it with the command." };
    return { ok: false, status: 400, message: "The upload could not be read: choose the file again." };
  }
  const upload = (name: string) => {
    const value = form.get(name);
    return value instanceof NodeOnDiskFile && value.size > 0
      ? { name: (names.get(name) ?? name).replace(/^.*[\\/]/, ""), getFilePath: () => value.getFilePath() }
      : null;
  };
  const products = upload("file");
  const refuse = async (message: string): Promise<UploadResult> => {
    await rm(incoming, { recursive: true, force: true });
    return { ok: false, status: 400, message };
  };
  if (!products) return refuse("Choose the catalogue file to upload (CSV or JSON).");
  const fileName = products.name.slice(0, 200);
  let format;
  try {
    format = formatOf(fileName);
  } catch {
    return refuse(`${fileName} is not a catalogue file: its name must end in .csv or .json.`);
  }
  const brands = upload("brands");
  const categories = upload("categories");
  if (format === "json" && (brands || categories))
    return refuse("A JSON file holds its brands and categories itself: upload the brands and categories files with a CSV only.");
  for (const side of [brands, categories]) if (side && path.extname(side.name).toLowerCase() !== ".csv") return refuse(`${side.name} is not a CSV file.`);

  // the files under the names the command reads (FILE.csv, FILE.brands.csv, FILE.categories.csv)
  const base = jobFileBase(fileName);
  const filePath = path.join(incoming, `${base}.${format}`);
  await rename(products.getFilePath(), filePath);
  if (brands) await rename(brands.getFilePath(), path.join(incoming, `${base}.brands.csv`));
  if (categories) await rename(categories.getFilePath(), path.join(incoming, `${base}.categories.csv`));

  let report: JobReport;
  try {
    report = await dryRun(db, filePath);
  } catch (error) {
    if (error instanceof CatalogueFileError) return refuse(withoutFolder(error.message, incoming, fileName));
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  const now = new Date().toISOString();
  const job = await db
    .insertInto("catalogue_job")
    .values({
      status: report.ok ? "checked" : "refused",
      file_name: fileName,
      file_path: filePath,
      staff: actor,
      created_at: now,
      finished_at: report.ok ? null : now,
      report: JSON.stringify(report),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (!report.ok) {
    await rm(incoming, { recursive: true, force: true });
    return { ok: true, jobId: job.id };
  }
  const kept = path.join(uploadRoot(), String(job.id));
  await rm(kept, { recursive: true, force: true });
  await rename(incoming, kept);
  await db
    .updateTable("catalogue_job")
    .set({ file_path: path.join(kept, path.basename(filePath)) })
    .where("id", "=", job.id)
    .execute();
  return { ok: true, jobId: job.id };
}

/** A message about a stored file names it as the merchant uploaded it, not by the server's folder. */
function withoutFolder(message: string, dir: string, fileName: string) {
  return message.replace(new RegExp(`${escapeRegExp(dir)}/[^:]*?\\.(csv|json)`, "g"), (found) =>
    /\.(brands|categories)\.csv$/.test(found) ? path.basename(found) : fileName,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pictures a browser import may name: those the shop has; any other is a problem at its row. */
const shopPicturesOnly = (name: string) => ({ problem: missingPictureProblem(name) });

async function dryRun(db: DB, filePath: string): Promise<JobReport> {
  const started = Date.now();
  const rows = await readCatalogueFile(filePath);
  const read = (Date.now() - started) / 1000;
  const report = await writeCatalogueRows(db, rows, {
    dryRun: true,
    sourceDir: jobDir(filePath),
    imageDir: getEnv().IMAGE_DIR,
    locateImage: shopPicturesOnly,
  });
  return { ...report, seconds: { read, ...report.seconds } };
}

export type StartResult = { ok: true } | { ok: false; message: string };

/**
 * Starts importing a checked job in the background. Refused while another import runs (on any
 * instance: the unique running_lock), and for a job that is not waiting to be imported.
 */
export async function startCatalogueImport(db: DB, id: number, actor: string): Promise<StartResult> {
  await failStaleCatalogueJobs(db);
  const now = new Date().toISOString();
  let claimed;
  try {
    claimed = await db
      .updateTable("catalogue_job")
      .set({ status: "running", running_lock: "import", started_at: now, heartbeat_at: now, phase: "reading the file", done_count: 0, total_count: 0 })
      .where("id", "=", id)
      .where("status", "=", "checked")
      .executeTakeFirst();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const other = await db.selectFrom("catalogue_job").select(["id", "file_name", "staff"]).where("running_lock", "=", "import").executeTakeFirst();
    return {
      ok: false,
      message: other
        ? `Another import is running (${other.file_name}, started by ${other.staff}): one import at a time. Import this file when it has finished.`
        : "Another import is running: one import at a time. Import this file when it has finished.",
    };
  }
  if (Number(claimed.numUpdatedRows) === 0)
    return { ok: false, message: "This file is not waiting to be imported (it was imported, refused or dropped): upload it again." };
  const progress: JobProgress = { phase: "reading the file", done: 0, total: 0 };
  running.set(id, progress);
  const run = runImport(db, id, actor, progress).finally(() => {
    running.delete(id);
    runs.delete(id);
  });
  runs.set(id, run);
  return { ok: true };
}

async function runImport(db: DB, id: number, actor: string, progress: JobProgress) {
  const job = await db.selectFrom("catalogue_job").select(["file_path", "file_name"]).where("id", "=", id).executeTakeFirstOrThrow();
  let writing = false;
  const persist = async () => {
    if (writing) return;
    writing = true;
    try {
      await db
        .updateTable("catalogue_job")
        .set({ phase: progress.phase, done_count: progress.done, total_count: progress.total, heartbeat_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", "running")
        .execute();
    } catch {
      // the next beat tries again; a job whose beats all fail is found stale and marked failed
    } finally {
      writing = false;
    }
  };
  const beat = setInterval(() => void persist(), HEARTBEAT_MS);
  // the rows of the last phase that counted them: what the finished job's n of m says
  let counted = 0;
  beat.unref();
  const finish = (values: { status: string; report?: JobReport; message?: string }) =>
    db
      .updateTable("catalogue_job")
      .set({
        status: values.status,
        running_lock: null,
        finished_at: new Date().toISOString(),
        phase: null,
        done_count: values.status === "failed" ? progress.done : counted,
        total_count: values.status === "failed" ? progress.total : counted,
        ...(values.report ? { report: JSON.stringify(values.report) } : {}),
        message: values.message ?? null,
      })
      .where("id", "=", id)
      .execute();
  // The job is marked finished last, once its upload is removed and its audit written: whoever
  // sees it done (the job page, the test) sees all of it done.
  let outcome: Parameters<typeof finish>[0];
  try {
    const started = Date.now();
    const rows = await readCatalogueFile(job.file_path);
    const read = (Date.now() - started) / 1000;
    const report = await writeCatalogueRows(db, rows, {
      sourceDir: jobDir(job.file_path),
      imageDir: getEnv().IMAGE_DIR,
      locateImage: shopPicturesOnly,
      progress: (label, total) => trackPhase(progress, label, total, (n) => (counted = n)),
    });
    const stored: JobReport = { ...report, seconds: { read, ...report.seconds } };
    if (report.ok)
      await recordAudit(db, {
        actor,
        kind: "catalogue.import",
        subject: `catalogue_job:${id}`,
        before: null,
        after: {
          file: job.file_name,
          products: report.products,
          brands: report.brands,
          categories: report.categories,
          images: report.images,
          version: report.version,
        },
      });
    // the shop may have changed since the dry run: then the import is refused whole, as the command's
    outcome = { status: report.ok ? "done" : "refused", report: stored };
  } catch (error) {
    const message =
      error instanceof CatalogueFileError ? error.message : `The import stopped with an error; nothing of it was written (${(error as Error).message}).`;
    outcome = { status: "failed", message };
  } finally {
    clearInterval(beat);
    await rm(jobDir(job.file_path), { recursive: true, force: true }).catch(() => undefined);
  }
  await finish(outcome).catch(() => undefined);
}

/** A Progress that keeps the job's phase and counts (the command's bar, as numbers). */
function trackPhase(progress: JobProgress, label: string, total: number, finished: (total: number) => void): Progress {
  progress.phase = label;
  progress.done = 0;
  progress.total = total;
  return {
    advance(count = 1) {
      progress.done = Math.min(total, progress.done + count);
    },
    finish() {
      progress.done = total;
      finished(total);
      const next = RUNNING_PHASE_AFTER[label];
      if (next) Object.assign(progress, { phase: next, done: 0, total: 0 });
    },
  };
}

/**
 * Running jobs whose process stopped (no heartbeat for STALE_MS; not one this process runs) are
 * marked failed; a checked file not imported within a day is dropped. At the server's start and
 * every minute (jobs.server.ts), and before a job is started or shown.
 */
export async function failStaleCatalogueJobs(db: DB, now = new Date()) {
  const stale = new Date(now.getTime() - STALE_MS).toISOString();
  let query = db
    .updateTable("catalogue_job")
    .set({
      status: "failed",
      running_lock: null,
      finished_at: now.toISOString(),
      phase: null,
      message:
        "The import stopped without finishing: the server stopped during it. Its writes are one transaction, so either all of the file or none of it is in the shop; upload it again for a dry run that shows which.",
    })
    .where("status", "=", "running")
    .where("heartbeat_at", "<", stale);
  if (running.size) query = query.where("id", "not in", [...running.keys()]);
  const failed = Number((await query.executeTakeFirst()).numUpdatedRows);
  const old = await db
    .selectFrom("catalogue_job")
    .select(["id", "file_path"])
    .where("status", "=", "checked")
    .where("created_at", "<", new Date(now.getTime() - CHECKED_KEPT_MS).toISOString())
    .execute();
  for (const job of old) {
    await db
      .updateTable("catalogue_job")
      .set({ status: "failed", finished_at: now.toISOString(), message: "Not imported within a day of its dry run: upload it again." })
      .where("id", "=", job.id)
      .where("status", "=", "checked")
      .execute();
    await rm(jobDir(job.file_path), { recursive: true, force: true });
  }
  return failed + old.length;
}

const JOB_COLUMNS = [
  "id",
  "status",
  "file_name",
  "staff",
  "created_at",
  "started_at",
  "finished_at",
  "phase",
  "done_count",
  "total_count",
  "report",
  "message",
] as const;

type JobRow = { [K in (typeof JOB_COLUMNS)[number]]: K extends "id" | "done_count" | "total_count" ? number : string | null };

function toJob(row: JobRow): CatalogueJob {
  const live = running.get(row.id);
  return {
    id: row.id,
    status: row.status as CatalogueJob["status"],
    fileName: row.file_name!,
    staff: row.staff!,
    createdAt: row.created_at!,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress: row.status === "running" ? (live ? { ...live } : { phase: row.phase ?? "", done: row.done_count, total: row.total_count }) : null,
    report: row.report ? (JSON.parse(row.report) as JobReport) : null,
    message: row.message,
  };
}

export async function getCatalogueJob(db: DB, id: number): Promise<CatalogueJob | null> {
  await failStaleCatalogueJobs(db);
  const row = await db.selectFrom("catalogue_job").select(JOB_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toJob(row as JobRow) : null;
}

export async function listCatalogueJobs(db: DB, limit = 20): Promise<CatalogueJob[]> {
  await failStaleCatalogueJobs(db);
  const rows = await db.selectFrom("catalogue_job").select(JOB_COLUMNS).orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => toJob(row as JobRow));
}

/** Waits for the imports this process runs (a test, a shutdown). */
export async function catalogueImportsSettled() {
  await Promise.all(runs.values());
}

/** Makes sure the folder uploads are written to exists (the server's start). */
export async function prepareUploadRoot() {
  await mkdir(uploadRoot(), { recursive: true });
}
