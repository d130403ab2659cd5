import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { getPickupShops } from "~/services/checkout.server";
import { moveOrderByNumber } from "~/services/order-lifecycle.server";
import { checkoutClient, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { waitForOutbox } from "../support/outbox";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Changing an order before it is shipped (/admin/orders/:number/edit, order-changes.server.ts):
// the delivery address, the e-mail and — where no money moves — the delivery. Each change is in
// the order's history and the audit log and mailed to the shopper; bad input is shown again at
// its field and changes nothing; a shipped order is not changed.

for (const server of inject("servers")) {
  describe(`changing an order before it is shipped, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[];
    let support: { email: string; cookie: string };
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

    it("the pages are valid HTML to the Nu Html Checker", async () => {
      expect(seen.map((s) => s.label)).toEqual(["edit", "edit refused"]);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}
