import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { request } from "../support/http";
import { readOutbox } from "../support/outbox";
import { type Attempt, checkLedger, orderStream, rethrowUnexpected, streamCustomers, streamProducts } from "../support/order-stream";
import { createPostgresSchema, startServer } from "../support/server";

// A steady stream of orders (guests paying by bank transfer or on
// delivery, customers spending points or a gift certificate), the server killed with SIGKILL in
// the middle of it, started again on the same data. Every order the shop answered as placed must
// be there whole, and nothing half-written: each order has its lines and its first event, stock,
// points and certificate balances are down by exactly the orders that exist, and each cart was
// emptied exactly when its order exists. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const GUESTS = 4;
const CUSTOMERS = 2;
/** the kill comes with a place request sent after this many orders were answered (and another in flight) */
const KILL_AFTER = 40;
/** how long a process's claim on a mail it is sending lasts (app/services/mail-queue.server.ts) */
const CLAIM_MINUTES = 5;

const dialects = [
  { name: "sqlite", postgres: null },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", postgres: process.env.TEST_DATABASE_URL }] : []),
];

for (const dialect of dialects) {
  describe(`crash drill on ${dialect.name}`, () => {
    it("kill -9 while orders stream in: every order answered as placed is there whole, none half-written", async () => {
      const schema = dialect.postgres ? await createPostgresSchema(dialect.postgres) : null;
      const env: Record<string, string> = schema ? { DATABASE_URL: schema.url } : {};
      let server = await startServer({ name: dialect.name, env });
      const dataDir = server.dataDir;
      try {
        const setup = openDatabase(server.databaseUrl);
        const { products, stock: stockBefore } = await streamProducts(setup.db, 6);
        const shoppers = [
          ...Array.from({ length: GUESTS }, () => ({ kind: "guest" as const })),
          ...(await streamCustomers(setup.db, server.baseUrl, CUSTOMERS)),
        ];
        // the server alone has the database open when it dies, and finds it alone when it starts again
        await setup.close();

        const started = performance.now();
        let killScheduled = false;
        let killedAt = 0;
        let inFlightAtKill: Attempt[] = [];
        const victim = server;
        const stream = orderStream({
          baseUrl: server.baseUrl,
          products,
          shoppers,
          onPlacing: () => {
            const answered = stream.answered().length;
            const placing = stream.attempts.filter((a) => a.placing && !a.answered && a.error === null).length;
            // preferably while two orders are being placed at once
            if (killScheduled || answered < KILL_AFTER || (placing < 2 && answered < KILL_AFTER + 20)) return;
            killScheduled = true;
            // a few milliseconds in: the place request is being answered, its transaction open
            setTimeout(
              () => {
                killedAt = performance.now() - started;
                inFlightAtKill = stream.attempts.filter((a) => a.placing && !a.answered && a.error === null);
                victim.process.kill("SIGKILL");
              },
              2 + Math.floor(Math.random() * 8),
            );
          },
        });
        const outcomes = await stream.settled;
        rethrowUnexpected(outcomes);
        await victim.stop();
        // it was the process serving the shop that died: nothing answers on its port
        expect(victim.process.signalCode).toBe("SIGKILL");
        await expect(request(victim.baseUrl, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });

        // a mail claimed by the killed process has its claim end before one the new process takes
        const restartedAt = Date.now();
        server = await startServer({ name: dialect.name, dataDir, env });
        const { db, close } = openDatabase(server.databaseUrl);
        try {
          if (!schema) expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: "ok" }]);
          const answered = stream.answered();
          const orders = await checkLedger(db, { products, stockBefore, shoppers, attempts: stream.attempts });
          const keys = new Set(orders.map((o) => o.idempotency_key));
          const lost = answered.filter((a) => !keys.has(a.key!));
          expect(lost, "orders answered as placed but missing").toEqual([]);
          // nothing else: an order not answered is one whose answer the kill cut off
          expect(orders.length).toBeGreaterThanOrEqual(answered.length);
          expect(orders.length).toBeLessThanOrEqual(answered.length + inFlightAtKill.length);
          const withExtras = orders.filter((o) => o.customer_id !== null);
          expect(withExtras.some((o) => o.points_spent > 0)).toBe(true);
          expect(withExtras.some((o) => JSON.parse(o.details).certificates.length > 0)).toBe(true);

          // the shop takes orders again, on the same data
          const after = orderStream({ baseUrl: server.baseUrl, products, shoppers: [{ kind: "guest" }], onPlacing: () => void after.stop() });
          rethrowUnexpected(await after.settled);
          expect(after.answered()).toHaveLength(1);
          expect(await db.selectFrom("shop_order").select("id").where("idempotency_key", "=", after.answered()[0].key!).executeTakeFirst()).toBeDefined();

          // the confirmation is committed with its order (mail_queue) and sent after the commit:
          // every order has it queued, and the restarted server sends what the killed one had
          // not — all but a mail it was handing over at the kill, which waits for its claim to
          // run out (5 minutes) and is then sent (README "Mail")
          const queued = await db.selectFrom("mail_queue").select(["subject"]).execute();
          expect(orders.filter((o) => !queued.some((q) => q.subject.includes(o.number))).map((o) => o.number)).toEqual([]);
          const heldByClaim = async () =>
            (
              await db
                .selectFrom("mail_queue")
                .select("subject")
                .where("status", "=", "pending")
                .where("next_attempt_at", ">", new Date().toISOString())
                .where("next_attempt_at", "<", new Date(restartedAt + CLAIM_MINUTES * 60_000).toISOString())
                .execute()
            ).map((q) => q.subject);
          const unmailedNow = () => {
            const mails = readOutbox(path.join(dataDir, "outbox"));
            return orders.filter((o) => !mails.some((m) => m.subject.includes(o.number)));
          };
          await expect
            .poll(
              async () => {
                const held = await heldByClaim();
                return unmailedNow().filter((o) => !held.some((subject) => subject.includes(o.number))).length;
              },
              { timeout: 15_000 },
            )
            .toBe(0);
          const held = await heldByClaim();
          const unmailed = unmailedNow().filter((o) => held.some((subject) => subject.includes(o.number)));
          const answeredUnmailed = unmailed.filter((o) => answered.some((a) => a.key === o.idempotency_key));
          console.log(
            `crash drill on ${dialect.name}: ${answered.length} orders answered as placed, ${orders.length} in the database after the restart ` +
              `(${orders.length - answered.length} committed with their answer cut off); killed ${(killedAt / 1000).toFixed(1)} s in, ` +
              `with ${inFlightAtKill.length} place requests in flight and ${stream.attempts.length - answered.length} orders unfinished; ` +
              `orders whose confirmation is still held by the killed process's claim: ${unmailed.length} (answered: ${answeredUnmailed.length})`,
          );
        } finally {
          await close();
        }
      } finally {
        await server.stop();
        await schema?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 90_000);
  });
}
