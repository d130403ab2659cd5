import { randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import type { CertificateIssueValues } from "~/lib/code-forms";
import { currencyLabel, type MinorUnits } from "~/lib/money";
import { recordAudit } from "./audit-log.server";
import { queueGiftMail } from "./order-mail.server";
import { findStorefront, listStorefronts } from "./storefronts.server";

// Gift certificates (spec §3, §9): the code the shop gives one, how long it holds, and the back
// office's room for them (README "Discount codes and gift certificates") — look one up with its
// history, issue one by hand (mailed as a bought one is), void one.

/** A new certificate's code: 12 hexadecimal digits, upper-case (what the shopper types in the cart). */
export const newCertificateCode = () => randomBytes(6).toString("hex").toUpperCase();

/** A certificate holds for a year from when it is issued. */
export const certificateExpiry = (now: Date) => new Date(now.getTime() + 365 * 24 * 3600_000).toISOString();

export interface CertificateUse {
  orderNumber: string;
  at: string;
  /** taken from the balance (minor units of the certificate's currency) */
  amount: number;
  /** given back to it by a refund of that order */
  refunded: number;
}

export interface CertificateView {
  id: number;
  code: string;
  amount: MinorUnits;
  balance: MinorUnits;
  currencyCode: string;
  expiresAt: string | null;
  createdAt: string;
  recipientEmail: string | null;
  recipientName: string | null;
  message: string | null;
  issuedBy: string | null;
  /** the order that bought it */
  boughtWith: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  voidedBy: string | null;
  uses: CertificateUse[];
}

/** One certificate by its id or code, with the orders that redeemed it; null: none. */
export async function findCertificate(db: DB, by: { id: number } | { code: string }): Promise<CertificateView | null> {
  const base = db.selectFrom("gift_certificate as g").leftJoin("shop_order as o", "o.id", "g.order_id").selectAll("g").select("o.number as bought_with");
  const row = await ("id" in by ? base.where("g.id", "=", by.id) : base.where("g.code", "=", by.code)).executeTakeFirst();
  if (!row) return null;
  // an order keeps what it took from each certificate in its details ({certificates: [{id, amount}]});
  // the LIKE only narrows the orders read, the JSON decides
  const orders = await db
    .selectFrom("shop_order")
    .select(["id", "number", "created_at", "details"])
    .where("gift_certificates", ">", 0)
    .where("details", "like", `%"id":${row.id},"amount"%`)
    .orderBy("id")
    .execute();
  const refunds = await db
    .selectFrom("order_refund")
    .select(["order_id", "amount"])
    .where("gift_certificate_id", "=", row.id)
    .where("way", "=", "certificate")
    .execute();
  const uses = orders.flatMap((o): CertificateUse[] => {
    const details = JSON.parse(o.details) as { certificates?: { id: number; amount: number }[] };
    const taken = (details.certificates ?? []).filter((c) => c.id === row.id).reduce((sum, c) => sum + c.amount, 0);
    if (taken === 0) return [];
    const refunded = refunds.filter((r) => r.order_id === o.id).reduce((sum, r) => sum + r.amount, 0);
    return [{ orderNumber: o.number, at: o.created_at, amount: taken, refunded }];
  });
  return {
    id: row.id,
    code: row.code,
    amount: row.amount as MinorUnits,
    balance: row.balance as MinorUnits,
    currencyCode: row.currency_code,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    message: row.message,
    issuedBy: row.issued_by,
    boughtWith: row.bought_with ?? null,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
    voidedBy: row.voided_by,
    uses,
  };
}

/** The latest certificates, newest first, for the room's list. */
export function recentCertificates(db: DB, limit = 50) {
  return db
    .selectFrom("gift_certificate as g")
    .leftJoin("shop_order as o", "o.id", "g.order_id")
    .select([
      "g.id",
      "g.code",
      "g.amount",
      "g.balance",
      "g.currency_code",
      "g.expires_at",
      "g.created_at",
      "g.issued_by",
      "g.voided_at",
      "o.number as bought_with",
    ])
    .orderBy("g.id", "desc")
    .limit(limit)
    .execute();
}

/** Issues a certificate by hand and queues its mail to the recipient, in one transaction; returns its id and the mail's queue id. */
export async function issueCertificate(db: DB, actor: string, values: CertificateIssueValues) {
  return db.transaction().execute(async (trx) => {
    const storefront = await findStorefront(trx, values.department);
    if (!storefront) throw new Error(`no storefront ${values.department}`);
    const now = new Date();
    const code = newCertificateCode();
    const expiresAt = certificateExpiry(now);
    const { id } = await trx
      .insertInto("gift_certificate")
      .values({
        code,
        amount: values.amount,
        balance: values.amount,
        currency_code: values.currencyCode,
        order_id: null,
        recipient_email: values.recipientEmail,
        recipient_name: values.recipientName,
        message: values.message,
        issued_by: actor,
        expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // the shop gives it: its name is the sender, the storefront's language the mail's
    const from = { department: storefront.department, lang: storefront.iso, sender: storefront.name, orderId: null };
    const gift = { to: values.recipientEmail, recipientName: values.recipientName, code, price: values.amount, message: values.message, expiresAt };
    const mail = await queueGiftMail(trx, from, gift, currencyLabel(values.currencyCode));
    await recordAudit(trx, {
      actor,
      kind: "certificate.issue",
      subject: `certificate:${id}`,
      before: null,
      after: { code, amount: values.amount, currency: values.currencyCode, storefront: values.department, recipientEmail: values.recipientEmail, expiresAt },
    });
    return { id, code, mail };
  });
}

/**
 * Voids a certificate: refused in the cart from now on and at order placement, its balance kept
 * for the record. False when it was voided already (nothing changes).
 */
export async function voidCertificate(db: DB, actor: string, id: number, reason: string) {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const done = await trx
      .updateTable("gift_certificate")
      .set({ voided_at: at, void_reason: reason, voided_by: actor })
      .where("id", "=", id)
      .where("voided_at", "is", null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    const row = await trx.selectFrom("gift_certificate").select(["code", "balance", "currency_code"]).where("id", "=", id).executeTakeFirstOrThrow();
    // carts holding it no longer count it (loadCartExtras reads voided_at); nothing else to undo
    await recordAudit(trx, {
      actor,
      kind: "certificate.void",
      subject: `certificate:${id}`,
      before: { code: row.code, balance: row.balance, currency: row.currency_code, voided: false },
      after: { voided: true, reason },
    });
    return true;
  });
}

/**
 * The currencies a certificate may be issued in — those the storefronts sell in — with today's
 * rate to the euro and their step (100: whole forints and koruna), and the storefronts a mail
 * may come from.
 */
export async function certificateChoices(db: DB) {
  const storefronts = await listStorefronts(db);
  const currencies = new Map<string, { rate: number; step: number }>([["EUR", { rate: 1, step: 1 }]]);
  for (const s of storefronts) if (!currencies.has(s.currencyCode)) currencies.set(s.currencyCode, { rate: s.currencyRate, step: s.priceRounding });
  return { currencies, storefronts: storefronts.map((s) => ({ department: s.department, name: s.name, currencyCode: s.currencyCode })) };
}
