import type { DB } from "~/db/db.server";
import { defaultAddressCountry } from "~/lib/address-form";
import type { MinorUnits } from "~/lib/money";
import type { Storefront } from "~/lib/storefront";
import {
  isTaxClass,
  OSS_SETTING,
  parseVatSummary,
  rateOn,
  type TaxClass,
  toVatSummary,
  vatBreakdown,
  vatCountry,
  type VatRate,
  type VatSummary,
} from "~/lib/vat";
import type { CartView } from "./cart-store.server";
import { findStorefront } from "./storefronts.server";

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

/** A line as VAT sees it: its gross amount and its tax class (null: outside VAT, a certificate bought). */
interface VatLine {
  gross: number;
  taxClass: TaxClass | null;
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
  const classes = await taxClasses(db, [...cart.lines.map((l) => l.productId), ...cart.serviceItems.map((s) => s.productId)]);
  const lines: VatLine[] = [
    ...cart.lines.map((l) => ({ gross: l.lineTotal, taxClass: classes.get(l.productId) ?? "standard" })),
    ...cart.serviceItems.map((s) => ({ gross: s.total, taxClass: classes.get(s.productId) ?? "standard" })),
    ...cart.additionalItems.map((a) => ({ gross: a.price, taxClass: null })),
  ];
  return workOutVat(db, storefront, lines, { ...options, discount: cart.totals.codeDiscount + cart.totals.pointsValue });
}

/**
 * An order's VAT worked out again from its lines as they are now — after staff changed its
 * lines, its address or its delivery before it shipped — at the rates of the day it was placed,
 * kept on the order and its lines. An order placed before VAT was kept (040) stays without.
 */
export async function recomputeOrderVat(db: DB, orderId: number) {
  const kept = await db.selectFrom("shop_order").select(["vat", "reverse_charge", "grand_total"]).where("id", "=", orderId).executeTakeFirst();
  if (!kept || kept.vat === null) return;
  const vat = await orderVatAsPlaced(db, orderId);
  if (!vat) return;
  // a reverse-charge order is paid without the VAT its prices hold: its total follows that VAT
  // (the caller leaves grand_total as the gross total less the VAT removed before the change)
  const before = parseVatSummary(kept.vat);
  const grandTotal = kept.reverse_charge === 1 ? Math.max(0, kept.grand_total + (before?.removed ?? 0) - vat.summary.removed) : kept.grand_total;
  await db
    .updateTable("shop_order")
    .set({ vat: JSON.stringify(vat.summary), vat_country: vat.summary.country, grand_total: grandTotal })
    .where("id", "=", orderId)
    .execute();
  for (const [i, lineId] of vat.lineIds.entries())
    await db.updateTable("shop_order_line").set({ vat_rate: vat.lineRates[i] }).where("id", "=", lineId).execute();
}

/**
 * The VAT of an order's lines, delivery and discount as they are now, at the rates of the day it
 * was placed (nothing is written): what recomputeOrderVat keeps, and what the invoice of an order
 * placed before VAT was kept states. `lineIds`: the lines in the order of `lineRates`.
 */
export async function orderVatAsPlaced(db: DB, orderId: number): Promise<(CartVat & { lineIds: number[] }) | null> {
  const order = await db
    .selectFrom("shop_order")
    .select(["department", "address", "shipping_method", "shipping", "code_discount", "points_value", "reverse_charge", "created_at"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  const storefront = order ? await findStorefront(db, order.department) : null;
  if (!order || !storefront) return null;
  const rows = await db
    .selectFrom("shop_order_line")
    .select(["id", "kind", "product_id", "line_total"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const classes = await taxClasses(
    db,
    rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id])),
  );
  const address = JSON.parse(order.address) as { country?: string } | null;
  const vat = await workOutVat(
    db,
    storefront,
    rows.map((r) => ({ gross: r.line_total, taxClass: r.kind === "gift_certificate" ? null : (classes.get(r.product_id ?? 0) ?? "standard") })),
    {
      deliveryCountry: order.shipping_method === "delivery" && address?.country ? address.country : assumedDeliveryCountry(storefront),
      shipping: order.shipping,
      discount: order.code_discount + order.points_value,
      reverseCharge: order.reverse_charge === 1,
      day: order.created_at.slice(0, 10),
    },
  );
  return { ...vat, lineIds: rows.map((r) => r.id) };
}

async function taxClasses(db: DB, productIds: number[]) {
  const rows = productIds.length ? await db.selectFrom("product").select(["id", "tax_class"]).where("id", "in", productIds).execute() : [];
  return new Map(rows.map((r) => [r.id, isTaxClass(r.tax_class) ? r.tax_class : ("standard" as TaxClass)]));
}

async function workOutVat(
  db: DB,
  storefront: Storefront,
  lines: VatLine[],
  options: { deliveryCountry: string | null; shipping: number; discount: number; reverseCharge?: boolean; day?: string },
): Promise<CartVat> {
  const [rates, oss] = await Promise.all([loadVatRates(db), ossRegistered(db)]);
  const day = options.day ?? new Date().toISOString().slice(0, 10);
  const country = vatCountry({ oss, sellerCountry: sellerCountry(storefront), deliveryCountry: options.deliveryCountry, rates, day });
  // a country the shop keeps no rates for (a seller outside the seeded ones): no VAT is worked out
  const standard = rateOn(rates, country, "standard", day);
  const lineRates = lines.map((line) => (line.taxClass === null ? null : standard === null ? 0 : (rateOn(rates, country, line.taxClass, day) ?? standard)));
  const breakdown = vatBreakdown({
    items: lines.map((line, i) => ({ gross: line.gross, rate: lineRates[i] })),
    discount: options.discount,
    shipping: options.shipping,
    standardRate: standard ?? 0,
    reverseCharge: options.reverseCharge,
    step: storefront.priceRounding,
  });
  return { summary: toVatSummary(country, breakdown), lineRates };
}
