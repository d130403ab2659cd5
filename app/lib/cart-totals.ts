import { type MinorUnits, minorUnits } from "./money";
import { rewardPoints } from "./rewards";
import { type FreeShipping, freeShipping } from "./shipping";

// The cart totals of spec §9, as pure arithmetic on integers: the storefront currency's minor
// units (hundredths), each price converted once before it is multiplied and added, so every
// total shown is the sum of the parts shown (app/lib/money.ts). In EUR storefronts these are
// euro cents.
//
// A gift certificate being bought is not merchandise (DESIGN.md "nothing of value before
// payment"): it is paid like a line, but it neither counts towards free shipping nor earns
// reward points — otherwise buying a certificate would make an order's shipping free and earn
// points on money that merely changes form. Points count the merchandise paid, in EUR, so a
// point is worth the same in every storefront (spec §9: points = floor(conversion × amount)).

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
  /** storefront currency units per euro (the amounts' currency), 1 for EUR */
  currencyRate?: number;
}

export interface CartTotals {
  count: number;
  subtotal: MinorUnits;
  /** spec §9 Discount: the products' own discounts (already inside the subtotal) */
  discount: MinorUnits;
  /** the discount code's reduction, capped at the subtotal */
  codeDiscount: MinorUnits;
  /** the spent points' value, capped at what is left after the code */
  pointsValue: MinorUnits;
  /** spec §9 "cart total": subtotal − code discount − points value */
  total: MinorUnits;
  /** gift certificate amounts applied, capped at the cart total (a certificate keeps the rest) */
  giftCertificates: MinorUnits;
  grandTotal: MinorUnits;
  /** the goods' value free shipping is measured on: products and services, not certificates bought */
  merchandise: MinorUnits;
  freeShipping: FreeShipping<MinorUnits>;
  /** reward points the order earns: on the merchandise paid, in EUR */
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
    input.items.reduce((sum, line) => sum + lineTotal(line), 0) +
    services.reduce((sum, s) => sum + s.total, 0) +
    additional.reduce((sum, a) => sum + a.total, 0);
  // spec §9: "Discount = absolute sum of per-item discount times qty"
  const discount = input.items.reduce((sum, line) => sum + Math.abs(line.discount) * line.qty, 0);
  // the cart total: a code or points never take it below zero
  const codeDiscount = clampCents(input.codeDiscount, subtotal);
  const pointsValue = clampCents(input.pointsValue, subtotal - codeDiscount);
  const total = subtotal - codeDiscount - pointsValue;
  // spec §9: "Grand total = cart total minus gift certificate amounts, plus an optional extra";
  // a certificate larger than the cart leaves nothing to pay, never a negative total
  const certificates = Math.min(
    total,
    (input.giftCertificates ?? []).reduce((sum, c) => sum + Math.max(0, c.amount), 0),
  );
  const extra = Math.max(0, input.extra ?? 0);
  const grandTotal = total - certificates + extra;
  const certificatesBought = additional.reduce((sum, a) => sum + a.total, 0);
  const merchandise = subtotal - certificatesBought;
  // what is paid for merchandise: the grand total without shipping and the certificates bought
  // (a code applies to the products; points and redeemed certificates lower what is paid)
  const merchandisePaid = Math.max(0, grandTotal - extra - certificatesBought);
  const rate = input.currencyRate !== undefined && Number.isFinite(input.currencyRate) && input.currencyRate > 0 ? input.currencyRate : 1;
  // spec §9: "free shipping holds when amount is not less than threshold" (the goods' value)
  const shipping = freeShipping(merchandise, input.freeShippingThreshold);
  // every amount in and out is the storefront currency's minor units (the inputs are plain
  // numbers so that the rules' tests read as the spec's examples)
  return {
    count: cartCount(input.items, input.additionalItems, services),
    subtotal: minorUnits(subtotal),
    discount: minorUnits(discount),
    codeDiscount: minorUnits(codeDiscount),
    pointsValue: minorUnits(pointsValue),
    total: minorUnits(total),
    giftCertificates: minorUnits(certificates),
    grandTotal: minorUnits(grandTotal),
    merchandise: minorUnits(merchandise),
    freeShipping: shipping.free ? shipping : { free: false, missing: minorUnits(shipping.missing) },
    // spec §9: "points = floor(conversion times amount)", the amount in EUR (as analytics reports)
    points: rewardPoints(merchandisePaid / rate / 100, input.rewardPointConversion),
  };
}

function clampCents(value: number | undefined, max: number) {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.round(value), Math.max(0, max));
}
