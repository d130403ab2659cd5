import type { DB } from "~/db/db.server";
import { getFixedT } from "~/i18next.server";
import { formatIban } from "~/lib/iban";
import { formatMinor, minorUnits } from "~/lib/money";
import type { RefundWay } from "~/lib/refunds";
import { orderLink, queueShopperMail } from "./order-mail.server";
import type { OrderView } from "./orders.server";

// The mail of a refund (README "After the sale"), in the order's language, queued in the
// transaction that records it: what came back, how much is refunded and how — to the card, by
// a transfer to the IBAN staff entered, onto the gift certificates that paid the order.

export interface RefundMail {
  amount: number;
  way: RefundWay;
  iban: string | null;
  certificates: { amount: number; currency: string; code: string }[];
  lines: { lineId: number; qty: number }[];
  ids: number[];
  shipping: number;
  cancelled: boolean;
}

export async function queueRefundMail(trx: DB, order: OrderView, refund: RefundMail) {
  const t = await getFixedT(order.lang);
  const money = (minor: number, currency = order.currencyCode) =>
    formatMinor(minorUnits(minor), currency === order.currencyCode ? t("system_currency") : currency);
  const values = { number: order.number, amount: money(refund.amount) };
  const returned = refund.lines.flatMap((l) => {
    const line = order.lines[refund.ids.indexOf(l.lineId)];
    return line ? [`${l.qty} × ${line.kind === "gift_certificate" ? t("checkout.giftCertificateLine") : line.name}`] : [];
  });
  if (refund.shipping > 0) returned.push(t("orders.mail.refundShipping"));
  const link = await orderLink(trx, order);
  const how =
    refund.amount === 0 ? [] : [refund.way === "bank" ? t("orders.mail.refundBank", { iban: formatIban(refund.iban ?? "") }) : t("orders.mail.refundCard")];
  const body = [
    t(refund.cancelled ? "orders.mail.refundCancelledText" : "orders.mail.refundText", values),
    ...(returned.length ? ["", t("orders.mail.refundReturned"), ...returned] : []),
    "",
    ...how,
    ...refund.certificates.map((c) => t("orders.mail.refundCertificate", { amount: money(c.amount, c.currency), code: c.code })),
  ];
  return queueShopperMail(trx, order, t, { subject: t("orders.mail.refundSubject", values), body, link, kind: "refund" });
}
