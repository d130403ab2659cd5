import type { Selectable } from "kysely";
import type { DB } from "~/db/db.server";
import type { StorefrontTable } from "~/db/schema";
import { parseBankAccount } from "~/lib/bank-transfer";
import { euroCents, minorUnits } from "~/lib/money";
import { type Resolution, type Storefront, resolveStorefront } from "~/lib/storefront";

// Storefronts are nine rows read on every request: they are kept in memory for a short time
// (bounded: one list; refreshed every CACHE_MS so that an edit reaches every instance). One list
// per process: server.ts (the "closed" page) and the Remix build are two module graphs, and a
// change made in the back office (forgetStorefronts) must reach both at once.
const CACHE_MS = 30_000;
const KEY = Symbol.for("storefront.storefrontList");
type Kept = { at: number; list: Promise<Storefront[]>; read?: Storefront[] } | null;
const kept = globalThis as typeof globalThis & { [KEY]?: Kept };

export function toStorefront(row: Selectable<StorefrontTable>): Storefront {
  return {
    department: row.department,
    isDefault: row.is_default === 1,
    locale: row.locale,
    iso: row.iso,
    languageName: row.language_name,
    name: row.name,
    storeFront: row.store_front,
    domain: row.domain,
    prefix: row.prefix,
    currencyCode: row.currency_code,
    currencyRate: Number(row.currency_rate),
    shopType: row.shop_type,
    brandId: row.brand_id,
    // the money settings: euro cents, but the gift presets are the storefront currency's (seed)
    cheapestShippingPrice: euroCents(row.cheapest_shipping_price),
    freeShippingThreshold: euroCents(row.free_shipping_threshold),
    rewardPointConversion: Number(row.reward_point_conversion),
    pointValue: euroCents(row.point_value),
    publicKeys: JSON.parse(row.public_keys),
    localizedRoutes: JSON.parse(row.localized_routes),
    priceRounding: row.price_rounding,
    giftPresets: (JSON.parse(row.gift_presets) as number[]).map(minorUnits),
    bankAccount: parseBankAccount(row.bank_account),
    withdrawalDays: Number(row.withdrawal_days),
    company: row.company ? JSON.parse(row.company) : null,
    contact: row.contact ? JSON.parse(row.contact) : null,
    enabled: Number(row.enabled) === 1,
    logo: row.logo,
    brandColour: row.brand_colour,
  };
}

/**
 * Forgets the kept list: a change made in the back office (settings saved, switched off, a new
 * logo) shows on this instance's next request; other instances see it within CACHE_MS.
 */
export function forgetStorefronts() {
  kept[KEY] = null;
}

/**
 * The list now kept, once read (null while it is being read or after forgetStorefronts): what the
 * page cache checks the headers of its stored pages against (server.ts), by identity.
 */
export function currentStorefronts(): Storefront[] | null {
  return kept[KEY]?.read ?? null;
}

export async function listStorefronts(db: DB): Promise<Storefront[]> {
  const now = Date.now();
  let cached = kept[KEY] ?? null;
  if (!cached || now - cached.at > CACHE_MS) {
    const list = db
      .selectFrom("storefront")
      .selectAll()
      .orderBy("position")
      .execute()
      .then((rows) => rows.map(toStorefront));
    const entry: NonNullable<Kept> = { at: now, list };
    cached = entry;
    kept[KEY] = entry;
    list.then(
      (storefronts) => {
        entry.read = storefronts;
        // a shop being set up (no storefront yet) asks again at the next request: the first storefront
        // a merchant names (npm run shop, another process) opens the shop at once, not 30 s later
        if (storefronts.length === 0 && kept[KEY] === entry) kept[KEY] = null;
      },
      () => {
        if (kept[KEY] === entry) kept[KEY] = null;
      },
    );
  }
  return cached.list;
}

/**
 * Today's rate (per euro) of every currency a storefront sells in: a gift certificate keeps the
 * currency it was bought in and is converted at these rates where it is redeemed in another.
 */
export async function currencyRates(db: DB): Promise<Map<string, number>> {
  const rates = new Map<string, number>([["EUR", 1]]);
  for (const s of await listStorefronts(db)) if (!rates.has(s.currencyCode)) rates.set(s.currencyCode, s.currencyRate);
  return rates;
}

/** The shop's own name where no storefront is chosen (the back office, its mails): the default storefront's; null before one exists. */
export async function shopName(db: DB): Promise<string | null> {
  const storefronts = await listStorefronts(db);
  return (storefronts.find((s) => s.isDefault) ?? storefronts[0])?.name ?? null;
}

export async function findStorefront(db: DB, department: string) {
  return (await listStorefronts(db)).find((s) => s.department === department) ?? null;
}

export async function resolve(db: DB, host: string, pathname: string): Promise<Resolution> {
  return resolveStorefront(await listStorefronts(db), host, pathname);
}
