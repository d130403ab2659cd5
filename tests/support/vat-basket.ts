import type { DB } from "~/db/db.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import type { checkoutClient } from "./checkout";

// The basket of the VAT and invoice tests (README "Taxes and invoices"): two products the
// Slovenian storefront sells, with stock, priced for the hand calculations — 12,90 € at the
// standard rate and 8,50 € at the reduced one, without discounts. `skip` keeps two test files from
// pricing the same products. restore() puts back what they were.

export async function pricedBasketProducts(db: DB, skip = 0) {
  const rows = await db
    .selectFrom("product as p")
    .select("p.id")
    .where("p.type", "=", "simple")
    .where("p.salable", "=", 1)
    .where("p.archived_at", "is", null)
    .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 20)))
    .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
    .orderBy("p.id", "desc")
    .offset(skip)
    .limit(2)
    .execute();
  const [standard, reduced] = rows.map((r) => r.id);
  const before = await db
    .selectFrom("product")
    .select(["id", "regular_price", "discount_price", "discount_from", "discount_to", "tax_class"])
    .where("id", "in", [standard, reduced])
    .execute();
  const priced = { discount_price: null, discount_from: null, discount_to: null };
  await db
    .updateTable("product")
    .set({ regular_price: 1290, lowest_price_30d: 1290, tax_class: "standard", ...priced })
    .where("id", "=", standard)
    .execute();
  await db
    .updateTable("product")
    .set({ regular_price: 850, lowest_price_30d: 850, tax_class: "reduced", ...priced })
    .where("id", "=", reduced)
    .execute();
  await markCatalogueChanged(db);
  return {
    standard,
    reduced,
    async restore() {
      for (const row of before) {
        const { id, ...columns } = row;
        await db.updateTable("product").set(columns).where("id", "=", id).execute();
      }
      await markCatalogueChanged(db);
    },
  };
}

/** A guest with the basket: 2 × the standard-rate product and 1 × the reduced-rate one; its cookie. */
export async function guestWithBasket(shop: ReturnType<typeof checkoutClient>, { standard, reduced }: { standard: number; reduced: number }) {
  const cookie = await shop.guestWith(standard, 2);
  const added = await shop.postForm("/cart", { intent: "add", productId: String(reduced), qty: "1" }, { cookie });
  if (added.status !== 303) throw new Error(`adding the reduced-rate product answered ${added.status}`);
  return cookie;
}
