// npm test's last step: vitest (unit, then integration) and Playwright side by side, as two
// processes on the two cores. Each alone leaves a core idle much of the time — vitest's
// integration files run one at a time against their servers, Playwright's specs one at a time in
// one browser — and neither shares a port, a database or an outbox with the other: the
// integration servers take random ports and their own data folders (and the PostgreSQL `test`
// database), Playwright's servers E2E_PORT, E2E_PORT + 10 and the one after, each on a fresh SQLite file.
//
// Both write their lines as they come, each line marked with its suite; every suite's whole
// output is also kept in .cache/test-logs/<suite>.log (Playwright empties test-results/ as it
// starts). Once both have finished, a failed suite's last lines are printed again (its failures,
// as the runner summed them up), then one line per suite. The exit code is the first non-zero one.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const logDir = path.join(root, ".cache", "test-logs");
mkdirSync(logDir, { recursive: true });
/** How many of a failed suite's last lines are printed again at the end. */
const TAIL_LINES = 150;

const suites = [
  { name: "e2e", command: ["npx", "playwright", "test"] },
  { name: "vitest", command: ["npx", "vitest", "run"] },
];
const width = Math.max(...suites.map((s) => s.name.length));

function run({ name, command }) {
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const started = Date.now();
  const mark = `${name.padEnd(width)} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      log.write(chunk);
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) process.stdout.write(mark + line + "\n");
    });
    stream.on("end", () => rest && process.stdout.write(mark + rest + "\n"));
  }
  return {
    name,
    child,
    logFile,
    done: new Promise((resolve) =>
      child.on("close", (code, signal) => log.end(() => resolve({ name, logFile, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }))),
    ),
  };
}

const running = suites.map(run);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => running.forEach((r) => r.child.kill(signal)));
const results = await Promise.all(running.map((r) => r.done));

for (const result of results.filter((r) => r.code !== 0)) {
  const lines = readFileSync(result.logFile, "utf8").trimEnd().split("\n");
  process.stdout.write(
    `\n── ${result.name} failed (exit ${result.code}); its last ${Math.min(TAIL_LINES, lines.length)} lines (all of it: ${path.relative(root, result.logFile)}) ──\n`,
  );
  process.stdout.write(lines.slice(-TAIL_LINES).join("\n") + "\n");
}
process.stdout.write("\n");
for (const result of results)
  process.stdout.write(`${result.name.padEnd(width)}: ${result.code === 0 ? "passed" : `FAILED (exit ${result.code})`} in ${Math.round(result.seconds)} s\n`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
