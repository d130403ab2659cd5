// npm run db:restore -- FILE: puts a backup made by db:backup in place of the SQLite database
// (README "Backup and restore"), refused while the server or another command has it open. The
// replaced database is kept beside it. FILE.tar.gz: the whole shop's archive, the database
// (SQLite, or PostgreSQL through pg_restore) and then the pictures, the replaced folder kept
// beside IMAGE_DIR. Anything refused: one line on stderr, exit code 1, the database untouched.
import path from "node:path";
import { describeManifest, isArchiveName, restoreShop } from "~/db/archive.server";
import { BackupError, describeSummary, restoreDatabase } from "~/db/backup.server";
import { dialectOf, sqliteFile } from "~/db/db.server";
import { ConfigError, getEnv } from "~/env.server";

const USAGE = "usage: npm run db:restore -- FILE";

try {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith("-")) throw new BackupError(USAGE);
  const { DATABASE_URL, DATA_DIR, IMAGE_DIR } = getEnv();
  // npm runs scripts in the project folder: FILE is where the operator typed it
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  if (isArchiveName(file)) {
    const { manifest, previous, migrated } = await restoreShop(file, DATABASE_URL, IMAGE_DIR, DATA_DIR);
    const schema = migrated?.length ? `; brought up to date with ${migrated.join(", ")}` : "";
    const kept = [previous?.database && `the database it replaced is kept as ${previous.database}`, previous?.images && `the pictures as ${previous.images}`]
      .filter(Boolean)
      .join(", ");
    console.log(`Restored ${file}: ${describeManifest(manifest)}${schema}${kept ? `; ${kept}` : ""}. Start the shop.`);
    process.exit(0);
  }
  if (dialectOf(DATABASE_URL) === "postgres")
    throw new BackupError(
      'DATABASE_URL is PostgreSQL: restore it with pg_restore --clean --if-exists -d "$DATABASE_URL" shop.dump, or an archive of db:backup as npm run db:restore -- FILE.tar.gz (README "Backup and restore").',
    );
  const target = sqliteFile(DATABASE_URL);
  const { summary, migrated, previous } = await restoreDatabase(file, target);
  const schema = migrated.length ? `; brought up to date with ${migrated.join(", ")}` : "";
  const kept = previous ? `; the database it replaced is kept as ${previous}` : "";
  console.log(`Restored ${file} to ${target}: ${describeSummary(summary)}${schema}${kept}. Start the shop.`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
