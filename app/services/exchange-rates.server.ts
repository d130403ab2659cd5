import type { DB } from "~/db/db.server";
import { markCatalogueChanged } from "./catalogue-version.server";

// Exchange rates: the storefronts that do not sell in euros take the ECB's daily
// euro reference rates (the public XML feed). A rate that moves more than 10 % from the stored
// one is refused unless forced — a feed gone wrong must not reprice a shop by half. An order
// keeps the rate it was placed at (shop_order.currency_rate), so nothing placed changes.

export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
export const MAX_JUMP = 0.1;

export interface EcbRates {
  /** the day the rates are for, YYYY-MM-DD */
  date: string;
  /** units of each currency per euro */
  rates: Map<string, number>;
}

export class RatesFeedError extends Error {}

/**
 * The ECB's feed: `<Cube time="2026-11-23"><Cube currency="HUF" rate="392.50"/>…`. Anything
 * else — no date, no rate, a rate that is not a positive number — is a malformed feed.
 */
export function parseEcbRates(xml: string): EcbRates {
  if (!/<(\w+:)?Envelope\b/.test(xml)) throw new RatesFeedError("not an ECB rates feed (no gesmes:Envelope)");
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) throw new RatesFeedError("the feed names no day (Cube time)");
  const rates = new Map<string, number>();
  for (const [, currency, text] of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([^'"]*)['"]\s*\/>/g)) {
    const rate = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !(rate > 0)) throw new RatesFeedError(`the rate of ${currency} is not a positive number: "${text}"`);
    rates.set(currency, rate);
  }
  if (rates.size === 0) throw new RatesFeedError("the feed has no rates");
  return { date, rates };
}

export interface RateChange {
  currency: string;
  departments: string[];
  old: number;
  new: number | null;
  outcome: "updated" | "unchanged" | "refused-jump" | "missing";
}

export interface SyncReport {
  date: string;
  changes: RateChange[];
  /** true when every currency was updated or already current */
  ok: boolean;
}

/** Fetches the feed (10 s at most) and parses it; a failed request is a RatesFeedError. */
export async function fetchEcbRates(url = ECB_DAILY_URL, fetcher: typeof fetch = fetch): Promise<EcbRates> {
  let res: Response;
  try {
    res = await fetcher(url, { signal: AbortSignal.timeout(10_000), headers: { accept: "application/xml, text/xml" } });
  } catch (error) {
    throw new RatesFeedError(`the feed could not be fetched: ${(error as Error).message}`);
  }
  if (!res.ok) throw new RatesFeedError(`the feed answered ${res.status}`);
  return parseEcbRates(await res.text());
}

/**
 * Applies the day's rates to every storefront whose currency is not EUR: a currency missing
 * from the feed keeps its rate, a jump over MAX_JUMP is refused unless `force`. The catalogue
 * version moves when a rate changed, so every instance's cached pages show the new prices.
 */
export async function syncRates(db: DB, feed: EcbRates, options: { force?: boolean } = {}): Promise<SyncReport> {
  const storefronts = await db.selectFrom("storefront").select(["department", "currency_code", "currency_rate"]).where("currency_code", "<>", "EUR").execute();
  const byCurrency = new Map<string, { departments: string[]; old: number }>();
  for (const s of storefronts) {
    const entry = byCurrency.get(s.currency_code) ?? { departments: [], old: Number(s.currency_rate) };
    entry.departments.push(s.department);
    byCurrency.set(s.currency_code, entry);
  }
  const changes: RateChange[] = [];
  for (const [currency, { departments, old }] of byCurrency) {
    const rate = feed.rates.get(currency);
    if (rate === undefined) {
      changes.push({ currency, departments, old, new: null, outcome: "missing" });
      continue;
    }
    if (rate === old) {
      changes.push({ currency, departments, old, new: rate, outcome: "unchanged" });
      continue;
    }
    if (!options.force && Math.abs(rate - old) / old > MAX_JUMP) {
      changes.push({ currency, departments, old, new: rate, outcome: "refused-jump" });
      continue;
    }
    await db.updateTable("storefront").set({ currency_rate: rate }).where("currency_code", "=", currency).execute();
    changes.push({ currency, departments, old, new: rate, outcome: "updated" });
  }
  if (changes.some((c) => c.outcome === "updated")) await markCatalogueChanged(db);
  return { date: feed.date, changes, ok: changes.every((c) => c.outcome === "updated" || c.outcome === "unchanged") };
}

/** One line per currency, for the command and the server's log. */
export function describeChange(change: RateChange) {
  const where = change.departments.join(", ");
  switch (change.outcome) {
    case "updated":
      return `${change.currency} (${where}): ${change.old} → ${change.new}`;
    case "unchanged":
      return `${change.currency} (${where}): ${change.old}, unchanged`;
    case "missing":
      return `${change.currency} (${where}): not in the feed; kept ${change.old}`;
    case "refused-jump": {
      const percent = ((Math.abs(change.new! - change.old) / change.old) * 100).toFixed(1);
      return `${change.currency} (${where}): ${change.old} → ${change.new} refused, a jump of ${percent} % (over ${MAX_JUMP * 100} %; --force to apply)`;
    }
  }
}
