import { type Kysely, type Migration, Migrator } from "kysely";
import * as catalogue from "./migrations/001-catalogue";

// Migrations are listed in code (not read from a folder) so that the Remix server bundle and
// the scripts carry the same set. Add new ones at the end; never edit one that has shipped.
const MIGRATIONS: Record<string, Migration> = {
  "001-catalogue": catalogue,
};

export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
