import { runCommand } from "../support/commands";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { createPostgresSchema, ROOT, type RunningServer, startServer, TEST_IMAGE_DIR } from "../support/server";

// README "Catalogue import and export": the merchant's commands run as an operator runs them
// (a child process on the server's database), and the running server shows what they wrote.

const targets: { name: string; env: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> }> }[] = [
  { name: "sqlite", env: async () => ({ env: {} }) },
];
const postgres = process.env.TEST_DATABASE_URL;
if (postgres) {
  targets.push({
    name: "postgres",
    env: async () => {
      const schema = await createPostgresSchema(postgres);
      return { env: { DATABASE_URL: schema.url }, drop: schema.drop };
    },
  });
}

type CsvRow = Record<string, string>;
const readCsv = (file: string): CsvRow[] => parse(readFileSync(file), { columns: true, bom: true });
const writeCsv = (file: string, rows: CsvRow[]) => writeFileSync(file, stringify(rows, { header: true, columns: Object.keys(rows[0]) }));

describe.each(targets)("catalogue import and export ($name)", (target) => {
  let server: RunningServer;
  let connection: Connection;
  let drop: (() => Promise<void>) | undefined;
  const work = mkdtempSync(path.join(os.tmpdir(), "catalogue-io-"));

  const run = (script: "catalogue-import" | "catalogue-export", ...args: string[]) => runWith({}, script, ...args);
  /** The command with more of its environment set (another IMAGE_DIR). */
  const runWith = (env: Record<string, string>, script: "catalogue-import" | "catalogue-export", ...args: string[]) =>
    runCommand(script, args, { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, IMAGE_DIR: TEST_IMAGE_DIR, LOG_LEVEL: "warn", ...env });
  const version = async () => (await connection.db.selectFrom("catalogue_state").select("version").executeTakeFirstOrThrow()).version;
  /** what a merchant would notice changed: every simple product's SKU, price and names */
  const snapshot = async () =>
    (
      await connection.db
        .selectFrom("product as p")
        .innerJoin("product_i18n as i", "i.product_id", "p.id")
        .select(["p.sku", "p.regular_price", "p.discount_price", "i.lang", "i.name", "i.url_key"])
        .orderBy("p.sku")
        .orderBy("i.lang")
        .execute()
    ).map((row) => Object.values(row).join("|"));

  beforeAll(async () => {
    const { env, drop: dropSchema } = await target.env();
    drop = dropSchema;
    server = await startServer({ name: "catalogue", env: { SEED_PRODUCTS: "50", ...env } });
    connection = openDatabase(server.databaseUrl);
  }, 180_000);
  afterAll(async () => {
    await connection?.close();
    await server?.stop();
    await drop?.();
  });

  it("export then import is a no-op, in CSV and in JSON, and does not raise the catalogue version", async () => {
    for (const file of [path.join(work, "shop.csv"), path.join(work, "shop.json")]) {
      const exported = await run("catalogue-export", file);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).toMatch(/Exported 51 products, 12 brands and 34 categories/);
      const before = await version();
      const imported = await run("catalogue-import", file);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain("products: 0 created, 0 updated, 51 unchanged");
      expect(imported.stdout).toContain("nothing changed");
      expect(await version()).toBe(before);
    }
    // the side files of a CSV export
    expect(readCsv(path.join(work, "shop.brands.csv"))).toHaveLength(12);
    expect(readCsv(path.join(work, "shop.categories.csv"))).toHaveLength(34);
  });

  it("an edited price and name show on the product page (anonymous, through the page cache) within 10 s; the same file again changes nothing", async () => {
    const file = path.join(work, "edited.csv");
    await run("catalogue-export", file);
    const rows = readCsv(file);
    const row = rows[0];
    const page = `${server.baseUrl}/${row.url_key_sl}`;
    const first = await fetch(page);
    expect(first.status).toBe(200);
    // the page is in the full-page cache now
    await fetch(page);

    row.price = "77.71";
    row.special_price = "";
    row.name_sl = "Uvozni preizkus krema 77";
    writeCsv(file, rows);

    const dryRun = await run("catalogue-import", file, "--dry-run");
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain("products: 0 to create, 1 to update, 50 unchanged");
    const before = await version();
    expect((await snapshot()).join("\n")).not.toContain("Uvozni preizkus");

    const imported = await run("catalogue-import", file);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("products: 0 created, 1 updated, 50 unchanged");
    expect(await version()).toBe(before + 1);

    const deadline = Date.now() + 10_000;
    let html = "";
    while (Date.now() < deadline) {
      html = await (await fetch(page)).text();
      if (html.includes("Uvozni preizkus krema 77") && html.includes("77,71")) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(html).toContain("Uvozni preizkus krema 77");
    expect(html).toContain("77,71");

    const again = await run("catalogue-import", file);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("products: 0 created, 0 updated, 51 unchanged");
    expect(again.stdout).toContain("nothing changed");
    expect(await version()).toBe(before + 1);
  });

  it("a special price holds only between its dates (special_from / special_to)", async () => {
    const file = path.join(work, "dated.csv");
    await run("catalogue-export", file);
    const rows = readCsv(file);
    const row = rows[1];
    const page = `${server.baseUrl}/${row.url_key_sl}`;
    const importWith = async (from: string, to: string) => {
      Object.assign(row, { price: "33.33", special_price: "22.22", special_from: from, special_to: to });
      writeCsv(file, rows);
      const result = await run("catalogue-import", file);
      expect(result.code, result.stderr).toBe(0);
    };
    const pageOnce = async (check: (html: string) => boolean) => {
      const deadline = Date.now() + 10_000;
      let html = "";
      while (Date.now() < deadline) {
        html = await (await fetch(page)).text();
        if (check(html)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return html;
    };

    await importWith("2099-01-01", "");
    const later = await pageOnce((html) => html.includes("33,33"));
    expect(later).toContain("33,33");
    expect(later).not.toContain("22,22");

    await importWith("2020-01-01", "2099-12-31");
    const now = await pageOnce((html) => html.includes("22,22"));
    expect(now).toContain("22,22");
    expect(now).toContain("33,33");

    await importWith("2020-01-01", "2020-12-31");
    const over = await pageOnce((html) => !html.includes("22,22"));
    expect(over).not.toContain("22,22");

    // a special price ending by itself, with no import after it: the page follows within seconds
    const ends = new Date(Date.now() + 12_000).toISOString();
    await importWith("2020-01-01", ends);
    expect(await pageOnce((html) => html.includes("22,22"))).toContain("22,22");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(ends) - Date.now())));
    const deadline = Date.now() + 15_000;
    let ended = "";
    while (Date.now() < deadline) {
      ended = await (await fetch(page)).text();
      if (!ended.includes("22,22")) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(ended).toContain("33,33");
    expect(ended).not.toContain("22,22");
  }, 60_000);

  it("a file with one bad row is refused whole: its row and column named, exit code 1, nothing changed", async () => {
    const file = path.join(work, "bad.csv");
    await run("catalogue-export", file);
    const rows = readCsv(file);
    rows[0].price = "99.99"; // a good change that must not be written either
    rows[2].price = "12,90"; // row 4 of the spreadsheet
    writeCsv(file, rows);
    const before = { version: await version(), rows: await snapshot() };

    const result = await run("catalogue-import", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("refused, nothing changed (1 problem)");
    expect(result.stderr).toContain('row 4, column price: bad price "12,90"');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(await version()).toBe(before.version);
    expect(await snapshot()).toEqual(before.rows);
  });

  it("bad input is one clear line and exit code 1", async () => {
    const cases: [string[], RegExp][] = [
      [[path.join(work, "missing.csv")], /missing\.csv: no such file/],
      [[path.join(work, "shop.xlsx")], /unknown extension "\.xlsx"/],
      [[writeTemp("broken.csv", 'sku,price\n"LM-1,1\n')], /not a readable CSV file/],
      [[writeTemp("broken.json", '{"products": [')], /not a readable JSON file/],
      [[writeTemp("list.json", "[]")], /expected a JSON object/],
    ];
    for (const [args, message] of cases) {
      const result = await run("catalogue-import", ...args);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    }
  });

  it("the README's example file imports cleanly against the demo shop (dry run: nothing written)", async () => {
    const before = { version: await version(), rows: await snapshot() };
    const result = await run("catalogue-import", path.join(ROOT, "docs", "catalogue-example.csv"), "--dry-run");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("products: 3 to create, 0 to update, 0 unchanged");
    expect(result.stdout).toContain("brands: 1 to create");
    expect(result.stdout).toContain("categories: 1 to create");
    expect(await version()).toBe(before.version);
    expect(await snapshot()).toEqual(before.rows);
  });

  it("the example imported for real: new brand, category, products and picture on the storefront; exported and imported again it is a no-op", async () => {
    const example = path.join(ROOT, "docs", "catalogue-example.csv");
    const imported = await run("catalogue-import", example);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("products: 3 created, 0 updated, 0 unchanged");
    expect(imported.stdout).toContain("new images: 1");
    const soap = readCsv(example)[0];
    const deadline = Date.now() + 10_000;
    let response = await fetch(`${server.baseUrl}/${soap.url_key_sl}`);
    while (response.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      response = await fetch(`${server.baseUrl}/${soap.url_key_sl}`);
    }
    const html = await response.text();
    expect(html).toContain(soap.name_sl);
    // the new picture, stored through sharp, is the product's main picture and is served
    const stored = await connection.db
      .selectFrom("image")
      .select(["id", "width"])
      .where("file", "=", "catalogue-example-images/lavender-soap.jpg")
      .executeTakeFirstOrThrow();
    expect(stored.width).toBe(600);
    expect(html).toContain(`/images/${stored.id}/`);
    expect((await fetch(`${server.baseUrl}/images/${stored.id}/350.webp`)).status).toBe(200);

    const again = await run("catalogue-import", example);
    expect(again.stdout).toContain("nothing changed");
    const file = path.join(work, "after-example.json");
    expect((await run("catalogue-export", file)).code).toBe(0);
    const roundTrip = await run("catalogue-import", file);
    expect(roundTrip.stdout).toContain("products: 0 created, 0 updated, 54 unchanged");
    expect(roundTrip.stdout).toContain("nothing changed");
  });

  it("cells a spreadsheet would run are written as text (a ' before =, +, -, @) and read back unchanged: export then import is still a no-op", async () => {
    // the names as a merchant may have them (set through JSON, which needs no neutralising)
    const json = path.join(work, "formulas.json");
    expect((await run("catalogue-export", json)).code).toBe(0);
    const document = JSON.parse(readFileSync(json, "utf8")) as { products: Record<string, unknown>[] };
    const names = { name_sl: "=SUM(1)", name_hr: "-10% Sale", name_hu: "@home", name_en: "'=already quoted", name_de: "+49 Öl", name_it: "''@two quotes" };
    const sku = String(document.products[0].sku);
    Object.assign(document.products[0], names, { description_sl: '=HYPERLINK("http://evil.example/","Refund")' });
    writeFileSync(json, JSON.stringify(document));
    const set = await run("catalogue-import", json);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain("1 updated");
    const stored = async () =>
      Object.fromEntries(
        (
          await connection.db
            .selectFrom("product_i18n as i")
            .innerJoin("product as p", "p.id", "i.product_id")
            .select(["i.lang", "i.name", "i.description"])
            .where("p.sku", "=", sku)
            .execute()
        ).map((r) => [r.lang, [r.name, r.description]]),
      );
    const before = await stored();
    expect(before.sl).toEqual(["=SUM(1)", '=HYPERLINK("http://evil.example/","Refund")']);
    expect(before.it[0]).toBe("''@two quotes");

    const file = path.join(work, "formulas.csv");
    expect((await run("catalogue-export", file)).code).toBe(0);
    const row = readCsv(file).find((r) => r.sku === sku);
    expect(row).toMatchObject({
      name_sl: "'=SUM(1)",
      name_hr: "'-10% Sale",
      name_hu: "'@home",
      name_en: "''=already quoted",
      name_de: "'+49 Öl",
      name_it: "'''@two quotes",
      description_sl: `'=HYPERLINK("http://evil.example/","Refund")`,
    });
    // no cell of the three files begins with what a spreadsheet runs
    for (const name of [file, path.join(work, "formulas.brands.csv"), path.join(work, "formulas.categories.csv")])
      for (const r of readCsv(name)) for (const cell of Object.values(r)) expect(cell, `${name}: ${cell}`).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);

    const versionBefore = await version();
    const again = await run("catalogue-import", file);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("nothing changed");
    expect(await version()).toBe(versionBefore);
    expect(await stored()).toEqual(before);
  }, 120_000);

  it("a picture named into the variant cache (cache/1/700.webp) or read through a symbolic link is refused; a normal picture still imports", async () => {
    // another IMAGE_DIR than the server's: even an import that got through would not touch its pictures
    const imageDir = mkdtempSync(path.join(os.tmpdir(), "catalogue-images-"));
    const folder = mkdtempSync(path.join(os.tmpdir(), "catalogue-pictures-"));
    const picture = path.join(ROOT, "docs", "catalogue-example-images", "lavender-soap.jpg");
    for (const cache of ["cache", "Cache"]) {
      mkdirSync(path.join(folder, cache, "1"), { recursive: true });
      copyFileSync(picture, path.join(folder, cache, "1", "700.webp"));
    }
    symlinkSync(picture, path.join(folder, "linked.jpg"));
    symlinkSync(path.dirname(picture), path.join(folder, "linked-folder"));
    const fresh = `fresh-${Date.now()}.jpg`;
    copyFileSync(picture, path.join(folder, fresh));

    const exported = path.join(folder, "all.csv");
    expect((await run("catalogue-export", exported)).code).toBe(0);
    const [first] = readCsv(exported);
    const attempt = async (images: string) => {
      const file = path.join(folder, "pictures.csv");
      writeCsv(file, [{ ...first, images }]);
      return runWith({ IMAGE_DIR: imageDir }, "catalogue-import", file);
    };
    const before = { version: await version(), rows: await snapshot() };
    const refusals: [string, RegExp][] = [
      ["cache/1/700.webp", /the variant cache/],
      ["Cache/1/700.webp", /the variant cache/],
      ["./cache/1/700.webp", /bad image name/],
      ["linked.jpg", /symbolic link/],
      ["linked-folder/lavender-soap.jpg", /symbolic link/],
    ];
    for (const [images, reason] of refusals) {
      const refused = await attempt(images);
      expect(refused.code, `${images}: ${refused.stdout}`).toBe(1);
      expect(refused.stderr, images).toMatch(new RegExp(`row 2, column images: .*${reason.source}`));
      expect(existsSync(path.join(imageDir, "cache")), images).toBe(false);
    }
    expect(await version()).toBe(before.version);
    expect(await snapshot()).toEqual(before.rows);

    const imported = await attempt(fresh);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("new images: 1");
    expect(existsSync(path.join(imageDir, fresh))).toBe(true);
  }, 180_000);

  it("a changed url key leaves a 301 from the old URL in every storefront of its language, without loops; the archived column archives (410) and restores; the same file again changes nothing", async () => {
    const file = path.join(work, "renamed.csv");
    const exported = await run("catalogue-export", file);
    expect(exported.code, exported.stderr).toBe(0);
    const rows = readCsv(file);
    // the export writes the column: every product of the demo is on sale
    expect(new Set(rows.map((r) => r.archived))).toEqual(new Set(["false"]));
    const [moved, retired] = [rows[3], rows[4]];
    const oldKey = moved.url_key_sl;
    const newKey = `${oldKey}-nova`;
    const status = async (key: string) => {
      const res = await fetch(`${server.baseUrl}/${key}`, { redirect: "manual" });
      return `${res.status} ${res.headers.get("location") ?? ""}`.trim();
    };
    expect(await status(oldKey)).toBe("200");
    expect(await status(retired.url_key_sl)).toBe("200");

    moved.url_key_sl = newKey;
    retired.archived = "true";
    writeCsv(file, rows);
    const imported = await run("catalogue-import", file);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/products: 0 created, 2 updated, \d+ unchanged/);
    // both storefronts in Slovenian (Lumera and the one-brand Aurora) keep the old URL
    const redirects = await connection.db.selectFrom("redirect").select(["department", "to_url", "status"]).where("from_path", "=", `/${oldKey}`).execute();
    expect(redirects.map((r) => `${r.department} ${r.to_url} ${Number(r.status)}`).sort()).toEqual([`asi /${newKey} 301`, `su /${newKey} 301`]);
    await expect.poll(() => status(oldKey), { timeout: 10_000, interval: 250 }).toBe(`301 /${newKey}`);
    expect(await status(newKey)).toBe("200");
    await expect.poll(() => status(retired.url_key_sl), { timeout: 10_000, interval: 250 }).toBe("410");
    const gone = await (await fetch(`${server.baseUrl}/${retired.url_key_sl}`)).text();
    expect(gone).toContain("Tega izdelka ne prodajamo več");

    const before = await version();
    const again = await run("catalogue-import", file);
    expect(again.stdout).toContain("nothing changed");
    expect(await version()).toBe(before);
    const reexported = path.join(work, "renamed-again.csv");
    await run("catalogue-export", reexported);
    expect(readCsv(reexported).find((r) => r.sku === retired.sku)?.archived).toBe("true");

    // the old key back: its redirect goes (it would hide the product), the new key moves to it
    moved.url_key_sl = oldKey;
    retired.archived = "false";
    writeCsv(file, rows);
    const back = await run("catalogue-import", file);
    expect(back.code, back.stderr).toBe(0);
    await expect.poll(() => status(oldKey), { timeout: 10_000, interval: 250 }).toBe("200");
    expect(await status(newKey)).toBe(`301 /${oldKey}`);
    expect(await status(retired.url_key_sl)).toBe("200");
    const loops = await connection.db
      .selectFrom("redirect")
      .select(["department", "from_path", "to_url"])
      .where("from_path", "in", [`/${oldKey}`, `/${newKey}`])
      .execute();
    expect(loops.map((r) => `${r.department} ${r.from_path} -> ${r.to_url}`).sort()).toEqual([`asi /${newKey} -> /${oldKey}`, `su /${newKey} -> /${oldKey}`]);
  });

  function writeTemp(name: string, text: string) {
    const file = path.join(work, name);
    writeFileSync(file, text);
    return file;
  }
});
