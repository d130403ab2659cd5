// npm run db:backup -- FILE: a consistent copy of the SQLite database, taken while the shop
// serves (README "Backup and restore"). FILE.tar.gz: the whole shop in one archive — the
// database (SQLite's copy, or PostgreSQL's pg_dump -Fc) and the pictures' originals
// (app/db/archive.server.ts). A missing FILE, no database or a PostgreSQL DATABASE_URL with a
// plain FILE: one line on stderr, exit code 1.
import path from "node:path";
import { backupShop, describeManifest, isArchiveName } from "~/db/archive.server";
import { BackupError, backupDatabase, describeSummary } from "~/db/backup.server";
import { dialectOf, sqliteFile } from "~/db/db.server";
import { ConfigError, getEnv } from "~/env.server";

const USAGE = "usage: npm run db:backup -- FILE";

try {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith("-")) throw new BackupError(USAGE);
  const { DATABASE_URL, IMAGE_DIR } = getEnv();
  // npm runs scripts in the project folder: FILE is where the operator typed it
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const started = performance.now();
  if (isArchiveName(target)) {
    const manifest = await backupShop(DATABASE_URL, IMAGE_DIR, target);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backed up the shop to ${target}: ${describeManifest(manifest)} (${seconds} s).`);
    process.exit(0);
  }
  if (dialectOf(DATABASE_URL) === "postgres")
    throw new BackupError(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc "$DATABASE_URL" -f shop.dump, or with the pictures as npm run db:backup -- FILE.tar.gz (README "Backup and restore").',
    );
  const source = sqliteFile(DATABASE_URL);
  const summary = await backupDatabase(source, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${source} to ${target}: ${describeSummary(summary)} (${seconds} s).`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
