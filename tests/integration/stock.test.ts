import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { jsonSections } from "~/lib/catalogue-sections";
import { listAudit } from "~/services/audit-log.server";
import { writeCatalogueRows } from "~/services/catalogue-write.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { sendMorningSummary } from "~/services/staff-notify.server";
import { setLowStockDefault } from "~/services/stock-movements.server";
import { setStaffNotify } from "~/services/staff.server";
import { checkoutClient } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { setEnvForFile } from "../support/env";
import { createStaff, get, post, signIn } from "../support/staff";
import { waitForOutbox } from "../support/outbox";
import { htmlErrors } from "../support/vnu";

// Stock as movements (README "Stock") on the shop's real databases — SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL — through the real server: a new product's first count, a
// checkout, a cancel, a return, a delivery, a count made after a sale and an import each leave a
// movement with its reason and who, and the movements add up to the figure; a count below zero is
// refused at its field; a low-stock level lists the product on the start page and in the morning
// mail; support is refused every change.

// the morning mails this process sends go to its own outbox (as staff-notify.test.ts does)
setEnvForFile("OUTBOX_DIR", mkdtempSync(path.join(os.tmpdir(), "stock-outbox-")));

const IBAN = "SI56 2633 0001 2039 086";

for (const server of inject("servers")) {
  describe(`stock as movements on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let managerEmail: string;
    let managerId: number;
    let support: string;
    let productId: number;
    let sku: string;
    /** the product as an import file's row: the columns an import requires */
    let fileRow: Record<string, string | number>;
    const base = server.baseUrl;
    const tag = `s${randomBytes(3).toString("hex")}`;
    const seen: { label: string; html: string }[] = [];
    const shop = () => checkoutClient(base, db);

    const figure = async () =>
      (await db.selectFrom("product_stock").select("qty").where("product_id", "=", productId).where("warehouse_code", "=", "LJ").executeTakeFirst())?.qty ?? 0;
    const movements = () => db.selectFrom("stock_movement").selectAll().where("product_id", "=", productId).orderBy("id").execute();
    const last = async () => (await movements()).at(-1)!;
    /** The history adds up to the figure: every change since the product was made is a movement. */
    const addsUp = async () => {
      const sum = (await movements()).filter((m) => m.warehouse_code === "LJ").reduce((n, m) => n + m.change, 0);
      expect(sum).toBe(await figure());
    };

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const m = await createStaff(db, "manager", "stock");
      managerEmail = m.email;
      managerId = m.id;
      manager = (await signIn(base, db, m.email)).cookie;
      support = (await signIn(base, db, (await createStaff(db, "support", "stock")).email)).cookie;
      // a product of this test's own, so that no other test's orders move its figure
      const category = await db.selectFrom("category_i18n").select("url_key").where("lang", "=", "sl").orderBy("category_id", "desc").executeTakeFirstOrThrow();
      const languages = await db.selectFrom("storefront").select("iso").distinct().execute();
      sku = `${tag}-STOCK`.toUpperCase();
      const fields: Record<string, string> = { intent: "save", sku, price: "12.00", main_category: category.url_key, stock_LJ: "10" };
      for (const { iso } of languages) fields[`name_${iso}`] = `Zaloga ${tag} ${iso}`;
      fileRow = Object.fromEntries(Object.entries(fields).filter(([k]) => k === "sku" || k === "price" || k.startsWith("name_")));
      const made = await post(base, "/admin/products/new", fields, manager);
      expect(made.status, made.body.slice(0, 500)).toBe(302);
      productId = Number(/\/admin\/products\/(\d+)/.exec(made.headers.location!)![1]);
    });
    afterAll(async () => {
      await setStaffNotify(db, managerId, { orders: false, summary: false, lowStock: false }, "command:test");
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    it("a new product's first figures are a count by the staff member who made it", async () => {
      expect(await movements()).toMatchObject([{ warehouse_code: "LJ", change: 10, qty_after: 10, reason: "count", actor: managerEmail, order_id: null }]);
      await addsUp();
    });

    it("a checkout takes pieces (a sale by the shopper, with its order), a cancel gives them back (by the staff member)", async () => {
      const cookie = await shop().guestWith(productId, 2);
      const { order } = await shop().placeOrder(cookie, { payment: "bank", email: uniqueEmail("stock") });
      expect(await last()).toMatchObject({ change: -2, qty_after: 8, reason: "sale", actor: "shopper", order_id: order.id });
      expect((await moveOrderByNumber(db, order.number, "cancel", `staff:${managerEmail}`)).moved).toBe(true);
      expect(await last()).toMatchObject({ change: 2, qty_after: 10, reason: "cancel", actor: managerEmail, order_id: order.id });
      await addsUp();
      // the product's page links the order of each movement
      const page = await get(base, `/admin/products/${productId}`, manager);
      expect(page.body).toContain(`href="/admin/orders/${order.number}"`);
    });

    it("a return with the goods back in stock is a movement of the returned pieces", async () => {
      const cookie = await shop().guestWith(productId, 2);
      const { order } = await shop().placeOrder(cookie, { payment: "bank", email: uniqueEmail("stock") });
      expect((await moveOrderByNumber(db, order.number, "markPaid", `staff:${managerEmail}`)).moved).toBe(true);
      const [line] = await db.selectFrom("shop_order_line").select("id").where("order_id", "=", order.id).execute();
      const done = await post(
        base,
        `/admin/orders/${order.number}/return`,
        { [`qty-${line.id}`]: "1", restock: "on", iban: IBAN, accountName: "Ana Novak", intent: "refund" },
        manager,
      );
      expect(done.status, done.body.slice(0, 500)).toBe(302);
      expect(await last()).toMatchObject({ change: 1, qty_after: 9, reason: "return", actor: managerEmail, order_id: order.id });
      await addsUp();
    });

    it("a delivery adds its pieces; a count made after a sale records the difference from the figure as it is then", async () => {
      const before = await figure();
      const delivered = await post(base, `/admin/products/${productId}`, { intent: "stock", delivery_LJ: "5", note: `dobavnica ${tag}` }, manager);
      expect(delivered.status, delivered.body.slice(0, 500)).toBe(302);
      expect(await last()).toMatchObject({ change: 5, qty_after: before + 5, reason: "delivery", actor: managerEmail, note: `dobavnica ${tag}` });

      // the merchant reads the figure, goes to the shelf; meanwhile a shopper buys one
      const read = await figure();
      const cookie = await shop().guestWith(productId, 1);
      await shop().placeOrder(cookie, { payment: "bank", email: uniqueEmail("stock") });
      expect(await figure()).toBe(read - 1);
      // 3 fewer on the shelf than the figure read: the count's movement is against the figure after the sale
      const counted = read - 3;
      const count = await post(base, `/admin/products/${productId}`, { intent: "stock", count_LJ: String(counted) }, manager);
      expect(count.status).toBe(302);
      expect(await figure()).toBe(counted);
      expect(await last()).toMatchObject({ change: -2, qty_after: counted, reason: "count", actor: managerEmail });
      await addsUp();
      const audit = await listAudit(db, { subject: `product:${productId}`, kind: "product.stock" });
      expect(audit[0]).toMatchObject({ actor: managerEmail, before: { LJ: read - 1 }, after: { LJ: counted } });

      const page = await get(base, `/admin/products/${productId}`, manager);
      expect(page.status).toBe(200);
      seen.push({ label: "product page with stock", html: page.body });
      expect(page.body).toMatch(/Delivery[\s\S]*dobavnica/);
      const history = await get(base, `/admin/products/${productId}/stock`, manager);
      expect(history.status).toBe(200);
      seen.push({ label: "stock history", html: history.body });
      expect(history.body.match(/<tr>/g)!.length).toBe((await movements()).length + 1);
    });

    it("refuses a count below zero, a fraction, a delivery of none, and both at once at their fields; nothing changes", async () => {
      const start = { figure: await figure(), movements: (await movements()).length };
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ count_LJ: "-1" }, "count_LJ", /0 or more/],
        [{ count_LJ: "2.5" }, "count_LJ", /0 or more/],
        [{ delivery_LJ: "0" }, "delivery_LJ", /1 or more/],
        [{ delivery_LJ: "3", count_LJ: "4" }, "count_LJ", /not both/],
      ];
      for (const [change, field, message] of cases) {
        const res = await post(base, `/admin/products/${productId}`, { intent: "stock", ...change }, manager);
        expect(res.status, field).toBe(400);
        const at = new RegExp(`id="f-${field}"[^>]*aria-invalid="true"[\\s\\S]*?id="f-${field}-error">([^<]*)<`).exec(res.body);
        expect(at?.[1], field).toMatch(message);
        if (field === "count_LJ") seen.push({ label: "refused count", html: res.body });
      }
      const level = await post(base, `/admin/products/${productId}`, { intent: "level", low_stock_level: "-3" }, manager);
      expect(level.status).toBe(400);
      expect(level.body).toMatch(/id="f-low_stock_level-error"/);
      expect({ figure: await figure(), movements: (await movements()).length }).toEqual(start);
    });

    it("an import sets a figure: the difference is a movement of the import", async () => {
      const before = await figure();
      const report = await writeCatalogueRows(db, jsonSections({ products: [{ ...fileRow, stock_LJ: before + 7 }] }), {
        sourceDir: os.tmpdir(),
        imageDir: os.tmpdir(),
      });
      expect(report.ok, JSON.stringify(report.problems)).toBe(true);
      expect(await last()).toMatchObject({ change: 7, qty_after: before + 7, reason: "import", actor: "import" });
      // the same figure again changes nothing and writes no movement
      const count = (await movements()).length;
      await writeCatalogueRows(db, jsonSections({ products: [{ ...fileRow, stock_LJ: before + 7 }] }), { sourceDir: os.tmpdir(), imageDir: os.tmpdir() });
      expect((await movements()).length).toBe(count);
      await addsUp();
    });

    it("a low-stock level lists the product on the start page, on the low-stock page and in the morning mail of those who asked", async () => {
      const pieces = await figure();
      expect((await post(base, `/admin/products/${productId}`, { intent: "level", low_stock_level: String(pieces + 1) }, manager)).status).toBe(302);
      expect(await db.selectFrom("product").select("low_stock_level").where("id", "=", productId).executeTakeFirstOrThrow()).toEqual({
        low_stock_level: pieces + 1,
      });
      const home = await get(base, "/admin", manager);
      expect(home.body).toContain(`href="/admin/products/${productId}"`);
      seen.push({ label: "start page with low stock", html: home.body });
      const low = await get(base, "/admin/products/low-stock", manager);
      expect(low.body).toContain(`href="/admin/products/${productId}"`);
      seen.push({ label: "low-stock page", html: low.body });

      const wish = await post(base, "/admin/account", { intent: "notify", lowStock: "on" }, manager);
      expect(wish.status).toBe(302);
      expect(await sendMorningSummary(db)).toBeGreaterThanOrEqual(1);
      const mails = await waitForOutbox(getEnv().OUTBOX_DIR, (all) => all.some((m) => m.to.includes(managerEmail) && m.subject.startsWith("Low in stock")));
      const mail = mails.find((m) => m.to.includes(managerEmail) && m.subject.startsWith("Low in stock"))!;
      expect(mail.text).toContain(`${sku}): ${pieces} in stock, level ${pieces + 1}`);
      expect(mail.text).toContain(`/admin/products/${productId}`);

      // at its level it is no longer low
      expect((await post(base, `/admin/products/${productId}`, { intent: "level", low_stock_level: String(pieces) }, manager)).status).toBe(302);
      expect((await get(base, "/admin/products/low-stock", manager)).body).not.toContain(`href="/admin/products/${productId}"`);
      // the default holds for a product without a level; audited
      expect((await post(base, `/admin/products/${productId}`, { intent: "level", low_stock_level: "" }, manager)).status).toBe(302);
      const setDefault = await post(base, "/admin/products/low-stock", { intent: "default", low_stock_default: String(pieces + 1) }, manager);
      expect(setDefault.status).toBe(302);
      try {
        expect((await get(base, "/admin/products/low-stock", manager)).body).toContain(`href="/admin/products/${productId}"`);
        expect((await listAudit(db, { kind: "stock.low-default" }))[0]).toMatchObject({ actor: managerEmail, after: { level: pieces + 1 } });
        const bad = await post(base, "/admin/products/low-stock", { intent: "default", low_stock_default: "lots" }, manager);
        expect(bad.status).toBe(400);
        expect(bad.body).toMatch(/id="f-low_stock_default-error"/);
      } finally {
        await setLowStockDefault(db, null, "command:test");
      }
    });

    it("refuses support every change (403) and changes nothing", async () => {
      const start = { figure: await figure(), movements: (await movements()).length };
      for (const fields of [
        { intent: "stock", delivery_LJ: "5" },
        { intent: "stock", count_LJ: "0" },
        { intent: "level", low_stock_level: "4" },
      ] as Record<string, string>[])
        expect((await post(base, `/admin/products/${productId}`, fields, support)).status).toBe(403);
      expect((await post(base, "/admin/products/low-stock", { intent: "default", low_stock_default: "4" }, support)).status).toBe(403);
      for (const p of [`/admin/products/${productId}/stock`, "/admin/products/low-stock"]) expect((await get(base, p, support)).status).toBe(403);
      expect({ figure: await figure(), movements: (await movements()).length }).toEqual(start);
      expect(await db.selectFrom("product").select("low_stock_level").where("id", "=", productId).executeTakeFirstOrThrow()).toEqual({ low_stock_level: null });
    });
  });
}
