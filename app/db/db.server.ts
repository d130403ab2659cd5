import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, type Driver, Kysely, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from "kysely";
import { getMetrics, queryKind } from "~/metrics.server";
import pg from "pg";
import { getEnv } from "~/env.server";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";
export type DB = Kysely<Database>;

export interface Connection {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

/** The file of a SQLite DATABASE_URL (a path or a file: URL). */
export function sqliteFile(url: string) {
  return path.resolve(url.replace(/^file:(\/\/)?/, ""));
}

/** Opens the database named by a DATABASE_URL: a SQLite file (default) or PostgreSQL. */
export function openDatabase(url: string): Connection {
  if (dialectOf(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // COUNT(*) and BIGINT come back as strings from pg; our counts fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = sqliteFile(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // DESIGN.md: durable SQLite — WAL, synchronous=FULL, foreign keys on, busy timeout.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("cache_size = -65536");
  database.pragma("temp_store = MEMORY");
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }), log: observeQuery });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * Transactions begin IMMEDIATE: they take the write lock at once, waiting (busy_timeout) while
 * another process holds it. A deferred one that read first could not write after another
 * process (an order desk command, a second instance) committed meanwhile: WAL answers
 * SQLITE_BUSY_SNAPSHOT at once, which no timeout waits out — a 500 for the shopper.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

/** Every query's duration, by statement kind (GET /metrics). */
function observeQuery(event: LogEvent) {
  const metrics = getMetrics();
  if (event.level === "error") metrics.dbErrors.inc();
  else metrics.dbQuery.observe({ kind: queryKind(event.query.sql) }, event.queryDurationMillis / 1000);
}

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query's SQL again; a page asks the same few dozen statements on every
 * request, so each is prepared once and reused (better-sqlite3 statements are reusable, and
 * nothing here iterates one while another query runs). Bounded: SQL with IN lists of varying
 * length makes new strings.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => database.close(),
  };
}

const CONNECTION_KEY = Symbol.for("storefront.db");
type GlobalWithDb = typeof globalThis & { [CONNECTION_KEY]?: Connection };

// server.ts and the Remix server build each bundle this module; keeping the connection on
// globalThis makes them share one pool instead of opening two.
export function getConnection(): Connection {
  const g = globalThis as GlobalWithDb;
  g[CONNECTION_KEY] ??= openDatabase(getEnv().DATABASE_URL);
  return g[CONNECTION_KEY];
}

export function getDb(): DB {
  return getConnection().db;
}

export async function closeConnection() {
  const g = globalThis as GlobalWithDb;
  const connection = g[CONNECTION_KEY];
  g[CONNECTION_KEY] = undefined;
  await connection?.close();
}

/** A cheap round trip for /healthz. */
export async function pingDatabase(db: DB) {
  await sql`select 1`.execute(db);
}
