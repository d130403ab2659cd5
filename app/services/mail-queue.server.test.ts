import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { getEnv } from "~/env.server";
import type { Database } from "~/db/schema";
import { deliveriesFinished, deliverQueued, enqueueMail, sendDueMail } from "./mail-queue.server";

// A mail handed over after its commit without waiting (`void deliverQueued`) is still being
// written when its request has answered: a process closing its database waits for it first, or
// the mail is left claimed and sent again by the next sweep after the claim runs out.

describe("mail deliveries under way", () => {
  let db: DB;
  const outbox = mkdtempSync(path.join(os.tmpdir(), "mail-queue-test-"));
  beforeAll(async () => {
    process.env.OUTBOX_DIR = outbox;
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await migrateToLatest(db);
  });
  afterAll(async () => db.destroy());

  it("are awaited by deliveriesFinished: every mail handed over is sent before it resolves", async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push(await enqueueMail(db, { to: `ana${n}@example.com`, fromName: "Lumera", subject: `Mail ${n}`, text: "Hvala.", lang: "sl", links: [] }));
    void deliverQueued(db, ids.slice(0, 2));
    void deliverQueued(db, ids.slice(2));
    await deliveriesFinished();
    const rows = await db.selectFrom("mail_queue").select(["id", "status"]).orderBy("id").execute();
    expect(rows).toEqual(ids.map((id) => ({ id, status: "sent" })));
    expect(readdirSync(outbox).filter((f) => f.endsWith(".eml"))).toHaveLength(3);
    // nothing under way: it resolves at once
    await deliveriesFinished();
  });

  const queueTwo = (tag: string) =>
    db
      .transaction()
      .execute(async (trx) => [
        await enqueueMail(trx, { to: `${tag}@example.com`, fromName: "Lumera", subject: `${tag} 1`, text: "Plačilo je prejeto.", lang: "sl", links: [] }),
        await enqueueMail(trx, { to: `${tag}@example.com`, fromName: "Lumera", subject: `${tag} 2`, text: "Darilni bon.", lang: "sl", links: [] }),
      ]);
  const subjectsIn = (dir: string, tag: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .map((f) => /^Subject: (.*)$/m.exec(readFileSync(path.join(dir, f), "utf8"))?.[1])
      .filter((subject) => subject?.startsWith(tag));

  it("of one change are claimed together: a sweep beside the delivery sends none of them, and they arrive in the order queued", async () => {
    // the order desk's mark-paid in its own process while a server sweeps (stop 42's failed CI run:
    // the certificate's mail arrived before the payment's, whose invoice PDF was still being made)
    const ids = await queueTwo("order-paid");
    const delivery = deliverQueued(db, ids);
    const swept = await sendDueMail(db);
    expect(await delivery).toBe(2);
    expect(swept.sent).toBe(0);
    expect(subjectsIn(outbox, "order-paid")).toEqual(["order-paid 1", "order-paid 2"]);
  });

  it("of one change go back to the queue, due at once, when the first is refused", async () => {
    const refusing = path.join(mkdtempSync(path.join(os.tmpdir(), "mail-queue-test-")), "not-a-folder");
    writeFileSync(refusing, "");
    const key = Symbol.for("storefront.env");
    const g = globalThis as { [key]?: ReturnType<typeof getEnv> };
    const env = getEnv();
    g[key] = { ...env, OUTBOX_DIR: refusing };
    try {
      const ids = await queueTwo("refused");
      expect(await deliverQueued(db, ids)).toBe(0);
      const rows = await db.selectFrom("mail_queue").select(["id", "status", "attempts", "next_attempt_at"]).where("id", "in", ids).orderBy("id").execute();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ["pending", 1],
        ["pending", 0],
      ]);
      // the first waits for its retry; the second was never tried and is due now
      expect(Date.parse(rows[0].next_attempt_at)).toBeGreaterThan(Date.now());
      expect(Date.parse(rows[1].next_attempt_at)).toBeLessThanOrEqual(Date.now());
    } finally {
      g[key] = env;
    }
  });
});
