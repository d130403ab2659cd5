import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { type SettingsValues, settingsValues } from "~/lib/storefront-settings";
import { listAudit } from "~/services/audit-log.server";
import { getStorefrontForEdit } from "~/services/storefront-settings.server";
import { checkoutClient, SI, stockedProductsQuery } from "../support/checkout";
import { uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { waitForOutbox } from "../support/outbox";
import { createStaff, get, post, signIn } from "../support/staff";

// README "Shop settings" over HTTP, as the back office's form posts it: an owner saves the
// storefront's name, bank account, company and public keys; the storefront shows the new name,
// an order mail the new account and company, the CSP the new trust badge — without a restart. A
// bad IBAN is the form again with its message and nothing saved; a manager is refused; a forged
// storefront is a 404. The storefront's settings are put back as they were at the end.

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((r) => setTimeout(r, 100));
  }
};

for (const server of inject("servers")) {
  describe(`shop settings on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let owner: string;
    let manager: string;
    let original: SettingsValues;
    const base = server.baseUrl;
    const row = () => db.selectFrom("storefront").selectAll().where("department", "=", "su").executeTakeFirstOrThrow();
    const save = (values: SettingsValues, cookie = owner, department = "su") =>
      post(base, `/admin/settings/${department}`, { intent: "save", department, ...values }, cookie);

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      owner = (await signIn(base, db, (await createStaff(db, "owner")).email)).cookie;
      manager = (await signIn(base, db, (await createStaff(db, "manager")).email)).cookie;
      original = settingsValues((await getStorefrontForEdit(db, "su"))!);
    });
    afterAll(async () => {
      // back as it was, through the form, so that the server's storefront list is dropped too
      if (original) expect((await save(original)).status).toBe(302);
      await close();
    });

    it("lists the storefronts for an owner and refuses a manager, read or write", async () => {
      const list = await get(base, "/admin/settings", owner);
      expect(list.status).toBe(200);
      expect(list.body).toContain('href="/admin/settings/su"');
      expect(list.body).toContain('href="/admin/settings/ccz"');
      const form = await get(base, "/admin/settings/su", owner);
      expect(form.status).toBe(200);
      expect(form.body).toContain('value="SI56 1910 0000 0123 438"');
      expect(form.body).toContain('value="Lumera d.o.o."');

      const before = await row();
      expect((await get(base, "/admin/settings", manager)).status).toBe(403);
      expect((await get(base, "/admin/settings/su", manager)).status).toBe(403);
      expect((await save({ ...original, name: "Taken over" }, manager)).status).toBe(403);
      expect(await row()).toEqual(before);
    });

    it("answers 404 for a forged storefront, and 400 for a post naming another storefront than its address", async () => {
      expect((await get(base, "/admin/settings/zz", owner)).status).toBe(404);
      expect((await save(original, owner, "zz")).status).toBe(404);
      const before = await row();
      const crossed = await post(base, "/admin/settings/su", { intent: "save", ...original, department: "chr" }, owner);
      expect(crossed.status).toBe(400);
      expect(await row()).toEqual(before);
    });

    it("refuses a bad IBAN and a host another storefront answers on: the form again with the messages, nothing saved", async () => {
      const before = await row();
      const audits = (await listAudit(db, { kind: "storefront.settings", subject: "storefront:su" })).length;
      const bad = await save({ ...original, name: "Never saved", bankIban: "SI56 1910 0000 0123 439", domain: "hr.lumera.localhost" });
      expect(bad.status).toBe(400);
      expect(bad.body).toContain("The IBAN is not valid");
      expect(bad.body).toContain("Lumera Hrvatska already answers on hr.lumera.localhost without a prefix");
      // what was typed comes back, so nothing has to be typed again
      expect(bad.body).toContain('value="Never saved"');
      expect(await row()).toEqual(before);
      expect((await listAudit(db, { kind: "storefront.settings", subject: "storefront:su" })).length).toBe(audits);
    });

    it("saves name, bank account, company and trust badge in one go: the storefront, an order mail and the CSP show them at once", async () => {
      const name = `Gozdna ${server.name} ${Date.now().toString(36)}`;
      const saved = await save({
        ...original,
        name,
        bankHolder: "Gozdna čajnica GmbH",
        bankIban: "de89 3704 0044 0532 0130 00",
        bankBic: "COBADEFFXXX",
        companyLegalName: "Gozdna čajnica d.o.o.",
        trustBadgeId: "gozdna",
        trustBadgeUrl: "https://badge.gozdna.example/b.js",
      });
      expect(saved.status, saved.body.slice(0, 500)).toBe(302);
      expect(decodeURIComponent(saved.headers.location!)).toContain("Saved: name, bank account, company, public keys.");
      const stored = await row();
      expect(stored.name).toBe(name);
      expect(JSON.parse(stored.bank_account)).toEqual({
        holder: "Gozdna čajnica GmbH",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "COBADEFFXXX",
        reference: "SI00",
      });
      const [audit] = await listAudit(db, { kind: "storefront.settings", subject: "storefront:su", limit: 1 });
      expect(audit.after).toMatchObject({ name, company: { legalName: "Gozdna čajnica d.o.o." } });
      expect(Object.keys(audit.after as object).sort()).toEqual(["bankAccount", "company", "name", "publicKeys"]);

      // the storefront: its pages (the page cache follows the catalogue version within seconds)
      await waitFor(async () => (await request(base, "/", { host: SI })).body.includes(name));
      const home = await request(base, "/", { host: SI });
      expect(String(home.headers["content-security-policy"])).toContain("https://badge.gozdna.example");
      expect(home.body).toContain('"legalName":"Gozdna čajnica d.o.o."');
      // every page's footer names the seller, with the VAT number the settings hold
      const footer = home.body.slice(home.body.indexOf('<address class="footer-seller"'));
      expect(footer).toMatch(/^<address class="footer-seller"[^>]*>Gozdna čajnica d.o.o.<br\/>/);
      expect(footer.slice(0, footer.indexOf("</address>"))).toContain("ID za DDV: SI84213574");

      // an order paid by bank transfer: the success page and the mail name the new account and the company
      const product = (
        await stockedProductsQuery(db, { minStock: 10, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .offset(40)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      const shop = checkoutClient(base, db);
      const email = uniqueEmail("settings");
      const cookie = await shop.guestWith(product, 1);
      const { location } = await shop.placeOrder(cookie, { payment: "bank", email });
      const success = await shop.get(location, cookie);
      expect(success.body).toContain("DE89 3704 0044 0532 0130 00");
      const mails = await waitForOutbox(path.join(server.dataDir, "outbox"), (all) => all.some((m) => m.to.includes(email)));
      const mail = mails.find((m) => m.to.includes(email))!;
      expect(mail.text).toContain("Gozdna čajnica GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX");
      expect(mail.text).toContain("Gozdna čajnica d.o.o., Brnčičeva ulica 41");
    });

    it("shows the owner the first-run checklist while something is missing, with where to put it right", async () => {
      const { company } = await db.selectFrom("storefront").select("company").where("department", "=", "asi").executeTakeFirstOrThrow();
      await db.updateTable("storefront").set({ company: null }).where("department", "=", "asi").execute();
      try {
        const start = await get(base, "/admin", owner);
        expect(start.status).toBe(200);
        expect(start.body).toContain("Setting up the shop");
        // React's text separators aside, as a reader sees it
        const shown = start.body.replaceAll("<!-- -->", "");
        expect(shown).toMatch(
          /<li data-done="no"><strong>Missing:<\/strong> Company details — missing on Aurora Slovenija\. <a [^>]*href="\/admin\/settings\/asi">/,
        );
        expect(shown).toContain('<li data-done="yes"><strong>Done:</strong> First products</li>');
        expect((await get(base, "/admin", manager)).body).not.toContain("Setting up the shop");
      } finally {
        await db.updateTable("storefront").set({ company }).where("department", "=", "asi").execute();
      }
    });
  });
}
