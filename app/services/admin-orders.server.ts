import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import type { DB } from "~/db/db.server";
import { isPostgres } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderFilter, type OrderMailKind, orderNumberQuery, searchKey } from "~/lib/admin-orders";
import type { PaymentMethod } from "~/lib/checkout";
import { minorUnits, type MinorUnits } from "~/lib/money";
import type { OrderStatus } from "~/lib/order-status";
import { personName } from "~/lib/person-name";
import { exportRecord, getDeskOrder, ordersCsv } from "./order-desk.server";
import { getOrderHistory } from "./order-history.server";
import { resendableMails } from "./order-moves.server";
import { listParcels } from "./order-parcels.server";
import { findStorefront } from "./storefronts.server";

// What the back office reads about orders (DESIGN.md "back office lists … over 100,000 rows:
// well under 100 ms"): the list over every storefront, paged on the server and filtered by what
// its URL holds, its CSV export, one order's page with everything that happened to it, and the
// packing slips. Changes are order-moves.server.ts and order-lifecycle.server.ts.
//
// The search box `q` matches, each through an index (migration 020): the order number exactly
// (any case), the e-mail address by its beginning, or the delivery name by its beginning in
// either order ("nov", "ana nov", "novak ana"; folded: "kovacs" finds "Kovács"). A substring of a
// name ("vak") is not searched: it would read every order's address.

type OrderQuery = ExpressionBuilder<Database, "shop_order">;

