import { randomBytes, timingSafeEqual } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type AppLoadContext, createRequestHandler as createRemixHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { closeConnection, getConnection, pingDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedInChildProcess } from "~/db/seed/first-start.server";
import { ConfigError, getEnv } from "~/env.server";
import { createPageCache, type HoleRenderer } from "~/page-cache.server";
import { isPublicPageRoute } from "~/lib/page-kind";
import { dropUnreadRest, limitBody } from "~/body-limit.server";
import { refuseCrossSite } from "~/same-origin.server";
import { splitAdminHost } from "~/admin-host.server";
import { getLogger } from "~/logger.server";
import { backgroundJobs, startJobs } from "~/jobs.server";
import { serviceWorkerSource } from "~/lib/service-worker-source";
import { thirdPartyCsp } from "~/lib/consent";
import { publicAddress } from "~/lib/public-url";
import { publicAddressFromEnv, recordPublicAddress } from "~/services/public-address.server";
import { currentStorefronts, listStorefronts } from "~/services/storefronts.server";
import { dropsSecureCookies, secureCookieWarning } from "~/lib/cookie-host";
import { resolveStorefront } from "~/lib/storefront";
import { getMetrics, statusClass } from "~/metrics.server";
import { requestContextStore, requestIdFor } from "~/request-context.server";
import { routeLabeller } from "~/lib/route-label";
import { Redis } from "ioredis";
import { handleStripeWebhook } from "~/services/stripe.server";
import { deliveriesFinished } from "~/services/mail-queue.server";

// Express around Remix (DESIGN.md "Layers"): headers, compression, static files, health,
// shutdown. Everything a shopper sees is a Remix route.

// the app's folder: where server.ts is, or the parent of build/ when it runs compiled
// (build/server.js, `npm run build`, what the container runs with plain node)
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === "build" ? path.dirname(here) : here;

function loadEnv() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();
const log = getLogger();
const production = env.NODE_ENV === "production";
/** set once SIGTERM or SIGINT arrives: /readyz answers 503 while in-flight requests finish */
let stopping = false;

