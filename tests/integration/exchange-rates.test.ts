import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ensureDemoData } from "~/db/seed/seed.server";
import { describeChange, ECB_DAILY_URL, fetchEcbRates, RatesFeedError, syncRates } from "~/services/exchange-rates.server";
import { listAudit } from "~/services/audit-log.server";
import { ROOT, startServer, TEST_IMAGE_DIR } from "../support/server";
import { createStaff, get, post, signIn } from "../support/staff";

// The ECB's daily euro reference rates (the public XML feed, intercepted by msw:
// a service we do not run) update the storefronts whose currency is not the euro.

/** The feed as the ECB publishes it. */
function ecbFeed(date: string, rates: Record<string, string>) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='${date}'>
${Object.entries({ USD: "1.0812", JPY: "163.45", ...rates })
  .map(([currency, rate]) => `			<Cube currency='${currency}' rate='${rate}'/>`)
  .join("\n")}
		</Cube>
	</Cube>
</gesmes:Envelope>`;
}

const ecb = setupServer();

describe("exchange rates from the ECB", () => {
  let connection: Connection;
  const rateOf = async (currency: string) =>
    (await connection.db.selectFrom("storefront").select("currency_rate").where("currency_code", "=", currency).execute()).map((r) => Number(r.currency_rate));
  const version = async () => (await connection.db.selectFrom("catalogue_state").select("version").executeTakeFirstOrThrow()).version;

  beforeAll(async () => {
    ecb.listen({ onUnhandledRequest: "error" });
    connection = openDatabase(path.join(mkdtempSync(path.join(os.tmpdir(), "rates-")), "shop.sqlite"));
    await migrateToLatest(connection.db);
    await ensureDemoData(connection.db, { products: 20, imageDir: TEST_IMAGE_DIR });
  }, 120_000);
  beforeEach(async () => {
    // the seed's rates before each case
    await connection.db.updateTable("storefront").set({ currency_rate: 392.5 }).where("currency_code", "=", "HUF").execute();
    await connection.db.updateTable("storefront").set({ currency_rate: 24.3 }).where("currency_code", "=", "CZK").execute();
  });
  afterEach(() => ecb.resetHandlers());
  afterAll(async () => {
    ecb.close();
    await connection.close();
  });

  const serve = (body: string, status = 200) =>
    ecb.use(http.get(ECB_DAILY_URL, () => new HttpResponse(body, { status, headers: { "Content-Type": "text/xml" } })));

  it("a normal feed updates forints and koruny, logs old → new, and moves the catalogue version", async () => {
    serve(ecbFeed("2026-11-23", { CZK: "24.305", HUF: "395.10" }));
    const before = await version();
    const report = await syncRates(connection.db, await fetchEcbRates());
    expect(report.ok).toBe(true);
    expect(report.date).toBe("2026-11-23");
    expect(report.changes.map(describeChange).sort()).toEqual(["CZK (ccz): 24.3 → 24.305", "HUF (chu): 392.5 → 395.1"]);
    expect(await rateOf("HUF")).toEqual([395.1]);
    expect(await rateOf("CZK")).toEqual([24.305]);
    // euro storefronts are not touched
    expect(await rateOf("EUR")).toEqual(Array(7).fill(1));
    expect(await version()).toBe(before + 1);
    // the same feed again changes nothing
    const again = await syncRates(connection.db, await fetchEcbRates());
    expect(again.changes.every((c) => c.outcome === "unchanged")).toBe(true);
    expect(await version()).toBe(before + 1);
  });

  it("a feed missing HUF keeps the forint's rate and says so; the koruna is still updated", async () => {
    serve(ecbFeed("2026-11-23", { CZK: "24.41" }));
    const report = await syncRates(connection.db, await fetchEcbRates());
    expect(report.ok).toBe(false);
    expect(report.changes.map(describeChange)).toContain("HUF (chu): not in the feed; kept 392.5");
    expect(await rateOf("HUF")).toEqual([392.5]);
    expect(await rateOf("CZK")).toEqual([24.41]);
  });

  for (const [label, body, status] of [
    ["malformed XML", "<gesmes:Envelope><Cube><Cube time='2026-11-23'><Cube currency='HUF' rate=", 200],
    ["an HTML error page", "<html><body>Service unavailable</body></html>", 200],
    ["a rate that is no number", ecbFeed("2026-11-23", { HUF: "3,92" }), 200],
    ["a rate of zero", ecbFeed("2026-11-23", { HUF: "0" }), 200],
    ["a server error", "oops", 503],
  ] as const) {
    it(`${label}: refused whole, nothing changes`, async () => {
      serve(body, status);
      const before = await version();
      await expect(fetchEcbRates()).rejects.toBeInstanceOf(RatesFeedError);
      expect(await rateOf("HUF")).toEqual([392.5]);
      expect(await version()).toBe(before);
    });
  }

  it("a jump over 10 % is refused unless forced", async () => {
    serve(ecbFeed("2026-11-23", { CZK: "24.3", HUF: "440.00" }));
    const refused = await syncRates(connection.db, await fetchEcbRates());
    expect(refused.ok).toBe(false);
    expect(refused.changes.map(describeChange)).toContain("HUF (chu): 392.5 → 440 refused, a jump of 12.1 % (over 10 %; --force to apply)");
    expect(await rateOf("HUF")).toEqual([392.5]);
    const forced = await syncRates(connection.db, await fetchEcbRates(), { force: true });
    expect(forced.ok).toBe(true);
    expect(await rateOf("HUF")).toEqual([440]);
  });
});

describe("npm run rates:sync", () => {
  // the command runs in its own process, where msw cannot reach: a local server plays the ECB
  let feed = "";
  let local: Server;
  let url = "";
  beforeAll(async () => {
    local = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/xml" }).end(feed));
    await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
    const address = local.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/eurofxref-daily.xml`;
  });
  afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

  const run = (databaseUrl: string, args: string[] = []) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/rates-sync.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, ECB_RATES_URL: url, SEED_DEMO: "false", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", (code) => resolve({ code, output }));
    });

  it("prints old → new, exits 1 on a refused jump and applies it with --force", async () => {
    const databaseUrl = path.join(mkdtempSync(path.join(os.tmpdir(), "rates-cli-")), "shop.sqlite");
    const { db, close } = openDatabase(databaseUrl);
    await migrateToLatest(db);
    await ensureDemoData(db, { products: 20, imageDir: TEST_IMAGE_DIR });
    await close();

    feed = ecbFeed("2026-11-24", { CZK: "24.30", HUF: "394.00" });
    const ok = await run(databaseUrl);
    expect(ok.code, ok.output).toBe(0);
    expect(ok.output).toContain("HUF (chu): 392.5 → 394");
    expect(ok.output).toContain("CZK (ccz): 24.3, unchanged");

    feed = ecbFeed("2026-11-25", { CZK: "30.00", HUF: "394.00" });
    const refused = await run(databaseUrl);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("CZK (ccz): 24.3 → 30 refused");
    const forced = await run(databaseUrl, ["--force"]);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain("CZK (ccz): 24.3 → 30");

    feed = "not xml at all";
    const broken = await run(databaseUrl);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain("Rates not updated: not an ECB rates feed");
  }, 120_000);

  it("the owner's button in Shop settings takes today's rates by the same rule; a manager may not; a broken feed changes nothing", async () => {
    const server = await startServer({ name: "rates-button", env: { ECB_RATES_URL: url, SEED_PRODUCTS: "20" } });
    const { db, close } = openDatabase(server.databaseUrl);
    try {
      const owner = (await signIn(server.baseUrl, db, (await createStaff(db, "owner")).email)).cookie;
      const manager = (await signIn(server.baseUrl, db, (await createStaff(db, "manager")).email)).cookie;
      const rate = async () =>
        Number((await db.selectFrom("storefront").select("currency_rate").where("department", "=", "chu").executeTakeFirstOrThrow()).currency_rate);
      const before = await rate();
      const page = await get(server.baseUrl, "/admin/settings", owner);
      expect(page.body).toContain("Take today&#x27;s ECB rates");

      feed = ecbFeed("2026-11-26", { CZK: "24.30", HUF: String(before + 1) });
      expect((await post(server.baseUrl, "/admin/settings", { intent: "sync-rates" }, manager)).status).toBe(403);
      expect(await rate()).toBe(before);
      const taken = await post(server.baseUrl, "/admin/settings", { intent: "sync-rates" }, owner);
      expect(taken.status).toBe(302);
      expect(decodeURIComponent(taken.headers.location!)).toContain(`HUF (chu): ${before} → ${before + 1}`);
      expect(await rate()).toBe(before + 1);
      const [audit] = await listAudit(db, { kind: "storefront.rates", limit: 1 });
      expect(audit.after).toMatchObject({ date: "2026-11-26" });
      // the forint storefront's prices follow at once
      const shown = await get(server.baseUrl, "/admin/settings", owner);
      expect(shown.body).toContain(`HUF ${before + 1}`);

      feed = "not xml at all";
      const broken = await post(server.baseUrl, "/admin/settings", { intent: "sync-rates" }, owner);
      expect(broken.status).toBe(302);
      expect(decodeURIComponent(broken.headers.location!)).toContain("the rates are as they were");
      expect(await rate()).toBe(before + 1);
      expect((await post(server.baseUrl, "/admin/settings", { intent: "nonsense" }, owner)).status).toBe(400);
    } finally {
      await close();
      await server.stop();
    }
  }, 180_000);
});
