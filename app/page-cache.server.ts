import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync, gunzip, gunzipSync, gzip, inflateRawSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { formatConsent } from "~/lib/consent";
import { brotliOf } from "~/utils/document-compression.server";
import { isLocalePrefix } from "~/lib/route-table.js";
import { carriesSessionCookie, consentCookieHeader, consentOfHeader, COOKIE_NAMES } from "~/utils/cookies.server";

// The full-page cache for visitors without a session (DESIGN.md "Performance budgets"): the
// rendered public pages (home, category, product, brand, blog, CMS, search) kept in process,
// compressed once, answered without Remix. What may be kept is the app's decision, made where
// the page is rendered (entry.server.tsx): only an answer marked `Cache-Control: public`, with
// status 200 or 404 and no cookie, is stored. Everything else a visitor without a session asks
// for is rendered and streamed as usual, and a request carrying a session cookie never reaches
// the cache at all.
//
// A shopper with a session (a cart, an account) gets the same stored page with its holes filled
// (issue 31, components/holes.tsx): the header's account link and counts, a product page's heart,
// cart note and free-shipping hint. The page is stored with the anonymous default in each hole,
// found when it is stored; for a shopper the app renders each hole again with their state
// (entry.server.tsx `personalize`) and adds that state as a JSON block for the browser to hydrate
// from. Nothing personal is stored, and the key holds no session. The static parts are kept
// compressed as raw deflate ending on a sync flush, so a filled page is gzipped without
// compressing it again: header, parts and holes (small ones as stored blocks), an empty final
// block, the CRC and length.
//
// Security: a cached page must not carry a CSP nonce (it would be replayed to everyone), so the
// nonce attributes are removed when a page is stored and its inline scripts are allowed by their
// SHA-256 hashes instead: every answer from the cache gets the CSP of the request, with the
// hashes of that page in place of the request's nonce.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const deflateRawAsync = promisify(deflateRaw);

/**
 * A stored page. Kept compressed only (gzip and brotli, and a page with holes its deflated
 * parts): a 57 KB product page takes 45 KB instead of 102 KB, so PAGE_CACHE_MB holds twice the
 * pages. The rare client that takes neither encoding gets the gzip unpacked.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  gzip: Buffer;
  /**
   * null until a visitor who takes brotli asks for the page: a page rendered for a shopper with a
   * session is answered filled, in gzip, and its brotli (1.5–2 ms of a core) would be made for
   * nobody; the first visitor asking for it gets the gzip and the next the brotli (makeBrotli)
   */
  br: Buffer | null;
  etag: string;
  /** the CSP sources of the page's inline scripts: 'sha256-…' 'sha256-…' */
  scriptHashes: string;
  /** the catalogue and content version it was rendered from */
  version: number;
  storedAt: number;
  bytes: number;
  /** how a shopper's copy is made; null when the page has no holes or they could not be found */
  fill: PageFill | null;
}

export interface PageFill {
  /** the holes as the page rendered them (the app's RenderedHole; opaque here) */
  holes: unknown[];
  /**
   * the static parts around the holes and the state block after the last (holes + 2 of them),
   * each as raw deflate ending on a sync flush; with the CRC-32 and length of its bytes, from
   * which a filled page's gzip trailer is worked out without the bytes themselves
   */
  deflated: Buffer[];
  crcs: number[];
  sizes: number[];
}

/** What a page's holes need from the app: their anonymous HTML, and a shopper's filled copy. */
export interface HoleRenderer {
  /** each hole's HTML as the page holds it for a visitor without a session */
  anonymous: (holes: unknown[]) => string[];
  /**
   * the holes for the shopper of the request, then the state block; null: no shopper after all;
   * "outdated": the stored page says what no longer holds (a product's stock), so it is dropped
   */
  personalize: (request: Request, holes: unknown[]) => Promise<string[] | "outdated" | null>;
  /**
   * whether filling the page checks all it says that moves without the catalogue version (a
   * product page's stock): such a page is filled past the TTL, within its stale time, without
   * being rendered again; any other is rendered again meanwhile, as for a visitor without a session
   */
  checkedOnFill?: (holes: unknown[]) => boolean;
}

