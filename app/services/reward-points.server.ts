import type { DB } from "~/db/db.server";
import type { PointsEntry } from "~/lib/customer-admin";

// A customer's reward points as a history: the balance is customer.reward_points, and each change
// of it has its record — an order spends points when it is placed (shop_order.points_spent) and
// gives them back when it is cancelled (its order_event to "cancelled"), earns them once it is
// paid (points_earned, credited when value_issued_at is stamped), and the shop adjusts them by
// hand with a reason (reward_point_adjustment). Points credited or taken before these records
// existed (migration 010's correction) appear in the balance only.

/** Every change of the customer's points, newest first. */
export async function getPointsHistory(db: DB, customerId: number): Promise<PointsEntry[]> {
  const [orders, cancels, adjustments] = await Promise.all([
    db
      .selectFrom("shop_order")
      .select(["number", "created_at", "points_spent", "points_earned", "value_issued_at"])
      .where("customer_id", "=", customerId)
      .where((eb) => eb.or([eb("points_spent", ">", 0), eb.and([eb("points_earned", ">", 0), eb("value_issued_at", "is not", null)])]))
      .execute(),
    db
      .selectFrom("order_event as e")
      .innerJoin("shop_order as o", "o.id", "e.order_id")
      .select(["o.number", "o.points_spent", "e.created_at"])
      .where("o.customer_id", "=", customerId)
      .where("o.points_spent", ">", 0)
      .where("e.to_status", "=", "cancelled")
      // a paid order cancelled as a full refund gave its points back with its return (an adjustment below)
      .where((eb) => eb.not(eb.exists(eb.selectFrom("order_return as r").select("r.id").whereRef("r.order_id", "=", "o.id"))))
      .execute(),
    db
      .selectFrom("reward_point_adjustment")
      .select(["delta", "reason", "created_at"])
      .where("customer_id", "=", customerId)
      // newest first where two share a time: the sort below keeps this order among equals
      .orderBy("id", "desc")
      .execute(),
  ]);
  const entries: PointsEntry[] = [
    ...orders.flatMap((o) => [
      ...(o.points_spent > 0 ? [entry(o.created_at, "spent", -o.points_spent, o.number)] : []),
      ...(o.points_earned > 0 && o.value_issued_at !== null ? [entry(o.value_issued_at, "earned", o.points_earned, o.number)] : []),
    ]),
    ...cancels.map((c) => entry(c.created_at, "returned", c.points_spent, c.number)),
    ...adjustments.map((a) => ({ at: a.created_at, kind: "adjusted" as const, delta: a.delta, orderNumber: null, reason: a.reason })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

function entry(at: string, kind: "spent" | "earned" | "returned", delta: number, orderNumber: string): PointsEntry {
  return { at, kind, delta, orderNumber, reason: null };
}

/**
 * Adds `delta` points (taken when negative) with its reason, in the caller's transaction: a
 * conditional update, so the balance cannot go below zero even when an order spends points at
 * the same moment. The balance before and after, or null when it would have gone below zero.
 */
export async function adjustPointsIn(trx: DB, customerId: number, delta: number, reason: string) {
  const row = await trx
    .updateTable("customer")
    .set((eb) => ({ reward_points: eb("reward_points", "+", delta) }))
    .where("id", "=", customerId)
    .where((eb) => eb(eb("reward_points", "+", delta), ">=", 0))
    .returning("reward_points")
    .executeTakeFirst();
  if (!row) return null;
  await trx.insertInto("reward_point_adjustment").values({ customer_id: customerId, delta, reason, created_at: new Date().toISOString() }).execute();
  return { before: row.reward_points - delta, after: row.reward_points };
}
