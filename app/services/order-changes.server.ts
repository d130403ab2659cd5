import type { DB } from "~/db/db.server";
import { orderSearchNames } from "~/lib/admin-orders";
import type { DeliveryAddress } from "~/lib/checkout";
import { type ChangeableShipping, type OrderChange, orderChangeable } from "~/lib/order-changes";
import { auditOrderChange, logEvent, sendAll } from "./order-lifecycle.server";
import { queueChangedMail } from "./order-mail.server";
import { getPickupShops } from "./checkout.server";
import { loadOrder, type MerchantActor, type OrderView } from "./orders.server";

// Changes to an order before it is shipped (the back office's "Change order"): its delivery
// address (with the phone on it), the e-mail it is mailed at, and — where no money moves — the
// way it is delivered: another pick-up shop, or a pick-up shop instead of a delivery that was
// free. Each change is one transaction, conditional on the order still being changeable (two
// colleagues at once, or a shipment in between, change nothing twice); it writes an event
// "changed" in the order's history, the audit row (before → after) and the shopper's mail with
// the order as it now is. A change that changes nothing writes nothing.

export type ChangeProblem = "notFound" | "notChangeable" | "pickupShop" | "shippingPrice";

export type ChangeAnswer = { ok: true; changed: boolean } | { ok: false; problem: ChangeProblem };

const CHANGED_NOTE: Record<OrderChange["kind"], string> = {
  address: "delivery address changed",
  email: "e-mail address changed",
  shipping: "delivery changed",
};

/** Applies one change to the order `number`, as `actor`. */
export async function changeOrder(db: DB, number: string, change: OrderChange, actor: MerchantActor): Promise<ChangeAnswer> {
  const row = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  const before = await loadOrder(db, row.id);
  if (!before) return { ok: false, problem: "notFound" };
  if (!orderChangeable(before.status)) return { ok: false, problem: "notChangeable" };
  if (change.kind === "shipping") {
    const refused = await shippingRefusal(db, before, change.shipping);
    if (refused) return { ok: false, problem: refused };
  }
  const set = columnsOf(change);
  const seen = snapshot(before, change.kind);
  if (canonical(seen) === canonical(after(change))) return { ok: true, changed: false };

  const answer = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("shop_order")
      .set(set)
      .where("id", "=", row.id)
      // still as it was read, and still before its shipment
      .where("status", "=", before.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    await logEvent(trx, row.id, before.status, before.status, actor, CHANGED_NOTE[change.kind]);
    await auditOrderChange(trx, actor, `order.change-${change.kind}`, number, seen, after(change));
    const now = (await loadOrder(trx, row.id))!;
    return [await queueChangedMail(trx, now, change.kind)];
  });
  if (answer === null) return { ok: false, problem: "notChangeable" };
  await sendAll(db, answer);
  return { ok: true, changed: true };
}

/** A delivery change takes no money, so it may only keep the order's shipping cost. */
async function shippingRefusal(db: DB, order: OrderView, shipping: ChangeableShipping): Promise<ChangeProblem | null> {
  if (order.shippingMethod === "none") return "shippingPrice";
  if (shipping.method === "pickup") {
    const shops = await getPickupShops(db, order.department);
    if (!shops.some((s) => s.name === shipping.shop)) return "pickupShop";
    // a pick-up is free: only an order that paid nothing for its delivery changes to one without a refund
    return order.shipping === 0 ? null : "shippingPrice";
  }
  // to delivery: free only if the order's delivery was free already
  return order.shippingMethod === "delivery" ? null : "shippingPrice";
}

function columnsOf(change: OrderChange) {
  switch (change.kind) {
    case "address":
      return { address: JSON.stringify(change.address), ...orderSearchNames(change.address) };
    case "email":
      return { email: change.email };
    case "shipping":
      return { shipping_method: change.shipping.method, pickup_shop: change.shipping.method === "pickup" ? change.shipping.shop : null };
  }
}

/** A value as JSON with its keys in one order, so that the same address read two ways compares equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** What the audit row names as before. */
function snapshot(order: OrderView, kind: OrderChange["kind"]) {
  switch (kind) {
    case "address":
      return order.address as DeliveryAddress | null;
    case "email":
      return order.email;
    case "shipping":
      return order.shippingMethod === "pickup" ? { method: "pickup", shop: order.pickupShop } : { method: order.shippingMethod };
  }
}

function after(change: OrderChange) {
  switch (change.kind) {
    case "address":
      return change.address;
    case "email":
      return change.email;
    case "shipping":
      return change.shipping.method === "pickup" ? { method: "pickup", shop: change.shipping.shop } : { method: "delivery" };
  }
}
