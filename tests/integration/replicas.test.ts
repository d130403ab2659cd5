import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { request } from "../support/http";
import { createPostgresSchema, type RunningServer, startServer } from "../support/server";

// compose.yaml starts its replicas at once on an empty PostgreSQL database: one seeds the demo,
// the other waits on the seed's advisory lock and finds the shop there — never two catalogues,
// never a replica crashing on the other's rows.

describe("replicas starting together on one PostgreSQL database", () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const instances: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(instances.map((s) => s.stop()));
    await drop?.();
  });

  it("both come up, and the demo is seeded once", async () => {
    // CI always has PostgreSQL (.ci/run sets TEST_DATABASE_URL when it answers)
    if (!baseUrl) return;
    const schema = await createPostgresSchema(baseUrl);
    drop = schema.drop;
    const env = { DATABASE_URL: schema.url, SEED_PRODUCTS: "60" };
    instances.push(...(await Promise.all([startServer({ name: "replica-1", env }), startServer({ name: "replica-2", env })])));
    const seeded = instances.filter((s) => s.output().includes("demo data seeded"));
    expect(seeded).toHaveLength(1);
    for (const instance of instances) expect((await request(instance.baseUrl, "/", { host: "si.lumera.localhost" })).status).toBe(200);
    const { db, close } = openDatabase(schema.url);
    try {
      const count = async (table: "product" | "storefront") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // one catalogue: as many products as the one seeding reported
      const reported = Number(/"products":(\d+)[^\n]*demo data seeded/.exec(seeded[0].output())?.[1]);
      expect(reported).toBeGreaterThanOrEqual(60);
      // (the demo's fixed products — service items, the advent calendar — come on top)
      const products = await count("product");
      expect(products).toBeGreaterThanOrEqual(reported);
      expect(products).toBeLessThan(reported + 10);
      expect(await count("storefront")).toBe(9);
    } finally {
      await close();
    }
  }, 180_000);
});
