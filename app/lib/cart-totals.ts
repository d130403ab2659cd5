import { rewardPoints } from "./rewards";
import { type FreeShipping, freeShipping } from "./shipping";

// The cart totals of spec §9, as pure arithmetic on integers: the storefront currency's minor
// units (hundredths), each price converted once before it is multiplied and added, so every
// total shown is the sum of the parts shown (app/lib/money.ts). In EUR storefronts these are
// euro cents. Reward points count the amount paid in that currency, as the spec asks.

export interface TotalsLine {
  /** what one unit costs the shopper (the discount price when there is one), minor units */
  unitPrice: number;
  /** the per-unit discount (regular minus discount price), minor units, 0 when none */
  discount: number;
  qty: number;
}

export interface TotalsServiceItem {
  /** the service item's total (price × quantity), minor units */
  total: number;
}

export interface TotalsInput {
  items: readonly TotalsLine[];
  /** spec §3 additionalItems: gift certificates being bought, each with its total */
  additionalItems?: readonly TotalsServiceItem[];
  serviceItems?: readonly TotalsServiceItem[];
  /** a discount code's reduction of the cart total (see codeDiscount) */
  codeDiscount?: number;
  /** what the spent reward points are worth */
  pointsValue?: number;
  /** redeemed gift certificate amounts (their balances) */
  giftCertificates?: readonly { amount: number }[];
  /** spec §9 "plus an optional extra" (shipping, payment fee) */
  extra?: number;
  /** in the same minor units as the amounts */
  freeShippingThreshold?: number;
  rewardPointConversion?: number;
}

export interface CartTotals {
  count: number;
  subtotal: number;
  /** spec §9 Discount: the products' own discounts (already inside the subtotal) */
  discount: number;
  /** the discount code's reduction, capped at the subtotal */
  codeDiscount: number;
  /** the spent points' value, capped at what is left after the code */
  pointsValue: number;
  /** spec §9 "cart total": subtotal − code discount − points value */
  total: number;
  /** gift certificate amounts applied, capped at the cart total (a certificate keeps the rest) */
  giftCertificates: number;
  grandTotal: number;
  freeShipping: FreeShipping;
  points: number;
}

/** Spec §9: "Cart count = items + additionalItems + serviceItems" (lines, not units). */
export function cartCount(items: readonly unknown[], additionalItems: readonly unknown[] = [], serviceItems: readonly unknown[] = []) {
  return items.length + additionalItems.length + serviceItems.length;
}

/** A line's subTotal: unit price times quantity. */
export function lineTotal(line: TotalsLine) {
  return line.unitPrice * line.qty;
}

export function cartTotals(input: TotalsInput): CartTotals {
  const services = input.serviceItems ?? [];
  // spec §9: "Subtotal = sum of item subTotal + service item totals"
  // (a gift certificate being bought is paid like a line, so additional items count here too)
  const additional = input.additionalItems ?? [];
  const subtotal =
    input.items.reduce((sum, line) => sum + lineTotal(line), 0) + services.reduce((sum, s) => sum + s.total, 0) + additional.reduce((sum, a) => sum + a.total, 0);
  // spec §9: "Discount = absolute sum of per-item discount times qty"
  const discount = input.items.reduce((sum, line) => sum + Math.abs(line.discount) * line.qty, 0);
  // the cart total: a code or points never take it below zero
  const codeDiscount = clampCents(input.codeDiscount, subtotal);
  const pointsValue = clampCents(input.pointsValue, subtotal - codeDiscount);
  const total = subtotal - codeDiscount - pointsValue;
  // spec §9: "Grand total = cart total minus gift certificate amounts, plus an optional extra";
  // a certificate larger than the cart leaves nothing to pay, never a negative total
  const certificates = Math.min(total, (input.giftCertificates ?? []).reduce((sum, c) => sum + Math.max(0, c.amount), 0));
  const grandTotal = total - certificates + Math.max(0, input.extra ?? 0);
  return {
    count: cartCount(input.items, input.additionalItems, services),
    subtotal,
    discount,
    codeDiscount,
    pointsValue,
    total,
    giftCertificates: certificates,
    grandTotal,
    // spec §9: "free shipping holds when amount is not less than threshold" (the goods' value)
    freeShipping: freeShipping(subtotal, input.freeShippingThreshold),
    // spec §9: "points = floor(conversion times amount)", the amount in the storefront currency
    points: rewardPoints(grandTotal / 100, input.rewardPointConversion),
  };
}

function clampCents(value: number | undefined, max: number) {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.round(value), Math.max(0, max));
}
