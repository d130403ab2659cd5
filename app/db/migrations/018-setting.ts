import type { Kysely } from "kysely";

// Settings the shop keeps for every process that opens its database, one row each: first the
// public address (scheme and port of absolute URLs) the server records at its start, so that a
// command run beside it writes the same links into mails (app/services/public-address.server.ts).
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("setting")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("setting").execute();
}
