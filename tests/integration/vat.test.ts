import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { guestWithBasket, pricedBasketProducts } from "../support/vat-basket";
import { ADDRESS, checkoutClient, SI } from "../support/checkout";
import { addDiscountCode, addGiftCertificate } from "../support/codes";
import { request } from "../support/http";
import { readOutbox } from "../support/outbox";
import { createStaff, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// VAT by destination (README "Taxes and invoices"), through the real HTTP checkout on SQLite and
// PostgreSQL. The demo is registered for the One-Stop Shop, so an order carries the VAT of the
// country it goes to. One basket throughout: 2 × 12,90 € of a standard-rate product, 8,50 € of a
// reduced-rate one, shipping 3,90 € — each figure below worked out by hand:
//
//   shipping shared by the goods' value per rate: 390 × 2580/3430 = 293,35 → 2,93 €;
//   390 × 850/3430 = 96,65 → 0,97 € (the larger remainder takes the odd cent)
//   at the standard rate 25,80 + 2,93 = 28,73 €; at the reduced rate 8,50 + 0,97 = 9,47 €

const ROWS = {
  // Slovenia 22 % and 9,5 %: 28,73 × 22/122 = 5,1808 → 5,18; 9,47 × 9,5/109,5 = 0,8216 → 0,82
  SI: [
    { rate: 2200, taxable: 2355, vat: 518 },
    { rate: 950, taxable: 865, vat: 82 },
  ],
  // Croatia 25 % and 13 %: 28,73 × 25/125 = 5,746 → 5,75; 9,47 × 13/113 = 1,0895 → 1,09
  HR: [
    { rate: 2500, taxable: 2298, vat: 575 },
    { rate: 1300, taxable: 838, vat: 109 },
  ],
  // Hungary 27 % and 18 %, with 5,00 € off by a code, shared 376 : 124 (500 × 2580/3430 = 376,09;
  // 500 × 850/3430 = 123,91): goods 22,04 € and 7,26 €; shipping 390 × 2204/2930 = 293,36 → 2,93
  // and 0,97; 24,97 × 27/127 = 5,3086 → 5,31; 8,23 × 18/118 = 1,2554 → 1,26
  HU: [
    { rate: 2700, taxable: 1966, vat: 531 },
    { rate: 1800, taxable: 697, vat: 126 },
  ],
  // Germany 19 % and 7 %, a 50 € certificate bought (outside VAT) and a 10 € one spent (a
  // payment: the VAT is the same): 28,73 × 19/119 = 4,5871 → 4,59; 9,47 × 7/107 = 0,6195 → 0,62
  DE: [
    { rate: 1900, taxable: 2414, vat: 459 },
    { rate: 700, taxable: 885, vat: 62 },
  ],
};

for (const server of inject("servers")) {
  describe(`VAT by destination on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let standard: number;
    let reduced: number;
    let restore: () => Promise<void>;
    const outbox = path.join(server.dataDir, "outbox");
    const shop = () => checkoutClient(server.baseUrl, db);

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      // two products the Slovenian storefront sells, with stock, priced for the hand calculation
      ({ standard, reduced, restore } = await pricedBasketProducts(db));
    });
    afterAll(async () => {
      await restore();
      await close();
    });

    /** A guest with the basket: 2 × the standard-rate product and 1 × the reduced-rate one. */
    const basket = () => guestWithBasket(shop(), { standard, reduced });

    /** a delivery address in each country, with a postcode of its form */
    const TO = {
      SI: { country: "SI" },
      HR: { address: { country: "HR", street: "Ilica 10", postcode: "10000", city: "Zagreb" } },
      HU: { address: { country: "HU", street: "Váci utca 5", postcode: "1052", city: "Budapest" } },
      DE: { address: { country: "DE", street: "Hauptstraße 1", postcode: "10115", city: "Berlin" } },
    };
    const vatOf = (order: { vat: string | null }) => JSON.parse(order.vat ?? "null");

    it("the cart shows the VAT its prices hold at the storefront's rates, and its JSON has the rows", async () => {
      const cookie = await basket();
      const cart = await shop().get("/cart", cookie);
      expect(cart.status).toBe(200);
      const body = cart.body.replace(/<!-- -->/g, "");
      // before shipping: 25,80 × 22/122 = 4,6525 → 4,65; 8,50 × 9,5/109,5 = 0,7374 → 0,74
      expect(body).toContain('<dt>Vključen DDV 22 %</dt><dd data-vat="2200">4,65 €</dd>');
      expect(body).toContain('<dt>Vključen DDV 9,5 %</dt><dd data-vat="950">0,74 €</dd>');
      const api = await request(server.baseUrl, "/api/cart/recalcCart", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ department: "su" }),
      });
      expect(api.status, api.body).toBe(200);
      expect(api.json().cart.vat).toEqual({
        country: "SI",
        total: 5.39,
        rates: [
          { rate: 22, taxable: 21.15, vat: 4.65 },
          { rate: 9.5, taxable: 7.76, vat: 0.74 },
        ],
      });
      expect(api.json().cart.totalVat).toBe(34.3);
    });

    it("to Slovenia: shipping shared between the rates; the review, the order and its mail show the same rows", async () => {
      const cookie = await basket();
      const { review } = await shop().answerSteps(cookie, TO.SI);
      const shown = review.body.replace(/<!-- -->/g, "");
      expect(shown).toContain('<dt>Vključen DDV 22 %</dt><dd data-vat="2200">5,18 €</dd>');
      expect(shown).toContain('<dt>Vključen DDV 9,5 %</dt><dd data-vat="950">0,82 €</dd>');
      const { order } = await shop().placeOrder(cookie, TO.SI);
      expect(order.grand_total).toBe(3820);
      expect(order.vat_country).toBe("SI");
      expect(vatOf(order)).toMatchObject({ country: "SI", rows: ROWS.SI, vat: 600, reverseCharge: false });
      const lines = await db.selectFrom("shop_order_line").select(["product_id", "vat_rate"]).where("order_id", "=", order.id).orderBy("id").execute();
      expect(lines).toEqual([
        { product_id: standard, vat_rate: 2200 },
        { product_id: reduced, vat_rate: 950 },
      ]);
      const mail = readOutbox(outbox).find((m) => m.text.includes(order.number));
      expect(mail?.text).toContain("Vključen DDV 22 %: 5,18 €");
      expect(mail?.text).toContain("Vključen DDV 9,5 %: 0,82 €");
    });

    it("to Croatia: Croatia's rates on the same prices (the One-Stop Shop)", async () => {
      const cookie = await basket();
      const { order } = await shop().placeOrder(cookie, TO.HR);
      expect(order.grand_total).toBe(3820);
      expect(vatOf(order)).toMatchObject({ country: "HR", rows: ROWS.HR, vat: 684 });
    });

    it("to Hungary with a discount code: the code lowers the taxable amounts in proportion", async () => {
      const code = await addDiscountCode(db, "fixed", 500);
      const cookie = await basket();
      expect((await shop().postForm("/cart", { intent: "applyCode", code: code.code }, { cookie })).status).toBe(303);
      const { order } = await shop().placeOrder(cookie, TO.HU);
      expect(order.code_discount).toBe(500);
      expect(order.grand_total).toBe(3320);
      expect(vatOf(order)).toMatchObject({ country: "HU", rows: ROWS.HU, vat: 657 });
    });

    it("to Germany with a certificate bought and one spent: the voucher bought is outside VAT, the one spent is a payment", async () => {
      const spent = await addGiftCertificate(db, 1000);
      const cookie = await basket();
      const { postForm } = shop();
      expect((await postForm("/cart", { intent: "buyGiftCertificate", amount: "5000" }, { cookie })).status).toBe(303);
      expect((await postForm("/cart", { intent: "redeemCertificate", code: spent.code }, { cookie })).status).toBe(303);
      const { order } = await shop().placeOrder(cookie, TO.DE);
      // 25,80 + 8,50 + 50,00 + 3,90 − 10,00
      expect(order.grand_total).toBe(7820);
      expect(vatOf(order)).toMatchObject({ country: "DE", rows: ROWS.DE, vat: 521, outside: 5000 });
      const certificateLine = await db
        .selectFrom("shop_order_line")
        .select("vat_rate")
        .where("order_id", "=", order.id)
        .where("kind", "=", "gift_certificate")
        .executeTakeFirstOrThrow();
      expect(certificateLine.vat_rate).toBeNull();
    });

    it("an order changed before it ships carries the VAT of its new address and lines", async () => {
      const manager = await createStaff(db, "manager", "vat");
      const { cookie: staff } = await signIn(server.baseUrl, db, manager.email);
      const { order } = await shop().placeOrder(await basket(), TO.SI);
      expect(vatOf(order)).toMatchObject({ country: "SI", rows: ROWS.SI });
      const edit = `/admin/orders/${order.number}/edit`;
      const address = { ...ADDRESS, ...TO.HR.address };
      expect((await post(server.baseUrl, edit, { intent: "address", ...address }, staff)).status).toBe(302);
      const moved = await db.selectFrom("shop_order").select(["vat", "vat_country"]).where("id", "=", order.id).executeTakeFirstOrThrow();
      expect(moved.vat_country).toBe("HR");
      expect(vatOf(moved)).toMatchObject({ country: "HR", rows: ROWS.HR });
      // one of the standard-rate product instead of two; the shipping as charged (3,90 €):
      // 390 × 1290/2140 = 235,09 → 2,35 €; 390 × 850/2140 = 154,91 → 1,55 €
      // 25 %: 12,90 + 2,35 = 15,25 € holds 3,05 €; 13 %: 8,50 + 1,55 = 10,05 € holds 1,1562 → 1,16 €
      const lines = await db.selectFrom("shop_order_line").select(["id", "product_id"]).where("order_id", "=", order.id).orderBy("id").execute();
      const standardLine = lines.find((l) => l.product_id === standard)!;
      const changed = await post(server.baseUrl, edit, { intent: "lines", [`qty-${standardLine.id}`]: "1" }, staff);
      expect(changed.status, changed.body.slice(0, 500)).toBe(302);
      const after = await db.selectFrom("shop_order").select(["vat", "grand_total"]).where("id", "=", order.id).executeTakeFirstOrThrow();
      expect(after.grand_total).toBe(1290 + 850 + 390);
      expect(vatOf(after)).toMatchObject({
        country: "HR",
        rows: [
          { rate: 2500, taxable: 1220, vat: 305 },
          { rate: 1300, taxable: 889, vat: 116 },
        ],
      });
      const rates = await db.selectFrom("shop_order_line").select(["product_id", "vat_rate"]).where("order_id", "=", order.id).orderBy("id").execute();
      expect(rates).toEqual([
        { product_id: standard, vat_rate: 2500 },
        { product_id: reduced, vat_rate: 1300 },
      ]);
    });

    it("a Croatian company whose VAT number VIES confirms buys without VAT (reverse charge)", async () => {
      const cookie = await basket();
      // HR33392005961 is registered in tests/support/vies-mock.ts
      const business = { company: "Čajna kuća d.o.o.", vatNumber: "hr 33392005961" };
      const { review } = await shop().answerSteps(cookie, { ...TO.HR, business });
      const shown = review.body.replace(/<!-- -->/g, "");
      expect(shown).toContain("VIES je potrdil ID za DDV HR33392005961.");
      // Croatia's VAT on the gross prices, 5,75 € + 1,09 € = 6,84 €, is not charged:
      // 38,20 − 6,84 = 31,36 €
      expect(shown).toContain('<dd data-total="reverse-charge">−6,84 €</dd>');
      expect(shown).toContain('<dd data-total="grand">31,36 €</dd>');
      expect(shown).toContain('data-vat="reverse-charge"');
      expect(shown).not.toContain('data-vat="2500"');
      const { order } = await shop().placeOrder(cookie, { ...TO.HR, business });
      expect(order).toMatchObject({
        grand_total: 3136,
        buyer_company: "Čajna kuća d.o.o.",
        buyer_vat_number: "HR33392005961",
        vat_check: "confirmed",
        reverse_charge: 1,
      });
      // the taxable amounts are the gross ones less the VAT they held: 28,73 − 5,75; 9,47 − 1,09
      expect(vatOf(order)).toMatchObject({
        country: "HR",
        rows: [
          { rate: 2500, taxable: 2298, vat: 0 },
          { rate: 1300, taxable: 838, vat: 0 },
        ],
        vat: 0,
        reverseCharge: true,
        removed: 684,
      });
      const mail = readOutbox(outbox).find((m) => m.text.includes(order.number));
      expect(mail?.text).toContain("DDV ni obračunan (obrnjena davčna obveznost): −6,84 €");
      expect(mail?.text).not.toContain("Vključen DDV");
    });

    it("a VAT number VIES cannot be asked about charges VAT and says so; a Slovenian company pays Slovenia's VAT", async () => {
      // Austria's service is down in tests/support/vies-mock.ts
      const cookie = await basket();
      const business = { company: "Teehaus Wien GmbH", vatNumber: "ATU12345678" };
      const { review } = await shop().answerSteps(cookie, { ...TO.HR, business });
      expect(review.body.replace(/<!-- -->/g, "")).toContain("Sistema VIES trenutno ni bilo mogoče vprašati o ATU12345678, zato je DDV obračunan.");
      const { order } = await shop().placeOrder(cookie, { ...TO.HR, business });
      expect(order).toMatchObject({ grand_total: 3820, buyer_vat_number: "ATU12345678", vat_check: "unreachable", reverse_charge: 0 });
      expect(vatOf(order)).toMatchObject({ country: "HR", rows: ROWS.HR, reverseCharge: false });

      // confirmed, but of the seller's own country: a domestic sale with VAT
      const local = await shop().placeOrder(await basket(), { ...TO.SI, business: { company: "Lumera d.o.o.", vatNumber: "SI84213574" } });
      expect(local.order).toMatchObject({ grand_total: 3820, buyer_company: "Lumera d.o.o.", vat_check: "confirmed", reverse_charge: 0 });
      expect(vatOf(local.order)).toMatchObject({ country: "SI", rows: ROWS.SI });
    });

    it("company details VIES does not know, or not a VAT number, are refused at the field and change nothing", async () => {
      const cookie = await basket();
      const { postForm } = shop();
      await shop().answerSteps(cookie, TO.HR);
      const review = "/checkout/review";
      const unknown = await postForm(review, { intent: "business", company: "Nobody d.o.o.", vatNumber: "HR12345678903" }, { cookie });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toContain("VIES te številke za DDV ne pozna.");
      expect(unknown.body).toContain('value="HR12345678903"');
      const malformed = await postForm(review, { intent: "business", company: "Nobody d.o.o.", vatNumber: "HR123" }, { cookie });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toContain("To ni ID za DDV");
      // a Croatian number whose check digit is wrong is no number either
      expect((await postForm(review, { intent: "business", company: "Nobody d.o.o.", vatNumber: "HR33392005962" }, { cookie })).status).toBe(400);
      const nameless = await postForm(review, { intent: "business", company: "  ", vatNumber: "" }, { cookie });
      expect(nameless.status).toBe(400);
      expect(nameless.body).toContain("Vpišite ime podjetja");
      const after = await shop().get(review, cookie);
      expect(after.body).not.toContain("checkout-business-saved");
      expect(after.body).toContain('name="vatNumber"');
      expect(after.body.replace(/<!-- -->/g, "")).toContain('<dd data-total="grand">38,20 €</dd>');
      // the review step re-rendered with the business form's messages is still valid HTML
      expect(
        await htmlErrors([
          { label: "review, VAT number VIES does not know", html: unknown.body },
          { label: "review, not a VAT number", html: malformed.body },
          { label: "review, no company name", html: nameless.body },
        ]),
      ).toEqual([]);
    });

    it("gift certificates that would pay more than a reverse-charge order costs are refused, and nothing is taken", async () => {
      const certificate = await addGiftCertificate(db, 3430);
      const cookie = await basket();
      expect((await shop().postForm("/cart", { intent: "redeemCertificate", code: certificate.code }, { cookie })).status).toBe(303);
      const { key } = await shop().answerSteps(cookie, { ...TO.HR, business: { company: "Čajna kuća d.o.o.", vatNumber: "HR33392005961" } });
      const placed = await shop().postForm("/checkout/review", { intent: "place", idempotencyKey: key }, { cookie });
      expect(placed.status).toBe(409);
      expect(placed.body).toContain("Darilni boni plačajo več, kot stane to naročilo brez DDV.");
      const balance = await db.selectFrom("gift_certificate").select("balance").where("id", "=", certificate.id).executeTakeFirstOrThrow();
      expect(balance.balance).toBe(3430);
      expect(await db.selectFrom("shop_order").select("id").where("idempotency_key", "=", key).executeTakeFirst()).toBeUndefined();
    });

    it("without the One-Stop Shop every order carries the seller's VAT (Slovenia's)", async () => {
      await db.updateTable("setting").set({ value: "false" }).where("name", "=", "vat.oss").execute();
      try {
        const cookie = await basket();
        const { order } = await shop().placeOrder(cookie, TO.HR);
        expect(vatOf(order)).toMatchObject({ country: "SI", rows: ROWS.SI });
      } finally {
        await db.updateTable("setting").set({ value: "true" }).where("name", "=", "vat.oss").execute();
      }
    });
  });
}
