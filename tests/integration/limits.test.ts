import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { hashToken } from "~/services/sessions.server";
import { cookieValue, type HttpResponse, request } from "../support/http";
import { logLines } from "../support/process";
import { databasesOfTheirOwn, type RunningServer, startServer } from "../support/server";

// Limits (request bodies, per-client keys, code guessing), each attack replayed against the real server over HTTP (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set): a body larger than the app takes, the addresses of
// one IPv6 /64 taken for many clients, discount codes and gift certificates guessed. The server
// is its own, trusting X-Forwarded-For from loopback, so that each test is its own client and
// the limits it meets are not the other files'.

const SI = "si.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";
const MB = 1024 * 1024;

/**
 * A POST whose body is written chunk by chunk: chunked (no Content-Length) unless the headers
 * declare its length. Resolves on the server's answer, even if it stops reading the body.
 */
function postBody(baseUrl: string, path: string, chunks: Iterable<Buffer>, headers: Record<string, string> = {}) {
  const url = new URL(baseUrl);
  return new Promise<{ status: number; body: string; sent: number; requestId: string }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers: { Host: SI, ...headers } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      const answer = () => resolve({ status: res.statusCode ?? 0, body, sent, requestId: String(res.headers["x-request-id"]) });
      res.on("end", answer);
      res.on("error", answer);
    });
    // the server cuts the connection a moment after its 413 while this side may still be writing
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const source = chunks[Symbol.iterator]();
    const write = () => {
      for (;;) {
        if (answered) return;
        const next = source.next();
        if (next.done) return void req.end();
        sent += next.value.length;
        if (!req.write(next.value)) return void req.once("drain", write);
      }
    };
    write();
  });
}

function* repeated(chunk: Buffer, bytes: number) {
  for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
}

const ownDatabases = databasesOfTheirOwn();

