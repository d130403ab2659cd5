import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { checkoutClient, PASSWORD, SI, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { publicOrigin, request } from "../support/http";
import { waitForOutbox } from "../support/outbox";
import { createStaff, get as getAdmin, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// What the shop must be able to show later: the terms and privacy notice an order was placed
// under (kept as their text, legal_text), linked from its confirmation mail to /legal/<version>
// which shows that text again after the CMS page has changed; and every newsletter choice with
// when, where and the words the shopper was shown (newsletter_consent), given or withdrawn.

for (const server of inject("servers")) {
  describe(`texts the shopper accepted, on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let products: number[];
    const shop = () => checkoutClient(server.baseUrl, db);
    const outbox = () => `${server.dataDir}/outbox`;
    const seen: { label: string; html: string }[] = [];

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      products = (
        await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .offset(120)
          .limit(2)
          .execute()
      ).map((r) => r.id);
    });
    afterAll(async () => close());

    const termsPage = () =>
      db
        .selectFrom("cms_page as p")
        .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
        .select(["i.page_id", "i.title", "i.body"])
        .where("p.key", "=", "terms")
        .where("i.lang", "=", "sl")
        .executeTakeFirstOrThrow();

    async function placeOrder(product: number) {
      const email = uniqueEmail("accepted");
      const { order } = await shop().placeOrder(await shop().guestWith(product, 1), { payment: "bank", email });
      const row = await db
        .selectFrom("shop_order")
        .select(["id", "terms_text_id", "privacy_text_id"])
        .where("number", "=", order.number)
        .executeTakeFirstOrThrow();
      const about = (m: { to: string; subject: string }) => m.to.includes(email) && m.subject.includes(order.number);
      const mail = (await waitForOutbox(outbox(), (mails) => mails.some(about))).find(about)!;
      return { order, row, mail };
    }

    it("an order keeps the terms and privacy notice it was placed under, and its mail links to them; an edited page is a new version, the old one still shown", async () => {
      const before = await termsPage();
      const first = await placeOrder(products[0]);
      expect(first.row.terms_text_id).not.toBeNull();
      expect(first.row.privacy_text_id).not.toBeNull();
      const terms = await db.selectFrom("legal_text").selectAll().where("id", "=", first.row.terms_text_id!).executeTakeFirstOrThrow();
      expect(terms).toMatchObject({ kind: "terms", lang: "sl", title: before.title, body: before.body });
      const privacy = await db.selectFrom("legal_text").select(["kind", "lang"]).where("id", "=", first.row.privacy_text_id!).executeTakeFirstOrThrow();
      expect(privacy).toEqual({ kind: "privacy", lang: "sl" });

      // the confirmation names both, on the storefront's own domain
      const links = [...first.mail.text.matchAll(/https?:\/\/\S+\/legal\/[0-9a-f]{16}/g)].map((m) => new URL(m[0]));
      expect(links).toHaveLength(2);
      for (const link of links) expect(link.origin).toBe(publicOrigin(server.baseUrl, SI));
      expect(links[0].pathname).toBe(`/legal/${terms.version}`);
      const shown = await shop().get(links[0].pathname);
      expect(shown.status).toBe(200);
      expect(shown.body).toContain(before.title);
      // the page's HTML (sanitised when saved, lib/content-markdown.ts), as it read
      expect(shown.body).toContain(before.body);
      expect(shown.body).toMatch(/<meta name="robots" content="noindex/);
      seen.push({ label: "terms as accepted", html: shown.body });

      // the merchant edits the terms: the next order accepts the new text, the first keeps its own
      const added = `Dodan odstavek ${Date.now()}.`;
      const edited = `${before.body}\n<p>${added}</p>`;
      await db.updateTable("cms_page_i18n").set({ body: edited }).where("page_id", "=", before.page_id).where("lang", "=", "sl").execute();
      try {
        const second = await placeOrder(products[1]);
        expect(second.row.terms_text_id).not.toBe(first.row.terms_text_id);
        expect(second.row.privacy_text_id).toBe(first.row.privacy_text_id);
        const newer = await db.selectFrom("legal_text").select(["version", "body"]).where("id", "=", second.row.terms_text_id!).executeTakeFirstOrThrow();
        expect(newer.body).toBe(edited);
        expect(second.mail.text).toContain(`/legal/${newer.version}`);
        const old = await shop().get(`/legal/${terms.version}`);
        expect(old.body).not.toContain(added);
        expect((await shop().get(`/legal/${newer.version}`)).body).toContain(added);
      } finally {
        await db.updateTable("cms_page_i18n").set({ body: before.body }).where("page_id", "=", before.page_id).where("lang", "=", "sl").execute();
      }
    });

    it("the review step names the terms and privacy notice the order is placed under, with links to them", async () => {
      const { review } = await shop().answerSteps(await shop().guestWith(products[0], 1), { payment: "bank" });
      const pages = await db
        .selectFrom("cms_page as p")
        .innerJoin("cms_page_i18n as i", "i.page_id", "p.id")
        .select(["p.key", "i.url_key"])
        .where("p.key", "in", ["terms", "privacy"])
        .where("i.lang", "=", "sl")
        .execute();
      expect(pages).toHaveLength(2);
      expect(review.body).toContain("sprejemate naše splošne pogoje");
      for (const page of pages) expect(review.body).toContain(`href="/cms/${page.url_key}"`);
    });

    it("an unknown or malformed version, or one of another language, is a 404", async () => {
      expect((await shop().get("/legal/0123456789abcdef")).status).toBe(404);
      expect((await shop().get("/legal/..%2Fcms")).status).toBe(404);
      expect((await shop().get("/legal/ZZZZ")).status).toBe(404);
      const sl = await db.selectFrom("legal_text").select("version").where("lang", "=", "sl").executeTakeFirstOrThrow();
      // the Slovenian text on the Czech storefront
      expect((await shop().get(`/legal/${sl.version}`, undefined, "cz.lumera.localhost")).status).toBe(404);
    });

    it("records every newsletter choice with when, where and the words shown; a press that changes nothing records nothing", async () => {
      // registration's own words are checked where registration is (customers.test.ts): the
      // registration limit is shared by every file of the run
      const email = uniqueEmail("consent");
      const customer = await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const cookie = await shop().logIn(email);
      const choices = () =>
        db
          .selectFrom("newsletter_consent")
          .select(["subscribed", "source", "lang", "text", "created_at"])
          .where("customer_id", "=", customer.id)
          .orderBy("id")
          .execute();
      // made without a form's words (as the API registers), declining
      expect(await choices()).toMatchObject([{ subscribed: 0, source: "registration", lang: null, text: null }]);

      const on = await shop().postForm("/profile", { intent: "newsletter", newsletter: "1" }, { cookie });
      expect(on.status).toBe(302);
      expect((await choices())[1]).toMatchObject({ subscribed: 1, source: "profile", lang: "sl" });
      expect((await choices())[1].text).toMatch(/^E-novice: /);
      const off = await shop().postForm("/profile", { intent: "newsletter", newsletter: "0" }, { cookie });
      expect(off.status).toBe(302);
      // the same press again (a second tab): no change, no record
      await shop().postForm("/profile", { intent: "newsletter", newsletter: "0" }, { cookie });
      const after = await choices();
      expect(after).toHaveLength(3);
      expect(after[2]).toMatchObject({ subscribed: 0, source: "profile", lang: "sl" });
      expect(after[2].text).not.toBe(after[1].text);
      expect(Date.parse(after[2].created_at)).toBeGreaterThanOrEqual(Date.parse(after[1].created_at));

      // the API's caller shows its own words: none are recorded as the shop's
      const login = await request(server.baseUrl, "/api/user/login", {
        host: "127.0.0.1",
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, department: "su" }),
      });
      const bearer = (JSON.parse(login.body) as { token: string }).token;
      const viaApi = await request(server.baseUrl, "/api/user/updateUserNewsletter?department=su", {
        host: "127.0.0.1",
        headers: { Authorization: `Bearer ${bearer}` },
      });
      expect(viaApi.status).toBe(200);
      expect((await choices())[3]).toMatchObject({ subscribed: 1, source: "api", lang: null, text: null });

      // the back office shows them, newest first
      const owner = await createStaff(db, "owner");
      const page = await getAdmin(server.baseUrl, `/admin/customers/${customer.id}`, (await signIn(server.baseUrl, db, owner.email)).cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain('aria-label="Newsletter choices"');
      expect(page.body).toContain("E-novice: ");
      seen.push({ label: "back-office customer with choices", html: page.body });
    });

    it("the pages are valid HTML to the Nu Html Checker", async () => {
      expect(seen.map((s) => s.label)).toEqual(["terms as accepted", "back-office customer with choices"]);
      expect(await htmlErrors(seen)).toEqual([]);
    });
  });
}