/** Entries bounded by their bytes; the least recently answered leaves first. */
export class PageStore {
  private entries = new Map<string, CachedPage>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get bytes() {
    return this.total;
  }
  get size() {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedPage) {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.evict();
  }

  /** A stored entry's brotli, made after it was stored: counted from now on (nothing, if the entry has left meanwhile). */
  addBrotli(key: string, entry: CachedPage, br: Buffer) {
    if (entry.br || this.entries.get(key) !== entry) return;
    entry.br = br;
    entry.bytes += br.length;
    this.total += br.length;
    this.evict();
  }

  private evict() {
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}

/** Whether an answer may be stored: public, 200 or 404, HTML, and setting no cookie. */
export function isStorable(response: Response) {
  return (
    (response.status === 200 || response.status === 404) &&
    !response.headers.has("Set-Cookie") &&
    /(^|,)\s*public\s*(,|$)/.test(response.headers.get("Cache-Control") ?? "") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a page's inline scripts (data blocks such as JSON-LD are not run). */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !type.includes("javascript")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

const KEPT_HEADERS = new Set(["content-type", "cache-control", "vary", "content-language", "x-robots-tag", "link"]);

/**
 * Where each hole's anonymous HTML stands in the page, in order, after `<body`; null when one is
 * missing (the page is then answered from the cache only to visitors without a session).
 */
export function locateHoles(html: string, templates: readonly string[]): [number, number][] | null {
  let from = html.indexOf("<body");
  if (from < 0) return null;
  const spans: [number, number][] = [];
  for (const template of templates) {
    const at = template ? html.indexOf(template, from) : -1;
    if (at < 0) return null;
    spans.push([at, at + template.length]);
    from = at + template.length;
  }
  return spans;
}

/**
 * Each part as raw deflate of its own, ending on a sync flush, so that it can be joined after
 * anything (the anonymous holes, a shopper's). A small part (most of them: the bits of header
 * between two counts) is compressed at once, in tens of microseconds; a large one on zlib's thread
 * pool, all of them at the same time. A zlib stream per part cost the event loop about 0.12 ms
 * each (setting up, scheduling, collecting: 0.9 ms for a product page's seven parts, 0.4 ms now),
 * and one stream flushed after each part, as cheap, waited for the busy event loop once per part.
 * An empty or tiny part (holes side by side) takes no zlib stream at all.
 */
export function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part) =>
      // between two holes side by side there is nothing, and a few bytes (a space, a closing tag)
      // go as they are: a zlib stream's setup alone cost the event loop 0.04–0.3 ms each, for
      // three empty parts and one of 13 bytes on a product page (ZTRACE timing in the server)
      part.length < TINY_PART_BYTES
        ? storedBlocks(part)
        : part.length < SMALL_PART_BYTES
          ? deflateRawSync(part, PART_DEFLATE)
          : deflateRawAsync(part, PART_DEFLATE),
    ),
  );
}

/**
 * The gzip level of a stored page and its parts: zlib's default. Level 9 made pages 0.4–1.1 %
 * smaller (57 KB product page: 13,961 bytes instead of 14,013; 102 KB category page: 20,020
 * instead of 20,244) at 1.35–1.7× the time (0.95 instead of 0.70 ms, 1.9 instead of 1.1 ms), and
 * with 2,000 products most product pages a sale day's shopper opens are rendered and stored for them.
 */
const STORED_LEVEL = 6;
const PART_DEFLATE = { level: STORED_LEVEL, finishFlush: constants.Z_SYNC_FLUSH };
/** a part under this is deflated on the event loop (see deflateParts) */
const SMALL_PART_BYTES = 4096;
/** a part under this goes as stored blocks, as it is (nothing at all when empty): deflate would save a few bytes at most */
const TINY_PART_BYTES = 64;
const HOLE_DEFLATE = { level: 6, finishFlush: constants.Z_SYNC_FLUSH };
/**
 * A hole smaller than this goes into the gzip as it is (stored blocks) rather than compressed: a
 * fresh zlib stream for each (its setup and memory, 10–20 µs, more than the bytes are worth) was
 * most of a filled page's compression time. A hole is a header link or a count, a few hundred
 * bytes; a larger one (the state block of a long wish list) is still compressed.
 */
