import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { saveAddress } from "~/services/addresses.server";
import { listAudit } from "~/services/audit-log.server";
import { ADDRESS, checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { ADMIN, createStaff, form, get, post, signIn } from "../support/staff";
import { mailQueueDrained, readOutbox } from "../support/outbox";

// An order taken by phone or mail over HTTP (/admin/orders/new), as its form posts it on the
// admin host: a manager places a bank-transfer order for a new contact and one for a registered
// customer (found by e-mail, to a saved address); support is refused; a bad SKU or quantity
// answers with the form again and changes nothing; a post from another site is refused.

for (const server of inject("servers")) {
  describe(`taking an order by phone on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: { id: number; sku: string };
    let manager: { email: string; cookie: string };
    let support: { email: string; cookie: string };
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const orderCount = async () =>
      Number(
        (
          await db
            .selectFrom("shop_order")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    /** The form as the page renders it, with its key, filled in for a new contact. */
    async function newForm(cookie: string) {
      const page = await get(base, "/admin/orders/new", cookie);
      expect(page.status).toBe(200);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
      expect(key).toBeTruthy();
      return {
        idempotencyKey: key!,
        department: "su",
        email: uniqueEmail("phone-http"),
        firstName: ADDRESS.firstName,
        lastName: ADDRESS.lastName,
        phone: "041 123 456",
        street: ADDRESS.street,
        postcode: ADDRESS.postcode,
        city: ADDRESS.city,
        country: "SI",
        shipping: "delivery",
        payment: "bank",
        sku0: product.sku,
        qty0: "1",
      } as Record<string, string>;
    }

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      product = await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
        .select("p.sku")
        .orderBy("p.id", "desc")
        .offset(45)
        .limit(1)
        .executeTakeFirstOrThrow();
      const m = await createStaff(db, "manager");
      manager = { email: m.email, cookie: (await signIn(base, db, m.email)).cookie };
      const s = await createStaff(db, "support");
      support = { email: s.email, cookie: (await signIn(base, db, s.email)).cookie };
    });
    afterAll(async () => close());

    it("a manager checks the prices, then places a bank-transfer order for a new contact and lands on it", async () => {
      const list = await get(base, "/admin/orders", manager.cookie);
      expect(list.body).toContain('href="/admin/orders/new"');
      const fields = await newForm(manager.cookie);
      const stock = await shop().stockOf(product.id);

      const priced = await post(base, "/admin/orders/new", { ...fields, intent: "price" }, manager.cookie);
      expect(priced.status).toBe(200);
      expect(priced.body).toContain(product.sku);
      expect(priced.body).toContain('data-total="grand"');
      expect(await shop().stockOf(product.id)).toBe(stock);

      const placed = await post(base, "/admin/orders/new", { ...fields, intent: "place" }, manager.cookie);
      expect(placed.status, placed.body.slice(0, 500)).toBe(302);
      const number = /^\/admin\/orders\/([A-Z]+-\d{4}-\d+)\?/.exec(placed.headers.location!)?.[1];
      expect(number).toBeTruthy();
      const row = await db.selectFrom("shop_order").selectAll().where("number", "=", number!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: fields.email, payment_method: "bank", status: "placed", customer_id: null, department: "su" });
      expect(await shop().stockOf(product.id)).toBe(stock - 1);
      const page = await get(base, placed.headers.location!, manager.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`Order ${number} is placed.`);
      expect(await listAudit(db, { subject: `order:${number}` })).toMatchObject([{ actor: manager.email, kind: "order.phone" }]);
      await mailQueueDrained(db);
      expect(readOutbox(`${server.dataDir}/outbox`).some((m) => m.to.includes(fields.email) && m.subject.includes(number!))).toBe(true);

      // the same form posted again (a double click) is the same order
      const twice = await post(base, "/admin/orders/new", { ...fields, intent: "place" }, manager.cookie);
      expect(twice.headers.location).toBe(placed.headers.location);
      expect(await shop().stockOf(product.id)).toBe(stock - 1);
    });

    it("a registered customer is found by e-mail and the order goes to their account and saved address", async () => {
      const email = uniqueEmail("phone-known");
      const { id } = await createCustomer(db, { email, password: PASSWORD, firstName: "Eva", lastName: "Kovač" });
      const saved = await saveAddress(db, id, null, {
        firstName: "Eva",
        lastName: "Kovač",
        street: "Prešernova 5",
        postcode: "4000",
        city: "Kranj",
        country: "SI",
        phone: null,
      });
      if (!saved.ok) throw new Error("address not saved");
      const fields = { ...(await newForm(manager.cookie)), email: email.toUpperCase(), firstName: "", lastName: "", street: "", postcode: "", city: "" };
      const found = await post(base, "/admin/orders/new", { ...fields, intent: "find" }, manager.cookie);
      expect(found.status).toBe(200);
      // React separates adjacent text nodes with <!-- --> in server HTML
      const shown = found.body.replace(/<!-- -->/g, "");
      expect(shown).toContain("Registered customer: Eva Kovač");
      expect(shown).toContain(`name="customerId" value="${id}"`);
      expect(shown).toContain("Prešernova 5, 4000 Kranj");

      const placed = await post(base, "/admin/orders/new", { ...fields, intent: "place", customerId: String(id), addressId: String(saved.id) }, manager.cookie);
      expect(placed.status, placed.body.slice(0, 500)).toBe(302);
      const number = /^\/admin\/orders\/([A-Z]+-\d{4}-\d+)\?/.exec(placed.headers.location!)?.[1];
      const row = await db.selectFrom("shop_order").selectAll().where("number", "=", number!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ customer_id: id, email, payment_method: "bank" });
      expect(JSON.parse(row.address)).toMatchObject({ street: "Prešernova 5", city: "Kranj" });
      await mailQueueDrained(db);
    });

    it("support may not take orders: no link, the page and the post are 403", async () => {
      expect((await get(base, "/admin/orders", support.cookie)).body).not.toContain('href="/admin/orders/new"');
      expect((await get(base, "/admin/orders/new", support.cookie)).status).toBe(403);
      const before = await orderCount();
      const fields = await newForm(manager.cookie);
      expect((await post(base, "/admin/orders/new", { ...fields, intent: "place" }, support.cookie)).status).toBe(403);
      expect(await orderCount()).toBe(before);
    });

    it("a bad SKU, a bad quantity, an unknown intent: the form again with the message at its field, nothing changed", async () => {
      const fields = await newForm(manager.cookie);
      const before = await orderCount();
      const stock = await shop().stockOf(product.id);
      const unknown = await post(base, "/admin/orders/new", { ...fields, intent: "place", sku1: "NO-SUCH-SKU-9", qty1: "1" }, manager.cookie);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toContain("No product with SKU NO-SUCH-SKU-9 is sold in this storefront.");
      expect(unknown.body).toContain('value="NO-SUCH-SKU-9"');
      const badQty = await post(base, "/admin/orders/new", { ...fields, intent: "place", qty0: "0" }, manager.cookie);
      expect(badQty.status).toBe(400);
      expect(badQty.body).toContain("Row 1: a quantity is a whole number from 1 to 99.");
      const tooMany = await post(base, "/admin/orders/new", { ...fields, intent: "price", qty0: "abc", sku2: "<script>" }, manager.cookie);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).not.toContain("<script>");
      expect((await post(base, "/admin/orders/new", { ...fields, intent: "refund" }, manager.cookie)).status).toBe(400);
      expect((await post(base, "/admin/orders/new", { ...fields, intent: "place", department: "zz" }, manager.cookie)).status).toBe(400);
      expect(await orderCount()).toBe(before);
      expect(await shop().stockOf(product.id)).toBe(stock);
    });

    it("a post from another site is refused before it reaches the page", async () => {
      const fields = await newForm(manager.cookie);
      const before = await orderCount();
      const res = await request(base, "/admin/orders/new", {
        host: ADMIN,
        method: "POST",
        headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded", Cookie: manager.cookie },
        body: form({ ...fields, intent: "place" }),
      });
      expect(res.status).toBe(403);
      expect(await orderCount()).toBe(before);
    });
  });
}
