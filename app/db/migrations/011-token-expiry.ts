import type { Kysely } from "kysely";

// Session tokens expire on the server (app/lib/token-expiry.ts) and a periodic sweep deletes
// them and expired link tokens (sweepExpiredTokens): found by age without reading every row.
export async function up(db: Kysely<any>) {
  await db.schema.createIndex("session_token_last_seen").on("session_token").columns(["last_seen_at"]).execute();
  await db.schema.createIndex("session_token_created").on("session_token").columns(["created_at"]).execute();
  await db.schema.createIndex("link_token_expires").on("link_token").columns(["expires_at"]).execute();
}

export async function down(db: Kysely<any>) {
  for (const index of ["link_token_expires", "session_token_created", "session_token_last_seen"]) await db.schema.dropIndex(index).execute();
}
