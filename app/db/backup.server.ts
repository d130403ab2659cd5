import { closeSync, copyFileSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { openDatabase } from "./db.server";
import { migrateToLatest } from "./migrate.server";

// Backup and restore of the SQLite database (README "Backup and
// restore"), for scripts/db-backup.ts and scripts/db-restore.ts. PostgreSQL has pg_dump.
//
// A backup is taken while the shop serves, through SQLite's online backup API: a consistent copy
// of the last commit, never a half-written order. A restore happens only while nothing has the
// database open, and switches files with one rename, so the shop finds either the old database
// or the new one.

/** Something the operator must fix: one line for them, exit code 1, nothing changed. */
export class BackupError extends Error {}

export interface DatabaseSummary {
  bytes: number;
  tables: number;
  orders: number;
}

export interface RestoreResult {
  summary: DatabaseSummary;
  /** migrations the backup lacked, applied to it (as the server would at start) */
  migrated: string[];
  /** where the database it replaced is kept, or null when there was none */
  previous: string | null;
}

// sqlite3_backup_step's page count for "everything at once" (better-sqlite3 takes no -1)
const ALL_PAGES = 0x7fffffff;
const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");
const COMPANIONS = ["-wal", "-shm", "-journal"];

/** Copies the database at `source` into the file `target`, while the server may be writing. */
export async function backupDatabase(source: string, target: string): Promise<DatabaseSummary> {
  if (!isFile(source)) throw new BackupError(`There is no SQLite database at ${source}.`);
  if (samePath(source, target)) throw new BackupError(`${target} is the shop's database itself: name another file.`);
  if (existsSync(target) && !statSync(target).isFile()) throw new BackupError(`${target} exists and is not a file.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    const database = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
    try {
      // One step copies every page inside one read transaction: a snapshot of the last commit,
      // taken while the server goes on writing (in WAL mode a reader blocks no writer). Copying
      // in smaller steps would start again after every commit of the server, and under a steady
      // stream of orders might never finish.
      await database.backup(temporary, { progress: () => ALL_PAGES });
    } finally {
      database.close();
    }
    const summary = sealed(temporary);
    // the old backup of the same name is replaced only by a complete new one
    renameSync(temporary, target);
    syncFolder(target);
    return summary;
  } finally {
    removeWithCompanions(temporary);
  }
}

/** Puts the backup `file` in place of the database at `target`; refused while it is in use. */
export async function restoreDatabase(file: string, target: string): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  if (!hasSqliteHeader(file)) throw new BackupError(`${file} is not a SQLite database.`);
  if (samePath(file, target)) throw new BackupError(`${file} is the shop's database itself: name a backup.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.restore-${process.pid}.tmp`;
  try {
    // the backup is copied as bytes and only the copy is opened: a backup is never changed by
    // restoring it (opening it would leave -wal and -shm files beside it, and migrate it)
    copyFileSync(file, temporary);
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${temporary}-wal`);
    checkShopDatabase(temporary, file);
    const migrated = await migrateCopy(temporary, file);
    const summary = sealed(temporary);
    // checked at the last moment, once the backup is known good (the copy beside the database
    // disturbs no server): a server started while the copy was being checked is found too
    if (databaseInUse(target)) throw new BackupError(`${target} is in use (the shop's server or another command has it open): stop it first, then restore.`);
    const previous = keepPrevious(target);
    renameSync(temporary, target);
    // a write-ahead log of the replaced database must never be replayed onto the restored one
    for (const suffix of COMPANIONS) rmSync(`${target}${suffix}`, { force: true });
    syncFolder(target);
    return { summary, migrated, previous };
  } finally {
    removeWithCompanions(temporary);
  }
}

/**
 * Whether a process has the database open (the server, the order desk, a backup being taken).
 * SQLite's own file locks answer, and the system releases those when a process ends, even by
 * kill -9: unlike a pid file, the answer cannot go stale, and it holds for a server in another
 * container sharing the data volume.
 */
export function databaseInUse(file: string) {
  if (!existsSync(file)) return false;
  let probe: SQLite.Database | null = null;
  try {
    probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
    // an exclusive lock on the file: refused while any other connection has it open
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("COMMIT");
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    // anything else (a damaged file, not a database) is what a restore is for
    return code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED");
  } finally {
    probe?.close();
  }
}

/** The copy is a database of this shop and reads back whole. */
function checkShopDatabase(copy: string, named: string) {
  const database = new SQLite(copy, { fileMustExist: true });
  try {
    const check = database.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`${named} is damaged (quick_check: ${String(check)}).`);
    const tables = new Set(tableNames(database));
    if (!tables.has("kysely_migration") || !tables.has("shop_order")) throw new BackupError(`${named} is a SQLite database, but not one of this shop.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${named} cannot be read as a SQLite database (${(error as Error).message}).`);
  } finally {
    database.close();
  }
}

/** Brings the copy to this version's schema, as the server would at start; a newer backup is refused. */
async function migrateCopy(copy: string, named: string) {
  const { db, close } = openDatabase(copy);
  try {
    return await migrateToLatest(db);
  } catch (error) {
    const message = (error as Error).message;
    if (message.startsWith("corrupted migrations"))
      throw new BackupError(`${named} was made by another version of the shop (${message}): restore it with that version.`);
    throw error;
  } finally {
    await close();
  }
}

/** A backup is one self-contained file (rollback journal, no -wal beside it); its size and contents. */
function sealed(file: string): DatabaseSummary {
  const database = new SQLite(file, { fileMustExist: true });
  try {
    database.pragma("journal_mode = DELETE");
    const check = database.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy ${file} does not read back whole (quick_check: ${String(check)})`);
    const orders = database.prepare("select count(*) as n from shop_order").pluck().get() as number;
    const tables = tableNames(database).length;
    database.close();
    syncFile(file);
    return { bytes: statSync(file).size, tables, orders };
  } finally {
    if (database.open) database.close();
  }
}

function tableNames(database: SQLite.Database) {
  return database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[];
}

/** The replaced database stays beside it, as a second name of the same file (no copy). */
function keepPrevious(target: string) {
  if (!existsSync(target)) return null;
  const previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  linkSync(target, previous);
  return previous;
}

function hasSqliteHeader(file: string) {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, "r");
  try {
    return readSync(fd, header, 0, header.length, 0) === header.length && header.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

function isFile(file: string) {
  return existsSync(file) && statSync(file).isFile();
}

function samePath(a: string, b: string) {
  if (path.resolve(a) === path.resolve(b)) return true;
  if (!existsSync(a) || !existsSync(b)) return false;
  const [x, y] = [statSync(a), statSync(b)];
  return x.dev === y.dev && x.ino === y.ino;
}

function syncFile(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A rename is durable once the folder that holds the name is synced. */
function syncFolder(file: string) {
  syncFile(path.dirname(file));
}

function removeWithCompanions(file: string) {
  for (const suffix of ["", ...COMPANIONS]) rmSync(`${file}${suffix}`, { force: true });
}

/** "12.3 MB, 52 tables, 1 234 orders": what the commands print of a database. */
export function describeSummary(summary: DatabaseSummary) {
  const megabytes = (summary.bytes / 1024 / 1024).toFixed(1);
  return `${megabytes} MB, ${summary.tables} tables, ${summary.orders} orders`;
}
