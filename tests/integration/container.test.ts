import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { checkoutClient, stockedProductsQuery } from "../support/checkout";
import { request } from "../support/http";
import { ROOT, TEST_IMAGE_DIR } from "../support/server";

// Images cannot be pulled on these machines, so CI proves the Dockerfile's steps
// instead — its build stage's npm commands run in a clean copy of the repo, its runtime stage's
// files are copied out of that copy alone, and the server starts from them with plain node (the
// image's CMD), answers /readyz (the image's HEALTHCHECK), and stops cleanly on SIGTERM.

/** Polls `ready` every 250 ms for up to two minutes; fails with `context()` when it never holds. */
async function waitFor(ready: () => Promise<boolean>, context: () => string) {
  for (let i = 0; i < 480; i++) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect.fail(`never ready:\n${context()}`);
}

/**
 * The image names no PAYMENT_PROVIDER: the demo it seeds offers bank transfer and cash on
 * delivery, never a card or wallet, and the built-in test payment page (which marks an order
 * paid on the shopper's own post) is a 404 — even for a card answer forged into the cart.
 */
async function expectNoCardPayments(base: string, databaseFile: string) {
  const connection = openDatabase(databaseFile);
  try {
    const shop = checkoutClient(base, connection.db);
    const [product] = await stockedProductsQuery(connection.db, { minStock: 2, langs: ["sl"] })
      .limit(1)
      .execute();
    const cookie = await shop.guestWith(product.id, 1);
    await shop.answerSteps(cookie, { payment: "bank" });
    const payment = await shop.get("/checkout/payment", cookie);
    expect(payment.status).toBe(200);
    expect(payment.body).toContain('value="bank"');
    expect(payment.body).not.toContain('value="card"');
    expect(payment.body).not.toContain('value="wallet"');
    expect((await shop.postForm("/checkout/payment", { intent: "payment", method: "card" }, { cookie })).status).toBe(409);
    // a card answer written into the cart anyway is no answer: the review places nothing
    const session = await shop.sessionOf(cookie);
    const cart = await connection.db.selectFrom("cart").select(["id", "checkout"]).where("session_token_id", "=", session.id).executeTakeFirstOrThrow();
    const forged = { ...JSON.parse(cart.checkout ?? "{}"), payment: { method: "card" } };
    await connection.db
      .updateTable("cart")
      .set({ checkout: JSON.stringify(forged) })
      .where("id", "=", cart.id)
      .execute();
    const review = await shop.get("/checkout/review", cookie);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(review.body)?.[1] ?? "none";
    await shop.postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
    expect(await connection.db.selectFrom("shop_order").select("id").where("idempotency_key", "=", key).executeTakeFirst()).toBeUndefined();
    expect((await shop.get("/checkout/pay?order=SU-2026-000001", cookie)).status).toBe(404);
    const status = await shop.postForm("/checkout/status/success", { order: "SU-2026-000001" }, { cookie });
    expect(status.status).toBe(404);
    expect(await connection.db.selectFrom("shop_order").select("id").where("payment_method", "in", ["card", "wallet"]).executeTakeFirst()).toBeUndefined();
  } finally {
    await connection.close();
  }
}

interface Stage {
  runs: string[];
  copies: string[];
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
}

/** The Dockerfile's two stages: RUN commands, COPY sources, ENV, CMD and HEALTHCHECK. */
function readDockerfile(): Stage[] {
  const text = readFileSync(path.join(ROOT, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ");
  const stages: Stage[] = [];
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (line.startsWith("#") || line === "") continue;
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (instruction === "FROM") stages.push({ runs: [], copies: [], env: {}, cmd: [], healthcheck: [] });
    const stage = stages.at(-1);
    if (!stage) continue;
    if (instruction === "RUN") stage.runs.push(args);
    if (instruction === "COPY") stage.copies.push(args);
    if (instruction === "ENV") for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) stage.env[key] = value;
    if (instruction === "CMD") stage.cmd = JSON.parse(args) as string[];
    if (instruction === "HEALTHCHECK") stage.healthcheck = JSON.parse(args.slice(args.indexOf("CMD") + 3).trim()) as string[];
  }
  return stages;
}

