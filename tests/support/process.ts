import { createServer } from "node:net";

// What the tests that start servers of their own share: a port nobody listens on, and the
// JSON lines a server wrote.

/** A free TCP port on 127.0.0.1 (asked of the system, then let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The whole JSON log lines a server printed (its output is kept from the end, so a first line may be cut). */
export function logLines(server: { output: () => string }) {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{") && line.endsWith("}"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
