import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { deliveriesFinished, deliverQueued, enqueueMail } from "./mail-queue.server";

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
});
