// npm run db:copy -- --to postgres://…: the SQLite shop (DATABASE_URL / DATA_DIR, as the server
// reads them) copied into an empty PostgreSQL database (README "From SQLite to PostgreSQL").
// Prints a line per table (rows and the sum of its integer columns, equal on both sides) and a
// total. Refused — a non-PostgreSQL target, a target with any table, a source that is not
// SQLite — with one line on stderr, exit code 1, nothing written.
import { CopyError, copyToPostgres, redact } from "~/db/copy.server";
import { dialectOf, sqliteFile } from "~/db/db.server";
import { ConfigError, getEnv } from "~/env.server";

const USAGE = "usage: npm run db:copy -- --to postgres://user:password@host:5432/database";

try {
  const args = process.argv.slice(2);
  const to = args.length === 2 && args[0] === "--to" ? args[1] : args.length === 1 && args[0].startsWith("--to=") ? args[0].slice(5) : null;
  if (!to) throw new CopyError(USAGE);
  const { DATABASE_URL } = getEnv();
  if (dialectOf(DATABASE_URL) === "postgres") throw new CopyError("DATABASE_URL is already PostgreSQL: db:copy copies a SQLite shop into PostgreSQL.");
  if (dialectOf(to) !== "postgres") throw new CopyError(`--to must be a PostgreSQL URL (postgres://…), not ${redact(to)}.`);
  const source = sqliteFile(DATABASE_URL);
  const started = performance.now();
  const result = await copyToPostgres(source, to, ({ table, rows, sum }) => console.log(`${table}: ${rows} rows, sum ${sum} (equal)`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Copied ${source} to ${redact(to)}: ${result.tables.length} tables, ${result.rows} rows, equal on both sides; ${result.sequences} id sequences moved past the copied ids; search index rebuilt (${seconds} s).`,
  );
} catch (error) {
  if (!(error instanceof CopyError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
