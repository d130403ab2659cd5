import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// A catalogue file uploaded in the back office (README "Import and export in the browser"): one
// row per upload, from its dry run to the import's end.
// - status: checked (dry run passed, waiting for "Import"), refused (problems, nothing changed),
//   running, done, failed (an error, or the process stopped during it).
// - running_lock: "import" while running, else NULL. Unique: one import at a time across every
//   instance of the shop (a second claim is refused by the index, not by a check that races).
// - heartbeat_at: written every few seconds while running; a running job whose heartbeat is old
//   belongs to a process that stopped and is marked failed (catalogue-jobs.server.ts).
// - report: the dry run's, then the import's report (JSON of CatalogueWriteReport).
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("catalogue_job"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_path", "text", (c) => c.notNull())
    .addColumn("staff", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("heartbeat_at", "text")
    .addColumn("running_lock", "text", (c) => c.unique())
    .addColumn("phase", "text")
    .addColumn("done_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("report", "text")
    .addColumn("message", "text")
    .execute();
  await db.schema.createIndex("catalogue_job_status").on("catalogue_job").column("status").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("catalogue_job").ifExists().execute();
}
