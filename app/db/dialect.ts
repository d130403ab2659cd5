import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

export function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-generated integer primary key `id`, written the way each dialect wants it. */
export function idColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** A unique or primary-key constraint refused the write (PostgreSQL 23505, SQLite's constraint error). */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    /UNIQUE constraint failed/i.test(e?.message ?? "")
  );
}
