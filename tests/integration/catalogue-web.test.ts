import { runCommand } from "../support/commands";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { request } from "../support/http";
import { TEST_IMAGE_DIR } from "../support/server";
import { ADMIN, ADMIN_ORIGIN, createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// README "Import and export in the browser": a catalogue file uploaded in the back office is
// dry-run (the command's checks and report, nothing written), imported as a background job with
// its progress and report kept in catalogue_job, one at a time; the export downloads; the upload's
// body limit is 50 MB; support is refused. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

const SI = "si.lumera.localhost";
const MB = 1024 * 1024;
type CsvRow = Record<string, string>;

/** A browser's multipart post of the form's files. */
function multipart(files: { field: string; name: string; content: string | Buffer }[]) {
  const boundary = `----catalogue${randomBytes(8).toString("hex")}`;
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(f.content),
    Buffer.from("\r\n"),
  ]);
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(baseUrl: string, cookie: string, files: { field: string; name: string; content: string | Buffer }[]) {
  const { body, contentType } = multipart(files);
  return request(baseUrl, "/admin/catalogue", {
    host: ADMIN,
    method: "POST",
    headers: { ...ADMIN_ORIGIN, "Content-Type": contentType, "Content-Length": String(body.length), Cookie: cookie },
    body,
  });
}

