import { z } from "zod";
import { PAYMENT_METHODS } from "./checkout";
import { ORDER_STATUSES } from "./order-status";
import { fold } from "./text";

// The back office's order list and order page (DESIGN.md "back office lists … over 100,000
// rows: well under 100 ms"): what its filters accept, how a name is made searchable, and the
// rules for what staff write on an order (a note, a cancellation's reason). Pure: the route
// parses its query string with orderFilterSchema, the services (admin-orders.server.ts) query.

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** A day as the back office's list filters take it (`from`, `to`; orders and audit log): YYYY-MM-DD, read as a UTC day. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "date");

/**
 * The list's filters as a URL holds them (a view can be bookmarked): status, storefront
 * (department), payment method, placed from / to (days, UTC, both inclusive) and `q`.
 */
export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  department: z
    .string()
    .regex(/^[a-z]{2,8}$/, "department")
    .optional(),
  payment: z.enum(PAYMENT_METHODS).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  q: z.string().trim().max(200, "tooLong").optional(),
});
export type AdminOrderFilter = z.output<typeof orderFilterSchema>;

/**
 * A name as the list's search matches it: folded (lower case, no diacritics: "Kovács" and
 * "kovacs" are one) with single spaces, so "nov", "ana nov" and "kovacs eva" find their orders.
 */
export function searchKey(text: string) {
  return fold(text).replace(/\s+/g, " ").trim();
}

/**
 * The two keys an order's delivery name is found by, both as prefixes: given then family name
 * ("ana novak") and family then given name ("novak ana"), so a search by the surname alone or by
 * the whole name in either order uses an index (a substring search could not). Null when the
 * order has no address (gift certificates alone).
 */
export function orderSearchNames(address: { firstName: string; lastName: string } | null) {
  if (!address) return { search_name: null, search_name_reversed: null };
  return { search_name: searchKey(`${address.firstName} ${address.lastName}`), search_name_reversed: searchKey(`${address.lastName} ${address.firstName}`) };
}

/** An order number as the search box may hold it ("su-2026-000042"): the form orders are numbered in. */
export function orderNumberQuery(q: string) {
  const trimmed = q.trim().toUpperCase();
  return /^[A-Z]{2,3}-\d{4}-\d{6,}$/.test(trimmed) ? trimmed : null;
}

/**
 * The mails an order page lists and can send again. "certificate" (the gift, with its code) and
 * "paylink" (a phone order's card-payment link: its token is stored only hashed) and "changed"
 * (what a change made to the order) are listed, never sent again from here.
 */
export const ORDER_MAIL_KINDS = [
  "confirmation",
  "paid",
  "shipped",
  "cancelled",
  "certificate",
  "paylink",
  "changed",
  "reminder",
  "withdrawal",
  "refund",
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
export const RESENDABLE_MAILS = ["confirmation", "paid", "shipped", "cancelled"] as const satisfies readonly OrderMailKind[];
export type ResendableMail = (typeof RESENDABLE_MAILS)[number];

// Staff write for the shopper (a cancellation's reason is mailed) and for each other (a note):
// words on a few lines, no control character other than the line break (DESIGN.md: "no control
// character reaches a terminal or a mail").
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const staffText = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "empty")
        .max(max, "tooLong")
        .refine((v) => !CONTROL_BUT_NEWLINE.test(v), "characters"),
    );
export const cancelReasonSchema = staffText(500);
export const orderNoteSchema = staffText(2000);
