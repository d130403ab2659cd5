import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { HoleCollectorContext } from "~/components/holes";
import { NonceProvider } from "~/components/nonce";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { isPublicPageRoute } from "~/lib/page-kind";
import { getListingIndex, servingVersion } from "~/services/listing-index.server";
import { cookieToken } from "~/utils/cookies.server";
import { HtmlStream } from "~/utils/html-stream.server";
import { readHandoffAtOnce } from "~/utils/handoff.server";
import { compressDocument } from "~/utils/document-compression.server";
import { PERSONAL } from "~/lib/cache-headers";
import { ADMIN_HEADERS, onAdminHost } from "~/utils/staff-auth.server";

// Build the listing index while the server starts (it is imported after migrations and the
// first seed), so that the first shopper on a category page does not wait for it.
void getListingIndex(getDb()).catch(() => undefined);

/** Each hole's anonymous HTML and a shopper's filled holes, for the full-page cache (server.ts; components/holes.tsx). */
export { anonymousHoles, checkedOnFill, personalize } from "~/utils/personal-page.server";

/** The messages files, for server.ts to answer (lib/messages.ts MESSAGES_FILES). */
export { messagesFile } from "~/utils/messages.server";

/** The catalogue and content version pages render from now, for the full-page cache (server.ts). */
export const pageVersion = () => servingVersion(getDb());

/**
 * What a document answer tells the full-page cache and any proxy or CDN in front (a route's own
 * Cache-Control, the cart's and checkout's, wins): a public page (page-kind.ts) asked for without
 * a session, answered 200 or 404 and setting no cookie, is the same for every such visitor;
 * anything else is personal.
 */
function cacheControl(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  const matches = remixContext.staticHandlerContext.matches;
  const page = matches[matches.length - 1]?.route.id ?? "";
  const shared =
    ["GET", "HEAD"].includes(request.method) &&
    (status === 200 || status === 404) &&
    !headers.has("Set-Cookie") &&
    cookieToken(request) === null &&
    isPublicPageRoute(page);
  if (!shared) return PERSONAL["Cache-Control"];
  const env = getEnv();
  headers.append("Vary", "Cookie");
  return `public, max-age=0, s-maxage=${env.PAGE_CACHE_TTL_SECONDS}, stale-while-revalidate=${env.PAGE_CACHE_STALE_SECONDS}`;
}

/** The back office's data calls (single fetch) are never stored or indexed either. */
export function handleDataRequest(response: Response, { context }: { request: Request; context: AppLoadContext }) {
  if (onAdminHost(context)) for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const readWhole = await readHandoffAtOnce(remixContext);
  const nonce = loadContext.cspNonce;
  // the back office: never stored, never indexed, whatever its routes said
  if (onAdminHost(loadContext)) for (const [name, value] of Object.entries(ADMIN_HEADERS)) responseHeaders.set(name, value);
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", cacheControl(request, responseStatusCode, responseHeaders, remixContext));
  const page = (
    <NonceProvider value={nonce}>
      {/* a render for the page cache notes the page's holes, in order (components/holes.tsx) */}
      <HoleCollectorContext.Provider value={loadContext.holes ?? null}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </HoleCollectorContext.Provider>
    </NonceProvider>
  );
  if (readWhole) return wholeDocument(page, responseStatusCode, responseHeaders, loadContext.documentEncoding ?? null);
  return streamedDocument(page, request, responseStatusCode, responseHeaders, nonce);
}

/**
 * The page in one synchronous pass, then compressed in one go for a client that takes it (the
 * page cache's own renders are not: it compresses what it stores). The loaders' data was read
 * before (readHandoffAtOnce), so nothing on the page suspends and React has no reason to come
 * back later: renderToPipeableStream starts its work on the next turn of the event loop
 * (setImmediate), and on a busy shop that turn waits behind everything else ready to run. The
 * HTML is the stream's, byte for byte but for the doctype React's stream writes itself. An error
 * thrown while rendering rejects, as a shell error does, and Remix renders the error boundary.
 */
async function wholeDocument(page: ReactElement, status: number, headers: Headers, encoding: "br" | "gzip" | null) {
  const html = Buffer.from(`<!DOCTYPE html>${renderToString(page)}`);
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (!encoding) return new Response(bytes(html), { headers, status });
  const compressed = await compressDocument(html, encoding);
  headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(compressed.length));
  return new Response(bytes(compressed), { headers, status });
}

/** A Buffer as the body it is (Node's Buffer is a Uint8Array; TypeScript's BodyInit does not say so). */
const bytes = (buffer: Buffer) => buffer as unknown as BodyInit;

/**
 * The page streamed as React writes it, when Remix handed no data stream to read first (every
 * document request does with single fetch, on in remix.config.js): crawlers get the
 * whole document at once (onAllReady), shoppers as soon as the shell is ready; the compression
 * middleware compresses it.
 */
function streamedDocument(page: ReactElement, request: Request, status: number, headers: Headers, nonce: string) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = new HtmlStream();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
