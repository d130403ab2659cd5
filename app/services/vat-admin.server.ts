import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect";
import { OSS_SETTING, type VatRate } from "~/lib/vat";
import { recordAudit } from "./audit-log.server";
import { loadVatRates, ossRegistered } from "./vat.server";

// The back office's VAT room (README "VAT rates and the One-Stop Shop"): a rate from a day on,
// and the One-Stop Shop switch, each change in one transaction with its audit row. A rate is never
// changed in place from another day: a new rate is a new row, so the rate of an earlier day stays
// as it was (an order keeps its own rates in any case: shop_order_line.vat_rate).

export async function loadVatRoom(db: DB) {
  const [rates, oss] = await Promise.all([loadVatRates(db), ossRegistered(db)]);
  return { rates, oss };
}

export type RateSave = { ok: true; changed: boolean; replaced: number | null } | { ok: false; message: string };

/**
 * Saves a rate from its day on. A rate of the same country, class and day is replaced (the
 * merchant corrects what they typed); the audit row names the rate before and after.
 */
export async function saveVatRate(db: DB, rate: VatRate, actor: string): Promise<RateSave> {
  try {
    return await db.transaction().execute(async (trx) => {
      const same = await trx
        .selectFrom("vat_rate")
        .select(["id", "rate"])
        .where("country", "=", rate.country)
        .where("tax_class", "=", rate.taxClass)
        .where("valid_from", "=", rate.validFrom)
        .executeTakeFirst();
      if (same?.rate === rate.rate) return { ok: true as const, changed: false, replaced: null };
      if (same) await trx.updateTable("vat_rate").set({ rate: rate.rate }).where("id", "=", same.id).execute();
      else
        await trx
          .insertInto("vat_rate")
          .values({ country: rate.country, tax_class: rate.taxClass, rate: rate.rate, valid_from: rate.validFrom, created_at: new Date().toISOString() })
          .execute();
      await recordAudit(trx, {
        actor,
        kind: same ? "vat.rate.replace" : "vat.rate.add",
        subject: `vat_rate:${rate.country}/${rate.taxClass}/${rate.validFrom}`,
        before: same ? { ...rate, rate: same.rate } : null,
        after: rate,
      });
      return { ok: true as const, changed: true, replaced: same?.rate ?? null };
    });
  } catch (error) {
    // a colleague saved a rate of the same country, class and day between the look and the insert
    if (isUniqueViolation(error)) return { ok: false, message: "A colleague saved a rate for that day a moment ago: look at it below and save again." };
    throw error;
  }
}

/** Turns the One-Stop Shop on or off; false when it was so already (no audit row then). */
export async function setOssRegistered(db: DB, registered: boolean, actor: string) {
  return db.transaction().execute(async (trx) => {
    const before = await ossRegistered(trx);
    if (before === registered) return false;
    const at = new Date().toISOString();
    const value = String(registered);
    await trx
      .insertInto("setting")
      .values({ name: OSS_SETTING, value, updated_at: at })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at: at }))
      .execute();
    await recordAudit(trx, { actor, kind: "vat.oss", subject: `setting:${OSS_SETTING}`, before: { registered: before }, after: { registered } }, at);
    return true;
  });
}
