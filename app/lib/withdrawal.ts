import { z } from "zod";
import { ORDER_NUMBER } from "./checkout";

// The EU withdrawal function (Directive (EU) 2023/2673, adding Art. 11a to the Consumer Rights
// Directive 2011/83/EU; README "After the sale"): the form's fields and their rules, the periods
// the law sets, and the steps a withdrawal goes through in the back office. Pure: the service
// (services/withdrawals.server.ts) stores and mails, the page (routes/withdrawal.tsx) shows.

/** The withdrawal period a storefront gives unless set otherwise: 14 days from delivery (Art. 9 CRD). */
export const DEFAULT_WITHDRAWAL_DAYS = 14;

/** The trader refunds within 14 days of receiving the withdrawal (Art. 13 CRD). */
export const REFUND_DAYS = 14;

/** How many withdrawal confirmations one client may send an hour (rate-limit.server.ts withdrawalIp). */
export const WITHDRAWALS_PER_HOUR = 10;

const DAY_MS = 24 * 3600_000;

/** The end of the withdrawal period: `days` after delivery. */
export const withdrawalPeriodEnd = (deliveredAt: string, days: number) => new Date(Date.parse(deliveredAt) + days * DAY_MS).toISOString();

/** The legal deadline to refund: 14 days after the withdrawal was received. */
export const refundDeadline = (receivedAt: string) => new Date(Date.parse(receivedAt) + REFUND_DAYS * DAY_MS).toISOString();

/**
 * Whether the customer's order page offers the withdrawal: an order that was concluded (not
 * cancelled, not a payment still awaited) and whose period has not ended — before delivery the
 * period has not even begun.
 */
export function canWithdraw(order: { status: string }, periodEndsAt: string | null, now = new Date()) {
  if (order.status === "cancelled" || order.status === "awaiting_payment") return false;
  return periodEndsAt === null || Date.parse(periodEndsAt) >= now.getTime();
}

/** A withdrawal's steps: received → goods_back → refunded, or refused (staff decide, e.g. a late one). */
export const WITHDRAWAL_STATUSES = ["received", "goods_back", "refunded", "refused"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const NEXT: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  received: ["goods_back", "refused", "refunded"],
  goods_back: ["refunded", "refused"],
  refunded: [],
  refused: [],
};

/** Whether a withdrawal in `from` may be moved to `to` (refunded and refused are final). */
export const withdrawalMoveAllowed = (from: WithdrawalStatus, to: WithdrawalStatus) => NEXT[from].includes(to);

/** Which items the withdrawal is about: the whole order, or some (lines of a known order, or words). */
export interface WithdrawalItems {
  scope: "all" | "some";
  /** the shopper's words for the items, when no order of theirs was known */
  text: string;
  /** the lines ticked on a signed-in customer's own order */
  lines: { sku: string; name: string; qty: number }[];
}

/** The declaration as sent and stored (withdrawal.content). */
export interface WithdrawalContent {
  name: string;
  email: string;
  orderNumber: string;
  items: WithdrawalItems;
  reason: string;
}

/** The message keys of the form (locales withdrawal.errors). */
export type WithdrawalError = "nameRequired" | "emailInvalid" | "orderNumberInvalid" | "itemsRequired" | "reasonTooLong";

export const NAME_MAX = 200;
export const ITEMS_MAX = 1000;
export const REASON_MAX = 1000;

/** The fields a refused form shows again as typed. */
export const WITHDRAWAL_ECHO = { name: NAME_MAX, email: 254, orderNumber: 40, scope: 4, items: ITEMS_MAX, reason: REASON_MAX } as const;
export const WITHDRAWAL_ORDER = ["name", "email", "orderNumber", "scope", "items", "reason"] as const;

/** A checkbox of an order line: `line-<line id>`. */
export const LINE_FIELD = /^line-(\d{1,12})$/;

/** The form's fields (spec: plain names `name`, `email`, `orderNumber`; `items` or ticked lines; an optional `reason`). */
/** A field left out of the post is refused with its own message, as an empty one is. */
const keyed = (key: WithdrawalError) => ({ required_error: key, invalid_type_error: key });

const withdrawalFields = z
  .object({
    name: z.string(keyed("nameRequired")).trim().min(1, "nameRequired").max(NAME_MAX, "nameRequired"),
    email: z.string(keyed("emailInvalid")).trim().toLowerCase().max(254, "emailInvalid").email("emailInvalid"),
    orderNumber: z.string(keyed("orderNumberInvalid")).trim().toUpperCase().regex(ORDER_NUMBER, "orderNumberInvalid"),
    scope: z.enum(["all", "some"]).catch("all"),
    items: z.string().trim().max(ITEMS_MAX, "itemsRequired").default(""),
    reason: z.string().trim().max(REASON_MAX, "reasonTooLong").default(""),
    /** the ids of the ticked lines (from the `line-<id>` checkboxes) */
    lineIds: z.array(z.number().int().positive()).max(500).default([]),
  })
  .superRefine((form, ctx) => {
    // "some" items need words, or ticked lines of a known order
    if (form.scope === "some" && form.items === "" && form.lineIds.length === 0)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "itemsRequired", path: ["items"] });
  });

export const withdrawalFormSchema = z.preprocess(
  (raw) => (raw && typeof raw === "object" ? { ...raw, lineIds: tickedLineIds(raw as Record<string, string>) } : raw),
  withdrawalFields,
);

export type WithdrawalForm = z.output<typeof withdrawalFields>;

/** The ids of the ticked line checkboxes of a posted form. */
export function tickedLineIds(fields: Record<string, string>) {
  return Object.keys(fields).flatMap((name) => {
    const m = LINE_FIELD.exec(name);
    return m && fields[name] === "1" ? [Number(m[1])] : [];
  });
}
