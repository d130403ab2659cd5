// npm run db:restore -- FILE: puts a backup made by db:backup in place of the SQLite database
// (README "Backup and restore"), refused while the server or another command has it open. The
// replaced database is kept beside it. PostgreSQL is restored with pg_restore. Anything refused:
// one line on stderr, exit code 1, the database untouched.
import path from "node:path";
import { BackupError, describeSummary, restoreDatabase } from "~/db/backup.server";
import { dialectOf, sqliteFile } from "~/db/db.server";
import { ConfigError, getEnv } from "~/env.server";

const USAGE = "usage: npm run db:restore -- FILE";

try {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith("-")) throw new BackupError(USAGE);
  const { DATABASE_URL } = getEnv();
  if (dialectOf(DATABASE_URL) === "postgres")
    throw new BackupError(
      'DATABASE_URL is PostgreSQL: restore it with pg_restore --clean --if-exists -d "$DATABASE_URL" shop.dump (README "Backup and restore").',
    );
  const target = sqliteFile(DATABASE_URL);
  // npm runs scripts in the project folder: FILE is where the operator typed it
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const { summary, migrated, previous } = await restoreDatabase(file, target);
  const schema = migrated.length ? `; brought up to date with ${migrated.join(", ")}` : "";
  const kept = previous ? `; the database it replaced is kept as ${previous}` : "";
  console.log(`Restored ${file} to ${target}: ${describeSummary(summary)}${schema}${kept}. Start the shop.`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