// A database that cannot be opened is a configuration error: one line naming the variable.
try {
  await pingDatabase(getConnection().db);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Invalid configuration: DATABASE_URL could not be opened (${message})\n`);
  process.exit(1);
}

const { db, dialect } = getConnection();
const applied = await migrateToLatest(db);
if (applied.length) log.info({ applied, dialect }, "migrations applied");
if (env.SEED_DEMO) {
  try {
    await seedInChildProcess({ root, compiled: root !== here, products: env.SEED_PRODUCTS });
  } catch (error) {
    log.fatal({ err: error }, "the demo data could not be seeded");
    process.exit(1);
  }
}

// the scheme and port of mail links, canonical URLs and sitemaps (app/lib/public-url.ts)
const publicConfig = { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT ?? null };

const buildPath = path.join(root, "build", "index.js");
const build = (await import(buildPath)) as ServerBuild;

// The full-page cache for visitors without a session (app/page-cache.server.ts); the app's
// entry (entry.server.tsx) says which answers are public and which catalogue version is served.
// Stored pages are answered right after the request log (pageCache.serve); the rest is rendered
// just before Remix (pageCache.render), after the security headers.
const entry = build.entry.module as unknown as {
  pageVersion: () => number | null;
  anonymousHoles: HoleRenderer["anonymous"];
  personalize: HoleRenderer["personalize"];
  checkedOnFill: HoleRenderer["checkedOnFill"];
  messagesFile: (name: string) => { json: string; current: boolean } | null;
};
const routeOf = routeLabeller(build.routes);
const handleRemix = createRemixHandler(build, env.NODE_ENV);
const pageCache =
  env.PAGE_CACHE_MB > 0
    ? createPageCache({
        render: async (request, nonce, req) => {
          // the page notes its holes here as it renders (entry.server.tsx, components/holes.tsx)
          const holes: unknown[] = [];
          const response = await handleRemix(request, { ...loadContext(req, nonce), holes: holes as AppLoadContext["holes"], documentEncoding: null });
          return { response, holes };
        },
        holes: { anonymous: entry.anonymousHoles, personalize: entry.personalize, checkedOnFill: entry.checkedOnFill },
        isPublicPage: (req) => isPublicPageRoute(routeOf(req.path)),
        version: entry.pageVersion,
        maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
        ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
        staleMs: env.PAGE_CACHE_STALE_SECONDS * 1000,
        onError: (error) => log.error({ err: error }, "page cache: rendering a stale page again failed"),
        // the CSP names the storefronts' public keys: headers are taken from, and kept for, one list
        shellSource: { of: (res) => res.locals.storefronts, current: currentStorefronts },
      })
    : null;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.trustProxy);
// nothing reads req.query (Remix and the page cache read the URL's own search params): qs's
// parse of every request's query was work for nobody
app.set("query parser", false);

// An answer sent before its request's body was read through (an upload redirected to the
// sign-in page) reads the rest and drops it, for 2 s at most, then the connection is cut: the
// unread rest would otherwise make the next request on it fail, and the proxy in front take this
// instance out of its rotation. Closing at once is no better: the client (nginx) still sending
// meets a reset and may lose the answer (a 502). Remix may have begun reading the body into a
// stream of its own, so Node's own dump of an unread body does not happen: its listeners are
// dropped and the rest flows away (dropUnreadRest, shared with the body limit's 413).
app.use((req, res, next) => {
  if (req.complete || (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined)) return next();
  dropUnreadRest(req, res);
  next();
});
// X-Forwarded-Host and -Proto are a client's claims unless the connection comes from a trusted
// proxy (TRUST_PROXY): drop them otherwise, so that neither Remix's request URL, the storefront
// resolution nor the scheme of the shop's absolute URLs can be steered by them.
const trustedPeer = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
const metrics = getMetrics();
app.use((req, res, next) => {
  const trusted = trustedPeer(req.socket.remoteAddress ?? "", 0);
  if (!trusted) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
  }
  // every answer names its request (the trusted proxy's id, else a new one), and
  // every log line written while answering it carries the id (app/request-context.server.ts)
  const requestId = requestIdFor(req.headers["x-request-id"], trusted);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  // request durations by the route the path reaches (or what Express answers itself)
  const started = performance.now();
  res.once("finish", () => {
    const route = expressRoute(req.path) ?? routeOf(req.path);
    metrics.httpDuration.observe({ route, method: req.method, status_class: statusClass(res.statusCode) }, (performance.now() - started) / 1000);
    const cache = res.getHeader("X-Cache");
    if (typeof cache === "string") metrics.pageCache.inc({ result: cache });
  });
  requestContextStore().run({ requestId }, next);
});

// the back office on ADMIN_HOST alone, and no shop page there (app/admin-host.server.ts)
app.use(splitAdminHost(env.ADMIN_HOST, routeOf));

// Stripe's webhook: the signature is over the exact bytes sent, so the body is
// taken raw; the only thing that marks a card or wallet order paid, failed or expired
app.post("/webhooks/stripe", express.raw({ type: () => true, limit: "512kb" }), (req, res, next) => {
  res.set("Cache-Control", "no-store").type("text/plain");
  if (env.PAYMENT_PROVIDER !== "stripe") return void res.status(404).send("Not Found");
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  handleStripeWebhook(db, body, req.get("stripe-signature"))
    .then((answer) => void res.status(answer.status).send(answer.body))
    .catch(next);
});

/** What Express answers before Remix, by name; null for Remix's routes. */
function expressRoute(pathname: string) {
  if (pathname === "/webhooks/stripe") return "webhooks:stripe";
  if (pathname.startsWith("/build/")) return "static:build";
  if (pathname === "/healthz" || pathname === "/readyz" || pathname === "/metrics") return pathname.slice(1);
  if (pathname === "/service-worker.js" || pathname.startsWith("/builds/")) return "builds";
  if (/\.[^/]+$/.test(pathname) && !pathname.startsWith("/images/") && !pathname.endsWith(".xml") && !pathname.endsWith(".txt")) return "static:public";
  return null;
}

// DESIGN.md: a state change sent from another site is refused, here and only here, before
// Remix: every action, and the cart calls of the JSON API that take this shop's cookie
// (app/same-origin.server.ts).
app.use(refuseCrossSite(routeOf));

// A storefront switched off in the back office (README "Logo, colour, and switching a storefront
// off"): every path of it answers a plain "closed" page, 503 with Retry-After — never another
// storefront's pages — before the page cache, so that no page of it kept there is served.
const CLOSED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>This shop is closed</title></head><body><main><h1>This shop is closed</h1>" +
  "<p>It is not taking orders at the moment. Please come back later.</p></main></body></html>";
app.use((req, res, next) => {
  if (res.locals.admin) return next();
  listStorefronts(db).then((storefronts) => {
    if (storefronts.length === 0) return next();
    const { storefront } = resolveStorefront(storefronts, req.hostname ?? "", req.path);
    if (storefront.enabled) return next();
    res.status(503).set({ "Retry-After": "3600", "Cache-Control": "no-store" }).type("html").send(CLOSED_PAGE);
  }, next);
});

// A page from the cache is answered before pino-http's per-request child logger is set up; its
// log line is the same "request completed" line, with the cache's verdict.
if (pageCache) {
  const cache = pageCache;
  app.use((req, res, next) => {
    const started = performance.now();
    let answered = true;
    if (res.locals.admin) return next();
    cache.serve(req, res, () => {
      answered = false;
      next();
    });
    if (!answered) return;
    res.once("finish", () => {
      const line = {
        req: { method: req.method, url: req.url, host: req.headers.host },
        ip: req.ip,
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        cache: res.getHeader("X-Cache"),
      };
      if (res.statusCode >= 400) log.warn(line, "request completed");
      else log.info(line, "request completed");
    });
  });
}

app.use(
  pinoHttp({
    logger: log,
    autoLogging: { ignore: (req) => req.url?.startsWith("/build/") ?? false },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    // the client's address as the app counts it (rate limits): the trusted proxy's X-Forwarded-For, else the peer
    customProps: (req) => ({ ip: (req as express.Request).ip }),
    serializers: {
      req: (req) => ({ method: req.method, url: req.url, host: req.headers?.host }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }),
);

// A body over 1 MB (or its route's own limit) is a 413 before it is read or reaches Remix, with
// its log line; Stripe's webhook above takes at most 512 kB of its own, and a stored page is
// answered without reading any body.
app.use(limitBody());

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});

// The back office's policy: its own scripts and nothing else, no frame anywhere, forms to itself.
const adminHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "connect-src": production ? ["'self'"] : ["'self'", "ws:"],
      "font-src": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'none'"],
      "object-src": ["'none'"],
    },
  },
  strictTransportSecurity: env.trustProxy !== false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "same-origin" },
  xFrameOptions: { action: "deny" },
});

// The third parties the storefronts are configured with: the CSP allows exactly those. Read per
// request from the process's one storefront list (kept 30 s, dropped by a save in the back
// office's shop settings), so that a changed public key reaches the CSP without a restart; worked
// out once per list.
type ThirdParties = ReturnType<typeof thirdPartyCsp>;
const thirdPartiesOf = new WeakMap<object, ThirdParties>();
const thirdParties = (res: unknown, kind: keyof ThirdParties) => ((res as express.Response).locals.thirdParties as ThirdParties)[kind].join(" ");
app.use((_req, res, next) => {
  if (res.locals.admin) return next();
  listStorefronts(db).then((storefronts) => {
    let found = thirdPartiesOf.get(storefronts);
    if (!found) thirdPartiesOf.set(storefronts, (found = thirdPartyCsp(storefronts.map((s) => s.publicKeys))));
    res.locals.thirdParties = found;
    res.locals.storefronts = storefronts;
    next();
  }, next);
});

const shopHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`, (_req, res) => thirdParties(res, "script")],
      "connect-src": [...(production ? ["'self'"] : ["'self'", "ws:"]), (_req, res) => thirdParties(res, "connect")],
      "img-src": ["'self'", "data:", (_req, res) => thirdParties(res, "img")],
      // placing a card order redirects the form's post to Stripe's hosted Checkout
      "form-action": ["'self'", ...(env.PAYMENT_PROVIDER === "stripe" ? [env.STRIPE_CHECKOUT_ORIGIN] : [])],
      // the shop is reached over plain http on *.localhost in development and tests
      "upgrade-insecure-requests": null,
    },
  },
  // HSTS only makes sense behind TLS, which the reverse proxy terminates.
  strictTransportSecurity: env.trustProxy !== false,
  crossOriginEmbedderPolicy: false,
  // helmet's default (no-referrer) makes browsers send "Origin: null" on the shop's own form
  // posts, which defeats the Origin check; same-origin still tells other sites nothing
  referrerPolicy: { policy: "same-origin" },
});
app.use((req, res, next) => (res.locals.admin ? adminHelmet : shopHelmet)(req, res, next));

