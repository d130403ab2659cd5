import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { listAudit } from "~/services/audit-log.server";
import { ossRegistered } from "~/services/vat.server";
import { request } from "../support/http";
import { ADMIN, ADMIN_ORIGIN, createStaff, get, post, signIn } from "../support/staff";
import { htmlErrors } from "../support/vnu";

// README "VAT rates and the One-Stop Shop" and "Tax classes" over HTTP, as the back office's
// forms post them, on SQLite and, with TEST_DATABASE_URL, PostgreSQL: an owner sees each
// country's rates of today, adds one from a later day and sees it as upcoming while today's still
// holds; a wrong rate, country or day is the form again with its message and nothing saved; the
// One-Stop Shop switch saves and is audited; a manager is refused; a product's tax class is saved
// by its form and by the catalogue file, a bad one refused at its field or row. The rates and the
// switch are put back as they were at the end.

type CsvRow = Record<string, string>;

/** A browser's multipart post of one catalogue file to the import page. */
function upload(baseUrl: string, cookie: string, name: string, content: string) {
  const boundary = `----vat${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return request(baseUrl, "/admin/catalogue", {
    host: ADMIN,
    method: "POST",
    headers: { ...ADMIN_ORIGIN, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(body.length), Cookie: cookie },
    body,
  });
}

/** The text of the rates table's row of a country, tags removed. */
const countryRow = (html: string, country: string) => {
  const match = new RegExp(`<tr data-country="${country}">([\\s\\S]*?)</tr>`).exec(html);
  return match
    ? match[1]
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
    : null;
};

for (const server of inject("servers")) {
  describe(`the VAT room and tax classes on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let owner: string;
    let ownerEmail: string;
    let manager: string;
    let ossBefore: boolean;
    const base = server.baseUrl;
    const tag = `v${randomBytes(3).toString("hex")}`;
    // a day no other test names, far enough ahead to be upcoming for the life of this test
    const future = `2090-0${1 + (parseInt(tag.slice(1, 3), 16) % 9)}-1${parseInt(tag.slice(3, 5), 16) % 10}`;
    const seen: { label: string; html: string }[] = [];
    const room = (cookie = owner) => get(base, "/admin/settings/vat", cookie);
    const addRate = (fields: Record<string, string>, cookie = owner) => post(base, "/admin/settings/vat", { intent: "rate", ...fields }, cookie);
    const rateRows = () => db.selectFrom("vat_rate").select(["country", "tax_class", "rate", "valid_from"]).orderBy("id").execute();
    const taxClassOf = async (sku: string) => (await db.selectFrom("product").select("tax_class").where("sku", "=", sku).executeTakeFirstOrThrow()).tax_class;

    beforeAll(async () => {
      ({ db, close } = openDatabase(server.databaseUrl));
      const o = await createStaff(db, "owner", "vat");
      ownerEmail = o.email;
      owner = (await signIn(base, db, o.email)).cookie;
      manager = (await signIn(base, db, (await createStaff(db, "manager", "vat")).email)).cookie;
      ossBefore = await ossRegistered(db);
    }, 60_000);
    afterAll(async () => {
      // the switch back through its form; the rates of the far-off day this test added, removed
      if (ossBefore !== undefined)
        expect((await post(base, "/admin/settings/vat", { intent: "oss", ...(ossBefore ? { oss: "on" } : {}) }, owner)).status).toBe(302);
      await db.deleteFrom("vat_rate").where("valid_from", "=", future).execute();
      expect(await htmlErrors(seen)).toEqual([]);
      await close();
    });

    it("shows an owner each country's rates of today, and is linked from the settings and the navigation", async () => {
      const page = await room();
      expect(page.status).toBe(200);
      seen.push({ label: "VAT room", html: page.body });
      expect(countryRow(page.body, "SI")).toContain("Slovenia (SI) 22 % 9,5 % 5 % 0 %");
      expect(countryRow(page.body, "AT")).toContain("Austria (AT) 20 % 10 % 10 % (no rate of its own) 0 %");
      expect(countryRow(page.body, "DE")).toContain("Germany (DE) 19 % 7 %");
      expect((await get(base, "/admin/settings", owner)).body).toContain('href="/admin/settings/vat"');
      expect((await get(base, "/admin", owner)).body).toContain('href="/admin/settings/vat"');
    });

    it("adds a rate from a later day: it is listed as upcoming, today's rate still shows, the audit names it", async () => {
      const before = (await listAudit(db, { kind: "vat.rate.add" })).length;
      const saved = await addRate({ country: "HR", tax_class: "reduced", rate: "9.5", valid_from: future });
      expect(saved.status, saved.body.slice(0, 300)).toBe(302);
      expect(decodeURIComponent(saved.headers.location!)).toContain("Saved: Croatia, reduced: 9,5 % from");
      const page = await room();
      const hr = countryRow(page.body, "HR")!;
      expect(hr).toContain("Croatia (HR) 25 % 13 % 5 % 0 %");
      const [year, month, day] = future.split("-").map(Number);
      const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
      expect(hr).toContain(`Reduced 9,5 % from ${day} ${months[month - 1]} ${year}`);
      expect(await listAudit(db, { kind: "vat.rate.add" })).toHaveLength(before + 1);
      const [audit] = await listAudit(db, { kind: "vat.rate.add", subject: `vat_rate:HR/reduced/${future}` });
      expect(audit).toMatchObject({ actor: ownerEmail, before: null, after: { country: "HR", taxClass: "reduced", rate: 950, validFrom: future } });

      // a country the shop kept no rates for is listed once it has one
      expect((await addRate({ country: "FR", tax_class: "standard", rate: "20", valid_from: future })).status).toBe(302);
      const fr = countryRow((await room()).body, "FR")!;
      expect(fr).toContain("France (FR) no rates");
      expect(fr).toContain("Standard 20 % from");

      // the same country, class and day again replaces the rate, and says what it was
      const replaced = await addRate({ country: "HR", tax_class: "reduced", rate: "10,25", valid_from: future });
      expect(decodeURIComponent(replaced.headers.location!)).toContain("10,25 % from");
      expect(decodeURIComponent(replaced.headers.location!)).toContain("(it was 9,5 %)");
      const hrRows = (await rateRows()).filter((r) => r.country === "HR" && r.valid_from === future);
      expect(hrRows).toEqual([{ country: "HR", tax_class: "reduced", rate: 1025, valid_from: future }]);
      expect(await listAudit(db, { kind: "vat.rate.replace", subject: `vat_rate:HR/reduced/${future}` })).toHaveLength(1);
    });

    it("refuses a wrong rate, country or day: the form again (400) with the message at the field, nothing saved", async () => {
      const rates = await rateRows();
      const audits = async () => (await listAudit(db, { kind: "vat.rate.add" })).length + (await listAudit(db, { kind: "vat.rate.replace" })).length;
      const auditsBefore = await audits();
      const cases: [Record<string, string>, string, string][] = [
        [{ rate: "abc" }, "rate", "Type the rate in percent, from 0 to 50, with at most two decimals"],
        [{ rate: "60" }, "rate", "Type the rate in percent, from 0 to 50, with at most two decimals"],
        [{ country: "xx1" }, "country", "Type the country&#x27;s two capital letters (ISO 3166-1)"],
        [{ valid_from: "2026-13-40" }, "valid_from", "Choose the day the rate holds from (YYYY-MM-DD)."],
        [{ tax_class: "luxury" }, "tax_class", "Choose one of the tax classes."],
      ];
      for (const [wrong, field, message] of cases) {
        const res = await addRate({ country: "SI", tax_class: "standard", rate: "21", valid_from: future, ...wrong });
        expect(res.status, JSON.stringify(wrong)).toBe(400);
        // the message at its field, tied to the control, and what was typed back in the form
        expect(res.body).toContain(`<p class="admin-field-error" id="f-${field}-error">${message}`);
        expect(res.body).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`));
        if (field === "rate") expect(res.body).toContain(`value="${wrong.rate}"`);
        seen.push({ label: `refused ${field}`, html: res.body });
      }
      expect(await rateRows()).toEqual(rates);
      expect(await audits()).toBe(auditsBefore);
    });

    it("saves the One-Stop Shop switch and audits it; the same state again changes nothing", async () => {
      const audits = (await listAudit(db, { kind: "vat.oss" })).length;
      const off = await post(base, "/admin/settings/vat", { intent: "oss" }, owner);
      expect(off.status).toBe(302);
      expect(await ossRegistered(db)).toBe(false);
      expect((await db.selectFrom("setting").select("value").where("name", "=", "vat.oss").executeTakeFirstOrThrow()).value).toBe("false");
      expect((await room()).body).toContain("Not registered: every sale carries the VAT of the seller");

      const on = await post(base, "/admin/settings/vat", { intent: "oss", oss: "on" }, owner);
      expect(decodeURIComponent(on.headers.location!)).toContain("Saved: the shop is registered for the One-Stop Shop.");
      expect(await ossRegistered(db)).toBe(true);
      const page = (await room()).body;
      expect(page).toMatch(/<input type="checkbox" name="oss"[^>]*checked=""/);
      const again = await post(base, "/admin/settings/vat", { intent: "oss", oss: "on" }, owner);
      expect(decodeURIComponent(again.headers.location!)).toContain("Nothing changed");

      const rows = await listAudit(db, { kind: "vat.oss" });
      expect(rows).toHaveLength(audits + 2);
      expect(rows[0]).toMatchObject({ actor: ownerEmail, subject: "setting:vat.oss", before: { registered: false }, after: { registered: true } });
    });

    it("refuses a manager (no settings.manage) to read or write the room, and changes nothing", async () => {
      const rates = await rateRows();
      const oss = await ossRegistered(db);
      expect((await room(manager)).status).toBe(403);
      expect((await addRate({ country: "SI", tax_class: "standard", rate: "5", valid_from: future }, manager)).status).toBe(403);
      expect((await post(base, "/admin/settings/vat", { intent: "oss", ...(oss ? {} : { oss: "on" }) }, manager)).status).toBe(403);
      expect(await rateRows()).toEqual(rates);
      expect(await ossRegistered(db)).toBe(oss);
      // the navigation shows a manager no way in
      const start = await get(base, "/admin", manager);
      expect(start.status).toBe(200);
      expect(start.body).not.toContain('href="/admin/settings/vat"');
    });

    describe("a product's tax class", () => {
      const sku = `VAT-${tag}`.toUpperCase();
      let id: number;
      let languages: string[];
      let fields: Record<string, string>;

      beforeAll(async () => {
        languages = (await db.selectFrom("storefront").select("iso").distinct().execute()).map((r) => r.iso);
        fields = { intent: "save", sku, price: "14.20", stock_LJ: "2" };
        for (const lang of languages) fields[`name_${lang}`] = `Davčni čaj ${tag} ${lang}`;
      });

      it("a new product is standard; the form saves another class, shows it, and refuses one that is not a class", async () => {
        const created = await post(base, "/admin/products/new", fields, owner);
        expect(created.status, created.body.slice(0, 300)).toBe(302);
        id = Number(/\/admin\/products\/(\d+)/.exec(created.headers.location!)![1]);
        expect(await taxClassOf(sku)).toBe("standard");

        const form = await get(base, `/admin/products/${id}`, owner);
        expect(form.body).toMatch(/<select id="f-tax_class" name="tax_class"[^>]*>[\s\S]*<option value="standard" selected="">Standard<\/option>/);
        // stock is not a field of an existing product's form: the post's stock_LJ is left aside
        const edit = fields;
        const saved = await post(base, `/admin/products/${id}`, { ...edit, tax_class: "super_reduced" }, owner);
        expect(saved.status, saved.body.slice(0, 300)).toBe(302);
        expect(await taxClassOf(sku)).toBe("super_reduced");
        const shown = await get(base, `/admin/products/${id}`, owner);
        expect(shown.body).toContain('<option value="super_reduced" selected="">Super-reduced</option>');
        seen.push({ label: "product form", html: shown.body });
        const [audit] = await listAudit(db, { subject: `product:${id}`, kind: "product.update" });
        expect(audit).toMatchObject({ before: { tax_class: "standard" }, after: { tax_class: "super_reduced" } });

        const bad = await post(base, `/admin/products/${id}`, { ...edit, tax_class: "luxury", price: "99.00" }, owner);
        expect(bad.status).toBe(400);
        expect(bad.body).toContain('<p class="admin-field-error" id="f-tax_class-error">Bad tax class &quot;luxury&quot;');
        expect(await taxClassOf(sku)).toBe("super_reduced");
        expect((await db.selectFrom("product").select("regular_price").where("sku", "=", sku).executeTakeFirstOrThrow()).regular_price).toBe(1420);
      });

      it("the catalogue file sets it by its tax_class column, exports it, and reports a bad one at its row with nothing changed", async () => {
        const page = (p: string) => get(base, p, owner);
        const finished = async (job: number) => {
          await expect
            .poll(async () => (await page(`/admin/catalogue/jobs/${job}`)).body.match(/data-job-status="(\w+)"/)?.[1], { timeout: 20_000, interval: 200 })
            .toMatch(/^(done|refused|failed)$/);
          return page(`/admin/catalogue/jobs/${job}`);
        };
        const columns = ["sku", "price", "tax_class", ...languages.map((lang) => `name_${lang}`)];
        const file = (taxClass: string) => stringify([{ ...fields, tax_class: taxClass }], { header: true, columns });

        const dry = await upload(base, owner, `reduced-${tag}.csv`, file("reduced"));
        expect(dry.status, dry.body.slice(0, 300)).toBe(303);
        const job = Number(/\/admin\/catalogue\/jobs\/(\d+)$/.exec(dry.headers.location!)![1]);
        expect((await page(`/admin/catalogue/jobs/${job}`)).body).toContain("products: 0 to create, 1 to update, 0 unchanged");
        expect((await post(base, `/admin/catalogue/jobs/${job}`, { intent: "import" }, owner)).status).toBe(303);
        expect((await finished(job)).body).toContain("products: 0 created, 1 updated, 0 unchanged");
        expect(await taxClassOf(sku)).toBe("reduced");

        const exported = parse((await page("/admin/catalogue/export?file=csv")).body, { columns: true, bom: true }) as CsvRow[];
        expect(exported.find((r) => r.sku === sku)?.tax_class).toBe("reduced");
        expect(new Set(exported.map((r) => r.tax_class))).not.toContain(undefined);

        const bad = await upload(base, owner, `bad-${tag}.csv`, file("luxury"));
        expect(bad.status).toBe(303);
        const refused = await page(bad.headers.location!);
        expect(refused.body).toContain('data-job-status="refused"');
        expect(refused.body).toContain("row 2, column tax_class: bad tax class &quot;luxury&quot;");
        expect(await taxClassOf(sku)).toBe("reduced");
        await db.deleteFrom("catalogue_job").where("file_name", "like", `%${tag}%`).execute();
      });
    });
  });
}
