import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { settingsValues } from "~/lib/storefront-settings";
import { getStorefrontForEdit } from "~/services/storefront-settings.server";
import { checkoutClient } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { readOutbox } from "../support/outbox";
import { uploadFiles } from "../support/pictures";
import { ROOT, type RunningServer, startServer } from "../support/server";
import { get, post, signIn } from "../support/staff";

// Issue 29 "Done means": the herbal-tea merchant's story, from a new database to their own live
// shop by the README and the back office alone — start empty with two storefronts, add the owner,
// set company, logo, domains, shipping and bank account in the back office, import eight products,
// publish the delivery terms, take an order, and see the mail with the merchant's name, logo and
// bank account; no trace of the demo anywhere (a crawl of both storefronts finds no "Lumera", no
// demo code redeems). Then the SQLite shop is copied to PostgreSQL and is the same shop there.
// Every step is a form post or a command, as the merchant takes it (no JavaScript).

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const SL = "caji.localhost";
const HR = "caji-hr.localhost";
const OWNER = "mojca@gozd.example";
const OWNER_PASSWORD = "Zeliscni-caj-2026-Gozd";
const DEMO = /Lumera|DEMO-|WELCOME10/;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" rx="6" fill="#2f6b3a"/><path d="M20 30c0-12 8-20 20-20-2 12-8 20-20 20z" fill="#fff"/><text x="48" y="27" font-size="16" fill="#fff">Gozd</text></svg>`;

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The eight teas of the story as a catalogue file (README "Catalogue import and export": JSON). */
function catalogueFile() {
  const teas = [
    ["GZ-KAM", "Kamilica", "Kamilica", 4.9],
    ["GZ-MET", "Poprova meta", "Paprena metvica", 4.5],
    ["GZ-LIP", "Lipov cvet", "Lipov cvijet", 5.9],
    ["GZ-SEN", "Šentjanževka", "Gospina trava", 5.5],
    ["GZ-MEL", "Melisa", "Matičnjak", 4.9],
    ["GZ-ZAJ", "Zajčki", "Kadulja", 4.2],
    ["GZ-BEZ", "Bezgov cvet", "Bazgin cvijet", 6.2],
    ["GZ-SIP", "Šipek", "Šipak", 5.2],
  ] as const;
  return {
    categories: [{ key: "zeliscni-caji", parent: "", position: 1, name_sl: "Zeliščni čaji", name_hr: "Biljni čajevi", url_key_hr: "biljni-cajevi" }],
    // no brands of their own yet: an empty list (README "Catalogue import and export")
    brands: [],
    products: teas.map(([sku, sl, hr, price]) => ({
      sku,
      brand: "",
      categories: "zeliscni-caji",
      price: price.toFixed(2),
      stock_LJ: 40,
      name_sl: `${sl} 50 g`,
      description_sl: `Posušen ${sl.toLowerCase()} iz domačih logov.`,
      name_hr: `${hr} 50 g`,
      description_hr: `Osušen ${hr.toLowerCase()} s domaćih livada.`,
    })),
  };
}

