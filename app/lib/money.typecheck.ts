import type { useFormatEuroCents, useFormatMinorUnits } from "~/utils/shop";
import type { CartTotals } from "./cart-totals";
import { euroCents, fromMinor, toMinor } from "./money";

// Checked by `npm run typecheck` (never run, never bundled): euro cents and the storefront's
// minor units are both integers, equal in the euro storefronts, so only their types keep a forint
// or koruna page from showing one as the other.

type FormatEuroCents = ReturnType<typeof useFormatEuroCents>;
type FormatMinorUnits = ReturnType<typeof useFormatMinorUnits>;

const price = euroCents(3145);
const converted = toMinor(price, 392.5, 100);

export const productPrice = (format: FormatEuroCents) => format(price);
export const cartAmount = (format: FormatMinorUnits, totals: CartTotals) => [format(converted), format(totals.grandTotal)];
export const backToCents = (format: FormatEuroCents) => format(fromMinor(converted, 392.5));

// @ts-expect-error euro cents are not minor units: a product's price must be converted first
export const centsAsMinor = (format: FormatMinorUnits) => format(price);
// @ts-expect-error minor units are not euro cents: a cart's total would be converted twice
export const minorAsCents = (format: FormatEuroCents, totals: CartTotals) => format(totals.grandTotal);
// @ts-expect-error an amount converted once is not converted again
export const convertedTwice = toMinor(converted, 392.5);
// @ts-expect-error euro cents are not converted back to euro cents
export const centsBack = fromMinor(price, 392.5);
// @ts-expect-error a plain number says nothing of its unit: it is named where it is read
export const plainNumber = (format: FormatMinorUnits) => format(1234);