const STORED_HOLE_BYTES = 1024;
/** the most a stored block holds (its length is 16 bits) */
const STORED_BLOCK_MAX = 0xffff;

/**
 * Bytes as raw deflate stored blocks, none final: each a byte-aligned header (BFINAL 0, BTYPE
 * 00), the length and its complement, then the bytes (RFC 1951 §3.2.4). The deflated part before
 * it ends on a sync flush, so on a byte boundary, as a stored block must start.
 */
export function storedBlocks(data: Buffer): Buffer {
  if (data.length === 0) return data;
  const count = Math.ceil(data.length / STORED_BLOCK_MAX);
  const out = Buffer.allocUnsafe(data.length + 5 * count);
  let at = 0;
  for (let from = 0; from < data.length; from += STORED_BLOCK_MAX) {
    const length = Math.min(STORED_BLOCK_MAX, data.length - from);
    out[at] = 0;
    out.writeUInt16LE(length, at + 1);
    out.writeUInt16LE(~length & 0xffff, at + 3);
    data.copy(out, at + 5, from, from + length);
    at += 5 + length;
  }
  return out;
}

/** The page split around its holes and after the last, each part compressed to be joined later. */
export async function pageFill(html: string, holes: unknown[], templates: readonly string[], body = Buffer.from(html, "utf8")): Promise<PageFill | null> {
  if (holes.length === 0 || templates.length !== holes.length) return null;
  const spans = locateHoles(html, templates);
  if (!spans) return null;
  // the state block goes right after the last hole: before the page's scripts, which may run before the document ends
  const last = spans[spans.length - 1][1];
  const cuts = [0, ...spans.flat(), last, last, html.length];
  // the parts are views of the page's bytes: each cut as a byte offset
  const offsets = [0];
  for (let i = 1; i < cuts.length; i++) offsets.push(offsets[i - 1] + Buffer.byteLength(html.slice(cuts[i - 1], cuts[i]), "utf8"));
  const parts: Buffer[] = [];
  for (let i = 0; i < cuts.length; i += 2) parts.push(body.subarray(offsets[i], offsets[i + 1]));
  return {
    holes,
    deflated: await deflateParts(parts),
    // zlib's crc32 of no bytes is 0, as a CRC of nothing is
    crcs: parts.map((part) => (part.length === 0 ? 0 : crc32(part))),
    sizes: parts.map((part) => part.length),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** an empty final block (fixed Huffman codes, end of block at once) */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A filled page: the static parts with `filled` between them, gzipped — or as it is, for the rare
 * client that takes no gzip (its parts unpacked from their deflate).
 */
export function joinFill(fill: PageFill, filled: readonly string[], gzipped: boolean): Buffer {
  const holes = filled.map((hole) => Buffer.from(hole, "utf8"));
  if (!gzipped) {
    const raw: Buffer[] = [];
    fill.deflated.forEach((part, i) => {
      raw.push(inflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));
      if (i < holes.length) raw.push(holes[i]);
    });
    return Buffer.concat(raw);
  }
  const compressed: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  fill.deflated.forEach((part, i) => {
    compressed.push(part);
    crc = crc32Combine(crc, fill.crcs[i], fill.sizes[i]);
    length += fill.sizes[i];
    if (i >= holes.length) return;
    const hole = holes[i];
    compressed.push(hole.length < STORED_HOLE_BYTES ? storedBlocks(hole) : deflateRawSync(hole, HOLE_DEFLATE));
    // zlib's crc32 of no bytes starts over at 0 (its way of asking for the initial value)
    if (hole.length > 0) crc = crc32(hole, crc);
    length += hole.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  compressed.push(FINAL_BLOCK, trailer);
  return Buffer.concat(compressed);
}

// CRC-32 arithmetic modulo its polynomial (zlib's crc32.c, multmodp and x2nmodp), for
// crc32Combine: the CRC of two byte runs one after the other, from the CRC of each and the
// length of the second, without reading either again.
const CRC_POLY = 0xedb88320;
/** a·b modulo the CRC polynomial (bit-reflected, as the CRC is) */
function multModP(a: number, b: number) {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p = (p ^ b) >>> 0;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? ((b >>> 1) ^ CRC_POLY) >>> 0 : b >>> 1;
  }
  return p;
}
/** x^(2^n) modulo the polynomial, n = 0..31 */
const X2N_TABLE = (() => {
  const table: number[] = [];
  let p = 1 << 30; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) table.push((p = multModP(p, p)));
  return table;
})();
/** x^(n·2^k) modulo the polynomial */
function x2nModP(n: number, k: number) {
  let p = 0x80000000; // x^0
  while (n > 0) {
    if (n % 2 === 1) p = multModP(X2N_TABLE[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}
/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number) {
  return (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

/**
 * A rendered answer as it is stored: without its nonce, gzipped (and with `brotli`, as the
 * visitor it was rendered for takes it, in brotli too), with an ETag.
 */
export async function toCachedPage(
  response: Response,
  nonce: string,
  version: number,
  now = Date.now(),
  holes?: { rendered: unknown[]; renderer: HoleRenderer },
  brotli = true,
): Promise<CachedPage | null> {
  const html = await response.text();
  const stripped = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  // a nonce left anywhere else (an unexpected attribute form) must not be replayed
  if (nonce && stripped.includes(nonce)) return null;
  const body = Buffer.from(stripped, "utf8");
  const templates = holes && holes.rendered.length > 0 ? holes.renderer.anonymous(holes.rendered) : null;
  const [fill, br] = await Promise.all([holes && templates ? pageFill(stripped, holes.rendered, templates, body) : null, brotli ? storedBrotli(body) : null]);
  // a page with holes is compressed once: its gzip is its deflated parts joined around the
  // anonymous holes (and no state block), as a shopper's copy is joined around theirs
  const gzipped = fill && templates ? joinFill(fill, [...templates, ""], true) : await gzipAsync(body, { level: STORED_LEVEL });
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (KEPT_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    gzip: gzipped,
    br,
    etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptHashes: inlineScriptHashes(stripped),
    version,
    storedAt: now,
    bytes: gzipped.length + (br?.length ?? 0) + 512 + (fill ? fill.deflated.reduce((sum, part) => sum + part.length, 0) : 0),
    fill,
  };
}

/**
 * A stored page's brotli. Quality 6 is within 0.5 % of 9 and 11 on a 50 KB page, in 2 ms instead
 * of 100–180 ms that the request which renders the page (a crawler's first visit) would wait for.
 */
const storedBrotli = (body: Buffer) => brotliOf(body, 6);

/** The cache key's query: parameters sorted by name (values keep their order), so ?b&a is ?a&b. */
export function normalizedQuery(search: string) {
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return query ? `?${query}` : "";
}

const TOKEN_PARAMS = Object.values(COOKIE_NAMES);

/**
 * What the cache may do for a request: answer a page asked for without a session from the store
 * ("anonymous"), fill a stored page's holes for a shopper with one ("fill"), or nothing (null).
 * Worked out once per request: it is on the path of every answer from the cache.
 */
export function requestKind(req: ExpressRequest): "anonymous" | "fill" | null {
  if (!isPageRequest(req)) return null;
  return carriesSessionCookie(req.headers.cookie) ? "fill" : "anonymous";
}

/** Whether a request may be answered from the cache: a page (not a file, the API or images) asked for without a session. */
export function isCandidate(req: ExpressRequest) {
  return requestKind(req) === "anonymous";
}

/** A page (not a file, the API or images) asked for with GET or HEAD, and no token link in it. */
function isPageRequest(req: ExpressRequest) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.path;
  if (/\.[^/]+$/.test(path) || /^\/(api|images|sitemaps|builds)\//.test(path)) return false;
  try {
    decodeURIComponent(path);
  } catch {
    return false; // a malformed path is refused (400) where it is routed, not cached
  }
  // read as Remix reads it (URLSearchParams), not through Express's query parser, which the server turns off
  const search = req.originalUrl.split("?")[1];
  if (!search) return true;
  const params = new URLSearchParams(search);
  return !TOKEN_PARAMS.some((name) => params.has(name));
}

export interface PageCacheOptions {
  /** Remix's handler (build + load context): renders one request, noting its holes as it renders */
  render: (request: Request, nonce: string, req: ExpressRequest) => Promise<{ response: Response; holes: unknown[] }>;
  /** the app's holes: found in a stored page, filled for a shopper */
  holes: HoleRenderer;
  /** whether the path is one of the public pages (a request for any other, with a session or without, is left to Remix) */
  isPublicPage: (req: ExpressRequest) => boolean;
  /** the catalogue and content version pages are rendered from now; null: not known yet (nothing is stored) */
  version: () => number | null;
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  onError: (error: unknown) => void;
  /**
   * What the headers set in front of Remix are worked out from (server.ts: the storefront list,
   * whose public keys the CSP names), by identity: `of` the one a request's headers were set
   * from, `current` the one in force now. Headers set from one no longer current are not taken,
   * and taken ones are not used once it moved on: a request that passed the security headers
   * before a settings save and reaches the renderer after it must not give every stored page the
   * old CSP. Without it, the latest render's headers are used.
   */
  shellSource?: { of: (res: ExpressResponse) => unknown; current: () => unknown };
}

type State = "HIT" | "MISS" | "STALE" | "FILLED";

export function createPageCache(options: PageCacheOptions) {
  const store = new PageStore(options.maxBytes);
  /** renders under way, by key: a second request for the key waits for the first */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const stats = { hits: 0, misses: 0, stale: 0, filled: 0 };

  function keyOf(req: ExpressRequest, consent: string) {
    // everything a public page may depend on: the storefront (host and path), the query, the
    // consent choice, and the scheme and port of its absolute URLs
    const proto = req.get("x-forwarded-proto") ?? "";
    return `${req.hostname.toLowerCase()}\n${req.path}${normalizedQuery(req.originalUrl.split("?")[1] ?? "")}\n${consent}\n${proto}:${req.socket.localPort ?? ""}`;
  }

  /** The request Remix renders for the cache: the visitor's request with no cookie but the consent choice. */
  function renderRequest(req: ExpressRequest, consent: string): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || ["cookie", "if-none-match", "if-modified-since"].includes(name)) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    if (consent) headers.set("Cookie", consentCookieHeader(consent));
    return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? req.hostname}`).href, { method: "GET", headers });
  }

  /**
   * Renders a key once; resolves with the stored page, or null when the answer may not be
   * stored (then handed to `unstorable`, if given, to be streamed to its own request).
   */
  function renderOnce(key: string, req: ExpressRequest, consent: string, version: number, nonce: string, unstorable?: (response: Response) => Promise<void>) {
    let pending = rendering.get(key);
    if (pending) return { pending, first: false };
    pending = options
      .render(renderRequest(req, consent), nonce, req)
      .then(async ({ response, holes }) => {
        if (!isStorable(response)) {
          await (unstorable ? unstorable(response) : response.body?.cancel());
          return null;
        }
        // brotli at once for a visitor without a session (answered the stored page, in brotli if
        // they take it); for a shopper's render, once someone asks for it (makeBrotli)
        const page = await toCachedPage(response, nonce, version, Date.now(), { rendered: holes, renderer: options.holes }, isCandidate(req));
        if (page) store.set(key, page);
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return { pending, first: true };
  }

  /**
   * The headers the middleware in front of Remix (helmet) gives every page, taken from the latest
   * page that reached the renderer, the CSP's nonce left as a slot: a cached page is answered
   * before that middleware runs, with its own script hashes in the slot. Taken again at every
   * render, as the CSP follows the storefronts' public keys (README "Shop settings"): a page
   * rendered after a change is answered with it, and so is every cached page from then on. Not
   * the request's own id (server.ts gives every answer its own). Kept per storefront (its host and
   * locale prefix): the CSP names that storefront's public keys, never another's. Bounded: a Host
   * header is the client's to choose. Tied to what they were worked out from (shellSource): a
   * request that got its headers before a settings save and reaches the renderer after it is not
   * "the latest", and headers kept from before the save are not used after it.
   */
  const shells = new Map<string, { headers: [string, string][]; source: unknown }>();
  const NONCE_SLOT = "\u0000scripts\u0000";

  function shellKey(req: ExpressRequest) {
    const first = req.path.split("/")[1] ?? "";
    return `${req.hostname.toLowerCase()}\n${isLocalePrefix(first) ? first : ""}`;
  }

  function shellHeadersOf(req: ExpressRequest) {
    const shell = shells.get(shellKey(req));
    if (!shell || (options.shellSource && shell.source !== options.shellSource.current())) return null;
    return shell.headers;
  }

  function captureShellHeaders(req: ExpressRequest, res: ExpressResponse) {
    const nonce = res.locals.cspNonce as string | undefined;
    if (!nonce) return;
    const source = options.shellSource?.of(res);
    if (options.shellSource && source !== options.shellSource.current()) return;
    if (shells.size >= 200) shells.clear();
    const shellHeaders = Object.entries(res.getHeaders())
      .filter(([name]) => !["content-type", "content-length", "vary", "set-cookie", "x-request-id"].includes(name))
      .map(([name, value]): [string, string] => [name, String(value).replace(`'nonce-${nonce}'`, NONCE_SLOT)]);
    shells.set(shellKey(req), { headers: shellHeaders, source });
  }

  /** brotli being made, by page: once each */
  const brotliUnderWay = new WeakSet<CachedPage>();

  /** A stored page's brotli, made from its gzip off the event loop and kept with it. */
  function makeBrotli(key: string, page: CachedPage) {
    if (brotliUnderWay.has(page)) return;
    brotliUnderWay.add(page);
    gunzipAsync(page.gzip)
      .then(storedBrotli)
      .then((br) => store.addBrotli(key, page, br))
      .catch(options.onError);
  }

  function send(req: ExpressRequest, res: ExpressResponse, key: string, page: CachedPage, state: State, shellHeaders = shellHeadersOf(req)) {
    res.status(page.status);
    for (const [name, value] of shellHeaders ?? []) res.setHeader(name, value.replace(NONCE_SLOT, page.scriptHashes));
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", state);
    res.vary("Accept-Encoding");
    res.setHeader("ETag", page.etag);
    res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
    if (
      page.status === 200 &&
      req
        .get("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim() === page.etag)
    ) {
      res.status(304).end();
      return;
    }
    let encoding = req.acceptsEncodings("br", "gzip", "identity");
    if (encoding === "br" && !page.br) {
      // made now for the next visitor; this one gets what else it takes
      makeBrotli(key, page);
      encoding = req.acceptsEncodings("gzip", "identity");
    }
    const body = encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  async function streamResponse(res: ExpressResponse, response: Response) {
    res.status(response.status);
    response.headers.forEach((value, name) => res.append(name, value));
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  }

  interface Lookup {
    version: number;
    consent: string;
    key: string;
    entry: CachedPage | undefined;
  }

  function lookup(req: ExpressRequest): Lookup | null {
    const version = options.version();
    if (version === null) return null;
    const consentValue = consentOfHeader(req.headers.cookie);
    const consent = consentValue ? formatConsent(consentValue) : "";
    const key = keyOf(req, consent);
    const entry = store.get(key);
    if (entry && entry.version !== version) store.delete(key);
    return { version, consent, key, entry: entry?.version === version ? entry : undefined };
  }

  /** A stored page, fresh or within its stale time (then rendered again by one request): answered; else false. */
  function answerStored(req: ExpressRequest, res: ExpressResponse, { version, consent, key, entry }: Lookup) {
    const shellHeaders = entry ? shellHeadersOf(req) : null;
    if (!entry || !shellHeaders) return false;
    const age = Date.now() - entry.storedAt;
    if (age < options.ttlMs) {
      stats.hits++;
      send(req, res, key, entry, "HIT", shellHeaders);
      return true;
    }
    if (age < options.ttlMs + options.staleMs) {
      stats.stale++;
      // one request renders it again meanwhile; a failure keeps the stale page until it expires
      renderOnce(key, req, consent, version, randomBytes(16).toString("base64")).pending.catch(options.onError);
      send(req, res, key, entry, "STALE", shellHeaders);
      return true;
    }
    store.delete(key);
    return false;
  }

  /** The request the app reads the shopper from: the page's address and the visitor's cookie. */
  function shopperRequest(req: ExpressRequest): Request | null {
    try {
      const host = req.hostname.includes(":") ? `[${req.hostname}]` : req.hostname;
      return new Request(new URL(req.originalUrl, `http://${host}`).href, { headers: { cookie: req.headers.cookie ?? "" } });
    } catch {
      return null;
    }
  }

  /** A stored page with its holes filled for the shopper of `req`; false when it cannot be (Remix renders it then). */
  async function sendFilled(req: ExpressRequest, res: ExpressResponse, key: string, page: CachedPage): Promise<boolean> {
    const shellHeaders = shellHeadersOf(req);
    const request = page.fill && shellHeaders ? shopperRequest(req) : null;
    if (!page.fill || !request) return false;
    const filled = await options.holes.personalize(request, page.fill.holes);
    if (filled === "outdated") {
      // rendered again by the next request that asks for it (the renderer's, when this one goes on to it)
      if (store.get(key) === page) store.delete(key);
      return false;
    }
    if (!filled || filled.length !== page.fill.deflated.length - 1) return false;
    stats.filled++;
    res.status(page.status);
    for (const [name, value] of shellHeaders ?? []) res.setHeader(name, value.replace(NONCE_SLOT, page.scriptHashes));
    for (const [name, value] of page.headers) if (name.toLowerCase() !== "cache-control") res.setHeader(name, value);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Cache", "FILLED");
    res.vary("Accept-Encoding");
    const gzipped = req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = joinFill(page.fill, filled, gzipped);
    if (gzipped) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return true;
  }

  /** A shopper's request: the stored page filled for them, rendered for the cache first when it is not stored. */
  async function fill(req: ExpressRequest, res: ExpressResponse, next: NextFunction, renderMissing: boolean) {
    const found = lookup(req);
    if (!found) return next();
    if (renderMissing) captureShellHeaders(req, res);
    const { key, consent, version, entry } = found;
    const age = entry ? Date.now() - entry.storedAt : Infinity;
    let page = age < options.ttlMs + options.staleMs ? entry : undefined;
    // a page whose filling checks all it says (a product page's stock) is not rendered again for its age
    const checked = (stored: CachedPage) => (stored.fill ? (options.holes.checkedOnFill?.(stored.fill.holes) ?? false) : false);
    if (page && age >= options.ttlMs && !checked(page))
      renderOnce(key, req, consent, version, randomBytes(16).toString("base64")).pending.catch(options.onError);
    if (!page) {
      if (!renderMissing || !options.isPublicPage(req)) return next();
      page = (await renderOnce(key, req, consent, version, res.locals.cspNonce as string).pending) ?? undefined;
    }
    if (!page || !(await sendFilled(req, res, key, page))) next();
  }

  async function render(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const found = lookup(req);
    if (!found) return next();
    captureShellHeaders(req, res);
    if (answerStored(req, res, found)) return;
    stats.misses++;
    // the first request renders with its own nonce: an answer that may not be stored is then
    // streamed to it as Remix rendered it, under the CSP already set for it
    const { key, consent, version } = found;
    const { pending, first } = renderOnce(key, req, consent, version, res.locals.cspNonce as string, (response) => streamResponse(res, response));
    const page = await pending;
    if (page) return send(req, res, key, page, first ? "MISS" : "HIT");
    // another request's answer could not be stored: this one is rendered on its own
    if (!first) next();
  }

  return {
    store,
    stats,
    /** In front of everything but the request log: answers stored pages (HIT, STALE). */
    serve(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      const kind = requestKind(req);
      if (kind === "fill") return void fill(req, res, next, false).catch(next);
      if (kind !== "anonymous") return next();
      const found = lookup(req);
      if (!found || !answerStored(req, res, found)) next();
    },
    /** Just before Remix, after the security headers: renders what is not stored, and stores it when it may. */
    render(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      const kind = requestKind(req);
      if (kind === "fill") return void fill(req, res, next, true).catch(next);
      // a page that is not public (cart, sign-in, checkout) is never stored: Remix renders it as it is
      if (kind !== "anonymous" || !options.isPublicPage(req)) return next();
      render(req, res, next).catch(next);
    },
  };
}
