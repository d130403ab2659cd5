import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { registerCustomer } from "~/services/customers.server";
import { startAuthSession } from "~/services/sessions.server";
import { request } from "../support/http";

// Delivery addresses in the profile, as POST forms on /profile (intents
// address-save, address-delete, address-default) — against the real server on SQLite and,
// when configured, PostgreSQL. A customer never reads nor changes another's address.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";

const good = { firstName: "Ana", lastName: "Novak", street: "Slovenska cesta 1", postcode: "1000", city: "Ljubljana", country: "SI", phone: "" };

for (const server of inject("servers")) {
  describe(`profile addresses on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;

    beforeAll(() => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => close());

    /** A customer made straight in the database (no registration limit), logged in by cookie. */
    async function customer() {
      const created = await registerCustomer(db, {
        email: `addresses-${randomBytes(5).toString("hex")}@example.com`,
        password: "Zelena-jabolka-7",
        firstName: "Ana",
        lastName: "Novak",
        newsletter: false,
        department: "su",
      });
      const { token } = await startAuthSession(db, created!.id, null);
      return { id: created!.id, cookie: `auth_token=${token}` };
    }

    const get = (p: string, cookie?: string, host = SI) => request(server.baseUrl, p, { host, headers: cookie ? { Cookie: cookie } : {} });
    const post = (fields: Record<string, string>, cookie?: string, options: { host?: string; path?: string; origin?: string } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? `http://${host}` };
      if (cookie) headers.Cookie = cookie;
      return request(server.baseUrl, options.path ?? "/profile", { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };
    const rows = (customerId: number) => db.selectFrom("customer_address").selectAll().where("customer_id", "=", customerId).orderBy("id").execute();

    it("adds, lists, edits, makes default and deletes an address", async () => {
      const { id, cookie } = await customer();
      const empty = await get("/profile", cookie);
      expect(empty.status).toBe(200);
      expect(empty.body).toContain("Shranjenih naslovov še nimate");

      // add: the first address becomes the default
      const added = await post({ intent: "address-save", ...good, phone: "+386 41 123 456" }, cookie);
      expect(added.status).toBe(302);
      expect(added.headers.location).toBe("/profile?address=saved#addresses");
      let stored = await rows(id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ street: "Slovenska cesta 1", postcode: "1000", country: "SI", phone: "+386 41 123 456", is_default: 1 });
      const first = stored[0]!.id;

      // a second one, in Czechia: the postcode is stored in its usual shape
      await post({ intent: "address-save", ...good, street: "Václavské náměstí 1", postcode: "11000", city: "Praha", country: "CZ" }, cookie);
      stored = await rows(id);
      expect(stored).toHaveLength(2);
      expect(stored[1]).toMatchObject({ postcode: "110 00", is_default: 0, phone: null });
      const second = stored[1]!.id;

      const listed = await get("/profile?address=saved", cookie);
      expect(listed.body).toContain("Naslov je shranjen.");
      expect(listed.body).toContain("Slovenska cesta 1");
      expect(listed.body).toContain("110 00 Praha");
      expect(listed.body).toContain("Češka");
      expect(listed.body).toContain("Privzeti naslov");

      // the edit link fills the form with the address
      const editing = await get(`/profile?editAddress=${second}`, cookie);
      expect(editing.body).toContain("Uredi naslov");
      expect(editing.body).toContain(`name="addressId" value="${second}"`);
      expect(editing.body).toMatch(/value="Václavské náměstí 1"/);

      const edited = await post(
        { intent: "address-save", addressId: String(second), ...good, street: "Na Příkopě 5", postcode: "110 00", city: "Praha", country: "CZ" },
        cookie,
      );
      expect(edited.status).toBe(302);
      expect((await rows(id))[1]).toMatchObject({ street: "Na Příkopě 5", postcode: "110 00" });

      // default moves: exactly one default
      const made = await post({ intent: "address-default", addressId: String(second) }, cookie);
      expect(made.headers.location).toBe("/profile?address=default#addresses");
      stored = await rows(id);
      expect(stored.map((r) => r.is_default)).toEqual([0, 1]);

      // deleting the default hands the mark to the one left
      const deleted = await post({ intent: "address-delete", addressId: String(second) }, cookie);
      expect(deleted.headers.location).toBe("/profile?address=deleted#addresses");
      stored = await rows(id);
      expect(stored.map((r) => [r.id, r.is_default])).toEqual([[first, 1]]);
      expect((await get("/profile?address=deleted", cookie)).body).toContain("Naslov je izbrisan.");
    });

    it("keeps the prefix of a prefixed storefront and speaks its language", async () => {
      const { cookie } = await customer();
      const res = await post({ intent: "address-save", ...good, country: "HU", postcode: "1051", city: "Budapest" }, cookie, { host: EU, path: "/hu/profile" });
      expect(res.headers.location).toBe("/hu/profile?address=saved#addresses");
      const page = await get("/hu/profile", cookie, EU);
      expect(page.body).toContain("Magyarország");
      expect(page.body).toContain("Alapértelmezett cím");
    });

    it("refuses another customer's address with a 404 and changes nothing", async () => {
      const owner = await customer();
      const other = await customer();
      await post({ intent: "address-save", ...good }, owner.cookie);
      await post({ intent: "address-save", ...good, street: "Druga ulica 2" }, owner.cookie);
      const before = await rows(owner.id);
      const target = String(before[1]!.id);

      for (const fields of [
        { intent: "address-save", addressId: target, ...good, street: "Stolen street 1" },
        { intent: "address-default", addressId: target },
        { intent: "address-delete", addressId: target },
      ]) {
        const res = await post(fields, other.cookie);
        expect(res.status, fields.intent).toBe(404);
      }
      // nor can it be opened for editing
      const page = await get(`/profile?editAddress=${target}`, other.cookie);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain("Druga ulica 2");
      expect(await rows(owner.id)).toEqual(before);
      expect(await rows(other.id)).toEqual([]);
    });

    it("sends a guest to login and refuses cross-site posts", async () => {
      const guest = await post({ intent: "address-save", ...good });
      expect(guest.status).toBe(302);
      expect(guest.headers.location).toBe("/login?redirectTo=%2Fprofile");
      const { id, cookie } = await customer();
      const crossSite = await post({ intent: "address-save", ...good }, cookie, { origin: "http://evil.example" });
      expect(crossSite.status).toBeGreaterThanOrEqual(400);
      expect(crossSite.status).toBeLessThan(500);
      expect(await rows(id)).toEqual([]);
    });

    describe("bad input: a form with messages (or a 4xx), never a 5xx, nothing stored", () => {
      const formCases: [string, Record<string, string>, string[]][] = [
        [
          "empty form",
          { intent: "address-save" },
          [
            "Vnesite ime.",
            "Vnesite priimek.",
            "Vnesite ulico in hišno številko.",
            "Vnesite veljavno poštno številko",
            "Vnesite kraj.",
            "Izberite državo s seznama.",
          ],
        ],
        ["blank names", { ...good, firstName: "   ", lastName: "" }, ["Vnesite ime.", "Vnesite priimek."]],
        ["long name", { ...good, firstName: "A".repeat(101) }, ["Ime ima lahko največ 100 znakov."]],
        ["long street", { ...good, street: "S".repeat(121) }, ["Ulica ima lahko največ 120 znakov."]],
        ["long city", { ...good, city: "C".repeat(81) }, ["Kraj ima lahko največ 80 znakov."]],
        ["country not served", { ...good, country: "US" }, ["Izberite državo s seznama."]],
        ["postcode of another country", { ...good, postcode: "10000" }, ["Vnesite veljavno poštno številko"]],
        ["postcode letters", { ...good, country: "DE", postcode: "ABCDE" }, ["Vnesite veljavno poštno številko"]],
        ["phone words", { ...good, phone: "call me maybe" }, ["Vnesite veljavno telefonsko številko"]],
        ["phone too short", { ...good, phone: "123" }, ["Vnesite veljavno telefonsko številko"]],
      ];

      it.each(formCases)("%s", async (_label, fields, messages) => {
        const { id, cookie } = await customer();
        const res = await post({ intent: "address-save", ...fields }, cookie);
        expect(res.status).toBe(400);
        expect(res.body).toContain('class="account-errors"');
        for (const message of messages) expect(res.body).toContain(message);
        // what was typed stays in the form
        if (fields.street) expect(res.body).toContain(`value="${fields.street}"`);
        expect(await rows(id)).toEqual([]);
      });

      const refused: [string, Record<string, string>][] = [
        ["save with a non-numeric id", { intent: "address-save", addressId: "abc", ...good }],
        ["save with a negative id", { intent: "address-save", addressId: "-1", ...good }],
        ["save with an unknown id", { intent: "address-save", addressId: "2147483000", ...good }],
        ["delete without id", { intent: "address-delete" }],
        ["delete with id 0", { intent: "address-delete", addressId: "0" }],
        ["delete with a huge id", { intent: "address-delete", addressId: "99999999999999999999" }],
        ["delete with an unknown id", { intent: "address-delete", addressId: "2147483000" }],
        ["default with text", { intent: "address-default", addressId: "1 OR 1=1" }],
        ["default with a fraction", { intent: "address-default", addressId: "1.5" }],
        ["unknown intent", { intent: "address-steal", addressId: "1" }],
      ];

      it.each(refused)("%s -> 4xx", async (_label, fields) => {
        const { id, cookie } = await customer();
        await post({ intent: "address-save", ...good }, cookie);
        const before = await rows(id);
        const res = await post(fields, cookie);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(await rows(id)).toEqual(before);
      });

      it("ignores a bad ?editAddress= on the page", async () => {
        const { cookie } = await customer();
        for (const value of ["abc", "-1", "0", "1e3", "99999999999999"]) {
          const res = await get(`/profile?editAddress=${value}`, cookie);
          expect(res.status, value).toBe(200);
          expect(res.body).toContain("Dodaj naslov");
        }
      });

      it("stops at 20 addresses with a message", async () => {
        const { id, cookie } = await customer();
        await db
          .insertInto("customer_address")
          .values(
            Array.from({ length: 20 }, (_, i) => ({
              customer_id: id,
              first_name: "Ana",
              last_name: "Novak",
              street: `Ulica ${i + 1}`,
              postcode: "1000",
              city: "Ljubljana",
              country: "SI",
              phone: null,
              is_default: i === 0 ? 1 : 0,
              created_at: new Date().toISOString(),
              updated_at: new Date().toISOString(),
            })),
          )
          .execute();
        const res = await post({ intent: "address-save", ...good }, cookie);
        expect(res.status).toBe(409);
        expect(res.body).toContain("Shranite lahko največ 20 naslovov.");
        expect(await rows(id)).toHaveLength(20);
      });
    });
  });
}
