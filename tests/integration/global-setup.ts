import type { TestProject } from "vitest/node";
import { createPostgresSchema, type RunningServer, startServer } from "../support/server";

// One server per database for the whole integration run: SQLite always, PostgreSQL too when
// TEST_DATABASE_URL is set (.ci/run sets it when a local server answers).

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
  servers.push(await startServer({ name: "sqlite", imports }));
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) {
    const schema = await createPostgresSchema(postgres);
    cleanups.push(schema.drop);
    servers.push(await startServer({ name: "postgres", env: { DATABASE_URL: schema.url }, imports }));
  }
  project.provide(
    "servers",
    servers.map((s) => ({ name: s.name, baseUrl: s.baseUrl, databaseUrl: s.databaseUrl, dataDir: s.dataDir })),
  );
  return async () => {
    for (const server of servers) await server.stop();
    for (const cleanup of cleanups) await cleanup();
  };
}
