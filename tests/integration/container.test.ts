import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { request } from "../support/http";
import { ROOT, TEST_IMAGE_DIR } from "../support/server";

// Issue 16 §1: images cannot be pulled on these machines, so CI proves the Dockerfile's steps
// instead — its build stage's npm commands run in a clean copy of the repo, its runtime stage's
// files are copied out of that copy alone, and the server starts from them with plain node (the
// image's CMD), answers /readyz (the image's HEALTHCHECK), and stops cleanly on SIGTERM.

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
    } finally {
      server.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 900_000);
});
