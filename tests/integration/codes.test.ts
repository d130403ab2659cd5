import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { waitForOutbox } from "../support/outbox";
import { createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// Discount codes and gift certificates in the back office (/admin/codes, /admin/certificates;
// README "Discount codes and gift certificates"): a manager makes and changes codes — storefronts,
// on/off, uses per customer — that the cart and the checkout then honour, issues a certificate by
// hand that is mailed and redeems, and voids one that the cart then refuses. Support gets 403;
// forged values are refused at their field and change nothing.

const alertOf = (body: string) => /role="alert"[^>]*>([^<]*)</.exec(body)?.[1];

for (const server of inject("servers")) {
  describe(`discount codes and gift certificates in the back office, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[];
    let support: { email: string; cookie: string };
    let manager: { email: string; cookie: string };
    const base = server.baseUrl;
    const shop = () => checkoutClient(base, db);
    const seen: { label: string; html: string }[] = [];
    let next = 0;
    let made = 0;
    const newCode = () => `IT${process.pid}X${Date.now().toString(36).toUpperCase()}${++made}`;

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      products = (
        await stockedProductsQuery(db, { minStock: 20, langs: ["sl", "hr"] })
          .orderBy("p.id", "desc")
          .offset(220)
          .limit(8)
          .execute()
      ).map((r) => r.id);
      expect(products).toHaveLength(8);
      const staff = await createStaff(db, "support", "codes");
      support = { email: staff.email, cookie: (await signIn(base, db, staff.email)).cookie };
      const boss = await createStaff(db, "manager", "codes");
      manager = { email: boss.email, cookie: (await signIn(base, db, boss.email)).cookie };
    });
    afterAll(async () => close());

    const codeRow = (code: string) => db.selectFrom("discount_code").selectAll().where("code", "=", code).executeTakeFirst();
    const storefrontsOf = async (id: number) =>
      (await db.selectFrom("discount_code_department").select("department").where("discount_code_id", "=", id).orderBy("department").execute()).map(
        (r) => r.department,
      );
    const audits = (kind: string, subject: string) => db.selectFrom("audit_log").selectAll().where("kind", "=", kind).where("subject", "=", subject).execute();
    const makeCode = async (fields: Record<string, string>) => {
      const res = await post(base, "/admin/codes/new", { intent: "save", kind: "percent", value: "10", active: "on", ...fields }, manager.cookie);
      expect(res.status, res.body.slice(0, 500)).toBe(302);
      return (await codeRow(fields.code.trim().toUpperCase()))!;
    };
    const applyCode = async (code: string, host?: string) => {
      const cookie = await shop().guestWith(products[next++ % products.length], 1, host ? { host } : {});
      return { cookie, res: await shop().postForm("/cart", { intent: "applyCode", code }, { cookie, host }) };
    };

    it("support may not open or change codes or certificates (403)", async () => {
      const code = await makeCode({ code: newCode() });
      for (const path of ["/admin/codes", "/admin/codes/new", `/admin/codes/${code.id}`, "/admin/certificates"])
        expect((await get(base, path, support.cookie)).status, path).toBe(403);
      const before = await db
        .selectFrom("gift_certificate")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect((await post(base, "/admin/codes/new", { intent: "save", code: newCode(), kind: "percent", value: "50" }, support.cookie)).status).toBe(403);
      expect((await post(base, `/admin/codes/${code.id}`, { intent: "save", code: code.code, kind: "percent", value: "90" }, support.cookie)).status).toBe(403);
      const issue = { intent: "issue", amount: "50,00", currency: "EUR", department: "su", recipientEmail: uniqueEmail("support-gift") };
      expect((await post(base, "/admin/certificates", issue, support.cookie)).status).toBe(403);
      expect((await codeRow(code.code))?.value).toBe(10);
      expect(
        await db
          .selectFrom("gift_certificate")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ).toEqual(before);
    });

    it("a manager makes a code for some storefronts: stored upper-case, audited, listed; it holds there and not elsewhere", async () => {
      const text = newCode();
      const code = await makeCode({ code: ` ${text.toLowerCase()} `, "storefront-su": "on", "storefront-chr": "on", usageLimit: "50", minOrder: "1,00" });
      expect(code).toMatchObject({ code: text, kind: "percent", value: 10, active: 1, usage_limit: 50, min_order: 100, department: null });
      expect(await storefrontsOf(code.id)).toEqual(["chr", "su"]);
      const [audit] = await audits("code.create", `code:${code.id}`);
      expect(audit.actor).toBe(manager.email);
      const list = await get(base, "/admin/codes", manager.cookie);
      expect(list.status).toBe(200);
      expect(list.body).toContain(`data-code="${text}"`);
      seen.push({ label: "codes list", html: list.body });
      const page = await get(base, `/admin/codes/${code.id}`, manager.cookie);
      seen.push({ label: "code page", html: page.body });
      seen.push({ label: "new code page", html: (await get(base, "/admin/codes/new", manager.cookie)).body });
      // su: it holds; a storefront it does not name refuses it
      expect((await applyCode(text)).res.status).toBe(303);
      const elsewhere = await makeCode({ code: newCode(), "storefront-cen": "on", "storefront-chr": "on" });
      const refused = await applyCode(elsewhere.code);
      expect(refused.res.status).toBe(422);
      expect(alertOf(refused.res.body)).toMatch(/v tej trgovini ne velja/);
    });

    it("bad input is refused at its field (end before start, forged amounts, a taken code), nothing saved", async () => {
      const taken = await makeCode({ code: newCode() });
      const cases: [Record<string, string>, string][] = [
        [{ validFrom: "2026-06-10", validTo: "2026-06-01" }, "validTo"],
        [{ kind: "fixed", value: "1e9" }, "value"],
        [{ kind: "fixed", value: "-5" }, "value"],
        [{ kind: "percent", value: "101" }, "value"],
        [{ usageLimit: "abc" }, "usageLimit"],
        [{ code: taken.code }, "code"],
      ];
      for (const [fields, field] of cases) {
        const code = fields.code ?? newCode();
        const res = await post(base, "/admin/codes/new", { intent: "save", kind: "percent", value: "10", ...fields, code }, manager.cookie);
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(res.body).toContain(`id="f-${field}-error"`);
        expect(res.body).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`));
        if (!fields.code) expect(await codeRow(code)).toBeUndefined();
        if (field === "validTo") seen.push({ label: "refused code form", html: res.body });
      }
      expect((await get(base, "/admin/codes/999999999", manager.cookie)).status).toBe(404);
      expect((await get(base, "/admin/codes/abc", manager.cookie)).status).toBe(404);
    });

    it("a code switched off is refused in the cart with its own message; switched on again it applies", async () => {
      const text = newCode();
      const code = await makeCode({ code: text });
      const off = await post(base, `/admin/codes/${code.id}`, { intent: "save", code: text, kind: "fixed", value: "5,00" }, manager.cookie);
      expect(off.status).toBe(302);
      expect(await codeRow(text)).toMatchObject({ active: 0, kind: "fixed", value: 500 });
      const [audit] = await audits("code.update", `code:${code.id}`);
      expect(JSON.parse(audit.before!)).toMatchObject({ active: true, kind: "percent" });
      expect(JSON.parse(audit.after!)).toMatchObject({ active: false, kind: "fixed", value: 500 });
      const refused = await applyCode(text);
      expect(refused.res.status).toBe(422);
      expect(alertOf(refused.res.body)).toMatch(/ne velja več/);
      await post(base, `/admin/codes/${code.id}`, { intent: "save", code: text, kind: "fixed", value: "5,00", active: "on" }, manager.cookie);
      expect((await applyCode(text)).res.status).toBe(303);
    });

    it("uses per customer: a customer's second order is refused the code in the cart; a guest's at placement, by e-mail; the code's page lists its orders", async () => {
      const text = newCode();
      const code = await makeCode({ code: text, perCustomerLimit: "1" });
      const email = uniqueEmail("percustomer");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const cookie = await shop().logIn(email);
      await shop().postForm("/cart", { intent: "add", productId: String(products[0]), qty: "1" }, { cookie });
      expect((await shop().postForm("/cart", { intent: "applyCode", code: text }, { cookie })).status).toBe(303);
      const { order } = await shop().placeOrder(cookie, { payment: "bank" });
      expect(order.discount_code).toBe(text);
      await shop().postForm("/cart", { intent: "add", productId: String(products[1]), qty: "1" }, { cookie });
      const again = await shop().postForm("/cart", { intent: "applyCode", code: text }, { cookie });
      expect(again.status).toBe(422);
      expect(alertOf(again.body)).toMatch(/tolikokrat, kot je dovoljeno/);

      // a guest: the cart cannot know them, the order names their e-mail and is refused
      const guestEmail = uniqueEmail("percustomer-guest");
      const first = await shop().guestWith(products[2], 1);
      await shop().postForm("/cart", { intent: "applyCode", code: text }, { cookie: first });
      expect((await shop().placeOrder(first, { payment: "bank", email: guestEmail })).order.discount_code).toBe(text);
      const second = await shop().guestWith(products[3], 1);
      expect((await shop().postForm("/cart", { intent: "applyCode", code: text }, { cookie: second })).status).toBe(303);
      const { key } = await shop().answerSteps(second, { payment: "bank", email: guestEmail });
      const placed = await shop().postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie: second });
      expect(placed.status).toBe(409);
      expect(await db.selectFrom("shop_order").select("id").where("idempotency_key", "=", key).executeTakeFirst()).toBeUndefined();
      expect((await codeRow(text))?.used_count).toBe(2);

      const page = await get(base, `/admin/codes/${code.id}`, manager.cookie);
      expect(page.body).toContain(`href="/admin/orders/${order.number}"`);
      // the list says how often it was used
      const list = await get(base, "/admin/codes", manager.cookie);
      expect(list.body.replace(/<!-- -->/g, "")).toMatch(new RegExp(`data-code="${text}"[\\s\\S]*?<td class="num">2</td>`));
      // a used code keeps its text: the orders name it
      const rename = await post(
        base,
        `/admin/codes/${code.id}`,
        { intent: "save", code: `${text}Z`, kind: "percent", value: "10", active: "on" },
        manager.cookie,
      );
      expect(rename.status).toBe(400);
      expect(await codeRow(text)).toBeTruthy();
    });

    it("uses per customer hold when one guest places two orders at once: one gets the code, the other is refused", async () => {
      const text = newCode();
      await makeCode({ code: text, perCustomerLimit: "1" });
      const email = uniqueEmail("percustomer-race");
      const carts = await Promise.all(
        [products[6], products[7]].map(async (product) => {
          const cookie = await shop().guestWith(product, 1);
          expect((await shop().postForm("/cart", { intent: "applyCode", code: text }, { cookie })).status).toBe(303);
          return { cookie, key: (await shop().answerSteps(cookie, { payment: "bank", email })).key };
        }),
      );
      const answers = await Promise.all(
        carts.map(({ cookie, key }) => shop().postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
      const orders = await db.selectFrom("shop_order").select("discount_code").where("email", "=", email).execute();
      expect(orders).toEqual([{ discount_code: text }]);
      expect((await codeRow(text))?.used_count).toBe(1);
    });

    it("a manager issues a certificate by hand: mailed with its code, redeemable; forged amounts refused; looked up by code", async () => {
      const recipient = uniqueEmail("gift");
      for (const amount of ["0", "-5", "1e9", "abc", "999999"]) {
        const res = await post(
          base,
          "/admin/certificates",
          { intent: "issue", amount, currency: "EUR", department: "su", recipientEmail: recipient },
          manager.cookie,
        );
        expect(res.status, amount).toBe(400);
        expect(res.body).toMatch(/id="f-amount"[^>]*aria-invalid="true"/);
        if (amount === "1e9") seen.push({ label: "refused certificate form", html: res.body });
      }
      expect(await db.selectFrom("gift_certificate").select("id").where("recipient_email", "=", recipient).executeTakeFirst()).toBeUndefined();
      const res = await post(
        base,
        "/admin/certificates",
        {
          intent: "issue",
          amount: "25,00",
          currency: "EUR",
          department: "su",
          recipientEmail: recipient,
          recipientName: "Maja Kos",
          message: "Hvala za potrpljenje",
        },
        manager.cookie,
      );
      expect(res.status, res.body.slice(0, 500)).toBe(302);
      const row = await db.selectFrom("gift_certificate").selectAll().where("recipient_email", "=", recipient).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ amount: 2500, balance: 2500, currency_code: "EUR", order_id: null, issued_by: manager.email, voided_at: null });
      expect(row.code).toMatch(/^[0-9A-F]{12}$/);
      expect(await audits("certificate.issue", `certificate:${row.id}`)).toHaveLength(1);
      const mails = await waitForOutbox(`${server.dataDir}/outbox`, (all) => all.some((m) => m.to.includes(recipient)));
      const gift = mails.find((m) => m.to.includes(recipient))!;
      expect(gift.text).toContain(row.code);
      expect(gift.text).toContain("Maja Kos");
      expect(gift.text).toContain("Hvala za potrpljenje");

      const lookup = await get(base, `/admin/certificates?code=${row.code.toLowerCase()}`, manager.cookie);
      expect(lookup.status).toBe(302);
      expect(lookup.headers.location).toBe(`/admin/certificates/${row.id}`);
      const page = await get(base, `/admin/certificates/${row.id}`, manager.cookie);
      expect(page.body).toContain(row.code);
      seen.push({ label: "certificate page", html: page.body });
      const missing = await get(base, "/admin/certificates?code=NOSUCHCODE1", manager.cookie);
      expect(missing.status).toBe(200);
      expect(missing.body).toContain("There is no gift certificate NOSUCHCODE1.");
      seen.push({ label: "certificates page", html: missing.body });

      const cookie = await shop().guestWith(products[4], 1);
      expect((await shop().postForm("/cart", { intent: "redeemCertificate", code: row.code }, { cookie })).status).toBe(303);
      const { order } = await shop().placeOrder(cookie, { payment: "bank" });
      expect(order.gift_certificates).toBeGreaterThan(0);
      const used = await get(base, `/admin/certificates/${row.id}`, manager.cookie);
      expect(used.body).toContain(`href="/admin/orders/${order.number}"`);
    });

    it("a voided certificate is refused in the cart with its message, its balance kept; support may not void; a reason is required", async () => {
      const issued = await post(
        base,
        "/admin/certificates",
        { intent: "issue", amount: "8000", currency: "HUF", department: "chu", recipientEmail: uniqueEmail("void") },
        manager.cookie,
      );
      expect(issued.status).toBe(302);
      const id = Number(/\/admin\/certificates\/(\d+)/.exec(issued.headers.location as string)![1]);
      expect((await post(base, `/admin/certificates/${id}`, { intent: "void", reason: "mistake" }, support.cookie)).status).toBe(403);
      const noReason = await post(base, `/admin/certificates/${id}`, { intent: "void", reason: " " }, manager.cookie);
      expect(noReason.status).toBe(400);
      seen.push({ label: "refused void", html: noReason.body });
      expect((await db.selectFrom("gift_certificate").select("voided_at").where("id", "=", id).executeTakeFirstOrThrow()).voided_at).toBeNull();
      expect((await post(base, `/admin/certificates/${id}`, { intent: "void", reason: "sent to the wrong person" }, manager.cookie)).status).toBe(302);
      const row = await db.selectFrom("gift_certificate").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ balance: 800_000, currency_code: "HUF", void_reason: "sent to the wrong person", voided_by: manager.email });
      expect(await audits("certificate.void", `certificate:${id}`)).toHaveLength(1);
      expect((await post(base, `/admin/certificates/${id}`, { intent: "void", reason: "again" }, manager.cookie)).status).toBe(409);
      const cookie = await shop().guestWith(products[5], 1);
      const refused = await shop().postForm("/cart", { intent: "redeemCertificate", code: row.code }, { cookie });
      expect(refused.status).toBe(422);
      expect(alertOf(refused.body)).toMatch(/preklican/);
    });

    it("every page is valid HTML", async () => {
      expect(seen.length).toBeGreaterThanOrEqual(8);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}
