// Removing the demo (issue 29 §2; README "Removing the demo"): the rules the command and the back
// office's room share — which orders to keep, as typed or ticked, and how the outcome reads.

/** Which orders stay: none (every order was a test) or the ones named, by id. */
export type KeepOrders = { kind: "none" } | { kind: "ids"; ids: number[] };

/** The word typed to confirm in the back office. */
export const DEMO_REMOVAL_CONFIRMATION = "REMOVE";

/** At most this many orders may be named to keep: a shop with more is not a demo any more. */
export const KEEP_ORDERS_MAX = 1000;

const ORDER_NUMBER = /^[A-Z]{2,12}-\d{4}-(\d{6,12})$/;

/**
 * `--keep-orders 12,15` or `--keep-orders none`: "none" keeps no order; otherwise a list of order
 * ids or order numbers ("SU-2026-000012"), separated by commas or spaces. Null for anything else.
 */
export function parseKeepOrders(text: string): KeepOrders | null {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === "none") return { kind: "none" };
  const parts = trimmed.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > KEEP_ORDERS_MAX) return null;
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^\d{1,12}$/.test(part) ? Number(part) : Number(ORDER_NUMBER.exec(part.toUpperCase())?.[1] ?? NaN);
    if (!Number.isSafeInteger(id) || id < 1) return null;
    ids.push(id);
  }
  return { kind: "ids", ids: [...new Set(ids)].sort((a, b) => a - b) };
}

/** What was (or would be) removed, per kind, in the order the report lists them. */
export const REMOVAL_KINDS = [
  ["products", "products"],
  ["brands", "brands"],
  ["categories", "categories"],
  ["attributes", "attributes"],
  ["pictures", "pictures"],
  ["contentBlocks", "home-page, header and footer blocks"],
  ["cmsPages", "CMS pages"],
  ["blogPosts", "blog posts"],
  ["blogCategories", "blog categories"],
  ["redirects", "redirects"],
  ["customers", "customers"],
  ["sessions", "sessions (carts, wishlists)"],
  ["orders", "orders"],
  ["discountCodes", "discount codes"],
  ["giftCertificates", "gift certificates"],
  ["mails", "mails in the queue"],
] as const;

export type RemovalKind = (typeof REMOVAL_KINDS)[number][0];
export type RemovalCounts = Record<RemovalKind, number>;

/** "products 62, brands 12, …": the kinds with something to remove. */
export function describeCounts(counts: RemovalCounts) {
  const parts = REMOVAL_KINDS.filter(([key]) => counts[key] > 0).map(([key, label]) => `${label} ${counts[key]}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/** The one line of a refusal where orders exist and none were named. */
export function ordersRefusal(orders: { count: number; first: string; last: string }) {
  const range = orders.count === 1 ? orders.first : `${orders.first} … ${orders.last}`;
  return (
    `The shop has ${orders.count} order${orders.count === 1 ? "" : "s"} (${range}): name the ones to keep ` +
    `(--keep-orders 12,15) or say that every one was a test (--keep-orders none).`
  );
}

/** The back office's form, as posted: the typed confirmation and the ids of the orders ticked to keep. */
export interface DemoRemovalForm {
  confirm: string;
  keep: string[];
}

export type DemoRemovalFormResult = { ok: true; keepOrders: KeepOrders } | { ok: false; errors: { confirm?: string; keep?: string } };

/** The room's form read by the same rules as the command: none ticked keeps no order. */
export function parseDemoRemovalForm(form: DemoRemovalForm): DemoRemovalFormResult {
  const errors: { confirm?: string; keep?: string } = {};
  if (form.confirm.trim() !== DEMO_REMOVAL_CONFIRMATION) errors.confirm = `Type ${DEMO_REMOVAL_CONFIRMATION} (in capitals) to confirm.`;
  const keep = form.keep.length ? parseKeepOrders(form.keep.join(",")) : { kind: "none" as const };
  if (!keep || keep.kind === "none") {
    if (form.keep.length) errors.keep = "The orders to keep are named by their ids: choose them in the list.";
  }
  if (errors.confirm || errors.keep) return { ok: false, errors };
  return { ok: true, keepOrders: keep ?? { kind: "none" } };
}
