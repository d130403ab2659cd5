import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getEnv } from "~/env.server";
import type { PhoneOrderInput } from "~/lib/phone-order";
import { saveAddress } from "~/services/addresses.server";
import { listAudit } from "~/services/audit-log.server";
import { registerCustomer } from "~/services/customers.server";
import { hashPassword } from "~/services/passwords.server";
import { deliveriesFinished } from "~/services/mail-queue.server";
import { placePhoneOrder, pricePhoneOrder } from "~/services/phone-orders.server";
import { ADDRESS, checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { setEnvForFile } from "../support/env";
import { readOutbox, waitForOutbox } from "../support/outbox";

// Orders taken by phone or mail (phone-orders.server.ts) on the shop's real databases — SQLite
// and, when TEST_DATABASE_URL is set, PostgreSQL: the same totals as the shop's checkout for the
// same cart, the stock taken, the shopper's confirmation mailed, the order named as staff's in
// its history and the audit log; an unknown SKU or a shortage refused by row with nothing written.

const ACTOR = "staff:ana@lumera.example";
// the mails this process sends after placing go to an outbox of its own (the server's sweep may
// send them first, to its outbox); an OUTBOX_DIR the test run was given is kept
setEnvForFile("OUTBOX_DIR", process.env.OUTBOX_DIR ?? mkdtempSync(path.join(os.tmpdir(), "phone-orders-outbox-")));

for (const server of inject("servers")) {
  describe(`orders taken by phone on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: { id: number; sku: string };
    const shop = () => checkoutClient(server.baseUrl, db);
    const key = () => randomBytes(18).toString("base64url");
    const mailsTo = (to: string) => [...readOutbox(getEnv().OUTBOX_DIR), ...readOutbox(path.join(server.dataDir, "outbox"))].filter((m) => m.to.includes(to));
    const counts = async () => ({
      sessions: Number(
        (
          await db
            .selectFrom("session_token")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      carts: Number(
        (
          await db
            .selectFrom("cart")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      orders: Number(
        (
          await db
            .selectFrom("shop_order")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const input = (over: Partial<PhoneOrderInput> = {}): PhoneOrderInput => ({
      department: "su",
      customerId: null,
      email: uniqueEmail("phone"),
      lines: [{ row: 0, sku: product.sku, qty: 2 }],
      address: { ...ADDRESS, country: "SI", phone: "+386 1 234 5678" },
      shipping: { method: "delivery" },
      payment: "bank",
      discountCode: null,
      idempotencyKey: key(),
      ...over,
    });

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      product = await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
        .select("p.sku")
        .orderBy("p.id", "desc")
        .offset(40)
        .limit(1)
        .executeTakeFirstOrThrow();
    });
    // an order placed here is mailed after its answer, by this process: not cut off by the close
    afterAll(async () => {
      await deliveriesFinished();
      await close();
    });

    it("costs what the shop charges for the same cart, takes the stock, mails the shopper and names the staff member", async () => {
      const cookie = await shop().guestWith(product.id, 2);
      const { order: shopOrder } = await shop().placeOrder(cookie, { payment: "bank" });
      const stockBefore = await shop().stockOf(product.id);

      const wanted = input();
      const quoted = await pricePhoneOrder(db, wanted, "127.0.0.1");
      expect(quoted.ok).toBe(true);
      const placed = await placePhoneOrder(db, wanted, ACTOR, "127.0.0.1");
      expect(placed).toMatchObject({ ok: true, order: { status: "placed", paymentMethod: "bank" } });
      if (!placed.ok || !quoted.ok) return;
      const row = await db.selectFrom("shop_order").selectAll().where("number", "=", placed.order.number).executeTakeFirstOrThrow();
      for (const column of ["subtotal", "discount", "shipping", "grand_total", "currency_code", "department"] as const)
        expect(row[column], column).toBe(shopOrder[column]);
      expect(quoted.quote).toMatchObject({ subtotal: row.subtotal, shipping: row.shipping, grandTotal: row.grand_total });
      expect(row).toMatchObject({ email: wanted.email, customer_id: null, shipping_method: "delivery" });
      expect(JSON.parse(row.address)).toMatchObject({ firstName: ADDRESS.firstName, street: ADDRESS.street, phone: "+386 1 234 5678" });
      expect(await shop().stockOf(product.id)).toBe(stockBefore - 2);

      const events = await db.selectFrom("order_event").select(["actor", "to_status"]).where("order_id", "=", row.id).execute();
      expect(events).toEqual([{ actor: ACTOR, to_status: "placed" }]);
      const audit = await listAudit(db, { subject: `order:${placed.order.number}` });
      expect(audit).toMatchObject([{ actor: "ana@lumera.example", kind: "order.phone", before: null, after: { status: "placed", paymentMethod: "bank" } }]);

      const [mail] = await waitForOutbox(getEnv().OUTBOX_DIR, () => mailsTo(wanted.email).length > 0).then(() => mailsTo(wanted.email));
      expect(mail.subject).toContain(placed.order.number);
      expect(mail.text).toContain("IBAN");

      // the same form again (a double submit) is the same order, nothing more taken
      const again = await placePhoneOrder(db, wanted, ACTOR, "127.0.0.1");
      expect(again.ok && again.order.number).toBe(placed.order.number);
      expect(await shop().stockOf(product.id)).toBe(stockBefore - 2);
    });

    it("refuses an unknown SKU and a shortage by row, and writes nothing — not even for checking prices", async () => {
      const before = await counts();
      const stock = await shop().stockOf(product.id);
      const unknown = await placePhoneOrder(
        db,
        input({
          lines: [
            { row: 0, sku: product.sku, qty: 1 },
            { row: 3, sku: "NO-SUCH-SKU-1", qty: 1 },
          ],
        }),
        ACTOR,
        "127.0.0.1",
      );
      expect(unknown).toEqual({ ok: false, problems: [{ kind: "unknownSku", row: 3, sku: "NO-SUCH-SKU-1" }] });
      const short = await placePhoneOrder(db, input({ lines: [{ row: 1, sku: product.sku.toLowerCase(), qty: 99 }] }), ACTOR, "127.0.0.1");
      if (stock < 99) expect(short).toEqual({ ok: false, problems: [{ kind: "outOfStock", row: 1, sku: product.sku, available: stock }] });
      const cod = await placePhoneOrder(db, input({ payment: "cod", shipping: { method: "pickup", shop: "Nowhere" } }), ACTOR, "127.0.0.1");
      expect(cod).toEqual({ ok: false, problems: [{ kind: "pickupShop" }] });
      const code = await placePhoneOrder(db, input({ discountCode: "NO-SUCH-CODE" }), ACTOR, "127.0.0.1");
      expect(code).toMatchObject({ ok: false, problems: [{ kind: "discountCode" }] });
      expect(await pricePhoneOrder(db, input(), "127.0.0.1")).toMatchObject({ ok: true });
      // a card-payment link where the shop has no card provider (PAYMENT_PROVIDER=none) could never be paid
      const env = Symbol.for("storefront.env");
      const g = globalThis as { [env]?: ReturnType<typeof getEnv> };
      const provider = getEnv();
      g[env] = { ...provider, PAYMENT_PROVIDER: "none" };
      try {
        expect(await placePhoneOrder(db, input({ payment: "card" }), ACTOR, "127.0.0.1")).toEqual({ ok: false, problems: [{ kind: "cardNotOffered" }] });
      } finally {
        g[env] = provider;
      }
      expect(await counts()).toEqual(before);
      expect(await shop().stockOf(product.id)).toBe(stock);
    });

    it("a registered customer's order: their account and e-mail, one of their saved addresses, cash on delivery", async () => {
      const email = uniqueEmail("phone-customer");
      const customer = await registerCustomer(
        db,
        { email, password: PASSWORD, firstName: "Eva", lastName: "Kovač", newsletter: false, department: "su" },
        await hashPassword(PASSWORD),
      );
      const saved = await saveAddress(db, customer!.id, null, {
        firstName: "Eva",
        lastName: "Kovač",
        street: "Prešernova 5",
        postcode: "4000",
        city: "Kranj",
        country: "SI",
        phone: null,
      });
      if (!saved.ok) throw new Error("address not saved");
      const placed = await placePhoneOrder(db, input({ customerId: customer!.id, email, address: { savedId: saved.id }, payment: "cod" }), ACTOR, "127.0.0.1");
      expect(placed.ok).toBe(true);
      if (!placed.ok) return;
      const row = await db.selectFrom("shop_order").selectAll().where("number", "=", placed.order.number).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ customer_id: customer!.id, email, payment_method: "cod", status: "placed" });
      expect(JSON.parse(row.address)).toMatchObject({ street: "Prešernova 5", city: "Kranj" });
      await waitForOutbox(getEnv().OUTBOX_DIR, () => mailsTo(email).length > 0);
      // another customer's address, or a customer the e-mail does not find, is refused
      const other = await placePhoneOrder(db, input({ customerId: customer!.id, email, address: { savedId: saved.id + 100000 } }), ACTOR, "127.0.0.1");
      expect(other).toEqual({ ok: false, problems: [{ kind: "savedAddress" }] });
      const wrong = await placePhoneOrder(db, input({ customerId: customer!.id }), ACTOR, "127.0.0.1");
      expect(wrong).toEqual({ ok: false, problems: [{ kind: "customer" }] });
    });
  });
}
