import type { DB } from "~/db/db.server";
import { STOREFRONTS, storefrontSeedSchema } from "~/db/seed/storefronts";
import { SUPPORTED_LANGUAGES } from "~/i18n";
import {
  checkNewStorefront,
  checkNewWarehouse,
  newStorefrontRow,
  type NewStorefront,
  type StorefrontProblem,
  type WarehouseProblem,
} from "~/lib/storefront-setup";
import { recordAudit } from "./audit-log.server";
import { forgetStorefronts } from "./storefronts.server";

// A merchant's own storefronts and warehouses, named by `npm run shop` (issue 29 §2). Each
// addition is one transaction with its audit_log row; a refusal changes nothing.

/** The department's template: the demo seed's row for it, of which only the settings are taken. */
function templateOf(department: string) {
  const raw = STOREFRONTS.find((s) => s.department === department);
  return raw ? storefrontSeedSchema.parse(raw) : null;
}

export async function addStorefront(
  db: DB,
  input: NewStorefront,
  actor: string,
): Promise<{ ok: true; storefront: NewStorefront; isDefault: boolean } | { ok: false; problem: StorefrontProblem }> {
  const result = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("storefront").select(["department", "domain", "prefix", "position"]).execute();
    const checked = checkNewStorefront(input, existing);
    if (!checked.ok) return checked;
    const template = templateOf(checked.storefront.department);
    if (!template) return { ok: false as const, problem: "department" as const };
    const isDefault = existing.length === 0;
    const position = existing.reduce((max, s) => Math.max(max, s.position + 1), 0);
    const row = newStorefrontRow(checked.storefront, template, { position, isDefault });
    await trx.insertInto("storefront").values(row).execute();
    await recordAudit(trx, {
      actor,
      kind: "storefront.add",
      subject: `storefront:${row.department}`,
      before: null,
      after: { ...checked.storefront, isDefault },
    });
    return { ok: true as const, storefront: checked.storefront, isDefault };
  });
  if (result.ok) forgetStorefronts();
  return result;
}

export async function listStorefrontRows(db: DB) {
  return db.selectFrom("storefront").select(["department", "name", "domain", "prefix", "iso", "currency_code", "is_default"]).orderBy("position").execute();
}

export async function addWarehouse(
  db: DB,
  input: { code: string; name: string; days: number },
  actor: string,
): Promise<{ ok: true; warehouse: { code: string; name: string; days: number } } | { ok: false; problem: WarehouseProblem }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("warehouse").select("code").execute();
    const checked = checkNewWarehouse(
      input,
      existing.map((w) => w.code.toUpperCase()),
    );
    if (!checked.ok) return checked;
    const { code, name, days } = checked.warehouse;
    // one name for every language until the back office gives each its own
    const names = Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, name]));
    await trx
      .insertInto("warehouse")
      .values({ code, days, names: JSON.stringify(names) })
      .execute();
    await recordAudit(trx, { actor, kind: "warehouse.add", subject: `warehouse:${code}`, before: null, after: checked.warehouse });
    return checked;
  });
}

export async function listWarehouses(db: DB) {
  const rows = await db.selectFrom("warehouse").select(["code", "days", "names"]).orderBy("days").orderBy("code").execute();
  return rows.map((w) => ({ code: w.code, days: w.days, names: JSON.parse(w.names) as Record<string, string> }));
}
