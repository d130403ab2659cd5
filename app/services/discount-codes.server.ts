import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect";
import type { DiscountCodeValues } from "~/lib/code-forms";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { findDiscountRule, type StoredRule } from "./discount-rules.server";

// The back office's room for discount codes (README "Discount codes and gift certificates"): the
// list with how often each was used, making and changing one, and the orders that used it. The
// cart's rules are app/lib/discount-code.ts; what a code holds is read by discount-rules.server.ts.

export interface CodeListItem {
  id: number;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  active: boolean;
  validTo: string | null;
  usageLimit: number | null;
  /** the orders holding a use of it (a cancelled order gives its use back) */
  usedCount: number;
}

export async function listDiscountCodes(db: DB): Promise<CodeListItem[]> {
  const rows = await db
    .selectFrom("discount_code")
    .select(["id", "code", "kind", "value", "active", "valid_to", "usage_limit", "used_count"])
    .orderBy("code")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    value: r.value,
    active: r.active === 1,
    validTo: r.valid_to,
    usageLimit: r.usage_limit,
    usedCount: r.used_count,
  }));
}

export interface CodeOrder {
  number: string;
  at: string;
  department: string;
  status: string;
  /** what the code took off, minor units of the order's currency */
  codeDiscount: number;
  currencyCode: string;
}

/** The orders that used a code, newest first (cancelled ones too, marked by their status). */
export function ordersWithCode(db: DB, code: string, limit = 200): Promise<CodeOrder[]> {
  return db
    .selectFrom("shop_order")
    .select(["number", "created_at as at", "department", "status", "code_discount as codeDiscount", "currency_code as currencyCode"])
    .where("discount_code", "=", code)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export type SaveResult = { ok: true; id: number } | { ok: false; field: "code"; message: string };

const snapshot = (rule: StoredRule | null) =>
  rule && {
    code: rule.code,
    active: rule.active,
    kind: rule.kind,
    value: rule.value,
    minOrder: rule.minOrder,
    validFrom: rule.validFrom,
    validTo: rule.validTo,
    usageLimit: rule.usageLimit,
    perCustomerLimit: rule.perCustomerLimit,
    storefronts: rule.departments,
  };

/**
 * Makes a code (`id` null) or changes one, with its storefronts, audited in the same
 * transaction. A code's text is unique, and stays as it is once an order used it: the orders
 * name it by its text (shop_order.discount_code), which its uses per customer are counted from.
 */
export async function saveDiscountCode(db: DB, actor: string, id: number | null, values: DiscountCodeValues): Promise<SaveResult> {
  try {
    return await db.transaction().execute(async (trx): Promise<SaveResult> => {
      const before = id === null ? null : await findDiscountRule(trx, { id });
      if (id !== null && !before) throw new Error(`no discount code ${id}`);
      const taken = await trx.selectFrom("discount_code").select("id").where("code", "=", values.code).executeTakeFirst();
      if (taken && taken.id !== id) return { ok: false, field: "code", message: `There is a code ${values.code} already.` };
      if (before && before.code !== values.code) {
        const used = await trx.selectFrom("shop_order").select("id").where("discount_code", "=", before.code).executeTakeFirst();
        if (used) return { ok: false, field: "code", message: `Orders used ${before.code}: it keeps its name (make a new code instead).` };
      }
      const row = {
        code: values.code,
        kind: values.kind,
        value: values.value,
        min_order: values.minOrder,
        valid_from: values.validFrom,
        valid_to: values.validTo,
        usage_limit: values.usageLimit,
        per_customer_limit: values.perCustomerLimit,
        active: values.active ? 1 : 0,
        // discount_code_department says where it holds (028)
        department: null,
      };
      const saved =
        id === null
          ? (
              await trx
                .insertInto("discount_code")
                .values({ ...row, created_at: new Date().toISOString() })
                .returning("id")
                .executeTakeFirstOrThrow()
            ).id
          : (await trx.updateTable("discount_code").set(row).where("id", "=", id).executeTakeFirst(), id);
      await trx.deleteFrom("discount_code_department").where("discount_code_id", "=", saved).execute();
      if (values.departments.length > 0)
        await trx
          .insertInto("discount_code_department")
          .values(values.departments.map((department) => ({ discount_code_id: saved, department })))
          .execute();
      await recordAudit(trx, {
        actor,
        kind: id === null ? "code.create" : "code.update",
        subject: `code:${saved}`,
        before: snapshot(before),
        after: snapshot(await findDiscountRule(trx, { id: saved })),
      });
      // carts show the code's amount as the rule now says: cached pages move on
      await markCatalogueChanged(trx);
      return { ok: true, id: saved };
    });
  } catch (error) {
    // two managers saving the same new code at once: the unique index decides
    if (isUniqueViolation(error)) return { ok: false, field: "code", message: `There is a code ${values.code} already.` };
    throw error;
  }
}
