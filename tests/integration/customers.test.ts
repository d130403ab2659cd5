import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { createLinkToken } from "~/services/customers.server";
import { uniqueEmail } from "../support/customers";
import { type HttpResponse, request, setCookies } from "../support/http";
import { readOutbox, waitForLink } from "../support/outbox";

// Customer accounts: sessions and tokens (spec §4), roles (spec §6), login, registration, verification,
// password recovery, profile, wishlist and the Session/Wishlist calls of spec §7 — against the
// real server on SQLite and, when configured, PostgreSQL.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
/** The CSP nonce differs per response; everything else of two answers may be compared. */
const withoutNonce = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"cspNonce":"[^"]*"/g, "");

function cookieValue(res: HttpResponse, name: string) {
  const found = setCookies(res).find((c) => c.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1).split(";")[0] : undefined;
}

for (const server of inject("servers")) {
  describe(`customers on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    const outbox = path.join(server.dataDir, "outbox");

    beforeAll(() => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => close());

    const origin = (host: string) => `http://${host}`;
    const get = (p: string, options: { host?: string; cookie?: string; bearer?: string } = {}) =>
      request(server.baseUrl, p, {
        host: options.host ?? SI,
        headers: {
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
        },
      });
    /** A form post as a browser sends it: urlencoded, with the page's Origin. */
    const postForm = (p: string, fields: Record<string, string>, options: { host?: string; cookie?: string; origin?: string | null } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
      if (options.origin !== null) headers.Origin = options.origin ?? origin(host);
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, p, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };
    const api = (p: string, body: unknown, bearer?: string, method = "POST") =>
      request(server.baseUrl, p, {
        host: SI,
        method,
        headers: { "Content-Type": "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    async function registerByApi(email = uniqueEmail("api")) {
      const res = await api("/api/user/register", { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department: "su" });
      expect(res.status, res.body).toBe(201);
      return email;
    }

    async function loginByApi(email: string, password = PASSWORD, bearer?: string) {
      const res = await api("/api/user/login", { email, password, department: "su" }, bearer);
      return res;
    }

    async function tokenCount() {
      const row = await db
        .selectFrom("session_token")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    describe("pages", () => {
      it("shows the login and registration forms on /login, in the storefront language", async () => {
        const res = await get("/login");
        expect(res.status).toBe(200);
        expect(res.body).toContain('name="intent" value="login"');
        expect(res.body).toContain('name="intent" value="register"');
        expect(res.body).toContain("Prijava");
        const hu = await get("/hu/login", { host: EU });
        expect(hu.body).toContain("Bejelentkezés");
      });

      it("sends a guest from /profile to /login and back after (prefix kept)", async () => {
        const res = await get("/profile");
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe("/login?redirectTo=%2Fprofile");
        const hu = await get("/hu/profile", { host: EU });
        expect(hu.headers.location).toBe("/hu/login?redirectTo=%2Fhu%2Fprofile");
      });

      it("answers a verification or reset page without a valid link with 400 and a message", async () => {
        for (const p of ["/verify", "/verify?token=nope", "/password-reset", `/password-reset?token=${"a".repeat(43)}`]) {
          const res = await get(p);
          expect(res.status, p).toBe(400);
          expect(res.body, p).toContain("Ta povezava ni veljavna");
        }
      });

      it("issues no token and writes nothing on plain page views", async () => {
        const before = await tokenCount();
        for (const p of ["/", "/login", "/wishlist", "/forgotten-password", "/profile", "/verify"]) {
          const res = await get(p);
          expect(res.status, p).toBeLessThan(500);
          expect(setCookies(res), p).toEqual([]);
        }
        expect(await tokenCount()).toBe(before);
      });
    });

    describe("registration, verification and login (forms)", () => {
      it("registers, logs in with a secure cookie, mails a verification link that works once", async () => {
        const email = uniqueEmail("form");
        const res = await postForm("/login", { intent: "register", email, password: PASSWORD, firstName: "Ana", lastName: "Novak", newsletter: "on" });
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe("/profile?registered=1");
        const authCookie = setCookies(res).find((c) => c.startsWith("auth_token="))!;
        // DESIGN.md: Secure, SameSite=Strict, HttpOnly, Path=/, Max-Age=31556926 (spec §9)
        for (const part of ["Secure", "SameSite=Strict", "HttpOnly", "Path=/", "Max-Age=31556926"]) expect(authCookie).toContain(part);
        const token = cookieValue(res, "auth_token")!;
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

        // only the hash is stored
        const stored = await db.selectFrom("session_token").select(["token_hash", "type"]).where("token_hash", "=", sha256(token)).executeTakeFirst();
        expect(stored?.type).toBe("auth");
        expect(await db.selectFrom("session_token").select("id").where("token_hash", "=", token).executeTakeFirst()).toBeUndefined();

        const profile = await get("/profile?registered=1", { cookie: `auth_token=${token}` });
        expect(profile.status).toBe(200);
        expect(profile.body).toContain("Ana Novak");
        expect(profile.body).toContain(email);
        // the newsletter choice is kept with the words the registration form showed beside its box
        const consent = await db
          .selectFrom("newsletter_consent as n")
          .innerJoin("customer as c", "c.id", "n.customer_id")
          .select(["n.subscribed", "n.source", "n.lang", "n.text"])
          .where("c.email", "=", email)
          .execute();
        expect(consent).toEqual([{ subscribed: 1, source: "registration", lang: "sl", text: "Pošiljajte mi novice in ponudbe po e-pošti" }]);

        const { mail, url } = await waitForLink(outbox, email, "/verify?token=");
        expect(mail.subject).toContain("Potrdite svoj e-poštni naslov");
        const page = await get(url.pathname + url.search);
        expect(page.status).toBe(200);
        // opening the link changes nothing (mail scanners open links): the button confirms
        const customer = () => db.selectFrom("customer").select(["verified_at", "newsletter"]).where("email", "=", email).executeTakeFirstOrThrow();
        expect((await customer()).verified_at).toBeNull();
        const linkToken = url.searchParams.get("token")!;
        const confirmed = await postForm("/verify", { token: linkToken });
        expect(confirmed.status).toBe(302);
        expect(confirmed.headers.location).toBe("/verify?done=1");
        expect((await get("/verify?done=1")).body).toContain("e-poštni naslov je potrjen");
        expect((await customer()).verified_at).not.toBeNull();
        expect((await customer()).newsletter).toBe(1);
        const again = await postForm("/verify", { token: linkToken });
        expect(again.status).toBe(400);
      });

      it("renders every problem of a bad registration in the form, and creates nothing", async () => {
        const email = uniqueEmail("bad");
        const res = await postForm("/login", { intent: "register", email, password: "password123", firstName: "", lastName: "Novak" });
        expect(res.status).toBe(400);
        expect(res.body).toContain("To geslo je preveč pogosto");
        expect(res.body).toContain("Vnesite ime.");
        expect(res.body).toContain(`value="${email}"`);
        expect(await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
      });

      it("refuses a second account for the same address (any letter case)", async () => {
        const email = await registerByApi();
        const res = await postForm("/login", { intent: "register", email: email.toUpperCase(), password: PASSWORD, firstName: "B", lastName: "C" });
        expect(res.status).toBe(409);
        expect(res.body).toContain("Račun s tem e-poštnim naslovom že obstaja");
      });

      it("answers a wrong password and an unknown address alike (status and body)", async () => {
        const email = await registerByApi();
        const wrong = await postForm("/login", { intent: "login", email, password: "Wrong-password-1" });
        const unknownEmail = email.replace("@", "x@");
        const unknown = await postForm("/login", { intent: "login", email: unknownEmail, password: "Wrong-password-1" });
        expect(wrong.status).toBe(401);
        expect(unknown.status).toBe(401);
        expect(withoutNonce(wrong.body)).toBe(withoutNonce(unknown.body).replaceAll(unknownEmail, email));
        expect(wrong.body).toContain("E-poštni naslov ali geslo ni pravilno.");

        const apiWrong = await loginByApi(email, "Wrong-password-1");
        const apiUnknown = await loginByApi(unknownEmail, "Wrong-password-1");
        expect(apiWrong.status).toBe(401);
        expect(apiUnknown.status).toBe(apiWrong.status);
        expect(apiUnknown.body).toBe(apiWrong.body);
        expect(apiWrong.json()).toEqual({ success: false, errors: ["E-poštni naslov ali geslo ni pravilno."] });
      });

      it("logs in by form and goes back to a same-site redirectTo only", async () => {
        const email = await registerByApi();
        const res = await postForm("/login", { intent: "login", email, password: PASSWORD, redirectTo: "/wishlist" });
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe("/wishlist");
        const evil = await postForm("/login", { intent: "login", email, password: PASSWORD, redirectTo: "//evil.example/x" });
        expect(evil.headers.location).toBe("/profile");
        // a logged-in customer opening /login goes on to the profile
        const page = await get("/login", { cookie: `auth_token=${cookieValue(res, "auth_token")}` });
        expect(page.status).toBe(302);
        expect(page.headers.location).toBe("/profile");
      });

      it("refuses a form posted from another site, and changes nothing", async () => {
        const email = uniqueEmail("csrf");
        const res = await postForm(
          "/login",
          { intent: "register", email, password: PASSWORD, firstName: "A", lastName: "B" },
          { origin: "http://evil.example" },
        );
        expect(res.status).toBe(403);
        // a hidden origin ("null") counts only when Fetch Metadata says same-origin
        const hidden = (site: string) =>
          request(server.baseUrl, "/login", {
            host: SI,
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null", "Sec-Fetch-Site": site },
            body: new URLSearchParams({ intent: "register", email, password: PASSWORD, firstName: "A", lastName: "B" }).toString(),
          });
        expect((await hidden("cross-site")).status).toBe(403);
        expect((await hidden("same-site")).status).toBe(403);
        expect(await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
        expect((await hidden("same-origin")).status).toBe(302);
      });
    });

    describe("tokens (spec §4)", () => {
      it("clears a cookie whose token no longer resolves, silently", async () => {
        const res = await get("/", { cookie: `auth_token=${"A".repeat(43)}` });
        expect(res.status).toBe(200);
        const cleared = setCookies(res);
        expect(cleared.some((c) => c.startsWith("auth_token=;") && c.includes("Max-Age=0"))).toBe(true);
        expect(cleared.some((c) => c.startsWith("guest_token=;") && c.includes("Max-Age=0"))).toBe(true);
      });

      it("issues a guest token on the first wishlist add, and merges the guest's wishlist at login", async () => {
        const products = await db.selectFrom("product").select("id").orderBy("id").limit(3).execute();
        const [a, b, c] = products.map((p) => p.id);
        const email = await registerByApi();
        // the account already has b
        const auth = (await loginByApi(email)).json().token as string;
        expect((await api("/api/wishlist/addWishlistItems", { items: [b], department: "su" }, auth)).json().data.wishlist).toEqual([b]);

        const first = await postForm("/wishlist", { intent: "add", productId: String(a), redirectTo: "/izdelek" });
        expect(first.status).toBe(302);
        expect(first.headers.location).toBe("/izdelek");
        const guest = cookieValue(first, "guest_token")!;
        expect(guest).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const cookie = `guest_token=${guest}`;
        await postForm("/wishlist", { intent: "add", productId: String(b), redirectTo: "/wishlist" }, { cookie });
        await postForm("/wishlist", { intent: "add", productId: String(c), redirectTo: "/wishlist" }, { cookie });
        await postForm("/wishlist", { intent: "delete", productId: String(c), redirectTo: "/wishlist" }, { cookie });
        const page = await get("/wishlist", { cookie });
        expect(page.status).toBe(200);
        expect(page.body.match(/class="product-card"/g)?.length).toBe(2);

        const login = await postForm("/login", { intent: "login", email, password: PASSWORD }, { cookie });
        expect(login.status).toBe(302);
        // the guest token is replaced by the auth token
        expect(setCookies(login).some((c) => c.startsWith("guest_token=;") && c.includes("Max-Age=0"))).toBe(true);
        const newAuth = cookieValue(login, "auth_token")!;
        const user = (await get("/api/user/fetchUser?department=su", { bearer: newAuth })).json().user;
        expect(user.type).toBe("auth");
        expect([...user.wishlist].sort()).toEqual([a, b].sort());
        // the guest token is gone server-side
        expect((await get("/api/user/fetchUser?department=su", { bearer: guest })).status).toBe(401);
      });

      it("registerCheckout replaces the guest token with an auth token and keeps the guest's wishlist", async () => {
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        const [p1] = (await db.selectFrom("product").select("id").orderBy("id", "desc").limit(1).execute()).map((p) => p.id);
        await api("/api/wishlist/addWishlistItems", { items: [p1], department: "su" }, guest);
        const email = uniqueEmail("checkout");
        const res = await api("/api/user/registerCheckout", { email, password: PASSWORD, firstName: "Eva", lastName: "Kos", department: "su" }, guest);
        expect(res.status).toBe(201);
        const body = res.json();
        expect(body).toMatchObject({ success: true, user: { type: "auth", email, wishlist: [p1] } });
        expect(body.token).not.toBe(guest);
        expect((await get("/api/user/fetchUser?department=su", { bearer: guest })).status).toBe(401);
        await waitForLink(outbox, email, "/verify?token=");
      });

      it("logout ends the token server-side; mass logout ends every token of the customer", async () => {
        const email = await registerByApi();
        const one = (await loginByApi(email)).json().token as string;
        const two = (await loginByApi(email)).json().token as string;
        const three = (await loginByApi(email)).json().token as string;
        const out = await get("/api/user/logout?department=su", { bearer: one });
        expect(out.json()).toEqual({ success: true, errors: [] });
        const stale = await get("/api/user/fetchUser?department=su", { bearer: one });
        expect(stale.status).toBe(401);
        expect(stale.json().success).toBe(false);
        expect((await get("/api/user/fetchUser?department=su", { bearer: two })).status).toBe(200);

        expect((await get("/api/user/massLogout?department=su", { bearer: two })).json().success).toBe(true);
        for (const token of [two, three]) expect((await get("/api/user/fetchUser?department=su", { bearer: token })).json().success).toBe(false);
      });

      it("logs out by the profile's forms (this device, every device)", async () => {
        const email = await registerByApi();
        const here = (await loginByApi(email)).json().token as string;
        const elsewhere = (await loginByApi(email)).json().token as string;
        const res = await postForm("/profile", { intent: "logout" }, { cookie: `auth_token=${here}` });
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe("/login?loggedOut=1");
        expect(setCookies(res).some((c) => c.startsWith("auth_token=;"))).toBe(true);
        expect((await get("/api/user/fetchUser?department=su", { bearer: here })).status).toBe(401);
        expect((await get("/api/user/fetchUser?department=su", { bearer: elsewhere })).status).toBe(200);

        const third = (await loginByApi(email)).json().token as string;
        await postForm("/profile", { intent: "logoutEverywhere" }, { cookie: `auth_token=${third}` });
        for (const token of [third, elsewhere]) expect((await get("/api/user/fetchUser?department=su", { bearer: token })).status).toBe(401);
      });

      it("fetchUser is never cached; fetchGuestToken gives a guest", async () => {
        const guest = await get("/api/user/fetchGuestToken?department=su");
        expect(guest.status).toBe(200);
        const body = guest.json();
        expect(body.success).toBe(true);
        expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(body.user.type).toBe("guest");
        const user = await get("/api/user/fetchUser?department=su", { bearer: body.token });
        expect(user.json().user).toMatchObject({ type: "guest", wishlist: [] });
        expect(user.headers["cache-control"]).toContain("no-store");
        expect(user.headers["cache-control"]).toContain("no-cache");
        expect(user.headers.pragma).toBe("no-cache");
      });

      it("a link token identifies the user once (fetchUserFromLink), then never again", async () => {
        const email = await registerByApi();
        const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
        const link = await createLinkToken(db, customer.id, "login");
        const first = await get("/api/user/fetchUserFromLink?department=su", { bearer: link });
        expect(first.status).toBe(200);
        expect(first.json().user.email).toBe(email);
        expect(first.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect((await get("/api/user/fetchUserFromLink?department=su", { bearer: link })).status).toBe(401);
        // a verification link is not a login link
        const verify = await createLinkToken(db, customer.id, "verify");
        expect((await get("/api/user/fetchUserFromLink?department=su", { bearer: verify })).status).toBe(401);
      });
    });

    // a link opened from another site first goes through the same-site hop (security.test.ts,
    // "token links from another site"); these are the requests after it (Sec-Fetch-Site: same-origin)
    describe("token links (spec §2)", () => {
      const afterHop = (p: string) => request(server.baseUrl, p, { host: SI, headers: { "Sec-Fetch-Site": "same-origin" } });

      it("an auth_token link logs in once and is removed from the address", async () => {
        const email = await registerByApi();
        const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
        const link = await createLinkToken(db, customer.id, "login");
        const first = await afterHop(`/wishlist?auth_token=${link}&utm=mail&link_hop=1`);
        expect(first.status).toBe(302);
        expect(first.headers.location).toBe("/wishlist?utm=mail");
        const auth = cookieValue(first, "auth_token")!;
        expect((await get("/api/user/fetchUser?department=su", { bearer: auth })).json().user.email).toBe(email);
        const again = await afterHop(`/wishlist?auth_token=${link}`);
        expect(again.status).toBe(302);
        expect(again.headers.location).toBe("/wishlist");
        expect(cookieValue(again, "auth_token")).toBeUndefined();
      });

      it("a guest_token link is offered as a guest's cart and taken on the shopper's answer; a bad one is dropped", async () => {
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        const res = await afterHop(`/?guest_token=${guest}`);
        expect(res.headers.location).toBe(`/open-link?cart=${guest}&redirectTo=%2F`);
        expect(setCookies(res)).toEqual([]);
        const taken = await postForm("/open-link", { intent: "continue", token: guest, redirectTo: "/" });
        expect(taken.headers.location).toBe("/");
        expect(cookieValue(taken, "guest_token")).toBe(guest);
        const bad = await afterHop("/?guest_token=nonsense");
        expect(bad.status).toBe(302);
        expect(bad.headers.location).toBe("/");
        expect(setCookies(bad)).toEqual([]);
      });
    });

    describe("permissions (spec §6)", () => {
      it("only a guest may update the guest e-mail", async () => {
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        const ok = await api("/api/user/updateGuestEmail", { department: "su", email: "guest@example.com" }, guest);
        expect(ok.status).toBe(200);
        expect((await get("/api/user/fetchUser?department=su", { bearer: guest })).json().user.email).toBe("guest@example.com");

        const auth = (await loginByApi(await registerByApi())).json().token as string;
        const refused = await api("/api/user/updateGuestEmail", { department: "su", email: "other@example.com" }, auth);
        expect(refused.status).toBe(403);
        expect(refused.json().success).toBe(false);
        expect((await api("/api/user/updateGuestEmail", { department: "su", email: "x@example.com" })).status).toBe(401);
      });

      it("the newsletter choice belongs to a logged-in customer", async () => {
        const email = await registerByApi();
        const auth = (await loginByApi(email)).json().token as string;
        // spec §7 lists the call with its department only: that subscribes, with a message in the storefront's language
        const on = await get("/api/user/updateUserNewsletter?department=su", { bearer: auth });
        expect(on.json()).toMatchObject({ success: true, message: "Prijavljeni ste na naše e-novice.", newsletter: true });
        expect((await get("/api/user/fetchUser?department=su", { bearer: auth })).json().user.newsletter).toBe(true);
        const off = await get("/api/user/updateUserNewsletter?department=cen&newsletter=false", { bearer: auth });
        expect(off.json()).toMatchObject({ success: true, message: "You will no longer receive our newsletter.", newsletter: false });
        expect((await get("/api/user/fetchUser?department=su", { bearer: auth })).json().user.newsletter).toBe(false);
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        expect((await get("/api/user/updateUserNewsletter?department=su&newsletter=true", { bearer: guest })).status).toBe(403);
        // and by the profile's form
        await postForm("/profile", { intent: "newsletter", newsletter: "0" }, { cookie: `auth_token=${auth}` });
        expect((await get("/api/user/fetchUser?department=su", { bearer: auth })).json().user.newsletter).toBe(false);
      });

      it("a guest's token cannot reach the profile", async () => {
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        const res = await get("/profile", { cookie: `guest_token=${guest}` });
        expect(res.status).toBe(302);
        expect((await postForm("/profile", { intent: "logoutEverywhere" }, { cookie: `guest_token=${guest}` })).status).toBe(302);
      });
    });

    describe("password recovery", () => {
      it("answers the same for known and unknown addresses; the link works once and ends other sessions", async () => {
        const email = await registerByApi();
        const other = (await loginByApi(email)).json().token as string;
        const known = await postForm("/forgotten-password", { email });
        const unknown = await postForm("/forgotten-password", { email: uniqueEmail("nobody") });
        expect(known.status).toBe(302);
        expect(unknown.status).toBe(302);
        expect(known.headers.location).toBe("/forgotten-password?sent=1");
        expect(unknown.headers.location).toBe(known.headers.location);

        const { url, mail } = await waitForLink(outbox, email, "/password-reset?token=");
        expect(mail.subject).toContain("Nastavite novo geslo");
        const token = url.searchParams.get("token")!;
        expect((await get(url.pathname + url.search)).status).toBe(200);

        // posted where the page's form posts: its own address, the link's token in it
        const mismatch = await postForm(url.pathname + url.search, { token, password: "Nova-gesla-22", confirmPassword: "Nova-gesla-23" });
        expect(mismatch.status).toBe(400);
        // the form again, not the broken link's page, with what is wrong
        expect(mismatch.body).toContain('name="confirmPassword"');
        expect(mismatch.body).toContain("Gesli se ne ujemata.");

        const done = await postForm("/password-reset", { token, password: "Nova-gesla-22", confirmPassword: "Nova-gesla-22" });
        expect(done.status).toBe(302);
        expect(done.headers.location).toBe("/profile?passwordChanged=1");
        expect(cookieValue(done, "auth_token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect((await get("/api/user/fetchUser?department=su", { bearer: other })).status).toBe(401);
        expect((await loginByApi(email)).status).toBe(401);
        expect((await loginByApi(email, "Nova-gesla-22")).status).toBe(200);
        const reuse = await postForm("/password-reset", { token, password: "Tretje-geslo-33", confirmPassword: "Tretje-geslo-33" });
        expect(reuse.status).toBe(400);
      });

      it("expires a reset link after an hour", async () => {
        const email = await registerByApi();
        const customer = await db.selectFrom("customer").select("id").where("email", "=", email).executeTakeFirstOrThrow();
        const token = await createLinkToken(db, customer.id, "reset");
        await db
          .updateTable("link_token")
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where("token_hash", "=", sha256(token))
          .execute();
        expect((await get(`/password-reset?token=${token}`)).status).toBe(400);
        expect((await postForm("/password-reset", { token, password: "Nova-gesla-22", confirmPassword: "Nova-gesla-22" })).status).toBe(400);
      });

      it("asks for the family name first on a Hungarian form, the given name first elsewhere", async () => {
        const order = (body: string) => {
          const register = body.slice(body.indexOf('value="register"'));
          return register.indexOf('name="lastName"') < register.indexOf('name="firstName"') ? "family first" : "given first";
        };
        expect(order((await get("/hu/login", { host: "eu.lumera.localhost" })).body)).toBe("family first");
        expect(order((await get("/login")).body)).toBe("given first");
        expect(order((await get("/en/login", { host: "eu.lumera.localhost" })).body)).toBe("given first");
      });

      it("writes the mail in the storefront's language", async () => {
        const email = uniqueEmail("hu");
        const res = await request(server.baseUrl, "/api/user/register", {
          host: EU,
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password: PASSWORD, firstName: "Éva", lastName: "Kovács", department: "chu" }),
        });
        expect(res.status).toBe(201);
        const { mail, url } = await waitForLink(outbox, email, "/verify?token=");
        expect(mail.subject).toContain("Erősítse meg e-mail-címét");
        expect(mail.text).toContain("Kedves Éva!\n\nKöszönjük, hogy regisztrált");
        expect(url.pathname).toBe("/hu/verify");
        expect(readOutbox(outbox).length).toBeGreaterThan(0);
      });
    });

    describe("wishlist calls (spec §7)", () => {
      it("adds and deletes with data.wishlist, ignoring products that do not exist", async () => {
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        const [p1, p2] = (await db.selectFrom("product").select("id").orderBy("id").limit(2).execute()).map((p) => p.id);
        const added = await api("/api/wishlist/addWishlistItems", { items: [p1, p2, p1, 999999999], department: "su" }, guest);
        expect(added.status).toBe(200);
        expect([...added.json().data.wishlist].sort()).toEqual([p1, p2].sort());
        const deleted = await api("/api/wishlist/deleteWishlistItem", { product_id: p1, department: "su" }, guest);
        expect(deleted.json()).toMatchObject({ success: true, data: { wishlist: [p2] } });
        expect((await api("/api/wishlist/addWishlistItems", { items: [p1], department: "su" })).status).toBe(401);
      });
    });

    describe("bad input gets a 4xx, never a 5xx, and changes nothing", () => {
      const badBodies: [string, unknown[]][] = [
        [
          "/api/user/login",
          [
            "not json",
            "[]",
            {},
            { department: "su" },
            { department: "xx", email: "a@b.si", password: "x" },
            { department: "su", email: 5, password: [] },
            { department: "su", email: "a@b.si", password: "x".repeat(500) },
          ],
        ],
        [
          "/api/user/register",
          [
            "{",
            {},
            { department: "su", email: "a@b.si" },
            { department: "su", email: "bad", password: "short", firstName: "", lastName: "" },
            { department: 42 },
            { department: "su", email: "a@b.si", password: PASSWORD, firstName: {}, lastName: [] },
          ],
        ],
        ["/api/user/registerCheckout", ["", {}, { department: "su", email: "x" }]],
        ["/api/user/updateGuestEmail", ["nope", {}, { department: "su" }, { department: "su", email: "bad" }]],
        [
          "/api/wishlist/addWishlistItems",
          [
            "{]",
            {},
            { department: "su" },
            { department: "su", items: "1" },
            { department: "su", items: [-1] },
            { department: "su", items: [1.5] },
            { department: "su", items: [] },
          ],
        ],
        ["/api/wishlist/deleteWishlistItem", ["", {}, { department: "su" }, { department: "su", product_id: "x" }, { department: "su", product_id: 0 }]],
      ];
      it.each(badBodies)("%s", async (path, bodies) => {
        const guest = (await get("/api/user/fetchGuestToken?department=su")).json().token as string;
        for (const body of bodies) {
          const res = await api(path, body, guest);
          expect(res.status, `${path} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(res.json().success).toBe(false);
          expect(Array.isArray(res.json().errors)).toBe(true);
        }
        // the wrong method
        expect((await get(`${path}?department=su`)).status).toBe(405);
      });

      it.each([
        "/api/user/fetchUser",
        "/api/user/fetchUser?department=",
        "/api/user/fetchUser?department=xx",
        "/api/user/fetchUserFromLink?department=su",
        "/api/user/fetchGuestToken",
        "/api/user/logout?department=su",
        "/api/user/massLogout",
        "/api/user/updateUserNewsletter?department=su&newsletter=maybe",
        "/api/user/updateUserNewsletter?department=su",
      ])("GET %s", async (path) => {
        const res = await get(path, { bearer: "not-a-token" });
        expect(res.status, res.body).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      });

      const badForms: [string, Record<string, string>[]][] = [
        [
          "/login",
          [
            {},
            { intent: "hack" },
            { intent: "login" },
            { intent: "login", email: "x", password: "" },
            { intent: "register" },
            { intent: "register", email: "a".repeat(400), password: "p".repeat(300), firstName: "x".repeat(500), lastName: "" },
          ],
        ],
        ["/forgotten-password", [{}, { email: "" }, { email: "not an address" }]],
        ["/password-reset", [{}, { token: "short" }, { token: "A".repeat(43), password: PASSWORD, confirmPassword: PASSWORD }, { token: "A".repeat(43) }]],
        ["/verify", [{}, { token: "" }, { token: "A".repeat(43) }]],
        [
          "/wishlist",
          [
            {},
            { intent: "add" },
            { intent: "add", productId: "abc" },
            { intent: "remove", productId: "1" },
            { intent: "delete", productId: "-4" },
            { intent: "add", productId: "1e400" },
          ],
        ],
        ["/profile", [{}, { intent: "newsletter" }]],
      ];
      it.each(badForms)("form %s", async (path, forms) => {
        const before = await tokenCount();
        for (const fields of forms) {
          const res = await postForm(path, fields);
          expect(res.status, `${path} ${JSON.stringify(fields)}`).toBeGreaterThanOrEqual(300);
          expect(res.status, `${path} ${JSON.stringify(fields)}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }
        expect(await tokenCount()).toBe(before);
      });
    });
  });
}
