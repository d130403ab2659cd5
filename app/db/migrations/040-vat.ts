import { type Kysely, sql } from "kysely";
import { OSS_SETTING, SEEDED_RATES_FROM, SEEDED_VAT_RATES } from "../../lib/vat";
import { idColumn } from "../dialect";
import { DEMO_FOOTPRINT } from "../seed/demo-footprint";

// VAT (README "Taxes and invoices", app/lib/vat.ts):
// - vat_rate: a country's rate per tax class from a day on, in basis points (2200 = 22 %); a
//   change is a new row from the day it holds, so an order keeps the rate of its day. Seeded with
//   the rates of the countries the storefronts deliver to.
// - product.tax_class: standard, reduced, super_reduced or zero (standard for every product
//   there is).
// - shop_order: the VAT the order carries — `vat` (JSON: the rows per rate, the taxable amounts,
//   reverse charge), whose VAT (`vat_country`), the buyer's company name and VAT number when
//   given, `vat_check` (VIES's answer: confirmed, invalid or unreachable) and `reverse_charge`.
//   Orders placed before this migration keep NULL: they show no VAT rows.
// - shop_order_line.vat_rate: the line's rate (basis points); NULL for a gift certificate bought
//   (a multi-purpose voucher: outside VAT) and for lines of orders placed before.
// - The setting "vat.oss": true when the shop is registered for the One-Stop Shop (the VAT of
//   the country the goods go to). A shop that holds the demo is; a shop of one's own starts
//   without (the seller's country's VAT), until the owner says so in the settings.
// - The demo company's VAT number had a wrong check digit (SI84213579): it is SI84213574 now,
//   in the storefronts' company details and in the pages that print it.
export async function up(db: Kysely<any>) {
  await idColumn(db, db.schema.createTable("vat_rate"))
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("tax_class", "text", (c) => c.notNull())
    .addColumn("rate", "integer", (c) => c.notNull())
    .addColumn("valid_from", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("vat_rate_day", ["country", "tax_class", "valid_from"])
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto("vat_rate")
    .values(SEEDED_VAT_RATES.map((r) => ({ country: r.country, tax_class: r.taxClass, rate: r.rate, valid_from: SEEDED_RATES_FROM, created_at: now })))
    .execute();

  await db.schema
    .alterTable("product")
    .addColumn("tax_class", "text", (c) => c.notNull().defaultTo("standard"))
    .execute();
  for (const column of ["vat", "vat_country", "buyer_company", "buyer_vat_number", "vat_check"]) {
    await db.schema.alterTable("shop_order").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("shop_order")
    .addColumn("reverse_charge", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("shop_order_line").addColumn("vat_rate", "integer").execute();

  const demo = await db.selectFrom("setting").select("name").where("name", "=", DEMO_FOOTPRINT).executeTakeFirst();
  if (demo) await db.insertInto("setting").values({ name: OSS_SETTING, value: "true", updated_at: now }).execute();

  const replace = (column: string) => sql`replace(${sql.ref(column)}, 'SI84213579', 'SI84213574')`;
  await db
    .updateTable("storefront")
    .set({ company: replace("company") })
    .where("company", "like", "%SI84213579%")
    .execute();
  await db
    .updateTable("cms_page_i18n")
    .set({ body: replace("body"), markdown: replace("markdown") })
    .where((eb) => eb.or([eb("body", "like", "%SI84213579%"), eb("markdown", "like", "%SI84213579%")]))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.deleteFrom("setting").where("name", "=", OSS_SETTING).execute();
  await db.schema.alterTable("shop_order_line").dropColumn("vat_rate").execute();
  for (const column of ["reverse_charge", "vat_check", "buyer_vat_number", "buyer_company", "vat_country", "vat"]) {
    await db.schema.alterTable("shop_order").dropColumn(column).execute();
  }
  await db.schema.alterTable("product").dropColumn("tax_class").execute();
  await db.schema.dropTable("vat_rate").ifExists().execute();
}
