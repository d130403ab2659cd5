import type { DB } from "~/db/db.server";
import type { SessionToken } from "./session-token";

// The wishlist of spec §4: product ids kept under a guest's token or a customer's account.

type Owner = { column: "customer_id" | "session_token_id"; id: number };

function ownerOf(session: SessionToken): Owner {
  return session.type === "auth" && session.customerId !== null
    ? { column: "customer_id", id: session.customerId }
    : { column: "session_token_id", id: session.id };
}

/** The wishlist's product ids, newest first. */
export async function getWishlist(db: DB, session: SessionToken | null): Promise<number[]> {
  if (!session) return [];
  const owner = ownerOf(session);
  const rows = await db
    .selectFrom("wishlist_item")
    .select("product_id")
    .where(owner.column, "=", owner.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => r.product_id);
}

/** Only products that exist and are not archived may be saved; the others are left out. */
async function existingProducts(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("product")
    .select("id")
    .where("id", "in", [...new Set(ids)])
    .where("archived_at", "is", null)
    .execute();
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => found.has(id));
}

export async function addWishlistItems(db: DB, session: SessionToken, productIds: readonly number[]) {
  const owner = ownerOf(session);
  const ids = await existingProducts(db, productIds);
  if (ids.length > 0) {
    const now = new Date().toISOString();
    await db
      .insertInto("wishlist_item")
      .values(ids.map((product_id) => ({ [owner.column]: owner.id, product_id, created_at: now })))
      // adding an id already there changes nothing (unique owner + product)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return getWishlist(db, session);
}

export async function deleteWishlistItem(db: DB, session: SessionToken, productId: number) {
  const owner = ownerOf(session);
  await db.deleteFrom("wishlist_item").where(owner.column, "=", owner.id).where("product_id", "=", productId).execute();
  return getWishlist(db, session);
}

/** At login the guest's lines join the account's; lines both have stay once (spec §4). */
export async function mergeGuestWishlist(db: DB, guestTokenId: number, customerId: number) {
  const guestLines = await db.selectFrom("wishlist_item").select(["product_id", "created_at"]).where("session_token_id", "=", guestTokenId).execute();
  if (guestLines.length === 0) return;
  await db
    .insertInto("wishlist_item")
    .values(guestLines.map((line) => ({ customer_id: customerId, product_id: line.product_id, created_at: line.created_at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom("wishlist_item").where("session_token_id", "=", guestTokenId).execute();
}
