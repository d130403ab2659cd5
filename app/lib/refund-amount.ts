import { chargesWholeUnits, shareOut } from "./card-payment";
import { roundToStep } from "./money";

// What a return refunds (issue §2 "Returns and refunds"): the returned lines at what was paid for
// them, as the order was charged. An order's amounts (order-placement, cart-totals.ts) are
//   grand total = Σ line totals − code discount − points value − certificates + shipping
// and the code and the points reduce the goods, never shipping; the certificates pay the rest of
// the goods. So each line carries, in proportion to its total (shareOut: whole minor units,
// largest remainder first), its part of the code and points, then its part of the certificates:
//   net(line)         = line total − its code and points share
//   certificate(line) = its share of the certificates, over the nets
//   money(line)       = net − certificate
// Σ money(line) + shipping is exactly the grand total, Σ certificate(line) exactly the
// certificates used. A return of n of a line's qty units refunds the difference of the cumulative
// amount round(money × returned / qty), so returning every unit in any number of returns adds up
// exactly to the line's money, and every line and shipping to the grand total.
//
// Forints (card-payment.ts): a HUF charge is whole forints, so is its refund — the shares are
// then counted in whole forints (steps of 100 minor units), as the charge's line items were.

export interface RefundableLine {
  id: number;
  kind: "product" | "service" | "gift_certificate";
  qty: number;
  /** minor units of the order's currency */
  lineTotal: number;
}

export interface RefundableOrder {
  currencyCode: string;
  lines: readonly RefundableLine[];
  shipping: number;
  codeDiscount: number;
  pointsValue: number;
  pointsSpent: number;
  pointsEarned: number;
  giftCertificates: number;
  grandTotal: number;
}

/** What earlier returns of the order took back. */
export interface Returned {
  /** units returned so far by line id */
  lines: Readonly<Record<number, number>>;
  shipping: boolean;
}

export interface ReturnChoice {
  lines: readonly { lineId: number; qty: number }[];
  shipping: boolean;
}

export interface ReturnLineAmount {
  lineId: number;
  qty: number;
  /** money back for these units */
  money: number;
  /** what goes back onto the gift certificates that paid the order */
  certificate: number;
}

export interface ReturnAmounts {
  lines: ReturnLineAmount[];
  /** the shipping refunded (0 when not chosen or refunded before) */
  shipping: number;
  /** money refunded by the payment's way: Σ lines' money + shipping (the most staff may refund) */
  money: number;
  /** back onto the certificates used (in the order's currency) */
  certificate: number;
  /** reward points spent on the returned goods, given back */
  pointsBack: number;
  /** reward points the returned goods had earned, revoked */
  pointsRevoked: number;
}

export type ReturnProblem = "noLine" | "unknownLine" | "quantity" | "nothing";

interface LineShares {
  line: RefundableLine;
  money: number;
  certificate: number;
  points: number;
}

/** Every line's money, certificate and points-value share of the order, as it was charged. */
export function lineShares(order: RefundableOrder): { step: number; shares: LineShares[] } {
  const amounts = [...order.lines.map((l) => l.lineTotal), order.shipping, order.codeDiscount, order.pointsValue, order.giftCertificates, order.grandTotal];
  const step = chargesWholeUnits(order.currencyCode) && amounts.every((a) => a % 100 === 0) ? 100 : 1;
  const totals = order.lines.map((l) => l.lineTotal / step);
  const code = shareOut(order.codeDiscount / step, totals);
  const points = shareOut(order.pointsValue / step, totals);
  // the code first, then the points (cart-totals.ts), each capped at what the line has left
  const nets = totals.map((t, i) => t - code[i] - points[i]);
  const certificates = shareOut(order.giftCertificates / step, nets);
  const shares = order.lines.map((line, i) => ({
    line,
    money: (nets[i] - certificates[i]) * step,
    certificate: certificates[i] * step,
    points: points[i] * step,
  }));
  return { step, shares };
}

