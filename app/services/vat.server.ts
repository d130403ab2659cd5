import type { DB } from "~/db/db.server";
import { defaultAddressCountry } from "~/lib/address-form";
import type { MinorUnits } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import { isTaxClass, OSS_SETTING, rateOn, type TaxClass, toVatSummary, vatBreakdown, vatCountry, type VatRate, type VatSummary } from "~/lib/vat";
import type { CartView } from "./cart-store.server";

// The VAT of a cart, a checkout and an order (README "Taxes and invoices"): the rates and the
// One-Stop Shop setting from the database, the arithmetic in app/lib/vat.ts.

export async function loadVatRates(db: DB): Promise<VatRate[]> {
  const rows = await db.selectFrom("vat_rate").select(["country", "tax_class", "rate", "valid_from"]).orderBy("country").orderBy("valid_from").execute();
  return rows.flatMap((r) => (isTaxClass(r.tax_class) ? [{ country: r.country, taxClass: r.tax_class, rate: r.rate, validFrom: r.valid_from }] : []));
}

/** The shop is registered for the One-Stop Shop (the setting "vat.oss"; none: not registered). */
export async function ossRegistered(db: DB) {
  const row = await db.selectFrom("setting").select("value").where("name", "=", OSS_SETTING).executeTakeFirst();
  return row?.value === "true";
}

/** The seller's country: the company's in the storefront's settings, else the storefront's region. */
export function sellerCountry(storefront: Pick<Storefront, "company" | "locale">) {
  return storefront.company?.country ?? defaultAddressCountry(storefront.locale);
}

/** Where a cart without an address is delivered: the storefront's region (what a new address starts with). */
export function assumedDeliveryCountry(storefront: Pick<Storefront, "locale">) {
  return defaultAddressCountry(storefront.locale);
}

export interface CartVat {
  summary: VatSummary;
  /** each line's rate (basis points; null: outside VAT), in the order of lines, service items, certificates bought */
  lineRates: (number | null)[];
}

/**
 * The VAT a cart's gross prices hold when it is delivered to `deliveryCountry` with `shipping`
 * (both known at the checkout; the cart assumes its storefront's country and no shipping).
 */
export async function cartVat(
  db: DB,
  storefront: Storefront,
  cart: Pick<CartView, "lines" | "serviceItems" | "additionalItems" | "totals">,
  options: { deliveryCountry: string | null; shipping: MinorUnits | number; reverseCharge?: boolean; day?: string },
): Promise<CartVat> {
  const productIds = [...cart.lines.map((l) => l.productId), ...cart.serviceItems.map((s) => s.productId)];
  const [rates, oss, classRows] = await Promise.all([
    loadVatRates(db),
    ossRegistered(db),
    productIds.length ? db.selectFrom("product").select(["id", "tax_class"]).where("id", "in", productIds).execute() : Promise.resolve([]),
  ]);
  const classes = new Map(classRows.map((r) => [r.id, isTaxClass(r.tax_class) ? r.tax_class : ("standard" as TaxClass)]));
  const day = options.day ?? new Date().toISOString().slice(0, 10);
  const seller = sellerCountry(storefront);
  const country = vatCountry({ oss, sellerCountry: seller, deliveryCountry: options.deliveryCountry, rates, day });
  // a country the shop keeps no rates for (a seller outside the seeded ones): no VAT is worked out
  const standard = rateOn(rates, country, "standard", day);
  const rateOf = (productId: number) => (standard === null ? 0 : (rateOn(rates, country, classes.get(productId) ?? "standard", day) ?? standard));
  const lineRates: (number | null)[] = [
    ...cart.lines.map((l) => rateOf(l.productId)),
    ...cart.serviceItems.map((s) => rateOf(s.productId)),
    ...cart.additionalItems.map(() => null),
  ];
  const gross = [...cart.lines.map((l) => l.lineTotal), ...cart.serviceItems.map((s) => s.total), ...cart.additionalItems.map((a) => a.price)];
  const breakdown = vatBreakdown({
    items: gross.map((amount, i) => ({ gross: amount, rate: lineRates[i] })),
    discount: cart.totals.codeDiscount + cart.totals.pointsValue,
    shipping: options.shipping,
    standardRate: standard ?? 0,
    reverseCharge: options.reverseCharge,
    step: storefront.priceRounding,
  });
  return { summary: toVatSummary(country, breakdown), lineRates };
}