/** A shell command, awaited (the test's worker stays responsive meanwhile); its output on failure. */
function run(command: string, cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn("sh", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

describe("the container recipe, without a container", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "storefront-container-"));
  afterAll(() => (process.env.KEEP_CONTAINER_COPY ? undefined : rmSync(work, { recursive: true, force: true })));

  it("builds in a clean copy with the Dockerfile's commands, runs compiled with plain node, is ready, and stops on SIGTERM", async () => {
    const [build, runtime] = readDockerfile();
    expect(build.env.CI).toBe("true");
    // the build stage's npm steps, exactly: install from the lock file, build, drop dev dependencies
    const npmSteps = build.runs.filter((run) => run.startsWith("npm "));
    expect(npmSteps).toEqual(["npm ci --no-audit --no-fund", "npm run build", "npm prune --omit=dev --no-audit --no-fund"]);
    // the rest installs Debian packages (a compiler for native modules) and nothing else
    for (const run of build.runs.filter((r) => !r.startsWith("npm "))) expect(run).toMatch(/^apt-get update && apt-get install/);

    // a clean copy: the repo's files as git knows them (no node_modules, build or data)
    const source = path.join(work, "source");
    mkdirSync(source);
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
    for (const file of files) if (existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(source, file), { recursive: true });
    expect(existsSync(path.join(source, "node_modules"))).toBe(false);
    // the build stage's environment: the image's (no NODE_ENV: vitest's "test" would make a
    // development build) plus its ENV lines
    const buildEnv = Object.fromEntries(Object.entries({ ...process.env, ...build.env }).filter(([key]) => key !== "NODE_ENV")) as NodeJS.ProcessEnv;
    for (const step of npmSteps) await run(step, source, buildEnv);

    // the runtime stage takes only what it copies from the build stage
    const app = path.join(work, "app");
    mkdirSync(app);
    for (const copy of runtime.copies) {
      const [, from, to] = /^--from=build \/app\/(\S+) \.\/?(\S*)$/.exec(copy) ?? [];
      expect(from, copy).toBeTruthy();
      cpSync(path.join(source, from), path.join(app, to || from), { recursive: true });
    }
    // no TypeScript loader, no dev dependency in what runs
    // (typescript itself is there: the Remix packages name it as a peer; nothing runs it)
    for (const dev of ["tsx", "vitest", "@playwright/test", "@remix-run/dev", "esbuild"])
      expect(existsSync(path.join(app, "node_modules", dev)), dev).toBe(false);
    expect(existsSync(path.join(app, "build", "server.js"))).toBe(true);
    expect(existsSync(path.join(app, "server.ts"))).toBe(false);
    expect(runtime.cmd[0]).toBe("node");
    expect(runtime.cmd.join(" ")).not.toMatch(/tsx|--import|--loader/);

    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const dataDir = path.join(work, "data");
    // jemalloc where the image has it; this machine's Debian package when installed
    const jemalloc = ["/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2"].find(existsSync);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      ...runtime.env,
      HOST: "127.0.0.1",
      PORT: port,
      DATA_DIR: dataDir,
      IMAGE_DIR: TEST_IMAGE_DIR,
      SEED_PRODUCTS: "50",
    };
    if (jemalloc) env.LD_PRELOAD = jemalloc;
    else delete env.LD_PRELOAD;
    const [command = "node", ...args] = runtime.cmd;
    const [check = "node", ...checkArgs] = runtime.healthcheck;
    const server = spawn(command, args, { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    try {
      // the image's HEALTHCHECK command, as Docker runs it
      const healthcheck = () => new Promise<number | null>((resolve) => spawn(check, checkArgs, { env }).on("exit", resolve));
      let healthy = false;
      for (let i = 0; i < 240 && !healthy; i++) {
        healthy = (await healthcheck()) === 0;
        if (!healthy) await new Promise((r) => setTimeout(r, 500));
      }
      expect(healthy, output.slice(-3000)).toBe(true);
      const ready = await request(`http://127.0.0.1:${port}`, "/readyz");
      expect(ready.json()).toMatchObject({ status: "ready", database: "ok", listingIndex: "ok" });
      const home = await request(`http://127.0.0.1:${port}`, "/", { host: "si.lumera.localhost" });
      expect(home.status, output.slice(-4000)).toBe(200);
      await expectNoCardPayments(`http://127.0.0.1:${port}`, path.join(dataDir, "shop.sqlite"));
    } finally {
      server.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');

    // the same command on a new volume without the demo (a merchant's own shop before set-up):
    // no storefront is named yet, so every page says so with a 503, and nothing can be paid
    const bare = spawn(command, args, { cwd: app, env: { ...env, DATA_DIR: path.join(work, "bare"), SEED_DEMO: "false" }, stdio: ["ignore", "pipe", "pipe"] });
    let bareOutput = "";
    bare.stdout.on("data", (chunk: Buffer) => (bareOutput += chunk.toString()));
    bare.stderr.on("data", (chunk: Buffer) => (bareOutput += chunk.toString()));
    const bareExited = new Promise<number | null>((resolve) => bare.on("exit", (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(
        async () => (await request(base, "/readyz").catch(() => null))?.status === 200,
        () => bareOutput.slice(-3000),
      );
      const page = await request(base, "/", { host: "si.lumera.localhost" });
      expect(page.status, page.body.slice(0, 500)).toBe(503);
      expect(page.headers["retry-after"]).toBeTruthy();
      expect(page.body).toContain("being set up");
      const status = await request(base, "/checkout/status/success", {
        host: "si.lumera.localhost",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://si.lumera.localhost" },
        body: "order=SU-2026-000001",
      });
      expect(status.status).toBe(503);
    } finally {
      bare.kill("SIGTERM");
    }
    expect(await bareExited).toBe(0);
  }, 900_000);
});
