import type { DB } from "~/db/db.server";
import { changedSettings, checkSettings, type SettingsErrors, type SettingsValues, type StorefrontSettings } from "~/lib/storefront-settings";
import type { Storefront } from "~/lib/storefront";
import { recordAudit } from "./audit-log.server";
import { markCatalogueChanged } from "./catalogue-version.server";
import { forgetStorefronts, toStorefront } from "./storefronts.server";

// A storefront's settings in the back office (README "Shop settings"): read fresh from the
// table (not the 30 s list shoppers are served from), checked by lib/storefront-settings.ts,
// saved in one transaction with one audit row naming what changed.

/** The storefront as the table holds it now, or null for a department that is not one. */
export async function getStorefrontForEdit(db: DB, department: string): Promise<Storefront | null> {
  const row = await db.selectFrom("storefront").selectAll().where("department", "=", department).executeTakeFirst();
  return row ? toStorefront(row) : null;
}

/** Every storefront, fresh, in configuration order (the settings list). */
export async function listStorefrontsForEdit(db: DB): Promise<Storefront[]> {
  const rows = await db.selectFrom("storefront").selectAll().orderBy("position").execute();
  return rows.map(toStorefront);
}

/** The brands a one-brand storefront may sell, by name. */
export async function brandChoices(db: DB) {
  return db.selectFrom("brand").select(["id", "name"]).orderBy("name").execute();
}

const pick = (s: Storefront): StorefrontSettings => ({
  name: s.name,
  domain: s.domain,
  prefix: s.prefix,
  iso: s.iso,
  locale: s.locale,
  languageName: s.languageName,
  currencyCode: s.currencyCode,
  currencyRate: s.currencyRate,
  shopType: s.shopType,
  brandId: s.brandId,
  cheapestShippingPrice: s.cheapestShippingPrice,
  freeShippingThreshold: s.freeShippingThreshold,
  rewardPointConversion: s.rewardPointConversion,
  pointValue: s.pointValue,
  withdrawalDays: s.withdrawalDays,
  bankAccount: s.bankAccount,
  company: s.company as StorefrontSettings["company"],
  contact: s.contact,
  publicKeys: s.publicKeys,
});

export type SaveResult = { ok: true; changed: (keyof StorefrontSettings)[] } | { ok: false; errors: SettingsErrors } | { ok: false; missing: true };

/**
 * Checks and saves a storefront's settings. The other storefronts are read inside the
 * transaction, so that two saves cannot give two storefronts the same host and prefix unnoticed;
 * the catalogue version moves on (the page cache and the per-version caches of every instance
 * follow within seconds) and this instance's storefront list is dropped at once.
 */
export async function saveStorefrontSettings(db: DB, department: string, values: SettingsValues, actor: string): Promise<SaveResult> {
  const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
    const rows = (await trx.selectFrom("storefront").selectAll().orderBy("position").execute()).map(toStorefront);
    const current = rows.find((s) => s.department === department);
    if (!current) return { ok: false, missing: true };
    const brandIds = (await trx.selectFrom("brand").select("id").execute()).map((b) => b.id);
    const checked = checkSettings(values, { others: rows.filter((s) => s.department !== department), brandIds });
    if (!checked.ok) return checked;
    const before = pick(current);
    const after = checked.settings;
    const changed = changedSettings(before, after);
    if (changed.length === 0) return { ok: true, changed: [] };
    await trx
      .updateTable("storefront")
      .set({
        name: after.name,
        domain: after.domain,
        prefix: after.prefix,
        iso: after.iso,
        locale: after.locale,
        language_name: after.languageName,
        currency_code: after.currencyCode,
        currency_rate: after.currencyRate,
        shop_type: after.shopType,
        brand_id: after.brandId,
        cheapest_shipping_price: after.cheapestShippingPrice,
        free_shipping_threshold: after.freeShippingThreshold,
        reward_point_conversion: after.rewardPointConversion,
        point_value: after.pointValue,
        withdrawal_days: after.withdrawalDays,
        bank_account: JSON.stringify(after.bankAccount),
        company: JSON.stringify(after.company),
        contact: after.contact ? JSON.stringify(after.contact) : null,
        public_keys: JSON.stringify(after.publicKeys),
      })
      .where("department", "=", department)
      .execute();
    await recordAudit(trx, {
      actor,
      kind: "storefront.settings",
      subject: `storefront:${department}`,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    await markCatalogueChanged(trx);
    return { ok: true, changed };
  });
  if (result.ok && result.changed.length > 0) forgetStorefronts();
  return result;
}
