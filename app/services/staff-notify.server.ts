import type { DB } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { mailFromName } from "~/lib/mail-html";
import { localDay, lowStockMail, type NewWithdrawalFacts, newOrderMail, newWithdrawalMail, summaryDueDay, summaryMail, yesterdayUtc } from "~/lib/staff-mail";
import { can, type StaffRole } from "~/lib/staff-roles";
import { LOW_STOCK_IN_MAIL } from "~/lib/stock-movements";
import { deliverQueued, enqueueMail } from "./mail-queue.server";
import type { OrderView } from "./orders.server";
import { adminUrl } from "./public-address.server";
import { salesOfDay, waitingCounts } from "./sales-figures.server";
import { lowStockProducts } from "./stock-movements.server";
import { findStorefront, listStorefronts } from "./storefronts.server";

// Staff told of the shop's day by mail (README "Told of new orders"): each new order to those who
// chose it, a morning summary of what waits, and a morning list of products low in stock
// (README "Stock"). Only enabled accounts are mailed: a disabled
// one is someone who left. The mails are the shop's mail queue's, in the transaction of what
// they tell of, and are not linked to the order (mail_queue.order_id is the shopper's mails).

const ACCOUNT_PATH = "/admin/account";
/** The setting (migration 018) that holds the last day whose summary went out: one per day, whichever instance claims it. */
const SUMMARY_SETTING = "staff_summary_day";

type Wish = "notify_orders" | "notify_summary" | "notify_low_stock";

async function recipients(db: DB, wish: Wish) {
  const rows = await db.selectFrom("staff").select(["email", "role"]).where(wish, "=", 1).where("disabled_at", "is", null).orderBy("id").execute();
  // the low-stock list is the catalogue's: for those who may still keep it
  return rows.filter((r) => wish !== "notify_low_stock" || can(r.role as StaffRole, "catalogue.manage")).map((r) => r.email);
}

const fromName = () => `${mailFromName(getEnv().MAIL_FROM) ?? "Lumera"} back office`;

async function storefrontName(db: DB, department: string) {
  const storefront = await findStorefront(db, department);
  return storefront ? `${storefront.name} (${department})` : department;
}

/**
 * Queues, in the caller's transaction, one mail per staff member who asked to be told of each new
 * order. Called when the checkout is over (order-lifecycle.server.ts finishCheckout): bank and
 * cash orders when placed, card and wallet orders once paid — an order left at the payment page
 * is not one yet. Returns the queue ids to send after the commit.
 */
export async function queueNewOrderNotices(
  trx: DB,
  order: Pick<OrderView, "number" | "department" | "grandTotal" | "currencyCode" | "paymentMethod" | "paidAt">,
) {
  const to = await recipients(trx, "notify_orders");
  if (to.length === 0) return [];
  const links = { order: await adminUrl(trx, `/admin/orders/${order.number}`), account: await adminUrl(trx, ACCOUNT_PATH) };
  const facts = {
    number: order.number,
    storefront: await storefrontName(trx, order.department),
    total: order.grandTotal,
    currencyCode: order.currencyCode,
    paymentMethod: order.paymentMethod,
    paid: order.paidAt !== null,
  };
  const { subject, text } = newOrderMail(facts, links);
  const ids: number[] = [];
  for (const address of to)
    ids.push(await enqueueMail(trx, { to: address, fromName: fromName(), subject, text, lang: "en", links: [links.order, links.account] }));
  return ids;
}

/**
 * Queues, in the caller's transaction, one mail per staff member who asked to be told of each new
 * order, about a withdrawal just received (it undoes an order: the same people want to know).
 * Returns the queue ids to send after the commit.
 */
export async function queueWithdrawalNotices(trx: DB, w: Omit<NewWithdrawalFacts, "storefront"> & { department: string }) {
  const to = await recipients(trx, "notify_orders");
  if (to.length === 0) return [];
  const links = { withdrawal: await adminUrl(trx, `/admin/withdrawals/${w.id}`), account: await adminUrl(trx, ACCOUNT_PATH) };
  const { subject, text } = newWithdrawalMail({ ...w, storefront: await storefrontName(trx, w.department) }, links);
  const ids: number[] = [];
  for (const address of to)
    ids.push(await enqueueMail(trx, { to: address, fromName: fromName(), subject, text, lang: "en", links: [links.withdrawal, links.account] }));
  return ids;
}

