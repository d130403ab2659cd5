import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { createStaff, get, post, signIn } from "../support/staff";

// The back office's rooms over HTTP (issue 26 §3–4), as its forms post them on the admin host:
// an order placed in the shop found in the list and opened, marked paid and shipped with a
// tracking number, another cancelled with a reason, a note; a customer found, points adjusted,
// data exported, erased after the confirmation — each step in the audit log; support refused
// what is not theirs; bad input answered with the form again and nothing changed.

for (const server of inject("servers")) {
  describe(`the back office's rooms on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: number;
    let owner: { email: string; cookie: string };
    let support: { email: string; cookie: string };
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const row = (number: string) => db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirstOrThrow();

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const stocked = await stockedProductsQuery(db, { minStock: 10, langs: ["sl"] })
        .orderBy("p.id", "desc")
        .offset(60)
        .limit(1)
        .executeTakeFirstOrThrow();
      product = stocked.id;
      const o = await createStaff(db, "owner");
      owner = { email: o.email, cookie: (await signIn(base, db, o.email)).cookie };
      const s = await createStaff(db, "support");
      support = { email: s.email, cookie: (await signIn(base, db, s.email)).cookie };
    });
    afterAll(async () => close());

    async function bankOrder(email = uniqueEmail("rooms")) {
      const cookie = await shop().guestWith(product, 1);
      const { order } = await shop().placeOrder(cookie, { payment: "bank", email });
      return { number: order.number as string, email };
    }

    it("an order from the shop: found by its e-mail, opened by its number, marked paid, then shipped with a parcel — support may ship, not mark paid", async () => {
      const { number, email } = await bankOrder();
      const list = await get(base, `/admin/orders?q=${encodeURIComponent(email)}`, owner.cookie);
      expect(list.status).toBe(200);
      expect(list.body).toContain(`/admin/orders/${number}`);
      expect(list.body).toContain("Placed, not paid");
      const byNumber = await get(base, `/admin/orders?q=${number.toLowerCase()}`, owner.cookie);
      expect(byNumber.status).toBe(302);
      expect(byNumber.headers.location).toBe(`/admin/orders/${number}`);
      // a filter the list cannot read is left out, not a 500
      expect((await get(base, "/admin/orders?status=lost&from=yesterday&p=-4", owner.cookie)).status).toBe(200);

      const page = await get(base, `/admin/orders/${number}`, owner.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain(">Mark paid</button>");
      expect(page.body).not.toContain(">Mark delivered</button>");

      const supportPays = await post(base, `/admin/orders/${number}`, { intent: "markPaid" }, support.cookie);
      expect(supportPays.status).toBe(403);
      expect((await row(number)).status).toBe("placed");
      const supportPage = await get(base, `/admin/orders/${number}`, support.cookie);
      expect(supportPage.body).not.toContain(">Mark paid</button>");

      const paid = await post(base, `/admin/orders/${number}`, { intent: "markPaid" }, owner.cookie);
      expect(paid.status).toBe(302);
      expect(decodeURIComponent(paid.headers.location!)).toContain(`${number} is paid.`);
      expect((await row(number)).status).toBe("paid");
      // the same post again: nothing changes
      const twice = await post(base, `/admin/orders/${number}`, { intent: "markPaid" }, owner.cookie);
      expect(decodeURIComponent(twice.headers.location!)).toContain("was already paid: nothing changed");

      // bad parcels: the form again, with the message, nothing moved
      const half = await post(base, `/admin/orders/${number}`, { intent: "ship", carrier0: "gls", tracking0: "" }, support.cookie);
      expect(half.status).toBe(400);
      expect(half.body).toContain("Give each parcel both its carrier and its tracking number.");
      const forged = await post(base, `/admin/orders/${number}`, { intent: "ship", carrier0: "gls", tracking0: "<script>" }, support.cookie);
      expect(forged.status).toBe(400);
      expect((await row(number)).status).toBe("paid");

      const shipped = await post(base, `/admin/orders/${number}`, { intent: "ship", carrier0: "gls", tracking0: "GL123456" }, support.cookie);
      expect(shipped.status).toBe(302);
      expect((await row(number)).status).toBe("shipped");
      const after = await get(base, `/admin/orders/${number}`, owner.cookie);
      expect(after.body).toContain('href="https://gls-group.com/track/GL123456"');
      expect(after.body).toContain(">Mark delivered</button>");

      const audit = await listAudit(db, { subject: `order:${number}` });
      expect(audit.map((a) => [a.actor, a.kind])).toEqual(
        expect.arrayContaining([
          [owner.email, "order.mark-paid"],
          [support.email, "order.ship"],
        ]),
      );
    });

    it("cancel takes a reason the shopper reads, and a note stays inside; an unknown order or intent is a 4xx", async () => {
      const { number } = await bankOrder();
      const noReason = await post(base, `/admin/orders/${number}`, { intent: "cancel", reason: "  " }, owner.cookie);
      expect(noReason.status).toBe(400);
      expect(noReason.body).toContain("Give the shopper a reason");
      expect((await row(number)).status).toBe("placed");
      const cancelled = await post(base, `/admin/orders/${number}`, { intent: "cancel", reason: "The product is no longer made." }, owner.cookie);
      expect(cancelled.status).toBe(302);
      expect((await row(number)).status).toBe("cancelled");
      const noted = await post(base, `/admin/orders/${number}`, { intent: "note", note: "Called the shopper, she agreed." }, support.cookie);
      expect(noted.status).toBe(302);
      const page = await get(base, `/admin/orders/${number}`, owner.cookie);
      expect(page.body).toContain("The product is no longer made.");
      expect(page.body).toContain("Called the shopper, she agreed.");
      expect((await post(base, `/admin/orders/${number}`, { intent: "refund" }, owner.cookie)).status).toBe(400);
      expect((await get(base, "/admin/orders/SU-2020-999999", owner.cookie)).status).toBe(404);
      expect((await get(base, "/admin/orders/not-a-number", owner.cookie)).status).toBe(404);
    });

    it("export and packing slips: managers export, support may not; slips show no prices", async () => {
      const { number } = await bankOrder();
      const csv = await get(base, `/admin/orders/export?number=${number}`, owner.cookie);
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.body.split("\n").filter(Boolean)).toHaveLength(2);
      expect(csv.body).toContain(number);
      expect((await get(base, `/admin/orders/export?number=${number}`, support.cookie)).status).toBe(403);
      const slips = await get(base, `/admin/orders/slips?number=${number}`, support.cookie);
      expect(slips.status).toBe(200);
      expect(slips.body).toContain(`Packing slip ${number}`);
      expect(slips.body).not.toMatch(/\d,\d{2}\s?(EUR|€)/);
      expect((await get(base, "/admin/orders/slips", support.cookie)).status).toBe(400);
    });

    it("a customer: found, points adjusted with a reason, data exported, erased after typing their address — support may read only", async () => {
      const email = uniqueEmail("rooms-customer");
      const customer = await createCustomer(db, { email, password: PASSWORD, firstName: "Mojca", lastName: "Zupan" });
      const list = await get(base, `/admin/customers?q=${encodeURIComponent(email.slice(0, 14))}`, support.cookie);
      expect(list.status).toBe(200);
      expect(list.body).toContain(`/admin/customers/${customer.id}`);
      const page = await get(base, `/admin/customers/${customer.id}`, support.cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Mojca Zupan");
      expect(page.body).not.toContain("Erase for good");

      expect((await post(base, `/admin/customers/${customer.id}`, { intent: "points", delta: "50", reason: "Sorry" }, support.cookie)).status).toBe(403);
      expect((await get(base, `/admin/customers/${customer.id}/export`, support.cookie)).status).toBe(403);
      expect((await post(base, `/admin/customers/${customer.id}`, { intent: "erase", confirm: email }, support.cookie)).status).toBe(403);

      const bad = await post(base, `/admin/customers/${customer.id}`, { intent: "points", delta: "lots", reason: "x" }, owner.cookie);
      expect(bad.status).toBe(400);
      const below = await post(base, `/admin/customers/${customer.id}`, { intent: "points", delta: "-5", reason: "Mistake" }, owner.cookie);
      expect(below.status).toBe(400);
      expect(below.body).toContain("The balance cannot go below zero.");
      const added = await post(base, `/admin/customers/${customer.id}`, { intent: "points", delta: "50", reason: "Parcel arrived late" }, owner.cookie);
      expect(added.status).toBe(302);
      const points = await db.selectFrom("customer").select("reward_points").where("id", "=", customer.id).executeTakeFirstOrThrow();
      expect(points.reward_points).toBe(50);

      const exported = await get(base, `/admin/customers/${customer.id}/export`, owner.cookie);
      expect(exported.status).toBe(200);
      expect(exported.headers["content-disposition"]).toBe(`attachment; filename="customer-${customer.id}.json"`);
      expect(exported.json().profile.email).toBe(email);
      expect(exported.body).not.toMatch(/argon2|password_hash/);

      const wrong = await post(base, `/admin/customers/${customer.id}`, { intent: "erase", confirm: "someone@else.si" }, owner.cookie);
      expect(wrong.status).toBe(400);
      expect((await db.selectFrom("customer").select("erased_at").where("id", "=", customer.id).executeTakeFirstOrThrow()).erased_at).toBeNull();
      const erased = await post(base, `/admin/customers/${customer.id}`, { intent: "erase", confirm: email.toUpperCase() }, owner.cookie);
      expect(erased.status).toBe(302);
      const gone = await db.selectFrom("customer").select(["email", "first_name", "erased_at"]).where("id", "=", customer.id).executeTakeFirstOrThrow();
      expect(gone.erased_at).not.toBeNull();
      expect(gone.email).not.toBe(email);
      const kinds = (await listAudit(db, { subject: `customer:${customer.id}` })).map((a) => a.kind);
      expect(kinds).toEqual(expect.arrayContaining(["customer.points-adjust", "customer.export", "customer.erase"]));
      expect((await get(base, "/admin/customers/0", owner.cookie)).status).toBe(404);
    });
  });
}