// level 4 rather than zlib's 6: pages rendered per request (a shopper with a session) spend
// ~10% less CPU for a few percent more bytes; cached pages are compressed once, at level 6
app.use(compression({ level: 4 }));

// Liveness: the process answers (a restart would not help a database that is away).
app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});

// Readiness: send traffic here only when the database answers, Redis answers (when
// configured), and the listing index is built; 503 until then and once shutting down.
const redisProbe = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 }) : null;
redisProbe?.on("error", () => undefined);
async function readiness() {
  const withTimeout = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), 2_000).unref())]);
  const check = async (work: () => Promise<unknown>) => {
    try {
      await withTimeout(work());
      return "ok";
    } catch {
      return "unavailable";
    }
  };
  const [database, redis] = await Promise.all([
    check(() => pingDatabase(getConnection().db)),
    redisProbe ? check(async () => (redisProbe.status === "wait" ? redisProbe.connect().then(() => redisProbe.ping()) : redisProbe.ping())) : "not configured",
  ]);
  const listingIndex = entry.pageVersion() === null ? "building" : "ok";
  const ready = !stopping && database === "ok" && redis !== "unavailable" && listingIndex === "ok";
  return { ready, body: { status: stopping ? "stopping" : ready ? "ready" : "not ready", database, redis, listingIndex } };
}
app.get("/readyz", async (_req, res) => {
  const { ready, body } = await readiness();
  if (!ready) log.warn(body, "not ready");
  res
    .status(ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json(body);
});

// GET /metrics: on METRICS_PORT alone when it is set, else here with the bearer token, else 404.
const metricsToken = env.METRICS_TOKEN ? Buffer.from(`Bearer ${env.METRICS_TOKEN}`) : null;
const sendMetrics = async (res: express.Response) => {
  res.set({ "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" }).send(await metrics.registry.metrics());
};
app.get("/metrics", async (req, res, next) => {
  if (env.METRICS_PORT || !metricsToken) return next();
  const given = Buffer.from(req.get("authorization") ?? "");
  if (given.length !== metricsToken.length || !timingSafeEqual(given, metricsToken)) {
    return void res.status(401).set({ "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" }).type("text/plain").send("Unauthorized");
  }
  await sendMetrics(res);
});
app.all("/metrics", (_req, res) => void res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found"));

// spec §7 Other: the build manifest that open tabs poll to notice a deploy, the build's
// metadata file, and the service worker (generated per build; browsers check it for updates,
// so it is never cached for long).
const buildId = build.assets.version;
const builtAt = statSync(buildPath).mtime.toISOString();
app.get("/builds/manifest.json", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ buildId, builtAt });
});
app.get("/builds/meta/:file", (req, res) => {
  if (req.params.file !== `${buildId}.json`)
    return void res
      .status(404)
      .set("Cache-Control", "no-store")
      .json({ success: false, errors: ["unknown build"] });
  res.set("Cache-Control", "public, max-age=31536000, immutable").json({ buildId, builtAt, entry: build.assets.entry.module, manifest: build.assets.url });
});
const serviceWorker = serviceWorkerSource(buildId, [build.assets.url, build.assets.entry.module, ...build.assets.entry.imports]);
app.get("/service-worker.js", (_req, res) => {
  res.set({ "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }).send(serviceWorker);
});

// The messages files the pages name and the browser keeps (app/lib/messages.ts MESSAGES_FILES): the
// shell's of a language and each page's namespaces, made by the app, named by their content's
// hash. A name with an older hash (a page stored before the messages changed) gets today's file,
// for a short while; anything else is a 404.
app.get("/build/i18n/*", (req, res, next) => {
  const file = entry.messagesFile(req.path.slice("/build/i18n/".length));
  if (!file) return next();
  res
    .set({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": file.current ? "public, max-age=31536000, immutable" : "public, max-age=300" })
    .send(file.json);
});
// Fingerprinted build assets never change; everything else in public/ may.
app.use("/build", express.static(path.join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
// Only paths that look like files reach the disk: pages (no dot in the last segment) skip a
// failed stat() of public/ on every request.
const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h" });
app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));

const loadContext = (req: express.Request, cspNonce: string): AppLoadContext => ({
  host: req.hostname ? `${req.hostname}` : (req.headers.host ?? ""),
  clientIp: req.ip ?? "",
  publicAddress: publicAddress(publicConfig, { forwardedProto: req.get("x-forwarded-proto") ?? null, listeningPort: req.socket.localPort ?? null }),
  cspNonce,
  resolved: {},
  documentEncoding: documentEncodingOf(req),
});

/** What a rendered document is compressed with for this client (entry.server.tsx); the compression middleware does the rest. */
function documentEncodingOf(req: express.Request) {
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}

// Issue 29 §4: a merchant trying the shop at http://their-domain/ before TLS loses the cart, as
// browsers drop the Secure session cookies there (app/lib/cookie-host.ts). The first such request
// of each host says so in the log, once per process (and for a bounded number of hosts: a client
// naming a new host each time must not grow the set).
const warnedHosts = new Set<string>();
app.use((req, _res, next) => {
  const host = req.hostname ?? "";
  if (warnedHosts.size < 100 && !warnedHosts.has(host) && dropsSecureCookies(host, req.protocol)) {
    warnedHosts.add(host);
    log.warn({ host }, secureCookieWarning(host));
  }
  next();
});

// A database that names no storefront yet (a merchant's own shop, started without the demo)
// has nothing to resolve a request to: every page says the shop is being set up, with a 503 and
// Retry-After so that crawlers come back, instead of failing on the storefront lookup.
const SETTING_UP_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>This shop is being set up</title></head><body><main><h1>This shop is being set up</h1>" +
  "<p>Please come back a little later.</p></main></body></html>";
app.use((_req, res, next) => {
  // the back office opens on an empty shop: it is where the shop gets set up
  if (res.locals.admin) return next();
  listStorefronts(db).then((storefronts) => {
    if (storefronts.length > 0) return next();
    res.status(503).set({ "Retry-After": "60", "Cache-Control": "no-store" }).type("html").send(SETTING_UP_PAGE);
  }, next);
});

if (pageCache) {
  const render = pageCache.render;
  app.use((req, res, next) => (res.locals.admin ? next() : render(req, res, next)));
}

app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => loadContext(req, res.locals.cspNonce as string),
  }),
);

// the scraper's own port: only /metrics, bound where the scraper reaches (METRICS_HOST)
const metricsServer = env.METRICS_PORT
  ? express()
      .get("/metrics", (_req, res) => void sendMetrics(res))
      .use((_req, res) => void res.status(404).type("text/plain").send("Not Found"))
      .listen(env.METRICS_PORT, env.METRICS_HOST ?? env.HOST, () => log.info({ port: env.METRICS_PORT }, "metrics listening"))
  : null;

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info({ port }, `listening on http://localhost:${port}`);
  // the commands beside this server (order desk) write mail links to the address it serves
  recordPublicAddress(db, publicAddressFromEnv(env, port)).catch((error) => log.error({ err: error }, "recording the public address failed"));
  // `remix dev --manual` waits for this before it reloads the browser.
  if (!production) void import("@remix-run/node").then(({ broadcastDevReady }) => broadcastDevReady(build)).catch(() => undefined);
});

// payment holds, token sweep, mail queue, exchange rates (README "Background jobs")
const jobs = startJobs(backgroundJobs(db, env, log), log);

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const jobsStopped = jobs.stop();
  log.info({ signal }, "shutting down: finishing in-flight requests");
  // Stop accepting, let in-flight requests finish, then close the database.
  const forced = setTimeout(() => {
    log.warn("in-flight requests did not finish in 10 s; closing anyway");
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  metricsServer?.close();
  server.close(async () => {
    redisProbe?.disconnect();
    await jobsStopped;
    // mails a request committed and handed over just before it ended (their answer did not wait)
    await Promise.race([deliveriesFinished(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    await closeConnection().catch((error) => log.error({ err: error }, "closing the database failed"));
    log.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
