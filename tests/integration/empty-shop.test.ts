import { spawn } from "node:child_process";
import { XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { request } from "../support/http";
import { databasesOfTheirOwn, ROOT, type RunningServer, startServer } from "../support/server";
import { htmlErrors } from "../support/vnu";

// Issue 29 §2 "Start empty": a merchant's own shop on a new database with SEED_DEMO=false. Until
// a storefront is named every host says the shop is being set up (503, Retry-After); the
// storefronts named by `npm run shop` then render a tidy empty shop — no 5xx on any page a
// shopper or crawler reaches, valid HTML, sitemaps that parse, and nothing of the demo. Started
// again with the demo setting on, the shop stays the merchant's: no demo codes or certificates.
// §4: plain http to a real domain is told in the log, once per host.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const SL = "caji.localhost";
const HR = "caji-hr.localhost";

for (const database of databasesOfTheirOwn()) {
  describe(`a shop started empty on ${database.name}`, { timeout: 240_000 }, () => {
    let server: RunningServer;
    let env: Record<string, string>;
    let drop: (() => Promise<void>) | undefined;
    let connection: Connection | undefined;

    // the command as the container runs it (node build/scripts/shop.js): npm run build made it
    const shop = (args: string[]) =>
      new Promise<Run>((resolve, reject) => {
        const child = spawn(process.execPath, ["build/scripts/shop.js", ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: server.dataDir, ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.once("error", reject);
        child.once("exit", (code) => resolve({ code, stdout, stderr }));
      });
    const db = () => (connection ??= openDatabase(env.DATABASE_URL ?? `${server.dataDir}/shop.sqlite`)).db;

    beforeAll(async () => {
      const made = await database.make();
      env = made.env;
      drop = made.drop;
      server = await startServer({ name: `empty-${database.name}`, env: { ...env, SEED_DEMO: "false" } });
    });

    afterAll(async () => {
      await connection?.close();
      await server?.stop();
      await drop?.();
    });

    it("answers every host with the short set-up page until a storefront is named", async () => {
      for (const host of [SL, "si.lumera.localhost", "example.com"]) {
        for (const path of ["/", "/cart", "/sitemap.xml", "/api/fetchStoreFrontLocales?host=x&path=/"]) {
          const res = await request(server.baseUrl, path, { host });
          expect(res.status, `${host}${path}`).toBe(503);
          expect(res.headers["retry-after"]).toBeTruthy();
          expect(res.body).toContain("This shop is being set up");
        }
      }
    });

    it("names storefronts and a warehouse by the command; bad input is one line, exit 1, nothing changed", async () => {
      const refusals: [string[], RegExp][] = [
        [["storefront", "add", "xx", "--name", "Gozd", "--domain", SL], /unknown department "xx"/],
        [["storefront", "add", "su", "--name", "Gozd", "--domain", "http://caji.si/"], /not a domain name/],
        [["storefront", "add", "su", "--name", "Gozd", "--domain", SL, "--prefix", "de"], /--prefix must be one of/],
        [["storefront", "add", "su", "--domain", SL], /needs --name and --domain/],
      ];
      for (const [args, text] of refusals) {
        const run = await shop(args);
        expect(run.code, args.join(" ")).toBe(1);
        expect(run.stderr.trim().split("\n")).toHaveLength(1);
        expect(run.stderr).toMatch(text);
      }
      expect(await db().selectFrom("storefront").select("department").execute()).toEqual([]);

      const sl = await shop(["storefront", "add", "su", "--name", "Zeliščni čaji Gozd", "--domain", SL]);
      expect(sl.code, sl.stderr).toBe(0);
      expect(sl.stdout).toContain("the default storefront");
      const hr = await shop(["storefront", "add", "chr", "--name", "Biljni čajevi Gozd", "--domain", HR]);
      expect(hr.code, hr.stderr).toBe(0);
      expect((await shop(["warehouse", "add", "lj", "Skladišče Ljubljana"])).code).toBe(0);

      const before = await db().selectFrom("storefront").selectAll().orderBy("position").execute();
      for (const [args, text] of [
        [["storefront", "add", "su", "--name", "Again", "--domain", "other.localhost"], /su exists already/],
        [["storefront", "add", "cen", "--name", "Gozd EN", "--domain", HR], /another storefront is served at caji-hr\.localhost/],
        [["warehouse", "add", "LJ", "Again"], /warehouse LJ exists already/],
      ] as [string[], RegExp][]) {
        const run = await shop(args);
        expect(run.code, args.join(" ")).toBe(1);
        expect(run.stderr).toMatch(text);
      }
      expect(await db().selectFrom("storefront").selectAll().orderBy("position").execute()).toEqual(before);
      expect(before.map((s) => [s.department, s.name, s.domain, s.is_default, JSON.parse(s.bank_account)])).toEqual([
        ["su", "Zeliščni čaji Gozd", SL, 1, null],
        ["chr", "Biljni čajevi Gozd", HR, 0, null],
      ]);
      const list = await shop(["storefront", "list"]);
      expect(list.stdout).toMatch(/su\s+Zeliščni čaji Gozd\s+caji\.localhost\/\s+sl\s+EUR\s+default/);
    });

    it("serves both storefronts as tidy empty shops: no 5xx, valid HTML, parsing sitemaps, nothing of the demo", async () => {
      const pages: { label: string; html: string }[] = [];
      for (const [host, brands, gift] of [
        [SL, "/znamke", "/darilni-boni.html"],
        [HR, "/marke", "/poklon-bonovi.html"],
      ]) {
        const fixed = ["/", "/search?q=caj", "/search/caj", "/no-such-category", brands, "/blog", "/cart", "/checkout", gift, "/login", "/wishlist"];
        const seen = new Set<string>();
        const queue = [...fixed];
        while (queue.length > 0 && seen.size < 60) {
          const path = queue.shift()!;
          if (seen.has(path)) continue;
          seen.add(path);
          const res = await request(server.baseUrl, path, { host });
          expect(res.status, `${host}${path}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body, `${host}${path}`).not.toMatch(/Lumera|DEMO-/);
          if (res.status === 200 && /text\/html/.test(String(res.headers["content-type"]))) {
            if (path === "/" || path === brands || path === "/search?q=caj" || path === "/cart") pages.push({ label: `${host}${path}`, html: res.body });
            for (const [, href] of res.body.matchAll(/href="(\/[^"#]*)"/g)) {
              const link = href.replace(/&amp;/g, "&");
              if (!link.startsWith("//") && !/^\/(build|images|admin)\/|\.(css|js|svg|png|ico|webmanifest|json)$/.test(link) && !seen.has(link))
                queue.push(link);
            }
          }
        }
        expect(seen.size).toBeGreaterThan(fixed.length);

        const home = await request(server.baseUrl, "/", { host });
        expect(home.status).toBe(200);
        expect(home.body).toContain(host === SL ? "Zeliščni čaji Gozd" : "Biljni čajevi Gozd");
        // a sentence where the products will be, not a blank page
        expect(home.body).toContain(host === SL ? "Naši izdelki bodo kmalu tukaj." : "Naši će proizvodi uskoro biti ovdje.");

        const robots = await request(server.baseUrl, "/robots.txt", { host });
        expect(robots.status).toBe(200);
        expect(robots.body).toContain(`http://${host}`);
        const index = await request(server.baseUrl, "/sitemap.xml", { host });
        expect(index.status).toBe(200);
        expect(XMLValidator.validate(index.body)).toBe(true);
        for (const [, loc] of index.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
          const url = new URL(loc);
          const file = await request(server.baseUrl, url.pathname, { host: url.host });
          expect(file.status, loc).toBe(200);
          expect(XMLValidator.validate(file.body), loc).toBe(true);
          expect(file.body).not.toMatch(/Lumera|DEMO-/);
        }
        const locales = await request(server.baseUrl, `/api/fetchStoreFrontLocales?host=${host}&path=/`, { host });
        expect(locales.status).toBe(200);
        expect(locales.body).not.toMatch(/Lumera/);
      }
      expect(await htmlErrors(pages)).toEqual([]);
    });

    it("says in the log, once per host, that plain http to a real domain loses the cart (§4)", async () => {
      for (let i = 0; i < 3; i++) await request(server.baseUrl, "/", { host: "caji.si" });
      await request(server.baseUrl, "/", { host: "caji.localhost" });
      const warnings = server
        .output()
        .split("\n")
        .filter((line) => line.includes("reached over plain http"));
      const caji = warnings.filter((line) => line.includes('"host":"caji.si"'));
      expect(caji).toHaveLength(1);
      expect(caji[0]).toContain('"level":40');
      expect(caji[0]).toContain("*.localhost");
      // this machine's names keep Secure cookies: nothing to say about them
      expect(warnings.filter((line) => /"host":"[^"]*localhost"|"host":"127\./.test(line))).toEqual([]);
    });

    it("stays the merchant's shop when started again with the demo setting on: no demo codes or certificates", async () => {
      for (const seedDemo of [undefined, "true"]) {
        await server.stop();
        const demoEnv: Record<string, string> = { ...env };
        if (seedDemo) demoEnv.SEED_DEMO = seedDemo;
        server = await startServer({ name: `again-${database.name}`, dataDir: server.dataDir, env: demoEnv });
        expect((await request(server.baseUrl, "/", { host: SL })).status).toBe(200);
      }
      expect(await db().selectFrom("discount_code").select("code").execute()).toEqual([]);
      expect(await db().selectFrom("gift_certificate").select("code").execute()).toEqual([]);
      expect((await db().selectFrom("storefront").select("department").orderBy("position").execute()).map((s) => s.department)).toEqual(["su", "chr"]);
      expect(await db().selectFrom("product").select("id").execute()).toEqual([]);
    });
  });
}
