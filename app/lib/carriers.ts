import { z } from "zod";

// The carriers a parcel can go with (the back office's "ship" form and the order desk's
// --carrier), each with the page where the shopper follows the parcel. The shipped mail links
// to it; "other" (a courier of the shop's own, a carrier not listed) has no page, so its
// tracking number is written without a link. The templates take the tracking number where
// {number} stands; they are https only, so a mail never sends a shopper to a plain-http page.

export const CARRIERS = [
  { code: "posta-si", name: "Pošta Slovenije", trackingUrl: "https://sledenje.posta.si/Default.aspx?lang=sl&t={number}" },
  { code: "posta-hr", name: "Hrvatska pošta", trackingUrl: "https://posiljka.posta.hr/hr/tracking/trackingdata?barcode={number}" },
  { code: "magyar-posta", name: "Magyar Posta", trackingUrl: "https://www.posta.hu/nyomkovetes/nyitooldal?searchvalue={number}" },
  { code: "gls", name: "GLS", trackingUrl: "https://gls-group.com/track/{number}" },
  { code: "dpd", name: "DPD", trackingUrl: "https://tracking.dpd.de/status/en_US/parcel/{number}" },
  { code: "dhl", name: "DHL", trackingUrl: "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}" },
  { code: "ups", name: "UPS", trackingUrl: "https://www.ups.com/track?tracknum={number}" },
  { code: "other", name: "other", trackingUrl: null },
] as const satisfies readonly { code: string; name: string; trackingUrl: string | null }[];

export type CarrierCode = (typeof CARRIERS)[number]["code"];
export const CARRIER_CODES = CARRIERS.map((c) => c.code) as [CarrierCode, ...CarrierCode[]];

export const isCarrierCode = (value: string): value is CarrierCode => (CARRIER_CODES as readonly string[]).includes(value);

export function carrierName(code: string) {
  return CARRIERS.find((c) => c.code === code)?.name ?? code;
}

/** Where the shopper follows the parcel; null for "other" (or a carrier no longer listed). */
export function trackingUrl(code: string, trackingNumber: string) {
  const template = CARRIERS.find((c) => c.code === code)?.trackingUrl;
  return template ? template.replace("{number}", encodeURIComponent(trackingNumber)) : null;
}

/** At most this many parcels are recorded by one "ship". */
export const MAX_PARCELS = 10;

// Carriers' numbers are letters, digits and (some) hyphens; nothing else may reach a URL or a mail.
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, "empty")
  .max(40, "tooLong")
  .regex(/^[A-Za-z0-9-]+$/, "characters");

export const parcelSchema = z.object({ carrier: z.enum(CARRIER_CODES), trackingNumber: trackingNumberSchema });
export type ParcelInput = z.input<typeof parcelSchema>;
export type Parcel = z.output<typeof parcelSchema>;
