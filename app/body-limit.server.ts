import { AsyncResource } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";

// The size of a request body the app takes: 1 MB unless a route names its
// own limit, as the shipped nginx (deploy/nginx/shop.conf, client_max_body_size) does in front
// of it — so `npm start` or a container reached directly is not killed by one huge JSON post.
// A declared body over the limit is answered 413 before a byte of it is read; a chunked one is
// read up to the limit (never more is held) and answered 413 as soon as it goes over. Either
// way nothing of it reaches Remix.

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Routes that take more (or less) than the default, by path prefix: each has a `location` of
 * the same prefix with the same client_max_body_size in deploy/nginx/shop.conf (the unit test
 * body-limit.server.test.ts checks that the two agree). nginx allows them on the admin host
 * only; the app answers those paths on no other host (app/admin-host.server.ts).
 */
export const BODY_LIMIT_ROUTES: readonly { prefix: string; bytes: number }[] = [
  // a bank statement (camt.053 or CSV) of at most 5 MB, with the multipart form around it
  { prefix: "/admin/payments/statements", bytes: 6 * 1024 * 1024 },
  // a product's picture or a blog post's cover of at most 20 MB (services/picture-upload.server.ts), with the multipart form around it
  { prefix: "/admin/pictures", bytes: 21 * 1024 * 1024 },
  // a home page banner's picture (MAX_PICTURE_BYTES, 20 MB), with the multipart form around it
  { prefix: "/admin/content/home", bytes: 21 * 1024 * 1024 },
  // a catalogue file of at most 50 MB with the form around it
  { prefix: "/admin/catalogue", bytes: 51 * 1024 * 1024 },
];

/** The largest body a path takes, in bytes. */
export function bodyLimitFor(pathname: string, routes = BODY_LIMIT_ROUTES) {
  return routes.find((route) => pathname === route.prefix || pathname.startsWith(`${route.prefix}/`))?.bytes ?? DEFAULT_BODY_LIMIT;
}

/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const LINGER_MS = 2_000;

const dropping = new WeakSet<Request>();

/**
 * Once the answer is sent, the rest of a body not read through is read and dropped, never held,
 * for LINGER_MS at most; then the connection is cut. Closing at once would make the client's next
 * write meet a reset that can lose the answer on its way (nginx's lingering close, likewise).
 * Listeners a reader left on the request (Remix's stream) are dropped with it.
 */
export function dropUnreadRest(req: Request, res: Response) {
  // once per request: the server's middleware and the body limit's 413 may both ask
  if (dropping.has(req)) return;
  dropping.add(req);
  res.once("finish", () => {
    if (req.complete) return;
    const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
    cut.unref();
    req.once("end", () => clearTimeout(cut));
    req.removeAllListeners("data");
    req.resume();
  });
}

function refuse(req: Request, res: Response, limit: number) {
  dropUnreadRest(req, res);
  res.status(413).set("Cache-Control", "no-store");
  const message = `body: larger than ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${Math.ceil(limit / 1024)} kB`}`;
  if (req.path.startsWith("/api/")) res.json({ success: false, errors: [message] });
  else res.type("text/plain").send(`Payload Too Large: ${message}`);
}

/** Express middleware: refuses a body over its path's limit with 413, declared or chunked. */
export function limitBody(routes = BODY_LIMIT_ROUTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = bodyLimitFor(req.path, routes);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser reads no more than the declared length, so the header is the body's size
      return Number(declared) > limit ? refuse(req, res, limit) : next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next();

    // A chunked body: counted as it arrives, then given back to the stream for Remix to read.
    // Put back (unshift) before the stream's end is emitted, so Remix still sees it end. The
    // stream's events come from the socket: the request's context (its id in every log line)
    // is carried over to what follows.
    const chunks: Buffer[] = [];
    let size = 0;
    const onReadable = AsyncResource.bind(() => {
      for (let chunk: Buffer | null = req.read(); chunk !== null; chunk = req.read()) {
        size += chunk.length;
        if (size > limit) {
          req.off("readable", onReadable);
          chunks.length = 0;
          return refuse(req, res, limit);
        }
        chunks.push(chunk);
      }
      if (!req.complete) return;
      req.off("readable", onReadable);
      if (size > 0) req.unshift(Buffer.concat(chunks, size));
      next();
    });
    req.on("readable", onReadable);
  };
}
