import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { productFormValues } from "~/services/product-admin.server";
import { request } from "../support/http";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// The back office's products (README "Products") on the shop's real databases — SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL — through the real server: the list and its search, a
// product's form saved by the catalogue import's rules (each refusal at its field, nothing
// changed), the storefront showing a change through the page cache, a new product in its
// category, and support refused everywhere.

const SI = "si.lumera.localhost";

for (const server of inject("servers")) {
  describe(`products in the back office on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let managerEmail: string;
    let support: string;
    const seen: { label: string; html: string }[] = [];
    const tag = `t${randomBytes(3).toString("hex")}`;
    const page = (path: string) => get(server.baseUrl, path, manager);
    const shopPage = (path: string) => request(server.baseUrl, path, { host: SI });

    /** A new product made through the form: 4 in stock, in the leaf category with the fewest products. */
    let category: { id: number; key: string; storeUrl: string };
    const createProduct = async (suffix: string, extra: Record<string, string> = {}) => {
      const options = await db.selectFrom("storefront").select("iso").distinct().execute();
      const fields: Record<string, string> = {
        intent: "save",
        sku: `${tag}-${suffix}`.toUpperCase(),
        price: "21.50",
        main_category: category.key,
        stock_LJ: "4",
      };
      for (const { iso } of options) fields[`name_${iso}`] = `Svečka ${tag} ${suffix} ${iso}`;
      const res = await post(server.baseUrl, "/admin/products/new", { ...fields, ...extra }, manager);
      expect(res.status, res.body.slice(0, 500)).toBe(302);
      return Number(/\/admin\/products\/(\d+)/.exec(res.headers.location!)![1]);
    };
    const snapshot = async (id: number) => ({
      values: (await productFormValues(db, id))!.values,
      audit: (await listAudit(db, { subject: `product:${id}` })).length,
    });

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const m = await createStaff(db, "manager", "products");
      managerEmail = m.email;
      manager = (await signIn(server.baseUrl, db, m.email)).cookie;
      support = (await signIn(server.baseUrl, db, (await createStaff(db, "support", "products")).email)).cookie;
      const leaves = await db
        .selectFrom("category as c")
        .innerJoin("category_i18n as i", (j) => j.onRef("i.category_id", "=", "c.id").on("i.lang", "=", "sl"))
        .leftJoin("product_category as pc", "pc.category_id", "c.id")
        .select(["c.id", "i.url_key as key", "i.store_url as storeUrl", (eb) => eb.fn.count<number>("pc.product_id").as("n")])
        .where((eb) => eb.not(eb.exists(eb.selectFrom("category as k").select("k.id").whereRef("k.parent_id", "=", "c.id"))))
        .groupBy(["c.id", "i.url_key", "i.store_url"])
        .orderBy("n")
        .orderBy("c.id")
        .execute();
      category = leaves[0];
    });
    afterAll(async () => {
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    it("lists the catalogue 50 a page, newest first, and finds a product by SKU, name, EAN and brand", async () => {
      const list = await page("/admin/products");
      expect(list.status).toBe(200);
      seen.push({ label: "product list", html: list.body });
      const rows = (body: string) => [...body.matchAll(/href="\/admin\/products\/(\d+)"/g)].map((m) => Number(m[1]));
      const first = rows(list.body);
      expect(first).toHaveLength(50);
      expect(first).toEqual([...first].sort((a, b) => b - a));
      const older = /href="[^"]*(\?after=\d+)"/.exec(list.body)![1];
      const second = rows((await page(`/admin/products${older}`)).body);
      expect(second).toHaveLength(50);
      expect(Math.max(...second)).toBeLessThan(Math.min(...first));

      const id = await createProduct("find", {
        ean: "4006381333931",
        brand: (await db.selectFrom("brand").select("url_key").orderBy("id").executeTakeFirstOrThrow()).url_key,
      });
      const { name: brand } = await db.selectFrom("brand").select("name").orderBy("id").executeTakeFirstOrThrow();
      for (const q of [`${tag}-FIND`, `Svečka ${tag} find`, "4006381333931"]) {
        const found = await page(`/admin/products?q=${encodeURIComponent(q)}`);
        expect(rows(found.body), q).toContain(id);
        expect(found.body).toContain(`${tag}-FIND`.toUpperCase());
      }
      const byBrand = await page(`/admin/products?q=${encodeURIComponent(`${brand} ${tag}`)}`);
      expect(rows(byBrand.body)).toEqual([id]);
      expect(rows((await page(`/admin/products?q=${tag}&stock=out`)).body)).not.toContain(id);
      expect(rows((await page(`/admin/products?q=${tag}&stock=in`)).body)).toContain(id);
      expect(rows((await page(`/admin/products?q=nothing-${tag}-here`)).body)).toEqual([]);
    });

    it("saves a new price and name: the anonymous product page shows them within 10 s, the old URL answers 301, the audit says what changed", async () => {
      const id = await createProduct("edit");
      const before = (await productFormValues(db, id))!.values;
      const oldUrl = `/${before.url_key_sl}`;
      expect((await shopPage(oldUrl)).body).toContain(`Svečka ${tag} edit sl`);
      const form = await page(`/admin/products/${id}`);
      expect(form.status).toBe(200);
      expect(form.body).toContain(`href="/admin/products/${id}/archive"`);
      seen.push({ label: "product page", html: form.body });

      const res = await post(
        server.baseUrl,
        `/admin/products/${id}`,
        { ...before, intent: "save", price: "37.45", name_sl: `Dišeča sveča ${tag}`, url_key_sl: `diseca-sveca-${tag}` },
        manager,
      );
      expect(res.status).toBe(302);
      await expect
        .poll(async () => (await shopPage(`/diseca-sveca-${tag}`)).body, { timeout: 10_000, interval: 250 })
        .toMatch(new RegExp(`Dišeča sveča ${tag}[\\s\\S]*37,45`));
      // the old URL may still come from the page cache for the version check's few seconds
      await expect.poll(async () => (await shopPage(oldUrl)).status, { timeout: 10_000, interval: 250 }).toBe(301);
      const moved = await shopPage(oldUrl);
      expect(moved.headers.location).toContain(`/diseca-sveca-${tag}`);
      const [row] = await listAudit(db, { subject: `product:${id}`, kind: "product.update" });
      expect(row.actor).toBe(managerEmail);
      expect(row.before).toEqual({ price: "21.50", name_sl: `Svečka ${tag} edit sl`, url_key_sl: before.url_key_sl });
      expect(row.after).toEqual({ price: "37.45", name_sl: `Dišeča sveča ${tag}`, url_key_sl: `diseca-sveca-${tag}` });
    });

    it("an archived product saved through the form stays archived (the form does not carry archiving)", async () => {
      const id = await createProduct("archived");
      const before = (await productFormValues(db, id))!.values;
      const archived = await post(server.baseUrl, `/admin/products/${id}/archive`, { intent: "archive", successor: "" }, manager);
      expect(archived.status, archived.body.slice(0, 300)).toBe(302);
      const res = await post(server.baseUrl, `/admin/products/${id}`, { ...before, intent: "save", price: "19.90" }, manager);
      expect(res.status).toBe(302);
      const row = await db.selectFrom("product").select("archived_at").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.archived_at).not.toBeNull();
      expect((await productFormValues(db, id))!.values.price).toBe("19.90");
      await expect.poll(async () => (await shopPage(`/${before.url_key_sl}`)).status, { timeout: 10_000, interval: 250 }).toBe(410);
    });

    it("refuses each bad field at the field, re-rendering what was typed, and changes nothing", async () => {
      const id = await createProduct("bad");
      const other = await createProduct("other");
      const otherValues = (await productFormValues(db, other))!.values;
      const start = await snapshot(id);
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ sku: otherValues.sku }, "sku", /is used by another product/],
        [{ url_key_en: otherValues.url_key_en }, "url_key_en", /is used by product/],
        [{ price: "0" }, "price", /bad price/],
        [{ price: "-3.00" }, "price", /bad price/],
        [{ price: "12,90" }, "price", /bad price &quot;12,90&quot;/],
        [{ price: "cheap" }, "price", /bad price/],
        [{ special_price: "21.50" }, "special_price", /is not below the price/],
        [{ special_price: "9.90", special_from: "2026-12-24", special_to: "2026-12-01" }, "special_from", /is after special_to/],
      ];
      // stock is not a field of a saved product's form any more: it changes by a delivery or a
      // count, whose refusals (a count below zero) stock.test.ts checks; a new product's is here
      const newBad = await post(server.baseUrl, "/admin/products/new", { ...start.values, intent: "save", sku: `${tag}-NEG`, stock_LJ: "-1" }, manager);
      expect(newBad.status).toBe(400);
      expect(/id="f-stock_LJ"[^>]*aria-invalid="true"[\s\S]*?id="f-stock_LJ-error">([^<]*)</.exec(newBad.body)?.[1]).toMatch(/bad stock/i);
      for (const [change, field, message] of cases) {
        const res = await post(server.baseUrl, `/admin/products/${id}`, { ...start.values, intent: "save", ...change }, manager);
        expect(res.status, field).toBe(400);
        const at = new RegExp(`id="f-${field}"[^>]*aria-invalid="true"[\\s\\S]*?id="f-${field}-error">([^<]*)<`).exec(res.body);
        expect(at?.[1], field).toMatch(new RegExp(message.source, "i"));
        expect(res.body).toContain(`value="${Object.values(change)[0]}"`);
        if (field === "price") seen.push({ label: `refused ${field}`, html: res.body });
      }
      expect(await snapshot(id)).toEqual(start);
    });

    it("creates a product that a shopper then finds in its category", async () => {
      const id = await createProduct("new", { url_key_sl: `nova-${tag}` });
      expect((await listAudit(db, { subject: `product:${id}`, kind: "product.create" }))[0].after).toMatchObject({
        sku: `${tag}-NEW`.toUpperCase(),
        price: "21.50",
      });
      // placed in the category's ancestors too, the form shows only the category it was given
      expect((await productFormValues(db, id))!.values.categories).toBe(category.key);
      await expect.poll(async () => (await shopPage(`/${category.storeUrl}`)).body, { timeout: 10_000, interval: 250 }).toContain(`Svečka ${tag} new sl`);
      const blank = await page("/admin/products/new");
      expect(blank.status).toBe(200);
      seen.push({ label: "new product", html: blank.body });
    });

    it("refuses support everywhere (403) and changes nothing", async () => {
      const id = await createProduct("support");
      const start = await snapshot(id);
      for (const path of ["/admin/products", `/admin/products/${id}`, "/admin/products/new"]) {
        expect((await get(server.baseUrl, path, support)).status, path).toBe(403);
      }
      expect((await post(server.baseUrl, `/admin/products/${id}`, { ...start.values, intent: "save", price: "1.00" }, support)).status).toBe(403);
      const made = await post(server.baseUrl, "/admin/products/new", { ...start.values, intent: "save", sku: `${tag}-SUP2` }, support);
      expect(made.status).toBe(403);
      expect(await snapshot(id)).toEqual(start);
      expect(await db.selectFrom("product").select("id").where("sku", "=", `${tag}-SUP2`).executeTakeFirst()).toBeUndefined();
      // forged: an id that is no product, an unknown intent
      expect((await post(server.baseUrl, "/admin/products/999999999", { ...start.values, intent: "save" }, manager)).status).toBe(404);
      expect((await post(server.baseUrl, `/admin/products/${id}`, { ...start.values, intent: "delete" }, manager)).status).toBe(400);
      expect(await snapshot(id)).toEqual(start);
    });
  });
}
