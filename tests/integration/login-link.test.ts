import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { hashToken, issueToken } from "~/services/sessions.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { cookieValue, publicOrigin, request } from "../support/http";
import { readOutbox, waitForLink } from "../support/outbox";
import { openFromAnotherSite } from "../support/token-links";

// Sign-in links end to end (spec §2 token links, §7 fetchUserFromLink): the login page mails a
// link carrying ?auth_token= (same answer for unknown addresses), the link signs in once within
// 15 minutes, the JSON API exchanges such a token for a session, and a browser that already
// has a session is asked first instead of being switched silently.

const SI = "si.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

for (const server of inject("servers")) {
  describe(`sign-in links on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const outbox = path.join(server.dataDir, "outbox");
    const get = (p: string, headers: Record<string, string> = {}) => request(server.baseUrl, p, { host: SI, headers });
    const postForm = (p: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request(server.baseUrl, p, {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${SI}`, ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const askForLink = (email: string) => postForm("/login", { intent: "link", email });

    beforeAll(() => {
      ({ db, close } = openDatabase(server.databaseUrl));
    });
    afterAll(() => close());

    it("the login page offers the form without JavaScript; known and unknown addresses get the same answer, only an account gets mail", async () => {
      const page = await get("/login");
      expect(page.body).toContain('name="intent" value="link"');
      const customer = await createCustomer(db, { email: uniqueEmail("link-known"), password: PASSWORD, firstName: "Lina", lastName: "Link" });
      const unknown = uniqueEmail("link-unknown");
      const known = await askForLink(customer.email);
      const stranger = await askForLink(unknown);
      expect(known.status).toBe(303);
      expect([stranger.status, stranger.headers.location]).toEqual([known.status, known.headers.location]);
      expect(known.headers.location).toBe("/login?linkSent=1");
      expect((await get("/login?linkSent=1")).body).toContain("Če za ta naslov obstaja račun");
      const { mail, url } = await waitForLink(outbox, customer.email, "auth_token=");
      expect(mail.subject).toContain("prijavo");
      expect(url.hostname).toBe(SI);
      expect(url.pathname).toBe("/profile");
      expect(readOutbox(outbox).some((m) => m.to.includes(unknown))).toBe(false);
    });

    it("a bad address re-renders the form with a message and sends nothing", async () => {
      const res = await askForLink("not-an-address");
      expect(res.status).toBe(400);
      expect(res.body).toContain('id="link-errors"');
    });

    it("the link signs in a browser without a session once; a second use and an expired link do nothing", async () => {
      const customer = await createCustomer(db, { email: uniqueEmail("link-use"), password: PASSWORD, firstName: "Uma", lastName: "Use" });
      await askForLink(customer.email);
      const { url } = await waitForLink(outbox, customer.email, "auth_token=");
      // opened from a mail client or web mail: another site, so through the shop's same-site hop
      const { decided: opened } = await openFromAnotherSite(server.baseUrl, SI, url.pathname + url.search);
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe("/profile");
      const auth = cookieValue(opened, "auth_token");
      expect(auth).toBeDefined();
      const profile = await get("/profile", { cookie: `auth_token=${auth}` });
      expect(profile.status).toBe(200);
      expect(profile.body).toContain(customer.email);

      const { decided: again } = await openFromAnotherSite(server.baseUrl, SI, url.pathname + url.search);
      expect(cookieValue(again, "auth_token")).toBeUndefined();

      const mailsBefore = readOutbox(outbox).filter((m) => m.to.includes(customer.email)).length;
      await askForLink(customer.email);
      await expect.poll(() => readOutbox(outbox).filter((m) => m.to.includes(customer.email)).length).toBe(mailsBefore + 1);
      const second = await waitForLink(outbox, customer.email, "auth_token=");
      const token = second.url.searchParams.get("auth_token")!;
      expect(token).not.toBe(url.searchParams.get("auth_token"));
      // 16 minutes later: the link has expired
      await db
        .updateTable("link_token")
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where("token_hash", "=", hashToken(token))
        .execute();
      expect(cookieValue((await openFromAnotherSite(server.baseUrl, SI, `/profile?auth_token=${token}`)).decided, "auth_token")).toBeUndefined();
    });

    it("the link expires 15 minutes after it was sent", async () => {
      const customer = await createCustomer(db, { email: uniqueEmail("link-ttl"), password: PASSWORD, firstName: "Tea", lastName: "Ttl" });
      await askForLink(customer.email);
      const { url } = await waitForLink(outbox, customer.email, "auth_token=");
      const row = await db
        .selectFrom("link_token")
        .select(["created_at", "expires_at", "purpose"])
        .where("token_hash", "=", hashToken(url.searchParams.get("auth_token")!))
        .executeTakeFirstOrThrow();
      expect(row.purpose).toBe("login");
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(15 * 60_000);
    });

    it("fetchUserFromLink with the mailed token as bearer answers success, the user and a session token, once", async () => {
      const customer = await createCustomer(db, { email: uniqueEmail("link-api"), password: PASSWORD, firstName: "Ana", lastName: "Api" });
      await askForLink(customer.email);
      const { url } = await waitForLink(outbox, customer.email, "auth_token=");
      const bearer = { authorization: `Bearer ${url.searchParams.get("auth_token")}` };
      const res = await request(server.baseUrl, "/api/user/fetchUserFromLink?department=su", { host: SI, headers: bearer });
      expect(res.status).toBe(200);
      const body = res.json<{ success: boolean; token: string; user: { type: string; email: string } }>();
      expect(body.success).toBe(true);
      expect(body.user).toMatchObject({ type: "auth", email: customer.email });
      const me = await request(server.baseUrl, "/api/user/fetchUser?department=su", { host: SI, headers: { authorization: `Bearer ${body.token}` } });
      expect(me.json<{ user: { email: string } }>().user.email).toBe(customer.email);
      const replay = await request(server.baseUrl, "/api/user/fetchUserFromLink?department=su", { host: SI, headers: bearer });
      expect(replay.status).toBe(401);
      expect(replay.json<{ success: boolean }>().success).toBe(false);
    });

    it("a browser with a session of its own is asked first; choosing to sign in brings its guest cart along", async () => {
      const customer = await createCustomer(db, { email: uniqueEmail("link-ask"), password: PASSWORD, firstName: "Ida", lastName: "Ask" });
      const guest = await issueToken(db, "guest", null);
      const product = await db.selectFrom("product_stock").select("product_id").where("qty", ">", 50).orderBy("product_id").executeTakeFirstOrThrow();
      const added = await postForm("/cart", { intent: "add", productId: String(product.product_id), qty: "1" }, { cookie: `guest_token=${guest.token}` });
      expect(added.status).toBe(303);

      await askForLink(customer.email);
      const { url } = await waitForLink(outbox, customer.email, "auth_token=");
      const token = url.searchParams.get("auth_token")!;
      const { decided: opened } = await openFromAnotherSite(server.baseUrl, SI, url.pathname + url.search, `guest_token=${guest.token}`);
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe(`/login?link=${token}&redirectTo=%2Fprofile`);
      expect(cookieValue(opened, "auth_token")).toBeUndefined();
      // the question names the account; the link is still unused
      const ask = await get(opened.headers.location!, { cookie: `guest_token=${guest.token}` });
      expect(ask.status).toBe(200);
      expect(ask.body).toContain(`Prijava kot ${customer.email}?`);
      expect(ask.body).toContain('name="intent" value="use-link"');

      const chosen = await postForm("/login", { intent: "use-link", token, redirectTo: "/profile" }, { cookie: `guest_token=${guest.token}` });
      expect(chosen.status).toBe(303);
      expect(chosen.headers.location).toBe("/profile");
      const auth = cookieValue(chosen, "auth_token")!;
      const cart = await request(server.baseUrl, "/api/user/fetchUser?department=su", { host: SI, headers: { authorization: `Bearer ${auth}` } });
      expect(cart.json<{ user: { email: string } }>().user.email).toBe(customer.email);
      const cartPage = await get("/cart", { cookie: `auth_token=${auth}` });
      expect(cartPage.body).toContain(`data-product-id="${product.product_id}"`);

      // used once: the question is not asked again
      const replay = await postForm("/login", { intent: "use-link", token }, { cookie: `guest_token=${guest.token}` });
      expect(replay.headers.location).toBe("/login?link=used");
      expect(cookieValue(replay, "auth_token")).toBeUndefined();
      expect((await get("/login?link=used")).body).toContain("Ta povezava ni veljavna");
    });

    it("a link asked for under a forged Host is mailed on the default storefront's configured domain", async () => {
      const customer = await createCustomer(db, { email: uniqueEmail("link-forged-host"), password: PASSWORD, firstName: "Hana", lastName: "Host" });
      const res = await request(server.baseUrl, "/login", {
        host: "attacker.example",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://attacker.example", "X-Forwarded-Host": "attacker.example" },
        body: new URLSearchParams({ intent: "link", email: customer.email }).toString(),
      });
      expect(res.status).toBe(303);
      const { mail, url } = await waitForLink(outbox, customer.email, "auth_token=");
      expect(url.origin).toBe(publicOrigin(server.baseUrl, SI));
      expect(mail.text).not.toContain("attacker.example");
    });

    it("a forged redirectTo beside a good link stays on this site", async () => {
      for (const redirectTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
        const customer = await createCustomer(db, { email: uniqueEmail("link-forged-redirect"), password: PASSWORD, firstName: "Rok", lastName: "Redirect" });
        await askForLink(customer.email);
        const { url } = await waitForLink(outbox, customer.email, "auth_token=");
        const res = await postForm("/login", { intent: "use-link", token: url.searchParams.get("auth_token")!, redirectTo });
        expect(res.status, redirectTo).toBe(303);
        expect(cookieValue(res, "auth_token"), redirectTo).toBeDefined();
        const location = res.headers.location ?? "";
        expect(location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\"), `${redirectTo} -> ${location}`).toBe(true);
        expect(location).not.toContain("evil.example");
      }
    });

    it("a body that is not a form gets 400 from every account form, never a 5xx", async () => {
      for (const path of ["/login", "/forgotten-password", "/password-reset", "/verify", "/profile", "/wishlist", "/consent"]) {
        const res = await request(server.baseUrl, path, {
          host: SI,
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=nope", Origin: `http://${SI}` },
          body: "this is not multipart",
        });
        // the profile first sends a visitor without a session to the login page
        expect(path === "/profile" ? [302, 400] : [400], `${path}: ${res.status}`).toContain(res.status);
      }
    });

    it("a forged or foreign token in the form signs nobody in", async () => {
      for (const token of ["", "x", "A".repeat(43), "../../etc"]) {
        const res = await postForm("/login", { intent: "use-link", token });
        expect(res.status, token).toBe(303);
        expect(cookieValue(res, "auth_token"), token).toBeUndefined();
      }
    });
  });
}