/**
 * The amounts a return of `choice` refunds after the returns `before`, or why it cannot be: a
 * line that is not the order's, more units than are left, nothing chosen.
 */
export function returnAmounts(
  order: RefundableOrder,
  before: Returned,
  choice: ReturnChoice,
): { ok: true; amounts: ReturnAmounts } | { ok: false; problem: ReturnProblem } {
  const { step, shares } = lineShares(order);
  const cumulative = (total: number, n: number, qty: number) => roundToStep((total * n) / qty, step);
  const lines: ReturnLineAmount[] = [];
  let pointsValueBack = 0;
  let merchandiseBefore = 0;
  let merchandiseNow = 0;
  const merchandiseTotal = shares.filter((s) => s.line.kind !== "gift_certificate").reduce((sum, s) => sum + s.money + s.certificate, 0);
  for (const share of shares) {
    const done = before.lines[share.line.id] ?? 0;
    if (share.line.kind !== "gift_certificate") merchandiseBefore += cumulative(share.money + share.certificate, done, share.line.qty);
  }
  merchandiseNow = merchandiseBefore;
  const seen = new Set<number>();
  for (const chosen of choice.lines) {
    if (chosen.qty === 0) continue;
    const share = shares.find((s) => s.line.id === chosen.lineId);
    if (!share) return { ok: false, problem: "unknownLine" };
    if (seen.has(chosen.lineId)) return { ok: false, problem: "unknownLine" };
    seen.add(chosen.lineId);
    const done = before.lines[share.line.id] ?? 0;
    if (!Number.isSafeInteger(chosen.qty) || chosen.qty < 0 || done + chosen.qty > share.line.qty) return { ok: false, problem: "quantity" };
    const part = (total: number) => cumulative(total, done + chosen.qty, share.line.qty) - cumulative(total, done, share.line.qty);
    lines.push({ lineId: share.line.id, qty: chosen.qty, money: part(share.money), certificate: part(share.certificate) });
    pointsValueBack += part(share.points);
    if (share.line.kind !== "gift_certificate") merchandiseNow += part(share.money + share.certificate);
  }
  const shipping = choice.shipping && !before.shipping ? order.shipping : 0;
  if (lines.length === 0 && shipping === 0) return { ok: false, problem: lines.length === 0 && !choice.shipping ? "noLine" : "nothing" };
  const money = lines.reduce((sum, l) => sum + l.money, 0) + shipping;
  const certificate = lines.reduce((sum, l) => sum + l.certificate, 0);
  // points spent: as many as the returned goods' share of their value (cumulative, so every
  // return together gives back exactly the points spent)
  const pointsOf = (value: number, total: number, points: number) => (total > 0 ? Math.round((points * value) / total) : 0);
  const pointsValueBefore = shares.reduce((sum, s) => sum + cumulative(s.points, before.lines[s.line.id] ?? 0, s.line.qty), 0);
  const pointsBack =
    pointsOf(pointsValueBefore + pointsValueBack, order.pointsValue, order.pointsSpent) - pointsOf(pointsValueBefore, order.pointsValue, order.pointsSpent);
  // points earned: on the merchandise paid (cart-totals.ts), so in proportion to its returned part
  const pointsRevoked = pointsOf(merchandiseNow, merchandiseTotal, order.pointsEarned) - pointsOf(merchandiseBefore, merchandiseTotal, order.pointsEarned);
  return { ok: true, amounts: { lines, shipping, money, certificate, pointsBack, pointsRevoked } };
}

/** Whether every line and the shipping are returned once `choice` is added to `before`. */
export function returnsEverything(order: RefundableOrder, before: Returned, choice: ReturnChoice) {
  const now = (id: number) => (before.lines[id] ?? 0) + (choice.lines.find((l) => l.lineId === id)?.qty ?? 0);
  return order.lines.every((l) => now(l.id) >= l.qty) && (order.shipping === 0 || before.shipping || choice.shipping);
}