/** `column` begins with `prefix`: a range on SQLite (bytewise, as its index sorts), LIKE on PostgreSQL (the pattern index of 020). */
function startsWith(db: DB, eb: OrderQuery, column: RawBuilder<string>, prefix: string) {
  if (isPostgres(db)) return eb(column, "like", `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return eb.and([eb(column, ">=", prefix), eb(column, "<", `${prefix}\u{10FFFF}`)]);
}

/** The day after `day` (YYYY-MM-DD) at 00:00 UTC: "to" includes its whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function filtered(db: DB, filter: AdminOrderFilter) {
  const q = filter.q?.trim() ?? "";
  const number = q ? orderNumberQuery(q) : null;
  const name = searchKey(q);
  const email = q.toLowerCase();
  return db
    .selectFrom("shop_order")
    .$if(filter.status !== undefined, (b) => b.where("status", "=", filter.status!))
    .$if(filter.department !== undefined, (b) => b.where("department", "=", filter.department!))
    .$if(filter.payment !== undefined, (b) => b.where("payment_method", "=", filter.payment!))
    .$if(filter.from !== undefined, (b) => b.where("created_at", ">=", `${filter.from}T00:00:00.000Z`))
    .$if(filter.to !== undefined, (b) => b.where("created_at", "<", dayAfter(filter.to!)))
    .$if(q !== "", (b) =>
      b.where((eb) => {
        if (number) return eb("number", "=", number);
        const matches = [
          ...(/\s/.test(email) ? [] : [startsWith(db, eb, sql<string>`lower(email)`, email)]),
          ...(name ? [startsWith(db, eb, sql<string>`search_name`, name), startsWith(db, eb, sql<string>`search_name_reversed`, name)] : []),
        ];
        // nothing searchable left (marks and spaces alone): no order matches
        return matches.length > 0 ? eb.or(matches) : eb.lit(false);
      }),
    );
}

export interface AdminOrderListItem {
  number: string;
  createdAt: string;
  status: OrderStatus;
  department: string;
  paymentMethod: PaymentMethod;
  email: string;
  /** the delivery name; null for gift certificates alone */
  name: string | null;
  grandTotal: MinorUnits;
  currencyCode: string;
}

export interface AdminOrderPage {
  items: AdminOrderListItem[];
  /** orders matching the filter, on every page */
  total: number;
  page: number;
  pageSize: number;
}

/** One page (50 orders, newest first) of the orders matching the filter, and how many match. A page below 1 is the first. */
export async function listAdminOrders(db: DB, filter: AdminOrderFilter, page = 1): Promise<AdminOrderPage> {
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(["number", "created_at", "status", "department", "payment_method", "email", "address", "lang", "grand_total", "currency_code"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((current - 1) * ADMIN_ORDERS_PAGE_SIZE)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      number: r.number,
      createdAt: r.created_at,
      status: r.status,
      department: r.department,
      paymentMethod: r.payment_method as PaymentMethod,
      email: r.email,
      name: deliveryName(r.address, r.lang),
      grandTotal: minorUnits(r.grand_total),
      currencyCode: r.currency_code,
    })),
    total: Number(count.n),
    page: current,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

function deliveryName(address: string, lang: string) {
  const a = JSON.parse(address) as { firstName?: string; lastName?: string } | null;
  return a?.firstName !== undefined && a.lastName !== undefined ? personName(a.firstName, a.lastName, lang) : null;
}

/** The order a search box names exactly by its number (any case), so the list can open it at once; null otherwise. */
export async function findOrderNumberExact(db: DB, q: string) {
  const number = orderNumberQuery(q);
  if (!number) return null;
  const row = await db.selectFrom("shop_order").select("number").where("number", "=", number).executeTakeFirst();
  return row?.number ?? null;
}

/**
 * The CSV file of every order matching the filter — of those among them the list's selection
 * names, when `numbers` is given — newest first, in the order desk's format (one writer).
 */
export async function exportAdminOrdersCsv(db: DB, filter: AdminOrderFilter, numbers?: string[]) {
  const rows = await filtered(db, filter)
    .$if(numbers !== undefined, (b) => b.where("number", "in", numbers!.length ? numbers! : [""]))
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return ordersCsv(rows.map(exportRecord));
}

/** A mail about the order and where it stands in the queue. */
export interface OrderMailView {
  id: number;
  kind: OrderMailKind | null;
  to: string;
  subject: string;
  /** sent; waiting (queued, or to be tried again); failed (given up after MAIL_MAX_ATTEMPTS) */
  state: "sent" | "waiting" | "failed";
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface OrderNoteView {
  author: string;
  body: string;
  createdAt: string;
}

/** Everything an order's page in the back office shows; null: no such number. */
export async function getAdminOrder(db: DB, number: string) {
  const desk = await getDeskOrder(db, number);
  if (!desk) return null;
  const { order } = desk;
  const [storefront, history, parcels, notes, mails, resendable] = await Promise.all([
    findStorefront(db, order.department),
    getOrderHistory(db, order.id),
    listParcels(db, order.id),
    db.selectFrom("order_note").select(["author", "body", "created_at"]).where("order_id", "=", order.id).orderBy("id").execute(),
    db
      .selectFrom("mail_queue")
      .select(["id", "order_mail", "to_address", "subject", "status", "attempts", "created_at", "sent_at", "last_error"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
    resendableMails(db, order.id),
  ]);
  return {
    order,
    storefront: { department: order.department, name: storefront?.name ?? order.department },
    valueIssuedAt: desk.valueIssuedAt,
    /** every status change with who made it and why (a cancellation's reason is its note) */
    events: desk.events,
    /** the payment attempts this order took over (card or wallet payments cancelled, failed or run out) */
    attempts: history.attempts,
    parcels,
    notes: notes.map((n): OrderNoteView => ({ author: n.author, body: n.body, createdAt: n.created_at })),
    mails: mails.map((m): OrderMailView => ({
      id: m.id,
      kind: m.order_mail,
      to: m.to_address,
      subject: m.subject,
      state: m.status === "pending" ? "waiting" : m.status,
      attempts: m.attempts,
      createdAt: m.created_at,
      sentAt: m.sent_at,
      lastError: m.last_error,
    })),
    /** the mails the page may send again */
    resendable,
  };
}
export type AdminOrder = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

export interface PackingSlip {
  storefront: string;
  number: string;
  createdAt: string;
  /** the delivery address, or for pickup the shop; gift certificates alone have neither */
  address: { name: string; street: string; postcode: string; city: string; country: string; phone: string } | null;
  pickupShop: string | null;
  /** what goes in the box: products and service items (gift wrapping), no prices; certificates go by e-mail */
  lines: { sku: string; name: string; qty: number }[];
}

/** The packing slips of these orders, in the order asked; numbers of no order are returned as `missing`. */
export async function getPackingSlip(db: DB, numbers: string[]): Promise<{ slips: PackingSlip[]; missing: string[] }> {
  const wanted = [...new Set(numbers.map((n) => n.trim().toUpperCase()))].slice(0, 500);
  if (wanted.length === 0) return { slips: [], missing: [] };
  const orders = await db
    .selectFrom("shop_order")
    .select(["id", "number", "department", "created_at", "address", "pickup_shop", "lang"])
    .where("number", "in", wanted)
    .execute();
  const lines = orders.length
    ? await db
        .selectFrom("shop_order_line")
        .select(["order_id", "sku", "name", "qty"])
        .where(
          "order_id",
          "in",
          orders.map((o) => o.id),
        )
        .where("kind", "!=", "gift_certificate")
        .orderBy("id")
        .execute()
    : [];
  const names = new Map<string, string>();
  for (const department of new Set(orders.map((o) => o.department))) names.set(department, (await findStorefront(db, department))?.name ?? department);
  const byNumber = new Map(orders.map((o) => [o.number, o]));
  const slips = wanted.flatMap((number): PackingSlip[] => {
    const o = byNumber.get(number);
    if (!o) return [];
    const a = JSON.parse(o.address) as {
      firstName: string;
      lastName: string;
      street: string;
      postcode: string;
      city: string;
      country: string;
      phone?: string;
    } | null;
    return [
      {
        storefront: names.get(o.department)!,
        number: o.number,
        createdAt: o.created_at,
        address: a
          ? {
              name: personName(a.firstName, a.lastName, o.lang),
              street: a.street,
              postcode: a.postcode,
              city: a.city,
              country: a.country,
              phone: a.phone ?? "",
            }
          : null,
        pickupShop: o.pickup_shop,
        lines: lines.filter((l) => l.order_id === o.id).map((l) => ({ sku: l.sku, name: l.name, qty: l.qty })),
      },
    ];
  });
  return { slips, missing: wanted.filter((n) => !byNumber.has(n)) };
}
