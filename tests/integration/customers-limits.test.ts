import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consume, createLimiters, isLimited, LIMITS, type Limiters, refund, resetLimit } from "~/services/rate-limit.server";
import { request } from "../support/http";
import { type RunningServer, startServer } from "../support/server";

// Abuse limits: failed logins per account (100 an hour) and per IP (a lower burst),
// recovery requests likewise; 429 over the limit. Memory store, and Redis (127.0.0.1:6379, or
// TEST_REDIS_URL) so that several instances share the counters.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PASSWORD = "Zelena-jabolka-7";

async function redisAnswers() {
  const { Redis } = await import("ioredis");
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 1000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const stores: { name: string; make: () => Promise<Limiters | null> }[] = [
  { name: "memory", make: async () => createLimiters({ prefix: `test-${randomBytes(4).toString("hex")}` }) },
  {
    name: "redis",
    make: async () => ((await redisAnswers()) ? createLimiters({ redisUrl: REDIS_URL, prefix: `test-${randomBytes(4).toString("hex")}` }) : null),
  },
];

describe.each(stores)("limits on the $name store", ({ name, make }) => {
  let limiters: Limiters | null;
  beforeAll(async () => {
    limiters = await make();
    if (!limiters && name === "redis" && process.env.CI) throw new Error(`Redis at ${REDIS_URL} does not answer`);
  });

  it("allows 100 failed logins an hour per account, not 101", async () => {
    if (!limiters) return expect(name).toBe("redis"); // no Redis here: only the memory store is tested
    expect(LIMITS.loginAccount.points).toBe(100);
    const account = `User-${randomBytes(4).toString("hex")}@Example.com`;
    for (let i = 0; i < 100; i++) expect(await consume("loginAccount", account, limiters)).toBe(false);
    expect(await isLimited("loginAccount", account.toLowerCase(), limiters)).toBe(true);
    expect(await consume("loginAccount", account, limiters)).toBe(true);
    await resetLimit("loginAccount", account, limiters);
    expect(await isLimited("loginAccount", account, limiters)).toBe(false);
  });

  it("has a lower burst per IP, and limits recovery requests", async () => {
    if (!limiters) return expect(name).toBe("redis");
    expect(LIMITS.loginIp.points).toBeLessThan(LIMITS.loginAccount.points);
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let allowed = 0;
    while (!(await consume("loginIp", ip, limiters))) allowed++;
    expect(allowed).toBe(LIMITS.loginIp.points);
    const email = `r-${randomBytes(4).toString("hex")}@example.com`;
    let sent = 0;
    while (!(await consume("recoveryAccount", email, limiters))) sent++;
    expect(sent).toBe(LIMITS.recoveryAccount.points);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4, in every per-IP limit", async () => {
    if (!limiters) return expect(name).toBe("redis");
    const net = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    for (let i = 0; i < LIMITS.registerIp.points; i++) expect(await consume("registerIp", `${net}::${i + 1}`, limiters)).toBe(false);
    expect(await isLimited("registerIp", `${net}:ffff:ffff:ffff:ffff`, limiters)).toBe(true);
    expect(await isLimited("registerIp", "2001:db8:ffff:ffff::1", limiters)).toBe(false);
    const ip = `10.24.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < LIMITS.codeAttemptIp.points; i++) await consume("codeAttemptIp", ip, limiters);
    expect(await isLimited("codeAttemptIp", `::ffff:${ip}`, limiters)).toBe(true);
  });

  it("gives back a point counted for a try that turned out not to count", async () => {
    if (!limiters) return expect(name).toBe("redis");
    const session = `session-${randomBytes(4).toString("hex")}`;
    for (let i = 0; i < LIMITS.codeAttemptSession.points; i++) expect(await consume("codeAttemptSession", session, limiters)).toBe(false);
    expect(await isLimited("codeAttemptSession", session, limiters)).toBe(true);
    await refund("codeAttemptSession", session, limiters);
    expect(await isLimited("codeAttemptSession", session, limiters)).toBe(false);
  });
});

describe("a server sharing its limits in Redis", () => {
  let server: RunningServer | null = null;
  beforeAll(async () => {
    if (!(await redisAnswers())) return;
    server = await startServer({ name: "redis", env: { REDIS_URL, RATE_LIMIT_PREFIX: `test-${randomBytes(4).toString("hex")}` } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("meets a 429 within 120 failed logins in a row, page and API alike", async () => {
    if (!server) return expect(await redisAnswers()).toBe(false);
    const base = server.baseUrl;
    const host = "si.lumera.localhost";
    const email = `victim-${randomBytes(4).toString("hex")}@example.com`;
    const reg = await request(base, "/api/user/register", {
      host,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, firstName: "A", lastName: "B", department: "su" }),
    });
    expect(reg.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 120 && !statuses.includes(429); i++) {
      const res = await request(base, "/api/user/login", {
        host,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: `Wrong-${i}-password`, department: "su" }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json()).toMatchObject({ success: false });
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // the right password does not get through either while the limit holds
    const right = await request(base, "/api/user/login", {
      host,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, department: "su" }),
    });
    expect(right.status).toBe(429);
    // the page answers with the error page of spec §2
    const page = await request(base, "/login", {
      host,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${host}` },
      body: new URLSearchParams({ intent: "login", email, password: "x-wrong-pass" }).toString(),
    });
    expect(page.status).toBe(429);
    expect(page.body).toContain("Preveč zahtev");
  });
});
