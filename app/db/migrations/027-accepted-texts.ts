import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

// What the shop must be able to show later (consumer and data-protection law: the contract's
// terms as agreed, GDPR Art. 7(1) consent):
// - legal_text: each version of the terms and conditions and of the privacy notice, per
//   language, as a shopper saw it when ordering — the CMS page's title and paragraphs, kept
//   unchanged once an order named them. `version` is the first 16 hex digits of the SHA-256 of
//   the text: the same text is one row however many orders accept it, and an edited page is a
//   new version; the version page /legal/<version> shows it again.
// - shop_order.terms_text_id / privacy_text_id: the versions the order was placed under (NULL
//   for orders from before this step, or a storefront without such a page).
// - newsletter_consent: every newsletter choice, given or withdrawn, with when, where (the form)
//   and the words the shopper was shown (NULL where the shop showed none: the JSON API's caller
//   shows its own).
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("legal_text"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("legal_text_version").unique().on("legal_text").columns(["version"]).execute();
  await db.schema.alterTable("shop_order").addColumn("terms_text_id", "integer").execute();
  await db.schema.alterTable("shop_order").addColumn("privacy_text_id", "integer").execute();

  await idColumn(db, db.schema.createTable("newsletter_consent"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("subscribed", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("lang", "text")
    .addColumn("text", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("newsletter_consent_customer").on("newsletter_consent").columns(["customer_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("newsletter_consent").ifExists().execute();
  await db.schema.alterTable("shop_order").dropColumn("privacy_text_id").execute();
  await db.schema.alterTable("shop_order").dropColumn("terms_text_id").execute();
  await db.schema.dropTable("legal_text").ifExists().execute();
}
