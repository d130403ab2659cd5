import { randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";

// Discount codes and gift certificates as a merchant would have made them, written straight into
// the test's database (quicker than the back office's forms, tests/integration/codes.test.ts): each
// with a code of its own.

/** A discount code for every storefront, unused: `value` percent, or euro cents for "fixed"; `minOrder` euro cents. */
export function addDiscountCode(db: DB, kind: "percent" | "fixed", value: number, minOrder = 0) {
  return db
    .insertInto("discount_code")
    .values({
      code: `T${randomBytes(4).toString("hex").toUpperCase()}`,
      department: null,
      kind,
      value,
      min_order: minOrder,
      valid_from: null,
      valid_to: null,
      usage_limit: null,
      used_count: 0,
      created_at: new Date().toISOString(),
    })
    .returning(["id", "code"])
    .executeTakeFirstOrThrow();
}

/** A gift certificate of `amount` euro cents, unspent and without an expiry. */
export function addGiftCertificate(db: DB, amount: number) {
  return db
    .insertInto("gift_certificate")
    .values({
      code: `G${randomBytes(5).toString("hex").toUpperCase()}`,
      amount,
      balance: amount,
      order_id: null,
      recipient_email: null,
      expires_at: null,
      created_at: new Date().toISOString(),
    })
    .returning(["id", "code"])
    .executeTakeFirstOrThrow();
}
