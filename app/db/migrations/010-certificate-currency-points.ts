import type { Kysely } from "kysely";

// A gift certificate keeps the currency it was bought in, and a reward point is worth the same
// in every storefront (DESIGN.md "Sessions and safety", spec §9 points).
//
// - gift_certificate.currency_code: amount and balance are minor units of it. Every certificate
//   issued before this migration was kept in euro cents, so they are EUR certificates, unchanged.
// - reward points were earned on the amount in the storefront's own currency (0.5 per forint,
//   1 per koruna) but spent at a value in euro cents: 10 € spent in Hungary earned 1 962 points
//   worth 19.62 €. From now on they are earned on the merchandise paid in EUR (gift certificates
//   bought earn nothing). Balances are corrected honestly, order by order: every order that
//   earned points is recomputed under the new rule (its merchandise = grand total − shipping −
//   certificates bought, converted at the order's own rate); where it earned more, the excess is
//   taken off the customer's balance if it had been credited (never below 0), and the order's
//   points_earned is lowered, so an order not yet paid credits only the corrected figure. Nobody
//   gains points from the correction. A non-EUR storefront's conversion, which counted per unit
//   of its own currency, is set to the spec's default 1 per euro (the operator may change it).
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("gift_certificate")
    .addColumn("currency_code", "text", (c) => c.notNull().defaultTo("EUR"))
    .execute();

  await db.updateTable("storefront").set({ reward_point_conversion: 1 }).where("currency_code", "<>", "EUR").execute();
  const conversions = new Map(
    (await db.selectFrom("storefront").select(["department", "reward_point_conversion"]).execute()).map((s) => [
      s.department as string,
      Number(s.reward_point_conversion),
    ]),
  );

  const orders = await db
    .selectFrom("shop_order")
    .select(["id", "department", "customer_id", "grand_total", "shipping", "currency_rate", "points_earned", "value_issued_at"])
    .where("points_earned", ">", 0)
    .orderBy("id")
    .execute();
  for (const order of orders) {
    const bought = await db
      .selectFrom("shop_order_line")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("line_total"), eb.lit(0)).as("total"))
      .where("order_id", "=", order.id)
      .where("kind", "=", "gift_certificate")
      .executeTakeFirst();
    const merchandise = Math.max(0, Number(order.grand_total) - Number(order.shipping) - Number(bought?.total ?? 0));
    const conversion = conversions.get(order.department) ?? 1;
    const euros = merchandise / Number(order.currency_rate) / 100;
    const corrected = Math.min(Number(order.points_earned), Math.floor(conversion * euros + 1e-9));
    const excess = Number(order.points_earned) - corrected;
    if (excess <= 0) continue;
    await db.updateTable("shop_order").set({ points_earned: corrected }).where("id", "=", order.id).execute();
    if (order.customer_id !== null && order.value_issued_at !== null) {
      const customer = await db.selectFrom("customer").select("reward_points").where("id", "=", order.customer_id).executeTakeFirst();
      if (customer) {
        await db
          .updateTable("customer")
          .set({ reward_points: Math.max(0, Number(customer.reward_points) - excess) })
          .where("id", "=", order.customer_id)
          .execute();
      }
    }
  }
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("gift_certificate").dropColumn("currency_code").execute();
}
