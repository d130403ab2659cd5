// The frame of the two catalogue commands (catalogue-import.ts, catalogue-export.ts; README
// "Catalogue import and export"): progress on stderr and the exit code. Which file format, and
// reading and writing the files, is app/services/catalogue-files.server.ts, shared with the back
// office's upload and download. What the rows mean and how they are written is the app's
// (app/lib/catalogue-rows.ts, app/services/catalogue-write.server.ts), shared with the back office.
import { closeConnection, type DB, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { CatalogueFileError } from "~/lib/catalogue-sections";
import { createProgress } from "~/lib/progress";

export { formatOf, readCatalogueFile, writeCatalogueFile } from "~/services/catalogue-files.server";

export const progressOnStderr = (label: string, total: number) => createProgress(label, total);

/**
 * The frame of both commands: `body` checks its arguments, then opens the database (migrated);
 * the connection is closed and the process ends with body's exit code. A bad argument or an
 * unreadable file (CatalogueFileError, or parseArgs' own TypeError) is one line on stderr and
 * exit code 1, anything else a crash.
 */
export async function runCatalogueCommand(body: (openDb: () => Promise<DB>) => Promise<number>) {
  let code = 0;
  const openDb = async () => {
    const { db } = getConnection();
    await migrateToLatest(db);
    return db;
  };
  try {
    code = await body(openDb);
  } catch (error) {
    if (!(error instanceof CatalogueFileError) && !(error instanceof TypeError && "code" in error)) throw error;
    console.error(error.message);
    code = 1;
  } finally {
    await closeConnection();
  }
  process.exit(code);
}
