import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

// What an operator scrapes: GET /metrics in Prometheus text format, served by
// server.ts (never publicly). One registry per process: server.ts and the Remix build are two
// module graphs, so it lives on globalThis like the logger.
//
// Labels are bounded: a request is labelled by the Remix route id it matched (or a fixed name
// for what Express answers itself), never by its path; statuses by their class.

const KEY = Symbol.for("storefront.metrics");
type GlobalWithMetrics = typeof globalThis & { [KEY]?: Metrics };

export type OrderEvent = "placed" | "paid" | "failed" | "cancelled" | "expired";
/** What a payment confirmation did: "rejected" a bad signature or amount, "refunded" a payment for an order no longer waiting for it, "refund_confirmed" a staff refund the provider reports made. */
export type PaymentOutcome = "paid" | "cancelled" | "failed" | "expired" | "ignored" | "replayed" | "unknown" | "rejected" | "refunded" | "refund_confirmed";

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by Remix route id (or what Express answers itself) and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    pageCache: new Counter({
      name: "page_cache_requests_total",
      help: "Requests the full-page cache decided: HIT, STALE (answered while one render refreshes it), MISS (rendered and stored), BYPASS",
      labelNames: ["result"] as const,
      registers,
    }),
    dbQuery: new Histogram({
      name: "db_query_duration_seconds",
      help: "Database query durations, by statement kind",
      labelNames: ["kind"] as const,
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    }),
    dbErrors: new Counter({ name: "db_query_errors_total", help: "Database queries that failed", registers }),
    listingIndexBuild: new Histogram({
      name: "listing_index_build_seconds",
      help: "Time to build the in-memory listing index (at start and after each catalogue change)",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    listingIndexProducts: new Gauge({ name: "listing_index_products", help: "Products in the listing index now serving", registers }),
    listingIndexVersion: new Gauge({ name: "listing_index_catalogue_version", help: "Catalogue version of the listing index now serving", registers }),
    orders: new Counter({
      name: "orders_total",
      help: "Orders placed, and their payments: paid, failed, cancelled by the shopper, expired (hold ran out)",
      labelNames: ["event"] as const,
      registers,
    }),
    paymentCallbacks: new Counter({
      name: "payment_webhook_events_total",
      help: "Payment confirmations: Stripe webhook events, or the built-in test page's status posts, by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
    mailQueue: new Gauge({
      name: "mail_queue_depth",
      help: "Mails committed to be sent and not yet handed to SMTP or the outbox (pending in mail_queue)",
      registers,
    }),
    mailsSent: new Counter({
      name: "mails_total",
      help: "Mail delivery attempts, by outcome: sent, deferred (failed, queued for another attempt), failed (given up after MAIL_MAX_ATTEMPTS)",
      labelNames: ["outcome"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function getMetrics(): Metrics {
  const g = globalThis as GlobalWithMetrics;
  g[KEY] ??= createMetrics();
  return g[KEY];
}

/** "2xx" for 204. */
export function statusClass(status: number) {
  return `${Math.floor(status / 100)}xx`;
}

/** select, insert, update, delete, with (CTE), pragma, other: the first word of a statement. */
export function queryKind(sql: string) {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? "other";
  return ["select", "insert", "update", "delete", "with", "pragma", "begin", "commit", "rollback"].includes(word) ? word : "other";
}
