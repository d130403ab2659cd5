import { type Kysely, sql } from "kysely";
import { idColumn } from "../dialect";

// The order desk (scripts/orders.ts) and "nothing of value before payment" (DESIGN.md):
// - order_event: every status change of an order — placed, paid by the shopper's payment,
//   cancelled by the shopper, a failed payment or the payment-hold expiry, moved by the
//   merchant at the desk — with who did it (actor: "shopper", "payment", "expiry",
//   "desk:<os user>") and when. from_status is null for the order's first status.
// - shop_order.value_issued_at: when the order's value (gift certificates bought, reward points
//   earned) was issued. A conditional update on it decides who issues, so value is issued once
//   even when two payments or desk commands race. Orders placed before this migration issued
//   their value at placement (bank transfer, cash on delivery) or at payment (card, wallet):
//   they are stamped now, so recording their payment at the desk later issues nothing twice.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("order_event"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_event_order").on("order_event").column("order_id").execute();

  await db.schema.alterTable("shop_order").addColumn("value_issued_at", "text").execute();
  await db
    .updateTable("shop_order")
    .set({ value_issued_at: sql`coalesce(paid_at, created_at)` })
    .where("status", "in", ["placed", "paid"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("shop_order").dropColumn("value_issued_at").execute();
  await db.schema.dropTable("order_event").ifExists().execute();
}
