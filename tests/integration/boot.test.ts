import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { request } from "../support/http";
import { ROOT, TEST_IMAGE_DIR, bootFailure, startServer } from "../support/server";

// configuration is validated at boot; a bad value stops it with one line naming it.

describe("configuration", () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "storefront-env-"));

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/shop" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ TRUST_PROXY: "yes please!" }, "TRUST_PROXY"],
    [{ PUBLIC_SCHEME: "ftp" }, "PUBLIC_SCHEME"],
    [{ PUBLIC_PORT: "0" }, "PUBLIC_PORT"],
    [{ PUBLIC_PORT: "https" }, "PUBLIC_PORT"],
    [{ TOKEN_SWEEP_SECONDS: "0" }, "TOKEN_SWEEP_SECONDS"],
    // the sender's address: a display name alone is not one
    [{ MAIL_FROM: "Lumera" }, "MAIL_FROM"],
    [{ MAIL_FROM: "Lumera <shop>" }, "MAIL_FROM"],
    [{ MAIL_RETRY_SECONDS: "0" }, "MAIL_RETRY_SECONDS"],
    [{ MAIL_MAX_ATTEMPTS: "many" }, "MAIL_MAX_ATTEMPTS"],
    // a real card provider without its secrets would take orders it can never confirm
    [{ PAYMENT_PROVIDER: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc123" }, "STRIPE_WEBHOOK_SECRET"],
    [{ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc" }, "STRIPE_SECRET_KEY"],
  ])("rejects %o naming %s", (env, name) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it("has safe defaults", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe(path.join(dir, "shop.sqlite"));
    expect(env.trustProxy).toBe(false);
    expect(env.REDIS_URL).toBeUndefined();
    // links on http with the listening port unless configured (app/lib/public-url.ts)
    expect(env.PUBLIC_SCHEME).toBe("http");
    expect(env.PUBLIC_PORT).toBeUndefined();
    // a failed mail is tried again after a minute, doubling, ten times in all
    expect(env.MAIL_RETRY_SECONDS).toBe(60);
    expect(env.MAIL_MAX_ATTEMPTS).toBe(10);
    // the generated session secret is kept in the data folder and reused
    expect(env.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it("takes card payments on the test page only where it is named: a production server without PAYMENT_PROVIDER offers none", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "production" }).PAYMENT_PROVIDER).toBe("none");
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "production", PAYMENT_PROVIDER: "" }).PAYMENT_PROVIDER).toBe("none");
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "production", PAYMENT_PROVIDER: "test" }).PAYMENT_PROVIDER).toBe("test");
    // `npm run dev` and the tests' own processes keep the demo's test page
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "development" }).PAYMENT_PROVIDER).toBe("test");
    // `npm start`, the demo command, names it, unless the operator named another provider
    const start = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toContain("PAYMENT_PROVIDER=${PAYMENT_PROVIDER:-test}");
  });

  it("reads file: URLs, paths and postgres URLs", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "file:./x.sqlite" }).DATABASE_URL).toBe("file:./x.sqlite");
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://u@h:5432/db" }).DATABASE_URL).toBe("postgres://u@h:5432/db");
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });
});

describe("boot", () => {
  it.each([
    [{ PORT: "not-a-port" }, "PORT"],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }, "DATABASE_URL"],
    [{ DATABASE_URL: "/dev/null/shop.sqlite" }, "DATABASE_URL"],
    [{ MAIL_FROM: "no address here" }, "MAIL_FROM"],
    [{ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc123" }, "STRIPE_WEBHOOK_SECRET"],
  ])("stops with a one-line message for %o", async (env, name) => {
    const { code, output } = await bootFailure({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "storefront-boot-")), ...env });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name}`));
  });

  it("honours X-Forwarded-Host behind a trusted proxy and shuts down gracefully", async () => {
    const server = await startServer({ env: { TRUST_PROXY: "loopback", IMAGE_DIR: TEST_IMAGE_DIR, SEED_PRODUCTS: "50" } });
    try {
      const res = await request(server.baseUrl, "/", { host: "proxy.internal", headers: { "X-Forwarded-Host": "hr.lumera.localhost" } });
      expect(res.status).toBe(200);
      expect(res.body).toContain('<html lang="hr"');
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain("shutting down");
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
