import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, constants, crc32, createGunzip, gunzipSync, inflateRawSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createPageCache,
  crc32Combine,
  deflateParts,
  inlineScriptHashes,
  isStorable,
  joinFill,
  normalizedQuery,
  pageFill,
  PageStore,
  storedBlocks,
  toCachedPage,
} from "./page-cache.server";

// The page cache's rules, with a stand-in for Remix's renderer (the pages themselves are
// checked against the real shop in tests/integration/page-cache.test.ts).

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const html = (text: string, nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body>${text}<script type="application/ld+json">{"a":1}</script><script nonce="${nonce}" type="module">import "/build/a.js";</script></body></html>`;

const ANONYMOUS_HOLE = '<a data-hole="cart">0</a>';

interface Rendered {
  status?: number;
  headers?: Record<string, string>;
  text?: string;
  delayMs?: number;
}

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))));

async function shop(
  answer: (n: number) => Rendered,
  options: {
    ttlMs?: number;
    staleMs?: number;
    maxBytes?: number;
    version?: () => number;
    scriptSources?: () => string;
    publicPage?: boolean;
    /** how long a request waits between its security headers and the renderer */
    headersToRender?: (path: string) => number;
    /** whether a stored page says what no longer holds (a product's stock) */
    outdated?: () => boolean;
    /** whether filling a page checks all it says that moves without the version (a product page's stock) */
    checkedOnFill?: boolean;
  } = {},
) {
  let renders = 0;
  const cache = createPageCache({
    render: async (_request, nonce) => {
      const n = ++renders;
      const a = answer(n);
      if (a.delayMs) await new Promise((resolve) => setTimeout(resolve, a.delayMs));
      const response = new Response(html(a.text ?? `render ${n}`, nonce), {
        status: a.status ?? 200,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC, ...a.headers },
      });
      // a page with a cart count in it is a page with a hole (components/holes.tsx)
      return { response, holes: (a.text ?? "").includes(ANONYMOUS_HOLE) ? [{ kind: "cart" }] : [] };
    },
    holes: {
      anonymous: (holes) => holes.map(() => ANONYMOUS_HOLE),
      // the shopper's token is their cart count here; a token "gone" no longer resolves
      personalize: (request, holes) => {
        const token = /guest_token=(\w+)/.exec(request.headers.get("cookie") ?? "")?.[1];
        if (options.outdated?.()) return Promise.resolve("outdated" as const);
        if (!token || token === "gone") return Promise.resolve(null);
        return Promise.resolve([
          ...holes.map(() => `<a data-hole="cart">${token}</a>`),
          `<script type="application/json" id="personal-state">{"cartCount":"${token}"}</script>`,
        ]);
      },
      checkedOnFill: () => options.checkedOnFill ?? false,
    },
    isPublicPage: () => options.publicPage ?? true,
    version: options.version ?? (() => 1),
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 60_000,
    staleMs: options.staleMs ?? 300_000,
    onError: () => undefined,
    // the CSP's third parties stand for the storefront list the headers are worked out from
    shellSource: { of: (res) => res.locals.sources, current: () => options.scriptSources?.() },
  });
  const app = express();
  // as server.ts has it: nothing reads Express's parse of the query
  app.set("query parser", false);
  app.use(cache.serve);
  app.use((req, res, next) => {
    res.locals.cspNonce = `n${Math.random().toString(36).slice(2)}`;
    res.locals.sources = options.scriptSources?.();
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${res.locals.cspNonce}'${options.scriptSources ? ` ${options.scriptSources()}` : ""}`);
    setTimeout(next, options.headersToRender?.(req.path) ?? 0);
  });
  app.use(cache.render);
  app.use((_req, res) => void res.status(299).send("not from the cache"));
  const server = createServer(app).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const head = (path: string) => fetch(base + path, { method: "HEAD" });
  return { get, head, cache, renders: () => renders };
}

