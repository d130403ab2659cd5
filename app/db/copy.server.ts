import { existsSync, statSync } from "node:fs";
import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { dialectOf, openDatabase } from "./db.server";
import { MIGRATION_NAMES, migrateToLatest } from "./migrate.server";
import { rebuildSearchIndex } from "./search-index";

// npm run db:copy -- --to postgres://… (README "From SQLite to PostgreSQL", issue 29 §3): the
// shop grows out of one machine. The SQLite database is copied into an EMPTY PostgreSQL
// database: the migrations make the schema there (the same one the server would make), every
// table is copied in an order its foreign keys allow, in batches streamed from one read
// snapshot of SQLite (the shop may go on serving meanwhile), the identity sequences are moved
// past the copied ids, the search index is rebuilt (FTS5 and tsvector are each dialect's own),
// and every table is counted and summed on both sides before the copy is committed.
//
// Types need no conversion: the migrations give both dialects the same columns — integers
// (booleans are 0/1 on both), text (JSON and timestamps are text on both) and floats.

/** Something the operator must fix: one line, exit code 1, nothing written. */
export class CopyError extends Error {}

export interface TableCopied {
  table: string;
  rows: number;
  /** the sum of every integer column (ids, money in cents, quantities, 0/1 flags) */
  sum: bigint;
}

export interface CopyResult {
  tables: TableCopied[];
  rows: number;
  sequences: number;
}

// Kysely's own bookkeeping: the target's comes from running the migrations there
const NOT_COPIED = new Set(["kysely_migration", "kysely_migration_lock"]);
/** parameters per INSERT, well under PostgreSQL's 65,535 */
const PARAMETERS_PER_INSERT = 30_000;
const ROWS_PER_INSERT = 1_000;

/** Copies the SQLite database at `source` into the empty PostgreSQL database `target` (a URL). */
export async function copyToPostgres(source: string, target: string, onTable: (copied: TableCopied) => void = () => {}): Promise<CopyResult> {
  if (dialectOf(target) !== "postgres") throw new CopyError(`--to must be a PostgreSQL URL (postgres://…), not ${redact(target)}.`);
  if (!existsSync(source) || !statSync(source).isFile()) throw new CopyError(`There is no SQLite database at ${source}.`);
  const sqlite = openSource(source);
  const { db, close } = openDatabase(target);
  let created = false;
  try {
    // one read transaction: every table from the same moment, while the shop may go on writing
    sqlite.exec("begin");
    checkSourceMigrations(sqlite, source);
    const existing = await tablesIn(db).catch((error: Error) => {
      throw new CopyError(`Cannot reach ${redact(target)}: ${error.message}`);
    });
    if (existing.length)
      throw new CopyError(`${redact(target)} is not empty (it has ${existing.length} tables, e.g. ${existing[0]}): copy into a new, empty database.`);
    created = true;
    await migrateToLatest(db);
    const result = await db.transaction().execute(async (trx) => {
      const tables = await copyOrder(trx);
      // rows the migrations wrote (the catalogue's version, default settings) give way to the shop's
      await sql.raw(`truncate table ${tables.map(quote).join(", ")} cascade`).execute(trx);
      const copied: TableCopied[] = [];
      for (const table of tables) {
        const columns = await columnsOf(trx, table);
        await copyTable(sqlite, trx, table, columns);
        const check = await compare(sqlite, trx, table, columns);
        copied.push(check);
        onTable(check);
      }
      const sequences = await moveSequences(trx);
      await rebuildSearchIndex(trx);
      return { tables: copied, rows: copied.reduce((n, t) => n + t.rows, 0), sequences };
    });
    created = false;
    return result;
  } catch (error) {
    // the migrations ran outside the copy's transaction: a failed copy leaves the database as
    // empty as it was, so that the operator can simply run the command again
    if (created) await dropEverything(db);
    throw error;
  } finally {
    if (sqlite.inTransaction) sqlite.exec("rollback");
    sqlite.close();
    await close();
  }
}

function openSource(file: string) {
  try {
    const database = new SQLite(file, { readonly: true, fileMustExist: true });
    database.prepare("select count(*) from sqlite_master").get();
    return database;
  } catch (error) {
    throw new CopyError(`${file} is not a SQLite database (${(error as Error).message}).`);
  }
}

/** The source has run exactly this version's migrations: the target's schema will be its schema. */
function checkSourceMigrations(sqlite: SQLite.Database, file: string) {
  const has = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!has) throw new CopyError(`${file} is a SQLite database, but not one of this shop.`);
  const ran = new Set(sqlite.prepare("select name from kysely_migration").pluck().all() as string[]);
  const newer = [...ran].filter((name) => !MIGRATION_NAMES.includes(name));
  if (newer.length) throw new CopyError(`${file} was made by a newer version of the shop (${newer.join(", ")}): copy it with that version.`);
  const missing = MIGRATION_NAMES.filter((name) => !ran.has(name));
  if (missing.length) throw new CopyError(`${file} lacks migrations ${missing.join(", ")}: run npm run db:migrate (or start the shop once) first.`);
}

