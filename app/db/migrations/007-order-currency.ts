import { type Kysely, sql } from "kysely";

// Orders count in the currency they were shown in (app/lib/money.ts): every money column of
// shop_order and shop_order_line holds minor units (hundredths) of the order's currency_code
// instead of euro cents, so an order's total is exactly the sum of the amounts it shows.
// Orders placed before this held euro cents: converted with the rate they were shown at
// (EUR orders, rate 1, are unchanged). A gift certificate being bought keeps the price the
// shopper typed in the storefront's currency beside its euro value.
const ORDER_MONEY = ["subtotal", "discount", "code_discount", "points_value", "gift_certificates", "shipping", "grand_total"] as const;
const LINE_MONEY = ["unit_price", "regular_price", "line_total"] as const;

export async function up(db: Kysely<any>) {
  await db.schema.alterTable("cart_additional_item").addColumn("price", "integer").execute();
  const foreign = db.selectFrom("shop_order").select("id").where("currency_rate", "<>", 1);
  const lineRate = sql`(select cast(o.currency_rate as numeric) from shop_order o where o.id = shop_order_line.order_id)`;
  await db
    .updateTable("shop_order_line")
    .set(Object.fromEntries(LINE_MONEY.map((c) => [c, sql`round(${sql.ref(c)} * ${lineRate})`])))
    .where("order_id", "in", foreign)
    .execute();
  await db
    .updateTable("shop_order")
    .set(Object.fromEntries(ORDER_MONEY.map((c) => [c, sql`round(${sql.ref(c)} * cast(currency_rate as numeric))`])))
    .where("currency_rate", "<>", 1)
    .execute();
}

export async function down(db: Kysely<any>) {
  const lineRate = sql`(select cast(o.currency_rate as numeric) from shop_order o where o.id = shop_order_line.order_id)`;
  const foreign = db.selectFrom("shop_order").select("id").where("currency_rate", "<>", 1);
  await db
    .updateTable("shop_order_line")
    .set(Object.fromEntries(LINE_MONEY.map((c) => [c, sql`round(${sql.ref(c)} / ${lineRate})`])))
    .where("order_id", "in", foreign)
    .execute();
  await db
    .updateTable("shop_order")
    .set(Object.fromEntries(ORDER_MONEY.map((c) => [c, sql`round(${sql.ref(c)} / cast(currency_rate as numeric))`])))
    .where("currency_rate", "<>", 1)
    .execute();
  await db.schema.alterTable("cart_additional_item").dropColumn("price").execute();
}
