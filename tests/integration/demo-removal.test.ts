import { runCommand } from "../support/commands";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { DEMO_FOOTPRINT } from "~/db/seed/demo-footprint";
import { DEMO_DISCOUNT_CODES, DEMO_GIFT_CERTIFICATES } from "~/db/seed/seed.server";
import { fold } from "~/lib/text";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { checkoutClient } from "../support/checkout";
import { request } from "../support/http";
import { databasesOfTheirOwn, type RunningServer, startServer, TEST_IMAGE_DIR } from "../support/server";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Removing the demo (README "Removing the demo"): a shop begun from the demo, with a product,
// picture and category of the merchant's own and orders placed: `npm run demo:remove` refuses
// while orders exist and none are named; with --keep-orders it removes the demo and keeps the
// merchant's product, its picture file and the kept order (whose page still renders); the demo's
// codes no longer redeem; no "Lumera" product or brand is left; the storefront answers no 5xx.
// Then the owner's room over HTTP (forms, JavaScript off): manager and support refused, bad input
// 400 with nothing changed, the owner removes it.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** An IMAGE_DIR of this test's own (the removal deletes the demo's pictures): the pool copied when another run made it. */
function imageDirOfItsOwn() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "demo-removal-images-"));
  if (existsSync(path.join(TEST_IMAGE_DIR, "pool"))) cpSync(path.join(TEST_IMAGE_DIR, "pool"), path.join(dir, "pool"), { recursive: true });
  return dir;
}

