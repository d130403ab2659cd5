import { type Kysely, sql } from "kysely";
import { orderSearchNames } from "../../lib/admin-orders";
import { isPostgres, idColumn } from "../dialect";

// The back office's orders (DESIGN.md "Merchants and their staff"; the order desk shares it):
// - order_parcel: the parcels a "ship" sent — carrier code (app/lib/carriers.ts) and tracking
//   number — written in the transaction of the move, so the shipped mail can name them.
// - order_note: what staff write on an order for each other (author "staff:<email>" or
//   "desk:<os user>"); never shown to the shopper.
// - mail_queue.order_id and order_mail: which order a mail is about and which of its mails it is
//   (confirmation, paid, shipped, cancelled, certificate), so the order's page lists its mails
//   with their queue state. Mails queued before this migration stay unlinked (nothing says which
//   order they were about); a sent mail's row goes after 30 days, as it did.
// - shop_order.search_name / search_name_reversed: the delivery name folded ("ana novak",
//   "novak ana"; app/lib/admin-orders.ts) and indexed, so the list finds a name by prefix in either
//   order with an index instead of reading every order's address JSON.
// - indexes for the list (newest first, by storefront or payment method), the e-mail prefix
//   search (lower(email)), the sales figures (paid_at) and the failed payments of a week.
//
// A cancellation's reason is not a column of shop_order: it is the note of the order_event row of
// the cancel move (as "payment hold expired" already is), so it stays with the move it explains,
// beside who made it and when, and an order cancelled by the shopper or the payment needs none.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("order_parcel"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_parcel_order").on("order_parcel").column("order_id").execute();

  await idColumn(db, db.schema.createTable("order_note"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_note_order").on("order_note").column("order_id").execute();

  await db.schema.alterTable("mail_queue").addColumn("order_id", "integer").execute();
  await db.schema.alterTable("mail_queue").addColumn("order_mail", "text").execute();
  await db.schema.createIndex("mail_queue_order").on("mail_queue").column("order_id").execute();

  await db.schema.alterTable("shop_order").addColumn("search_name", "text").execute();
  await db.schema.alterTable("shop_order").addColumn("search_name_reversed", "text").execute();
  for (let after = 0; ;) {
    const page = await db.selectFrom("shop_order").select(["id", "address"]).where("id", ">", after).orderBy("id").limit(1000).execute();
    if (page.length === 0) break;
    for (const o of page) {
      const address = JSON.parse(o.address) as { firstName?: unknown; lastName?: unknown } | null;
      const named = address && typeof address.firstName === "string" && typeof address.lastName === "string";
      if (named)
        await db
          .updateTable("shop_order")
          .set(orderSearchNames(address as { firstName: string; lastName: string }))
          .where("id", "=", o.id)
          .execute();
    }
    after = page[page.length - 1].id;
  }

  // PostgreSQL's prefix LIKE uses a b-tree only with the pattern operator class (the database's
  // collation may not sort bytewise); SQLite's list query compares ranges, which a plain index serves
  const pattern = isPostgres(db) ? sql` text_pattern_ops` : sql``;
  await db.schema
    .createIndex("shop_order_search_name")
    .on("shop_order")
    .expression(sql`search_name${pattern}`)
    .execute();
  await db.schema
    .createIndex("shop_order_search_name_reversed")
    .on("shop_order")
    .expression(sql`search_name_reversed${pattern}`)
    .execute();
  await db.schema
    .createIndex("shop_order_email_lower")
    .on("shop_order")
    .expression(sql`lower(email)${pattern}`)
    .execute();
  await db.schema.createIndex("shop_order_created").on("shop_order").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("shop_order_department_created").on("shop_order").columns(["department", "created_at"]).execute();
  await db.schema.createIndex("shop_order_payment_created").on("shop_order").columns(["payment_method", "created_at"]).execute();
  await db.schema.createIndex("shop_order_paid_at").on("shop_order").column("paid_at").execute();
  await db.schema.createIndex("order_event_to_status").on("order_event").columns(["to_status", "created_at"]).execute();
}

export async function down(db: Kysely<any>) {
  for (const index of [
    "order_event_to_status",
    "shop_order_paid_at",
    "shop_order_payment_created",
    "shop_order_department_created",
    "shop_order_created",
    "shop_order_email_lower",
    "shop_order_search_name_reversed",
    "shop_order_search_name",
    "mail_queue_order",
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.alterTable("shop_order").dropColumn("search_name_reversed").execute();
  await db.schema.alterTable("shop_order").dropColumn("search_name").execute();
  await db.schema.alterTable("mail_queue").dropColumn("order_mail").execute();
  await db.schema.alterTable("mail_queue").dropColumn("order_id").execute();
  await db.schema.dropTable("order_note").ifExists().execute();
  await db.schema.dropTable("order_parcel").ifExists().execute();
}
