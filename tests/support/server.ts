import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// Starts the real server (production build, real database) on a random port, as a shopper's
// browser or a crawler would meet it. Used by the integration tests and the benchmark.

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** Generated product pictures are shared by every test run of this checkout. */
export const TEST_IMAGE_DIR = path.join(ROOT, ".cache", "images");

export interface RunningServer {
  name: string;
  baseUrl: string;
  port: number;
  databaseUrl: string;
  /** the server's DATA_DIR (its outbox of e-mails is `outbox/` in it) */
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

export interface StartOptions {
  name?: string;
  /** an existing DATA_DIR, to start again on the same data (with the same DATABASE_URL in env); else a new one */
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Where the server writes its output, as a production container's log collector would take
   * it: the benchmark sets it so that the process generating the load does not also read every
   * request's log line. Without it the output is kept in memory for the tests' assertions.
   */
  logFile?: string;
  /** modules the server process loads before server.ts (tests/support/stripe-mock.ts: Stripe's API through msw) */
  imports?: string[];
}

/** Runs server.ts and resolves once it listens (or rejects with what it printed). */
export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "storefront-test-"));
  const databaseUrl = options.env?.DATABASE_URL ?? path.join(dataDir, "shop.sqlite");
  const logFd = options.logFile ? openSync(options.logFile, "w") : null;
  const imports = (options.imports ?? []).flatMap((file) => ["--import", file]);
  // SERVER_NODE_ARGS: flags for the server's node that NODE_OPTIONS refuses, for a bench run
  // profiled from outside (`SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench`)
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", ...imports, "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // its mail in its own data folder, whatever a test file of this worker set for itself
      OUTBOX_DIR: path.join(dataDir, "outbox"),
      IMAGE_DIR: TEST_IMAGE_DIR,
      SEED_PRODUCTS: "300",
      LOG_LEVEL: "info",
      // the demo as `npm start` serves it: the test payment page named (production's default is none)
      PAYMENT_PROVIDER: "test",
      ...options.env,
    },
    stdio: logFd === null ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
  });
  // the child has its own copy of the descriptor
  if (logFd !== null) closeSync(logFd);
  // Keeps the last 256 kB of what the server printed: enough for any assertion.
  let kept = "";
  const keep = (chunk: Buffer) => {
    kept += chunk;
    if (kept.length > 512_000) kept = kept.slice(-256_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const output = options.logFile ? () => readFileSync(options.logFile!, "utf8").slice(-256_000) : () => kept;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    let started = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in time:\n${output()}`));
    }, options.timeoutMs ?? 120_000);
    const poll = options.logFile ? setInterval(() => onData(), 100) : null;
    const onData = () => {
      if (started) return;
      const match = output().match(/"port":(\d+)[^\n]*listening on/);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      child.stdout?.off("data", onData);
      const port = Number(match[1]);
      resolve({
        name: options.name ?? "sqlite",
        baseUrl: `http://127.0.0.1:${port}`,
        port,
        databaseUrl,
        dataDir,
        process: child,
        output,
        stop: async () => {
          if (child.exitCode === null) child.kill("SIGTERM");
          return exited;
        },
      });
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      if (!started) reject(new Error(`server exited with ${code} before listening:\n${output()}`));
    });
  });
}

/** Runs server.ts expecting it to refuse to start; resolves with its exit code and output. */
export function bootFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A fresh PostgreSQL schema on TEST_DATABASE_URL, and the URL that uses it. */
export async function createPostgresSchema(baseUrl: string) {
  const schema = `storefront_test_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/**
 * The databases a test file starts a server of its own on (settings the shared servers must not
 * have): a new SQLite file, and a new PostgreSQL schema when TEST_DATABASE_URL is set.
 */
export function databasesOfTheirOwn() {
  const databases: { name: string; make: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> }> }[] = [
    { name: "sqlite", make: async () => ({ env: {} }) },
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base)
    databases.push({
      name: "postgres",
      make: async () => {
        const schema = await createPostgresSchema(base);
        return { env: { DATABASE_URL: schema.url }, drop: schema.drop };
      },
    });
  return databases;
}
