import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { type HttpResponse, request } from "../support/http";
import { createPostgresSchema, type RunningServer, startServer } from "../support/server";

// Issue 24 §4 Limits, each attack replayed against the real server over HTTP (SQLite, and
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
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers: { Host: SI, ...headers } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    // the server closes the connection after its 413 while this side may still be writing
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

const ownDatabases: { name: string; make: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> }> }[] = [
  { name: "sqlite", make: async () => ({ env: {} }) },
];
if (process.env.TEST_DATABASE_URL) {
  const base = process.env.TEST_DATABASE_URL;
  ownDatabases.push({
    name: "postgres",
    make: async () => {
      const schema = await createPostgresSchema(base);
      return { env: { DATABASE_URL: schema.url }, drop: schema.drop };
    },
  });
}

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
