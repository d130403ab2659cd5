import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { consumeLinkToken, createLinkToken, authenticate, findCustomerByEmail, registerCustomer } from "~/services/customers.server";
import { saveAddress } from "~/services/addresses.server";
import { listAudit } from "~/services/audit-log.server";
import { adjustPoints, getCustomerAdmin, listCustomers } from "~/services/customer-admin.server";
import { eraseCustomer, erasurePreview, exportCustomerData } from "~/services/customer-privacy.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { loadOrder } from "~/services/orders.server";
import { lookupToken } from "~/services/sessions.server";
import { addWishlistItems } from "~/services/wishlist.server";
import { ADDRESS as DELIVERY, checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { setEnvForFile } from "../support/env";

// A customer's rights over their data (GDPR Art. 15 and 17), as the back office exercises them,
// on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL, with an order placed through the
// real checkout: the export holds everything the shop keeps about the person and no secret; the
// erasure removes the person everywhere in one go, keeps their orders for the books without
// saying whose they were, is logged without personal data, cannot be done twice, and leaves an
// account nobody can sign in to — not with the password, not with an old session cookie.

setEnvForFile("OUTBOX_DIR", mkdtempSync(path.join(os.tmpdir(), "customer-privacy-outbox-")));
const STAFF = "ana@lumera.example";
const ADDRESS = {
  firstName: "Mojca",
  lastName: "Kovač",
  street: "Prešernova 5",
  postcode: "2000",
  city: "Maribor",
  country: "SI" as const,
  phone: "041 555 123",
};
const GIFT = { recipientName: "Brina Zupan", recipientEmail: "brina-privacy@example.com", message: "Vse najboljše, Mojca" };

for (const server of inject("servers")) {
  describe(`a customer's data on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[];
    const shop = () => checkoutClient(server.baseUrl, db);
    /** the person: an account with everything a shopper leaves behind */
    let person: { id: number; email: string; cookie: string; order: Awaited<ReturnType<ReturnType<typeof shop>["placeOrder"]>>["order"] };

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      products = (
        await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
          .orderBy("p.id")
          .limit(2)
          .execute()
      ).map((r) => r.id);
      const email = uniqueEmail("privacy");
      const { id } = await createCustomer(db, { email, password: PASSWORD, firstName: "Mojca", lastName: "Kovač" });
      await saveAddress(db, id, null, ADDRESS);
      await adjustPoints(db, id, 50, "Welcome", STAFF);
      const { postForm, logIn, placeOrder } = shop();
      const cookie = await logIn(email);
      // an order with a product and a gift certificate for someone else, delivered to ADDRESS
      expect((await postForm("/cart", { intent: "add", productId: String(products[0]), qty: "1" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "2000", ...GIFT }, { cookie })).status).toBe(303);
      const { order } = await placeOrder(cookie, { payment: "bank" });
      // paid: the certificate is issued, to the recipient
      expect((await moveOrderByNumber(db, order.number, "markPaid", "desk:test")).moved).toBe(true);
      // and, after it, a cart and a wishlist, and a password-reset link
      expect((await postForm("/cart", { intent: "add", productId: String(products[1]), qty: "2" }, { cookie })).status).toBe(303);
      const session = await lookupToken(db, cookie.split("=")[1]);
      await addWishlistItems(db, session!, [products[0]]);
      await createLinkToken(db, id, "reset");
      person = { id, email, cookie, order };
    });
    afterAll(async () => close());

    it("exports everything held about the person, as JSON, without a password hash or a token", async () => {
      const data = await exportCustomerData(db, person.id);
      expect(data).not.toBeNull();
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
      expect(data!.profile).toMatchObject({ id: person.id, email: person.email, firstName: "Mojca", lastName: "Kovač", department: "su" });
      expect(data!.newsletter).toEqual({
        subscribed: false,
        at: data!.profile.createdAt,
        source: "registration",
        history: [{ subscribed: false, at: data!.profile.createdAt, source: "registration", lang: null, text: null }],
      });
      expect(data!.addresses).toEqual([expect.objectContaining({ ...ADDRESS, createdAt: expect.any(String) })]);
      expect(data!.orders).toHaveLength(1);
      // the checkout delivers to DELIVERY (Ana Novak's), not to the saved address
      expect(data!.orders[0]).toMatchObject({
        number: person.order.number,
        email: person.email,
        address: { ...DELIVERY, phone: null },
        createdAt: person.order.created_at,
      });
      expect(data!.orders[0].lines.map((l) => l.kind).sort()).toEqual(["gift_certificate", "product"]);
      expect(data!.points.history.map((e) => e.kind)).toEqual(["earned", "adjusted"]);
      expect(data!.points.balance).toBe(50 + person.order.points_earned);
      expect(data!.wishlist).toEqual([{ productId: products[0], sku: expect.any(String), createdAt: expect.any(String) }]);
      expect(data!.carts).toEqual([expect.objectContaining({ department: "su", items: [expect.objectContaining({ productId: products[1], qty: 2 })] })]);
      expect(data!.sessions).toEqual([{ type: "auth", createdAt: expect.any(String), lastSeenAt: expect.any(String) }]);
      expect(data!.links).toEqual([expect.objectContaining({ purpose: "reset", usedAt: null })]);
      expect(data!.mails.length).toBeGreaterThanOrEqual(1);

      const text = JSON.stringify(data);
      const secrets = await db.selectFrom("customer").select("password_hash").where("id", "=", person.id).executeTakeFirstOrThrow();
      const tokens = await db.selectFrom("session_token").select("token_hash").where("customer_id", "=", person.id).execute();
      const links = await db.selectFrom("link_token").select("token_hash").where("customer_id", "=", person.id).execute();
      for (const secret of [secrets.password_hash, person.cookie.split("=")[1], ...tokens.map((t) => t.token_hash), ...links.map((l) => l.token_hash)])
        expect(text).not.toContain(secret);
      expect(text).not.toContain("argon2");
      expect(await exportCustomerData(db, 999_999_999)).toBeNull();
    });

    it("previews the erasure: what is deleted and which orders are kept", async () => {
      expect(await erasurePreview(db, person.id)).toEqual({
        erasedAt: null,
        deleted: { addresses: 1, wishlistItems: 1, carts: 1, sessions: 1, linkTokens: 1, pointAdjustments: 1, mails: expect.any(Number) },
        keptOrders: [person.order.number],
      });
      expect(await erasurePreview(db, 999_999_999)).toBeNull();
    });

    it("erases the person everywhere and keeps their orders for the books, anonymised; logged without personal data; once", async () => {
      const reset = await createLinkToken(db, person.id, "reset");
      expect(await db.selectFrom("gift_certificate").select("recipient_email").where("order_id", "=", person.order.id).execute()).toEqual([
        { recipient_email: GIFT.recipientEmail },
      ]);
      const lines = await db
        .selectFrom("shop_order_line")
        .select(["sku", "qty", "unit_price", "line_total"])
        .where("order_id", "=", person.order.id)
        .orderBy("id")
        .execute();
      expect(await eraseCustomer(db, person.id, STAFF)).toEqual({ ok: true, keptOrders: [person.order.number] });

      const row = await db.selectFrom("customer").selectAll().where("id", "=", person.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: `erased-${person.id}@invalid`,
        first_name: "",
        last_name: "",
        newsletter: 0,
        newsletter_source: null,
        reward_points: 0,
      });
      expect(row.erased_at).not.toBeNull();
      for (const table of ["customer_address", "wishlist_item", "cart", "session_token", "link_token", "reward_point_adjustment"] as const)
        expect(await db.selectFrom(table).select("id").where("customer_id", "=", person.id).execute(), table).toEqual([]);
      expect(await db.selectFrom("mail_queue").select("id").where("to_address", "=", person.email).execute()).toEqual([]);

      // the order: its number, amounts and lines stay; who placed it and where it went do not, but the country does
      const order = await db.selectFrom("shop_order").selectAll().where("id", "=", person.order.id).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        number: person.order.number,
        customer_id: person.id,
        grand_total: person.order.grand_total,
        email: `erased-${person.id}@invalid`,
      });
      expect(JSON.parse(order.address)).toEqual({ firstName: "", lastName: "", street: "", postcode: "", city: "", country: "SI", phone: null });
      expect(
        await db
          .selectFrom("shop_order_line")
          .select(["sku", "qty", "unit_price", "line_total"])
          .where("order_id", "=", person.order.id)
          .orderBy("id")
          .execute(),
      ).toEqual(lines);
      expect((await loadOrder(db, person.order.id))!.grandTotal).toBe(person.order.grand_total);
      const kept = JSON.stringify([order, await db.selectFrom("shop_order_line").selectAll().where("order_id", "=", person.order.id).execute()]);
      // (the postcode is checked above: digits like it are in the amounts)
      for (const personal of [
        person.email,
        DELIVERY.firstName,
        DELIVERY.lastName,
        DELIVERY.street,
        DELIVERY.city,
        GIFT.recipientName,
        GIFT.recipientEmail,
        "Vse najboljše",
      ])
        expect(kept).not.toContain(personal);
      expect(await db.selectFrom("gift_certificate").select("recipient_email").where("order_id", "=", person.order.id).execute()).toEqual([
        { recipient_email: null },
      ]);

      const [entry] = await listAudit(db, { subject: `customer:${person.id}`, kind: "customer.erase" });
      expect(entry).toMatchObject({ actor: STAFF, after: { keptOrders: [person.order.number] } });
      expect(entry.before).toMatchObject({ addresses: 1, wishlistItems: 1, carts: 1, sessions: 1, linkTokens: 2 });
      for (const personal of [person.email, "Mojca", "Kovač", ADDRESS.street, DELIVERY.street]) expect(JSON.stringify(entry)).not.toContain(personal);

      // once: a second erase changes nothing and says so
      expect(await eraseCustomer(db, person.id, STAFF)).toEqual({ ok: false, problem: "alreadyErased" });
      expect(await listAudit(db, { subject: `customer:${person.id}`, kind: "customer.erase" })).toHaveLength(1);
      expect((await erasurePreview(db, person.id))!.erasedAt).toBe(row.erased_at);
      expect(await eraseCustomer(db, 999_999_999, STAFF)).toEqual({ ok: false, problem: "notFound" });

      // the back office still shows the account, as erased, with its order
      expect((await getCustomerAdmin(db, person.id))!.profile).toMatchObject({ email: `erased-${person.id}@invalid`, erasedAt: row.erased_at });
      expect((await listCustomers(db, { q: `erased-${person.id}@` })).items).toEqual([expect.objectContaining({ id: person.id, erased: true, orderCount: 1 })]);
      expect(await adjustPoints(db, person.id, 10, "after erasure", STAFF)).toEqual({ ok: false, problem: "erased" });

      // nobody signs in to it: not with the password, not with the old cookie, not with a link mailed before
      expect(await authenticate(db, person.email, PASSWORD)).toBeNull();
      expect(await authenticate(db, `erased-${person.id}@invalid`, PASSWORD)).toBeNull();
      expect(await findCustomerByEmail(db, `erased-${person.id}@invalid`)).toBeNull();
      expect(await lookupToken(db, person.cookie.split("=")[1])).toBeNull();
      expect(await consumeLinkToken(db, reset, "reset")).toBeNull();
      expect((await shop().get("/profile", person.cookie)).status).toBe(302);
      expect((await shop().postForm("/login", { intent: "login", email: person.email, password: PASSWORD })).status).toBe(401);

      // the address is free again: the person may come back as a new customer
      const back = await registerCustomer(db, {
        email: person.email,
        password: PASSWORD,
        firstName: "Mojca",
        lastName: "Kovač",
        newsletter: false,
        department: "su",
      });
      expect(back?.id).not.toBe(person.id);
    });
  });
}