/** The summary's mails queued in `trx`: what waits now and what sold on the UTC day before. */
async function queueSummaries(trx: DB, now: Date) {
  const to = await recipients(trx, "notify_summary");
  if (to.length === 0) return [];
  const yesterday = yesterdayUtc(now);
  const [waiting, sales, storefronts] = await Promise.all([waitingCounts(trx, now), salesOfDay(trx, yesterday), listStorefronts(trx)]);
  const named = (department: string) => {
    const s = storefronts.find((f) => f.department === department);
    return s ? `${s.name} (${department})` : department;
  };
  const links = { home: await adminUrl(trx, "/admin"), account: await adminUrl(trx, ACCOUNT_PATH) };
  const facts = { day: localDay(now), yesterday, waiting, sales: sales.map((s) => ({ ...s, storefront: named(s.department) })) };
  const { subject, text } = summaryMail(facts, links);
  const ids: number[] = [];
  for (const address of to)
    ids.push(await enqueueMail(trx, { to: address, fromName: fromName(), subject, text, lang: "en", links: [links.home, links.account] }));
  return ids;
}

/** The low-stock mails queued in `trx`: none when no product is low. */
async function queueLowStock(trx: DB, now: Date) {
  const to = await recipients(trx, "notify_low_stock");
  if (to.length === 0) return [];
  const low = await lowStockProducts(trx, LOW_STOCK_IN_MAIL);
  if (low.total === 0) return [];
  const products = await adminUrl(trx, "/admin/products");
  const links = { list: `${products}/low-stock`, account: await adminUrl(trx, ACCOUNT_PATH) };
  const items = low.items.map((p) => ({ ...p, link: `${products}/${p.id}` }));
  const { subject, text } = lowStockMail({ day: localDay(now), items, total: low.total }, links);
  const ids: number[] = [];
  for (const address of to)
    ids.push(
      await enqueueMail(trx, { to: address, fromName: fromName(), subject, text, lang: "en", links: [...items.map((p) => p.link), links.list, links.account] }),
    );
  return ids;
}

/** Every morning mail: the summary and the low-stock list, to those who chose each. */
async function queueMorningMails(trx: DB, now: Date) {
  return [...(await queueSummaries(trx, now)), ...(await queueLowStock(trx, now))];
}

/**
 * The morning mails now (the summary, the low-stock list), to every enabled staff member who
 * chose them, whatever the hour and whether they went out today already (by hand: an operator's
 * call, a test). Returns how many were queued.
 */
export async function sendMorningSummary(db: DB, now = new Date()) {
  const ids = await db.transaction().execute((trx) => queueMorningMails(trx, now));
  await deliverQueued(db, ids);
  return ids.length;
}

/**
 * The background job (app/jobs.server.ts, every minute): from 07:00 server time, the day's
 * morning mails once — the instance whose conditional update moves the setting to today sends it, in the same
 * transaction, so several instances (or a crash between claim and queue) never send it twice or
 * lose it. Null when it is not due or went out already; else how many were queued.
 */
export async function runMorningSummary(db: DB, now = new Date()) {
  const day = summaryDueDay(now);
  if (day === null) return null;
  const value = JSON.stringify(day);
  const at = now.toISOString();
  await db
    .insertInto("setting")
    .values({ name: SUMMARY_SETTING, value: JSON.stringify(""), updated_at: at })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const ids = await db.transaction().execute(async (trx) => {
    // JSON strings of ISO days compare as the days do
    const claimed = await trx
      .updateTable("setting")
      .set({ value, updated_at: at })
      .where("name", "=", SUMMARY_SETTING)
      .where("value", "<", value)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    return queueMorningMails(trx, now);
  });
  if (ids === null) return null;
  await deliverQueued(db, ids);
  return ids.length;
}
