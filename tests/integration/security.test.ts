import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DB, openDatabase } from "~/db/db.server";
import { isSitePath } from "~/lib/safe-redirect";
import { createLinkToken, peekLinkToken } from "~/services/customers.server";
import { hashToken, issueToken, startAuthSession } from "~/services/sessions.server";
import { createCustomer, uniqueEmail } from "../support/customers";
import { cookieValue, type HttpResponse, publicOrigin, request, setCookies } from "../support/http";
import { waitForLink } from "../support/outbox";
import { NASTY_TARGETS } from "../support/redirect-targets";
import { databasesOfTheirOwn, type RunningServer, startServer } from "../support/server";
import { openFromAnotherSite, refreshTarget } from "../support/token-links";

// The attacks of DESIGN.md "Sessions and safety", replayed against the real server on SQLite
// and PostgreSQL, each seen to fail: open redirects through every route that redirects to a
// target taken from the request.

const SI = "si.lumera.localhost";
const EU = "eu.lumera.localhost";
const PASSWORD = "Zelena-jabolka-7";

/** A target a Node client can put on a request line as it is (no spaces or controls). */
const asRequestPath = (target: string) => /^\/[\u0021-\u007e]*$/.test(target);

for (const server of inject("servers")) {
  describe(`security on ${server.name}`, () => {
    let db: DB;
    let close: () => Promise<void>;
    let stocked: number;

    beforeAll(async () => {
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
      const row = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 50)))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      stocked = row.id;
    });
    afterAll(async () => close());

    // sameOrigin: the request a page of this site started (Fetch Metadata), as after the token-link hop
    const get = (path: string, options: { host?: string; cookie?: string; sameOrigin?: boolean } = {}) =>
      request(server.baseUrl, path, {
        host: options.host ?? SI,
        headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...(options.sameOrigin ? { "Sec-Fetch-Site": "same-origin" } : {}) },
      });
    const postForm = (path: string, fields: Record<string, string>, options: { host?: string; cookie?: string } = {}) => {
      const host = options.host ?? SI;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${host}` };
      if (options.cookie) headers.Cookie = options.cookie;
      return request(server.baseUrl, path, { host, method: "POST", headers, body: new URLSearchParams(fields).toString() });
    };

    /** The redirect stays on this site: a 3xx whose Location is one "/" then not "/" or "\". */
    function expectOnSite(res: HttpResponse, label: string) {
      expect(res.status, label).toBeGreaterThanOrEqual(300);
      expect(res.status, label).toBeLessThan(400);
      const location = String(res.headers.location ?? "");
      expect(isSitePath(location), `${label} -> ${location}`).toBe(true);
    }

    describe("links and addresses the request cannot forge", () => {
      const FORGED = "attacker.example";
      const outbox = path.join(server.dataDir, "outbox");
      /** The configured origin of a storefront domain: http and the port the server listens on (no PUBLIC_* set). */
      const configured = (domain: string) => publicOrigin(server.baseUrl, domain);
      const forgedForm = (path: string, fields: Record<string, string>) =>
        request(server.baseUrl, path, {
          host: FORGED,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${FORGED}` },
          body: new URLSearchParams(fields).toString(),
        });

      it("POST /forgotten-password with Host: attacker.example mails a link on the default storefront's domain", async () => {
        const email = uniqueEmail("forged-reset");
        await createCustomer(db, { email, password: PASSWORD, firstName: "Rosa", lastName: "Reset" });
        const res = await forgedForm("/forgotten-password", { email });
        expect(res.status).toBe(302);
        const { mail, url } = await waitForLink(outbox, email, "/password-reset?token=");
        expect(url.origin).toBe(configured(SI));
        expect(mail.text).not.toContain(FORGED);
      });

      it("registration by the form and by the API under a forged Host mails the verification link on the storefront's domain", async () => {
        const byForm = uniqueEmail("forged-form");
        const form = await forgedForm("/login", { intent: "register", email: byForm, password: PASSWORD, firstName: "Fran", lastName: "Form" });
        expect(form.status).toBe(302);
        expect((await waitForLink(outbox, byForm, "/verify?token=")).url.origin).toBe(configured(SI));

        const byApi = uniqueEmail("forged-api");
        const api = await request(server.baseUrl, "/api/user/register", {
          host: FORGED,
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-Host": FORGED },
          body: JSON.stringify({ email: byApi, password: PASSWORD, firstName: "Api", lastName: "Forged", department: "chu" }),
        });
        expect(api.status).toBe(201);
        const { url } = await waitForLink(outbox, byApi, "/verify?token=");
        expect(url.origin).toBe(configured(EU));
        expect(url.pathname).toBe("/hu/verify");
      });

      it("a page under a forged Host is the default storefront's, and every absolute URL in it (canonical, og:url, og:image, hreflang, JSON-LD) is on a configured domain", async () => {
        const slug = await db.selectFrom("product_i18n").select("url_key").where("product_id", "=", stocked).where("lang", "=", "sl").executeTakeFirstOrThrow();
        for (const forged of [{ host: FORGED }, { host: `${SI}:1` }, { host: FORGED, forwarded: "evil.example" }]) {
          const res = await request(server.baseUrl, `/${slug.url_key}`, {
            host: forged.host,
            headers: forged.forwarded ? { "X-Forwarded-Host": forged.forwarded, "X-Forwarded-Proto": "https" } : {},
          });
          expect(res.status, forged.host).toBe(200);
          expect(res.body).toContain('<html lang="sl"');
          expect(res.body).not.toContain(FORGED);
          expect(res.body).not.toContain("evil.example");
          const canonical = /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1];
          expect(canonical).toBe(`${configured(SI)}/${encodeURI(slug.url_key)}`);
          expect(/<meta property="og:url" content="([^"]*)"/.exec(res.body)?.[1]).toBe(canonical);
          expect(/<meta property="og:image" content="([^"]*)"/.exec(res.body)?.[1]).toMatch(new RegExp(`^${configured(SI)}/`));
          const alternates = [...res.body.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]*)"/gi)].map((m) => m[1]);
          expect(alternates.length).toBeGreaterThan(1);
          const domains = [SI, EU, "hr.lumera.localhost", "at.lumera.localhost", "it.lumera.localhost", "cz.lumera.localhost", "aurora.localhost"].map(
            configured,
          );
          for (const href of alternates)
            expect(
              domains.some((d) => href.startsWith(`${d}/`)),
              href,
            ).toBe(true);
          const jsonLd = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]).join("\n");
          const urls = [...jsonLd.matchAll(/"(https?:\/\/[^"]+)"/g)].map((m) => m[1]).filter((u) => !u.startsWith("https://schema.org"));
          expect(urls.length).toBeGreaterThan(0);
          for (const url of urls) expect(url.startsWith(`${configured(SI)}/`), url).toBe(true);
        }
      });

      it("the sitemap index, the sitemaps and robots.txt under a forged Host point at the default storefront's domain", async () => {
        const robots = await request(server.baseUrl, "/robots.txt", { host: FORGED });
        expect(robots.body.split("\n")).toContain(`Sitemap: ${configured(SI)}/sitemap.xml`);
        const index = await request(server.baseUrl, "/sitemap.xml", { host: FORGED });
        const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) expect(file.startsWith(`${configured(SI)}/sitemaps/su/`), file).toBe(true);
        const pages = await request(server.baseUrl, "/sitemaps/su/pages.xml", { host: FORGED });
        const locs = [...pages.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        expect(locs.length).toBeGreaterThan(0);
        for (const loc of locs) expect(loc.startsWith(`${configured(SI)}/`), loc).toBe(true);
      });

      it("X-Forwarded-Proto from a client the server does not trust changes no scheme", async () => {
        const res = await request(server.baseUrl, "/", { host: SI, headers: { "X-Forwarded-Proto": "https" } });
        expect(/<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1]).toBe(`${configured(SI)}/`);
      });
    });

    describe("no open redirects", () => {
      it("POST /consent keeps every nasty redirectTo on this site", async () => {
        for (const target of NASTY_TARGETS)
          expectOnSite(await postForm("/consent", { intent: "all", redirectTo: target }), `consent ${JSON.stringify(target)}`);
      });

      it("POST /cart (add, and an extras intent) keeps every nasty redirectTo on this site", async () => {
        for (const target of NASTY_TARGETS) {
          expectOnSite(
            await postForm("/cart", { intent: "add", productId: String(stocked), qty: "1", redirectTo: target }),
            `cart add ${JSON.stringify(target)}`,
          );
          expectOnSite(await postForm("/cart", { intent: "applyCode", code: "", redirectTo: target }), `cart applyCode ${JSON.stringify(target)}`);
        }
      });

      it("POST /wishlist keeps every nasty redirectTo on this site", async () => {
        const first = await postForm("/wishlist", { intent: "add", productId: String(stocked), redirectTo: "/wishlist" });
        const cookie = `guest_token=${cookieValue(first, "guest_token")}`;
        for (const target of NASTY_TARGETS) {
          expectOnSite(
            await postForm("/wishlist", { intent: "add", productId: String(stocked), redirectTo: target }, { cookie }),
            `wishlist ${JSON.stringify(target)}`,
          );
        }
      });

      it("login (the form's redirectTo, and a logged-in visit to /login?redirectTo=) keeps every nasty target on this site", async () => {
        const email = uniqueEmail("redirect");
        const customer = await createCustomer(db, { email, password: PASSWORD, firstName: "Rea", lastName: "Direct" });
        const { token } = await startAuthSession(db, customer.id, null);
        for (const target of NASTY_TARGETS) {
          expectOnSite(await postForm("/login", { intent: "login", email, password: PASSWORD, redirectTo: target }), `login ${JSON.stringify(target)}`);
          expectOnSite(await get(`/login?redirectTo=${encodeURIComponent(target)}`, { cookie: `auth_token=${token}` }), `GET login ${JSON.stringify(target)}`);
        }
      });

      it("the profile sends a guest to log in and back on this site", async () => {
        const res = await get("/profile");
        expectOnSite(res, "profile");
        expect(res.headers.location).toBe("/login?redirectTo=%2Fprofile");
      });

      it("a token link's clean-up redirect stays on this site, whatever the path (GET //evil.example/?guest_token=x)", async () => {
        const paths = NASTY_TARGETS.filter(asRequestPath);
        expect(paths.length).toBeGreaterThanOrEqual(15);
        for (const path of paths) {
          for (const link of ["guest_token=x", "auth_token=x"]) {
            const res = await get(`${path}${path.includes("?") ? "&" : "?"}${link}`);
            // a path no page can have may answer 400/404 first; whatever redirects stays on this site
            expect(res.status, path).toBeLessThan(500);
            if (res.status >= 300 && res.status < 400) expectOnSite(res, `token link ${path}?${link}`);
          }
        }
        // from another site the link first goes through the hop, which names only a path of ours
        const reported = await get("//evil.example/?guest_token=x");
        expect(reported.status).toBe(302);
        expect(reported.headers.location).toBe("/open-link?to=%2F");
        const decided = await request(server.baseUrl, "//evil.example/?guest_token=x", { host: SI, headers: { "Sec-Fetch-Site": "same-origin" } });
        expect(decided.status).toBe(302);
        expect(decided.headers.location).toBe("/");
      });

      it("a plain filter form on a category path that starts with // redirects on this site", async () => {
        const category = await db.selectFrom("category_i18n").select("store_url").where("lang", "=", "sl").orderBy("category_id").executeTakeFirstOrThrow();
        for (const path of [`//${category.store_url}`, `/.//${category.store_url}`]) {
          const res = await get(`${path}?price_from=&price_to=&orderBy=price_asc`);
          expect(res.status, path).toBeLessThan(500);
          if (res.status >= 300 && res.status < 400) expectOnSite(res, `listing ${path}`);
        }
      });
    });

    describe("tokens expire on the server", () => {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      /** A token made in the database with the given age; its cookie and id. */
      async function tokenAged(type: "guest" | "auth", created: number, lastSeen: number) {
        const customerId =
          type === "auth" ? (await createCustomer(db, { email: uniqueEmail("expiry"), password: PASSWORD, firstName: "Eva", lastName: "Expiry" })).id : null;
        const { token, id } = await issueToken(db, type, customerId);
        await db
          .updateTable("session_token")
          .set({ created_at: daysAgo(created), last_seen_at: daysAgo(lastSeen) })
          .where("id", "=", id)
          .execute();
        return { token, id, cookie: `${type}_token=${token}` };
      }
      const clears = (res: HttpResponse, name: string) => setCookies(res).some((c) => c.startsWith(`${name}=;`) && c.includes("Max-Age=0"));
      const fetchUser = (token: string) =>
        request(server.baseUrl, "/api/user/fetchUser?department=su", { host: SI, headers: { Authorization: `Bearer ${token}` } });

      it("a guest token unused for 31 days is refused and its cookie cleared; one used 29 days ago still works", async () => {
        const old = await tokenAged("guest", 40, 31.5);
        const page = await get("/wishlist", { cookie: old.cookie });
        expect(page.status).toBe(200);
        expect(clears(page, "guest_token")).toBe(true);
        expect((await fetchUser(old.token)).status).toBe(401);
        const recent = await tokenAged("guest", 40, 29);
        expect((await fetchUser(recent.token)).status).toBe(200);
        expect(clears(await get("/wishlist", { cookie: recent.cookie }), "guest_token")).toBe(false);
      });

      it("an auth token unused for 92 days, or created over a year ago, is refused; one used 89 days ago still works", async () => {
        for (const [created, lastSeen] of [
          [100, 92],
          [366, 0],
        ]) {
          const expired = await tokenAged("auth", created, lastSeen);
          expect((await fetchUser(expired.token)).status, `${created}/${lastSeen}`).toBe(401);
          const page = await get("/wishlist", { cookie: expired.cookie });
          expect(clears(page, "auth_token"), `${created}/${lastSeen}`).toBe(true);
          expect((await get("/profile", { cookie: expired.cookie })).headers.location).toBe("/login?redirectTo=%2Fprofile");
        }
        const recent = await tokenAged("auth", 300, 89);
        expect((await fetchUser(recent.token)).status).toBe(200);
      });

      it("a use is recorded at most once a day (no write on every page view)", async () => {
        const stale = await tokenAged("guest", 10, 2);
        const fresh = await tokenAged("guest", 10, 0.5);
        const before = await db.selectFrom("session_token").select(["id", "last_seen_at"]).where("id", "in", [stale.id, fresh.id]).execute();
        await get("/wishlist", { cookie: stale.cookie });
        await get("/wishlist", { cookie: fresh.cookie });
        const after = new Map(
          (await db.selectFrom("session_token").select(["id", "last_seen_at"]).where("id", "in", [stale.id, fresh.id]).execute()).map((r) => [
            r.id,
            r.last_seen_at,
          ]),
        );
        const was = new Map(before.map((r) => [r.id, r.last_seen_at]));
        expect(Date.now() - Date.parse(after.get(stale.id)!)).toBeLessThan(60_000);
        expect(after.get(fresh.id)).toBe(was.get(fresh.id));
      });
    });

    describe("no session fixation by a guest link", () => {
      /** A guest with one line of `productId` in the su cart, by the product form; its cookie. */
      async function guestWithCart(qty: number) {
        const res = await postForm("/cart", { intent: "add", productId: String(stocked), qty: String(qty), redirectTo: "/cart" });
        const token = cookieValue(res, "guest_token");
        expect(token).toBeDefined();
        return token!;
      }
      const countOnPage = async (cookie: string) =>
        /<span aria-hidden="true" class="cart-count">(\d+)<\/span>/.exec((await get("/cart", { cookie })).body)?.[1];
      const setsToken = (res: HttpResponse) => cookieValue(res, "guest_token") ?? cookieValue(res, "auth_token");

      it("a guest link on a browser with a guest session keeps that session and merges nothing", async () => {
        const attacker = await guestWithCart(3);
        const victim = await guestWithCart(1);
        const res = await get(`/?guest_token=${attacker}`, { cookie: `guest_token=${victim}` });
        expectOnSite(res, "guest link");
        expect(res.headers.location).toBe("/");
        expect(setsToken(res)).toBeUndefined();
        // each cart is as it was: the victim still sees their own line of 1, the attacker theirs
        expect(await get("/cart", { cookie: `guest_token=${victim}` }).then((r) => r.body)).toMatch(/name="qty"[^>]*value="1"/);
        expect(await get("/cart", { cookie: `guest_token=${attacker}` }).then((r) => r.body)).toMatch(/name="qty"[^>]*value="3"/);
        expect(await countOnPage(`guest_token=${victim}`)).toBe("1");
      });

      it("a guest link on a browser with a customer's session keeps it", async () => {
        const attacker = await guestWithCart(2);
        const customer = await createCustomer(db, { email: uniqueEmail("fixation"), password: PASSWORD, firstName: "Vida", lastName: "Victim" });
        const { token } = await startAuthSession(db, customer.id, null);
        const res = await get(`/cart?guest_token=${attacker}`, { cookie: `auth_token=${token}` });
        expect(res.headers.location).toBe("/cart");
        expect(setsToken(res)).toBeUndefined();
        expect(await countOnPage(`auth_token=${token}`)).toBe("0");
      });

      it("a browser without a session (or with one that no longer resolves) is asked before it takes the guest link", async () => {
        const shared = await guestWithCart(2);
        const ask = `/open-link?cart=${shared}&redirectTo=%2Fcart`;
        const fresh = await get(`/cart?guest_token=${shared}`, { sameOrigin: true });
        expect(fresh.headers.location).toBe(ask);
        expect(setsToken(fresh)).toBeUndefined();
        const stale = await get(`/cart?guest_token=${shared}`, { cookie: "guest_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
        expect(stale.headers.location).toBe(ask);
        expect(setsToken(stale)).toBeUndefined();
        const question = await get(ask);
        expect(question.status).toBe(200);
        expect(question.body).toContain("Želite nadaljevati s to košarico?");
        expect(question.body).toContain('name="intent" value="continue"');
        const taken = await postForm("/open-link", { intent: "continue", token: shared, redirectTo: "/cart" });
        expect(taken.status).toBe(303);
        expect(taken.headers.location).toBe("/cart");
        expect(cookieValue(taken, "guest_token")).toBe(shared);
        expect(await get("/cart", { cookie: `guest_token=${shared}` }).then((r) => r.body)).toMatch(/name="qty"[^>]*value="2"/);
      });

      it("a login link on a browser with a session is not taken but asked about on the login page; without one it logs in", async () => {
        const customer = await createCustomer(db, { email: uniqueEmail("login-link"), password: PASSWORD, firstName: "Lina", lastName: "Link" });
        const link = await createLinkToken(db, customer.id, "login");
        const victim = await guestWithCart(1);
        const refused = await get(`/?auth_token=${link}`, { cookie: `guest_token=${victim}` });
        expect(refused.headers.location).toBe(`/login?link=${link}&redirectTo=%2F`);
        expect(setsToken(refused)).toBeUndefined();
        expect(await countOnPage(`guest_token=${victim}`)).toBe("1");
        const taken = await get(`/?auth_token=${link}`, { sameOrigin: true });
        expect(cookieValue(taken, "auth_token")).toBeDefined();
      });

      // A link clicked on another site arrives without the SameSite=Strict session cookies: the shop
      // must not take it for a browser without a session (DESIGN.md "Sessions and safety")
      describe("token links from another site", () => {
        const fromAnotherSite = (path: string, cookie?: string) => openFromAnotherSite(server.baseUrl, SI, path, cookie);
        it("a signed-in customer who clicks an attacker's sign-in link stays in their own account and is asked", async () => {
          const victim = await createCustomer(db, { email: uniqueEmail("csrf-victim"), password: PASSWORD, firstName: "Vera", lastName: "Victim" });
          const attacker = await createCustomer(db, { email: uniqueEmail("csrf-attacker"), password: PASSWORD, firstName: "Ado", lastName: "Attacker" });
          const { token } = await startAuthSession(db, victim.id, null);
          const link = await createLinkToken(db, attacker.id, "login");
          const { decided } = await fromAnotherSite(`/profile?auth_token=${link}`, `auth_token=${token}`);
          expect(decided.headers.location).toBe(`/login?link=${link}&redirectTo=%2Fprofile`);
          expect(setsToken(decided)).toBeUndefined();
          // the link is not used up on the way, and the browser is still the victim's
          expect(await peekLinkToken(db, link, "login")).toBe(attacker.id);
          const me = await request(server.baseUrl, "/api/user/fetchUser?department=su", { host: SI, headers: { Authorization: `Bearer ${token}` } });
          expect(me.json<{ user: { email: string } }>().user.email).toBe(victim.email);
        });

        it("a guest with a cart of their own is not moved onto an attacker's guest link", async () => {
          const attacker = await guestWithCart(3);
          const victim = await guestWithCart(1);
          const { decided } = await fromAnotherSite(`/checkout?guest_token=${attacker}`, `guest_token=${victim}`);
          expect(decided.headers.location).toBe("/checkout");
          expect(setsToken(decided)).toBeUndefined();
          expect(await countOnPage(`guest_token=${victim}`)).toBe("1");
        });

        it("a browser without a session is asked 'continue with this cart?'; nothing is taken before the answer, and only a post from this site answers", async () => {
          const shared = await guestWithCart(2);
          const { decided } = await fromAnotherSite(`/cart?guest_token=${shared}`);
          expect(decided.headers.location).toBe(`/open-link?cart=${shared}&redirectTo=%2Fcart`);
          expect(setsToken(decided)).toBeUndefined();
          const crossSite = await request(server.baseUrl, "/open-link", {
            host: SI,
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
            body: new URLSearchParams({ intent: "continue", token: shared, redirectTo: "/cart" }).toString(),
          });
          expect(crossSite.status).toBe(403);
          expect(setsToken(crossSite)).toBeUndefined();
          // a browser that has a session by the time it answers keeps it
          const own = await guestWithCart(1);
          const kept = await postForm("/open-link", { intent: "continue", token: shared, redirectTo: "/cart" }, { cookie: `guest_token=${own}` });
          expect(kept.headers.location).toBe("/cart");
          expect(setsToken(kept)).toBeUndefined();
          // a forged token in the answer is no session
          const forged = await postForm("/open-link", { intent: "continue", token: "A".repeat(43), redirectTo: "//evil.example/" });
          expect(forged.headers.location).toBe("/");
          expect(setsToken(forged)).toBeUndefined();
        });

        it("a sign-in link on a browser without a session signs in only after the hop, once", async () => {
          const customer = await createCustomer(db, { email: uniqueEmail("hop-login"), password: PASSWORD, firstName: "Hana", lastName: "Hop" });
          const link = await createLinkToken(db, customer.id, "login");
          const { decided } = await fromAnotherSite(`/wishlist?auth_token=${link}&utm=mail`);
          expect(decided.headers.location).toBe("/wishlist?utm=mail");
          expect(cookieValue(decided, "auth_token")).toBeDefined();
        });

        it("a forged hop flag from another site still goes through the hop; the hop page names only paths of this site", async () => {
          const customer = await createCustomer(db, { email: uniqueEmail("hop-forged"), password: PASSWORD, firstName: "Fedja", lastName: "Forged" });
          const link = await createLinkToken(db, customer.id, "login");
          for (const site of ["cross-site", "none", "same-site"]) {
            const res = await request(server.baseUrl, `/?auth_token=${link}&link_hop=1`, { host: SI, headers: { "Sec-Fetch-Site": site } });
            expect(res.headers.location, site).toMatch(/^\/open-link\?to=/);
            expect(setsToken(res), site).toBeUndefined();
          }
          expect(await peekLinkToken(db, link, "login")).toBe(customer.id);
          for (const to of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
            const hop = await get(`/open-link?to=${encodeURIComponent(to)}`);
            expect(hop.status).toBe(200);
            expect(refreshTarget(hop.body), to).toBe("/");
          }
        });
      });
    });
  });
}

