import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { payablePrice } from "~/lib/money";
import { getPickupShops } from "~/services/checkout.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { getProductCards } from "~/services/product-card.server";
import { findStorefront } from "~/services/storefronts.server";
import { checkoutClient, stockedProductsQuery } from "../support/checkout";
import { addDiscountCode, addGiftCertificate } from "../support/codes";
import { uniqueEmail } from "../support/customers";
import { waitForOutbox } from "../support/outbox";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Changing an order before it is shipped (/admin/orders/:number/edit, order-changes.server.ts):
// the delivery address, the e-mail and — where no money moves — the delivery; and, on an order
// not yet paid, its lines (a manager's: what it costs changes). Each change is in the order's
// history and the audit log and mailed to the shopper; bad input is shown again at its field and
// changes nothing; a shipped order is not changed.

for (const server of inject("servers")) {
  describe(`changing an order before it is shipped, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[];
    let support: { email: string; cookie: string };
    let manager: { email: string; cookie: string };
    let more: number[];
    let shopNames: string[];
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const outbox = () => `${server.dataDir}/outbox`;
    const seen: { label: string; html: string }[] = [];
    let next = 0;

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      products = (
        await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .offset(140)
          .limit(6)
          .execute()
      ).map((r) => r.id);
      // support may put an address right: no money moves
      const staff = await createStaff(db, "support");
      support = { email: staff.email, cookie: (await signIn(base, db, staff.email)).cookie };
      const boss = await createStaff(db, "manager", "lines");
      manager = { email: boss.email, cookie: (await signIn(base, db, boss.email)).cookie };
      more = (
        await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .offset(170)
          .limit(8)
          .execute()
      ).map((r) => r.id);
      expect(more).toHaveLength(8);
      shopNames = (await getPickupShops(db, "su")).map((s) => s.name);
      expect(shopNames.length).toBeGreaterThan(1);
    });
    afterAll(async () => close());

    async function placed(shipping?: Record<string, string>) {
      const email = uniqueEmail("change");
      const { order } = await shop().placeOrder(await shop().guestWith(products[next++], 1), { payment: "bank", email, shipping });
      return { number: order.number, id: order.id, email };
    }
    const row = (id: number) => db.selectFrom("shop_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const mailsAbout = async (to: string, number: string, count: number) =>
      (await waitForOutbox(outbox(), (mails) => mails.filter((m) => m.to.includes(to) && m.subject.includes(number)).length >= count)).filter(
        (m) => m.to.includes(to) && m.subject.includes(number),
      );
    const address = {
      firstName: "Mojca",
      lastName: "Zupan",
      street: "Prešernova cesta 10",
      postcode: "1000",
      city: "Ljubljana",
      country: "SI",
      phone: "041 555 123",
    };

    it("changes the delivery address: history, audit log, search and the shopper's mail; a refused field changes nothing", async () => {
      const order = await placed();
      const page = await get(base, `/admin/orders/${order.number}/edit`, support.cookie);
      expect(page.status).toBe(200);
      seen.push({ label: "edit", html: page.body });

      const bad = await post(base, `/admin/orders/${order.number}/edit`, { intent: "address", ...address, postcode: "12", firstName: "" }, support.cookie);
      expect(bad.status).toBe(400);
      expect(bad.body).toContain("The postcode does not fit the country.");
      expect(bad.body).toContain("Give the first name.");
      expect(bad.body).toContain('value="Prešernova cesta 10"');
      seen.push({ label: "edit refused", html: bad.body });
      const before = await row(order.id);

      const done = await post(base, `/admin/orders/${order.number}/edit`, { intent: "address", ...address }, support.cookie);
      expect(done.status).toBe(302);
      expect(done.headers.location).toMatch(new RegExp(`^/admin/orders/${order.number}\\?done=`));
      const after = await row(order.id);
      expect(JSON.parse(after.address)).toMatchObject({ ...address, postcode: "1000" });
      expect(after.search_name).not.toBe(before.search_name);
      const events = await db
        .selectFrom("order_event")
        .select(["from_status", "to_status", "actor", "note"])
        .where("order_id", "=", order.id)
        .orderBy("id")
        .execute();
      expect(events.at(-1)).toEqual({ from_status: "placed", to_status: "placed", actor: `staff:${support.email}`, note: "delivery address changed" });
      const audit = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("subject", "=", `order:${order.number}`)
        .where("kind", "=", "order.change-address")
        .execute();
      expect(audit).toHaveLength(1);
      const [mail] = (await mailsAbout(order.email, order.number, 2)).filter((m) => m.text.includes("Prešernova cesta 10"));
      expect(mail.subject).toContain("spremenjeno");
      // the order page names the change, and the staff list finds it by the new name
      const shown = await get(base, `/admin/orders/${order.number}`, support.cookie);
      expect(shown.body).toContain("delivery address changed");
      // the same address again changes nothing and mails nothing
      await post(base, `/admin/orders/${order.number}/edit`, { intent: "address", ...address }, support.cookie);
      expect(await db.selectFrom("order_event").select("id").where("order_id", "=", order.id).execute()).toHaveLength(events.length);
    });

    it("changes the e-mail address: the change's mail goes to the new one", async () => {
      const order = await placed();
      const other = uniqueEmail("changed-to");
      const bad = await post(base, `/admin/orders/${order.number}/edit`, { intent: "email", email: "not an address" }, support.cookie);
      expect(bad.status).toBe(400);
      expect((await row(order.id)).email).toBe(order.email);
      const done = await post(base, `/admin/orders/${order.number}/edit`, { intent: "email", email: other }, support.cookie);
      expect(done.status).toBe(302);
      expect((await row(order.id)).email).toBe(other);
      expect((await mailsAbout(other, order.number, 1))[0].text).toContain(other);
    });

    it("changes a pick-up shop; refuses a change that would change the price, or an unknown shop", async () => {
      const pickup = await placed({ method: "pickup", shop: shopNames[0] });
      const moved = await post(base, `/admin/orders/${pickup.number}/edit`, { intent: "shipping", shipping: "pickup", shop: shopNames[1] }, support.cookie);
      expect(moved.status).toBe(302);
      expect(await row(pickup.id)).toMatchObject({ shipping_method: "pickup", pickup_shop: shopNames[1] });
      expect((await mailsAbout(pickup.email, pickup.number, 2)).some((m) => m.text.includes(shopNames[1]))).toBe(true);
      const unknown = await post(base, `/admin/orders/${pickup.number}/edit`, { intent: "shipping", shipping: "pickup", shop: "Nowhere" }, support.cookie);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toContain("Choose one of this storefront&#x27;s pick-up shops.");
      // a pick-up (free) to a delivery that costs: money would move
      const toDelivery = await post(base, `/admin/orders/${pickup.number}/edit`, { intent: "shipping", shipping: "delivery" }, support.cookie);
      expect(toDelivery.status).toBe(400);
      expect(await row(pickup.id)).toMatchObject({ shipping_method: "pickup", pickup_shop: shopNames[1] });

      const delivered = await placed();
      if ((await row(delivered.id)).shipping > 0) {
        const refused = await post(
          base,
          `/admin/orders/${delivered.number}/edit`,
          { intent: "shipping", shipping: "pickup", shop: shopNames[0] },
          support.cookie,
        );
        expect(refused.status).toBe(400);
        expect((await row(delivered.id)).shipping_method).toBe("delivery");
      }
    });

    it("a shipped order is not changed, and says so", async () => {
      const order = await placed();
      await moveOrderByNumber(db, order.number, "markPaid", "desk:test");
      await moveOrderByNumber(db, order.number, "ship", "desk:test");
      const page = await get(base, `/admin/orders/${order.number}/edit`, support.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain("it can no longer be changed");
      expect(page.body).not.toContain('value="address"');
      const refused = await post(base, `/admin/orders/${order.number}/edit`, { intent: "email", email: uniqueEmail("late") }, support.cookie);
      expect(refused.status).toBe(409);
      expect((await row(order.id)).email).toBe(order.email);
      expect((await get(base, "/admin/orders/SU-2000-000001/edit", support.cookie)).status).toBe(404);
    });

    /** An unpaid bank-transfer order of a guest with these lines; `extras` runs on its cart first (a code, a certificate). */
    async function unpaid(lines: [number, number][], extras?: (cartId: number) => Promise<unknown>) {
      const email = uniqueEmail("lines");
      const cookie = await shop().guestWith(lines[0][0], lines[0][1]);
      for (const [product, qty] of lines.slice(1))
        expect((await shop().postForm("/cart", { intent: "add", productId: String(product), qty: String(qty) }, { cookie })).status).toBe(303);
      if (extras) {
        const session = await shop().sessionOf(cookie);
        await extras((await db.selectFrom("cart").select("id").where("session_token_id", "=", session.id).executeTakeFirstOrThrow()).id);
      }
      const { order } = await shop().placeOrder(cookie, { payment: "bank", email });
      const ids = await db.selectFrom("shop_order_line").select(["id", "product_id", "unit_price"]).where("order_id", "=", order.id).orderBy("id").execute();
      return { number: order.number, id: order.id, email, lines: ids };
    }
    const withCode = (codeId: number) => (cart: number) => db.updateTable("cart").set({ discount_code_id: codeId }).where("id", "=", cart).execute();
    const editLines = (number: string, fields: Record<string, string>, cookie = manager.cookie) =>
      post(base, `/admin/orders/${number}/edit`, { intent: "lines", ...fields }, cookie);

    it("a manager lowers, removes and adds lines of an unpaid order: amounts by hand, stock, code, history, audit, the shopper's mail", async () => {
      const code = await addDiscountCode(db, "percent", 10, 0);
      const [a, b, c] = [more[0], more[1], more[2]];
      const order = await unpaid(
        [
          [a, 2],
          [b, 1],
        ],
        withCode(code.id),
      );
      const before = await row(order.id);
      expect(before.code_discount).toBeGreaterThan(0);
      const stock = { a: await shop().stockOf(a), b: await shop().stockOf(b), c: await shop().stockOf(c) };
      const sku = (await db.selectFrom("product").select("sku").where("id", "=", c).executeTakeFirstOrThrow()).sku;
      const page = await get(base, `/admin/orders/${order.number}/edit`, manager.cookie);
      expect(page.body).toContain(`name="qty-${order.lines[0].id}"`);
      seen.push({ label: "edit lines", html: page.body });

      const done = await editLines(order.number, { [`qty-${order.lines[0].id}`]: "1", [`qty-${order.lines[1].id}`]: "0", sku, addQty: "2" });
      expect(done.status, done.body.slice(0, 500)).toBe(302);
      // by hand: one unit of a at its ordered price, two of c at today's price; 10 % off; the shipping as charged
      const storefront = (await findStorefront(db, "su"))!;
      const [card] = await getProductCards(db, storefront, [c]);
      const unitC = payablePrice(card.price);
      const subtotal = order.lines[0].unit_price + 2 * unitC;
      const codeDiscount = Math.round(subtotal / 10);
      const after = await row(order.id);
      expect(after).toMatchObject({ subtotal, code_discount: codeDiscount, grand_total: subtotal - codeDiscount + before.shipping, shipping: before.shipping });
      const lines = await db
        .selectFrom("shop_order_line")
        .select(["product_id", "qty", "unit_price", "line_total"])
        .where("order_id", "=", order.id)
        .orderBy("id")
        .execute();
      expect(lines).toEqual([
        { product_id: a, qty: 1, unit_price: order.lines[0].unit_price, line_total: order.lines[0].unit_price },
        { product_id: c, qty: 2, unit_price: unitC, line_total: 2 * unitC },
      ]);
      expect({ a: await shop().stockOf(a), b: await shop().stockOf(b), c: await shop().stockOf(c) }).toEqual({
        a: stock.a + 1,
        b: stock.b + 1,
        c: stock.c - 2,
      });
      const details = JSON.parse(after.details) as { stock: { productId: number; qty: number }[] };
      const held = (id: number) => details.stock.filter((s) => s.productId === id).reduce((n, s) => n + s.qty, 0);
      expect([held(a), held(b), held(c)]).toEqual([1, 0, 2]);

      const events = await db.selectFrom("order_event").select(["actor", "note"]).where("order_id", "=", order.id).orderBy("id").execute();
      expect(events.at(-1)).toEqual({ actor: `staff:${manager.email}`, note: "lines changed" });
      const audit = await db
        .selectFrom("audit_log")
        .select(["before", "after"])
        .where("subject", "=", `order:${order.number}`)
        .where("kind", "=", "order.change-lines")
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0].after as string)).toMatchObject({ grandTotal: after.grand_total });
      const [mail] = (await mailsAbout(order.email, order.number, 2)).filter((m) => m.text.includes(`2 × ${card.name}`));
      expect(mail.subject).toContain("spremenjeno");
      // the new amount to transfer, with the order's reference
      expect(mail.text).toMatch(/IBAN/);

      // the same again changes nothing; two managers posting the same change at once give the stock back once
      const same = await editLines(order.number, { [`qty-${order.lines[0].id}`]: "1" });
      expect(same.status).toBe(302);
      expect(await db.selectFrom("order_event").select("id").where("order_id", "=", order.id).execute()).toHaveLength(events.length);
      const twice = await Promise.all([0, 1].map(() => editLines(order.number, { [`qty-${order.lines[0].id}`]: "0" })));
      // the second finds the line gone and says so
      expect(twice.map((r) => r.status).sort()).toEqual([302, 400]);
      expect(twice.find((r) => r.status === 400)?.body).toContain("That line is not on this order");
      expect(await shop().stockOf(a)).toBe(stock.a + 2);
      // cancelled, it gives back what it holds now: c's two units, and no more of a
      await moveOrderByNumber(db, order.number, "cancel", "desk:test");
      expect({ a: await shop().stockOf(a), c: await shop().stockOf(c) }).toEqual({ a: stock.a + 2, c: stock.c });
    });

    it("a code whose minimum is no longer reached goes, and its use is given back; a certificate gets back what no longer fits", async () => {
      const [a, b] = [more[3], more[4]];
      const unitA = (await unpaid([[a, 1]])).lines[0].unit_price;
      const code = await addDiscountCode(db, "fixed", 100, 2 * unitA);
      const order = await unpaid([[a, 2]], withCode(code.id));
      expect((await row(order.id)).code_discount).toBe(100);
      const used = async () => (await db.selectFrom("discount_code").select("used_count").where("id", "=", code.id).executeTakeFirstOrThrow()).used_count;
      expect(await used()).toBe(1);
      expect((await editLines(order.number, { [`qty-${order.lines[0].id}`]: "1" })).status).toBe(302);
      const after = await row(order.id);
      expect(after).toMatchObject({ code_discount: 0, discount_code: null, subtotal: unitA, grand_total: unitA + after.shipping });
      expect(await used()).toBe(0);

      const certificate = await addGiftCertificate(db, 100_000);
      const paidBy = await unpaid([[b, 2]], (cart) =>
        db.insertInto("cart_gift_certificate").values({ cart_id: cart, gift_certificate_id: certificate.id }).execute(),
      );
      const placed = await row(paidBy.id);
      const balance = async () =>
        (await db.selectFrom("gift_certificate").select("balance").where("id", "=", certificate.id).executeTakeFirstOrThrow()).balance;
      // the certificate paid both units (the shipping is left to pay): one unit less gives it one unit back
      expect(placed.gift_certificates).toBe(2 * paidBy.lines[0].unit_price);
      expect(await balance()).toBe(100_000 - 2 * paidBy.lines[0].unit_price);
      expect((await editLines(paidBy.number, { [`qty-${paidBy.lines[0].id}`]: "1" })).status).toBe(302);
      expect(await row(paidBy.id)).toMatchObject({ gift_certificates: paidBy.lines[0].unit_price, grand_total: placed.shipping });
      expect(await balance()).toBe(100_000 - paidBy.lines[0].unit_price);
      // cancelled, the certificate is whole again (given back what the order still took, not twice)
      await moveOrderByNumber(db, paidBy.number, "cancel", "desk:test");
      expect(await balance()).toBe(100_000);
    });

    it("refuses support, bad quantities, unknown SKUs, more than the stock, an empty order, a paid order, and changes nothing", async () => {
      const [a, b] = [more[5], more[6]];
      const order = await unpaid([[a, 1]]);
      const line = `qty-${order.lines[0].id}`;
      const before = await row(order.id);
      const stock = await shop().stockOf(a);
      const page = await get(base, `/admin/orders/${order.number}/edit`, support.cookie);
      expect(page.body).toContain("A manager or an owner changes the lines");
      expect(page.body).not.toContain(`name="${line}"`);
      const bySupport = await editLines(order.number, { [line]: "2" }, support.cookie);
      expect(bySupport.status).toBe(403);
      const badQty = await editLines(order.number, { [line]: "two" });
      expect(badQty.status).toBe(400);
      expect(badQty.body).toContain("Give a whole number from 0 to 999.");
      seen.push({ label: "edit lines refused", html: badQty.body });
      const unknown = await editLines(order.number, { [line]: "1", sku: "NO-SUCH-SKU-42", addQty: "1" });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toContain("This storefront sells no product with this SKU.");
      expect(unknown.body).toContain('value="NO-SUCH-SKU-42"');
      // the order holds one already: one more than the warehouses have left
      const tooMany = await editLines(order.number, { [line]: String(Math.min(999, stock + 2)) });
      if (stock + 2 <= 999) {
        expect(tooMany.status).toBe(400);
        expect(tooMany.body).toContain("Not enough of it in stock.");
      }
      const empty = await editLines(order.number, { [line]: "0" });
      expect(empty.status).toBe(400);
      expect(empty.body).toContain("cancel the order instead");
      const other = await unpaid([[b, 1]]);
      const foreign = await editLines(order.number, { [`qty-${other.lines[0].id}`]: "2" });
      expect(foreign.status).toBe(400);
      expect(await row(order.id)).toEqual(before);
      expect(await shop().stockOf(a)).toBe(stock);

      await moveOrderByNumber(db, order.number, "markPaid", "desk:test");
      const paid = await editLines(order.number, { [line]: "2" });
      expect(paid.status).toBe(400);
      expect(paid.body).toContain("Return or refund");
      expect((await get(base, `/admin/orders/${order.number}/edit`, manager.cookie)).body).toContain(`/admin/orders/${order.number}/return`);
    });

    it("the pages are valid HTML to the Nu Html Checker", async () => {
      expect(seen.map((s) => s.label)).toEqual(["edit", "edit refused", "edit lines", "edit lines refused"]);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}