/** The tables of the connection's schema (search_path's first), any at all making it "not empty". */
async function tablesIn(db: Kysely<any>) {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/** Every table to copy, parents before the tables whose foreign keys point at them. */
async function copyOrder(db: Kysely<any>) {
  const tables = (await tablesIn(db)).filter((t) => !NOT_COPIED.has(t) && t !== "product_search");
  const { rows } = await sql<{ child: string; parent: string }>`
    select distinct c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  // a table referring to itself (categories under categories) is ordered by its rows' ids instead
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)));
    if (!ready.length) throw new Error(`foreign keys form a cycle among ${tables.filter((t) => !done.has(t)).join(", ")}`);
    for (const t of ready) {
      ordered.push(t);
      done.add(t);
    }
  }
  return ordered;
}

interface Column {
  name: string;
  integer: boolean;
}

async function columnsOf(db: Kysely<any>, table: string): Promise<Column[]> {
  const { rows } = await sql<{ name: string; type: string }>`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.map((r) => ({ name: r.name, integer: ["integer", "bigint", "smallint"].includes(r.type) }));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Streams a table from SQLite in batches of multi-row INSERTs: never the whole table in memory. */
async function copyTable(sqlite: SQLite.Database, db: Kysely<any>, table: string, columns: Column[]) {
  const names = columns.map((c) => c.name);
  const sourceColumns = new Set((sqlite.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]) ?? []);
  const absent = names.filter((n) => !sourceColumns.has(n));
  if (absent.length) throw new CopyError(`The SQLite database's table ${table} lacks ${absent.join(", ")}: it does not match this version's schema.`);
  // rows of a table that refers to itself go parents first: a parent is made before its children
  const order = names.includes("id") ? " order by id" : "";
  const select = sqlite
    .prepare(`select ${names.map(quote).join(", ")} from ${quote(table)}${order}`)
    .raw(true)
    .safeIntegers(true);
  const batch = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(PARAMETERS_PER_INSERT / names.length)));
  const into = sql.raw(`insert into ${quote(table)} (${names.map(quote).join(", ")}) overriding system value values `);
  let rows: unknown[][] = [];
  const flush = async () => {
    if (!rows.length) return;
    const values = sql.join(rows.map((row) => sql`(${sql.join(row.map(toPostgres))})`));
    rows = [];
    await sql`${into}${values}`.execute(db);
  };
  for (const row of select.iterate() as IterableIterator<unknown[]>) {
    rows.push(row);
    if (rows.length >= batch) await flush();
  }
  await flush();
}

/** SQLite's values as pg sends them: integers (read as bigint, never rounded) as their digits. */
function toPostgres(value: unknown) {
  return typeof value === "bigint" ? value.toString() : value;
}

/** Row count and the sum of every integer column, equal on both sides, or the copy is rolled back. */
async function compare(sqlite: SQLite.Database, db: Kysely<any>, table: string, columns: Column[]): Promise<TableCopied> {
  const integers = columns.filter((c) => c.integer).map((c) => quote(c.name));
  const sums = integers.length ? integers.map((c) => `coalesce(sum(${c}), 0)`).join(" + ") : "0";
  const fromSqlite = sqlite
    .prepare(`select count(*) as n, ${sums} as total from ${quote(table)}`)
    .safeIntegers(true)
    .get() as { n: bigint; total: bigint };
  const pgSums = integers.length ? integers.map((c) => `coalesce(sum(${c})::numeric, 0)`).join(" + ") : "0";
  const { rows } = await sql<{ n: string; total: string }>`${sql.raw(`select count(*)::text as n, (${pgSums})::text as total from ${quote(table)}`)}`.execute(
    db,
  );
  const copied = { table, rows: Number(rows[0].n), sum: BigInt(rows[0].total) };
  if (BigInt(copied.rows) !== fromSqlite.n || copied.sum !== fromSqlite.total)
    throw new Error(`${table} differs after the copy: SQLite ${fromSqlite.n} rows, sum ${fromSqlite.total}; PostgreSQL ${copied.rows} rows, sum ${copied.sum}`);
  return copied;
}

/**
 * Ids were copied as they were ("overriding system value"): each identity column's sequence is
 * set past the largest, or the first order placed on PostgreSQL would collide with a copied one.
 */
async function moveSequences(db: Kysely<any>) {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = current_schema() and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(db);
  for (const { table, column } of rows) {
    const t = quote(table);
    const c = quote(column);
    await sql
      .raw(`select setval(pg_get_serial_sequence('${t.replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce(max(${c}), 0) + 1, false) from ${t}`)
      .execute(db);
  }
  return rows.length;
}

/** Undoes the migrations' tables after a failed copy (the database had none before). */
async function dropEverything(db: Kysely<any>) {
  const tables = await tablesIn(db).catch(() => [] as string[]);
  if (tables.length) await sql.raw(`drop table if exists ${tables.map(quote).join(", ")} cascade`).execute(db);
}

/** A URL as printed: never its password. */
export function redact(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return url;
  }
}
