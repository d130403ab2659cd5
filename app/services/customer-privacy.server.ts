import type { DB } from "~/db/db.server";
import { parseAnswers } from "~/lib/checkout";
import type { CustomerAddressView, CustomerProfile, ErasurePreview, PointsEntry } from "~/lib/customer-admin";
import type { NewsletterConsent } from "~/lib/newsletter-consent";
import { recordAudit } from "./audit-log.server";
import { deleteCartContents } from "./cart.server";
import { customerSubject, getCustomerRecord, listCustomerAddresses } from "./customer-admin.server";
import { loadOrder, type OrderDetails, type OrderView } from "./orders.server";
import { getPointsHistory } from "./reward-points.server";
import { deleteCustomerTokens } from "./sessions.server";

// A customer's rights over their personal data (GDPR Art. 15 access, Art. 17 erasure), for the
// back office. The export is everything the shop holds about the person, as JSON. Erasure
// anonymises the person everywhere in one transaction; their orders stay for the books (the law
// that keeps invoices for years outranks erasure) but no longer say who placed them. The
// customer row stays too, as the anonymous owner those orders point at, and can never sign in.

/** Everything held about a customer, plain JSON data: no password hash, no token or its hash. */
export interface CustomerDataExport {
  exportedAt: string;
  profile: CustomerProfile;
  newsletter: NewsletterConsent;
  points: { balance: number; history: PointsEntry[] };
  addresses: CustomerAddressView[];
  orders: OrderView[];
  wishlist: { productId: number; sku: string | null; createdAt: string }[];
  carts: CartExport[];
  sessions: { type: "guest" | "auth"; createdAt: string; lastSeenAt: string }[];
  links: { purpose: string; createdAt: string; expiresAt: string; usedAt: string | null }[];
  /** the shop's mails to the address: what and when (their text holds links that sign in) */
  mails: { subject: string; status: string; createdAt: string; sentAt: string | null }[];
}

interface CartExport {
  department: string;
  createdAt: string;
  updatedAt: string;
  items: { productId: number; sku: string | null; qty: number; createdAt: string }[];
  checkout: ReturnType<typeof parseAnswers>;
}

/** GDPR Art. 15: what the shop holds about the customer; null when there is no such customer. */
export async function exportCustomerData(db: DB, id: number): Promise<CustomerDataExport | null> {
  const record = await getCustomerRecord(db, id);
  if (!record) return null;
  const [addresses, history, orderIds, wishlist, carts, sessions, links, mails] = await Promise.all([
    listCustomerAddresses(db, id),
    getPointsHistory(db, id),
    db.selectFrom("shop_order").select("id").where("customer_id", "=", id).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("wishlist_item as w")
      .leftJoin("product as p", "p.id", "w.product_id")
      .select(["w.product_id", "p.sku", "w.created_at"])
      .where("w.customer_id", "=", id)
      .orderBy("w.created_at")
      .execute(),
    exportCarts(db, id),
    db.selectFrom("session_token").select(["type", "created_at", "last_seen_at"]).where("customer_id", "=", id).orderBy("created_at").execute(),
    db.selectFrom("link_token").select(["purpose", "created_at", "expires_at", "used_at"]).where("customer_id", "=", id).orderBy("created_at").execute(),
    db
      .selectFrom("mail_queue")
      .select(["subject", "status", "created_at", "sent_at"])
      .where("to_address", "=", record.profile.email)
      .orderBy("created_at")
      .execute(),
  ]);
  const orders = await Promise.all(orderIds.map((o) => loadOrder(db, o.id)));
  return {
    exportedAt: new Date().toISOString(),
    profile: record.profile,
    newsletter: record.newsletter,
    points: { balance: record.balance, history },
    addresses,
    orders: orders.filter((o): o is OrderView => o !== null),
    wishlist: wishlist.map((w) => ({ productId: w.product_id, sku: w.sku, createdAt: w.created_at })),
    carts,
    sessions: sessions.map((s) => ({ type: s.type, createdAt: s.created_at, lastSeenAt: s.last_seen_at })),
    links: links.map((l) => ({ purpose: l.purpose, createdAt: l.created_at, expiresAt: l.expires_at, usedAt: l.used_at })),
    mails: mails.map((m) => ({ subject: m.subject, status: m.status, createdAt: m.created_at, sentAt: m.sent_at })),
  };
}

async function exportCarts(db: DB, customerId: number): Promise<CartExport[]> {
  const carts = await db
    .selectFrom("cart")
    .select(["id", "department", "created_at", "updated_at", "checkout"])
    .where("customer_id", "=", customerId)
    .execute();
  return Promise.all(
    carts.map(async (cart) => {
      const items = await db
        .selectFrom("cart_item as i")
        .leftJoin("product as p", "p.id", "i.product_id")
        .select(["i.product_id", "p.sku", "i.qty", "i.created_at"])
        .where("i.cart_id", "=", cart.id)
        .orderBy("i.id")
        .execute();
      return {
        department: cart.department,
        createdAt: cart.created_at,
        updatedAt: cart.updated_at,
        items: items.map((i) => ({ productId: i.product_id, sku: i.sku, qty: i.qty, createdAt: i.created_at })),
        checkout: parseAnswers(cart.checkout),
      };
    }),
  );
}

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await query.executeTakeFirstOrThrow()).n);

