import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { minorUnits, type MinorUnits } from "~/lib/money";

// The back office's start page: what was sold today and this month, and what waits for someone.
// Days and months are UTC (the shop's storefronts span one time zone, and a figure that does not
// move with the server's zone is one an operator can check against the database).

/** Sold: orders paid (paid, shipped or delivered; paid_at set) — a placed bank or COD order is not a sale yet. */
const SOLD = ["paid", "shipped", "delivered"] as const;

export interface SalesFigure {
  department: string;
  currencyCode: string;
  today: { orders: number; total: MinorUnits };
  month: { orders: number; total: MinorUnits };
}

/** Per storefront and currency: how many orders were paid and for how much, today and this month (UTC, by paid_at). */
export async function salesSummary(db: DB, now = new Date()): Promise<SalesFigure[]> {
  const day = now.toISOString().slice(0, 10);
  const dayStart = `${day}T00:00:00.000Z`;
  const monthStart = `${day.slice(0, 7)}-01T00:00:00.000Z`;
  const rows = await db
    .selectFrom("shop_order")
    .select((eb) => [
      "department",
      "currency_code",
      eb.fn.countAll<string | number>().as("month_orders"),
      eb.fn.sum<string | number>("grand_total").as("month_total"),
      sql<string | number>`sum(case when paid_at >= ${dayStart} then 1 else 0 end)`.as("today_orders"),
      sql<string | number>`sum(case when paid_at >= ${dayStart} then grand_total else 0 end)`.as("today_total"),
    ])
    .where("paid_at", ">=", monthStart)
    .where("paid_at", "<=", now.toISOString())
    .where("status", "in", SOLD)
    .groupBy(["department", "currency_code"])
    .orderBy("department")
    .orderBy("currency_code")
    .execute();
  return rows.map((r) => ({
    department: r.department,
    currencyCode: r.currency_code,
    today: { orders: Number(r.today_orders), total: minorUnits(Number(r.today_total)) },
    month: { orders: Number(r.month_orders), total: minorUnits(Number(r.month_total)) },
  }));
}

/** A mail still pending this long after it was queued is stuck (SMTP down or refusing), not just on its way. */
const STUCK_MS = 15 * 60_000;
const WEEK_MS = 7 * 24 * 3600_000;

export interface WaitingCounts {
  /** bank transfers placed and not yet paid */
  awaitingTransfer: number;
  /** paid and to be sent (gift certificates alone have nothing to send) */
  toShip: number;
  /** card and wallet payments that failed in the last 7 days */
  failedPayments: number;
  /** mails given up, and mails pending for more than 15 minutes */
  failedMails: number;
  stuckMails: number;
}

/** What waits for staff: transfers to match, parcels to send, failed payments, mail that does not go out. */
export async function waitingCounts(db: DB, now = new Date()): Promise<WaitingCounts> {
  const count = (n: { n: string | number } | undefined) => Number(n?.n ?? 0);
  const [transfer, ship, payments, failed, stuck] = await Promise.all([
    db
      .selectFrom("shop_order")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "placed")
      .where("payment_method", "=", "bank")
      .executeTakeFirst(),
    db
      .selectFrom("shop_order")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "paid")
      .where("shipping_method", "!=", "none")
      .executeTakeFirst(),
    db
      .selectFrom("order_event")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("to_status", "=", "cancelled")
      .where("created_at", ">=", new Date(now.getTime() - WEEK_MS).toISOString())
      .where("actor", "=", "payment")
      .executeTakeFirst(),
    db
      .selectFrom("mail_queue")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "failed")
      .executeTakeFirst(),
    db
      .selectFrom("mail_queue")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "pending")
      .where("created_at", "<", new Date(now.getTime() - STUCK_MS).toISOString())
      .executeTakeFirst(),
  ]);
  return { awaitingTransfer: count(transfer), toShip: count(ship), failedPayments: count(payments), failedMails: count(failed), stuckMails: count(stuck) };
}

export interface DaySales {
  department: string;
  currencyCode: string;
  orders: number;
  total: MinorUnits;
}

/** Per storefront and currency: the orders paid on one UTC day ("2027-03-14") and for how much (the morning summary's yesterday). */
export async function salesOfDay(db: DB, day: string): Promise<DaySales[]> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 24 * 3600_000);
  const rows = await db
    .selectFrom("shop_order")
    .select((eb) => ["department", "currency_code", eb.fn.countAll<string | number>().as("orders"), eb.fn.sum<string | number>("grand_total").as("total")])
    .where("paid_at", ">=", start.toISOString())
    .where("paid_at", "<", end.toISOString())
    .where("status", "in", SOLD)
    .groupBy(["department", "currency_code"])
    .orderBy("department")
    .orderBy("currency_code")
    .execute();
  return rows.map((r) => ({ department: r.department, currencyCode: r.currency_code, orders: Number(r.orders), total: minorUnits(Number(r.total)) }));
}
