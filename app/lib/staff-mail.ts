import { money, PAYMENT_LABEL } from "./admin-words";
import type { PaymentMethod } from "./checkout";
import type { MinorUnits } from "./money";

// The mails staff chose on their account page (README "Told of new orders"), in English: one
// short mail per new order, and a morning summary of what waits and what sold yesterday.

/** The summary goes out from 07:00 server time; a server (re)started later in the morning still sends it, until noon. */
export const SUMMARY_FROM_HOUR = 7;
export const SUMMARY_UNTIL_HOUR = 12;

const pad = (n: number) => String(n).padStart(2, "0");

/** The server's local calendar day of `now` ("2027-03-14"): the morning summary's once-a-day key. */
export const localDay = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The day whose morning summary is due at `now` (server time, 07:00 to noon), or null outside those hours. */
export function summaryDueDay(now: Date) {
  const hour = now.getHours();
  return hour >= SUMMARY_FROM_HOUR && hour < SUMMARY_UNTIL_HOUR ? localDay(now) : null;
}

/** The UTC day before `now`'s (sales figures count UTC days, as the start page does). */
export const yesterdayUtc = (now: Date) => new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WHY = "You get this mail because you chose it on your account page:";

export interface NewOrderFacts {
  number: string;
  storefront: string;
  total: MinorUnits;
  currencyCode: string;
  paymentMethod: PaymentMethod;
  /** card and wallet orders are told once paid; bank and cash orders when placed */
  paid: boolean;
}

/** The mail of one new order: number, storefront, total, payment, and the order's page in the back office. */
export function newOrderMail(order: NewOrderFacts, links: { order: string; account: string }) {
  const payment = `${PAYMENT_LABEL[order.paymentMethod]}${order.paid ? ", paid" : ", not paid yet"}`;
  const text = [
    `A new order came in: ${order.number}.`,
    "",
    `Storefront: ${order.storefront}`,
    `Total: ${money(order.total, order.currencyCode)}`,
    `Payment: ${payment}`,
    "",
    `Open it in the back office: ${links.order}`,
    "",
    WHY,
    links.account,
  ].join("\n");
  return { subject: `New order ${order.number} (${order.storefront}, ${money(order.total, order.currencyCode)})`, text };
}

export interface NewWithdrawalFacts {
  id: number;
  storefront: string;
  orderNumber: string;
  /** its number and e-mail matched an order of the storefront */
  linked: boolean;
  /** received after the order's withdrawal period ended */
  late: boolean;
}

/** The mail of one withdrawal received (sent to those who chose "mail me each new order"). */
export function newWithdrawalMail(w: NewWithdrawalFacts, links: { withdrawal: string; account: string }) {
  const match = w.linked ? `It matches order ${w.orderNumber}.` : `It names order ${w.orderNumber}, but number and e-mail match no order of that storefront.`;
  const text = [
    `A withdrawal from a contract came in (#${w.id}).`,
    "",
    `Storefront: ${w.storefront}`,
    match,
    ...(w.late ? ["It arrived after the withdrawal period: decide whether to accept it."] : []),
    "The shopper is owed the refund within 14 days of receipt.",
    "",
    `Open it in the back office: ${links.withdrawal}`,
    "",
    WHY,
    links.account,
  ].join("\n");
  return { subject: `Withdrawal #${w.id} for ${w.orderNumber} (${w.storefront})`, text };
}

export interface SummaryFacts {
  day: string;
  yesterday: string;
  waiting: { awaitingTransfer: number; toShip: number; failedPayments: number; failedMails: number; stuckMails: number };
  sales: { storefront: string; currencyCode: string; orders: number; total: MinorUnits }[];
}

/** The morning summary: what waits for someone, and the orders paid yesterday per storefront and currency. */
export function summaryMail(facts: SummaryFacts, links: { home: string; account: string }) {
  const w = facts.waiting;
  const text = [
    "Good morning,",
    "",
    "What waits in the back office:",
    `- ${plural(w.awaitingTransfer, "bank transfer", "bank transfers")} to match`,
    `- ${plural(w.toShip, "paid order", "paid orders")} to ship`,
    `- ${plural(w.failedPayments, "card payment", "card payments")} failed in the last 7 days`,
    `- ${plural(w.failedMails + w.stuckMails, "mail", "mails")} not going out`,
    "",
    `Sales yesterday (${facts.yesterday}, orders paid, UTC):`,
    ...(facts.sales.length === 0
      ? ["- no paid orders"]
      : facts.sales.map((s) => `- ${s.storefront}: ${plural(s.orders, "order", "orders")}, ${money(s.total, s.currencyCode)}`)),
    "",
    `The back office: ${links.home}`,
    "",
    WHY,
    links.account,
  ].join("\n");
  return { subject: `What waits on ${facts.day}: ${w.awaitingTransfer + w.toShip} orders to act on`, text };
}

export interface LowStockFacts {
  day: string;
  items: readonly { sku: string; name: string; pieces: number; level: number; link: string }[];
  /** how many are low in all (the mail lists the first ones) */
  total: number;
}

/** The daily mail of products low in stock (README "Stock"), fewest pieces first; sent only when some are. */
export function lowStockMail(facts: LowStockFacts, links: { list: string; account: string }) {
  const text = [
    "Good morning,",
    "",
    `${plural(facts.total, "product has", "products have")} fewer pieces in stock than its low-stock level:`,
    ...facts.items.map((p) => `- ${p.name} (${p.sku}): ${p.pieces} in stock, level ${p.level} — ${p.link}`),
    ...(facts.total > facts.items.length ? [`- and ${facts.total - facts.items.length} more`] : []),
    "",
    `All of them, and the default level: ${links.list}`,
    "",
    WHY,
    links.account,
  ].join("\n");
  return { subject: `Low in stock on ${facts.day}: ${plural(facts.total, "product", "products")}`, text };
}
