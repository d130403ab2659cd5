import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { BackupError, backupDatabase, type DatabaseSummary, describeSummary, restoreDatabase } from "./backup.server";
import { dialectOf, sqliteFile } from "./db.server";
import { VARIANT_CACHE_DIR } from "~/lib/images";

// One archive of the whole shop (README "Backup and restore", issue 29 §3): the database and
// the pictures' originals under IMAGE_DIR (not the resized variants in IMAGE_DIR/cache, which
// the shop makes again on request), with a small manifest. `npm run db:backup -- FILE.tar.gz`
// makes it, `npm run db:restore -- FILE.tar.gz` puts both back.
//
//   manifest.json   what it holds (format, version, dialect, counts)
//   shop.sqlite     SQLite: the online backup of app/db/backup.server.ts (a consistent snapshot)
//   shop.dump       PostgreSQL: pg_dump -Fc (one consistent snapshot, taken online)
//   images/…        the originals
//
// The system's tar writes and reads the archive (GNU tar or bsdtar: only -c, -x, -z, -h, -f, -C
// and --exclude, which both have), streaming: no picture is held in memory.

export const ARCHIVE_FORMAT = "lumera-shop-backup";
export const ARCHIVE_VERSION = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  created: string;
  database: "sqlite" | "postgres";
  /** SQLite: its size, tables and orders; PostgreSQL: the dump's size */
  summary: DatabaseSummary | { bytes: number };
  images: { files: number; bytes: number };
}

export interface ArchiveResult {
  manifest: Manifest;
  /** where the database and the pictures folder it replaced are kept (restore) */
  previous?: { database: string | null; images: string | null };
  migrated?: string[];
}

/** FILE.tar.gz (or .tgz) asks for the whole shop; any other name keeps today's database-only backup. */
export function isArchiveName(file: string) {
  return /\.(tar\.gz|tgz)$/i.test(file);
}

/** Writes the database and IMAGE_DIR's originals to the archive `target`, while the shop serves. */
export async function backupShop(databaseUrl: string, imageDir: string, target: string): Promise<Manifest> {
  if (existsSync(target) && !statSync(target).isFile()) throw new BackupError(`${target} exists and is not a file.`);
  mkdirSync(path.dirname(target), { recursive: true });
  // the staging folder beside the archive: the database copy never crosses a file system
  const staging = mkdtempSync(path.join(path.dirname(target), ".backup-"));
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    let summary: Manifest["summary"];
    let databaseFile: string;
    if (dialectOf(databaseUrl) === "postgres") {
      databaseFile = "shop.dump";
      await pgDump(databaseUrl, path.join(staging, databaseFile));
      summary = { bytes: statSync(path.join(staging, databaseFile)).size };
    } else {
      databaseFile = "shop.sqlite";
      summary = await backupDatabase(sqliteFile(databaseUrl), path.join(staging, databaseFile));
    }
    const members = [MANIFEST, databaseFile];
    const images = existsSync(imageDir) ? countOriginals(imageDir) : { files: 0, bytes: 0 };
    if (existsSync(imageDir)) {
      // tar follows this one link (-h): the originals are stored as images/…, without a copy
      symlinkSync(path.resolve(imageDir), path.join(staging, IMAGES));
      members.push(IMAGES);
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created: new Date().toISOString(),
      database: dialectOf(databaseUrl),
      summary,
      images,
    };
    writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    await tar(["-czhf", temporary, `--exclude=${IMAGES}/${VARIANT_CACHE_DIR}`, "-C", staging, ...members]);
    // an archive of the same name is replaced only by a complete new one
    renameSync(temporary, target);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(temporary, { force: true });
  }
}

/**
 * Puts the archive `file` back: the database (SQLite: refused while in use, the replaced one kept
 * beside it; PostgreSQL: refused while another session is connected, the replaced one dumped
 * first) and then the pictures (the replaced folder kept beside it).
 */
