import { createHash, randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import type { CustomerSession } from "~/lib/customer-admin";
import { authTokenExpiresAt, expiryCutoffs, isTokenExpired, needsTouch } from "~/lib/token-expiry";
import { mergeGuestCart } from "./cart.server";
import type { SessionToken, TokenType } from "./session-token";
import { mergeGuestWishlist } from "./wishlist.server";

// Session tokens of spec §4: none, guest or auth. A token is 256 random bits handed to the
// browser once; the database keeps only its SHA-256 hash (DESIGN.md "Sessions and safety"),
// so a leaked copy of the database lets nobody in.

/** A fresh random 256-bit token, URL-safe. */
export function newToken() {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Only strings that could be one of our tokens reach the database. */
export function looksLikeToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export async function issueToken(db: DB, type: TokenType, customerId: number | null) {
  const token = newToken();
  const now = new Date().toISOString();
  const row = await db
    .insertInto("session_token")
    .values({ token_hash: hashToken(token), type, customer_id: customerId, guest_email: null, created_at: now, last_seen_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

/**
 * The session a token names, or null when it is unknown, deleted, malformed or expired
 * (app/lib/token-expiry.ts; the caller then clears the cookie as for any unknown token). A use
 * is recorded at most once a day: a conditional update, so that concurrent requests write once.
 */
export async function lookupToken(db: DB, token: string | null | undefined): Promise<SessionToken | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db
    .selectFrom("session_token")
    .select(["id", "type", "customer_id", "guest_email", "created_at", "last_seen_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const now = new Date();
  if (isTokenExpired({ type: row.type, createdAt: row.created_at, lastSeenAt: row.last_seen_at }, now)) return null;
  if (needsTouch(row.last_seen_at, now)) {
    await db
      .updateTable("session_token")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", row.id)
      .where("last_seen_at", "=", row.last_seen_at)
      .execute();
  }
  return { id: row.id, type: row.type, customerId: row.customer_id, guestEmail: row.guest_email };
}

/** Rows deleted per statement by the sweep: short write locks, however much has expired. */
const SWEEP_BATCH = 500;

/**
 * Deletes expired session tokens (with the guest carts and wishlists that hang on them) and
 * expired link tokens. Run periodically by server.ts; safe on several instances at once: each
 * batch deletes by id what it selected, and a row another instance deleted first is simply gone.
 */
export async function sweepExpiredTokens(db: DB, now = new Date()) {
  const cutoffs = expiryCutoffs(now);
  let sessions = 0;
  for (;;) {
    const ids = await db
      .selectFrom("session_token")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("type", "=", "guest"), eb("last_seen_at", "<", cutoffs.guestLastSeen)]),
          eb.and([eb("type", "=", "auth"), eb.or([eb("last_seen_at", "<", cutoffs.authLastSeen), eb("created_at", "<", cutoffs.authCreated)])]),
        ]),
      )
      .limit(SWEEP_BATCH)
      .execute();
    if (ids.length === 0) break;
    const deleted = await db
      .deleteFrom("session_token")
      .where(
        "id",
        "in",
        ids.map((r) => r.id),
      )
      .executeTakeFirst();
    sessions += Number(deleted.numDeletedRows);
    if (ids.length < SWEEP_BATCH) break;
  }
  let links = 0;
  for (;;) {
    const ids = await db.selectFrom("link_token").select("id").where("expires_at", "<", now.toISOString()).limit(SWEEP_BATCH).execute();
    if (ids.length === 0) break;
    const deleted = await db
      .deleteFrom("link_token")
      .where(
        "id",
        "in",
        ids.map((r) => r.id),
      )
      .executeTakeFirst();
    links += Number(deleted.numDeletedRows);
    if (ids.length < SWEEP_BATCH) break;
  }
  return { sessions, links };
}

/** Logout (spec §4): the token stops working at once, server-side. */
export async function deleteToken(db: DB, token: string) {
  if (!looksLikeToken(token)) return;
  await db.deleteFrom("session_token").where("token_hash", "=", hashToken(token)).execute();
}

/** Mass logout (spec §4), and a new password: every token of the customer but `keepId`. */
export async function deleteCustomerTokens(db: DB, customerId: number, keepId?: number) {
  await db
    .deleteFrom("session_token")
    .where("customer_id", "=", customerId)
    .$if(keepId !== undefined, (q) => q.where("id", "!=", keepId!))
    .execute();
}

/** A customer's auth sessions still valid, newest first: when each began, was last used and ends — never the token or its hash. */
export async function listCustomerSessions(db: DB, customerId: number, now = new Date()): Promise<CustomerSession[]> {
  const cutoffs = expiryCutoffs(now);
  const rows = await db
    .selectFrom("session_token")
    .select(["id", "created_at", "last_seen_at"])
    .where("customer_id", "=", customerId)
    .where("type", "=", "auth")
    .where("last_seen_at", ">=", cutoffs.authLastSeen)
    .where("created_at", ">=", cutoffs.authCreated)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    expiresAt: authTokenExpiresAt({ createdAt: r.created_at, lastSeenAt: r.last_seen_at }),
  }));
}

/**
 * Login and registerCheckout (spec §4): the guest token (if any) is replaced by an auth token;
 * the guest's wishlist and cart move into the account first (merged, no line lost), then the guest
 * token is deleted. One transaction, so a failure leaves the guest as it was.
 */
export async function startAuthSession(db: DB, customerId: number, guestToken: string | null | undefined) {
  return db.transaction().execute(async (trx) => {
    const guest = await lookupToken(trx, guestToken);
    if (guest && guest.type === "guest") {
      await mergeGuestWishlist(trx, guest.id, customerId);
      await mergeGuestCart(trx, guest.id, customerId);
      await trx.deleteFrom("session_token").where("id", "=", guest.id).execute();
    }
    return issueToken(trx, "auth", customerId);
  });
}