// The sweep, the guest-token limit and a trusted proxy need a server of their own: a sweep every
// second, a limit the other test files must not meet, TRUST_PROXY and PUBLIC_SCHEME set.
const ownDatabases = databasesOfTheirOwn();

for (const database of ownDatabases) {
  describe(`sweeps, limits and a trusted proxy on ${database.name}`, () => {
    let server: RunningServer;
    let db: DB;
    let close: () => Promise<void>;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const made = await database.make();
      drop = made.drop;
      server = await startServer({
        name: database.name,
        env: { ...made.env, SEED_PRODUCTS: "50", TOKEN_SWEEP_SECONDS: "1", TRUST_PROXY: "loopback", PUBLIC_SCHEME: "https" },
      });
      const connection = openDatabase(server.databaseUrl);
      db = connection.db;
      close = connection.close;
    });
    afterAll(async () => {
      await close?.();
      await server?.stop();
      await drop?.();
    });

    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

    it("the periodic sweep deletes expired session tokens (with a guest's cart) and expired link tokens, and keeps the rest", async () => {
      const product = await db
        .selectFrom("product as p")
        .select("p.id")
        .where("p.type", "=", "simple")
        .where((eb) => eb.exists(eb.selectFrom("product_stock as s").select("s.product_id").whereRef("s.product_id", "=", "p.id").where("s.qty", ">", 0)))
        .where((eb) => eb.exists(eb.selectFrom("product_i18n as i").select("i.product_id").whereRef("i.product_id", "=", "p.id").where("i.lang", "=", "sl")))
        .orderBy("p.id")
        .executeTakeFirstOrThrow();
      const added = await request(server.baseUrl, "/cart", {
        host: SI,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://${SI}` },
        body: new URLSearchParams({ intent: "add", productId: String(product.id), qty: "1" }).toString(),
      });
      expect(added.status).toBe(303);
      const guestToken = cookieValue(added, "guest_token")!;
      const guest = await db.selectFrom("session_token").select("id").where("token_hash", "=", hashToken(guestToken)).executeTakeFirstOrThrow();
      expect(await db.selectFrom("cart").select("id").where("session_token_id", "=", guest.id).execute()).toHaveLength(1);

      const customer = await createCustomer(db, { email: uniqueEmail("sweep"), password: PASSWORD, firstName: "Swen", lastName: "Sweep" });
      const idleAuth = await issueToken(db, "auth", customer.id);
      const oldAuth = await issueToken(db, "auth", customer.id);
      const liveAuth = await issueToken(db, "auth", customer.id);
      const liveGuest = await issueToken(db, "guest", null);
      await db
        .updateTable("session_token")
        .set({ last_seen_at: daysAgo(32) })
        .where("id", "=", guest.id)
        .execute();
      await db
        .updateTable("session_token")
        .set({ created_at: daysAgo(120), last_seen_at: daysAgo(92) })
        .where("id", "=", idleAuth.id)
        .execute();
      await db
        .updateTable("session_token")
        .set({ created_at: daysAgo(366), last_seen_at: daysAgo(1) })
        .where("id", "=", oldAuth.id)
        .execute();
      await db
        .updateTable("session_token")
        .set({ created_at: daysAgo(200), last_seen_at: daysAgo(80) })
        .where("id", "=", liveAuth.id)
        .execute();
      await db
        .updateTable("session_token")
        .set({ last_seen_at: daysAgo(20) })
        .where("id", "=", liveGuest.id)
        .execute();
      const expiredLink = await createLinkToken(db, customer.id, "reset");
      const liveLink = await createLinkToken(db, customer.id, "verify");
      await db
        .updateTable("link_token")
        .set({ expires_at: daysAgo(0.01) })
        .where("token_hash", "=", hashToken(expiredLink))
        .execute();

      const sessionIds = async () =>
        (await db.selectFrom("session_token").select("id").where("id", "in", [guest.id, idleAuth.id, oldAuth.id, liveAuth.id, liveGuest.id]).execute())
          .map((r) => r.id)
          .sort((a, b) => a - b);
      const deadline = Date.now() + 15_000;
      while ((await sessionIds()).length > 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await sessionIds()).toEqual([liveAuth.id, liveGuest.id].sort((a, b) => a - b));
      expect(await db.selectFrom("cart").select("id").where("session_token_id", "=", guest.id).execute()).toHaveLength(0);
      const links = await db
        .selectFrom("link_token")
        .select("token_hash")
        .where("token_hash", "in", [hashToken(expiredLink), hashToken(liveLink)])
        .execute();
      expect(links.map((l) => l.token_hash)).toEqual([hashToken(liveLink)]);
      expect(server.output()).toContain("expired tokens deleted");
    });

    it("fetchGuestToken answers 429 in the API's error shape past 100 calls an hour from one address, writing no row; another address goes on", async () => {
      const call = (ip: string) => request(server.baseUrl, "/api/user/fetchGuestToken?department=su", { host: SI, headers: { "X-Forwarded-For": ip } });
      const count = async () =>
        Number(
          (
            await db
              .selectFrom("session_token")
              .select((eb) => eb.fn.countAll<number | string>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (let i = 0; i < 100; i++) expect((await call("203.0.113.7")).status).toBe(200);
      const rows = await count();
      const refused = await call("203.0.113.7");
      expect(refused.status).toBe(429);
      expect(refused.json()).toEqual({ success: false, errors: [expect.stringMatching(/too many requests/)] });
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(await count()).toBe(rows);
      const other = await call("203.0.113.8");
      expect(other.status).toBe(200);
      expect(other.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("behind a trusted proxy: PUBLIC_SCHEME=https links have no port; the proxy's X-Forwarded-Proto and -Host are honoured, never a Host of its own", async () => {
      const canonical = async (headers: Record<string, string>, host = SI) =>
        /<link rel="canonical" href="([^"]*)"/.exec((await request(server.baseUrl, "/", { host, headers })).body)?.[1];
      expect(await canonical({})).toBe(`https://${SI}/`);
      expect(await canonical({ "X-Forwarded-Proto": "http" })).toBe(`http://${SI}/`);
      expect(await canonical({ "X-Forwarded-Host": "hr.lumera.localhost", "X-Forwarded-Proto": "https" }, "proxy.internal")).toBe(
        "https://hr.lumera.localhost/",
      );
      expect(await canonical({ "X-Forwarded-Host": "attacker.example" })).toBe(`https://${SI}/`);

      const email = uniqueEmail("proxied-reset");
      await createCustomer(db, { email, password: PASSWORD, firstName: "Pia", lastName: "Proxy" });
      const res = await request(server.baseUrl, "/forgotten-password", {
        host: "proxy.internal",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-Host": "attacker.example", Origin: "https://attacker.example" },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(res.status).toBe(302);
      const { url } = await waitForLink(path.join(server.dataDir, "outbox"), email, "/password-reset?token=");
      expect(url.origin).toBe(`https://${SI}`);
    });
  });
}
