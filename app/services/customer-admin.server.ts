import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import type { AddressCountry } from "~/lib/address-form";
import { type CustomerAdminView, type CustomerAddressView, type CustomerPage, type CustomerProfile, CUSTOMERS_PER_PAGE } from "~/lib/customer-admin";
import type { NewsletterConsent, NewsletterSource } from "~/lib/newsletter-consent";
import { type PointAdjustmentProblem, pointAdjustmentProblem } from "~/lib/point-adjustment";
import { containsPattern, prefixPattern } from "~/lib/search-term";
import { queueVerificationMail } from "./accounts.server";
import { recordAudit } from "./audit-log.server";
import { deliverQueued } from "./mail-queue.server";
import { listCustomerOrders } from "./orders.server";
import { resolvePublicAddress } from "./public-address.server";
import { adjustPointsIn, getPointsHistory } from "./reward-points.server";
import { deleteCustomerTokens, listCustomerSessions } from "./sessions.server";
import { findStorefront } from "./storefronts.server";

// The back office's customers (DESIGN.md "Who uses it": merchants run the shop without SQL):
// the list, one customer's page, and what staff do for a customer — mail the verification link
// again, end their sessions, adjust their points. Each change writes its audit_log row in its
// own transaction, naming the staff member (`actor`) and never a password hash or a token.
// Erasure and the data export are customer-privacy.server.ts.

export const customerSubject = (id: number) => `customer:${id}`;

/** The newest orders a customer's page shows, listed as their profile lists them (a payment attempt is part of the order that took it over). */
const ORDERS_SHOWN = 200;

/**
 * Customers newest first, 50 a page; `q` finds addresses starting with it (any letter case) and
 * names containing it. The total counts every customer found, for the pages.
 */
export async function listCustomers(db: DB, query: { q?: string; page?: number }): Promise<CustomerPage> {
  const q = (query.q ?? "").trim().toLowerCase();
  const page = Number.isSafeInteger(query.page) && query.page! >= 1 ? query.page! : 1;
  const found = db
    .selectFrom("customer as c")
    .$if(q !== "", (s) =>
      s.where((eb) =>
        eb.or([
          sql<boolean>`${eb.ref("c.email")} like ${prefixPattern(q)} escape '\\'`,
          sql<boolean>`lower(${eb.ref("c.first_name")} || ' ' || ${eb.ref("c.last_name")}) like ${containsPattern(q)} escape '\\'`,
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    found
      .select((eb) => [
        "c.id",
        "c.email",
        "c.first_name",
        "c.last_name",
        "c.department",
        "c.verified_at",
        "c.erased_at",
        "c.created_at",
        eb
          .selectFrom("shop_order as o")
          .select((o) => o.fn.countAll().as("n"))
          .whereRef("o.customer_id", "=", "c.id")
          .where("o.superseded_by", "is", null)
          .as("order_count"),
      ])
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .limit(CUSTOMERS_PER_PAGE)
      .offset((page - 1) * CUSTOMERS_PER_PAGE)
      .execute(),
    found.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      department: r.department,
      verified: r.verified_at !== null,
      erased: r.erased_at !== null,
      createdAt: r.created_at,
      orderCount: Number(r.order_count ?? 0),
    })),
    total: Number(count.n),
    page,
  };
}

/** The customer's delivery addresses, default first, with when each was made. */
export async function listCustomerAddresses(db: DB, customerId: number): Promise<CustomerAddressView[]> {
  const rows = await db
    .selectFrom("customer_address")
    .select(["id", "first_name", "last_name", "street", "postcode", "city", "country", "phone", "is_default", "created_at"])
    .where("customer_id", "=", customerId)
    .orderBy("is_default", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    street: r.street,
    postcode: r.postcode,
    city: r.city,
    country: r.country as AddressCountry,
    phone: r.phone,
    isDefault: r.is_default === 1,
    createdAt: r.created_at,
  }));
}

/** What the back office reads of a customer row: never the password hash. */
const PROFILE_COLUMNS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "department",
  "verified_at",
  "erased_at",
  "created_at",
  "reward_points",
  "newsletter",
  "newsletter_changed_at",
  "newsletter_source",
] as const;

