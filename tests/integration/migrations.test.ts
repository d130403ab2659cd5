import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type Connection, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createPostgresSchema } from "../support/server";

// Migrations that change what stored rows mean, run on a database left at the step before,
// on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL.

const targets: { name: string; url: () => Promise<{ url: string; drop?: () => Promise<void> }> }[] = [
  { name: "sqlite", url: async () => ({ url: path.join(mkdtempSync(path.join(os.tmpdir(), "migrations-")), "shop.sqlite") }) },
];
if (process.env.TEST_DATABASE_URL) {
  const base = process.env.TEST_DATABASE_URL;
  targets.push({ name: "postgres", url: () => createPostgresSchema(base) });
}

/** A storefront row as it was before 013 (no rounding, presets or bank account). */
const storefrontBefore013 = (department: string, currency: string, rate: number, conversion = 1) => ({
  department,
  position: 1,
  is_default: 0,
  locale: "x",
  iso: "x",
  language_name: "x",
  name: department,
  store_front: department,
  domain: `${department}.example`,
  prefix: null,
  currency_code: currency,
  currency_rate: rate,
  shop_type: "normal" as const,
  brand_id: null,
  cheapest_shipping_price: 490,
  free_shipping_threshold: 6000,
  reward_point_conversion: conversion,
  point_value: 1,
  public_keys: "{}",
  localized_routes: "{}",
});
// the row type of today has columns the table did not have then
const insertStorefronts = (db: Kysely<any>, rows: ReturnType<typeof storefrontBefore013>[]) => db.insertInto("storefront").values(rows).execute();

