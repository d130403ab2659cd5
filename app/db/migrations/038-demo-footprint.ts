import type { Kysely } from "kysely";
import { DEMO_FOOTPRINT, recordDemoFootprint } from "../seed/demo-footprint";
import type { Database } from "../schema";

// Removing the demo (README "Removing the demo"): a shop seeded before seedDemo recorded what it
// wrote gets the same record now, measured from the demo's signatures (demo-footprint.ts). A shop
// without the demo's products (started empty) gets none. No table changes.
export async function up(db: Kysely<any>) {
  await recordDemoFootprint(db as Kysely<Database>);
}

export async function down(db: Kysely<any>) {
  await db.deleteFrom("setting").where("name", "=", DEMO_FOOTPRINT).execute();
}
