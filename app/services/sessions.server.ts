import { createHash, randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import { mergeGuestCart } from "./cart.server";
import { mergeGuestWishlist } from "./wishlist.server";

// Session tokens of spec §4: none, guest or auth. A token is 256 random bits handed to the
// browser once; the database keeps only its SHA-256 hash (DESIGN.md "Sessions and safety"),
// so a leaked copy of the database lets nobody in.

export type TokenType = "guest" | "auth";

export interface SessionToken {
  id: number;
  type: TokenType;
  customerId: number | null;
  guestEmail: string | null;
}

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

/** The session a token names, or null when it is unknown, deleted or malformed. */
export async function lookupToken(db: DB, token: string | null | undefined): Promise<SessionToken | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db
    .selectFrom("session_token")
    .select(["id", "type", "customer_id", "guest_email"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, type: row.type, customerId: row.customer_id, guestEmail: row.guest_email };
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
