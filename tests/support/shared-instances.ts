import { afterAll, beforeAll } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { createPostgresSchema, type RunningServer, startServer } from "./server";

/**
 * Two instances of the shop on one new PostgreSQL schema and Redis, as a scaled-out deployment
 * runs (DESIGN.md "Scale"): started in the calling describe block's beforeAll, stopped and dropped
 * after it. Without TEST_DATABASE_URL there are none (`available` false); CI always sets it.
 */
export function sharedPostgresInstances(names: [string, string]) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const shared = { available: Boolean(baseUrl), instances: [] as RunningServer[], db: undefined as unknown as DB };
  let schema: Awaited<ReturnType<typeof createPostgresSchema>> | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!baseUrl) return;
    schema = await createPostgresSchema(baseUrl);
    const env = { DATABASE_URL: schema.url, REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" };
    shared.instances.push(await startServer({ name: names[0], env }));
    shared.instances.push(await startServer({ name: names[1], env: { ...env, SEED_DEMO: "false" } }));
    ({ db: shared.db, close } = openDatabase(schema.url));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(shared.instances.map((s) => s.stop()));
    await close?.();
    await schema?.drop();
  });
  return shared;
}

/** Whether a test of shared instances runs here: CI must have PostgreSQL (.ci/run sets TEST_DATABASE_URL when it answers). */
export function requirePostgres(available: boolean) {
  if (!available && process.env.CI) throw new Error("TEST_DATABASE_URL is not set");
  return available;
}
