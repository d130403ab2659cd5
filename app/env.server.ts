import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { mailFromAddress } from "./lib/mail-html";

// Configuration from the environment, validated once at boot (DESIGN.md: zod at every boundary).
// A bad value stops the boot with a one-line message naming the variable.

const portSchema = z.coerce
  .number({ invalid_type_error: "must be a number" })
  .int("must be an integer")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const databaseUrlSchema = z
  .string()
  .min(1, "must not be empty")
  .refine(
    (value) => /^postgres(ql)?:\/\/[^/]+/.test(value) || (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !/^[a-z]{2,}:(?!\/)/i.test(value.replace(/^file:/, ""))),
    "must be a file path, a file: URL or a postgres:// URL",
  );

const booleanSchema = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: databaseUrlSchema.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // Express's setting: false, true, a hop count, or a comma list of addresses/subnets.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/,\s-]+)$/, "must be true, false, a hop count or a list of addresses")
    .default("false"),
  // where absolute URLs (mail links, canonical, sitemaps) point, with each storefront's domain:
  // never the Host a request names (DESIGN.md "Sessions and safety"); see app/lib/public-url.ts
  PUBLIC_SCHEME: z.enum(["http", "https"], { message: "must be http or https" }).default("http"),
  PUBLIC_PORT: portSchema.refine((port) => port > 0, "must be between 1 and 65535").optional(),
  // the back office's own host (DESIGN.md "Layers"): it answers there and nowhere else, and no
  // shop page answers on it; a host name alone, lower-case, no scheme or port
  ADMIN_HOST: z
    .string()
    .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, "must be a host name such as admin.example.com")
    .default("admin.lumera.localhost"),
  // how often expired session and link tokens are deleted, seconds
  TOKEN_SWEEP_SECONDS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(86_400).default(3600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: booleanSchema.default("true"),
  SEED_PRODUCTS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(10).max(1_000_000).default(2000),
  IMAGE_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  // where e-mail goes when there is no SMTP_URL: one .eml file per message
  OUTBOX_DIR: z.string().min(1).optional(),
  // the sender's address (a display name in it is used only where no storefront names the mail)
  MAIL_FROM: z
    .string()
    .refine((value) => mailFromAddress(value) !== null, "must contain an e-mail address (shop@example.com or Name <shop@example.com>)")
    .default("Lumera <no-reply@lumera.localhost>"),
  // the mail queue (app/services/mail-queue.server.ts): a failed delivery is tried again after
  // MAIL_RETRY_SECONDS, doubling with each attempt (at most 6 hours apart), and given up after
  // MAIL_MAX_ATTEMPTS attempts
  MAIL_RETRY_SECONDS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(86_400).default(60),
  MAIL_MAX_ATTEMPTS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(100).default(10),
  // how often an open tab asks whether a new build was deployed (spec §7 Other), seconds
  VERSION_POLL_SECONDS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(86_400).default(300),
  // the full-page cache for visitors without a session (app/page-cache.server.ts): its size in
  // megabytes (0 switches it off), how long a page is fresh, and how long a stale one may still
  // be answered while one request renders it again, seconds
  PAGE_CACHE_MB: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(0).max(4096).default(64),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(86_400).default(60),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(0).max(86_400).default(300),
  // how long a card or wallet order keeps its stock (and certificates, points, code) for its payment, minutes
  PAYMENT_HOLD_MINUTES: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(1_440).default(30),
  // a bank-transfer order still unpaid this many days after it was placed is reminded (with the
  // bank details and reference), and after BANK_TRANSFER_CANCEL_DAYS cancelled, giving back what it held
  BANK_TRANSFER_REMINDER_DAYS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(365).default(3),
  BANK_TRANSFER_CANCEL_DAYS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(365).default(10),
  // how often the two jobs look for such orders, seconds (the end-to-end tests' server: every second)
  BANK_TRANSFER_JOBS_SECONDS: z.coerce.number({ invalid_type_error: "must be a number" }).int().min(1).max(86_400).default(900),
  // who confirms card and wallet payments: "stripe" is Stripe's hosted Checkout, confirmed only by
  // its signed webhook; "test" is the built-in test payment page ("no money moves"), which marks
  // an order paid on the shopper's own post, so a production server takes it only when named
  // (`npm start`, the demo command, names it); "none": no card or wallet is offered. Unset:
  // "none" under NODE_ENV=production, "test" in development and tests
  PAYMENT_PROVIDER: z.enum(["none", "test", "stripe"], { message: "must be none, test or stripe" }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)")
    .optional(),
  // where Stripe's hosted Checkout lives (a custom checkout domain, if the account has one): the
  // placing form's redirect goes there, so the pages' CSP form-action allows it
  STRIPE_CHECKOUT_ORIGIN: z
    .string()
    .url("must be a URL")
    .transform((value) => new URL(value).origin)
    .default("https://checkout.stripe.com"),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  // GET /metrics (Prometheus text) is never public: with METRICS_PORT it is served
  // on that port alone (bound to METRICS_HOST, where the scraper reaches and the proxy does not);
  // otherwise on the main port only with "Authorization: Bearer <METRICS_TOKEN>"; with neither,
  // it answers 404
  METRICS_PORT: portSchema.refine((port) => port > 0, "must be between 1 and 65535").optional(),
  METRICS_HOST: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // exchange rates: "daily" makes the server take the ECB's euro reference rates once a
  // day (npm run rates:sync does it by hand); the feed's address, for a mirror or a test
  RATES_SYNC: z.enum(["off", "daily"], { message: "must be off or daily" }).default("off"),
  ECB_RATES_URL: z.string().url("must be a URL").default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
  // prefix of the rate-limit keys in Redis, so that shops (or test runs) sharing one Redis do not meet
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, "must be letters, digits, _ : . or -")
    .default("rl"),
});