/** The customer's profile, points balance and newsletter consent; null: no such customer. */
export async function getCustomerRecord(db: DB, id: number) {
  const row = await db.selectFrom("customer").select(PROFILE_COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const profile: CustomerProfile = {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    department: row.department,
    verifiedAt: row.verified_at,
    erasedAt: row.erased_at,
    createdAt: row.created_at,
  };
  const choices = await db
    .selectFrom("newsletter_consent")
    .select(["subscribed", "source", "lang", "text", "created_at"])
    .where("customer_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const newsletter: NewsletterConsent = {
    subscribed: row.newsletter === 1,
    at: row.newsletter_changed_at,
    source: row.newsletter_source,
    history: choices.map((c) => ({ subscribed: c.subscribed === 1, at: c.created_at, source: c.source as NewsletterSource, lang: c.lang, text: c.text })),
  };
  return { profile, balance: row.reward_points, newsletter };
}

/** One customer's page: profile, addresses, orders, points and their history, newsletter consent, open sessions. Null: no such customer. */
export async function getCustomerAdmin(db: DB, id: number): Promise<CustomerAdminView | null> {
  const record = await getCustomerRecord(db, id);
  if (!record) return null;
  const [addresses, orders, history, sessions] = await Promise.all([
    listCustomerAddresses(db, id),
    listCustomerOrders(db, id, ORDERS_SHOWN),
    getPointsHistory(db, id),
    listCustomerSessions(db, id),
  ]);
  return { profile: record.profile, addresses, orders, points: { balance: record.balance, history }, newsletter: record.newsletter, sessions };
}

export type ResendVerificationResult = { ok: true } | { ok: false; problem: "notFound" | "erased" | "alreadyVerified" };

/**
 * Mails the verification link again, as registration does (queueVerificationMail), from the
 * storefront the customer registered on. Refused when the address is verified already.
 */
export async function resendVerification(db: DB, id: number, actor: string): Promise<ResendVerificationResult> {
  const customer = await db
    .selectFrom("customer")
    .select(["id", "email", "first_name", "department", "verified_at", "erased_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!customer) return { ok: false, problem: "notFound" };
  if (customer.erased_at !== null) return { ok: false, problem: "erased" };
  if (customer.verified_at !== null) return { ok: false, problem: "alreadyVerified" };
  const storefront = await findStorefront(db, customer.department);
  // a storefront is configuration and is never deleted while accounts name it
  if (!storefront) throw new Error(`customer ${id} names an unknown storefront ${customer.department}`);
  const base = { storefront, address: await resolvePublicAddress(db) };
  const mailId = await db.transaction().execute(async (trx) => {
    const queued = await queueVerificationMail(trx, { id, email: customer.email, firstName: customer.first_name }, base);
    await recordAudit(trx, {
      actor,
      kind: "customer.resend-verification",
      subject: customerSubject(id),
      before: { verified: false },
      after: { verificationMail: "queued" },
    });
    return queued;
  });
  // awaited: the page that asked says whether it went out; what SMTP refuses stays queued
  await deliverQueued(db, [mailId]);
  return { ok: true };
}

export type EndSessionsResult = { ok: true; ended: number } | { ok: false; problem: "notFound" };

/** Signs the customer out everywhere (spec §4 mass logout, as the customer can do it themselves). */
export async function endCustomerSessions(db: DB, id: number, actor: string): Promise<EndSessionsResult> {
  return db.transaction().execute(async (trx): Promise<EndSessionsResult> => {
    const customer = await trx.selectFrom("customer").select("id").where("id", "=", id).executeTakeFirst();
    if (!customer) return { ok: false, problem: "notFound" };
    const open = await listCustomerSessions(trx, id);
    await deleteCustomerTokens(trx, id);
    await recordAudit(trx, { actor, kind: "customer.end-sessions", subject: customerSubject(id), before: { sessions: open.length }, after: { sessions: 0 } });
    return { ok: true, ended: open.length };
  });
}

export type AdjustPointsResult = { ok: true; balance: number } | { ok: false; problem: PointAdjustmentProblem | "notFound" | "erased" | "belowZero" };

/** Gives (delta > 0) or takes reward points with a reason the customer sees in their points history; never below zero. */
export async function adjustPoints(db: DB, id: number, delta: number, reason: string, actor: string): Promise<AdjustPointsResult> {
  const problem = pointAdjustmentProblem(delta, reason);
  if (problem) return { ok: false, problem };
  const text = reason.trim();
  return db.transaction().execute(async (trx): Promise<AdjustPointsResult> => {
    const customer = await trx.selectFrom("customer").select("erased_at").where("id", "=", id).executeTakeFirst();
    if (!customer) return { ok: false, problem: "notFound" };
    if (customer.erased_at !== null) return { ok: false, problem: "erased" };
    const balance = await adjustPointsIn(trx, id, delta, text);
    if (!balance) return { ok: false, problem: "belowZero" };
    await recordAudit(trx, {
      actor,
      kind: "customer.points-adjust",
      subject: customerSubject(id),
      before: { points: balance.before },
      after: { points: balance.after, delta, reason: text },
    });
    return { ok: true, balance: balance.after };
  });
}