for (const database of ownDatabases) {
  describe(`limits on ${database.name}`, () => {
    let server: RunningServer;
    let db: DB;
    let close: () => Promise<void>;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const made = await database.make();
      drop = made.drop;
      // the heap `npm run serve` gives the app: a body it would have held whole is felt here
      server = await startServer({
        name: database.name,
        env: { ...made.env, SEED_PRODUCTS: "50", TRUST_PROXY: "loopback", NODE_OPTIONS: "--max-old-space-size=256" },
      });
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => {
      await close?.();
      await server?.stop();
      await drop?.();
    });

    const login = (email: string, password: string, ip: string): Promise<HttpResponse> =>
      request(server.baseUrl, "/api/user/login", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ email, password, department: "su" }),
      });

    describe("per-IP limits by network (IPv6 /64, IPv4-mapped as IPv4)", () => {
      it("the addresses of one IPv6 /64 share one budget of failed logins; another /64 has its own", async () => {
        const email = uniqueEmail("ipv6-guess");
        const statuses: number[] = [];
        // each guess from another address of 2001:db8:24:64::/64, as a client holding it would
        for (let i = 0; i < 40 && !statuses.includes(429); i++)
          statuses.push((await login(email, `Wrong-${i}-password`, `2001:db8:24:64:${i.toString(16)}::${i + 1}`)).status);
        expect(statuses.filter((s) => s === 401)).toHaveLength(30);
        expect(statuses.at(-1)).toBe(429);
        expect((await login(email, "Wrong-again-password", "2001:0db8:0024:0064:ffff:ffff:ffff:ffff")).status).toBe(429);
        expect((await login(email, "Wrong-again-password", "2001:db8:24:65::1")).status).toBe(401);
      });

      it("an IPv4-mapped address is the IPv4 client it carries", async () => {
        const email = uniqueEmail("mapped-guess");
        for (let i = 0; i < 30; i++) expect((await login(email, `Wrong-${i}-password`, "198.51.100.64")).status).toBe(401);
        const mapped = await login(email, "Wrong-again-password", "::ffff:198.51.100.64");
        expect(mapped.status).toBe(429);
        expect(mapped.json()).toMatchObject({ success: false });
      });
    });

    describe("discount codes and gift certificates guessed (20 failed tries per session and per client in 15 minutes)", () => {
      let product: number;
      beforeAll(async () => {
        const row = await db
          .selectFrom("product as p")
          .select("p.id")
          .where("p.type", "=", "simple")
          .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 50)))
          .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
          .orderBy("p.id")
          .executeTakeFirstOrThrow();
        product = row.id;
      });

      const cartCall = (path: string, body: unknown, ip: string, token?: string) =>
        request(server.baseUrl, `/api/cart/${path}`, {
          host: SI,
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": ip, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ ...(body as object), department: "su" }),
        });
      /** A guest with one product in the cart: its token. */
      const guestCart = async (ip: string) => {
        const res = await cartCall("addCartItems", { items: [{ product_id: product, qty: 1 }] }, ip);
        expect(res.status, res.body).toBe(200);
        return res.json().token as string;
      };
      const tryCode = (token: string, ip: string, code: string) => cartCall("addDiscountCode", { discountCode: code }, ip, token);
      const tryCertificate = (token: string, ip: string, code: string) => cartCall("addGiftCertificate", { giftCertificate: code }, ip, token);

      it("the API: 20 wrong codes and certificates, then the 21st try is a 429 in the API's error shape, a right code and a right certificate too", async () => {
        const ip = "198.51.100.21";
        const token = await guestCart(ip);
        for (let i = 0; i < 20; i++) {
          const wrong = i % 2 ? await tryCode(token, ip, `GUESS-${i}`) : await tryCertificate(token, ip, `GUESS-${i}`);
          expect(wrong.status).toBe(422);
        }
        const refused = await tryCode(token, ip, "GUESS-21");
        expect(refused.status).toBe(429);
        expect(refused.json()).toMatchObject({ success: false, errors: [expect.stringMatching(/poskus/i)] });
        expect(refused.headers["retry-after"]).toBeDefined();
        expect((await tryCode(token, ip, "WELCOME10")).status).toBe(429);
        expect((await tryCertificate(token, ip, "TEST-GIFT-1")).status).toBe(429);
        const cart = await db
          .selectFrom("cart")
          .innerJoin("session_token as t", "t.id", "cart.session_token_id")
          .select(["cart.id", "cart.discount_code_id"])
          .where("t.token_hash", "=", hashToken(token))
          .executeTakeFirstOrThrow();
        expect(cart.discount_code_id).toBeNull();
        expect(await db.selectFrom("cart_gift_certificate").select("cart_id").where("cart_id", "=", cart.id).execute()).toEqual([]);
      });

      it("40 guesses sent at once: exactly 20 are answered, the rest are 429", async () => {
        const ip = "198.51.100.27";
        const token = await guestCart(ip);
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => tryCode(token, ip, `RUSH-${i}`)));
        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 422)).toHaveLength(20);
        expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      });

      it("the session and the client are counted apart: a new session from the same client is refused, and so is the old session from another address", async () => {
        const ip = "198.51.100.22";
        const token = await guestCart(ip);
        for (let i = 0; i < 20; i++) expect((await tryCode(token, ip, `GUESS-${i}`)).status).toBe(422);
        const fresh = await guestCart(ip);
        expect((await tryCode(fresh, ip, "WELCOME10")).status).toBe(429);
        expect((await tryCode(token, "198.51.100.23", "WELCOME10")).status).toBe(429);
        // another session on another address is a shopper of its own
        expect((await tryCode(await guestCart("198.51.100.24"), "198.51.100.24", "WELCOME10")).status).toBe(200);
      });

      it("a shopper who mistypes a few times is never stopped: the right code and certificate are taken", async () => {
        const ip = "2001:db8:24:4::1";
        const token = await guestCart(ip);
        for (const typo of ["WELCOM10", "WELCOME1O", "WELCOME 10", "TEST-GIFT-l", "TEST-GFT-1"]) expect((await tryCode(token, ip, typo)).status).toBe(422);
        expect((await tryCode(token, ip, "welcome10")).status).toBe(200);
        expect((await tryCertificate(token, ip, "test-gift-1")).status).toBe(200);
      });

      it("a code the shop knows but refuses (expired, used up) is no guess: tried 25 times, the right code is still taken", async () => {
        const ip = "198.51.100.26";
        const token = await guestCart(ip);
        for (let i = 0; i < 25; i++) expect((await tryCode(token, ip, i % 2 ? "EXPIRED10" : "USEDUP")).status).toBe(422);
        expect((await tryCode(token, ip, "WELCOME10")).status).toBe(200);
      });

      it("the cart page: the 21st try is a 429 with the message in the shopper's language, and a right code is not applied", async () => {
        const ip = "198.51.100.25";
        const post = (fields: Record<string, string>, cookie?: string) =>
          request(server.baseUrl, "/cart", {
            host: SI,
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: `http://${SI}`,
              "X-Forwarded-For": ip,
              ...(cookie ? { Cookie: cookie } : {}),
            },
            body: new URLSearchParams(fields).toString(),
          });
        const added = await post({ intent: "add", productId: String(product), qty: "1" });
        expect(added.status).toBe(303);
        const cookie = `guest_token=${cookieValue(added, "guest_token")}`;
        for (let i = 0; i < 20; i++) {
          const wrong = await post({ intent: i % 2 ? "applyCode" : "redeemCertificate", code: `GUESS-${i}` }, cookie);
          expect(wrong.status).toBe(422);
        }
        const refused = await post({ intent: "applyCode", code: "WELCOME10" }, cookie);
        expect(refused.status).toBe(429);
        expect(refused.body).toContain("Preveč poskusov");
        const page = await request(server.baseUrl, "/cart", { host: SI, headers: { Cookie: cookie, "X-Forwarded-For": ip } });
        expect(page.body).not.toContain('data-total="code"');
      });
    });

    describe("request bodies (1 MB unless a route names more)", () => {
      it("a declared 2 MB JSON login is a 413 in the API's error shape before it is read; the process goes on answering", async () => {
        const huge = Buffer.alloc(2 * MB, " ");
        const refused = await postBody(server.baseUrl, "/api/user/login", [huge], {
          "Content-Type": "application/json",
          "Content-Length": String(huge.length),
        });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toEqual({ success: false, errors: ["body: larger than 1 MB"] });
        expect((await request(server.baseUrl, "/healthz")).status).toBe(200);
      });

      it("a chunked body without Content-Length is a 413 once it passes 1 MB, not read to its end, and a page's form post likewise", async () => {
        // the attack: a 300 MB JSON login (one long string) that a 256 MB heap could not hold
        const chunk = Buffer.alloc(64 * 1024, "a");
        const attack = [Buffer.from('{"department":"su","password":"x","email":"'), ...repeated(chunk, 300 * MB), Buffer.from('"}')];
        const api = await postBody(server.baseUrl, "/api/user/login", attack, { "Content-Type": "application/json" });
        expect(api.status).toBe(413);
        expect(JSON.parse(api.body)).toMatchObject({ success: false });
        // answered long before the 300 MB were sent
        expect(api.sent).toBeLessThan(100 * MB);
        const page = await postBody(server.baseUrl, "/login", repeated(Buffer.alloc(64 * 1024, "x"), 3 * MB), {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `http://${SI}`,
        });
        expect(page.status).toBe(413);
        expect(page.body).toMatch(/^Payload Too Large/);
        // each refusal has its log line, under its request's id
        await new Promise((r) => setTimeout(r, 100));
        const refusals = logLines(server).filter((line) => line.msg === "request completed" && (line.res as { statusCode: number }).statusCode === 413);
        expect(refusals.map((line) => line.reqId)).toEqual(expect.arrayContaining([api.requestId, page.requestId]));
        expect((await request(server.baseUrl, "/healthz")).status).toBe(200);
        expect(server.process.exitCode).toBeNull();
      });

      it("a normal login still works, declared or chunked", async () => {
        const email = uniqueEmail("body-limit");
        await createCustomer(db, { email, password: PASSWORD, firstName: "Bea", lastName: "Body" });
        expect((await login(email, PASSWORD, "198.51.100.10")).status).toBe(200);
        const body = Buffer.from(JSON.stringify({ email, password: PASSWORD, department: "su" }));
        const chunked = await postBody(server.baseUrl, "/api/user/login", [body.subarray(0, 10), body.subarray(10)], {
          "Content-Type": "application/json",
          "X-Forwarded-For": "198.51.100.10",
        });
        expect(chunked.status).toBe(200);
        expect(JSON.parse(chunked.body)).toMatchObject({ success: true });
        // an empty chunked body still ends: the call's own 400
        const empty = await postBody(server.baseUrl, "/api/user/login", [], { "Content-Type": "application/json" });
        expect(empty.status).toBe(400);
      });
    });
  });
}