/** Posts `body` in 1 MB pieces, stopping as soon as the server answers (a 413 cuts the connection after it). */
function postLarge(baseUrl: string, path: string, body: Buffer, headers: Record<string, string>) {
  const url = new URL(baseUrl);
  return new Promise<{ status: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers: { Host: ADMIN, ...headers } }, (res) => {
      answered = true;
      res.resume();
      const answer = () => resolve({ status: res.statusCode ?? 0 });
      res.on("end", answer);
      res.on("error", answer);
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < body.length) {
        const piece = body.subarray(sent, sent + MB);
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/** The catalogue command on the server's database, as an operator runs it. */
function command(server: { databaseUrl: string; dataDir: string }, ...args: string[]) {
  return runCommand("catalogue-import", args, { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, IMAGE_DIR: TEST_IMAGE_DIR, LOG_LEVEL: "warn" });
}

/** The report's lines as a page shows them (its list items), HTML entities of the test's words undone. */
const reportOf = (html: string) =>
  [...(/data-job-report[\s\S]*?<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) =>
    m[1].replace(/<!-- -->/g, "").replace(/&quot;/g, '"'),
  );

for (const server of inject("servers")) {
  describe(`catalogue import and export in the browser, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let managerEmail: string;
    let support: string;
    const tag = `w${randomBytes(3).toString("hex")}`;
    const sku = `WEBIMP-${tag}`.toUpperCase();
    const work = mkdtempSync(path.join(os.tmpdir(), "catalogue-web-"));
    const seen: { label: string; html: string }[] = [];
    let exported: CsvRow[];
    let newRow: CsvRow;
    const page = (p: string) => get(server.baseUrl, p, manager);
    const version = async () => (await db.selectFrom("catalogue_state").select("version").executeTakeFirstOrThrow()).version;
    const jobId = (location: string | undefined) => Number(/^\/admin\/catalogue\/jobs\/(\d+)$/.exec(location ?? "")?.[1]);
    /** The job page once its import has finished (the page refreshes itself every 2 s while it runs). */
    const finished = async (id: number) => {
      await expect
        .poll(async () => (await page(`/admin/catalogue/jobs/${id}`)).body.match(/data-job-status="(\w+)"/)?.[1], { timeout: 20_000, interval: 200 })
        .toMatch(/^(done|refused|failed)$/);
      return page(`/admin/catalogue/jobs/${id}`);
    };

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const staff = await createStaff(db, "manager", "catalogue-web");
      managerEmail = staff.email;
      manager = (await signIn(server.baseUrl, db, staff.email)).cookie;
      support = (await signIn(server.baseUrl, db, (await createStaff(db, "support", "catalogue-web")).email)).cookie;
    }, 60_000);
    afterAll(async () => {
      await db.deleteFrom("catalogue_job").where("file_name", "like", `%${tag}%`).execute();
      await close();
    });

    it("downloads the export as files: products, brands and categories CSV and one JSON document, the same products", async () => {
      const csv = await page("/admin/catalogue/export?file=csv");
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.headers["cache-control"]).toBe("no-store");
      exported = parse(csv.body, { columns: true, bom: true }) as CsvRow[];
      expect(exported.length).toBeGreaterThan(10);
      expect(Object.keys(exported[0])).toEqual(expect.arrayContaining(["sku", "price", "name_sl", "url_key_en", "images"]));
      const json = await page("/admin/catalogue/export?file=json");
      expect(json.headers["content-disposition"]).toMatch(/filename="catalogue-[\d-]+\.json"$/);
      const document = json.json<{ brands: unknown[]; categories: unknown[]; products: { sku: string }[] }>();
      expect(document.products.map((p) => p.sku)).toEqual(exported.map((p) => p.sku));
      const brands = await page("/admin/catalogue/export?file=brands");
      expect(brands.headers["content-disposition"]).toMatch(/\.brands\.csv"$/);
      expect(parse(brands.body, { columns: true })).toHaveLength(document.brands.length);
      const categories = await page("/admin/catalogue/export?file=categories");
      expect(parse(categories.body, { columns: true })).toHaveLength(document.categories.length);
      expect((await page("/admin/catalogue/export?file=xlsx")).status).toBe(404);
    });

    it("support may not open, upload, import or export (403), and nothing is written", async () => {
      const jobs = (await db.selectFrom("catalogue_job").select("id").execute()).length;
      expect((await get(server.baseUrl, "/admin/catalogue", support)).status).toBe(403);
      expect((await get(server.baseUrl, "/admin/catalogue/export?file=csv", support)).status).toBe(403);
      expect((await upload(server.baseUrl, support, [{ field: "file", name: `${tag}.csv`, content: "sku,price\n" }])).status).toBe(403);
      expect((await post(server.baseUrl, "/admin/catalogue/jobs/1", { intent: "import" }, support)).status).toBe(403);
      expect(await db.selectFrom("catalogue_job").select("id").execute()).toHaveLength(jobs);
    });

    it("an upload is a dry run: the command's report, nothing written; the same file through the command says the same", async () => {
      const source = exported.find((row) => row.brand && row.categories && row.images)!;
      newRow = { ...source, sku, ean: "", archived: "false" };
      for (const column of Object.keys(newRow)) {
        if (column.startsWith("url_key_")) newRow[column] = `webimport-${tag}-${column.slice("url_key_".length)}`;
        if (column.startsWith("name_")) newRow[column] = `Uvoz ${tag} ${column.slice(5)}`;
        if (column.startsWith("stock_")) newRow[column] = "7";
      }
      newRow.price = "23.40";
      newRow.special_price = newRow.special_from = newRow.special_to = "";
      const content = stringify([newRow], { header: true, columns: Object.keys(newRow) });
      const file = path.join(work, `new-${tag}.csv`);
      writeFileSync(file, content);

      const before = await version();
      const res = await upload(server.baseUrl, manager, [{ field: "file", name: `new-${tag}.csv`, content }]);
      expect(res.status).toBe(303);
      const id = jobId(res.headers.location);
      expect(id).toBeGreaterThan(0);
      const job = await page(`/admin/catalogue/jobs/${id}`);
      expect(job.status).toBe(200);
      expect(job.body).toContain(`Dry run of new-${tag}.csv, nothing written:`);
      expect(job.body).not.toContain('http-equiv="refresh"');
      seen.push({ label: "dry run", html: job.body });
      const lines = reportOf(job.body);
      expect(lines).toContain("products: 1 to create, 0 to update, 0 unchanged");
      // nothing written
      expect(await db.selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirst()).toBeUndefined();
      expect(await version()).toBe(before);
      const row = await db.selectFrom("catalogue_job").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "checked", staff: managerEmail, running_lock: null });
      expect(JSON.parse(row.report!).products).toEqual({ created: 1, updated: 0, unchanged: 0 });
      expect(existsSync(row.file_path)).toBe(true);
      expect(row.file_path.startsWith(path.join(server.dataDir, "catalogue-uploads"))).toBe(true);

      const dry = await command(server, file, "--dry-run");
      expect(dry.code).toBe(0);
      const printed = dry.stdout
        .split("\n")
        .slice(1)
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith("time:"));
      expect(lines.filter((l) => !l.startsWith("time:"))).toEqual(printed);
    });

    it("Import runs it in the background: progress kept in the job, the report at the end, the product as the command would write it, audited", async () => {
      const [job] = await db.selectFrom("catalogue_job").select("id").where("file_name", "=", `new-${tag}.csv`).execute();
      const before = await version();
      const res = await post(server.baseUrl, `/admin/catalogue/jobs/${job.id}`, { intent: "import" }, manager);
      expect(res.status).toBe(303);
      const done = await finished(job.id);
      expect(done.body).toContain('data-job-status="done"');
      expect(done.body).toMatch(new RegExp(`Imported new-${tag}\\.csv in [\\d.]+ s:`));
      expect(reportOf(done.body)).toContain("products: 1 created, 0 updated, 0 unchanged");
      seen.push({ label: "imported", html: done.body });
      const row = await db.selectFrom("catalogue_job").selectAll().where("id", "=", job.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "done", running_lock: null, phase: null });
      expect(row.finished_at).not.toBeNull();
      expect(row.total_count).toBeGreaterThan(0);
      expect(row.done_count).toBe(row.total_count);
      const report = JSON.parse(row.report!);
      expect(report).toMatchObject({ ok: true, changed: true, products: { created: 1, updated: 0, unchanged: 0 } });
      expect(report.version).toBeGreaterThan(before);
      expect(await version()).toBeGreaterThan(before);
      expect(existsSync(row.file_path)).toBe(false);

      const product = await db.selectFrom("product").select(["id", "regular_price"]).where("sku", "=", sku).executeTakeFirstOrThrow();
      expect(product.regular_price).toBe(2340);
      // the command, given the same file now, finds nothing to change: the browser wrote what it would have
      const file = path.join(work, `new-${tag}.csv`);
      const again = await command(server, file, "--dry-run");
      expect(again.stdout).toContain("products: 0 to create, 0 to update, 1 unchanged");
      expect(again.stdout).toContain("nothing changed");

      const [audit] = await listAudit(db, { kind: "catalogue.import", subject: `catalogue_job:${job.id}` });
      expect(audit.actor).toBe(managerEmail);
      expect(audit.after).toMatchObject({ file: `new-${tag}.csv`, products: { created: 1, updated: 0, unchanged: 0 } });
      // imported once: the button is gone and a second post is refused
      expect(done.body).not.toContain(">Import<");
      expect((await post(server.baseUrl, `/admin/catalogue/jobs/${job.id}`, { intent: "import" }, manager)).status).toBe(409);
    });

    it("a price change: refused while another import runs (409, with a message), then imported; the storefront shows the new price", async () => {
      const columns = ["sku", "price", ...Object.keys(newRow).filter((c) => c.startsWith("name_"))];
      const content = stringify([{ ...newRow, price: "31.70" }], { header: true, columns });
      const res = await upload(server.baseUrl, manager, [{ field: "file", name: `price-${tag}.csv`, content }]);
      const id = jobId(res.headers.location);
      expect(reportOf((await page(`/admin/catalogue/jobs/${id}`)).body)).toContain("products: 0 to create, 1 to update, 0 unchanged");

      // another import under way (on this or another instance): its row holds the lock
      const now = new Date().toISOString();
      const other = await db
        .insertInto("catalogue_job")
        .values({
          status: "running",
          file_name: `other-${tag}.csv`,
          file_path: "/nowhere/x.csv",
          staff: "someone@lumera.example",
          created_at: now,
          started_at: now,
          heartbeat_at: now,
          running_lock: "import",
          phase: "writing products",
          done_count: 3,
          total_count: 10,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const running = await page(`/admin/catalogue/jobs/${other.id}`);
      expect(running.body).toContain('<meta http-equiv="refresh" content="2"/>');
      expect(running.body).toContain("writing products: 3 of 10 (30%)");
      seen.push({ label: "running", html: running.body });
      const refused = await post(server.baseUrl, `/admin/catalogue/jobs/${id}`, { intent: "import" }, manager);
      expect(refused.status).toBe(409);
      expect(refused.body).toContain(`Another import is running (other-${tag}.csv, started by someone@lumera.example)`);
      expect((await db.selectFrom("product").select("regular_price").where("sku", "=", sku).executeTakeFirstOrThrow()).regular_price).toBe(2340);

      // its process stopped: no heartbeat for over a minute, and it is marked failed, never left running
      await db
        .updateTable("catalogue_job")
        .set({ heartbeat_at: new Date(Date.now() - 61_000).toISOString() })
        .where("id", "=", other.id)
        .execute();
      const stale = await page(`/admin/catalogue/jobs/${other.id}`);
      expect(stale.body).toContain('data-job-status="failed"');
      expect(stale.body).toContain("The import stopped without finishing");
      expect(stale.body).not.toContain('http-equiv="refresh"');
      expect(await db.selectFrom("catalogue_job").select(["status", "running_lock"]).where("id", "=", other.id).executeTakeFirstOrThrow()).toEqual({
        status: "failed",
        running_lock: null,
      });

      expect((await post(server.baseUrl, `/admin/catalogue/jobs/${id}`, { intent: "import" }, manager)).status).toBe(303);
      expect((await finished(id)).body).toContain("products: 0 created, 1 updated, 0 unchanged");
      await expect
        .poll(async () => (await request(server.baseUrl, `/webimport-${tag}-sl`, { host: SI })).body, { timeout: 10_000, interval: 250 })
        .toMatch(new RegExp(`Uvoz ${tag} sl[\\s\\S]*31,70`));
    });

    it("a file with unknown columns is refused with the problems at their rows; a file that is not a catalogue file is a 400 at the field; nothing changed", async () => {
      const before = await version();
      const bad = await upload(server.baseUrl, manager, [{ field: "file", name: `bad-${tag}.csv`, content: `sku,price,colour\n${sku},abc,red\n` }]);
      expect(bad.status).toBe(303);
      const job = await page(bad.headers.location!);
      expect(job.body).toContain('data-job-status="refused"');
      expect(job.body).toMatch(new RegExp(`bad-${tag}\\.csv refused, nothing changed \\(\\d+ problems\\):`));
      expect(job.body).toContain("row 1, column colour: ");
      expect(job.body).toContain("row 2, column price: bad price");
      expect(job.body).not.toContain(">Import<");
      seen.push({ label: "refused", html: job.body });

      const picture = await upload(server.baseUrl, manager, [
        {
          field: "file",
          name: `pic-${tag}.csv`,
          content: stringify([{ ...newRow, images: `new-${tag}.jpg` }], { header: true, columns: Object.keys(newRow) }),
        },
      ]);
      expect((await page(picture.headers.location!)).body).toContain(`row 2, column images: image new-${tag}.jpg is not in the shop`);

      for (const [name, content, message] of [
        [`notes-${tag}.txt`, "hello", `notes-${tag}.txt is not a catalogue file: its name must end in .csv or .json.`],
        [`broken-${tag}.json`, "{ nope", `broken-${tag}.json: not a readable JSON file`],
        [`quotes-${tag}.csv`, 'sku,price\n"A,1\n', `quotes-${tag}.csv: not a readable CSV file`],
      ]) {
        const res = await upload(server.baseUrl, manager, [{ field: "file", name, content }]);
        expect(res.status).toBe(400);
        expect(res.body).toContain(message);
        expect(res.body).not.toContain("catalogue-uploads");
        expect(res.body).toContain('aria-invalid="true"');
      }
      const none = await upload(server.baseUrl, manager, []);
      expect(none.status).toBe(400);
      expect(none.body).toContain("Choose the catalogue file to upload");
      seen.push({ label: "400", html: none.body });
      expect(await version()).toBe(before);
      expect((await db.selectFrom("product").select("regular_price").where("sku", "=", sku).executeTakeFirstOrThrow()).regular_price).toBe(3170);
    });

    it("takes more than the shop's 1 MB, and a body over 51 MB (a 50 MB file and its form) is a 413 before it is read", async () => {
      const padded = stringify([{ ...newRow, description_sl: "x".repeat(2 * MB) }], { header: true, columns: Object.keys(newRow) });
      const big = await upload(server.baseUrl, manager, [{ field: "file", name: `big-${tag}.csv`, content: padded }]);
      expect(big.status).toBe(303);
      const jobs = (await db.selectFrom("catalogue_job").select("id").execute()).length;
      const { body, contentType } = multipart([{ field: "file", name: `huge-${tag}.csv`, content: Buffer.alloc(51 * MB, "a") }]);
      const refused = await postLarge(server.baseUrl, "/admin/catalogue", body, {
        ...ADMIN_ORIGIN,
        Cookie: manager,
        "Content-Type": contentType,
        "Content-Length": String(body.length),
      });
      expect(refused.status).toBe(413);
      expect(await db.selectFrom("catalogue_job").select("id").execute()).toHaveLength(jobs);
      expect((await page("/admin/catalogue")).status).toBe(200);
    });

    it("the pages are valid HTML", async () => {
      const list = await page("/admin/catalogue");
      expect(list.body).toContain(`href="/admin/catalogue/export?file=csv"`);
      expect(list.body).toContain(`new-${tag}.csv`);
      seen.push({ label: "list", html: list.body });
      expect(await htmlErrors(seen)).toEqual([]);
    }, 120_000);
  });
}