for (const target of targets) {
  describe(`migrations on ${target.name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function databaseAt(migration: string): Promise<Connection> {
      const { url, drop } = await target.url();
      const connection = openDatabase(url);
      cleanups.push(async () => {
        await connection.close();
        await drop?.();
      });
      await migrateToLatest(connection.db, migration);
      return connection;
    }

    it("013: storefronts get the seed's rounding, presets and bank account by department; one the seed does not know is rounded by its currency", async () => {
      const { db } = await databaseAt("012-search-index");
      await insertStorefronts(db, [storefrontBefore013("su", "EUR", 1), storefrontBefore013("chu", "HUF", 392.5), storefrontBefore013("xhu", "HUF", 400)]);
      await migrateToLatest(db, "013-local-money");
      const rows = await db.selectFrom("storefront").select(["department", "price_rounding", "gift_presets", "bank_account"]).orderBy("department").execute();
      const byDepartment = Object.fromEntries(
        rows.map((r) => [r.department, { rounding: r.price_rounding, presets: JSON.parse(r.gift_presets), bank: JSON.parse(r.bank_account) }]),
      );
      expect(byDepartment.su).toMatchObject({
        rounding: 1,
        presets: [2_000, 5_000, 10_000, 20_000],
        bank: { iban: "SI56 1910 0000 0123 438", reference: "SI00" },
      });
      expect(byDepartment.chu).toMatchObject({
        rounding: 100,
        presets: [500_000, 1_000_000, 2_000_000, 5_000_000],
        bank: { iban: expect.stringMatching(/^HU/), reference: "text" },
      });
      // 20, 50, 100, 200 € at 400 Ft/€, whole forints; the default storefront's account
      expect(byDepartment.xhu).toMatchObject({ rounding: 100, presets: [800_000, 2_000_000, 4_000_000, 8_000_000], bank: { reference: "SI00" } });
    });

    it("014: a card or wallet payment cancelled, failed or run out is an attempt of the order placed after it from the same cart; one nothing followed, or the shop cancelled, stays an order", async () => {
      const { db } = await databaseAt("013-local-money");
      const created = "2026-11-01T10:00:00.000Z";
      const customer = await db
        .insertInto("customer")
        .values({
          email: "ana@example.com",
          first_name: "Ana",
          last_name: "Novak",
          password_hash: "x",
          verified_at: null,
          newsletter: 0,
          reward_points: 0,
          department: "su",
          created_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const order = (
        id: number,
        cartId: number,
        status: "placed" | "paid" | "cancelled",
        payment: string,
        owner: { customer_id: number | null; session_token_id: number | null },
      ) => ({
        id,
        number: `SU-2026-${String(id).padStart(6, "0")}`,
        idempotency_key: `k${id}`,
        department: "su",
        ...owner,
        email: "ana@example.com",
        status,
        payment_method: payment,
        shipping_method: "delivery",
        pickup_shop: null,
        address: "{}",
        currency_code: "EUR",
        currency_rate: 1,
        lang: "sl",
        subtotal: 1000,
        discount: 0,
        code_discount: 0,
        discount_code: null,
        points_spent: 0,
        points_value: 0,
        gift_certificates: 0,
        shipping: 0,
        grand_total: 1000,
        points_earned: 0,
        details: JSON.stringify({ cartId, stock: [], certificates: [], discountCodeId: null, purchases: [] }),
        created_at: created,
        paid_at: status === "paid" ? created : null,
      });
      const ana = { customer_id: customer.id, session_token_id: 1 };
      const guest = { customer_id: null, session_token_id: 77 };
      await db
        .insertInto("shop_order")
        .values([
          order(1, 10, "cancelled", "card", ana), // cancelled by Ana
          order(2, 10, "cancelled", "wallet", ana), // failed
          order(3, 10, "paid", "card", ana), // paid: ends the cart's first purchase
          order(4, 10, "cancelled", "card", ana), // ran out of time
          order(5, 10, "placed", "bank", ana),
          order(6, 10, "cancelled", "card", ana), // cancelled, nothing after it
          order(7, 20, "cancelled", "card", guest), // a guest's cart
          order(8, 20, "placed", "cod", guest),
          order(9, 30, "cancelled", "card", ana), // cancelled by the shop
          order(10, 30, "placed", "cod", ana),
        ])
        .execute();
      const cancel = (orderId: number, actor: string, note: string | null = null) => ({
        order_id: orderId,
        from_status: "awaiting_payment" as const,
        to_status: "cancelled" as const,
        actor,
        note,
        created_at: created,
      });
      await db
        .insertInto("order_event")
        .values([
          cancel(1, "shopper"),
          cancel(2, "payment"),
          cancel(4, "expiry", "payment hold expired"),
          cancel(6, "shopper"),
          cancel(7, "shopper"),
          cancel(9, "desk:ana"),
        ])
        .execute();

      await migrateToLatest(db);

      const rows = await db.selectFrom("shop_order").select(["id", "superseded_by"]).orderBy("id").execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.superseded_by]))).toEqual({
        1: 3,
        2: 3,
        3: null,
        4: 5,
        5: null,
        6: null,
        7: 8,
        8: null,
        9: null,
        10: null,
      });
    });

    it("038: a shop seeded before it gets the demo's footprint from its signatures (LM- SKUs, brand keys, pool pictures); a shop without the demo gets none", async () => {
      const empty = await databaseAt("036-content-block-draft");
      await migrateToLatest(empty.db);
      expect(await empty.db.selectFrom("setting").select("name").where("name", "=", "demo.footprint").execute()).toEqual([]);

      const { db } = await databaseAt("036-content-block-draft");
      await db
        .insertInto("brand")
        .values([
          { id: 1, url_key: "aurora", name: "Aurora", country: "SI" },
          { id: 2, url_key: "merchant-tea", name: "Čajna hiša", country: "SI" },
        ])
        .execute();
      await db
        .insertInto("image")
        .values([
          { id: 1, file: "pool/jar-1.jpg", width: 1400, height: 1400 },
          { id: 2, file: "uploads/tea.jpg", width: 1400, height: 1400 },
        ])
        .execute();
      const product = (id: number, sku: string) => ({
        id,
        sku,
        ean: null,
        type: "simple" as const,
        brand_id: null,
        main_category_id: null,
        regular_price: 100,
        discount_price: null,
        lowest_price_30d: 100,
        rating: 0,
        rating_count: 0,
        position: 0,
        salable: 1,
        created_at: "2026-11-01T10:00:00.000Z",
      });
      await db
        .insertInto("product")
        .values([product(1, "LM-000001"), product(2, "LM-000002"), product(90025, "wsLBX-AC25"), product(90026, "TEA-1")])
        .execute();
      await migrateToLatest(db);
      const row = await db.selectFrom("setting").select("value").where("name", "=", "demo.footprint").executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toMatchObject({ product: 90025, brand: 1, image: 1, category: 0 });
    });

    it("021: customers from before it keep their newsletter choice, with no time or source: what was never recorded is not made up", async () => {
      const { db } = await databaseAt("019-staff");
      const customer = (email: string, newsletter: number) => ({
        email,
        first_name: "Ana",
        last_name: "Novak",
        password_hash: "x",
        verified_at: null,
        newsletter,
        reward_points: 0,
        department: "su",
        created_at: "2026-11-01T10:00:00.000Z",
      });
      await db
        .insertInto("customer")
        .values([customer("on@example.com", 1), customer("off@example.com", 0)])
        .execute();
      await migrateToLatest(db, "021-customer-consent");
      const rows = await db
        .selectFrom("customer")
        .select(["email", "newsletter", "newsletter_changed_at", "newsletter_source", "erased_at"])
        .orderBy("email")
        .execute();
      expect(rows).toEqual([
        { email: "off@example.com", newsletter: 0, newsletter_changed_at: null, newsletter_source: null, erased_at: null },
        { email: "on@example.com", newsletter: 1, newsletter_changed_at: null, newsletter_source: null, erased_at: null },
      ]);
    });

    it("012: the catalogue already there is in the full-text index: name, SKU, brand, category (diacritics folded) and description", async () => {
      const { db } = await databaseAt("011-token-expiry");
      const now = new Date().toISOString();
      await db.insertInto("brand").values({ id: 1, url_key: "zelenjava", name: "Zelenjava", country: "SI" }).execute();
      await db.insertInto("category").values({ id: 1, parent_id: null, level: 1, position: 1, path: "/1/" }).execute();
      await db.insertInto("category_i18n").values({ category_id: 1, lang: "sl", name: "Čaji in zelišča", url_key: "caji", store_url: "caji" }).execute();
      await db
        .insertInto("product")
        .values({
          id: 7,
          sku: "ZV-0007",
          ean: "3830000000007",
          type: "simple",
          brand_id: 1,
          main_category_id: 1,
          regular_price: 990,
          discount_price: null,
          lowest_price_30d: 990,
          rating: 0,
          rating_count: 0,
          salable: 1,
          position: 1,
          created_at: now,
        })
        .execute();
      await db
        .insertInto("product_i18n")
        .values({
          product_id: 7,
          lang: "sl",
          name: "Metin čaj",
          title: null,
          url_key: "metin-caj-7",
          description: "Osvežilen poparek",
          search_name: "metin caj",
          search_text: "osvezilen poparek",
        })
        .execute();
      await db.insertInto("product_category").values({ category_id: 1, product_id: 7, position: 1 }).execute();

      await migrateToLatest(db);

      const found = async (word: string) => {
        if (target.name === "postgres") {
          const { rows } = await sql<{
            product_id: number;
          }>`select product_id from product_search where lang = 'sl' and document @@ to_tsquery('simple', ${`${word}:*`})`.execute(db);
          return rows.map((r) => r.product_id);
        }
        const { rows } = await sql<{ product_id: number }>`select product_id from product_fts where product_fts match ${`lang : "sl" AND "${word}"*`}`.execute(
          db,
        );
        return rows.map((r) => r.product_id);
      };
      for (const word of ["metin", "zv", "3830000000007", "zelenjava", "zelisca", "osvezilen"]) expect(await found(word), word).toEqual([7]);
      expect(await found("kava")).toEqual([]);
    });

    it("007: orders placed in euro cents are kept in minor units of their own currency; EUR orders are unchanged", async () => {
      const { db } = await databaseAt("006-checkout");
      const now = new Date().toISOString();
      const order = (number: string, currency: string, rate: number) => ({
        number,
        idempotency_key: number,
        department: "chu",
        customer_id: null,
        session_token_id: null,
        email: "a@example.com",
        status: "placed" as const,
        payment_method: "cod",
        shipping_method: "delivery",
        pickup_shop: null,
        address: "{}",
        currency_code: currency,
        currency_rate: rate,
        lang: "hu",
        // 2 × 31,45 € − 10 % + 4,90 € shipping, in euro cents as 006 stored them
        subtotal: 6290,
        discount: 0,
        code_discount: 629,
        discount_code: "WELCOME10",
        points_spent: 0,
        points_value: 0,
        gift_certificates: 301,
        shipping: 490,
        grand_total: 5850,
        points_earned: 0,
        details: "{}",
        created_at: now,
      });
      const huf = await db
        .insertInto("shop_order")
        .values(order("HU-1", "HUF", 392.5))
        .returning("id")
        .executeTakeFirstOrThrow();
      const eur = await db
        .insertInto("shop_order")
        .values(order("SU-1", "EUR", 1))
        .returning("id")
        .executeTakeFirstOrThrow();
      const line = (orderId: number) => ({
        order_id: orderId,
        kind: "product" as const,
        product_id: null,
        sku: "LM-1",
        name: "Krema",
        qty: 2,
        unit_price: 3145,
        regular_price: 3145,
        line_total: 6290,
        details: null,
      });
      await db
        .insertInto("shop_order_line")
        .values([line(huf.id), line(eur.id)])
        .execute();

      await migrateToLatest(db);

      const rows = await db.selectFrom("shop_order").selectAll().orderBy("id").execute();
      expect(rows.map((r) => [r.number, r.subtotal, r.code_discount, r.gift_certificates, r.shipping, r.grand_total])).toEqual([
        ["HU-1", 2468825, 246883, 118143, 192325, 2296125],
        ["SU-1", 6290, 629, 301, 490, 5850],
      ]);
      const lines = await db.selectFrom("shop_order_line").selectAll().orderBy("id").execute();
      expect(lines.map((l) => [l.unit_price, l.regular_price, l.line_total])).toEqual([
        [1234413, 1234413, 2468825],
        [3145, 3145, 6290],
      ]);
      // a gift certificate being bought may now keep the price typed in the storefront's currency
      const cart = await db
        .insertInto("cart")
        .values({ customer_id: null, session_token_id: null, department: "chu", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("cart_additional_item")
        .values({
          cart_id: cart.id,
          kind: "gift_certificate",
          amount: 2548,
          price: 1_000_000,
          recipient_name: null,
          recipient_email: null,
          message: null,
          created_at: now,
        })
        .execute();
      expect(await db.selectFrom("cart_additional_item").select(["amount", "price"]).executeTakeFirstOrThrow()).toEqual({ amount: 2548, price: 1_000_000 });
    });

    it("009: orders placed before it count as having issued their value (at placement or payment), so recording their payment later issues nothing twice", async () => {
      const { db } = await databaseAt("008-payment-hold");
      const created = "2026-11-01T10:00:00.000Z";
      const paidAt = "2026-11-01T10:05:00.000Z";
      const order = (number: string, status: "placed" | "awaiting_payment" | "paid" | "cancelled", payment: string, paid: string | null) => ({
        number,
        idempotency_key: number,
        department: "su",
        customer_id: null,
        session_token_id: null,
        email: "a@example.com",
        status,
        payment_method: payment,
        shipping_method: "delivery",
        pickup_shop: null,
        address: "{}",
        currency_code: "EUR",
        currency_rate: 1,
        lang: "sl",
        subtotal: 1000,
        discount: 0,
        code_discount: 0,
        discount_code: null,
        points_spent: 0,
        points_value: 0,
        gift_certificates: 0,
        shipping: 0,
        grand_total: 1000,
        points_earned: 10,
        details: "{}",
        created_at: created,
        paid_at: paid,
      });
      await db
        .insertInto("shop_order")
        .values([
          order("SU-B", "placed", "bank", null),
          order("SU-C", "paid", "card", paidAt),
          order("SU-W", "awaiting_payment", "card", null),
          order("SU-X", "cancelled", "card", null),
        ])
        .execute();

      await migrateToLatest(db);

      const rows = await db.selectFrom("shop_order").select(["number", "value_issued_at"]).orderBy("id").execute();
      expect(rows).toEqual([
        { number: "SU-B", value_issued_at: created },
        { number: "SU-C", value_issued_at: paidAt },
        { number: "SU-W", value_issued_at: null },
        { number: "SU-X", value_issued_at: null },
      ]);
      // the history table is there, empty for old orders
      expect(await db.selectFrom("order_event").selectAll().execute()).toEqual([]);
    });

    it("010: certificates are EUR certificates; points earned in forints and koruny are corrected to the euro value, never upwards; a non-EUR conversion becomes 1 per euro", async () => {
      const { db } = await databaseAt("009-order-desk");
      const created = "2026-11-01T10:00:00.000Z";
      await insertStorefronts(db, [
        storefrontBefore013("su", "EUR", 1, 1),
        storefrontBefore013("chu", "HUF", 392.5, 0.5),
        storefrontBefore013("ccz", "CZK", 24.3, 1),
      ]);
      const customer = (email: string, points: number) => ({
        email,
        password_hash: "x",
        first_name: "A",
        last_name: "B",
        department: "su",
        newsletter: 0,
        reward_points: points,
        verified_at: null,
        created_at: created,
      });
      const ana = await db.insertInto("customer").values(customer("ana@example.com", 2100)).returning("id").executeTakeFirstOrThrow();
      const ben = await db.insertInto("customer").values(customer("ben@example.com", 50)).returning("id").executeTakeFirstOrThrow();
      const order = (
        number: string,
        department: string,
        currency: string,
        rate: number,
        customerId: number,
        grand: number,
        shipping: number,
        earned: number,
        status: "placed" | "paid",
        issued: string | null,
      ) => ({
        number,
        idempotency_key: number,
        department,
        customer_id: customerId,
        session_token_id: null,
        email: "a@example.com",
        status,
        payment_method: "bank",
        shipping_method: "delivery",
        pickup_shop: null,
        address: "{}",
        currency_code: currency,
        currency_rate: rate,
        lang: "x",
        subtotal: grand - shipping,
        discount: 0,
        code_discount: 0,
        discount_code: null,
        points_spent: 0,
        points_value: 0,
        gift_certificates: 0,
        shipping,
        grand_total: grand,
        points_earned: earned,
        details: "{}",
        created_at: created,
        value_issued_at: issued,
      });
      // 10 € of goods in forints earned 0.5 × 3 925 = 1 962 points (worth 19,62 €); 10 € in koruny 243;
      // 10 € in euros 10; a forint order not paid yet holds 1 962 to credit; a euro order with a 50 € certificate bought earned 60
      const rows = await db
        .insertInto("shop_order")
        .values([
          order("HU-1", "chu", "HUF", 392.5, ana.id, 392500 + 192325, 192325, 1962, "paid", created),
          order("CZ-1", "ccz", "CZK", 24.3, ana.id, 24300, 0, 243, "paid", created),
          order("SU-1", "su", "EUR", 1, ana.id, 1000, 0, 10, "paid", created),
          order("HU-2", "chu", "HUF", 392.5, ben.id, 392500, 0, 1962, "placed", null),
          order("SU-2", "su", "EUR", 1, ben.id, 6000, 0, 60, "paid", created),
        ])
        .returning("id")
        .execute();
      await db
        .insertInto("shop_order_line")
        .values({
          order_id: rows[4].id,
          kind: "gift_certificate",
          product_id: null,
          sku: "gift-certificate",
          name: "Bon",
          qty: 1,
          unit_price: 5000,
          regular_price: 5000,
          line_total: 5000,
          details: null,
        })
        .execute();
      await db
        .insertInto("gift_certificate")
        .values({ code: "OLD-1", amount: 2000, balance: 1500, order_id: null, recipient_email: null, expires_at: null, created_at: created })
        .execute();

      await migrateToLatest(db);

      expect(await db.selectFrom("shop_order").select(["number", "points_earned"]).orderBy("id").execute()).toEqual([
        { number: "HU-1", points_earned: 10 },
        { number: "CZ-1", points_earned: 10 },
        { number: "SU-1", points_earned: 10 },
        { number: "HU-2", points_earned: 10 },
        { number: "SU-2", points_earned: 10 },
      ]);
      // Ana: 2 100 − (1 962 − 10) − (243 − 10) = −85 → 0 (never below zero); Ben: the unpaid order
      // credited nothing yet, the certificate's 50 points come off: 50 − 50 = 0
      const points = await db.selectFrom("customer").select(["email", "reward_points"]).orderBy("id").execute();
      expect(points).toEqual([
        { email: "ana@example.com", reward_points: 0 },
        { email: "ben@example.com", reward_points: 0 },
      ]);
      expect(await db.selectFrom("storefront").select(["department", "reward_point_conversion"]).orderBy("department").execute()).toEqual([
        { department: "ccz", reward_point_conversion: 1 },
        { department: "chu", reward_point_conversion: 1 },
        { department: "su", reward_point_conversion: 1 },
      ]);
      expect(await db.selectFrom("gift_certificate").select(["code", "amount", "balance", "currency_code"]).execute()).toEqual([
        { code: "OLD-1", amount: 2000, balance: 1500, currency_code: "EUR" },
      ]);
    });
  });
}
