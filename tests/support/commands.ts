import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "./server";

// An operator's command (npm run orders, catalogue:import, demo:remove …) as production runs it:
// the build's plain JavaScript (build/scripts/<name>.js, made by `npm run build` from
// scripts/<name>.ts), without a TypeScript loader — the container has none, and a process that
// starts in a second instead of three leaves the CI run minutes shorter.

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs build/scripts/`name`.js with `args` and `env` added to this process's environment; killed after `timeoutMs` (a minute). */
export function runCommand(name: string, args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 60_000): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "build", "scripts", `${name}.js`), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