/** What erasing the customer would delete and which orders it keeps; null when there is no such customer. */
export async function erasurePreview(db: DB, id: number): Promise<ErasurePreview | null> {
  const customer = await db.selectFrom("customer").select(["email", "erased_at"]).where("id", "=", id).executeTakeFirst();
  if (!customer) return null;
  const owned = (table: "customer_address" | "wishlist_item" | "cart" | "session_token" | "link_token" | "reward_point_adjustment") =>
    count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("customer_id", "=", id),
    );
  const [addresses, wishlistItems, carts, sessions, linkTokens, pointAdjustments, mails, orders] = await Promise.all([
    owned("customer_address"),
    owned("wishlist_item"),
    owned("cart"),
    owned("session_token"),
    owned("link_token"),
    owned("reward_point_adjustment"),
    count(
      db
        .selectFrom("mail_queue")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("to_address", "=", customer.email),
    ),
    db.selectFrom("shop_order").select("number").where("customer_id", "=", id).orderBy("created_at").orderBy("id").execute(),
  ]);
  return {
    erasedAt: customer.erased_at,
    deleted: { addresses, wishlistItems, carts, sessions, linkTokens, pointAdjustments, mails },
    keptOrders: orders.map((o) => o.number),
  };
}

export type EraseResult = { ok: true; keptOrders: string[] } | { ok: false; problem: "notFound" | "alreadyErased" };

/** The address an erased customer and their orders are left with: unique, and never a mailbox (.invalid, RFC 2606). */
export const erasedEmail = (id: number) => `erased-${id}@invalid`;

/** GDPR Art. 17: the person is removed everywhere, in one transaction; their orders are kept, anonymised. A second erase changes nothing. */
export async function eraseCustomer(db: DB, id: number, actor: string): Promise<EraseResult> {
  return db.transaction().execute(async (trx): Promise<EraseResult> => {
    const preview = await erasurePreview(trx, id);
    if (!preview) return { ok: false, problem: "notFound" };
    if (preview.erasedAt !== null) return { ok: false, problem: "alreadyErased" };
    const { email } = await trx.selectFrom("customer").select("email").where("id", "=", id).executeTakeFirstOrThrow();
    const erasedAt = new Date().toISOString();
    const erased = await trx
      .updateTable("customer")
      .set({
        email: erasedEmail(id),
        first_name: "",
        last_name: "",
        // not an argon2id hash: no password verifies against it
        password_hash: "!erased",
        newsletter: 0,
        newsletter_changed_at: null,
        newsletter_source: null,
        reward_points: 0,
        erased_at: erasedAt,
      })
      .where("id", "=", id)
      // a racing erase that committed first leaves nothing for this one
      .where("erased_at", "is", null)
      .executeTakeFirst();
    if (Number(erased.numUpdatedRows) !== 1) return { ok: false, problem: "alreadyErased" };
    await deleteOwnedRows(trx, id, email);
    await anonymiseOrders(trx, id);
    await recordAudit(trx, {
      actor,
      kind: "customer.erase",
      subject: customerSubject(id),
      before: { erased: false, ...preview.deleted },
      after: { erasedAt, keptOrders: preview.keptOrders },
    });
    return { ok: true, keptOrders: preview.keptOrders };
  });
}

/** Addresses, wishlist, carts with everything on them, sessions, links, the hand-made points records and the mails to the address. */
async function deleteOwnedRows(trx: DB, id: number, email: string) {
  const carts = await trx.selectFrom("cart").select("id").where("customer_id", "=", id).execute();
  for (const cart of carts) await deleteCartContents(trx, cart.id);
  await trx.deleteFrom("cart").where("customer_id", "=", id).execute();
  await trx.deleteFrom("customer_address").where("customer_id", "=", id).execute();
  await trx.deleteFrom("wishlist_item").where("customer_id", "=", id).execute();
  await deleteCustomerTokens(trx, id);
  await trx.deleteFrom("link_token").where("customer_id", "=", id).execute();
  await trx.deleteFrom("reward_point_adjustment").where("customer_id", "=", id).execute();
  await trx.deleteFrom("mail_queue").where("to_address", "=", email).execute();
}

/**
 * The customer's orders keep their numbers, amounts, lines and the delivery country (the VAT
 * of the sale depends on it); the e-mail, the names, street, postcode, city and phone go, and so
 * do the recipients and messages of the gift certificates they bought.
 */
async function anonymiseOrders(trx: DB, id: number) {
  const orders = await trx.selectFrom("shop_order").select(["id", "address", "details"]).where("customer_id", "=", id).execute();
  for (const order of orders) {
    const details = JSON.parse(order.details) as OrderDetails;
    await trx
      .updateTable("shop_order")
      .set({
        email: erasedEmail(id),
        address: anonymousAddress(order.address),
        details: JSON.stringify({ ...details, purchases: details.purchases.map(anonymousPurchase) }),
      })
      .where("id", "=", order.id)
      .execute();
    const lines = await trx.selectFrom("shop_order_line").select(["id", "details"]).where("order_id", "=", order.id).where("details", "is not", null).execute();
    for (const line of lines) {
      const purchase = JSON.parse(line.details!) as OrderDetails["purchases"][number] | null;
      await trx
        .updateTable("shop_order_line")
        .set({ details: JSON.stringify(purchase && anonymousPurchase(purchase)) })
        .where("id", "=", line.id)
        .execute();
    }
    await trx.updateTable("gift_certificate").set({ recipient_email: null }).where("order_id", "=", order.id).execute();
  }
}

function anonymousAddress(json: string) {
  const address = JSON.parse(json) as { country?: unknown } | null;
  if (!address) return json;
  return JSON.stringify({ firstName: "", lastName: "", street: "", postcode: "", city: "", country: address.country ?? null, phone: null });
}

const anonymousPurchase = (p: OrderDetails["purchases"][number]) => ({ ...p, recipientName: null, recipientEmail: null, message: null });