describe("a herbal-tea shop of one's own, from a new database to PostgreSQL (issue 29)", { timeout: 300_000 }, () => {
  let server: RunningServer;
  let connection: Connection;
  let copied: RunningServer | undefined;
  let owner = "";
  let dropTarget: (() => Promise<void>) | undefined;
  const work = mkdtempSync(path.join(os.tmpdir(), "own-shop-"));
  const db = () => connection.db;

  /** One of the operator's commands, as the container runs it (npm run build made them). */
  const command = (script: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
    new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, [`build/scripts/${script}.js`, ...args], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl, LOG_LEVEL: "warn", ...options.env },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.once("error", reject);
      child.once("exit", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(options.input ?? "");
    });
  const ok = async (script: string, args: string[], options?: Parameters<typeof command>[2]) => {
    const run = await command(script, args, options);
    expect(run.code, `${script} ${args.join(" ")}: ${run.stderr}`).toBe(0);
    return run;
  };

  /** Saves a storefront's settings form with these fields changed, as the owner. */
  async function saveSettings(department: string, changes: Record<string, string>) {
    const values = settingsValues((await getStorefrontForEdit(db(), department))!);
    const saved = await post(server.baseUrl, `/admin/settings/${department}`, { intent: "save", department, ...values, ...changes }, owner);
    expect(saved.status, saved.body.slice(0, 1500)).toBe(302);
  }

  beforeAll(async () => {
    server = await startServer({ name: "own-shop", env: { SEED_DEMO: "false" } });
    connection = openDatabase(server.databaseUrl);
  });
  afterAll(async () => {
    await connection?.close();
    await Promise.all([server?.stop(), copied?.stop()]);
    await dropTarget?.();
    rmSync(work, { recursive: true, force: true });
  });

  it("starts empty: the set-up page until the merchant names two storefronts and a warehouse", async () => {
    const before = await request(server.baseUrl, "/", { host: SL });
    expect(before.status).toBe(503);
    expect(before.body).toContain("This shop is being set up");

    await ok("staff", ["add", OWNER, "--role", "owner"], { input: `${OWNER_PASSWORD}\n` });
    await ok("shop", ["storefront", "add", "su", "--name", "Zeliščni čaji Gozd", "--domain", SL]);
    await ok("shop", ["storefront", "add", "chr", "--name", "Biljni čajevi Gozd", "--domain", HR]);
    await ok("shop", ["warehouse", "add", "LJ", "Skladišče Ljubljana"]);
    for (const table of ["product", "discount_code", "gift_certificate", "customer", "shop_order", "cms_page"] as const)
      expect(await db().selectFrom(table).select("id").execute(), table).toEqual([]);
    expect((await request(server.baseUrl, "/", { host: SL })).status).toBe(200);
  });

  it("the owner finishes the set-up in the back office: the checklist says what is missing, the settings and the logo put it right", async () => {
    owner = (await signIn(server.baseUrl, db(), OWNER, OWNER_PASSWORD)).cookie;
    /** The first-run checklist's items still missing, as the start page lists them. */
    const missingOnStart = async () => {
      const start = await get(server.baseUrl, "/admin", owner);
      expect(start.status).toBe(200);
      return [...start.body.matchAll(/<li[^>]*data-done="no"[^>]*>(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
    };
    const before = await missingOnStart();
    for (const item of ["Company details", "A way to be paid", "First products"]) expect(before.join("\n")).toContain(item);

    const company = {
      companyLegalName: "Gozdna čajnica d.o.o.",
      companyStreet: "Pot na Golovec 12",
      companyPostcode: "1000",
      companyCity: "Ljubljana",
      companyCountry: "SI",
      companyRegistrationNumber: "9876543000",
      companyVatNumber: "SI12345679",
      contactEmail: "pozdrav@gozd.example",
      contactPhone: "+386 1 555 12 34",
      contactHours: "pon–pet 8–16",
      cheapestShippingPrice: "3.50",
      freeShippingThreshold: "40",
    };
    await saveSettings("su", { ...company, bankHolder: "Gozdna čajnica d.o.o.", bankIban: "SI56 2633 0001 2039 086", bankBic: "BAKOSI2X" });
    await saveSettings("chr", { ...company, bankHolder: "Gozdna čajnica d.o.o.", bankIban: "HR17 2360 0001 1012 3456 5", bankBic: "ZABAHR2X" });
    for (const department of ["su", "chr"]) {
      const logo = await uploadFiles(
        server.baseUrl,
        `/admin/pictures/logo/${department}`,
        owner,
        "logo",
        [{ name: "gozd.svg", type: "image/svg+xml", content: LOGO }],
        {},
      );
      expect(logo.status, logo.body.slice(0, 500)).toBe(302);
    }
    // what is left: the products
    const after = await missingOnStart();
    expect(after).toHaveLength(1);
    expect(after[0]).toContain("First products");
  });

  it("imports the eight teas and publishes the delivery terms", async () => {
    const file = path.join(work, "caji.json");
    writeFileSync(file, JSON.stringify(catalogueFile()));
    const dry = await ok("catalogue-import", [file, "--dry-run"]);
    expect(dry.stdout).toMatch(/8/);
    await ok("catalogue-import", [file]);
    expect((await db().selectFrom("product").select("id").execute()).length).toBe(8);

    const terms = await post(
      server.baseUrl,
      "/admin/pages/new?lang=sl",
      {
        intent: "save",
        title: "Dostava in plačilo",
        urlKey: "dostava-in-placilo",
        metaDescription: "Kako in kdaj pošljemo vaše čaje.",
        markdown: "Pošiljamo v **dveh delovnih dneh**. Nad 40 € je dostava brezplačna.",
        status: "published",
      },
      owner,
    );
    expect(terms.status, terms.body.slice(0, 800)).toBe(302);
    const page = await request(server.baseUrl, "/cms/dostava-in-placilo", { host: SL });
    expect(page.status).toBe(200);
    expect(page.body).toContain("<strong>dveh delovnih dneh</strong>");
  });

  it("takes an order paid by bank transfer: the mail names the merchant, shows the logo and the bank account", async () => {
    const kamilica = await db().selectFrom("product").select("id").where("sku", "=", "GZ-KAM").executeTakeFirstOrThrow();
    const shop = checkoutClient(server.baseUrl, db());
    const cookie = await shop.guestWith(kamilica.id, 2, { host: SL });
    const email = uniqueEmail("caj");
    const { order } = await shop.placeOrder(cookie, { host: SL, payment: "bank", email });
    expect(order.grand_total).toBe(2 * 490 + 350);

    const mail = readOutbox(path.join(server.dataDir, "outbox")).find((m) => m.to.includes(email));
    expect(mail, "the confirmation mail").toBeDefined();
    expect(mail!.from).toContain("Zeliščni čaji Gozd");
    expect(mail!.text).toContain("SI56 2633 0001 2039 086");
    expect(mail!.text).toContain("Gozdna čajnica d.o.o.");
    expect(mail!.html).toMatch(new RegExp(`src="http://${SL.replace(".", "\\.")}(:\\d+)?/images/logo/[0-9a-f]+\\.png"`));
    expect(`${mail!.subject}\n${mail!.text}\n${mail!.html}`).not.toMatch(DEMO);
  });

  it("shows no trace of the demo: a crawl of both storefronts finds no Lumera, and no demo code or certificate redeems", async () => {
    for (const host of [SL, HR]) {
      const seen = new Set<string>();
      const queue = ["/", "/search/caj", "/cart", "/sitemap.xml", "/robots.txt"];
      while (queue.length > 0 && seen.size < 80) {
        const page = queue.shift()!;
        if (seen.has(page)) continue;
        seen.add(page);
        const res = await request(server.baseUrl, page, { host });
        expect(res.status, `${host}${page}`).toBeLessThan(500);
        expect(res.body, `${host}${page}`).not.toMatch(DEMO);
        for (const [, href] of res.body.matchAll(/href="(\/[^"#]*)"/g)) {
          const link = href.replace(/&amp;/g, "&");
          if (!link.startsWith("//") && !/^\/(build|admin)\/|\.(css|js|ico|webmanifest)$/.test(link) && !seen.has(link)) queue.push(link);
        }
      }
      expect(seen.size, host).toBeGreaterThan(15);
      // the page cache follows the settings within seconds (README "Logo, colour, and switching a storefront off")
      await waitFor(async () => /<img[^>]+src="\/images\/logo\/[0-9a-f]+\.svg"/.test((await request(server.baseUrl, "/", { host })).body));
      const home = await request(server.baseUrl, "/", { host });
      expect(home.body).toContain(host === SL ? "Zeliščni čaji Gozd" : "Biljni čajevi Gozd");
      expect(home.body).toContain("Gozdna čajnica d.o.o.");
    }

    const shop = checkoutClient(server.baseUrl, db());
    const tea = await db().selectFrom("product").select("id").where("sku", "=", "GZ-MET").executeTakeFirstOrThrow();
    const cookie = await shop.guestWith(tea.id, 1, { host: SL });
    for (const code of ["WELCOME10", "SU20"]) await shop.postForm("/cart", { intent: "applyCode", code, redirectTo: "/cart" }, { cookie, host: SL });
    for (const code of ["DEMO-GIFT-100", "DEMO-GIFT-20"])
      await shop.postForm("/cart", { intent: "redeemCertificate", code, redirectTo: "/cart" }, { cookie, host: SL });
    const cart = await shop.get("/cart", cookie, SL);
    expect(cart.status).toBe(200);
    expect(cart.body).not.toContain('data-total="code"');
    expect(cart.body).not.toContain('data-total="certificate"');
    expect(await db().selectFrom("discount_code").select("id").execute()).toEqual([]);
    expect(await db().selectFrom("gift_certificate").select("id").execute()).toEqual([]);
  });

  it("is copied to PostgreSQL by db:copy and is the same shop there", async () => {
    const base = process.env.TEST_DATABASE_URL;
    // CI always has PostgreSQL (.ci/run sets TEST_DATABASE_URL when it answers)
    if (!base) return;
    const name = `own_shop_${randomBytes(4).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    dropTarget = () => admin(`drop database if exists ${name} with (force)`);
    const target = new URL(base);
    target.pathname = `/${name}`;
    target.search = "";
    await ok("db-copy", ["--to", target.toString()]);

    copied = await startServer({ name: "own-shop-postgres", dataDir: server.dataDir, env: { DATABASE_URL: target.toString(), SEED_DEMO: "false" } });
    for (const host of [SL, HR]) {
      const [before, after] = await Promise.all([request(server.baseUrl, "/", { host }), request(copied.baseUrl, "/", { host })]);
      expect(after.status).toBe(200);
      const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
      expect(title(after.body)).toBe(title(before.body));
      expect(after.body).toContain("Gozdna čajnica d.o.o.");
    }
    const page = await request(copied.baseUrl, "/cms/dostava-in-placilo", { host: SL });
    expect(page.status).toBe(200);
    const search = await request(copied.baseUrl, "/search/kamilica", { host: SL });
    expect(search.body).toContain("Kamilica 50 g");
    const copy = openDatabase(target.toString());
    try {
      expect((await copy.db.selectFrom("product").select("id").execute()).length).toBe(8);
      expect((await copy.db.selectFrom("shop_order").select("grand_total").execute()).map((o) => Number(o.grand_total))).toEqual([2 * 490 + 350]);
    } finally {
      await copy.close();
    }
  });
});
