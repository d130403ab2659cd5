import type { Kysely } from "kysely";

// Discount codes and gift certificates made and kept in the back office (README "Discount codes
// and gift certificates"):
// - discount_code.active: a code switched off is refused in the cart like an expired one (1: on).
// - discount_code.per_customer_limit: how many of a customer's orders may use the code (NULL: any);
//   counted from the orders themselves (shop_order.discount_code), cancelled ones left out.
// - discount_code_department: the storefronts where a code holds; a code without rows holds
//   everywhere. The single `department` of codes made before is copied into it and cleared, so
//   one place says where a code holds (a row still written there is read as one storefront more).
// - gift_certificate.recipient_name, message: what a certificate issued by hand was mailed with;
//   issued_by: the staff member who issued it (NULL: bought in the shop).
// - gift_certificate.voided_at, void_reason, voided_by: a voided certificate is refused in the
//   cart as an expired one; its balance stays as it was, for the record.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("discount_code")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("discount_code").addColumn("per_customer_limit", "integer").execute();
  await db.schema
    .createTable("discount_code_department")
    .addColumn("discount_code_id", "integer", (c) => c.notNull().references("discount_code.id").onDelete("cascade"))
    .addColumn("department", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("discount_code_department_pk", ["discount_code_id", "department"])
    .execute();
  const single = await db.selectFrom("discount_code").select(["id", "department"]).where("department", "is not", null).execute();
  for (const row of single) {
    await db.insertInto("discount_code_department").values({ discount_code_id: row.id, department: row.department }).execute();
  }
  await db.updateTable("discount_code").set({ department: null }).execute();
  await db.schema.createIndex("shop_order_discount_code").on("shop_order").columns(["discount_code"]).execute();

  for (const column of ["recipient_name", "message", "issued_by", "voided_at", "void_reason", "voided_by"]) {
    await db.schema.alterTable("gift_certificate").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<any>) {
  for (const column of ["voided_by", "void_reason", "voided_at", "issued_by", "message", "recipient_name"]) {
    await db.schema.alterTable("gift_certificate").dropColumn(column).execute();
  }
  await db.schema.dropIndex("shop_order_discount_code").ifExists().execute();
  const rows = await db.selectFrom("discount_code_department").select(["discount_code_id", "department"]).execute();
  for (const row of rows) await db.updateTable("discount_code").set({ department: row.department }).where("id", "=", row.discount_code_id).execute();
  await db.schema.dropTable("discount_code_department").ifExists().execute();
  await db.schema.alterTable("discount_code").dropColumn("per_customer_limit").execute();
  await db.schema.alterTable("discount_code").dropColumn("active").execute();
}