const until = async <T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(databasesOfTheirOwn())("removing the demo ($name)", (database) => {
  let server: RunningServer;
  let connection: Connection;
  let drop: (() => Promise<void>) | undefined;
  let imageDir: string;

  const run = (script: "demo-remove" | "db-seed", ...args: string[]): Promise<Run> =>
    runCommand(script, args, { NODE_ENV: "production", DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, IMAGE_DIR: imageDir, LOG_LEVEL: "warn" });
  const db = () => connection.db;
  const count = async (table: "product" | "brand" | "category" | "shop_order" | "customer" | "content_block" | "discount_code" | "gift_certificate") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = async () => ({
    products: await count("product"),
    brands: await count("brand"),
    categories: await count("category"),
    orders: await count("shop_order"),
    customers: await count("customer"),
    blocks: await count("content_block"),
    codes: await count("discount_code"),
    certificates: await count("gift_certificate"),
  });

  beforeAll(async () => {
    const made = await database.make();
    drop = made.drop;
    imageDir = imageDirOfItsOwn();
    server = await startServer({ name: `demo-removal-${database.name}`, env: { SEED_PRODUCTS: "60", IMAGE_DIR: imageDir, ...made.env } });
    connection = openDatabase(server.databaseUrl);
    // later runs copy the pool instead of drawing it again
    if (!existsSync(path.join(TEST_IMAGE_DIR, "pool"))) cpSync(path.join(imageDir, "pool"), path.join(TEST_IMAGE_DIR, "pool"), { recursive: true });
  }, 240_000);
  afterAll(async () => {
    await connection?.close();
    await server?.stop();
    await drop?.();
  });

  /** The merchant's own category, product and picture, added on top of the demo as the back office would. */
  async function addMerchantProduct() {
    const next = async (table: "product" | "category" | "image") =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.max("id").as("max"))
            .executeTakeFirstOrThrow()
        ).max ?? 0,
      ) + 1;
    const pool = readdirSync(path.join(imageDir, "pool"))[0];
    const file = `uploads/tea-${process.pid}.jpg`;
    mkdirSync(path.join(imageDir, "uploads"), { recursive: true });
    copyFileSync(path.join(imageDir, "pool", pool), path.join(imageDir, file));
    const imageId = await next("image");
    await db().insertInto("image").values({ id: imageId, file, width: 1400, height: 1400 }).execute();
    const categoryId = await next("category");
    await db()
      .insertInto("category")
      .values({ id: categoryId, parent_id: null, level: 1, position: 99, path: `/${categoryId}/` })
      .execute();
    await db()
      .insertInto("category_i18n")
      .values(["sl", "en"].map((lang) => ({ category_id: categoryId, lang, name: "Metini čaji", url_key: "metini-caji", store_url: "metini-caji" })))
      .execute();
    const demoCategory = await db().selectFrom("category").select("id").where("level", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const id = await next("product");
    await db()
      .insertInto("product")
      .values({
        id,
        sku: "TEA-MINT-50",
        ean: null,
        type: "simple",
        brand_id: null,
        main_category_id: categoryId,
        regular_price: 690,
        discount_price: null,
        discount_from: null,
        discount_to: null,
        lowest_price_30d: 690,
        rating: 0,
        rating_count: 0,
        position: 1,
        salable: 1,
        created_at: new Date().toISOString(),
        archived_at: null,
        successor_id: null,
        low_stock_level: null,
      })
      .execute();
    await db()
      .insertInto("product_i18n")
      .values(
        ["sl", "en"].map((lang) => ({
          product_id: id,
          lang,
          name: "Metin čaj 50 g",
          title: null,
          url_key: `metin-caj-${lang}`,
          description: "Posušeni listi poprove mete.",
          search_name: fold("Metin čaj 50 g"),
          search_text: fold("Posušeni listi poprove mete."),
        })),
      )
      .execute();
    await db()
      .insertInto("product_category")
      .values([
        { category_id: categoryId, product_id: id, position: 1 },
        { category_id: demoCategory.id, product_id: id, position: 1 },
      ])
      .execute();
    const warehouse = await db().selectFrom("warehouse").select("code").orderBy("code").executeTakeFirstOrThrow();
    await db().insertInto("product_stock").values({ product_id: id, warehouse_code: warehouse.code, qty: 40 }).execute();
    await db().insertInto("product_image").values({ product_id: id, position: 0, image_id: imageId }).execute();
    await markCatalogueChanged(db());
    return { id, imageId, file, categoryId, demoCategoryId: demoCategory.id };
  }

  it("the command refuses while orders exist, then removes the demo and keeps the merchant's product, picture and the order named", async () => {
    expect((await db().selectFrom("setting").select("name").where("name", "=", DEMO_FOOTPRINT).execute()).length).toBe(1);
    const merchant = await addMerchantProduct();
    const shop = checkoutClient(server.baseUrl, db());
    const demoProduct = await db()
      .selectFrom("product as p")
      .innerJoin("product_stock as s", "s.product_id", "p.id")
      .innerJoin("product_i18n as i", "i.product_id", "p.id")
      .select(["p.id", "i.url_key"])
      .where("p.sku", "like", "LM-%")
      .where("s.qty", ">", 5)
      .where("i.lang", "=", "sl")
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    const testOrder = (await shop.placeOrder(await shop.guestWith(demoProduct.id, 1))).order;
    const realOrder = (await shop.placeOrder(await shop.guestWith(merchant.id, 2))).order;
    // a cached variant of a demo picture, as the storefront leaves them
    const demoPicture = await db().selectFrom("image").select(["id", "file"]).where("file", "like", "pool/%").orderBy("id", "desc").executeTakeFirstOrThrow();
    mkdirSync(path.join(imageDir, "cache", String(demoPicture.id)), { recursive: true });
    writeFileSync(path.join(imageDir, "cache", String(demoPicture.id), "320.webp"), "x");
    // the demo product's page is in the full-page cache
    expect((await request(server.baseUrl, `/${demoProduct.url_key}`)).status).toBe(200);

    const before = await snapshot();
    const refused = await run("demo-remove");
    expect(refused.code, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toContain(`The shop has 2 orders (${testOrder.number} … ${realOrder.number})`);
    const forged = await run("demo-remove", "--keep-orders", "999999");
    expect(forged.code).toBe(1);
    expect(forged.stderr).toMatch(/No order has the id 999999/);
    const bad = await run("demo-remove", "--keep-orders", "12;DROP");
    expect(bad.code).toBe(1);
    const dry = await run("demo-remove", "--keep-orders", String(realOrder.id), "--dry-run");
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/^Would remove: products 63, brands 12, categories 34, .*orders 1/);
    expect(await snapshot()).toEqual(before);

    const removed = await run("demo-remove", "--keep-orders", String(realOrder.id));
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toMatch(/^Removed: products 63, brands 12, categories 34, /);
    expect(removed.stdout).toContain(`orders kept: ${realOrder.number}`);

    // the merchant's product, its picture (row and file) and category stay; the demo category's link goes
    const product = await db().selectFrom("product").select(["id", "main_category_id"]).where("id", "=", merchant.id).executeTakeFirst();
    expect(product).toEqual({ id: merchant.id, main_category_id: merchant.categoryId });
    expect(await db().selectFrom("product_category").select("category_id").where("product_id", "=", merchant.id).execute()).toEqual([
      { category_id: merchant.categoryId },
    ]);
    expect(await db().selectFrom("image").select("id").where("id", "=", merchant.imageId).execute()).toHaveLength(1);
    expect(existsSync(path.join(imageDir, merchant.file))).toBe(true);
    // the demo's pictures and their cached variants are gone (the gift-card product keeps its own)
    expect(existsSync(path.join(imageDir, demoPicture.file))).toBe(false);
    expect(existsSync(path.join(imageDir, "cache", String(demoPicture.id)))).toBe(false);
    // what stays is the merchant's and the shop's: their product, the gift-card product; no Lumera
    expect((await db().selectFrom("product").select("sku").orderBy("sku").execute()).map((p) => p.sku)).toEqual(["GIFTCARD", "TEA-MINT-50"]);
    expect(await db().selectFrom("product_i18n").select("name").where("name", "like", "%Lumera%").execute()).toEqual([]);
    expect(await db().selectFrom("brand").select("name").execute()).toEqual([]);
    expect(await count("category")).toBe(1);
    expect(await count("content_block")).toBe(0);
    // the orders: the real one stays, the test order is gone
    expect((await db().selectFrom("shop_order").select("number").execute()).map((o) => o.number)).toEqual([realOrder.number]);
    const codes = DEMO_DISCOUNT_CODES.map((c) => c.code as string);
    expect(await db().selectFrom("discount_code").select("code").where("code", "in", codes).execute()).toEqual([]);
    expect(
      await db()
        .selectFrom("gift_certificate")
        .select("code")
        .where(
          "code",
          "in",
          DEMO_GIFT_CERTIFICATES.map((c) => c.code),
        )
        .execute(),
    ).toEqual([]);
    // the storefront: a demo code no longer redeems, no 5xx, the demo product's URL is gone (the page cache follows)
    const cookie = await shop.guestWith(merchant.id, 1);
    const applied = await shop.postForm("/cart", { intent: "applyCode", code: "WELCOME10", redirectTo: "/cart" }, { cookie });
    expect(applied.status).toBeLessThan(500);
    const session = await shop.sessionOf(cookie);
    const cart = await db().selectFrom("cart").select("discount_code_id").where("session_token_id", "=", session.id).executeTakeFirstOrThrow();
    expect(cart.discount_code_id).toBeNull();
    const gone = await until(
      () => request(server.baseUrl, `/${demoProduct.url_key}`),
      (res) => res.status === 404 || res.status === 410,
    );
    expect([404, 410]).toContain(gone.status);
    for (const page of ["/", "/search?q=caj", "/sitemap.xml", `/metin-caj-sl`]) {
      const res = await request(server.baseUrl, page);
      expect(res.status, `${page}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    }
    // the kept order's page renders for the owner, its line named as it was sold
    const owner = await createStaff(db(), "owner");
    const { cookie: staff } = await signIn(server.baseUrl, db(), owner.email);
    const orderPage = await get(server.baseUrl, `/admin/orders/${realOrder.number}`, staff);
    expect(orderPage.status).toBe(200);
    expect(orderPage.body).toContain("TEA-MINT-50");
    // nothing of the demo left to remove
    const again = await run("demo-remove", "--keep-orders", "none");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/no demo data/);
  }, 240_000);

  it("the owner's room: manager and support refused, bad input refused with nothing changed, the owner removes the demo", async () => {
    // the demo again, over the shop of the test before
    const seeded = await run("db-seed", "--products", "60");
    expect(seeded.code, seeded.stderr).toBe(0);
    // an order of a real customer, for a product of the demo: kept, its page still renders
    const shop = checkoutClient(server.baseUrl, db());
    const demoProduct = await db()
      .selectFrom("product as p")
      .innerJoin("product_stock as s", "s.product_id", "p.id")
      .select(["p.id", "p.sku"])
      .where("p.sku", "like", "LM-%")
      .where("s.qty", ">", 5)
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    const real = (await shop.placeOrder(await shop.guestWith(demoProduct.id, 1))).order;
    const owner = await createStaff(db(), "owner");
    const manager = await createStaff(db(), "manager");
    const support = await createStaff(db(), "support");
    const ownerCookie = (await signIn(server.baseUrl, db(), owner.email)).cookie;
    for (const member of [manager, support]) {
      const { cookie } = await signIn(server.baseUrl, db(), member.email);
      expect((await get(server.baseUrl, "/admin/demo", cookie)).status).toBe(403);
      expect((await post(server.baseUrl, "/admin/demo", { intent: "remove", confirm: "REMOVE" }, cookie)).status).toBe(403);
      expect((await get(server.baseUrl, "/admin", cookie)).body).not.toContain("data-demo-line");
    }
    // not signed in: to the sign-in page, nothing removed
    expect((await post(server.baseUrl, "/admin/demo", { intent: "remove", confirm: "REMOVE" })).status).toBeGreaterThanOrEqual(300);

    const start = await get(server.baseUrl, "/admin", ownerCookie);
    expect(start.body).toContain('href="/admin/demo"');
    const room = await get(server.baseUrl, "/admin/demo", ownerCookie);
    expect(room.status).toBe(200);
    expect(room.body).toMatch(/products: 63/);
    const orders = await db().selectFrom("shop_order").select(["id", "number"]).orderBy("id").execute();
    expect(orders.length).toBeGreaterThanOrEqual(1);
    for (const o of orders) expect(room.body).toContain(o.number);

    const refusedPage = await post(server.baseUrl, "/admin/demo", { intent: "remove", confirm: "no", keep: String(real.id) }, ownerCookie);
    expect(refusedPage.body).toContain("Type REMOVE (in capitals) to confirm.");
    // the ticked order stays ticked on the re-rendered form
    expect(refusedPage.body).toMatch(new RegExp(`<input(?=[^>]*id="keep-${real.id}")(?=[^>]*checked)[^>]*>`));
    expect(
      await htmlErrors([
        { label: "remove the demo", html: room.body },
        { label: "remove the demo refused", html: refusedPage.body },
      ]),
    ).toEqual([]);

    const before = await snapshot();
    const badPosts: Record<string, string>[] = [
      { intent: "remove", confirm: "remove" },
      { intent: "remove", confirm: "" },
      { intent: "remove", confirm: "REMOVE", keep: "999999" },
      { intent: "remove", confirm: "REMOVE", keep: "1 OR 1=1" },
      { intent: "remove", confirm: "REMOVE", keep: "abc" },
      { intent: "wipe", confirm: "REMOVE" },
    ];
    for (const fields of badPosts) {
      const res = await post(server.baseUrl, "/admin/demo", fields, ownerCookie);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatch(/class="admin-alert admin-alert-error"/);
    }
    expect(await snapshot()).toEqual(before);

    const done = await post(server.baseUrl, "/admin/demo", { intent: "remove", confirm: "REMOVE", keep: String(real.id) }, ownerCookie);
    expect(done.status, done.body.slice(0, 500)).toBe(302);
    const after = await get(server.baseUrl, done.headers.location as string, ownerCookie);
    expect(after.body).toMatch(/The demo is removed: products 63/);
    expect(after.body).toContain(`Orders kept: ${real.number}`);
    expect(await count("product")).toBe(1);
    expect((await db().selectFrom("shop_order").select("number").execute()).map((o) => o.number)).toEqual([real.number]);
    const orderPage = await get(server.baseUrl, `/admin/orders/${real.number}`, ownerCookie);
    expect(orderPage.status).toBe(200);
    expect(orderPage.body).toContain(demoProduct.sku);
    expect((await get(server.baseUrl, "/admin", ownerCookie)).body).not.toContain('href="/admin/demo"');
    const audit = await db().selectFrom("audit_log").select(["actor", "kind"]).where("kind", "=", "demo.remove").orderBy("id").execute();
    expect(audit.at(-1)?.actor).toBe(owner.email);
  }, 240_000);
});