describe("the page cache", () => {
  it("answers a public page once rendered, with its ETag, 304 on a match, and the same page in gzip and brotli", async () => {
    const { get, renders } = await shop(() => ({}));
    const first = await get("/p");
    expect([first.status, first.headers.get("x-cache")]).toEqual([200, "MISS"]);
    const second = await get("/p");
    expect([second.status, second.headers.get("x-cache"), second.text]).toEqual([200, "HIT", first.text]);
    expect(renders()).toBe(1);
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const notModified = await get("/p", { "If-None-Match": etag });
    expect([notModified.status, notModified.text]).toEqual([304, ""]);

    const { cache } = await shop(() => ({}));
    void cache;
    const page = await toCachedPage(new Response(html("x", "abc"), { headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC } }), "abc", 1);
    // as rendered, without its nonce
    const stored = (text: string) => html(text, "abc").replaceAll(' nonce="abc"', "");
    expect(gunzipSync(page!.gzip).toString()).toBe(stored("x"));
    expect(brotliDecompressSync(page!.br!).toString()).toBe(stored("x"));
    // a page with holes: its gzip is joined from its deflated parts, and is the same page
    const renderer = { anonymous: (holes: unknown[]) => holes.map(() => ANONYMOUS_HOLE), personalize: () => Promise.resolve(null) };
    const holed = await toCachedPage(
      new Response(html(`<p>čaj ${ANONYMOUS_HOLE} ž</p>`, "abc"), { headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC } }),
      "abc",
      1,
      Date.now(),
      { rendered: [{ kind: "cart" }], renderer },
    );
    expect(holed!.fill).not.toBeNull();
    expect(gunzipSync(holed!.gzip).toString()).toBe(stored(`<p>čaj ${ANONYMOUS_HOLE} ž</p>`));
    // kept compressed only: its gzip, brotli and deflated parts, not the page's bytes as well
    expect(Object.values(holed!).filter((value) => Buffer.isBuffer(value))).toEqual([holed!.gzip, holed!.br]);
    expect(holed!.bytes).toBeLessThan(holed!.gzip.length + holed!.br!.length + holed!.fill!.deflated.reduce((sum, part) => sum + part.length, 0) + 1024);
  });

  it("stores no nonce: a cached page's inline scripts are allowed by their hashes, and each answer's CSP has no nonce of another", async () => {
    const { get } = await shop(() => ({}));
    await get("/p");
    const a = await get("/p");
    const b = await get("/p");
    expect(a.text).not.toContain("nonce=");
    expect(a.headers.get("content-security-policy")).not.toContain("'nonce-");
    const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    for (const answer of [a, b]) {
      expect(answer.headers.get("content-security-policy")).toContain(hash("window.x=1"));
      expect(answer.headers.get("content-security-policy")).toContain(hash('import "/build/a.js";'));
      // a JSON data block is not a script the CSP governs
      expect(answer.headers.get("content-security-policy")).not.toContain(hash('{"a":1}'));
    }
  });

  it("answers cached pages with the CSP of the latest render: a changed third party (a storefront's public key) reaches them", async () => {
    let sources = "https://a.example";
    let version = 1;
    const { get } = await shop(() => ({}), { version: () => version, scriptSources: () => sources });
    await get("/p");
    expect((await get("/p")).headers.get("content-security-policy")).toContain("https://a.example");
    // the settings change the third parties and move the version: the page is rendered again
    sources = "https://b.example";
    version = 2;
    expect((await get("/p")).headers.get("x-cache")).toBe("MISS");
    const hit = await get("/p");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-security-policy")).toContain("https://b.example");
    expect(hit.headers.get("content-security-policy")).not.toContain("https://a.example");
  });

  it("keeps the CSP of a render after a settings change when a request that got its headers before the change reaches the renderer later", async () => {
    let sources = "https://a.example";
    let version = 1;
    const { get } = await shop(() => ({}), { version: () => version, scriptSources: () => sources, headersToRender: (p) => (p === "/slow" ? 300 : 0) });
    await get("/p");
    // a request gets its headers (the old third party), then waits before the renderer …
    const slow = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // … while the settings change: the page is rendered again with the new CSP
    sources = "https://b.example";
    version = 2;
    expect((await get("/p")).headers.get("x-cache")).toBe("MISS");
    // the late request is answered with the page as stored, and its old headers are not the
    // stored pages' from now on
    expect((await slow).headers.get("content-security-policy")).toContain("https://b.example");
    const hit = await get("/p");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-security-policy")).toContain("https://b.example");
    expect(hit.headers.get("content-security-policy")).not.toContain("https://a.example");
  });

  it("never stores an answer that sets a cookie, is not public, or is neither 200 nor 404; those are streamed as rendered", async () => {
    const unstorable: Rendered[] = [
      { headers: { "Set-Cookie": "x=1" } },
      { headers: { "Cache-Control": "private, no-store" } },
      { status: 500 },
      { status: 302 },
    ];
    for (const rendered of unstorable) {
      const { get, renders } = await shop(() => rendered);
      const first = await get("/p");
      const second = await get("/p");
      expect(first.headers.get("x-cache"), JSON.stringify(rendered)).toBeNull();
      expect(second.headers.get("x-cache")).toBeNull();
      expect(renders()).toBe(2);
    }
    const { get } = await shop(() => ({ status: 404 }));
    await get("/missing");
    expect((await get("/missing")).headers.get("x-cache")).toBe("HIT");
  });

  it("a request with a session cookie or a token link never reaches the cache", async () => {
    const { get, renders } = await shop(() => ({}));
    await get("/p");
    for (const headers of [{ Cookie: "guest_token=abc" }, { Cookie: "consent=1; auth_token=abc" }]) {
      const answer = await get("/p", headers);
      expect(answer.status).toBe(299);
    }
    // the token link's parameter wherever it stands, its name written out or percent-encoded, as Remix reads it
    for (const path of ["/p?auth_token=abc", "/p?a=1&guest_token=abc", "/p?auth%5Ftoken=abc"]) expect((await get(path)).status, path).toBe(299);
    expect((await get("/p?a=1")).status).toBe(200);
    expect(renders()).toBe(2);
  });

  it("two requests for one page at once render it once", async () => {
    const { get, renders } = await shop(() => ({ delayMs: 200 }));
    const answers = await Promise.all([get("/p"), get("/p"), get("/p")]);
    expect(renders()).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  });

  it("after its TTL a page is answered STALE while one request renders it again; a moved version renders at once", async () => {
    let version = 1;
    const { get, renders } = await shop(() => ({ delayMs: 50 }), { ttlMs: 100, staleMs: 10_000, version: () => version });
    const first = await get("/p");
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [a, b] = await Promise.all([get("/p"), get("/p")]);
    expect([a.headers.get("x-cache"), b.headers.get("x-cache")]).toEqual(["STALE", "STALE"]);
    expect(a.text).toBe(first.text);
    // the one render in the background ends in about 50 ms (longer on a busy machine): until then
    // the page is answered STALE, then HIT with the new render
    const fresh = await vi.waitFor(
      async () => {
        const answer = await get("/p");
        expect(answer.headers.get("x-cache")).toBe("HIT");
        return answer;
      },
      { timeout: 5_000, interval: 10 },
    );
    expect(renders()).toBe(2);
    expect(fresh.text).toContain("render 2");

    version = 2;
    const moved = await get("/p");
    expect([moved.headers.get("x-cache"), moved.text]).toEqual(["MISS", expect.stringContaining("render 3")]);
  });

  it("keys by host, path, sorted query and consent; a HEAD gets the headers only", async () => {
    const { get, head: fetchHead, renders } = await shop(() => ({}));
    await get("/p?b=2&a=1");
    expect((await get("/p?a=1&b=2")).headers.get("x-cache")).toBe("HIT");
    expect((await get("/p?a=1")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/p?a=1&b=2", { Cookie: "consent=functional:1,statistics:1" })).headers.get("x-cache")).toBe("MISS");
    expect((await get("/p?a=1&b=2", { Cookie: "consent=%E0%A4%A" })).headers.get("x-cache")).toBe("HIT");
    expect(renders()).toBe(3);
    const head = await fetchHead("/p?a=1");
    expect([head.status, head.headers.get("x-cache"), head.headers.get("content-length") !== "0"]).toEqual([200, "HIT", true]);
    expect(normalizedQuery("b=2&a=1&a=0")).toBe("?a=1&a=0&b=2");
  });

  it("is bounded by bytes, the least recently answered page leaving first", () => {
    const store = new PageStore(3000);
    const page = (bytes: number) => ({ bytes }) as Parameters<PageStore["set"]>[1];
    store.set("a", page(1000));
    store.set("b", page(1000));
    store.get("a");
    store.set("c", page(1500));
    expect([store.get("a") !== undefined, store.get("b") !== undefined, store.get("c") !== undefined]).toEqual([true, false, true]);
    expect(store.bytes).toBeLessThanOrEqual(3000);
    store.set("huge", page(5000));
    expect(store.get("huge")).toBeUndefined();
  });

  it("isStorable and inlineScriptHashes read what a browser would", () => {
    const answer = (status: number, headers: Record<string, string>) => new Response("", { status, headers: { "Content-Type": "text/html", ...headers } });
    expect(isStorable(answer(200, { "Cache-Control": PUBLIC }))).toBe(true);
    expect(isStorable(answer(200, { "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isStorable(answer(200, { "Cache-Control": "no-cache, public-ish" }))).toBe(false);
    expect(inlineScriptHashes('<script src="/a.js"></script><script>1</script><script type="text/javascript">2</script>').split(" ")).toHaveLength(2);
  });
});

describe("holes filled for a shopper with a session (issue 31)", () => {
  const page = `<!DOCTYPE html><html><head><title>t</title></head><body><header>${ANONYMOUS_HOLE} and <b data-hole="x">č</b></header><main>ž</main></body></html><script>late()</script>`;

  it("splits a page around its holes, and joins it again as it is and gzipped to the same bytes", async () => {
    const fill = (await pageFill(page, [{}, {}], [ANONYMOUS_HOLE, '<b data-hole="x">č</b>']))!;
    const parts = [
      "<!DOCTYPE html><html><head><title>t</title></head><body><header>",
      " and ",
      "",
      "</header><main>ž</main></body></html><script>late()</script>",
    ].map((part) => Buffer.from(part, "utf8"));
    expect(fill.deflated.map((part) => inflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }).toString())).toEqual(parts.map(String));
    expect(fill.sizes).toEqual(parts.map((part) => part.length));
    expect(fill.crcs).toEqual(parts.map((part) => crc32(part)));
    const filled = ['<a data-hole="cart">3</a>', '<b data-hole="x">đ</b>', '<script type="application/json">{"a":"<"}</script>'];
    const expected = `<!DOCTYPE html><html><head><title>t</title></head><body><header>${filled[0]} and ${filled[1]}${filled[2]}</header><main>ž</main></body></html><script>late()</script>`;
    expect(joinFill(fill, filled, false).toString()).toBe(expected);
    expect(gunzipSync(joinFill(fill, filled, true)).toString()).toBe(expected);
  });

  it("deflates each part on its own, small ones at once and large ones on zlib's threads: none refers back to the part before", async () => {
    // the second part repeats the first: a compressor that kept its history would point back at it;
    // the empty and one-byte parts are small, the others large
    const repeated = '<li class="card">Lumera čaj</li>'.repeat(400);
    const parts = [repeated, repeated, "", "x", "ž".repeat(70_000)].map((part) => Buffer.from(part, "utf8"));
    const deflated = await deflateParts(parts);
    expect(deflated).toHaveLength(parts.length);
    for (const [i, part] of deflated.entries()) expect(inflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }).equals(parts[i]), `part ${i}`).toBe(true);
    // joined in another order, with other bytes between them, they are still one valid stream
    const joined = Buffer.concat([deflated[1], storedBlocks(Buffer.from("hole")), deflated[0], deflated[3]]);
    expect(inflateRawSync(joined, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(`${repeated}hole${repeated}x`);
    // and compressed: the repeat is not stored as it is
    expect(deflated[1].length).toBeLessThan(parts[1].length / 10);
    // nothing between two holes is nothing in the stream; a byte or two go as they are
    expect(deflated[2].length).toBe(0);
    expect(deflated[3]).toEqual(storedBlocks(parts[3]));
  });

  it("works out the CRC-32 of two runs from theirs, as zlib's crc32_combine does", () => {
    const runs = ["", "a", "Lumera čaj ", "ž".repeat(70_000), "<main>".repeat(3001)].map((run) => Buffer.from(run, "utf8"));
    for (const a of runs)
      for (const b of runs) expect(crc32Combine(crc32(a), crc32(b), b.length), `${a.length}+${b.length}`).toBe(crc32(Buffer.concat([a, b])));
  });

  it("joins holes of every size: small ones stored as they are, large ones compressed, to a gzip any reader takes", async () => {
    const fill = (await pageFill(page, [{}, {}], [ANONYMOUS_HOLE, '<b data-hole="x">č</b>']))!;
    for (const sizes of [
      [0, 0, 0],
      [1, 1023, 1024],
      [70_000, 5, 140_000],
    ]) {
      const filled = sizes.map((size, i) => "žab".repeat(Math.ceil(size / 4)).slice(0, size) + String(i));
      const expected = joinFill(fill, filled, false);
      expect(gunzipSync(joinFill(fill, filled, true)).equals(expected), sizes.join()).toBe(true);
      // zlib's own streaming reader, chunk by chunk, as a browser reads it
      const reader = createGunzip();
      const chunks: Buffer[] = [];
      reader.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = new Promise((resolve) => reader.on("end", resolve));
      const gzipped = joinFill(fill, filled, true);
      for (let at = 0; at < gzipped.length; at += 7) reader.write(gzipped.subarray(at, at + 7));
      reader.end();
      await done;
      expect(Buffer.concat(chunks).equals(expected)).toBe(true);
    }
    // a small hole costs its bytes and 5 more, no compressor
    expect(storedBlocks(Buffer.from("abc"))).toEqual(Buffer.from([0, 3, 0, 0xfc, 0xff, 0x61, 0x62, 0x63]));
    expect(storedBlocks(Buffer.alloc(0))).toHaveLength(0);
  });

  it("a hole not found where the page should hold it: the page is not filled", async () => {
    expect(await pageFill(page, [{}], ['<a data-hole="cart">1</a>'])).toBeNull();
    // holes are looked for in order: the second before the first is not found
    expect(await pageFill(page, [{}, {}], ['<b data-hole="x">č</b>', ANONYMOUS_HOLE])).toBeNull();
    expect(await pageFill(page, [], [])).toBeNull();
  });

  it("a shopper gets the stored page with their holes, private; the anonymous copy stays anonymous; one render for both", async () => {
    const { get, renders } = await shop(() => ({ text: `<p>page</p>${ANONYMOUS_HOLE}` }));
    const mine = await get("/p", { Cookie: "guest_token=7" });
    expect([mine.status, mine.headers.get("x-cache"), mine.headers.get("cache-control")]).toEqual([200, "FILLED", "private, no-store"]);
    expect(mine.text).toContain('<a data-hole="cart">7</a><script type="application/json" id="personal-state">{"cartCount":"7"}</script>');
    expect(mine.text).not.toContain(ANONYMOUS_HOLE);
    expect(mine.headers.get("etag")).toBeNull();
    const anonymous = await get("/p");
    expect([anonymous.headers.get("x-cache"), anonymous.text.includes(ANONYMOUS_HOLE), anonymous.text.includes("personal-state")]).toEqual([
      "HIT",
      true,
      false,
    ]);
    const theirs = await get("/p", { Cookie: "guest_token=9" });
    expect([theirs.headers.get("x-cache"), theirs.text.includes('<a data-hole="cart">9</a>'), theirs.text.includes(">7<")]).toEqual(["FILLED", true, false]);
    // a client that takes no gzip gets the same pages unpacked (the cache keeps them compressed only)
    const plain = { "Accept-Encoding": "identity" };
    const mineAsIs = await get("/p", { Cookie: "guest_token=7", ...plain });
    expect([mineAsIs.headers.get("x-cache"), mineAsIs.headers.get("content-encoding"), mineAsIs.text]).toEqual(["FILLED", null, mine.text]);
    expect(Number(mineAsIs.headers.get("content-length"))).toBe(Buffer.byteLength(mine.text));
    const anonymousAsIs = await get("/p", plain);
    expect([anonymousAsIs.headers.get("x-cache"), anonymousAsIs.headers.get("content-encoding"), anonymousAsIs.text]).toEqual(["HIT", null, anonymous.text]);
    expect(renders()).toBe(1);
  });

  it("a page first rendered for a shopper is kept without brotli until a visitor who takes it asks: that one gets gzip, the next brotli", async () => {
    const { get, cache, renders } = await shop(() => ({ text: `<p>page</p>${ANONYMOUS_HOLE}` }));
    const both = { "Accept-Encoding": "br, gzip" };
    expect((await get("/p", { Cookie: "guest_token=7", ...both })).headers.get("x-cache")).toBe("FILLED");
    const before = cache.store.bytes;
    const first = await get("/p", both);
    expect([first.headers.get("x-cache"), first.headers.get("content-encoding")]).toEqual(["HIT", "gzip"]);
    // made off the event loop meanwhile, and counted in the cache's bytes
    await vi.waitFor(() => expect(cache.store.bytes).toBeGreaterThan(before));
    const next = await get("/p", both);
    expect([next.headers.get("x-cache"), next.headers.get("content-encoding"), next.text]).toEqual(["HIT", "br", first.text]);
    // a visitor who takes brotli only gets the page as it is meanwhile, never nothing
    const { get: getElsewhere } = await shop(() => ({ text: `<p>page</p>${ANONYMOUS_HOLE}` }));
    await getElsewhere("/p", { Cookie: "guest_token=7" });
    const brOnly = await getElsewhere("/p", { "Accept-Encoding": "br" });
    expect([brOnly.status, brOnly.headers.get("content-encoding"), brOnly.text]).toEqual([200, null, first.text]);
    expect(renders()).toBe(1);
  });

  it("past its TTL, a page whose filling checks all that moves (a product page's stock) is filled without a render; any other is rendered again meanwhile", async () => {
    for (const checkedOnFill of [true, false]) {
      const { get, renders } = await shop(() => ({ text: `<p>page</p>${ANONYMOUS_HOLE}` }), { ttlMs: 100, staleMs: 10_000, checkedOnFill });
      const first = await get("/p", { Cookie: "guest_token=7" });
      expect(first.headers.get("x-cache")).toBe("FILLED");
      await new Promise((resolve) => setTimeout(resolve, 150));
      const later = await get("/p", { Cookie: "guest_token=8" });
      expect([later.headers.get("x-cache"), later.text.includes('<a data-hole="cart">8</a>')]).toEqual(["FILLED", true]);
      if (checkedOnFill) {
        for (let i = 0; i < 3; i++) expect((await get("/p", { Cookie: "guest_token=9" })).headers.get("x-cache")).toBe("FILLED");
        expect(renders(), "filled past the TTL without a render").toBe(1);
        // a visitor without a session gets it STALE, and it is rendered again, as for any page
        expect((await get("/p")).headers.get("x-cache")).toBe("STALE");
        await vi.waitFor(() => expect(renders()).toBe(2));
      } else {
        await vi.waitFor(() => expect(renders(), "rendered again in the background").toBe(2));
      }
    }
  });

  it("a stored page that says what no longer holds (a product's stock) is dropped: rendered again, and filled from the new copy", async () => {
    let stock = 3;
    // the stock each render saw, by render: the latest stored page is outdated once the stock moves
    const renderedWith = new Map<number, number>();
    const { get, renders } = await shop(
      (n) => {
        renderedWith.set(n, stock);
        return { text: `<p>stock ${stock}</p>${ANONYMOUS_HOLE}` };
      },
      { outdated: () => renderedWith.get(renders()) !== stock },
    );
    await get("/p");
    expect((await get("/p", { Cookie: "guest_token=4" })).headers.get("x-cache")).toBe("FILLED");
    // an order takes the last pieces: the stored page says 3 in stock
    stock = 0;
    const filled = await get("/p", { Cookie: "guest_token=4" });
    expect([filled.headers.get("x-cache"), renders()]).toEqual(["FILLED", 2]);
    expect(filled.text).toContain("<p>stock 0</p>");
    expect(filled.text).toContain('<a data-hole="cart">4</a>');
    // and a visitor without a session gets the new copy too
    const anonymous = await get("/p");
    expect([anonymous.headers.get("x-cache"), anonymous.text.includes("<p>stock 0</p>")]).toEqual(["HIT", true]);
  });

  it("a cookie that no longer resolves, a page without holes, or a page that is not public: left to Remix", async () => {
    const { get, renders } = await shop((n) => ({ text: n === 1 ? `<p>page</p>${ANONYMOUS_HOLE}` : "<p>no holes</p>" }));
    await get("/p");
    expect((await get("/p", { Cookie: "guest_token=gone" })).text).toBe("not from the cache");
    await get("/q");
    expect((await get("/q", { Cookie: "guest_token=7" })).text).toBe("not from the cache");
    expect(renders()).toBe(2);
    const personal = await shop(() => ({ text: `<p>page</p>${ANONYMOUS_HOLE}` }), { publicPage: false });
    expect((await personal.get("/cart", { Cookie: "guest_token=7" })).text).toBe("not from the cache");
    // nor a visitor without a session: such a page is never stored, Remix renders it as it is
    expect((await personal.get("/cart")).text).toBe("not from the cache");
    expect(personal.renders()).toBe(0);
  });
});