// PAYMENT_PROVIDER=stripe without its two secrets would take orders it can never confirm; a
// transfer reminder after its cancellation would ask for money for an order that is gone
const envSchema = envFields.superRefine((env, ctx) => {
  if (env.BANK_TRANSFER_CANCEL_DAYS <= env.BANK_TRANSFER_REMINDER_DAYS)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["BANK_TRANSFER_CANCEL_DAYS"], message: "must be more than BANK_TRANSFER_REMINDER_DAYS" });
  if (env.PAYMENT_PROVIDER !== "stripe") return;
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const)
    if (!env[name]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "is required when PAYMENT_PROVIDER=stripe" });
});

export type PaymentProvider = "none" | "test" | "stripe";

export type Env = Omit<z.infer<typeof envSchema>, "PAYMENT_PROVIDER"> & {
  PAYMENT_PROVIDER: PaymentProvider;
  DATABASE_URL: string;
  SESSION_SECRET: string;
  IMAGE_DIR: string;
  OUTBOX_DIR: string;
  trustProxy: boolean | number | string[];
};

export class ConfigError extends Error {}

function emptyToUndefined(source: Record<string, string | undefined>) {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(source)) out[key] = value === "" ? undefined : value;
  return out;
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The session secret: from the environment, else generated once and kept in the data folder. */
function sessionSecret(dataDir: string, fromEnv: string | undefined) {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(source[name] ?? "")})`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: env.DATABASE_URL ?? path.join(dataDir, "shop.sqlite"),
    SESSION_SECRET: sessionSecret(dataDir, env.SESSION_SECRET),
    IMAGE_DIR: path.resolve(env.IMAGE_DIR ?? path.join(dataDir, "images")),
    OUTBOX_DIR: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (env.NODE_ENV === "production" ? "none" : "test"),
  };
}

const ENV_KEY = Symbol.for("storefront.env");
type GlobalWithEnv = typeof globalThis & { [ENV_KEY]?: Env };

/** The process's configuration, parsed on first use (server.ts parses it first, at boot). */
export function getEnv(): Env {
  const g = globalThis as GlobalWithEnv;
  g[ENV_KEY] ??= parseEnv();
  return g[ENV_KEY];
}
