import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresSchema, ROOT, type RunningServer, startServer } from "../support/server";

// One server per database for the whole integration run: SQLite always, PostgreSQL too when
// TEST_DATABASE_URL is set (.ci/run sets it when a local server answers). Their output goes to
// .cache/test-logs/<name>.log: what a failed test's server said (a mail not delivered, an error).

declare module "vitest" {
  export interface ProvidedContext {
    servers: { name: string; baseUrl: string; databaseUrl: string; dataDir: string }[];
  }
}

export default async function setup(project: TestProject) {
  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  // VIES (the checkout's company details) answers from tests/support/vies-mock.ts
  const imports = ["./tests/support/vies-mock.ts"];
  const logs = path.join(ROOT, ".cache", "test-logs");
  mkdirSync(logs, { recursive: true });
  const logFile = (name: string) => path.join(logs, `${name}.log`);
  servers.push(await startServer({ name: "sqlite", imports, logFile: logFile("sqlite") }));
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) {
    const schema = await createPostgresSchema(postgres);
    cleanups.push(schema.drop);
    servers.push(await startServer({ name: "postgres", env: { DATABASE_URL: schema.url }, imports, logFile: logFile("postgres") }));
  }
  project.provide(
    "servers",
    servers.map((s) => ({ name: s.name, baseUrl: s.baseUrl, databaseUrl: s.databaseUrl, dataDir: s.dataDir })),
  );
  return async () => {
    for (const server of servers) await server.stop();
    // what went wrong on a shared server is printed, or it would be lost with the machine: its
    // errors, and any mail it could not send (a green run has none of either)
    for (const server of servers) {
      const lines = readFileSync(logFile(server.name), "utf8")
        .split("\n")
        .filter((line) => /"level":[56]0/.test(line) || (/"level":40/.test(line) && /"msg":"[^"]*mail/i.test(line)));
      if (lines.length > 0)
        console.log(
          `the ${server.name} test server logged:\n${lines
            .slice(0, 30)
            .map((l) => l.slice(0, 1500))
            .join("\n")}`,
        );
    }
    for (const cleanup of cleanups) await cleanup();
  };
}