export async function restoreShop(file: string, databaseUrl: string, imageDir: string, keepDir: string): Promise<ArchiveResult> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const images = path.resolve(imageDir);
  mkdirSync(path.dirname(images), { recursive: true });
  // unpacked beside the pictures folder, so that putting them in place is one rename
  const staging = mkdtempSync(path.join(path.dirname(images), ".restore-"));
  try {
    try {
      await tar(["-xzf", file, "-C", staging, "--no-same-owner"]);
    } catch (error) {
      throw new BackupError(`${file} is not a backup archive of this shop (${(error as Error).message}).`);
    }
    const manifest = readManifest(path.join(staging, MANIFEST), file);
    const dialect = dialectOf(databaseUrl);
    if (manifest.database !== dialect)
      throw new BackupError(
        `${file} holds a ${manifest.database} database and DATABASE_URL is ${dialect}: restore it where it was made${manifest.database === "sqlite" ? ", then npm run db:copy" : ""}.`,
      );
    const time = new Date().toISOString().replace(/[:.]/g, "-");
    let previousDatabase: string | null;
    let migrated: string[] = [];
    if (dialect === "postgres") {
      previousDatabase = await pgRestore(databaseUrl, path.join(staging, "shop.dump"), path.join(keepDir, `shop.before-restore-${time}.dump`));
    } else {
      const restored = await restoreDatabase(path.join(staging, "shop.sqlite"), sqliteFile(databaseUrl));
      previousDatabase = restored.previous;
      migrated = restored.migrated;
    }
    let previousImages: string | null = null;
    const unpacked = path.join(staging, IMAGES);
    if (existsSync(unpacked)) {
      if (existsSync(images)) {
        previousImages = `${images}.before-restore-${time}`;
        renameSync(images, previousImages);
      }
      renameSync(unpacked, images);
    }
    return { manifest, previous: { database: previousDatabase, images: previousImages }, migrated };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** "1.2 MB, 52 tables, 3 orders; 90 pictures (12.0 MB)": what the commands print of an archive. */
export function describeManifest(manifest: Manifest) {
  const database =
    "tables" in manifest.summary ? describeSummary(manifest.summary) : `a PostgreSQL dump of ${(manifest.summary.bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${database}; ${manifest.images.files} pictures (${(manifest.images.bytes / 1024 / 1024).toFixed(1)} MB)`;
}

const MANIFEST = "manifest.json";
const IMAGES = "images";

function readManifest(file: string, archive: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${archive} is not a backup archive of this shop (no readable ${MANIFEST}).`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || typeof manifest.version !== "number")
    throw new BackupError(`${archive} is not a backup archive of this shop (${MANIFEST} is another program's).`);
  if (manifest.version > ARCHIVE_VERSION) throw new BackupError(`${archive} was made by a newer version of the shop (archive version ${manifest.version}).`);
  if (manifest.database !== "sqlite" && manifest.database !== "postgres") throw new BackupError(`${archive}'s ${MANIFEST} names no database.`);
  return manifest as Manifest;
}

/** The originals: every file under IMAGE_DIR but the variants' cache. */
function countOriginals(imageDir: string) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(imageDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(imageDir, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep)[0] === VARIANT_CACHE_DIR) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function run(command: string, args: string[], what: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new BackupError(`${command} is not installed (it is needed for ${what}).`) : error),
    );
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim().split("\n").at(-1) ?? ""}`))));
  });
}

const tar = (args: string[]) => run("tar", args, "a backup archive");

/** pg_dump -Fc: one consistent snapshot, taken while the shop serves. */
async function pgDump(url: string, file: string) {
  try {
    await run("pg_dump", ["-Fc", "--no-owner", "-f", file, "--dbname", url], "a PostgreSQL backup");
  } catch (error) {
    if (error instanceof BackupError)
      throw new BackupError(`pg_dump is not installed here: install PostgreSQL's client tools, or see README "Backup and restore" for the way without it.`);
    throw new BackupError(`pg_dump failed: ${(error as Error).message}`);
  }
}

/**
 * Restores a dump in place of the database, refused while any other session is connected (the
 * shop's servers: stop them first). The database it replaces is dumped first, kept as `keep`.
 */
async function pgRestore(url: string, dump: string, keep: string) {
  if (!existsSync(dump)) throw new BackupError(`The archive holds no shop.dump.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    if (rows[0].n > 0)
      throw new BackupError(
        `The PostgreSQL database is in use (${rows[0].n} other connections: the shop's servers or another command): stop them first, then restore.`,
      );
  } finally {
    await client.end();
  }
  mkdirSync(path.dirname(keep), { recursive: true });
  await pgDump(url, keep);
  try {
    await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname", url, dump], "a PostgreSQL restore");
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`pg_restore failed (the database is as it was, kept also as ${keep}): ${(error as Error).message}`);
  }
  return keep;
}
