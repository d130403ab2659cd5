import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { markCatalogueChanged } from "~/services/catalogue-version.server";
import { request } from "../support/http";
import { ADMIN, ADMIN_ORIGIN, createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// README "Categories and brands" and "Bulk changes" on the shop's real databases — SQLite and,
// when TEST_DATABASE_URL is set, PostgreSQL — through the real server: a category created,
// renamed and re-keyed (its old URL a 301), a move under its own subcategory refused, a brand
// re-keyed, bulk price changes previewed (nothing changed) and applied (all changed), a change
// that would make a price 0 refused whole, and support refused every change. What the tests make
// is taken away after, so later files count the shop as it was.

const SI = "si.lumera.localhost";

for (const server of inject("servers")) {
  describe(`categories, brands and bulk changes on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let manager: string;
    let support: string;
    let languages: string[];
    let root: { id: number; storeUrl: string };
    const seen: { label: string; html: string }[] = [];
    const tag = `c${randomBytes(3).toString("hex")}`;
    const made = { categories: [] as number[], brands: [] as number[], products: [] as number[] };
    const page = (path: string) => get(server.baseUrl, path, manager);
    const shopPage = (path: string) => request(server.baseUrl, path, { host: SI });
    const postPairs = (path: string, pairs: [string, string][], cookie = manager) =>
      request(server.baseUrl, path, {
        host: ADMIN,
        method: "POST",
        headers: { ...ADMIN_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams(pairs).toString(),
      });
    const names = (word: string) => Object.fromEntries(languages.flatMap((l) => [[`name_${l}`, `${word} ${l}`]]));
    const createCategory = async (word: string, parent: number | null, extra: Record<string, string> = {}) => {
      const res = await post(
        server.baseUrl,
        "/admin/categories",
        { intent: "create", parent: parent === null ? "" : String(parent), ...names(word), ...extra },
        manager,
      );
      expect(res.status, res.body.slice(0, 400)).toBe(302);
      const id = Number(/\/admin\/categories\/(\d+)/.exec(res.headers.location!)![1]);
      made.categories.push(id);
      return id;
    };
    const storeUrl = async (id: number) =>
      (await db.selectFrom("category_i18n").select("store_url").where("category_id", "=", id).where("lang", "=", "sl").executeTakeFirstOrThrow()).store_url;
    const createProduct = async (suffix: string, categoryKey: string) => {
      const fields: Record<string, string> = {
        intent: "save",
        sku: `${tag}-${suffix}`.toUpperCase(),
        price: "21.50",
        main_category: categoryKey,
        stock_LJ: "4",
      };
      for (const l of languages) fields[`name_${l}`] = `Izdelek ${tag} ${suffix} ${l}`;
      const res = await post(server.baseUrl, "/admin/products/new", fields, manager);
      expect(res.status, res.body.slice(0, 500)).toBe(302);
      const id = Number(/\/admin\/products\/(\d+)/.exec(res.headers.location!)![1]);
      made.products.push(id);
      return id;
    };
    const prices = async (ids: number[]) =>
      (await db.selectFrom("product").select(["id", "regular_price", "discount_price"]).where("id", "in", ids).orderBy("id").execute()).map((p) => ({ ...p }));

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      manager = (await signIn(server.baseUrl, db, (await createStaff(db, "manager", "cattree")).email)).cookie;
      support = (await signIn(server.baseUrl, db, (await createStaff(db, "support", "cattree")).email)).cookie;
      languages = [
        ...new Set(
          (await db.selectFrom("storefront").select(["iso", "is_default"]).orderBy("is_default", "desc").orderBy("position").execute()).map((s) => s.iso),
        ),
      ];
      const top = await db
        .selectFrom("category as c")
        .innerJoin("category_i18n as i", (j) => j.onRef("i.category_id", "=", "c.id").on("i.lang", "=", "sl"))
        .select(["c.id", "i.store_url as storeUrl"])
        .where("c.parent_id", "is", null)
        .orderBy("c.id")
        .executeTakeFirstOrThrow();
      root = top;
    });
    afterAll(async () => {
      // what the tests made goes away (products archived and out of the categories made here)
      if (made.products.length) {
        await db.updateTable("product").set({ archived_at: new Date().toISOString(), main_category_id: null }).where("id", "in", made.products).execute();
        await db.deleteFrom("product_category").where("product_id", "in", made.products).execute();
      }
      if (made.categories.length) {
        await db.deleteFrom("category_i18n").where("category_id", "in", made.categories).execute();
        await db.updateTable("category").set({ parent_id: null }).where("id", "in", made.categories).execute();
        await db.deleteFrom("category").where("id", "in", made.categories).execute();
      }
      if (made.brands.length) {
        await db.updateTable("product").set({ brand_id: null }).where("brand_id", "in", made.brands).execute();
        await db.deleteFrom("brand_i18n").where("brand_id", "in", made.brands).execute();
        await db.deleteFrom("brand").where("id", "in", made.brands).execute();
      }
      await markCatalogueChanged(db);
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    it("creates a category, renames and re-keys it: the storefront shows it at the new URL, the old one answers 301", async () => {
      const tree = await page("/admin/categories");
      expect(tree.status).toBe(200);
      seen.push({ label: "category tree", html: tree.body });
      const id = await createCategory(`Kategorija ${tag}`, root.id, { url_key_sl: `kat-${tag}` });
      expect(await storeUrl(id)).toBe(`${root.storeUrl}/kat-${tag}`);
      await createProduct("cat", `kat-${tag}`);
      await expect
        .poll(async () => (await shopPage(`/${root.storeUrl}/kat-${tag}`)).body, { timeout: 10_000, interval: 250 })
        .toContain(`Izdelek ${tag} cat sl`);
      const form = await page(`/admin/categories/${id}`);
      expect(form.status).toBe(200);
      seen.push({ label: "category page", html: form.body });

      const values: Record<string, string> = { intent: "save", ...names(`Kategorija ${tag}`) };
      for (const l of languages)
        values[`url_key_${l}`] = (
          await db.selectFrom("category_i18n").select("url_key").where("category_id", "=", id).where("lang", "=", l).executeTakeFirstOrThrow()
        ).url_key;
      const res = await post(server.baseUrl, `/admin/categories/${id}`, { ...values, name_sl: `Nova kategorija ${tag}`, url_key_sl: `nova-${tag}` }, manager);
      expect(res.status, res.body.slice(0, 400)).toBe(302);
      expect(await storeUrl(id)).toBe(`${root.storeUrl}/nova-${tag}`);
      await expect
        .poll(async () => (await shopPage(`/${root.storeUrl}/nova-${tag}`)).body, { timeout: 10_000, interval: 250 })
        .toContain(`Nova kategorija ${tag}`);
      await expect.poll(async () => (await shopPage(`/${root.storeUrl}/kat-${tag}`)).status, { timeout: 10_000, interval: 250 }).toBe(301);
      expect((await shopPage(`/${root.storeUrl}/kat-${tag}`)).headers.location).toContain(`/${root.storeUrl}/nova-${tag}`);
      const [audit] = await listAudit(db, { subject: `category:${id}`, kind: "category.update" });
      expect(audit.after).toMatchObject({ texts: { sl: { name: `Nova kategorija ${tag}`, urlKey: `nova-${tag}` } } });
    });

    it("refuses a duplicate URL key at its field (400) and changes nothing", async () => {
      const a = await createCategory(`Prva ${tag}`, root.id, { url_key_sl: `prva-${tag}` });
      await createCategory(`Druga ${tag}`, root.id, { url_key_sl: `druga-${tag}` });
      const res = await post(server.baseUrl, `/admin/categories/${a}`, { intent: "save", ...names(`Prva ${tag}`), url_key_sl: `druga-${tag}` }, manager);
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/id="f-url_key_sl"[^>]*aria-invalid="true"/);
      expect(res.body).toContain(`URL key &quot;druga-${tag}&quot; is used by another category`);
      seen.push({ label: "refused url key", html: res.body });
      expect(await storeUrl(a)).toBe(`${root.storeUrl}/prva-${tag}`);
      const made = await post(
        server.baseUrl,
        "/admin/categories",
        { intent: "create", parent: "", ...names(`Tretja ${tag}`), url_key_sl: `prva-${tag}` },
        manager,
      );
      expect(made.status).toBe(400);
    });

    it("moves a category under another one with its products, and refuses a move under itself or its own subcategory", async () => {
      const parent = await createCategory(`Starš ${tag}`, null, { url_key_sl: `stars-${tag}` });
      const child = await createCategory(`Otrok ${tag}`, parent, { url_key_sl: `otrok-${tag}` });
      const product = await createProduct("move", `otrok-${tag}`);
      const linked = async () =>
        (await db.selectFrom("product_category").select("category_id").where("product_id", "=", product).execute()).map((r) => r.category_id).sort();
      expect(await linked()).toEqual([parent, child].sort());
      const before = await db.selectFrom("category").select(["id", "parent_id", "path"]).where("id", "in", [parent, child]).orderBy("id").execute();
      for (const [target, message] of [
        [child, "cannot move under one of its own subcategories"],
        [parent, "cannot move under itself"],
      ] as const) {
        const res = await post(server.baseUrl, `/admin/categories/${parent}`, { intent: "move", parent: String(target) }, manager);
        expect(res.status).toBe(400);
        expect(res.body).toContain(message);
      }
      expect(await db.selectFrom("category").select(["id", "parent_id", "path"]).where("id", "in", [parent, child]).orderBy("id").execute()).toEqual(before);

      // the child moves to the top: its URL and its product's categories follow
      const res = await post(server.baseUrl, `/admin/categories/${child}`, { intent: "move", parent: "" }, manager);
      expect(res.status).toBe(302);
      expect(await storeUrl(child)).toBe(`otrok-${tag}`);
      expect(await linked()).toEqual([child]);
      await expect.poll(async () => (await shopPage(`/stars-${tag}/otrok-${tag}`)).status, { timeout: 10_000, interval: 250 }).toBe(301);
      // and back under the parent, then one place up among the parent's children (it is the only one: nothing changes)
      expect((await post(server.baseUrl, `/admin/categories/${child}`, { intent: "move", parent: String(parent) }, manager)).status).toBe(302);
      expect(await linked()).toEqual([parent, child].sort());
      expect((await post(server.baseUrl, "/admin/categories", { intent: "up", id: String(child) }, manager)).status).toBe(302);

      // deleting: refused while it holds a subcategory or a product, done when empty
      const refused = await post(server.baseUrl, `/admin/categories/${parent}`, { intent: "delete" }, manager);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("subcategor");
      const withProduct = await post(server.baseUrl, `/admin/categories/${child}`, { intent: "delete" }, manager);
      expect(withProduct.status).toBe(400);
      expect(withProduct.body).toContain("product is in it");
      const empty = await createCategory(`Prazna ${tag}`, parent);
      expect((await post(server.baseUrl, `/admin/categories/${empty}`, { intent: "delete" }, manager)).status).toBe(302);
      expect(await db.selectFrom("category").select("id").where("id", "=", empty).executeTakeFirst()).toBeUndefined();
    });

    it("creates and re-keys a brand (the old brand page 301s), and deletes it only when no product has it", async () => {
      const brands = await page("/admin/brands");
      expect(brands.status).toBe(200);
      seen.push({ label: "brands", html: brands.body });
      const res = await post(server.baseUrl, "/admin/brands", { intent: "save", name: `Znamka ${tag}`, url_key: `znamka-${tag}`, country: "SI" }, manager);
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      const id = Number(/\/admin\/brands\/(\d+)/.exec(res.headers.location!)![1]);
      made.brands.push(id);
      const word = JSON.parse(
        (await db.selectFrom("storefront").select("localized_routes").where("domain", "=", SI).executeTakeFirstOrThrow()).localized_routes,
      ).brands;
      const dup = await post(
        server.baseUrl,
        `/admin/brands/${id}`,
        { intent: "save", name: "x", url_key: (await db.selectFrom("brand").select("url_key").where("id", "!=", id).executeTakeFirstOrThrow()).url_key },
        manager,
      );
      expect(dup.status).toBe(400);
      expect(dup.body).toMatch(/id="f-url_key"[^>]*aria-invalid="true"/);
      const rekey = await post(
        server.baseUrl,
        `/admin/brands/${id}`,
        { intent: "save", name: `Znamka ${tag}`, url_key: `nova-znamka-${tag}`, country: "SI" },
        manager,
      );
      expect(rekey.status).toBe(302);
      await expect.poll(async () => (await shopPage(`/${word}/znamka-${tag}`)).status, { timeout: 10_000, interval: 250 }).toBe(301);
      expect((await shopPage(`/${word}/znamka-${tag}`)).headers.location).toContain(`/${word}/nova-znamka-${tag}`);
      const page2 = await page(`/admin/brands/${id}`);
      seen.push({ label: "brand", html: page2.body });

      const product = await createProduct(
        "brand",
        (
          await db
            .selectFrom("category_i18n")
            .select("url_key")
            .where("category_id", "=", made.categories[0])
            .where("lang", "=", "sl")
            .executeTakeFirstOrThrow()
        ).url_key,
      );
      await db.updateTable("product").set({ brand_id: id }).where("id", "=", product).execute();
      const used = await post(server.baseUrl, `/admin/brands/${id}`, { intent: "delete" }, manager);
      expect(used.status).toBe(400);
      expect(used.body).toContain("of this brand");
      await db.updateTable("product").set({ brand_id: null }).where("id", "=", product).execute();
      expect((await post(server.baseUrl, `/admin/brands/${id}`, { intent: "delete" }, manager)).status).toBe(302);
    });

    it("previews a bulk price change without changing anything, then applies it to all, in one audit row", async () => {
      const key = `bulk-${tag}`;
      await createCategory(`Bulk ${tag}`, root.id, { url_key_sl: key });
      const ids = [await createProduct("b1", key), await createProduct("b2", key)];
      const start = await prices(ids);
      const choice: [string, string][] = [
        ["action", "price-percent"],
        ["value", "10"],
      ];
      const preview = await postPairs("/admin/products", [["intent", "preview"], ...ids.map((id) => ["id", String(id)] as [string, string]), ...choice]);
      expect(preview.status, preview.body.slice(0, 400)).toBe(200);
      expect(preview.body).toContain("€21.50 → €23.65");
      expect(preview.body).toContain(`name="ids" value="${[...ids].sort((a, b) => b - a).join(",")}"`);
      seen.push({ label: "bulk preview", html: preview.body });
      expect(await prices(ids)).toEqual(start);

      const audits = (await listAudit(db, { kind: "product.bulk" })).length;
      const apply = await postPairs("/admin/products?q=x", [["intent", "apply"], ["ids", ids.join(",")], ...choice]);
      expect(apply.status, apply.body.slice(0, 400)).toBe(302);
      expect(apply.headers.location).toContain("done=");
      expect((await prices(ids)).map((p) => p.regular_price)).toEqual([2365, 2365]);
      const rows = await listAudit(db, { kind: "product.bulk" });
      expect(rows.length).toBe(audits + 1);
      expect((rows[0].after as { products: { id: number }[] }).products.map((p) => p.id).sort()).toEqual([...ids].sort());
      const url = (await db.selectFrom("product_i18n").select("url_key").where("product_id", "=", ids[0]).where("lang", "=", "sl").executeTakeFirstOrThrow())
        .url_key;
      await expect.poll(async () => (await shopPage(`/${url}`)).body, { timeout: 10_000, interval: 250 }).toContain("23,65");

      // a special price 10 % off, then ended
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "apply"],
            ["ids", ids.join(",")],
            ["action", "special-percent"],
            ["value", "10"],
          ])
        ).status,
      ).toBe(302);
      expect((await prices(ids)).map((p) => p.discount_price)).toEqual([2128, 2128]); // 236.5 cents off: half a cent away from zero
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "apply"],
            ["ids", ids.join(",")],
            ["action", "special-end"],
          ])
        ).status,
      ).toBe(302);
      expect((await prices(ids)).map((p) => p.discount_price)).toEqual([null, null]);
    });

    it("refuses a bulk change that would make a price 0 or a special price not below the price, naming the products, and changes nothing", async () => {
      const key = `bulk-${tag}`;
      const ids = [await createProduct("z1", key)];
      await db.updateTable("product").set({ regular_price: 3000 }).where("id", "=", ids[0]).execute();
      ids.push(await createProduct("z2", key));
      const start = await prices(ids);
      const audits = (await listAudit(db, { kind: "product.bulk" })).length;
      for (const choice of [
        [
          ["action", "price-amount"],
          ["value", "-21.50"],
        ],
        [
          ["action", "price-percent"],
          ["value", "-100"],
        ],
        [
          ["action", "special-amount"],
          ["value", "21.50"],
        ],
      ] as [string, string][][]) {
        for (const intent of ["preview", "apply"]) {
          const res = await postPairs("/admin/products", [
            ["intent", intent],
            ["ids", ids.join(",")],
            ...ids.map((id) => ["id", String(id)] as [string, string]),
            ...choice,
          ]);
          expect(res.status, choice.join()).toBe(400);
          expect(res.body).toContain("Nothing was changed");
          expect(res.body).toContain(`${tag}-Z2`.toUpperCase());
          // Z1's price of 30.00 takes the amounts: it is not among the products named
          if (choice[1][1] !== "-100") expect(res.body).not.toContain(`${tag}-Z1: `.toUpperCase());
        }
      }
      const bad = await postPairs("/admin/products", [
        ["intent", "preview"],
        ["id", String(ids[0])],
        ["action", "price-percent"],
        ["value", "ten"],
      ]);
      expect(bad.status).toBe(400);
      expect(bad.body).toContain('id="bulk-value-error"');
      seen.push({ label: "bulk refused", html: bad.body });
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "preview"],
            ["action", "archive"],
          ])
        ).status,
      ).toBe(400);
      expect(await prices(ids)).toEqual(start);
      expect((await listAudit(db, { kind: "product.bulk" })).length).toBe(audits);
    });

    it("adds to and removes from a category in bulk, archives in bulk, and lists archived products on asking", async () => {
      const key = `bulk-${tag}`;
      const target = await createCategory(`Cilj ${tag}`, null, { url_key_sl: `cilj-${tag}` });
      const id = await createProduct("arch", key);
      const linked = async () =>
        (await db.selectFrom("product_category").select("category_id").where("product_id", "=", id).execute()).map((r) => r.category_id);
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "apply"],
            ["ids", String(id)],
            ["action", "category-add"],
            ["category", String(target)],
          ])
        ).status,
      ).toBe(302);
      expect(await linked()).toContain(target);
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "apply"],
            ["ids", String(id)],
            ["action", "category-remove"],
            ["category", String(target)],
          ])
        ).status,
      ).toBe(302);
      expect(await linked()).not.toContain(target);

      const rows = (body: string) => [...body.matchAll(/href="\/admin\/products\/(\d+)"/g)].map((m) => Number(m[1]));
      expect(rows((await page(`/admin/products?q=${tag}-ARCH`)).body)).toEqual([id]);
      // "select all on this page" without JavaScript: the page's ids
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "preview"],
            ["all", "1"],
            ["page_ids", String(id)],
            ["action", "archive"],
          ])
        ).status,
      ).toBe(200);
      expect(
        (
          await postPairs("/admin/products", [
            ["intent", "apply"],
            ["ids", String(id)],
            ["action", "archive"],
          ])
        ).status,
      ).toBe(302);
      expect((await db.selectFrom("product").select("archived_at").where("id", "=", id).executeTakeFirstOrThrow()).archived_at).not.toBeNull();
      expect(rows((await page(`/admin/products?q=${tag}-ARCH`)).body)).toEqual([]);
      const archived = await page(`/admin/products?q=${tag}-ARCH&archived=only`);
      expect(rows(archived.body)).toEqual([id]);
      expect(archived.body).toContain(">Archived</span>");
      expect(rows((await page(`/admin/products?q=${tag}-ARCH&archived=all`)).body)).toEqual([id]);
    });

    it("refuses support every change here (403) and changes nothing", async () => {
      const id = made.categories[0];
      const before = await storeUrl(id);
      for (const path of ["/admin/categories", `/admin/categories/${id}`, "/admin/brands"])
        expect((await get(server.baseUrl, path, support)).status, path).toBe(403);
      const posts: [string, Record<string, string>][] = [
        ["/admin/categories", { intent: "create", parent: "", ...names(`Support ${tag}`) }],
        [`/admin/categories/${id}`, { intent: "save", ...names("x"), url_key_sl: `support-${tag}` }],
        [`/admin/categories/${id}`, { intent: "delete" }],
        [`/admin/categories/${id}`, { intent: "move", parent: "" }],
        ["/admin/brands", { intent: "save", name: `Support ${tag}` }],
        ["/admin/products", { intent: "apply", ids: made.products.join(","), action: "price-percent", value: "50" }],
      ];
      const start = await prices(made.products);
      for (const [path, fields] of posts) expect((await post(server.baseUrl, path, fields, support)).status, path).toBe(403);
      expect(await storeUrl(id)).toBe(before);
      expect(await prices(made.products)).toEqual(start);
      expect(await db.selectFrom("brand").select("id").where("name", "=", `Support ${tag}`).executeTakeFirst()).toBeUndefined();
    });
  });
}
