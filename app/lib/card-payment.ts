// What a card provider is asked to charge for an order: the order's own amounts in
// the provider's minor units, as line items that add up to exactly the order's grand total.
//
// Stripe's minor units (docs.stripe.com/currencies): EUR, HUF and CZK are two-decimal currencies
// in the API — 12,50 € is 1250, 4 990 Ft is 499000 — which are the shop's own minor units
// (hundredths, app/lib/money.ts). HUF is a special case: Stripe pays forints out as a
// zero-decimal currency, so a charge must be a whole number of forints (divisible by 100). The
// chu and ccz storefronts round every price to whole forints and koruny (price_rounding), so
// their orders already are; a HUF order that is not is refused rather than charged differently.

/** Seconds between refreshes of a page waiting for the provider's webhook to confirm a payment. */
export const CONFIRMING_REFRESH_SECONDS = 3;

/** Currencies the provider is asked to charge in, with the rule each amount must meet. */
const PROVIDER_CURRENCIES: Record<string, { wholeUnits: boolean }> = {
  EUR: { wholeUnits: false },
  HUF: { wholeUnits: true },
  CZK: { wholeUnits: false },
};

export interface ChargeLine {
  name: string;
  quantity: number;
  /** minor units of the order's currency */
  unitAmount: number;
}

export interface ChargedOrder {
  currencyCode: string;
  lines: { name: string; qty: number; lineTotal: number }[];
  shipping: number;
  grandTotal: number;
}

export class UnchargeableOrder extends Error {}

/** The provider's currency code (lower case) for an order's currency, or an error it cannot be charged in. */
export function providerCurrency(currencyCode: string) {
  const rule = PROVIDER_CURRENCIES[currencyCode];
  if (!rule) throw new UnchargeableOrder(`${currencyCode} is not a currency the card provider is set up for`);
  return { code: currencyCode.toLowerCase(), ...rule };
}

/**
 * The order's lines and shipping as line items summing to its grand total. What the order
 * takes off after the lines — a discount code, reward points, gift certificates — is shared
 * out over them in proportion to their amounts (a provider's line cannot be negative), in whole
 * currency units when every amount is whole, so nothing is charged in fillér; a line left at
 * nothing is not listed.
 */
export function chargeLines(order: ChargedOrder, shippingName: string): ChargeLine[] {
  const currency = providerCurrency(order.currencyCode);
  const parts = [
    ...order.lines.map((l) => ({ name: l.name, qty: l.qty, amount: l.lineTotal })),
    ...(order.shipping > 0 ? [{ name: shippingName, qty: 1, amount: order.shipping }] : []),
  ];
  const gross = parts.reduce((sum, p) => sum + p.amount, 0);
  const reduction = gross - order.grandTotal;
  if (order.grandTotal <= 0) throw new UnchargeableOrder("the order has nothing to charge");
  if (reduction < 0 || parts.some((p) => !Number.isSafeInteger(p.amount) || p.amount < 0))
    throw new UnchargeableOrder("the order's lines do not add up to its total");
  if (currency.wholeUnits && order.grandTotal % 100 !== 0) throw new UnchargeableOrder(`a ${order.currencyCode} charge must be whole units`);
  const step = [...parts.map((p) => p.amount), order.grandTotal].every((a) => a % 100 === 0) ? 100 : 1;
  const shares = shareOut(
    reduction / step,
    parts.map((p) => p.amount / step),
  );
  return parts.flatMap((p, i) => {
    const amount = p.amount - shares[i] * step;
    if (amount === 0) return [];
    return amount % p.qty === 0
      ? [{ name: p.name, quantity: p.qty, unitAmount: amount / p.qty }]
      : [{ name: `${p.qty} × ${p.name}`, quantity: 1, unitAmount: amount }];
  });
}

/** `total` split over `weights` in proportion, whole numbers that add up to it (largest remainder first). */
export function shareOut(total: number, weights: number[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i] < weights[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}

/** Whether the provider takes this currency in whole units only (forints): its refunds are whole units too. */
export function chargesWholeUnits(currencyCode: string) {
  return PROVIDER_CURRENCIES[currencyCode]?.wholeUnits ?? false;
}
