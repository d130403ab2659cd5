import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { getEnv } from "~/env.server";
import { rateLimitKey } from "~/lib/rate-limit-key";
import { WITHDRAWALS_PER_HOUR } from "~/lib/withdrawal";

// Abuse limits of failed logins per account (at most 100 an hour) and per IP (a lower
// burst), password-recovery requests likewise. Memory alone for one process; Redis when
// REDIS_URL is set, so that every instance counts together (DESIGN.md "Scale"). A limit named
// …Ip counts a client by its network (rateLimitKey: an IPv6 /64, IPv4 as it is).

export const LIMITS = {
  loginAccount: { points: 100, duration: 60 * 60 },
  loginIp: { points: 30, duration: 10 * 60 },
  recoveryAccount: { points: 5, duration: 60 * 60 },
  recoveryIp: { points: 20, duration: 60 * 60 },
  registerIp: { points: 20, duration: 60 * 60 },
  // sign-in links by mail: as many as password-reset links (a mail each to a real address)
  loginLinkAccount: { points: 5, duration: 60 * 60 },
  loginLinkIp: { points: 20, duration: 60 * 60 },
  // fetchGuestToken writes a session row per call: a browser needs one, a shared address
  // (office, mobile carrier) some dozens an hour; a script filling the table is stopped
  guestTokenIp: { points: 100, duration: 60 * 60 },
  // discount codes and gift certificates tried and refused: a shopper mistypes a
  // few, a script guessing them is stopped — per session and per client, whichever is used up
  codeAttemptSession: { points: 20, duration: 15 * 60 },
  codeAttemptIp: { points: 20, duration: 15 * 60 },
  // the back office's sign-in (issue 26 §2): a person mistypes a few, a guesser is stopped —
  // wrong passwords per account and per client, and wrong second-factor codes per account (a
  // six-digit code must not be guessable within a session's life)
  staffSignInAccount: { points: 10, duration: 15 * 60 },
  staffSignInIp: { points: 30, duration: 15 * 60 },
  staffCodeAccount: { points: 5, duration: 15 * 60 },
  // confirmed withdrawals (README "After the sale"): each is stored and may mail an order's
  // address; a shopper sends one or two, a script probing order numbers is stopped
  withdrawalIp: { points: WITHDRAWALS_PER_HOUR, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;
export type Limiters = Record<LimitName, RateLimiterAbstract>;

/** Builds the limiters; with a Redis URL they share counters, with a memory fallback if it fails. */
export function createLimiters(options: { redisUrl?: string; prefix: string }): Limiters {
  const client = options.redisUrl ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  client?.on("error", () => undefined); // the insurance limiter answers while Redis is away
  const entries = Object.entries(LIMITS).map(([name, limit]) => {
    const keyPrefix = `${options.prefix}:${name}`;
    const memory = new RateLimiterMemory({ ...limit, keyPrefix });
    const limiter = client ? new RateLimiterRedis({ ...limit, keyPrefix, storeClient: client, insuranceLimiter: memory }) : memory;
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as unknown as Limiters;
}

const KEY = Symbol.for("storefront.rateLimiters");
type GlobalWithLimiters = typeof globalThis & { [KEY]?: Limiters };

function limiters(): Limiters {
  const g = globalThis as GlobalWithLimiters;
  const env = getEnv();
  g[KEY] ??= createLimiters({ redisUrl: env.REDIS_URL, prefix: env.RATE_LIMIT_PREFIX });
  return g[KEY];
}

/**
 * Keys are lower-cased and bounded: the same address in another case is the same account. A
 * per-IP limit's key is the client's network, so that one /64 is one budget, not 2^64.
 */
function normalizeKey(name: LimitName, key: string) {
  return (name.endsWith("Ip") ? rateLimitKey(key) : key).trim().toLowerCase().slice(0, 320);
}

/** True when the key has used up its points (nothing is consumed). */
export async function isLimited(name: LimitName, key: string, set: Limiters = limiters()) {
  const res = await set[name].get(normalizeKey(name, key));
  return res !== null && res.consumedPoints >= LIMITS[name].points;
}

/** Counts one event; true when it went over the limit. */
export async function consume(name: LimitName, key: string, set: Limiters = limiters()) {
  try {
    await set[name].consume(normalizeKey(name, key));
    return false;
  } catch (error) {
    if (error instanceof RateLimiterRes) return true;
    throw error;
  }
}

/** Gives back one event counted by `consume` (one that turned out not to count). */
export async function refund(name: LimitName, key: string, set: Limiters = limiters()) {
  await set[name].reward(normalizeKey(name, key), 1);
}

export async function resetLimit(name: LimitName, key: string, set: Limiters = limiters()) {
  await set[name].delete(normalizeKey(name, key));
}
