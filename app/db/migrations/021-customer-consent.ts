import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// What the back office must answer about a customer (the GDPR's accountability and rights):
// - customer.newsletter_changed_at / newsletter_source: when and where the current newsletter
//   choice was made (registration, checkout, profile, api). Rows from before this step have
//   null: when and how those customers agreed was never recorded, and is not guessed now.
// - customer.erased_at: the person was erased (their data anonymised, the row kept for the
//   orders it is named by); such an account can never sign in again.
// - reward_point_adjustment: points a merchant gave or took, with the reason the customer is
//   shown beside the points their orders earned and spent.
// - customer_created: the back office lists customers newest first.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("customer").addColumn("newsletter_changed_at", "text").execute();
  await db.schema.alterTable("customer").addColumn("newsletter_source", "text").execute();
  await db.schema.alterTable("customer").addColumn("erased_at", "text").execute();
  await db.schema.createIndex("customer_created").on("customer").column("created_at").execute();

  await idColumn(db, db.schema.createTable("reward_point_adjustment"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reward_point_adjustment_customer").on("reward_point_adjustment").columns(["customer_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("reward_point_adjustment").ifExists().execute();
  await db.schema.dropIndex("customer_created").execute();
  for (const column of ["erased_at", "newsletter_source", "newsletter_changed_at"]) await db.schema.alterTable("customer").dropColumn(column).execute();
}
