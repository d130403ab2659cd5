import type { DB } from "~/db/db.server";
import { carrierName, type Parcel, trackingUrl } from "~/lib/carriers";

// The parcels an order went in (order_parcel, 020): written by the "ship" move in its own
// transaction (order-admin.server.ts shipOrder), read by the shipped mail and the order's page.

export interface ParcelView {
  carrier: string;
  /** the carrier's name; "other" for a courier not listed (the mail words it) */
  carrierName: string;
  trackingNumber: string;
  /** the carrier's tracking page for it; null for "other" */
  trackingUrl: string | null;
  createdAt: string;
}

/** Records the parcels of a ship move, in its transaction. */
export async function addParcels(trx: DB, orderId: number, parcels: Parcel[]) {
  if (parcels.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .insertInto("order_parcel")
    .values(parcels.map((p) => ({ order_id: orderId, carrier: p.carrier, tracking_number: p.trackingNumber, created_at: now })))
    .execute();
}

/** An order's parcels, in the order they were recorded. */
export async function listParcels(db: DB, orderId: number): Promise<ParcelView[]> {
  const rows = await db.selectFrom("order_parcel").select(["carrier", "tracking_number", "created_at"]).where("order_id", "=", orderId).orderBy("id").execute();
  return rows.map((r) => ({
    carrier: r.carrier,
    carrierName: carrierName(r.carrier),
    trackingNumber: r.tracking_number,
    trackingUrl: trackingUrl(r.carrier, r.tracking_number),
    createdAt: r.created_at,
  }));
}
