import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getProductCards, getProductPrices } from "~/services/product-card.server";
import { listStorefronts } from "~/services/storefronts.server";

// A product page's free-shipping hint totals the shopper's cart from the products' prices alone
// (getProductPrices), not their whole cards: the prices must be the cards' own, and the products
// left out the same ones (another brand on a one-brand storefront, no translation, archived
// unless the cart already holds it), in every storefront.

for (const server of inject("servers")) {
  describe(`the products' prices, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let ids: number[];

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      // discounted and not, special prices in and out of their dates, every brand; and an id
      // that is no product
      const rows = await db.selectFrom("product").select("id").where("id", "<", 90000).orderBy("id").limit(300).execute();
      ids = [...rows.map((r) => r.id), 999_999_999];
    });

    afterAll(async () => {
      await close();
    });

    it("are the cards' prices, for the same products, in all nine storefronts", async () => {
      const storefronts = await listStorefronts(db);
      expect(storefronts.length).toBe(9);
      const discounted = await db.selectFrom("product").select("id").where("id", "in", ids).where("discount_price", "is not", null).execute();
      expect(discounted.length).toBeGreaterThan(0);
      for (const storefront of storefronts) {
        const cards = await getProductCards(db, storefront, ids);
        expect(cards.length).toBeGreaterThan(0);
        const prices = await getProductPrices(db, storefront, ids);
        expect(prices).toEqual(new Map(cards.map((card) => [card.id, card.price])));
      }
    });

    it("leave an archived product out unless asked to keep it, as the cards do", async () => {
      const [storefront] = await listStorefronts(db);
      const [first] = await getProductCards(db, storefront, ids);
      // archived for this test alone: the transaction is rolled back
      await db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("product").set({ archived_at: new Date().toISOString() }).where("id", "=", first.id).execute();
          expect((await getProductPrices(trx, storefront, [first.id])).has(first.id)).toBe(false);
          expect(await getProductCards(trx, storefront, [first.id])).toEqual([]);
          const kept = await getProductPrices(trx, storefront, [first.id], { includeArchived: true });
          expect(kept.get(first.id)).toEqual(first.price);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      expect((await getProductPrices(db, storefront, [first.id])).get(first.id)).toEqual(first.price);
    });
  });
}

class RolledBack extends Error {}
