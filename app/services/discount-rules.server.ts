import type { DB } from "~/db/db.server";
import type { DiscountCodeRule } from "~/lib/discount-code";
import { type EuroCents, euroCents } from "~/lib/money";

// A discount code's rule as the cart, the checkout and the order desk read it (spec §5; the pure
// checks are app/lib/discount-code.ts): the code's row, the storefronts where it holds
// (discount_code_department, 028) and how often a customer's orders used it.

export type StoredRule = DiscountCodeRule<EuroCents> & { id: number };

/** A discount code's rule by its (normalized) code or its id; null: no such code. */
export async function findDiscountRule(db: DB, by: { code: string } | { id: number }): Promise<StoredRule | null> {
  const row = await (
    "code" in by ? db.selectFrom("discount_code").selectAll().where("code", "=", by.code) : db.selectFrom("discount_code").selectAll().where("id", "=", by.id)
  ).executeTakeFirst();
  if (!row) return null;
  const listed = await db.selectFrom("discount_code_department").select("department").where("discount_code_id", "=", row.id).orderBy("department").execute();
  // a code written with the one `department` of before 028 (the demo seed) holds there too
  const departments = [...new Set([...listed.map((d) => d.department), ...(row.department !== null ? [row.department] : [])])];
  return {
    id: row.id,
    code: row.code,
    departments,
    active: row.active === 1,
    kind: row.kind,
    value: row.value,
    minOrder: euroCents(row.min_order),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    perCustomerLimit: row.per_customer_limit,
  };
}

/** Who is buying, for a code's uses per customer: a signed-in customer by account, a guest by the order's e-mail. */
export type CodeBuyer = { customerId: number } | { email: string };

/**
 * How many of the buyer's orders used the code (shop_order.discount_code; a code is never renamed
 * once an order used it), cancelled ones left out: they gave the use back.
 */
export async function customerCodeUses(db: DB, code: string, buyer: CodeBuyer) {
  let query = db
    .selectFrom("shop_order")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("discount_code", "=", code)
    .where("status", "<>", "cancelled");
  query = "customerId" in buyer ? query.where("customer_id", "=", buyer.customerId) : query.where("email", "=", buyer.email);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
