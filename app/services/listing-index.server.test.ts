import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DB } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { getLogger } from "~/logger.server";
import type { Database } from "~/db/schema";
import type * as catalogueVersion from "./catalogue-version.server";
import { lastChangedHere } from "./catalogue-version.server";
import { servingVersion, getListingIndex } from "./listing-index.server";

// The page cache asks for the serving version on every request and starts the index's version
// check without waiting for it. A check that throws must leave the page answered from the index
// it has: unawaited, its rejection would end the whole process (Node's default for an unhandled
// rejection), every shopper's request with it.

vi.mock("./catalogue-version.server", async (importOriginal) => {
  const actual = await importOriginal<typeof catalogueVersion>();
  return { ...actual, lastChangedHere: vi.fn(actual.lastChangedHere) };
});

describe("the listing index's version check", () => {
  let db: DB;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await migrateToLatest(db);
    process.on("unhandledRejection", onUnhandled);
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    await db.destroy();
  });

  it("that throws is logged, and the serving version is still answered", async () => {
    const index = await getListingIndex(db);
    expect(servingVersion(db)).toBe(index.version);
    const fault = new Error("a fault in the check itself");
    vi.mocked(lastChangedHere).mockImplementationOnce(() => {
      throw fault;
    });
    const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => undefined);
    expect(servingVersion(db)).toBe(index.version);
    // a turn for the rejection to be seen, handled or not
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    expect(logged).toHaveBeenCalledWith({ err: fault }, "listing index: version check failed");
    logged.mockRestore();
    // and the index goes on serving
    await expect(getListingIndex(db)).resolves.toBe(index);
  });
});
