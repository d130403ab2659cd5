import type { Kysely } from "kysely";
import { STOREFRONTS, storefrontSeedSchema } from "../seed/storefronts";

// Money that looks local: each storefront names its price rounding (1: hundredths,
// 100: whole forints and koruna), its gift-certificate presets in its own currency and its bank
// account with the payment-reference scheme of its country. Existing storefronts get what the
// seed gives the same department; one the seed does not know is rounded by its currency, offered
// the euro presets converted, and paid to the default storefront's account until the operator
// edits its row.
const WHOLE_UNITS = new Set(["HUF", "CZK"]);

export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("storefront")
    .addColumn("price_rounding", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("storefront")
    .addColumn("gift_presets", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("storefront")
    .addColumn("bank_account", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();

  const seeded = new Map(STOREFRONTS.map((raw) => storefrontSeedSchema.parse(raw)).map((s) => [s.department as string, s]));
  const fallback = [...seeded.values()].find((s) => s.isDefault) ?? [...seeded.values()][0];
  const rows = await db.selectFrom("storefront").select(["department", "currency_code", "currency_rate"]).execute();
  for (const row of rows) {
    const seed = seeded.get(row.department);
    const rounding = seed?.priceRounding ?? (WHOLE_UNITS.has(row.currency_code) ? 100 : 1);
    const presets = seed?.giftPresets ?? fallback.giftPresets.map((cents) => Math.round((cents * Number(row.currency_rate)) / rounding) * rounding);
    await db
      .updateTable("storefront")
      .set({ price_rounding: rounding, gift_presets: JSON.stringify(presets), bank_account: JSON.stringify(seed?.bankAccount ?? fallback.bankAccount) })
      .where("department", "=", row.department)
      .execute();
  }
}

export async function down(db: Kysely<any>) {
  for (const column of ["bank_account", "gift_presets", "price_rounding"]) await db.schema.alterTable("storefront").dropColumn(column).execute();
}
