import type { Kysely } from "kysely";
import { attemptOutcome, attemptOwners } from "../../lib/order-history";

// Payment attempts as an order's history (app/lib/order-history.ts): shop_order.superseded_by
// is the order a cancelled card or wallet attempt belongs to — the order placed later from the
// same cart — so the customer's profile lists that order once, with its attempts as history.
// The orders placed before this migration get the same links, cart by cart, oldest first.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("shop_order")
    .addColumn("superseded_by", "integer", (c) => c.references("shop_order.id"))
    .execute();
  await db.schema.createIndex("shop_order_superseded_by").on("shop_order").column("superseded_by").execute();

  const attempts = new Set<number>();
  const cancels = await db
    .selectFrom("order_event")
    .select(["order_id", "from_status", "to_status", "actor", "note"])
    .where("to_status", "=", "cancelled")
    .where("from_status", "=", "awaiting_payment")
    .execute();
  for (const c of cancels) if (attemptOutcome({ fromStatus: c.from_status, toStatus: c.to_status, actor: c.actor, note: c.note })) attempts.add(c.order_id);
  if (attempts.size === 0) return;

  // Read in pages; kept are only the orders of carts that have had an attempt by then (what
  // came before a cart's first attempt changes nothing). A cart is one owner's: the customer's,
  // or for a guest the session's.
  const kept: { id: number; attempt: boolean; cart: string }[] = [];
  const cartsWithAttempts = new Set<string>();
  for (let after = 0; ;) {
    const page = await db
      .selectFrom("shop_order")
      .select(["id", "customer_id", "session_token_id", "details"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (page.length === 0) break;
    for (const o of page) {
      const cartId = (JSON.parse(o.details) as { cartId?: number | null }).cartId ?? null;
      if (cartId === null) continue;
      const cart = `${cartId}:${o.customer_id !== null ? `c${o.customer_id}` : `s${o.session_token_id}`}`;
      const attempt = attempts.has(o.id);
      if (attempt) cartsWithAttempts.add(cart);
      if (cartsWithAttempts.has(cart)) kept.push({ id: o.id, attempt, cart });
    }
    after = page[page.length - 1].id;
  }
  for (const [attempt, owner] of attemptOwners(kept)) await db.updateTable("shop_order").set({ superseded_by: owner }).where("id", "=", attempt).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("shop_order_superseded_by").execute();
  await db.schema.alterTable("shop_order").dropColumn("superseded_by").execute();
}
